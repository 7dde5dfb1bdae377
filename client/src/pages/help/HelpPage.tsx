import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LifeBuoy, Loader2, MessageSquareReply, Paperclip } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { HistorySummary } from '@contract/solve';
import { SUPPORT_MESSAGE_MAX, supportTicketBody, type SupportTicket, type SupportTicketBody } from '@contract/support';
import { PageContainer, PageHeader } from '@/components/PageHeader';
import { fieldErrorText } from '@/components/forms/fieldError';
import { FormField } from '@/components/forms/FormField';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { useLanguage } from '@/hooks/useLanguage';
import { apiJson, serverMessageOf } from '@/lib/api';
import { showToast } from '@/lib/toast';
import { TicketStatusBadge } from './TicketStatusBadge';

export const OWN_TICKETS_KEY = ['/api/support/tickets'] as const;
/** The solutions a ticket can attach: the newest of the student's history. */
const HISTORY_FOR_TICKETS = ['/api/history?limit=50'] as const;

/** The Help page: a contact form (optionally attaching a solution) and the student's tickets with the answers. */
export default function HelpPage() {
  const { t } = useTranslation('help');
  return (
    <PageContainer>
      <PageHeader title={t('title')} description={t('description')} />
      <div className="grid gap-6 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <ContactForm />
        </div>
        <section className="flex flex-col gap-4 lg:col-span-3" aria-labelledby="help-tickets-heading">
          <h2 id="help-tickets-heading" className="text-xl font-semibold">
            {t('tickets.title')}
          </h2>
          <TicketList />
        </section>
      </div>
    </PageContainer>
  );
}

function ContactForm() {
  const { t } = useTranslation('help');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const selectId = useId();
  const messageId = useId();
  const history = useQuery<HistorySummary[]>({ queryKey: HISTORY_FOR_TICKETS });
  const form = useForm<SupportTicketBody>({ resolver: zodResolver(supportTicketBody), defaultValues: { subject: '', message: '', problemId: null } });
  const { errors } = form.formState;

  const send = useMutation({
    mutationFn: (body: SupportTicketBody) => apiJson<SupportTicket>('POST', '/api/support/tickets', body),
    onSuccess: async () => {
      form.reset({ subject: '', message: '', problemId: null });
      await queryClient.invalidateQueries({ queryKey: OWN_TICKETS_KEY });
      showToast({ title: t('form.sentTitle'), description: t('form.sentDescription') });
    },
    onError: (error) => showToast({ title: t('form.failedTitle'), description: serverMessageOf(error) ?? t('form.failedDescription'), variant: 'destructive' }),
  });

  const messageError = fieldErrorText(errors.message?.message, language);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <LifeBuoy aria-hidden="true" className="size-5 text-primary" />
          {t('form.title')}
        </CardTitle>
        <CardDescription>{t('form.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit((values) => send.mutate(values))}>
          <FormField label={t('form.subject')} maxLength={150} error={fieldErrorText(errors.subject?.message, language)} {...form.register('subject')} />
          <div className="flex flex-col gap-2">
            <Label htmlFor={messageId}>{t('form.message')}</Label>
            <Textarea
              id={messageId}
              rows={6}
              maxLength={SUPPORT_MESSAGE_MAX}
              aria-invalid={messageError ? true : undefined}
              aria-describedby={messageError ? `${messageId}-error` : undefined}
              {...form.register('message')}
            />
            {messageError && (
              <p id={`${messageId}-error`} role="alert" className="text-sm font-medium text-destructive">
                {messageError}
              </p>
            )}
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={selectId}>{t('form.attach')}</Label>
            <select
              id={selectId}
              className="h-11 w-full rounded-md border border-input bg-background px-3 text-base shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:text-sm"
              disabled={history.isLoading}
              {...form.register('problemId', { setValueAs: (value: string) => (value === '' ? null : value) })}
            >
              <option value="">{t('form.attachNone')}</option>
              {history.data?.map((item) => (
                <option key={item.problemId} value={item.problemId}>
                  {item.excerpt.length > 60 ? `${item.excerpt.slice(0, 60)}…` : item.excerpt}
                </option>
              ))}
            </select>
            <p className="text-xs text-muted-foreground">{t('form.attachHint')}</p>
          </div>
          <Button type="submit" disabled={send.isPending} className="self-start">
            {send.isPending && <Loader2 aria-hidden="true" className="animate-spin" />}
            {send.isPending ? t('form.sending') : t('form.send')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function TicketList() {
  const { t, i18n } = useTranslation('help');
  const tickets = useQuery<SupportTicket[]>({ queryKey: OWN_TICKETS_KEY });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  if (tickets.isLoading) return <Skeleton className="h-32 w-full" />;
  if (tickets.isError) return <p className="text-sm text-destructive">{t('tickets.loadError')}</p>;
  if (!tickets.data?.length) return <p className="text-sm text-muted-foreground">{t('tickets.none')}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {tickets.data.map((ticket) => (
        <li key={ticket.id}>
          <Card className="flex flex-col gap-3 p-4" data-testid="help-ticket">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <h3 className="break-words font-semibold">{ticket.subject}</h3>
                <p className="text-xs text-muted-foreground">{t('tickets.sent', { date: date.format(new Date(ticket.createdAt)) })}</p>
              </div>
              <div className="flex flex-wrap gap-1.5">
                {ticket.plan === 'pro' && <Badge variant="secondary">{t('tickets.priority')}</Badge>}
                <TicketStatusBadge status={ticket.status} />
              </div>
            </div>
            <p className="whitespace-pre-wrap break-words text-sm">{ticket.message}</p>
            {ticket.problem && (
              <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
                <Paperclip aria-hidden="true" className="size-3.5 shrink-0" />
                <span className="min-w-0 truncate">{t('tickets.attached', { problem: ticket.problem.excerpt })}</span>
              </p>
            )}
            {ticket.reply && (
              <div role="group" className="rounded-md border-l-4 border-primary bg-primary/5 p-3" aria-label={t('tickets.replyLabel')}>
                <p className="mb-1 flex items-center gap-1.5 text-xs font-semibold uppercase text-primary">
                  <MessageSquareReply aria-hidden="true" className="size-3.5" />
                  {t('tickets.replyLabel')}
                  {ticket.repliedAt && <span className="font-normal normal-case text-muted-foreground">· {date.format(new Date(ticket.repliedAt))}</span>}
                </p>
                <p className="whitespace-pre-wrap break-words text-sm">{ticket.reply}</p>
              </div>
            )}
          </Card>
        </li>
      ))}
    </ul>
  );
}
