// Pure reads of the session: used by the route guard and the views.
import type { SnapshotFrom } from 'xstate';
import type { Module } from '../../contracts/menu.struct';
import type { sessionMachine } from './session.machine';
import { landingPath } from './session.landing';

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** A route or menu permission: none, one, or any of several. */
export type PermissionRule = string | readonly string[] | null | undefined;

export function allows(permissions: readonly string[], rule: PermissionRule): boolean {
  if (!rule) return true;
  const wanted = typeof rule === 'string' ? [rule] : rule;
  return wanted.length === 0 || wanted.some((p) => permissions.includes(p));
}

export const selectIsSignedIn = (s: SessionSnapshot): boolean => s.matches('signedIn');
export const selectIsSigningIn = (s: SessionSnapshot): boolean => s.matches('signingIn') || s.matches('loadingContext');
export const selectIsSigningOut = (s: SessionSnapshot): boolean => s.matches('signingOut') || s.matches('expiring');
export const selectMustChangePassword = (s: SessionSnapshot): boolean => s.matches({ signedIn: 'passwordChange' });
export const selectIsSavingPassword = (s: SessionSnapshot): boolean => s.matches({ signedIn: { passwordChange: 'saving' } });
export const selectMustChooseStore = (s: SessionSnapshot): boolean => s.matches({ signedIn: 'choosingStore' });
export const selectLoginError = (s: SessionSnapshot): string | null => s.context.loginError;
export const selectPermissions = (s: SessionSnapshot): readonly string[] => s.context.auth?.permissions ?? NO_PERMISSIONS;
export const selectProvider = (s: SessionSnapshot) => s.context.auth?.type ?? null;
export const selectModule = (s: SessionSnapshot): Module | null => s.context.module;
export const selectUserName = (s: SessionSnapshot): string => s.context.auth?.name ?? '';
export const selectUserId = (s: SessionSnapshot): number | null => s.context.auth?.user_id ?? null;
export const selectLandingPath = (s: SessionSnapshot): string => landingPath(s.context);
export const selectLots = (s: SessionSnapshot) => s.context.lots;
export const selectShops = (s: SessionSnapshot) => s.context.shops;
export const selectStores = (s: SessionSnapshot) => s.context.stores;
export const selectActiveLot = (s: SessionSnapshot) => s.context.lots.find((l) => l.id === s.context.activeLotId) ?? null;
export const selectActiveShop = (s: SessionSnapshot) => s.context.shops.find((x) => x.id === s.context.activeShopId) ?? null;
export const selectActiveStore = (s: SessionSnapshot) => s.context.stores.find((x) => x.id === s.context.activeStoreId) ?? null;

/** Whether entries marked `view: true` are enabled: they need an active lot (parking, operator) or shop. */
export function selectHasActivePlace(s: SessionSnapshot): boolean {
  switch (s.context.module) {
    case 'parking':
    case 'operator':
      return s.context.activeLotId !== null;
    case 'shopping':
      return s.context.activeShopId !== null;
    case 'salesman':
      return s.context.activeStoreId !== null;
    default:
      return true;
  }
}

const NO_PERMISSIONS: readonly string[] = [];
