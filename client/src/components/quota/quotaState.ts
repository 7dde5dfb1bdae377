import type { QuotaResponse, QuotaWindowUsage } from '@contract/solve';

export type QuotaLevel = 'ok' | 'warning' | 'exceeded';

export interface QuotaView {
  /** The window the plan is limited by: the free plan's month, paid plans' day (spec §4). */
  period: 'month' | 'day';
  usage: QuotaWindowUsage;
  /** used / limit, capped at 1 for the bar. */
  fraction: number;
  level: QuotaLevel;
}

/** Above 80 % is a warning, 100 % or more is exceeded (spec §4, §9). */
export function quotaView(quota: QuotaResponse): QuotaView {
  const period = quota.window;
  const usage = period === 'month' ? quota.monthly : quota.daily;
  const ratio = usage.limit > 0 ? usage.used / usage.limit : 1;
  const level: QuotaLevel = ratio >= 1 || usage.remaining <= 0 ? 'exceeded' : ratio > 0.8 ? 'warning' : 'ok';
  return { period, usage, fraction: Math.min(1, ratio), level };
}
