import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@contract/auth';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Separator } from '@/components/ui/separator';
import { USER_QUERY_KEY } from '@/hooks/useAuth';
import { apiJson, serverMessageOf } from '@/lib/api';
import { showToast } from '@/lib/toast';

interface PrivacyDialogProps {
  user: User;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Privacy settings: keep uploaded images or not (stored on the account) and delete the history. */
export function PrivacyDialog({ user, open, onOpenChange }: PrivacyDialogProps) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const saveUploads = useMutation({
    mutationFn: (storeUploads: boolean) =>
      apiJson<User>('PUT', '/api/auth/profile', { firstName: user.firstName ?? '', lastName: user.lastName ?? '', locale: user.locale, storeUploads }),
    onSuccess: (updated) => {
      queryClient.setQueryData(USER_QUERY_KEY, updated);
      showToast({ title: t('privacy.savedTitle'), description: t(updated.storeUploads ? 'privacy.uploadsKept' : 'privacy.uploadsNotKept') });
    },
    onError: (error) => showToast({ title: t('privacy.failedTitle'), description: serverMessageOf(error) ?? t('privacy.failedDescription'), variant: 'destructive' }),
  });

  const deleteHistory = useMutation({
    mutationFn: () => apiJson<{ ok: true; deleted: number }>('DELETE', '/api/history'),
    onSuccess: async ({ deleted }) => {
      setConfirmingDelete(false);
      // History, stats and everything derived from past problems changed.
      await queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith('/api/history') || query.queryKey[0] === '/api/stats' });
      showToast({ title: t('privacy.historyDeletedTitle'), description: t('privacy.historyDeletedDescription', { count: deleted }) });
    },
    onError: (error) => showToast({ title: t('privacy.failedTitle'), description: serverMessageOf(error) ?? t('privacy.failedDescription'), variant: 'destructive' }),
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setConfirmingDelete(false);
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('privacy.title')}</DialogTitle>
          <DialogDescription>{t('privacy.description')}</DialogDescription>
        </DialogHeader>
        <label className="flex cursor-pointer items-start gap-3 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-primary"
            checked={!user.storeUploads}
            disabled={saveUploads.isPending}
            onChange={(event) => saveUploads.mutate(!event.target.checked)}
          />
          <span>
            <span className="font-medium">{t('privacy.dontStore')}</span>
            <span className="mt-1 block text-muted-foreground">{t('privacy.dontStoreHint')}</span>
          </span>
        </label>
        <Separator />
        <div className="flex flex-col gap-3 text-sm">
          <p>
            <span className="font-medium">{t('privacy.historyTitle')}</span>
            <span className="mt-1 block text-muted-foreground">{t('privacy.historyHint')}</span>
          </p>
          {confirmingDelete ? (
            <div className="flex flex-col gap-2 rounded-lg border border-destructive/50 p-3">
              <p className="text-destructive">{t('privacy.historyConfirm')}</p>
              <div className="flex flex-col gap-2 sm:flex-row">
                <Button variant="destructive" disabled={deleteHistory.isPending} onClick={() => deleteHistory.mutate()}>
                  {t('privacy.historyConfirmButton')}
                </Button>
                <Button variant="outline" disabled={deleteHistory.isPending} onClick={() => setConfirmingDelete(false)}>
                  {t('confirm.back')}
                </Button>
              </div>
            </div>
          ) : (
            <Button variant="outline" className="self-start text-destructive" onClick={() => setConfirmingDelete(true)}>
              {t('privacy.historyButton')}
            </Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
