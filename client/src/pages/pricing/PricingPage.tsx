import { useTranslation } from 'react-i18next';
import { PLAN_LIST } from '@contract/plans';
import { PageContainer, PageHeader } from '@/components/PageHeader';
import { PlanCard } from '@/components/plans/PlanCard';

export default function PricingPage() {
  const { t } = useTranslation('pricing');
  return (
    <PageContainer>
      <PageHeader title={t('title')} description={t('description')} />
      <div className="grid gap-6 pt-3 md:grid-cols-3">
        {PLAN_LIST.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            period="monthly"
          />
        ))}
      </div>
    </PageContainer>
  );
}
