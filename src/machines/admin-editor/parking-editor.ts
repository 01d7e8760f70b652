// The Parking screen's lot card (admin module, issue 20): the admin editor chart with one switch, the lot's
// active status, and its save (PUT admin/parkings/{parking}/status). A lot is neither added nor deleted here.
import type { AdminParking } from '../../contracts/admin-parkings.struct';
import { setParkingActive } from '../../services/admin-parkings.api';
import { adminEditorMachine } from './admin-editor.machine';

export type ParkingValues = { active: boolean };

export const parkingValuesOf = (lot: AdminParking): ParkingValues => ({ active: lot.active });

export const parkingEditorMachine = adminEditorMachine<ParkingValues>({
  // A switch breaks no rule.
  problemsOf: () => ({}),
  save: ({ subject, values }) => setParkingActive(subject?.id ?? 0, values.active),
});
