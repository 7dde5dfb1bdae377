import { describe, expect, it } from 'vitest';
import { PLANS, PLAN_LIST, annualSaving, isPlanId, planAmount } from './plans';

describe('plans', () => {
  it('has the spec prices and quotas', () => {
    expect(PLANS.free.price).toEqual({ monthly: 0, annual: 0 });
    expect(PLANS.free.quota).toEqual({ window: 'month', limit: 20 });
    expect(PLANS.basic.price).toEqual({ monthly: 9.99, annual: 99.99 });
    expect(PLANS.basic.quota).toEqual({ window: 'day', limit: 50 });
    expect(PLANS.pro.price).toEqual({ monthly: 19.99, annual: 199.99 });
    expect(PLANS.pro.quota).toEqual({ window: 'day', limit: 100 });
    expect(PLAN_LIST.map((plan) => plan.id)).toEqual(['free', 'basic', 'pro']);
  });

  it('computes the yearly saving as twelve months minus the annual price', () => {
    expect(annualSaving('basic')).toBe(19.89);
    expect(annualSaving('pro')).toBe(39.89);
    expect(annualSaving('free')).toBe(0);
  });

  it('formats amounts for the payment provider', () => {
    expect(planAmount('basic', 'monthly')).toBe('9.99');
    expect(planAmount('pro', 'annual')).toBe('199.99');
  });

  it('recognises plan ids', () => {
    expect(isPlanId('pro')).toBe(true);
    expect(isPlanId('gold')).toBe(false);
  });

  it('lists every feature in both languages', () => {
    for (const plan of PLAN_LIST) {
      for (const feature of plan.features) {
        expect(feature.en.length).toBeGreaterThan(0);
        expect(feature.fr.length).toBeGreaterThan(0);
      }
    }
  });
});
