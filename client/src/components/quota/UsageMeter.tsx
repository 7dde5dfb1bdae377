import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import type { QuotaView } from './quotaState';

/**
 * The quota's count, bar and what is left, as the quota widget and the account page show it: the
 * bar turns yellow above 80 % and red when the window is used up.
 */
export function UsageMeter({ view, label }: { view: QuotaView; label: string }) {
  const { t } = useTranslation('quota');
  const { usage, period, level } = view;
  return (
    <div className="flex flex-col gap-2" data-testid="usage">
      <p className="flex items-baseline justify-between text-sm">
        <span>{t(period === 'month' ? 'usedThisMonth' : 'usedToday')}</span>
        <span className="font-semibold tabular-nums" data-testid="usage-count">
          {usage.used} / {usage.limit}
        </span>
      </p>
      <div
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={usage.limit}
        aria-valuenow={Math.min(usage.used, usage.limit)}
      >
        <div
          className={cn('h-full rounded-full transition-all', level === 'exceeded' ? 'bg-destructive' : level === 'warning' ? 'bg-yellow-500' : 'bg-primary')}
          style={{ width: `${view.fraction * 100}%` }}
        />
      </div>
      <p className="text-sm text-muted-foreground">
        {usage.remaining <= 0 ? t(period === 'month' ? 'exceededMonth' : 'exceededDay') : t(period === 'month' ? 'remainingMonth' : 'remainingDay', { count: usage.remaining })}
      </p>
    </div>
  );
}
