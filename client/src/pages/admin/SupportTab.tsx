import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Inbox, Loader2, Paperclip } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryItem } from '@contract/solve';
import { SUPPORT_REPLY_MAX, type AdminSupportTicket, type OutboxList, type SupportTicket } from '@contract/support';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { apiJson } from '@/lib/api';
import { showToast } from '@/lib/toast';
import { TicketStatusBadge } from '@/pages/help/TicketStatusBadge';
import { historyAnswer } from '@/pages/solve/answer-text';
import { StepList } from '@/pages/solve/StepList';
import { useAdminError } from './useAdminError';

type View = 'active' | 'all';
const ticketsKey = (view: View) => [`/api/admin/support/tickets?view=${view}`] as const;
const OUTBOX_KEY = ['/api/admin/support/outbox'] as const;

/** The support queue (Pro first, then Basic, then Free; oldest open first) and the mail outbox. */
export function SupportTab() {
  const { t } = useTranslation('admin');
  const [view, setView] = useState<View>('active');
  const [section, setSection] = useState<'tickets' | 'outbox'>('tickets');
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('support.sections')}>
        <Button size="sm" variant={section === 'tickets' ? 'default' : 'outline'} aria-pressed={section === 'tickets'} onClick={() => setSection('tickets')}>
          {t('support.tickets')}
        </Button>
        <Button size="sm" variant={section === 'outbox' ? 'default' : 'outline'} aria-pressed={section === 'outbox'} onClick={() => setSection('outbox')}>
          <Inbox aria-hidden="true" />
          {t('support.outbox.title')}
        </Button>
        {section === 'tickets' && (
          <label className="ml-auto flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4" checked={view === 'all'} onChange={(event) => setView(event.target.checked ? 'all' : 'active')} />
            {t('support.showClosed')}
          </label>
        )}
      </div>
      {section === 'tickets' ? <TicketQueue view={view} /> : <Outbox />}
    </div>
  );
}

function TicketQueue({ view }: { view: View }) {
  const { t } = useTranslation('admin');
  const tickets = useQuery<AdminSupportTicket[]>({ queryKey: ticketsKey(view) });
  const [attached, setAttached] = useState<AdminSupportTicket | null>(null);
  if (tickets.isLoading) return <Skeleton className="h-48 w-full" />;
  if (tickets.isError) return <p className="text-destructive">{t('loadError')}</p>;
  if (!tickets.data?.length) return <p className="text-sm text-muted-foreground">{t('support.none')}</p>;
  return (
    <>
      <ul className="flex flex-col gap-3" aria-label={t('support.queue')}>
        {tickets.data.map((ticket) => (
          <li key={ticket.id}>
            <TicketCard ticket={ticket} onOpenSolution={() => setAttached(ticket)} />
          </li>
        ))}
      </ul>
      <AttachedSolutionDialog ticket={attached} onClose={() => setAttached(null)} />
    </>
  );
}

