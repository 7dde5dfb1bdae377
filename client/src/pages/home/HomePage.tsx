import { useTranslation } from 'react-i18next';
import { PageContainer, PageHeader } from '@/components/PageHeader';
import { useAuth } from '@/hooks/useAuth';

export default function HomePage() {
  const { t } = useTranslation('home');
  const { user } = useAuth();
  const title = user?.firstName ? t('titleWithName', { name: user.firstName }) : t('title');
  return (
    <PageContainer>
      <PageHeader title={title} description={t('description')} />
    </PageContainer>
  );
}
