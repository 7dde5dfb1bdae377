import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { annualSaving, PLAN_LIST, type BillingPeriod, type Plan } from '@contract/plans';
import { PageContainer, PageHeader } from '@/components/PageHeader';
import { PlanCard } from '@/components/plans/PlanCard';
import { formatPrice } from '@/components/plans/formatPrice';
import { useSubscription } from '@/components/plans/subscriptionQuery';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/hooks/useAuth';
import { useLanguage } from '@/hooks/useLanguage';
import { BillingToggle } from './BillingToggle';
import { CheckoutBlock } from './CheckoutBlock';
import { CurrentSubscriptionCard } from './CurrentSubscriptionCard';
import { planAction } from './planAction';
import { PricingFaq } from './PricingFaq';
import type { CheckoutChoice } from './useCheckout';

export default function PricingPage() {
  const { t } = useTranslation('pricing');
  const language = useLanguage();
  const { isAuthenticated } = useAuth();
  const subscription = useSubscription(isAuthenticated);
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const [checkout, setCheckout] = useState<CheckoutChoice | null>(null);
  const currentPlan = isAuthenticated ? (subscription.data?.plan ?? null) : null;

  const actionFor = (plan: Plan) => {
    const name = plan.name[language];
    // Signed in but the subscription is still loading: no button that could mislead.
    if (isAuthenticated && !subscription.data) return <Button disabled>{t('actions.loading')}</Button>;
    const action = planAction(plan.id, currentPlan);
    switch (action.kind) {
      case 'current':
        return (
          <Button disabled variant="outline">
            {t('actions.current')}
          </Button>
        );
      case 'getStarted':
        return (
          <Button asChild variant="outline">
            <Link href={action.href}>{t('actions.getStarted')}</Link>
          </Button>
        );
      case 'signInToUpgrade':
        return (
          <Button asChild variant={plan.highlighted ? 'default' : 'outline'}>
            <a href="/api/login">{t('actions.upgradeTo', { plan: name })}</a>
          </Button>
        );
      case 'upgrade':
      case 'switch': {
        const paid = plan.id === 'free' ? null : plan.id;
        if (!paid) return null;
        const open = checkout?.plan === paid && checkout.period === period;
        return (
          <Button variant={plan.highlighted ? 'default' : 'outline'} aria-expanded={open} onClick={() => setCheckout({ plan: paid, period })}>
            {t(action.kind === 'upgrade' ? 'actions.upgradeTo' : 'actions.switchTo', { plan: name })}
          </Button>
        );
      }
    }
  };

  return (
    <PageContainer>
      <PageHeader title={t('title')} description={t('description')} />
      <BillingToggle
        value={period}
        onChange={(value) => {
          setPeriod(value);
          setCheckout(null);
        }}
      />
      <div className="grid gap-6 pt-8 md:grid-cols-3">
        {PLAN_LIST.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            period={period}
            note={
              period === 'annual' && plan.price.annual > 0 ? (
                <p className="text-sm font-medium text-success">{t('saveYear', { amount: formatPrice(annualSaving(plan.id), language) })}</p>
              ) : undefined
            }
            action={actionFor(plan)}
          />
        ))}
      </div>
      {checkout && <CheckoutBlock key={`${checkout.plan}-${checkout.period}`} choice={checkout} onClose={() => setCheckout(null)} />}
      {isAuthenticated && <CurrentSubscriptionCard />}
      <PricingFaq />
    </PageContainer>
  );
}
