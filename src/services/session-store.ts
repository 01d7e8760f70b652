// The persisted session (spec 3 §3 Session: lists with the active id, held in local storage).
// The session chart writes it; http.ts reads the token from it, so a reload keeps the user signed in.
import { array, boolean, is, nullable, number, object, string, type Infer } from 'superstruct';
import { LoginAnswer } from '../contracts/auth.struct';
import { Branch, Lot, Shop } from '../contracts/context.struct';
import { Module } from '../contracts/menu.struct';
import { readJson, STORAGE_KEYS, writeItem } from '../storage/browser-storage';

export const StoredSession = object({
  auth: LoginAnswer,
  module: Module,
  lots: array(Lot),
  shops: array(Shop),
  stores: array(Branch),
  activeLotId: nullable(number()),
  activeShopId: nullable(number()),
  activeStoreId: nullable(number()),
  acceptRequests: boolean(),
  version: string(),
});
export type StoredSession = Infer<typeof StoredSession>;

/** Bumped when the stored shape changes, so an old copy is dropped instead of misread. */
export const SESSION_FORMAT = '1';

export function loadSession(): StoredSession | null {
  const value = readJson(STORAGE_KEYS.session);
  return is(value, StoredSession) && value.version === SESSION_FORMAT ? value : null;
}

export function saveSession(session: Omit<StoredSession, 'version'> | null): void {
  writeItem(STORAGE_KEYS.session, session ? JSON.stringify({ ...session, version: SESSION_FORMAT }) : null);
}

export function accessToken(): string | null {
  return loadSession()?.auth.access_token ?? null;
}
