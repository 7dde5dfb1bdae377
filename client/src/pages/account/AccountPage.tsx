import { useTranslation } from 'react-i18next';
import { PageContainer, PageHeader } from '@/components/PageHeader';

export default function AccountPage() {
  const { t } = useTranslation('account');
  return (
    <PageContainer>
      <PageHeader title={t('title')} description={t('description')} />
    </PageContainer>
  );
}
