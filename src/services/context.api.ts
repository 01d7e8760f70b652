// The lists a signed-in user works within, and the deployed version (spec 1 §2.2, spec 2 §7).
import { ConfigAnswer, LotListAnswer, ShopListAnswer, StoreListAnswer, type Branch, type Lot, type Shop } from '../contracts/context.struct';
import { apiCall } from './http';

export const fetchLots = async (): Promise<Lot[]> => (await apiCall(LotListAnswer, 'parkings')).data;
export const fetchShops = async (): Promise<Shop[]> => (await apiCall(ShopListAnswer, 'shops')).data;
export const fetchSalesmanStores = async (): Promise<Branch[]> => (await apiCall(StoreListAnswer, 'users/salesman/my-branchs')).data;

/** Polled for new deployments: quiet, because a missed poll is not the user's problem. */
export const fetchConfig = (): Promise<ConfigAnswer> => apiCall(ConfigAnswer, 'config', { anonymous: true, quiet: true });
