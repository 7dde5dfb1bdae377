import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PLAN_LIST } from '@contract/plans';
import { PlanCard } from '@/components/plans/PlanCard';
import { formatPrice } from '@/components/plans/formatPrice';
import { Button } from '@/components/ui/button';
import { isLanguage } from '@/lib/preferences';
import { Section } from './Section';

/** The three plans at their monthly price; every choice starts with signing in. */
export function PricingPreview() {
  const { t, i18n } = useTranslation('landing');
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <Section id="pricing" title={t('pricing.title')} subtitle={t('pricing.subtitle')}>
      <div className="grid gap-6 pt-3 md:grid-cols-3">
        {PLAN_LIST.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            period="monthly"
            note={
              plan.price.annual > 0 ? (
                <p className="text-sm text-muted-foreground">{t('pricing.annual', { price: formatPrice(plan.price.annual, language) })}</p>
              ) : undefined
            }
            action={
              <Button asChild variant={plan.highlighted ? 'default' : 'outline'}>
                <Link href="/login">{plan.id === 'free' ? t('pricing.getStarted') : t('pricing.upgradeTo', { plan: plan.name[language] })}</Link>
              </Button>
            }
          />
        ))}
      </div>
    </Section>
  );
}
