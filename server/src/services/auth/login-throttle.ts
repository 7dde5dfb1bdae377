/**
 * Counts failed sign-ins per IP and per email in a fixed window, so password guessing is slowed
 * down both from one address and against one account. Kept in memory: with several instances each
 * enforces its own limit, which still bounds guessing to (instances × limit) per window.
 */
export interface LoginThrottleOptions {
  maxPerIp: number;
  maxPerEmail: number;
  windowMs: number;
}

interface Counter {
  count: number;
  resetAt: number;
}

export class LoginThrottle {
  private readonly counters = new Map<string, Counter>();

  constructor(
    private readonly options: LoginThrottleOptions,
    private readonly now: () => number = Date.now,
  ) {}

  /** True when either the IP or the email has used up its failures for this window. */
  isBlocked(ip: string, email: string): boolean {
    return this.get(`ip:${ip}`) >= this.options.maxPerIp || this.get(`email:${email}`) >= this.options.maxPerEmail;
  }

  recordFailure(ip: string, email: string): void {
    this.bump(`ip:${ip}`);
    this.bump(`email:${email}`);
  }

  /** A successful sign-in clears the account's counter (not the IP's). */
  recordSuccess(email: string): void {
    this.counters.delete(`email:${email}`);
  }

  private get(key: string): number {
    const c = this.counters.get(key);
    if (!c) return 0;
    if (c.resetAt <= this.now()) {
      this.counters.delete(key);
      return 0;
    }
    return c.count;
  }

  private bump(key: string): void {
    const now = this.now();
    const c = this.counters.get(key);
    if (c && c.resetAt > now) c.count += 1;
    else this.counters.set(key, { count: 1, resetAt: now + this.options.windowMs });
    if (this.counters.size > 100_000) this.sweep(now);
  }

  private sweep(now: number): void {
    for (const [key, c] of this.counters) if (c.resetAt <= now) this.counters.delete(key);
  }
}
