import { describe, expect, it } from 'vitest';
import { MemoryCounters } from '../limits/counters';
import { LoginThrottle } from './login-throttle';

describe('LoginThrottle', () => {
  const make = () => {
    let now = 0;
    const throttle = new LoginThrottle({ maxPerIp: 5, maxPerEmail: 2, windowMs: 1000 }, new MemoryCounters(() => now));
    return { throttle, advance: (ms: number) => (now += ms) };
  };

  it('blocks an email after its failures and frees it when the window ends', async () => {
    const { throttle, advance } = make();
    await throttle.recordFailure('1.1.1.1', 'a@x.io');
    expect(await throttle.isBlocked('2.2.2.2', 'a@x.io')).toBe(false);
    await throttle.recordFailure('2.2.2.2', 'a@x.io');
    expect(await throttle.isBlocked('3.3.3.3', 'a@x.io')).toBe(true);
    expect(await throttle.isBlocked('3.3.3.3', 'b@x.io')).toBe(false);
    advance(1000);
    expect(await throttle.isBlocked('3.3.3.3', 'a@x.io')).toBe(false);
  });

  it('blocks an IP guessing many accounts', async () => {
    const { throttle } = make();
    for (let i = 0; i < 5; i++) await throttle.recordFailure('9.9.9.9', `user${i}@x.io`);
    expect(await throttle.isBlocked('9.9.9.9', 'fresh@x.io')).toBe(true);
    expect(await throttle.isBlocked('8.8.8.8', 'fresh@x.io')).toBe(false);
  });

  it('clears the account counter on a successful sign-in', async () => {
    const { throttle } = make();
    await throttle.recordFailure('1.1.1.1', 'a@x.io');
    await throttle.recordSuccess('a@x.io');
    await throttle.recordFailure('1.1.1.1', 'a@x.io');
    expect(await throttle.isBlocked('1.1.1.1', 'a@x.io')).toBe(false);
  });
});
