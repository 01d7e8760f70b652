// Signing in through the API with a stored state: the sign-in call and the context lists the session chart reads
// after it (src/machines/session), built into the session the console keeps in localStorage (`nexo.session`,
// src/services/session-store.ts) and put in the browser context as its storage state. The console then opens
// signed in, as after a reload, without the sign-in screen: only the specs about signing in (shell-sign-in,
// shell-reset-password, shell-session-expiry, smoke, ...) go through the form.
//
// Each call signs in afresh (a new token): a test that signs a token out, or all other devices, touches no other
// test's session.
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { validate, type Struct } from 'superstruct';
import { LoginAnswer, type Provider } from '../../../src/contracts/auth.struct';
import { LotListAnswer, ShopListAnswer, StoreListAnswer } from '../../../src/contracts/context.struct';
import { landingPath } from '../../../src/machines/session/session.landing';
import { initialSelection } from '../../../src/machines/session/session-rules';
import type { ContextLists } from '../../../src/machines/session/session.types';
import { SESSION_FORMAT, StoredSession } from '../../../src/services/session-store';
import { STORAGE_KEYS } from '../../../src/storage/browser-storage';

export const DEMO_PASSWORD = 'demo1234';

/** Who signs in: the sign-in call's provider, user (e-mail or username) and password (the demo one by default). */
export type Credentials = { provider: Provider; user: string; password?: string };

export type SessionChoice = {
  /** The active lot, by name (a parking administrator of several lots otherwise starts on /lots). */
  lot?: string;
  /** A salesman's store, by name (the store dialog's choice; Sucursal Centro by default). */
  store?: string;
  /** A salesman's 'Accept receiving requests' (yes by default, as the store dialog). */
  acceptRequests?: boolean;
};

type StorageState = Exclude<Parameters<BrowserContext['setStorageState']>[0], string>;

/** The demo accounts (README "Demo accounts"), as the sign-in call names them. */
export const ACCOUNTS = {
  admin: { provider: 'nexo', user: 'admin@nexo.demo' },
  parking: { provider: 'parking', user: 'parking@nexo.demo' },
  parking2: { provider: 'parking', user: 'parking2@nexo.demo' },
  operator: { provider: 'operator', user: 'PF_OPERADOR' },
  shop: { provider: 'shopping', user: 'shop@nexo.demo' },
  manager: { provider: 'shopping', user: 'manager@nexo.demo' },
  salesman: { provider: 'salesman', user: 'TNDA_VENDEDOR' },
} as const satisfies Record<string, Credentials>;

/** The provider of each sign-in screen (README "Signing in"). */
export const providerOfScreen = (screen: string): Provider => {
  const byScreen: Record<string, Provider> = {
    '/login': 'parking',
    '/login/plazas': 'parking',
    '/login/nexo': 'nexo',
    '/login/operator': 'operator',
    '/login/shopping': 'shopping',
    '/login/salesman': 'salesman',
  };
  const provider = byScreen[screen];
  if (!provider) throw new Error(`no sign-in screen ${screen}`);
  return provider;
};

/** The console's origin in this worker (its own server: tests/e2e/fixtures.ts). */
export function consoleOrigin(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: import test from tests/e2e/fixtures.ts');
  return new URL(url).origin;
}

/** An answer checked as the console checks it (masked, coerced): what it would have stored. */
async function answer<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, struct: Struct<T, unknown>, what: string): Promise<T> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  const [failure, value] = validate(await response.json(), struct, { coerce: true, mask: true });
  if (failure) throw new Error(`${what}: the answer does not match the console's contract at ${failure.path.join('.')}`);
  return value;
}

/** Signs in through the API and answers the session the console would keep, and where it would land. */
export async function apiSession(request: APIRequestContext, who: Credentials, choice: SessionChoice = {}): Promise<{ session: StoredSession; landing: string }> {
  const login = await request.post(`/api/users/${who.provider}/login`, { data: { email: who.user, password: who.password ?? DEMO_PASSWORD } });
  const auth = await answer(login, LoginAnswer, `signing ${who.user} in at users/${who.provider}/login`);
  const headers = { authorization: `Bearer ${auth.access_token}` };
  const lists: ContextLists = { lots: [], shops: [], stores: [] };
  if (who.provider === 'parking' || who.provider === 'operator') lists.lots = (await answer(await request.get('/api/parkings', { headers }), LotListAnswer, 'GET parkings')).data;
  if (who.provider === 'shopping') lists.shops = (await answer(await request.get('/api/shops', { headers }), ShopListAnswer, 'GET shops')).data;
  if (who.provider === 'salesman') lists.stores = (await answer(await request.get('/api/users/salesman/my-branchs', { headers }), StoreListAnswer, 'GET my-branchs')).data;

  const selection = initialSelection(lists, auth.default_select);
  let activeLotId = selection.activeLotId;
  if (choice.lot !== undefined) {
    const lot = lists.lots.find((l) => l.name === choice.lot);
    if (!lot) throw new Error(`${who.user} has no lot ${choice.lot} (${lists.lots.map((l) => l.name).join(', ')})`);
    activeLotId = lot.id;
  }
  let activeStoreId: number | null = null;
  let acceptRequests = false;
  if (who.provider === 'salesman') {
    const name = choice.store ?? 'Sucursal Centro';
    const store = lists.stores.find((s) => s.name === name);
    if (!store) throw new Error(`${who.user} has no store ${name}`);
    activeStoreId = store.id;
    acceptRequests = choice.acceptRequests ?? true;
  }
  const session: StoredSession = { auth, module: auth.type, ...lists, activeLotId, activeShopId: selection.activeShopId, activeStoreId, acceptRequests, version: SESSION_FORMAT };
  // The console drops a stored session of another shape (loadSession): this one must be what it reads.
  const [failure] = validate(session, StoredSession);
  if (failure) throw new Error(`the session built for ${who.user} is not one the console reads: ${failure.path.join('.')}`);
  return { session, landing: landingPath({ auth, lots: lists.lots, activeLotId, activeStoreId }) };
}

/** The browser storage of a console signed in with `session`. */
export const storageStateOf = (session: StoredSession): StorageState => ({
  cookies: [],
  origins: [{ origin: consoleOrigin(), localStorage: [{ name: STORAGE_KEYS.session, value: JSON.stringify(session) }] }],
});

/** Gives the context a session of `who` (signed in through the API); answers where the console lands. */
export async function useSession(context: BrowserContext, who: Credentials, choice: SessionChoice = {}): Promise<string> {
  const { session, landing } = await apiSession(context.request, who, choice);
  await context.setStorageState(storageStateOf(session));
  return landing;
}

/** A fresh context's first screen loads the whole console (tests/e2e/pages/demo-accounts.ts SCREEN_LOAD_MS). */
const FIRST_SCREEN_MS = 15_000;

/** Signed in through the API, the page opens `path` (the account's landing route by default), up to the shell. */
export async function openSignedIn(page: Page, who: Credentials, choice: SessionChoice & { path?: string } = {}): Promise<void> {
  const landing = await useSession(page.context(), who, choice);
  await page.goto(choice.path ?? landing);
  await expect(page.getByRole('navigation', { name: /Sidebar|Menú lateral/ })).toBeVisible({ timeout: FIRST_SCREEN_MS });
}
