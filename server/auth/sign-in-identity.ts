// The name an account signs in with, which the attempt limits count by.
import type { Provider } from '../../src/contracts/auth.struct';

/** Operators and salesmen sign in with a username; everyone else with an e-mail address. */
export const usesUsername = (provider: Provider): boolean => provider === 'operator' || provider === 'salesman';

/** The account a sign-in names: the same for any case of the login, as sign-in matches it. */
export const accountName = (provider: Provider, login: string): string => `${provider}:${login.trim().toLowerCase()}`;

/** The account name of a signed-in user (their id when the login column is empty). */
export function userAccountName(user: { id: number; provider: Provider; email: string | null; username: string | null }): string {
  return accountName(user.provider, (usesUsername(user.provider) ? user.username : user.email) ?? `#${user.id}`);
}
