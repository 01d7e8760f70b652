// The account-security limits (docs/architecture.md, Sessions). Wrong passwords count per account AND client
// address, so an attacker elsewhere cannot lock the real user out, and per client address across accounts;
// sign-in and the current-password check of a password change share that budget. Reset mails count per
// e-mail address; customer accounts (each an argon2 hash) per client address. Everything is counted in the database (attempt-counters.ts), shared by all processes.
import { HttpError } from '../http/errors';
import type { MessageKey } from '../http/messages';
import { AttemptCounters, type ClaimedCounter } from './attempt-counters';

export type Limits = {
  /** Wrong passwords for one account from one client address in a window. */
  perAccount: number;
  /** Wrong passwords from one client address, whatever the accounts, in a window. */
  perAddress: number;
  windowMs: number;
  /** Reset mails to one e-mail address in a reset window. */
  resetMails: number;
  resetWindowMs: number;
  /** Customer accounts registered from one client address in a registration window (server/customers). */
  registrations: number;
  registrationWindowMs: number;
};

export const DEFAULT_LIMITS: Limits = {
  perAccount: 5,
  perAddress: 30,
  windowMs: 60_000,
  resetMails: 3,
  resetWindowMs: 60 * 60_000,
  registrations: 20,
  registrationWindowMs: 60 * 60_000,
};

/** buildApp's `throttle` option: the limits to change (tests use small ones). */
export type ThrottleLimits = Partial<Limits>;

export class AccountLimits {
  readonly limits: Limits;
  private readonly counters: AttemptCounters;

  constructor(counters: AttemptCounters, limits: ThrottleLimits = {}) {
    this.counters = counters;
    this.limits = { ...DEFAULT_LIMITS, ...limits };
  }

  /**
   * Runs a password check (`check` answers null for a wrong password) once the account and the address each
   * have room for one more attempt; the attempt is counted before the check, so concurrent ones are counted
   * exactly. A wrong password stays counted; a right one forgets the account's failures from that address
   * and does not count against the address. A full counter answers 429 with Retry-After and `message`.
   */
  async passwordCheck<T>(account: string, address: string, message: MessageKey, check: () => Promise<T | null>): Promise<T | null> {
    const { perAccount, perAddress, windowMs } = this.limits;
    const accountKey = `password:${account}@${address}`;
    const addressKey = `password-address:${address}`;
    const result = await this.counters.claim([
      { key: accountKey, limit: perAccount, windowMs },
      { key: addressKey, limit: perAddress, windowMs },
    ]);
    if ('retryAfter' in result) throw new HttpError(429, message, result.retryAfter, { 'retry-after': String(result.retryAfter) });
    let outcome: T | null;
    try {
      outcome = await check();
    } catch (err) {
      // A fault is not a wrong password.
      await this.giveBack(result.claimed);
      throw err;
    }
    if (outcome !== null) {
      await this.counters.forget(accountKey);
      await this.giveBack(result.claimed.filter((c) => c.key === addressKey));
    }
    return outcome;
  }

  /** Whether one more reset mail may go to this e-mail address now (counted when it may). */
  async resetMail(email: string): Promise<boolean> {
    const { resetMails, resetWindowMs } = this.limits;
    const result = await this.counters.claim([{ key: `reset-mail:${email.trim().toLowerCase()}`, limit: resetMails, windowMs: resetWindowMs }]);
    return 'claimed' in result;
  }

  /** Counts one customer registration from `address`, or answers 429 with Retry-After and `message` when the
   *  address has registered its share of accounts in the window. */
  async registration(address: string, message: MessageKey): Promise<void> {
    const { registrations, registrationWindowMs } = this.limits;
    const result = await this.counters.claim([{ key: `customer-register:${address}`, limit: registrations, windowMs: registrationWindowMs }]);
    if ('retryAfter' in result) throw new HttpError(429, message, result.retryAfter, { 'retry-after': String(result.retryAfter) });
  }

  private async giveBack(claimed: ClaimedCounter[]): Promise<void> {
    for (const counter of claimed) await this.counters.release(counter);
  }
}
