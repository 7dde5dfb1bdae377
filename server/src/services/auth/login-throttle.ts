import { createHash } from 'node:crypto';
import type { WindowedCounters } from '../limits/counters';

/**
 * Counts failed sign-ins per IP and per email in a fixed window, so password guessing is slowed
 * down both from one address and against one account. The counters are the app's shared ones
 * (PostgreSQL or Redis with several instances), so the limits hold across all instances.
 * Checked before and counted after the password check: guesses already in flight when the limit
 * is reached still count, so a burst may exceed it by the number of requests running at once.
 */
export interface LoginThrottleOptions {
  maxPerIp: number;
  maxPerEmail: number;
  windowMs: number;
}

/** Emails are stored hashed: the counters table holds no addresses. */
function emailKey(email: string): string {
  return `login-email:${createHash('sha256').update(email).digest('base64url')}`;
}

const ipKey = (ip: string) => `login-ip:${ip}`;

export class LoginThrottle {
  constructor(
    private readonly options: LoginThrottleOptions,
    private readonly counters: WindowedCounters,
  ) {}

  /** True when either the IP or the email has used up its failures for this window. */
  async isBlocked(ip: string, email: string): Promise<boolean> {
    const [byIp, byEmail] = await Promise.all([this.counters.peek(ipKey(ip)), this.counters.peek(emailKey(email))]);
    return byIp.count >= this.options.maxPerIp || byEmail.count >= this.options.maxPerEmail;
  }

  async recordFailure(ip: string, email: string): Promise<void> {
    await Promise.all([this.counters.hit(ipKey(ip), this.options.windowMs), this.counters.hit(emailKey(email), this.options.windowMs)]);
  }

  /** A successful sign-in clears the account's counter (not the IP's). */
  async recordSuccess(email: string): Promise<void> {
    await this.counters.clear(emailKey(email));
  }
}
