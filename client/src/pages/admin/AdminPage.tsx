import { useTranslation } from 'react-i18next';
import { PageContainer, PageHeader } from '@/components/PageHeader';

export default function AdminPage() {
  const { t } = useTranslation('admin');
  return (
    <PageContainer>
      <PageHeader title={t('title')} description={t('description')} />
    </PageContainer>
  );
}
