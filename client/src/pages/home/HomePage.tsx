import { useTranslation } from 'react-i18next';
import { PageContainer, PageHeader } from '@/components/PageHeader';
import { QuotaWidget } from '@/components/quota/QuotaWidget';
import { useAuth } from '@/hooks/useAuth';
import { FeaturedTopics } from './FeaturedTopics';
import { ProgressStats } from './ProgressStats';
import { QuickActions } from './QuickActions';
import { RecentProblems } from './RecentProblems';
import { SymbolsTip } from './SymbolsTip';
import { TodayPlan } from './TodayPlan';

export default function HomePage() {
  const { t } = useTranslation('home');
  const { user } = useAuth();
  const title = user?.firstName ? t('titleWithName', { name: user.firstName }) : t('title');
  return (
    <PageContainer>
      <PageHeader title={title} description={t('description')} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          <QuickActions />
          <TodayPlan />
          <ProgressStats />
          <RecentProblems />
        </div>
        <aside className="space-y-6" aria-label={t('sidebar')}>
          <QuotaWidget />
          <FeaturedTopics />
          <SymbolsTip />
        </aside>
      </div>
    </PageContainer>
  );
}
