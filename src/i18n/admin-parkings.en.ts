// English words of the admin module's Parking, in admin-parkings.es.ts's order.
import type adminParkingsEs from './admin-parkings.es';
import type { Translation } from './dictionary';
const adminParkingsEn: Translation<typeof adminParkingsEs> = {
  'adminParkings.intro': "Every lot of the platform, with its plaza, its owners and its status.",
  'adminParkings.searchPlaceholder': 'Lot, prefix, address, plaza or owner',
  'adminParkings.lot': 'Lot',
  'adminParkings.prefix': 'Prefix',
  'adminParkings.plaza': 'Plaza',
  'adminParkings.address': 'Address',
  'adminParkings.owners': 'Owners',
  'adminParkings.noOwner': 'No owner',
  'adminParkings.status': 'Status',
  'adminParkings.active': 'Active',
  'adminParkings.inactive': 'Inactive',
  'adminParkings.open': 'Status',
  'adminParkings.openOf': 'Change the status of {{name}}',
  'adminParkings.cardTitle': 'Lot {{name}}',
  'adminParkings.activeHint': "The status shows in the lot's properties; its gates keep working.",
};
export default adminParkingsEn;
