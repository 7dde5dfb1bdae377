import { useTranslation } from 'react-i18next';
import { ANNUAL_SAVING_BANNER_PERCENT, type BillingPeriod } from '@contract/plans';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

interface BillingToggleProps {
  value: BillingPeriod;
  onChange(value: BillingPeriod): void;
}

/** Monthly / Annual, with the "Save up to 17%" banner (spec §2 Pricing). */
export function BillingToggle({ value, onChange }: BillingToggleProps) {
  const { t } = useTranslation('pricing');
  const option = (period: BillingPeriod, label: string) => (
    <button
      type="button"
      role="radio"
      aria-checked={value === period}
      onClick={() => onChange(period)}
      className={cn(
        'h-10 min-w-28 rounded-md px-4 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        value === period ? 'bg-background text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
      )}
    >
      {label}
    </button>
  );
  return (
    <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-center">
      <div role="radiogroup" aria-label={t('billingPeriod')} className="inline-flex rounded-lg bg-muted p-1">
        {option('monthly', t('monthly'))}
        {option('annual', t('annual'))}
      </div>
      <Badge variant="success">{t('saveUpTo', { percent: ANNUAL_SAVING_BANNER_PERCENT })}</Badge>
    </div>
  );
}
