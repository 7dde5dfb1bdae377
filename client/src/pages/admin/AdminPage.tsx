import { useTranslation } from 'react-i18next';
import { PageContainer, PageHeader } from '@/components/PageHeader';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { LibraryTab } from './LibraryTab';
import { OverviewTab } from './OverviewTab';
import { SettingsTab } from './SettingsTab';
import { SubscriptionsTab } from './SubscriptionsTab';
import { SupportTab } from './SupportTab';
import { UsersTab } from './UsersTab';

const TABS = [
  { key: 'overview', Panel: OverviewTab },
  { key: 'library', Panel: LibraryTab },
  { key: 'users', Panel: UsersTab },
  { key: 'subscriptions', Panel: SubscriptionsTab },
  { key: 'support', Panel: SupportTab },
  { key: 'settings', Panel: SettingsTab },
] as const;

/** The admin dashboard (the router shows the denial to non-admins; the server refuses them too). */
export default function AdminPage() {
  const { t } = useTranslation('admin');
  return (
    <PageContainer>
      <PageHeader title={t('title')} description={t('description')} />
      <Tabs defaultValue="overview">
        <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
          <TabsList className="w-max">
            {TABS.map(({ key }) => (
              <TabsTrigger key={key} value={key}>
                {t(`tabs.${key}`)}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        {TABS.map(({ key, Panel }) => (
          <TabsContent key={key} value={key}>
            <Panel />
          </TabsContent>
        ))}
      </Tabs>
    </PageContainer>
  );
}
