import { useMutation } from '@tanstack/react-query';
import { Loader2, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { apiRequest } from '@/lib/api';
import { showToast } from '@/lib/toast';

/**
 * Account deletion (spec §4, §5): the browser's confirmation, then every row of the user is
 * deleted on the server, a toast, and the sign-out link after one second.
 */
export function DangerZone() {
  const { t } = useTranslation('account');
  const remove = useMutation({
    mutationFn: () => apiRequest('DELETE', '/api/auth/account'),
    onSuccess: () => {
      showToast({ title: t('danger.deletedTitle'), description: t('danger.deletedDescription') });
      setTimeout(() => window.location.assign('/api/logout'), 1000);
    },
    onError: () => {
      showToast({ title: t('danger.failedTitle'), description: t('danger.failedDescription'), variant: 'destructive' });
    },
  });

  return (
    <Card className="border-destructive/50">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-destructive">
          <TriangleAlert aria-hidden="true" className="size-5" />
          {t('danger.title')}
        </CardTitle>
        <CardDescription>{t('danger.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button
          variant="destructive"
          disabled={remove.isPending || remove.isSuccess}
          onClick={() => {
            if (window.confirm(t('danger.confirm'))) remove.mutate();
          }}
        >
          {remove.isPending && <Loader2 aria-hidden="true" className="animate-spin" />}
          {t('danger.delete')}
        </Button>
      </CardContent>
    </Card>
  );
}
