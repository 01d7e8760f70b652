// Sessions of the demo accounts' kinds, as the console stores them.
import type { LoginAnswer } from '../../src/contracts/auth.struct';
import type { Lot } from '../../src/contracts/context.struct';
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
