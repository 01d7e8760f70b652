// The lots and shops the Users list filters by, read once when the screen opens: a read, not a flow (a promise
// actor, no chart). Unread, the two filters offer "All" only.
import { fromPromise } from 'xstate';
import type { UserTenants } from '../../contracts/admin-users.struct';
import { fetchUserTenants } from '../../services/admin-users.api';

export const userTenants = fromPromise<UserTenants>(() => fetchUserTenants());
