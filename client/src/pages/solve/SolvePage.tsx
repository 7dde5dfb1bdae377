import { useTranslation } from 'react-i18next';
import { PageContainer, PageHeader } from '@/components/PageHeader';

export default function SolvePage() {
  const { t } = useTranslation('solve');
  return (
    <PageContainer>
      <PageHeader title={t('title')} description={t('description')} />
    </PageContainer>
  );
}
