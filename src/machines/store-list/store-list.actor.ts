// The shop's stores for the stores list (/branchs): reading them is a side effect, not a flow: a promise actor,
// no chart. The list retries by starting a new actor (the view keys it).
import { fromPromise } from 'xstate';
import type { Store } from '../../contracts/store.struct';
import { fetchStores } from '../../services/stores.api';

export const storeList = fromPromise<Store[], { shopId: number }>(({ input }) => fetchStores(input.shopId));
