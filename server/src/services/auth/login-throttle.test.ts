import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle';

describe('LoginThrottle', () => {
  const make = () => {
    let now = 0;
    const throttle = new LoginThrottle({ maxPerIp: 5, maxPerEmail: 2, windowMs: 1000 }, () => now);
    return { throttle, advance: (ms: number) => (now += ms) };
  };

  it('blocks an email after its failures and frees it when the window ends', () => {
    const { throttle, advance } = make();
    throttle.recordFailure('1.1.1.1', 'a@x.io');
    expect(throttle.isBlocked('2.2.2.2', 'a@x.io')).toBe(false);
    throttle.recordFailure('2.2.2.2', 'a@x.io');
    expect(throttle.isBlocked('3.3.3.3', 'a@x.io')).toBe(true);
    expect(throttle.isBlocked('3.3.3.3', 'b@x.io')).toBe(false);
    advance(1000);
    expect(throttle.isBlocked('3.3.3.3', 'a@x.io')).toBe(false);
  });

  it('blocks an IP guessing many accounts', () => {
    const { throttle } = make();
    for (let i = 0; i < 5; i++) throttle.recordFailure('9.9.9.9', `user${i}@x.io`);
    expect(throttle.isBlocked('9.9.9.9', 'fresh@x.io')).toBe(true);
    expect(throttle.isBlocked('8.8.8.8', 'fresh@x.io')).toBe(false);
  });

  it('clears the account counter on a successful sign-in', () => {
    const { throttle } = make();
    throttle.recordFailure('1.1.1.1', 'a@x.io');
    throttle.recordSuccess('a@x.io');
    throttle.recordFailure('1.1.1.1', 'a@x.io');
    expect(throttle.isBlocked('1.1.1.1', 'a@x.io')).toBe(false);
  });
});
