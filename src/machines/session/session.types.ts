// Session chart types, in the order a reader needs them: context, input, events, actor contracts.
import type { LoginAnswer, MessageAnswer, Provider } from '../../contracts/auth.struct';
import type { Branch, Lot, Shop } from '../../contracts/context.struct';
import type { CreditBalances } from '../../contracts/credits.struct';
import type { LotProperties } from '../../contracts/lot.struct';
import type { Module } from '../../contracts/menu.struct';
import type { PasswordChange } from '../../services/auth.api';
import type { StoredSession } from '../../services/session-store';

// ---- Context -------------------------------------------------------------------------------------------
export type ContextLists = { lots: Lot[]; shops: Shop[]; stores: Branch[] };

export type SessionContext = ContextLists & {
  auth: LoginAnswer | null;
  /** The sidebar module; starts as the provider's own and the nexo admin may switch it (spec 1 §2.5). */
  module: Module | null;
  activeLotId: number | null;
  activeShopId: number | null;
  /** The salesman's shopping-to-go store, chosen in the store-selection dialog (spec 2 §2). */
  activeStoreId: number | null;
  acceptRequests: boolean;
  /** The login banner's text: the server's message or 'Error' (spec 2 §8). */
  loginError: string | null;
  passwordError: string | null;
  passwordFieldErrors: Record<string, string[]>;
};

// ---- Input ---------------------------------------------------------------------------------------------
export type SessionInput = { stored: StoredSession | null };

// ---- Events --------------------------------------------------------------------------------------------
export type Credentials = { provider: Provider; email: string; password: string };

export type SessionEvent =
  | ({ type: 'session.login' } & Credentials)
  | { type: 'session.logout' }
  /** An answer said 'Unauthenticated': destroy the session and reload (spec 1 §8). */
  | { type: 'session.expire' }
  | ({ type: 'session.changePassword' } & PasswordChange)
  | { type: 'session.chooseStore'; storeId: number; acceptRequests: boolean }
  | { type: 'session.selectLot'; lotId: number }
  | { type: 'session.selectShop'; shopId: number }
  | { type: 'session.selectStore'; storeId: number }
  | { type: 'session.switchModule'; module: Module }
  /** The profile was saved with a new name: the sidebar shows it (issue 15, the profile modal). */
  | { type: 'session.rename'; name: string }
  /** The user's permissions as the server reads them now (with the menu): their role may have changed since
   *  sign-in (issue 20, Roles and Permissions). */
  | { type: 'session.permissionsChanged'; permissions: string[] }
  /** A lot was created or edited on /properties: its answer is the administrator's lots, which the carousel,
   *  the operator screen and the rates screens read from here at once (issue 16). */
  | { type: 'session.lotsChanged'; lots: LotProperties[] }
  /** A purchase on /credits/buy changed a shop's credits: its stores' and its own credits.total (issue 17). */
  | { type: 'session.creditsChanged'; shopId: number; balances: CreditBalances }
  /** A store was created or changed on /branch (issue 18): the shops as GET shops lists them now, so the shop and
   *  store dropdowns show it without a new sign-in. */
  | { type: 'session.shopsChanged'; shops: Shop[] }
  /** The salesman's stores as GET users/salesman/my-branchs lists them now (their credits moved: issue 19). */
  | { type: 'session.storesChanged'; stores: Branch[] };

// ---- Actors --------------------------------------------------------------------------------------------
export type LoginOutput = LoginAnswer;
export type LoadContextInput = { provider: Provider };
export type ChangePasswordInput = { userId: number; body: PasswordChange };
export type ChangePasswordOutput = MessageAnswer;
