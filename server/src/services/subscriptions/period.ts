import type { SubscriptionPeriod } from '../../../../contract/src';

/**
 * The end of a billing period starting at `from`: the same day and time a month or a year later,
 * clamped to the last day of a shorter month (31 January + 1 month → 28/29 February), so a period
 * never spills into the month after.
 */
export function periodEnd(from: Date, period: SubscriptionPeriod): Date {
  const months = period === 'year' ? 12 : 1;
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const end = new Date(from.getTime());
  end.setUTCFullYear(year, month, Math.min(from.getUTCDate(), lastDay));
  return end;
}
