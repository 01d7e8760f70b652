// The oracle of the session chart (spec 1 §2.2, §3, §4, §8; spec 2 §2 "Login screens", "Store-selection dialog",
// "Lot selection"; spec 3 §2), written from the spec, not from the chart: who is signed in and with which
// provider, the lists each kind of account works within, where each lands after signing in, the forced password
// change and the salesman's store choice before work, the sidebar's switches, and the end of a session (sign-out
// or an 'Unauthenticated' answer) at /login whatever the logout call answers. Used by
// tests/model/session.paths.test.ts and the view's replays (tests/model/views/session.view.test.tsx).
import { expect } from 'vitest';
import type { LoginAnswer, MessageAnswer } from '../../../src/contracts/auth.struct';
import type { Shop } from '../../../src/contracts/context.struct';
import type { LotProperties } from '../../../src/contracts/lot.struct';
import { sessionMachine } from '../../../src/machines/session/session.machine';
import type { ContextLists, SessionContext, SessionEvent, SessionInput } from '../../../src/machines/session/session.types';
import { ApiError } from '../../../src/services/http';
import type { StoredSession } from '../../../src/services/session-store';
import { loginAnswer, lot, storedSession } from '../../ui/fixtures';
import type { ActorEvent, Done, Failure, OracleOf } from '../chart/chart-oracle';

type Ctx = SessionContext;
type On<T extends SessionEvent['type']> = Extract<SessionEvent, { type: T }>;
type Machine = typeof sessionMachine;

export const shop: Shop = { id: 11, name: 'Tienda Centro', prefix: 'TC', url_logo: null, branchs: [{ id: 21, name: 'Sucursal Norte' }] };
export const otherShop: Shop = { id: 12, name: 'Tienda Sur', prefix: 'TS', url_logo: null, branchs: [] };
/** GET users/salesman/my-branchs after credits moved: a new store first, the second with its credits, the first
 *  no longer listed (a chosen store listed stays, one not listed gives way to the first). */
export const SAVED_STORES = [
  { id: 33, name: 'Tienda Mitras', credits: { total: 0 } },
  { id: 32, name: 'Tienda Cumbres', credits: { total: 7 } },
];
/** GET shops after a store was added to the first shop: a new shop listed first, the other shop no longer listed
 *  (the active shop stays while listed, and is not the first; otherwise the first becomes active). */
export const SAVED_SHOPS: Shop[] = [
  { id: 13, name: 'Tienda Nueva', prefix: 'TN', url_logo: null, branchs: [] },
  { ...shop, branchs: [...shop.branchs, { id: 22, name: 'Sucursal Nueva' }] },
];
/** Shop 11's credits after a purchase (issue 17): 40 in its one store. */
export const CREDITS_AFTER = { total: 40, stores: [{ id: 21, name: 'Sucursal Norte', total: 40, transferable: 0 }] };

/** One login answer of each kind of account (spec 1 §1 providers, spec 2 §2 landings). */
export const ACCOUNTS = {
  parking: loginAnswer(),
  parkingReset: loginAnswer({ user_id: 8, reset: true }),
  operator: loginAnswer({ user_id: 9, type: 'operator', permissions: ['operators.search', 'parking.gates'] }),
  nexo: loginAnswer({ user_id: 1, type: 'nexo', permissions: ['nexo.dashboard', 'nexo.users'] }),
  shopping: loginAnswer({ user_id: 4, type: 'shopping', role_id: 4, default_select: 12, permissions: ['shopping.dashboard'] }),
  manager: loginAnswer({ user_id: 5, type: 'shopping', user_type: 'admin-shopping', permissions: ['shopping.manager.dashboard'] }),
  salesman: loginAnswer({ user_id: 6, type: 'salesman', role_id: 5, user_type: 'user', permissions: ['shopping.shopping-to-go'] }),
} satisfies Record<string, LoginAnswer>;

const none: ContextLists = { lots: [], shops: [], stores: [] };
/** The lists each provider's calls answer: lots for parking and operators, shops, a salesman's stores, none for the nexo admin. */
export const LISTS: Record<LoginAnswer['type'], ContextLists> = {
  parking: { ...none, lots: [lot(1), lot(2)] },
  operator: { ...none, lots: [lot(1)] },
  nexo: none,
  shopping: { ...none, shops: [shop, otherShop] },
  // Two stores: a check that asked every store, not the chosen one, would pass with one.
  salesman: { ...none, stores: [{ id: 31, name: 'Tienda Valle' }, { id: 32, name: 'Tienda Cumbres' }] },
};
/** A parking user of a single lot: it is entered at once, no choice at /lots. */
export const ONE_LOT: ContextLists = { ...none, lots: [lot(1)] };

