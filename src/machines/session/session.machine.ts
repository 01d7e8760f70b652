// The session chart: sign-in, forced password change, store choice, the active context and sign-out
// (spec 1 §2.2, §4, §8; spec 2 §2; spec 3 §2). Navigation, notices and reload are stubs the app provides.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { LoginAnswer } from '../../contracts/auth.struct';
import * as authApi from '../../services/auth.api';
import { fetchLots, fetchSalesmanStores, fetchShops } from '../../services/context.api';
import { toApiError } from '../../services/http';
import { saveSession } from '../../services/session-store';
import { clearAllButColour } from '../../storage/browser-storage';
import { landingPath } from './session.landing';
import { initialSelection, savedLots, savedShops, savedStores, shopsWithCredits } from './session-rules';
import type {
  ChangePasswordInput,
  ChangePasswordOutput,
  ContextLists,
  Credentials,
  LoadContextInput,
  SessionContext,
  SessionEvent,
  SessionInput,
} from './session.types';

const EMPTY_LISTS: ContextLists = { lots: [], shops: [], stores: [] };

const signedOutContext = (): SessionContext => ({
  auth: null,
  module: null,
  ...EMPTY_LISTS,
  activeLotId: null,
  activeShopId: null,
  activeStoreId: null,
  acceptRequests: false,
  loginError: null,
  passwordError: null,
  passwordFieldErrors: {},
});

/** Each provider reads only the lists it works within. */
async function loadContextLists({ provider }: LoadContextInput): Promise<ContextLists> {
  switch (provider) {
    case 'parking':
    case 'operator':
      return { ...EMPTY_LISTS, lots: await fetchLots() };
    case 'shopping':
      return { ...EMPTY_LISTS, shops: await fetchShops() };
    case 'salesman':
      return { ...EMPTY_LISTS, stores: await fetchSalesmanStores() };
    default:
      return EMPTY_LISTS;
  }
}

