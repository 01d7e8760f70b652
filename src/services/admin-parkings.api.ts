// Admin: Parking's call (docs/api.md "Admin: places"): a lot's active switch. The list and its export go through the
// admin lists' calls (admin-list.api.ts); the plaza filter's options through the Mall's list.
import { AdminPlaza } from '../contracts/admin-plazas.struct';
import { adminPage } from '../contracts/admin-list.struct';
import { ParkingStatusAnswer } from '../contracts/admin-parkings.struct';
import { apiCall } from './http';

export const setParkingActive = (parkingId: number, active: boolean) =>
  apiCall(ParkingStatusAnswer, `admin/parkings/${parkingId}/status`, { method: 'PUT', body: { active } });

/** The plazas to filter by: the Mall's list, its largest page (a platform has a few dozen malls). */
export const fetchPlazaOptions = async (): Promise<{ id: number; name: string }[]> =>
  (await apiCall(adminPage(AdminPlaza), 'admin/plazas?per_page=50')).data.map(({ id, name }) => ({ id, name }));