function TicketCard({ ticket, onOpenSolution }: { ticket: AdminSupportTicket; onOpenSolution: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const queryClient = useQueryClient();
  const onError = useAdminError();
  const replyId = useId();
  const [reply, setReply] = useState('');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const name = [ticket.user.firstName, ticket.user.lastName].filter(Boolean).join(' ');
  const refresh = () => queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith('/api/admin/support/') });

  const send = useMutation({
    mutationFn: () => apiJson<SupportTicket>('POST', `/api/admin/support/tickets/${ticket.id}/reply`, { reply }),
    onSuccess: async () => {
      setReply('');
      await refresh();
      showToast({ title: t('support.repliedTitle'), description: t('support.repliedDescription') });
    },
    onError: (error) => onError(error, t('support.replyFailed')),
  });
  const close = useMutation({
    mutationFn: () => apiJson<SupportTicket>('POST', `/api/admin/support/tickets/${ticket.id}/close`),
    onSuccess: refresh,
    onError: (error) => onError(error, t('support.closeFailed')),
  });

  return (
    <Card className="flex flex-col gap-3 p-4" data-testid="support-ticket">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="break-words font-semibold">{ticket.subject}</h3>
          <p className="break-all text-xs text-muted-foreground">
            {name ? `${name} · ${ticket.user.email}` : ticket.user.email} · {date.format(new Date(ticket.createdAt))}
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <Badge variant={ticket.plan === 'pro' ? 'default' : 'secondary'}>{t(`plans.${ticket.plan}`)}</Badge>
          <TicketStatusBadge status={ticket.status} />
        </div>
      </div>
      <p className="whitespace-pre-wrap break-words text-sm">{ticket.message}</p>
      {ticket.problem && (
        <Button variant="link" className="h-auto justify-start gap-1.5 self-start p-0 text-left" onClick={onOpenSolution}>
          <Paperclip aria-hidden="true" />
          <span className="min-w-0 truncate">{t('support.attached', { problem: ticket.problem.excerpt })}</span>
        </Button>
      )}
      {ticket.reply && (
        <div className="rounded-md border-l-4 border-primary bg-primary/5 p-3">
          <p className="mb-1 text-xs font-semibold uppercase text-primary">{t('support.yourReply')}</p>
          <p className="whitespace-pre-wrap break-words text-sm">{ticket.reply}</p>
        </div>
      )}
      {ticket.status !== 'closed' && (
        <form
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (reply.trim()) send.mutate();
          }}
        >
          <Label htmlFor={replyId}>{ticket.reply ? t('support.replyAgain') : t('support.reply')}</Label>
          <Textarea id={replyId} rows={3} maxLength={SUPPORT_REPLY_MAX} value={reply} onChange={(event) => setReply(event.target.value)} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={send.isPending || !reply.trim()}>
              {send.isPending && <Loader2 aria-hidden="true" className="animate-spin" />}
              {t('support.send')}
            </Button>
            <Button type="button" size="sm" variant="outline" disabled={close.isPending} onClick={() => close.mutate()}>
              {t('support.close')}
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}

/** The solution a student attached, read through the admin route (the history routes are the owner's only). */
function AttachedSolutionDialog({ ticket, onClose }: { ticket: AdminSupportTicket | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const item = useQuery<HistoryItem>({ queryKey: [`/api/admin/support/tickets/${ticket?.id ?? ''}/solution`], enabled: ticket !== null });
  const solution = item.data?.solution;
  return (
    <Dialog open={ticket !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] max-w-2xl grid-cols-[minmax(0,1fr)] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('support.solutionTitle')}</DialogTitle>
          <DialogDescription>{ticket?.user.email}</DialogDescription>
        </DialogHeader>
        {item.isError ? (
          <p className="text-sm text-destructive">{t('loadError')}</p>
        ) : !item.data ? (
          <Skeleton className="h-32 w-full" />
        ) : (
          <div className="flex flex-col gap-4">
            <p className="whitespace-pre-wrap rounded-md bg-muted p-3 font-mono text-sm">{item.data.problem.rawInput}</p>
            {solution ? (
              <>
                <Badge variant={solution.verified ? 'success' : 'outline'} className="self-start">
                  {solution.verified ? t('support.verified') : t('support.unverified')}
                </Badge>
                <StepList steps={solution.stepsJson} />
                <p className="font-semibold">{historyAnswer(solution.stepsJson, solution.finalAnswer ?? '')}</p>
              </>
            ) : (
              <p className="text-sm text-muted-foreground">{t('support.noSolution')}</p>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function Outbox() {
  const { t, i18n } = useTranslation('admin');
  const outbox = useQuery<OutboxList>({ queryKey: OUTBOX_KEY });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  if (outbox.isLoading) return <Skeleton className="h-32 w-full" />;
  if (outbox.isError || !outbox.data) return <p className="text-destructive">{t('loadError')}</p>;
  return (
    <section className="flex flex-col gap-3" aria-label={t('support.outbox.title')}>
      <p className="text-sm text-muted-foreground">{t(outbox.data.transport === 'smtp' ? 'support.outbox.smtp' : 'support.outbox.kept')}</p>
      {outbox.data.mails.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('support.outbox.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {outbox.data.mails.map((mail) => (
            <li key={mail.id}>
              <Card className="p-4" data-testid="outbox-mail">
                <details>
                  <summary className="cursor-pointer">
                    <span className="font-medium">{mail.subject}</span>
                    <span className="block break-all text-xs text-muted-foreground">
                      {t('support.outbox.to', { to: mail.to })} · {date.format(new Date(mail.createdAt))}
                    </span>
                  </summary>
                  <pre className="mt-3 whitespace-pre-wrap break-words font-sans text-sm">{mail.body}</pre>
                </details>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
