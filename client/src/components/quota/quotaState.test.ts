import { describe, expect, it } from 'vitest';
import type { QuotaResponse } from '@contract/solve';
import { quotaView } from './quotaState';

const windowOf = (used: number, limit: number) => ({ used, limit, remaining: Math.max(0, limit - used), resetAt: '2026-12-01T00:00:00.000Z' });
const quota = (plan: QuotaResponse['plan'], day: [number, number], month: [number, number]): QuotaResponse => ({
  plan,
  canUse: true,
  window: plan === 'free' ? 'month' : 'day',
  daily: windowOf(...day),
  monthly: windowOf(...month),
});

describe('quotaView', () => {
  it('shows the month for free and the day for paid plans', () => {
    expect(quotaView(quota('free', [3, 20], [5, 20]))).toMatchObject({ period: 'month', fraction: 0.25, level: 'ok' });
    expect(quotaView(quota('pro', [10, 100], [200, 3000]))).toMatchObject({ period: 'day', fraction: 0.1, level: 'ok' });
  });

  it('warns above 80 % and is exceeded at 100 %, the bar capped at 1', () => {
    expect(quotaView(quota('free', [0, 20], [16, 20])).level).toBe('ok');
    expect(quotaView(quota('free', [0, 20], [17, 20])).level).toBe('warning');
    expect(quotaView(quota('basic', [50, 50], [50, 1500]))).toMatchObject({ level: 'exceeded', fraction: 1 });
    expect(quotaView(quota('basic', [60, 50], [60, 1500])).fraction).toBe(1);
  });
});
