// Failed sign-ins, counted in a sliding window per account and, more loosely, per client address. Only
// failures count, so an office signing in many users from one address is never slowed down, and an
// attacker can lock an account out for one window at most. In memory: each server instance counts its own.
export type ThrottleLimits = { perAccount: number; perAddress: number; windowMs: number };

export const DEFAULT_LIMITS: ThrottleLimits = { perAccount: 5, perAddress: 30, windowMs: 60_000 };

export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly limits: ThrottleLimits = DEFAULT_LIMITS, private readonly now: () => number = Date.now) {}

  /** Seconds to wait before another attempt, or 0 when one may be made. */
  retryAfter(account: string, address: string): number {
    const waits = [this.wait(`a:${account}`, this.limits.perAccount), this.wait(`ip:${address}`, this.limits.perAddress)];
    return Math.max(...waits);
  }

  fail(account: string, address: string): void {
    for (const key of [`a:${account}`, `ip:${address}`]) {
      const list = this.recent(key);
      list.push(this.now());
      this.failures.set(key, list);
    }
    if (this.failures.size > 50_000) this.prune();
  }

  succeed(account: string): void {
    this.failures.delete(`a:${account}`);
  }

  private wait(key: string, limit: number): number {
    const list = this.recent(key);
    if (list.length < limit) return 0;
    const oldestThatCounts = list[list.length - limit];
    return Math.max(1, Math.ceil((oldestThatCounts + this.limits.windowMs - this.now()) / 1000));
  }

  private recent(key: string): number[] {
    const since = this.now() - this.limits.windowMs;
    return (this.failures.get(key) ?? []).filter((at) => at > since);
  }

  private prune(): void {
    for (const key of [...this.failures.keys()]) {
      const list = this.recent(key);
      if (list.length === 0) this.failures.delete(key);
      else this.failures.set(key, list);
    }
  }
}
