// Admin: Brands' call (docs/api.md "Admin: places"): a brand's save. The list and its export go through the admin
// lists' calls (admin-list.api.ts); the logo is read with the stored-file actor from the row's `logo_url`.
import { BrandSavedAnswer, type BrandBody } from '../contracts/admin-brands.struct';
import { apiCall } from './http';

export const saveBrand = (shopId: number, body: BrandBody) => apiCall(BrandSavedAnswer, `admin/brands/${shopId}`, { method: 'PUT', body });