export const credentials: On<'session.login'> = { type: 'session.login', provider: 'parking', email: 'parking@nexo.demo', password: 'demo1234' };
export const badCredentials = new ApiError('These credentials do not match our records.', 422);
export const unavailable = new ApiError('', 503);
export const newPassword: On<'session.changePassword'> = { type: 'session.changePassword', password: 'demo1234', passwordnew: 'secret99', passwordvery: 'secret99' };
export const passwordRefused = new ApiError('The passwordnew field must be at least 6 characters.', 422, { passwordnew: ['The passwordnew field must be at least 6 characters.'] });
export const passwordUpdated: MessageAnswer = { message: 'Password updated' };
/** The administrator's lots as the properties screen's save answers them: the two known lots (one renamed, with a
 *  pin) and a new one. */
export const SAVED_LOTS: LotProperties[] = [
  properties(1, 'Lot 1 renamed', '25.681600,-100.294500'),
  properties(2, 'Lot 2', null),
  properties(40, 'Nuevo Centro', null),
];

function properties(id: number, name: string, location: string | null): LotProperties {
  return {
    id, name, plaza_id: 1, plaza_name: 'Plaza Norte', address: 'Av. Juárez 200, Monterrey', number: '8112345678', country_code: '52', phone_public: true,
    location, schedules: [], url_storefront: null, url_location_map: null, status: 1, prefix: `L${id}`, optCovid: false, time_zone: 'America/Monterrey',
  };
}

/** Spec 3 §7: the saves answer the updated lots; the session lists them as GET parkings does, keeping each known
 *  lot's logo and the active lot while it is listed. */
function sessionLotsAfter(c: Ctx, saved: LotProperties[]): Partial<Ctx> {
  const lots = saved.map((p) => ({
    id: p.id, name: p.name, prefix: p.prefix, plaza_id: p.plaza_id, plaza_name: p.plaza_name, time_zone: p.time_zone,
    url_logo: c.lots.find((l) => l.id === p.id)?.url_logo ?? null, location: p.location,
  }));
  return { lots, activeLotId: saved.some((p) => p.id === c.activeLotId) ? c.activeLotId : null };
}

/** The name the profile modal saved. */
export const RENAMED = 'Oscar Operador Norte';
/** The operator's role after the platform admin took the checkout from it (issue 20): read with the menu. */
export const PERMISSIONS_NOW = ['operators.search'];

export const signedOut: SessionInput = { stored: null };
export const storedParking: SessionInput = { stored: storedSession() };
/** A reload in the middle of a forced password change keeps the form. */
export const storedReset: SessionInput = { stored: storedSession({ auth: loginAnswer({ reset: true }) }) };
/** A reload after the salesman chose a store does not ask again. */
export const storedSalesman: SessionInput = {
  stored: storedSession({ auth: ACCOUNTS.salesman, module: 'salesman', ...LISTS.salesman, activeStoreId: 31, acceptRequests: true }),
};

const signedOutContext: Ctx = {
  auth: null,
  module: null,
  ...none,
  activeLotId: null,
  activeShopId: null,
  activeStoreId: null,
  acceptRequests: false,
  loginError: null,
  passwordError: null,
  passwordFieldErrors: {},
};

/** Spec 2 §8: the login banner shows the server's message, or the fallback text Error. */
const bannerOf = (error: ApiError) => error.message || 'Error';

/** Spec 2 §2: where each kind of account lands after signing in (and after the salesman's store choice). */
export function landing(c: Ctx): string {
  const auth = c.auth as LoginAnswer;
  if (auth.user_type === 'admin-shopping') return '/branchs';
  switch (auth.type) {
    case 'operator':
      return '/search';
    case 'salesman':
      return `/shopping-to-go?${c.activeStoreId === null ? '' : `active=${c.activeStoreId}&`}module=request`;
    case 'parking':
      // Several lots and none chosen: the lot selection first.
      return c.lots.length > 1 && c.activeLotId === null ? '/lots' : '/dashboard';
    default:
      return '/dashboard';
  }
}

