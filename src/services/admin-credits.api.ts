// Admin: the credits' calls (docs/api.md "Admin: credits and roles"): a package's save (new or edit), the gift of
// credits to stores and the gift form's store picker. The lists and their exports go through the admin lists'
// calls (admin-list.api.ts).
import { GiftAnswer, GiftStoresAnswer, type GiftBody, type GiftStore } from '../contracts/admin-gifts.struct';
import { PackageSavedAnswer, type PackageBody } from '../contracts/admin-packages.struct';
import { apiCall } from './http';

export const savePackage = (packageId: number | null, body: PackageBody) =>
  apiCall(PackageSavedAnswer, packageId === null ? 'admin/packages' : `admin/packages/${packageId}`, { method: packageId === null ? 'POST' : 'PUT', body });

export const giveCredits = (body: GiftBody): Promise<GiftAnswer> => apiCall(GiftAnswer, 'admin/gifts', { method: 'POST', body });

/** The active stores whose name or whose shop's name holds `q` (the first 50). */
export const searchGiftStores = async (q: string): Promise<GiftStore[]> =>
  (await apiCall(GiftStoresAnswer, `admin/gifts/stores${q.trim() === '' ? '' : `?${new URLSearchParams({ q: q.trim() })}`}`)).data;
