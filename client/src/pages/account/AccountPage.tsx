import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@/components/PageHeader';
import { Avatar } from '@/components/layout/Avatar';
import { Badge } from '@/components/ui/badge';
import { useAuth } from '@/hooks/useAuth';
import { displayName } from '@/lib/userName';
import { AccountStats } from './AccountStats';
import { ApiTokensCard } from './ApiTokensCard';
import { BillingPanel } from './BillingPanel';
import { BrandingCard } from './BrandingCard';
import { DangerZone } from './DangerZone';
import { ProfileForm } from './ProfileForm';
import { QuickActions } from './QuickActions';
import { SubscriptionCard } from './SubscriptionCard';
import { UsageCard } from './UsageCard';

export default function AccountPage() {
  const { t } = useTranslation('account');
  const { user } = useAuth();
  // "Manage billing" on the pricing page links to /account#billing.
  const [billingOpen, setBillingOpen] = useState(() => typeof window !== 'undefined' && window.location.hash === '#billing');

  useEffect(() => {
    if (billingOpen) document.getElementById('billing')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [billingOpen]);

  if (!user) {
    return (
      <PageContainer>
        <p className="text-center text-muted-foreground">{t('signedOut')}</p>
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-center">
        <Avatar user={user} className="size-16 text-xl" />
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-muted-foreground">
            <span className="font-medium text-foreground">{displayName(user)}</span>
            <span className="truncate">{user.email}</span>
            <Badge variant={user.role === 'admin' ? 'default' : 'secondary'}>{t(user.role === 'admin' ? 'roles.admin' : 'roles.student')}</Badge>
          </p>
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-2">
          <ProfileForm key={user.id} user={user} />
          <SubscriptionCard billingOpen={billingOpen} onToggleBilling={() => setBillingOpen((open) => !open)} />
          {billingOpen && <BillingPanel />}
          <BrandingCard />
          <ApiTokensCard />
          <DangerZone />
        </div>
        <aside className="flex flex-col gap-6" aria-label={t('sidebar')}>
          <UsageCard />
          <AccountStats user={user} />
          <QuickActions user={user} />
        </aside>
      </div>
    </PageContainer>
  );
}
