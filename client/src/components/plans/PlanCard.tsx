import type { ReactNode } from 'react';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BillingPeriod, Plan } from '@contract/plans';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { isLanguage } from '@/lib/preferences';
import { cn } from '@/lib/utils';
import { formatPrice } from './formatPrice';

export interface PlanCardProps {
  plan: Plan;
  period: BillingPeriod;
  /** The card's button(s): Get Started, Upgrade, Current Plan… */
  action?: ReactNode;
  /** Shown under the price, e.g. "Save $19.89/year". */
  note?: ReactNode;
}

/** One plan: name, price for the period, quota and features, from contract/plans. */
export function PlanCard({ plan, period, action, note }: PlanCardProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const price = plan.price[period];
  return (
    <Card className={cn('relative flex flex-col', plan.highlighted && 'border-primary shadow-md ring-1 ring-primary')}>
      {plan.highlighted && (
        <Badge className="absolute -top-3 left-1/2 -translate-x-1/2">{t('plans.popular')}</Badge>
      )}
      <CardHeader>
        <CardTitle>{plan.name[language]}</CardTitle>
        <CardDescription>{plan.description[language]}</CardDescription>
        <p className="mt-2 flex items-baseline gap-1">
          <span className="text-4xl font-bold tracking-tight">{formatPrice(price, language)}</span>
          <span className="text-sm text-muted-foreground">{t(period === 'monthly' ? 'plans.perMonth' : 'plans.perYear')}</span>
        </p>
        {note}
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="flex flex-col gap-2 text-sm">
          {plan.features.map((feature) => (
            <li key={feature.en} className="flex gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              <span>{feature[language]}</span>
            </li>
          ))}
        </ul>
      </CardContent>
      {action && <CardFooter className="flex-col gap-2 [&>*]:w-full">{action}</CardFooter>}
    </Card>
  );
}
