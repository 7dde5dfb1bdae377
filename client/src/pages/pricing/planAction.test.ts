import { describe, expect, it } from 'vitest';
import { planAction } from './planAction';

describe('planAction', () => {
  it('sends visitors to sign in', () => {
    expect(planAction('free', null)).toEqual({ kind: 'getStarted', href: '/login' });
    expect(planAction('basic', null)).toEqual({ kind: 'signInToUpgrade' });
    expect(planAction('pro', null)).toEqual({ kind: 'signInToUpgrade' });
  });
  it('marks the current plan and offers the others', () => {
    expect(planAction('free', 'free')).toEqual({ kind: 'current' });
    expect(planAction('basic', 'free')).toEqual({ kind: 'upgrade' });
    expect(planAction('pro', 'basic')).toEqual({ kind: 'upgrade' });
    expect(planAction('basic', 'pro')).toEqual({ kind: 'switch' });
    expect(planAction('pro', 'pro')).toEqual({ kind: 'current' });
    expect(planAction('free', 'basic')).toEqual({ kind: 'getStarted', href: '/solve' });
  });
});