/** Right after the lists load: a single lot is entered at once; the shop is the login's default_select, else the first. */
function selectionAfterLoad(lists: ContextLists, auth: LoginAnswer): Pick<Ctx, 'activeLotId' | 'activeShopId'> {
  const defaultShop = lists.shops.find((s) => s.id === auth.default_select);
  return { activeLotId: lists.lots.length === 1 ? lists.lots[0].id : null, activeShopId: (defaultShop ?? lists.shops[0])?.id ?? null };
}

/** Spec 1 §4, §8: the session is destroyed (storage cleared but the colour); the login's banner stays. */
const ended = (c: Ctx): Partial<Ctx> => ({ ...signedOutContext, loginError: c.loginError });

const isIn = (id: number | null, list: { id: number }[]) => id === null || list.some((x) => x.id === id);
const isSignedOut = (c: Ctx) => {
  const { loginError: _banner, ...rest } = c;
  const { loginError: _none, ...empty } = signedOutContext;
  expect(rest).toMatchObject(empty);
};

/** Each provider works within its own lists only (spec 1 §1: a lot, a shop or a store). */
function listsFitProvider(c: Ctx) {
  const type = (c.auth as LoginAnswer).type;
  if (type !== 'parking' && type !== 'operator') expect(c.lots).toEqual([]);
  if (type !== 'shopping') expect(c.shops).toEqual([]);
  if (type !== 'salesman') expect(c.stores).toEqual([]);
}

