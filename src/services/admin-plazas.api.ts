// Admin: Mall's calls (docs/api.md "Admin: places"): a plaza's save (new or edit) and its delete. The list and its
// export go through the admin lists' calls (admin-list.api.ts).
import { PlazaDeletedAnswer, PlazaSavedAnswer, type PlazaBody } from '../contracts/admin-plazas.struct';
import { apiCall } from './http';

export const savePlaza = (plazaId: number | null, body: PlazaBody) =>
  apiCall(PlazaSavedAnswer, plazaId === null ? 'admin/plazas' : `admin/plazas/${plazaId}`, { method: plazaId === null ? 'POST' : 'PUT', body });

export const deletePlaza = (plazaId: number) => apiCall(PlazaDeletedAnswer, `admin/plazas/${plazaId}`, { method: 'DELETE' });
