// Sessions of the demo accounts' kinds, as the console stores them.
import type { LoginAnswer } from '../../src/contracts/auth.struct';
import type { Lot } from '../../src/contracts/context.struct';
import type { ShiftRow } from '../../src/contracts/shifts.struct';
import type { StoredSession } from '../../src/services/session-store';

export const lot = (id: number, name = `Lot ${id}`): Lot => ({
  id,
  name,
  prefix: `L${id}`,
  plaza_id: 1,
  plaza_name: 'Plaza Norte',
  time_zone: 'America/Monterrey',
  url_logo: null,
});

export const loginAnswer = (overrides: Partial<LoginAnswer> = {}): LoginAnswer => ({
  user_type: 'admin',
  user_id: 7,
  nexo_id: 7,
  token_notifications: 'notifications-7',
  token_type: 'Bearer',
  access_token: 'token-7',
  permissions: ['parking.dashboard', 'parking.gates', 'parking.rates.add', 'operators.search'],
  uid_firebase: 'uid-7',
  token_firebase: 'rt-7',
  reset: false,
  default_select: null,
  type: 'parking',
  role_id: 2,
  name: 'Parking Administrator Demo',
  ...overrides,
});

export const storedSession = (overrides: Partial<StoredSession> = {}): StoredSession => ({
  auth: loginAnswer(),
  module: 'parking',
  lots: [lot(1), lot(2)],
  shops: [],
  stores: [],
  activeLotId: null,
  activeShopId: null,
  activeStoreId: null,
  acceptRequests: false,
  version: '1',
  ...overrides,
});

/** A cashier shift just opened with a 500.00 float: no checkouts yet, nothing counted. */
export const freshShift = (shift: Pick<ShiftRow, 'id' | 'gate_id' | 'gate_name' | 'operator_name' | 'opened_at'>): ShiftRow => ({
  parking_id: 1,
  operator_id: 4,
  closed_at: null,
  float_cents: 50_000,
  checkouts: 0,
  cash_cents: 0,
  card_cents: 0,
  expected_cash_cents: 50_000,
  expected_card_cents: 0,
  counted_cash_cents: null,
  counted_card_cents: null,
  difference_cash_cents: null,
  difference_card_cents: null,
  note: null,
  ...shift,
});
