import { useTranslation } from 'react-i18next';
import { PageContainer, PageHeader } from '@/components/PageHeader';

export default function LibraryPage() {
  const { t } = useTranslation('library');
  return (
    <PageContainer>
      <PageHeader title={t('title')} description={t('description')} />
    </PageContainer>
  );
}
