// The plazas the Parking list filters by, read once when the screen opens: a read, not a flow (a promise actor,
// no chart). Unread, the filter offers "All" only.
import { fromPromise } from 'xstate';
import { fetchPlazaOptions } from '../../services/admin-parkings.api';

export const plazaOptions = fromPromise<{ id: number; name: string }[]>(() => fetchPlazaOptions());
