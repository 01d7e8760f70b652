// The shops as GET shops lists them now, read again after a change the server confirmed on a store (issue 18), so
// the session's shop and store dropdowns show it. One read is a side effect, not a flow: a promise actor, no chart
// (as stored-file.actor.ts); src/ui/shopping/stores/shops-refresh.tsx hands its answer to the session.
import { fromPromise } from 'xstate';
import type { Shop } from '../../contracts/context.struct';
import { fetchShops } from '../../services/context.api';

export const shopsRead = fromPromise<Shop[]>(() => fetchShops());
