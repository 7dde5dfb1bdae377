import { useState } from 'react';
import { Download, LogOut, Shield } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { User } from '@contract/auth';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PrivacyDialog } from './PrivacyDialog';

/** Export Data (a JSON file of everything stored about the user), Privacy Settings and Log Out. */
export function QuickActions({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const [privacyOpen, setPrivacyOpen] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{t('actions.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 [&>*]:justify-start">
        <Button asChild variant="outline">
          {/* The server answers with Content-Disposition: attachment, so the page stays. */}
          <a href="/api/account/export" download>
            <Download aria-hidden="true" />
            {t('actions.export')}
          </a>
        </Button>
        <Button variant="outline" onClick={() => setPrivacyOpen(true)}>
          <Shield aria-hidden="true" />
          {t('actions.privacy')}
        </Button>
        <Button asChild variant="outline">
          <a href="/api/logout">
            <LogOut aria-hidden="true" />
            {t('actions.logout')}
          </a>
        </Button>
      </CardContent>
      <PrivacyDialog user={user} open={privacyOpen} onOpenChange={setPrivacyOpen} />
    </Card>
  );
}