export const sessionOracle: OracleOf<Machine> = {
  name: 'session',
  machine: sessionMachine,
  input: signedOut,
  events: ({ context: c }) => [
    credentials,
    { type: 'xstate.error.actor.login', error: badCredentials },
    { type: 'xstate.error.actor.login', error: unavailable },
    ...Object.values(ACCOUNTS).map((answer) => ({ type: 'xstate.done.actor.login', output: answer }) as const),
    ...(c.auth ? [{ type: 'xstate.done.actor.loadContext', output: LISTS[c.auth.type] } as const] : []),
    ...(c.auth?.type === 'parking' ? [{ type: 'xstate.done.actor.loadContext', output: ONE_LOT } as const] : []),
    { type: 'xstate.error.actor.loadContext', error: unavailable },
    { type: 'session.logout' },
    { type: 'session.expire' },
    ...c.lots.map((l) => ({ type: 'session.selectLot', lotId: l.id }) as const),
    { type: 'session.selectLot', lotId: 99 },
    ...c.shops.map((s) => ({ type: 'session.selectShop', shopId: s.id }) as const),
    { type: 'session.selectShop', shopId: 99 },
    ...c.stores.flatMap((s) => [{ type: 'session.selectStore', storeId: s.id } as const, { type: 'session.chooseStore', storeId: s.id, acceptRequests: true } as const]),
    { type: 'session.selectStore', storeId: 99 },
    { type: 'session.chooseStore', storeId: 99, acceptRequests: false },
    // Spec 1 §2.5: the nexo admin switches the sidebar's module with the tabs, and back.
    ...(c.auth?.type === 'nexo' ? [{ type: 'session.switchModule', module: c.module === 'nexo' ? 'parking' : 'nexo' } as const] : []),
    // The profile modal saved a new name (issue 15); offered to one account, once, to keep the graph small.
    ...(c.auth?.type === 'operator' && c.auth.name !== RENAMED ? [{ type: 'session.rename', name: RENAMED } as const] : []),
    // The permissions read with the menu (issue 20): offered to the operator until they are the session's.
    ...(c.auth?.type === 'operator' && c.auth.permissions.join() !== PERMISSIONS_NOW.join() ? [{ type: 'session.permissionsChanged', permissions: PERMISSIONS_NOW } as const] : []),
    ...(c.shops.some((s) => s.id === shop.id && s.credits === undefined) ? [{ type: 'session.creditsChanged', shopId: shop.id, balances: CREDITS_AFTER } as const] : []),
    // The properties screen saved a lot (issue 16): offered to the parking account until its new lot is listed.
    ...(c.auth?.type === 'parking' && !c.lots.some((l) => l.id === SAVED_LOTS[2].id) ? [{ type: 'session.lotsChanged', lots: SAVED_LOTS } as const] : []),
    // A store saved on /branch (issue 18): the shops listed again, with the new store and without the other shop,
    // offered to the shopping account until it is applied (the active shop stays while listed, else the first).
    ...(c.auth?.type === 'shopping' && !c.shops.some((s) => s.branchs.some((b) => b.id === SAVED_SHOPS[1].branchs[1].id)) ? [{ type: 'session.shopsChanged', shops: SAVED_SHOPS } as const] : []),
    // The salesman's stores listed again (their credits moved, issue 19): the chosen store keeps its place while
    // listed; offered until applied.
    ...(c.auth?.type === 'salesman' && !c.stores.some((s) => s.id === SAVED_STORES[0].id) ? [{ type: 'session.storesChanged', stores: SAVED_STORES } as const] : []),
    newPassword,
    { type: 'xstate.done.actor.changePassword', output: passwordUpdated },
    { type: 'xstate.error.actor.changePassword', error: passwordRefused },
    { type: 'xstate.done.actor.logout', output: { message: 'Logged out' } },
    { type: 'xstate.error.actor.logout', error: new ApiError('Unauthenticated.', 401) },
  ],
  // The stored copy is taken as it is (its format version rides along).
  initialContext: (input) => ({ ...signedOutContext, ...(input.stored as StoredSession | null) }),
  guards: {
    hasStoredSession: (c) => c.auth !== null,
    mustChangePassword: (c) => c.auth?.reset === true,
    mustChooseStore: (c) => c.auth?.type === 'salesman' && c.activeStoreId === null,
    'signedIn session.selectLot': (c, e: On<'session.selectLot'>) => c.lots.some((l) => l.id === e.lotId),
    'signedIn session.selectShop': (c, e: On<'session.selectShop'>) => c.shops.some((s) => s.id === e.shopId),
    'signedIn session.selectStore': (c, e: On<'session.selectStore'>) => c.stores.some((s) => s.id === e.storeId),
    'signedIn.choosingStore session.chooseStore': (c, e: On<'session.chooseStore'>) => c.stores.some((s) => s.id === e.storeId),
  },
  effects: {
    'signedOut session.login': () => ({ loginError: null }),
    'signingIn xstate.done.actor.login': (_c, e: Done<LoginAnswer>) => ({ auth: e.output, module: e.output.type }),
    'signingIn xstate.error.actor.login': (_c, e: Failure<ApiError>) => ({ loginError: bannerOf(e.error) }),
    'loadingContext xstate.done.actor.loadContext': (c, e: Done<ContextLists>) => ({ ...e.output, ...selectionAfterLoad(e.output, c.auth as LoginAnswer) }),
    'loadingContext xstate.error.actor.loadContext': (_c, e: Failure<ApiError>) => ({ loginError: bannerOf(e.error) }),
    'signedIn session.selectLot': (_c, e: On<'session.selectLot'>) => ({ activeLotId: e.lotId }),
    'signedIn session.selectShop': (_c, e: On<'session.selectShop'>) => ({ activeShopId: e.shopId }),
    'signedIn session.selectStore': (_c, e: On<'session.selectStore'>) => ({ activeStoreId: e.storeId }),
    'signedIn session.switchModule': (_c, e: On<'session.switchModule'>) => ({ module: e.module }),
    'signedIn session.rename': (c, e: On<'session.rename'>) => ({ auth: { ...(c.auth as LoginAnswer), name: e.name } }),
    'signedIn session.permissionsChanged': (c, e: On<'session.permissionsChanged'>) => ({ auth: { ...(c.auth as LoginAnswer), permissions: e.permissions } }),
    // A purchase's balances: the shop's credits.total and its stores' (the other shop unchanged).
    'signedIn session.creditsChanged': (c, e: On<'session.creditsChanged'>) => ({
      shops: c.shops.map((s) => (s.id !== e.shopId ? s : { ...s, credits: { total: e.balances.total }, branchs: s.branchs.map((b) => ({ ...b, credits: { total: e.balances.stores.find((x) => x.id === b.id)?.total ?? 0 } })) })),
    }),
    'signedIn session.lotsChanged': (c, e: On<'session.lotsChanged'>) => sessionLotsAfter(c, e.lots),
    'signedIn session.storesChanged': (c, e: On<'session.storesChanged'>) => ({ stores: e.stores, activeStoreId: c.activeStoreId === null || e.stores.some((s) => s.id === c.activeStoreId) ? c.activeStoreId : e.stores[0].id }),
    'signedIn session.shopsChanged': (c, e: On<'session.shopsChanged'>) => ({ shops: e.shops, activeShopId: e.shops.some((s) => s.id === c.activeShopId) ? c.activeShopId : e.shops[0].id }),
    'signedIn.passwordChange.editing session.changePassword': () => ({ passwordError: null, passwordFieldErrors: {} }),
    // Spec 1 §2.2: the form disappears after a successful change.
    'signedIn.passwordChange.saving xstate.done.actor.changePassword': (c) => ({ auth: { ...(c.auth as LoginAnswer), reset: false } }),
    'signedIn.passwordChange.saving xstate.error.actor.changePassword': (_c, e: Failure<ApiError>) => ({ passwordError: e.error.message, passwordFieldErrors: e.error.errors }),
    'signedIn.choosingStore session.chooseStore': (_c, e: On<'session.chooseStore'>) => ({ activeStoreId: e.storeId, acceptRequests: e.acceptRequests }),
    'signingOut xstate.done.actor.logout': ended,
    'signingOut xstate.error.actor.logout': ended,
    'expiring xstate.done.actor.logout': ended,
    'expiring xstate.error.actor.logout': ended,
  },
  states: {
    signedOut: isSignedOut,
    signingIn: (c) => {
      isSignedOut(c);
      expect(c.loginError).toBeNull();
    },
    loadingContext: (c) => {
      expect(c.auth).not.toBeNull();
      expect(c.module).toBe(c.auth?.type);
      expect([c.lots, c.shops, c.stores, c.activeLotId, c.activeShopId, c.activeStoreId, c.loginError]).toEqual([[], [], [], null, null, null, null]);
    },
    signedIn: (c) => {
      expect(c.auth).not.toBeNull();
      expect(c.module).not.toBeNull();
      expect(c.loginError).toBeNull();
      listsFitProvider(c);
      expect(isIn(c.activeLotId, c.lots) && isIn(c.activeShopId, c.shops) && isIn(c.activeStoreId, c.stores)).toBe(true);
    },
    'signedIn.passwordChange': (c) => expect(c.auth?.reset).toBe(true),
    'signedIn.passwordChange.editing': (c) => expect(c.passwordError === null || c.passwordError.length > 0).toBe(true),
    'signedIn.passwordChange.saving': (c) => expect([c.passwordError, c.passwordFieldErrors]).toEqual([null, {}]),
    // Spec 2 §2: a salesman chooses a store before working.
    'signedIn.choosingStore': (c) => {
      expect([c.auth?.type, c.auth?.reset, c.activeStoreId]).toEqual(['salesman', false, null]);
    },
    'signedIn.working': (c) => {
      expect(c.auth?.reset).toBe(false);
      if (c.auth?.type === 'salesman') expect(c.activeStoreId).not.toBeNull();
    },
    // Until the server answers the session is still there; only a failed load carries a banner.
    signingOut: (c) => expect(c.auth).not.toBeNull(),
    expiring: (c) => {
      expect(c.auth).not.toBeNull();
      expect(c.loginError).toBeNull();
    },
  },
  params: {
    navigateTo: (c, e: ActorEvent | SessionEvent) =>
      e.type === 'xstate.done.actor.loadContext' || e.type === 'session.chooseStore'
        ? { to: landing(c) }
        : // A session ends at /login; the expired one's row in the table adds the notice (spec 1 §8).
          { to: expect.stringMatching(/^\/login(\?notice=expired)?$/) as unknown as string },
    notify: (_c, e: Done<MessageAnswer>) => ({ message: e.output.message }),
  },
  invokes: {
    login: (_c, e: On<'session.login'>) => ({ provider: e.provider, email: e.email, password: e.password }),
    loadContext: (c) => ({ provider: c.auth?.type }),
    changePassword: (c, e: On<'session.changePassword'>) => ({
      userId: c.auth?.user_id,
      body: { password: e.password, passwordnew: e.passwordnew, passwordvery: e.passwordvery },
    }),
    logout: () => undefined,
  },
};
