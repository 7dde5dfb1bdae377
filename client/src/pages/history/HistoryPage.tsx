import { useTranslation } from 'react-i18next';
import { PageContainer, PageHeader } from '@/components/PageHeader';

export default function HistoryPage() {
  const { t } = useTranslation('history');
  return (
    <PageContainer>
      <PageHeader title={t('title')} description={t('description')} />
    </PageContainer>
  );
}