/** Where an expired session ends: the reload lands there, and the sign-in screen says why. */
const EXPIRED_LOGIN = '/login?notice=expired';

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    login: fromPromise<LoginAnswer, Credentials>(({ input }) =>
      authApi.login(input.provider, { email: input.email, password: input.password }),
    ),
    loadContext: fromPromise<ContextLists, LoadContextInput>(({ input }) => loadContextLists(input)),
    changePassword: fromPromise<ChangePasswordOutput, ChangePasswordInput>(({ input }) =>
      authApi.updatePassword(input.userId, input.body),
    ),
    logout: fromPromise<unknown>(() => authApi.logout()),
  },
  actions: {
    navigateTo: (_, _params: { to: string }) => {},
    /** Entering a lot from /lots continues to /dashboard (spec 2 §2 lot selection). */
    leaveLotsPage: () => {},
    notify: (_, _params: { message: string }) => {},
    reload: () => {},
    /** The app closes the realtime connection, so the next session subscribes with its own token. */
    closeRealtime: () => {},
    persist: ({ context }) => {
      const { auth, module } = context;
      if (!auth || !module) return;
      saveSession({
        auth,
        module,
        lots: context.lots,
        shops: context.shops,
        stores: context.stores,
        activeLotId: context.activeLotId,
        activeShopId: context.activeShopId,
        activeStoreId: context.activeStoreId,
        acceptRequests: context.acceptRequests,
      });
    },
    clearStorage: () => clearAllButColour(),
    resetContext: assign(({ context }) => ({ ...signedOutContext(), loginError: context.loginError })),
  },
  guards: {
    hasStoredSession: ({ context }) => context.auth !== null,
    mustChangePassword: ({ context }) => context.auth?.reset === true,
    mustChooseStore: ({ context }) => context.auth?.type === 'salesman' && context.activeStoreId === null,
  },
}).createMachine({
  id: 'session',
  description: 'Who is signed in, with which provider, and the lot, shop or store they work within.',
  context: ({ input }) => (input.stored ? { ...signedOutContext(), ...input.stored } : signedOutContext()),
  initial: 'restoring',
  states: {
    restoring: {
      description: 'Picks up a session persisted by an earlier visit; a reload keeps the user signed in.',
      always: [{ guard: 'hasStoredSession', target: 'signedIn' }, { target: 'signedOut' }],
    },
    signedOut: {
      description: 'No session: the sign-in screens are the only ones reachable.',
      on: {
        'session.login': { target: 'signingIn', actions: assign({ loginError: null }) },
      },
    },
    signingIn: {
      description: 'The credentials are with the server; the sign-in button is busy.',
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) => {
          assertEvent(event, 'session.login');
          return { provider: event.provider, email: event.email, password: event.password };
        },
        onDone: {
          target: 'loadingContext',
          // Persisted at once: http.ts reads the token from storage for the context calls that follow.
          actions: [assign({ auth: ({ event }) => event.output, module: ({ event }) => event.output.type }), 'persist'],
        },
        onError: {
          target: 'signedOut',
          actions: assign({ loginError: ({ event }) => toApiError(event.error).message || 'Error' }),
        },
      },
    },
    loadingContext: {
      description: 'Reads the lots, shops or stores the user works within, then lands on the welcome route.',
      invoke: {
        id: 'loadContext',
        src: 'loadContext',
        input: ({ context }) => ({ provider: context.auth?.type ?? 'nexo' }),
        onDone: {
          target: 'signedIn',
          actions: [
            assign(({ context, event }) => ({ ...event.output, ...initialSelection(event.output, context.auth?.default_select ?? null) })),
            'persist',
            { type: 'navigateTo', params: ({ context }) => ({ to: landingPath(context) }) },
          ],
        },
        onError: {
          // Without its lists the console is useless: end the fresh session and say why on the login screen.
          target: 'signingOut',
          actions: assign({ loginError: ({ event }) => toApiError(event.error).message || 'Error' }),
        },
      },
    },
    signedIn: {
      description: 'A session exists; the layout shows the sidebar of the active module.',
      initial: 'deciding',
      on: {
        'session.logout': { target: 'signingOut' },
        'session.expire': { target: 'expiring' },
        'session.selectLot': {
          guard: ({ context, event }) => context.lots.some((l) => l.id === event.lotId),
          actions: [assign({ activeLotId: ({ event }) => event.lotId }), 'persist', 'leaveLotsPage'],
        },
        'session.selectShop': {
          guard: ({ context, event }) => context.shops.some((s) => s.id === event.shopId),
          actions: [assign({ activeShopId: ({ event }) => event.shopId }), 'persist'],
        },
        'session.selectStore': {
          guard: ({ context, event }) => context.stores.some((s) => s.id === event.storeId),
          actions: [assign({ activeStoreId: ({ event }) => event.storeId }), 'persist'],
        },
        'session.switchModule': {
          actions: [assign({ module: ({ event }) => event.module }), 'persist'],
        },
        'session.rename': {
          actions: [assign({ auth: ({ context, event }) => (context.auth ? { ...context.auth, name: event.name } : null) }), 'persist'],
        },
        'session.permissionsChanged': {
          actions: [assign({ auth: ({ context, event }) => (context.auth ? { ...context.auth, permissions: event.permissions } : null) }), 'persist'],
        },
        'session.lotsChanged': {
          actions: [assign(({ context, event }) => savedLots(event.lots, context)), 'persist'],
        },
        'session.creditsChanged': {
          actions: [assign({ shops: ({ context, event }) => shopsWithCredits(context.shops, event.shopId, event.balances) }), 'persist'],
        },
        'session.shopsChanged': {
          actions: [assign(({ context, event }) => savedShops(event.shops, context.activeShopId)), 'persist'],
        },
        'session.storesChanged': {
          actions: [assign(({ context, event }) => savedStores(event.stores, context.activeStoreId)), 'persist'],
        },
      },
      states: {
        deciding: {
          description: 'Chooses what the signed-in user must do before working.',
          always: [
            { guard: 'mustChangePassword', target: 'passwordChange' },
            { guard: 'mustChooseStore', target: 'choosingStore' },
            { target: 'working' },
          ],
        },
        passwordChange: {
          description: 'The reset flag is set: the password-change form replaces the page until a change succeeds.',
          initial: 'editing',
          states: {
            editing: {
              description: 'The form is open; a failed attempt shows its message.',
              on: {
                'session.changePassword': {
                  target: 'saving',
                  actions: assign({ passwordError: null, passwordFieldErrors: {} }),
                },
              },
            },
            saving: {
              description: 'The new password is with the server.',
              invoke: {
                id: 'changePassword',
                src: 'changePassword',
                input: ({ context, event }) => {
                  assertEvent(event, 'session.changePassword');
                  return {
                    userId: context.auth?.user_id ?? 0,
                    body: { password: event.password, passwordnew: event.passwordnew, passwordvery: event.passwordvery },
                  };
                },
                onDone: {
                  target: '#session.signedIn.deciding',
                  actions: [
                    assign({ auth: ({ context }) => (context.auth ? { ...context.auth, reset: false } : null) }),
                    'persist',
                    { type: 'notify', params: ({ event }) => ({ message: event.output.message }) },
                  ],
                },
                onError: {
                  target: 'editing',
                  actions: assign(({ event }) => {
                    const error = toApiError(event.error);
                    return { passwordError: error.message, passwordFieldErrors: error.errors };
                  }),
                },
              },
            },
          },
        },
        choosingStore: {
          description: 'A salesman picks the store to answer requests for (spec 2 §2 store-selection dialog).',
          on: {
            'session.chooseStore': {
              guard: ({ context, event }) => context.stores.some((s) => s.id === event.storeId),
              target: 'working',
              actions: [
                assign({ activeStoreId: ({ event }) => event.storeId, acceptRequests: ({ event }) => event.acceptRequests }),
                'persist',
                { type: 'navigateTo', params: ({ context }) => ({ to: landingPath(context) }) },
              ],
            },
            // The dialog's choice is the only one while it is open: the sidebar's switch would skip it.
            'session.selectStore': {},
          },
        },
        working: {
          description: 'The user works in the console; the context can be switched from the sidebar.',
        },
      },
    },
    signingOut: {
      description: 'Telling the server; whatever it answers, the session ends at /login (spec 1 §4).',
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: { target: 'signedOut', actions: ['clearStorage', 'resetContext', 'closeRealtime', { type: 'navigateTo', params: { to: '/login' } }] },
        onError: { target: 'signedOut', actions: ['clearStorage', 'resetContext', 'closeRealtime', { type: 'navigateTo', params: { to: '/login' } }] },
      },
    },
    expiring: {
      description: 'The server no longer knows the token: log out, clear storage but the colour, and reload on /login, which says the session expired.',
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: { target: 'signedOut', actions: ['clearStorage', 'resetContext', 'closeRealtime', { type: 'navigateTo', params: { to: EXPIRED_LOGIN } }, 'reload'] },
        onError: { target: 'signedOut', actions: ['clearStorage', 'resetContext', 'closeRealtime', { type: 'navigateTo', params: { to: EXPIRED_LOGIN } }, 'reload'] },
      },
    },
  },
});
