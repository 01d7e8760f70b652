// The admin module's Parking (spec 3 §2 Admin sidebar "Parking", issue 20): every lot of every tenant with its
// plaza, its owners (the parking administrators of the lot) and its status, and the active switch (PUT
// admin/parkings/{parking}/status). status: 1 active, 2 inactive (src/contracts/lot.struct.ts LOT_STATUSES).
import { array, assign, boolean, number, object, optional, string, type Infer } from 'superstruct';
import { AdminListQuery } from './admin-list.struct';
import { flag, id, whole } from './rules';

/** GET admin/parkings and its export: the list's query, a plaza and a status (1 active, 2 inactive). */
export const AdminParkingsQuery = assign(AdminListQuery, object({ plaza_id: optional(id()), status: optional(whole(1, 2)) }));
export type AdminParkingsQuery = Infer<typeof AdminParkingsQuery>;

/** PUT admin/parkings/{parking}/status. */
export const ParkingStatusBody = object({ active: flag() });
export type ParkingStatusBody = Infer<typeof ParkingStatusBody>;

/** A parking administrator of the lot. */
export const LotOwner = object({ id: number(), name: string(), email: string() });
export type LotOwner = Infer<typeof LotOwner>;

/** A row of GET admin/parkings. */
export const AdminParking = object({
  id: number(),
  name: string(),
  prefix: string(),
  address: string(),
  plaza_id: number(),
  plaza_name: string(),
  owners: array(LotOwner),
  status: number(),
  active: boolean(),
});
export type AdminParking = Infer<typeof AdminParking>;

export const ParkingStatusAnswer = object({ data: AdminParking, message: string() });
