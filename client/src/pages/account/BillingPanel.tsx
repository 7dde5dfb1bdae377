import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PaymentOrder, Subscription } from '@contract/payments';
import { PLANS } from '@contract/plans';
import { formatLongDate } from '@/components/plans/formatDate';
import { formatPrice } from '@/components/plans/formatPrice';
import { ORDERS_QUERY_KEY, useRefreshBilling, useSubscription } from '@/components/plans/subscriptionQuery';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useLanguage } from '@/hooks/useLanguage';
import { apiJson, serverMessageOf } from '@/lib/api';
import { showToast } from '@/lib/toast';
import { ConfirmDialog } from './ConfirmDialog';
import { useConfirmation } from './useConfirmedAction';

/** The billing view behind "Manage Billing": period, next renewal, cancel or resume, and past orders. */
export function BillingPanel() {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const subscription = useSubscription(true);
  const orders = useQuery<PaymentOrder[]>({ queryKey: ORDERS_QUERY_KEY });
  const refreshBilling = useRefreshBilling();
  const confirm = useConfirmation<'cancel' | 'resume'>();

  const change = useMutation({
    mutationFn: (action: 'cancel' | 'resume') => apiJson<Subscription>('POST', '/api/subscription', { action }),
    onSuccess: async (_result, action) => {
      confirm.close();
      await refreshBilling();
      const done = action === 'cancel' ? 'canceled' : 'resumed';
      showToast({ title: t(`billing.${done}Title`), description: t(`billing.${done}Description`) });
    },
    onError: (error) => {
      confirm.close();
      showToast({ title: t('billing.changeFailedTitle'), description: serverMessageOf(error) ?? t('billing.changeFailedDescription'), variant: 'destructive' });
    },
  });

  const sub = subscription.data;
  const canceled = sub?.status === 'canceled';
  return (
    <Card id="billing" tabIndex={-1} className="outline-none">
      <CardHeader>
        <CardTitle>{t('billing.title')}</CardTitle>
        <CardDescription>{t('billing.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {sub && sub.plan !== 'free' && (
          <div className="flex flex-col gap-4">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-muted-foreground">{t('billing.period')}</dt>
              <dd>{t(sub.period === 'year' ? 'billing.yearly' : 'billing.monthly')}</dd>
              {sub.renewsAt && (
                <>
                  <dt className="text-muted-foreground">{t(canceled ? 'billing.accessUntil' : 'billing.nextRenewal')}</dt>
                  <dd data-testid="billing-date">{formatLongDate(sub.renewsAt, language)}</dd>
                </>
              )}
            </dl>
            {canceled ? (
              <div className="flex flex-col gap-2">
                <p className="text-sm text-muted-foreground">{t('billing.canceledNote', { date: sub.renewsAt ? formatLongDate(sub.renewsAt, language) : '' })}</p>
                <Button className="self-start" onClick={() => confirm.ask('resume')}>
                  {t('billing.resume')}
                </Button>
              </div>
            ) : (
              <Button variant="outline" className="self-start text-destructive" onClick={() => confirm.ask('cancel')}>
                {t('billing.cancel')}
              </Button>
            )}
          </div>
        )}

        <div>
          <h3 className="mb-3 text-sm font-semibold">{t('billing.orders')}</h3>
          {orders.isLoading && <Skeleton className="h-12 w-full" />}
          {orders.isError && <p className="text-sm text-destructive">{t('billing.ordersError')}</p>}
          {orders.data?.length === 0 && <p className="text-sm text-muted-foreground">{t('billing.noOrders')}</p>}
          {orders.data && orders.data.length > 0 && (
            <ul className="divide-y rounded-lg border text-sm" data-testid="order-history">
              {orders.data.map((order) => (
                <li key={order.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                  <div className="min-w-0">
                    <p className="font-medium">
                      {PLANS[order.plan].name[language]} · {t(order.period === 'year' ? 'billing.yearly' : 'billing.monthly')}
                    </p>
                    <p className="text-xs text-muted-foreground">{formatLongDate(order.capturedAt ?? order.createdAt, language)}</p>
                  </div>
                  <div className="flex items-center gap-2">
                    <span className="tabular-nums">{formatPrice(Number(order.amount), language)}</span>
                    <Badge variant={order.status === 'captured' ? 'success' : 'secondary'}>{t(`billing.orderStatus.${order.status}`)}</Badge>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      </CardContent>
      <ConfirmDialog
        open={confirm.pending === 'cancel'}
        title={t('billing.cancelConfirmTitle')}
        description={t('billing.cancelConfirmDescription', { date: sub?.renewsAt ? formatLongDate(sub.renewsAt, language) : '' })}
        confirmLabel={t('billing.cancelConfirm')}
        destructive
        busy={change.isPending}
        onConfirm={() => change.mutate('cancel')}
        onClose={confirm.close}
      />
      <ConfirmDialog
        open={confirm.pending === 'resume'}
        title={t('billing.resumeConfirmTitle')}
        description={t('billing.resumeConfirmDescription', { date: sub?.renewsAt ? formatLongDate(sub.renewsAt, language) : '' })}
        confirmLabel={t('billing.resumeConfirm')}
        busy={change.isPending}
        onConfirm={() => change.mutate('resume')}
        onClose={confirm.close}
      />
    </Card>
  );
}
