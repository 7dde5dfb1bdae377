import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ADMIN_USERS_PAGE, type AdminUser, type AdminUserList } from '@contract/admin';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/hooks/useAuth';
import { useLanguage } from '@/hooks/useLanguage';
import { ApiError, apiJson } from '@/lib/api';
import { showToast } from '@/lib/toast';
import { ConfirmDialog } from './ConfirmDialog';
import { useAdminError } from './useAdminError';

export function UsersTab() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { user: me } = useAuth();
  const queryClient = useQueryClient();
  const onError = useAdminError();
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const [changing, setChanging] = useState<AdminUser | null>(null);
  const params = new URLSearchParams({ limit: String(ADMIN_USERS_PAGE), offset: String(offset), ...(search ? { search } : {}) });
  const users = useQuery<AdminUserList>({ queryKey: [`/api/admin/users?${params}`], placeholderData: keepPreviousData });
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });

  const setRole = useMutation({
    mutationFn: (target: AdminUser) => apiJson<AdminUser>('PATCH', `/api/admin/users/${target.id}`, { role: target.role === 'admin' ? 'student' : 'admin' }),
    onSuccess: async (updated) => {
      showToast({ title: t('users.roleChangedTitle'), description: t(updated.role === 'admin' ? 'users.promoted' : 'users.demoted', { email: updated.email }) });
      setChanging(null);
      await queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/admin/users') });
    },
    onError: (error) => {
      setChanging(null);
      // The last admin's protection comes with its own explanation.
      onError(error, error instanceof ApiError && error.serverMessage ? error.serverMessage : t('users.roleFailed'));
    },
  });

  const total = users.data?.total ?? 0;
  return (
    <div className="flex flex-col gap-4">
      <form
        role="search"
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setOffset(0);
          setSearch(draft.trim());
        }}
      >
        <Input type="search" value={draft} onChange={(event) => setDraft(event.target.value)} placeholder={t('users.searchPlaceholder')} aria-label={t('users.searchLabel')} className="sm:max-w-xs" />
        <Button type="submit" variant="outline">
          <Search aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{t('users.search')}</span>
        </Button>
      </form>
      {users.isLoading ? (
        <Skeleton className="h-48 w-full" />
      ) : users.error ? (
        <p className="text-destructive">{t('loadError')}</p>
      ) : (
        <>
          {total === 0 && <p className="text-sm text-muted-foreground">{t('users.none')}</p>}
          <ul className="flex flex-col gap-2">
            {users.data?.users.map((u) => {
              const name = [u.firstName, u.lastName].filter(Boolean).join(' ');
              return (
                <li key={u.id}>
                  <Card className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
                    <div className="min-w-0">
                      <p className="font-medium">{name || u.email}</p>
                      {name && <p className="break-all text-sm text-muted-foreground">{u.email}</p>}
                      <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                        <Badge variant={u.role === 'admin' ? 'default' : 'secondary'}>{t(`users.roles.${u.role}`)}</Badge>
                        <Badge variant="outline">{t(`plans.${u.plan}`)}</Badge>
                        <span>{t('users.joined', { date: date.format(new Date(u.createdAt)) })}</span>
                      </div>
                    </div>
                    <Button size="sm" variant="outline" disabled={u.id === me?.id && u.role === 'admin' && total === 1} onClick={() => setChanging(u)}>
                      {u.role === 'admin' ? t('users.demote') : t('users.promote')}
                    </Button>
                  </Card>
                </li>
              );
            })}
          </ul>
          {total > 0 && (
            <div className="flex items-center justify-between gap-2 text-sm">
              <span className="text-muted-foreground">{t('users.range', { from: offset + 1, to: Math.min(offset + ADMIN_USERS_PAGE, total), total })}</span>
              <div className="flex gap-2">
                <Button size="sm" variant="outline" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - ADMIN_USERS_PAGE))}>
                  {t('users.previous')}
                </Button>
                <Button size="sm" variant="outline" disabled={offset + ADMIN_USERS_PAGE >= total} onClick={() => setOffset(offset + ADMIN_USERS_PAGE)}>
                  {t('users.next')}
                </Button>
              </div>
            </div>
          )}
        </>
      )}
      {changing && (
        <ConfirmDialog
          open
          title={changing.role === 'admin' ? t('users.demoteConfirmTitle') : t('users.promoteConfirmTitle')}
          description={t(changing.role === 'admin' ? 'users.demoteConfirm' : 'users.promoteConfirm', { email: changing.email })}
          confirmLabel={changing.role === 'admin' ? t('users.demote') : t('users.promote')}
          destructive={changing.role === 'admin'}
          pending={setRole.isPending}
          onConfirm={() => setRole.mutate(changing)}
          onOpenChange={(open) => !open && setChanging(null)}
        />
      )}
    </div>
  );
}
