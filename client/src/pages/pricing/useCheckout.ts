import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { CapturedOrderResponse, CreatedOrderResponse, SubscriptionPeriod } from '@contract/payments';
import { CURRENCY, PAYMENT_INTENT, planAmount, type BillingPeriod, type PlanId } from '@contract/plans';
import { useRefreshBilling } from '@/components/plans/subscriptionQuery';
import { ApiError, apiJson } from '@/lib/api';
import { showToast } from '@/lib/toast';

export interface CheckoutChoice {
  plan: Exclude<PlanId, 'free'>;
  period: BillingPeriod;
}

const PERIOD: Record<BillingPeriod, SubscriptionPeriod> = { monthly: 'month', annual: 'year' };

/**
 * The two server calls of a checkout: create the order (the server prices it; the amount sent is
 * the spec's payload and only checked) and capture it once the buyer approved. Success and
 * failure toasts follow spec §8.
 */
export function useCheckout(choice: CheckoutChoice, onDone: () => void) {
  const { t } = useTranslation('pricing');
  const [, navigate] = useLocation();
  const refreshBilling = useRefreshBilling();

  const fail = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) {
      showToast({ title: t('errors.unauthorizedTitle'), description: t('errors.unauthorizedDescription'), variant: 'destructive' });
      setTimeout(() => navigate('/login'), 500);
      return;
    }
    showToast({ title: t('errors.upgradeFailedTitle'), description: t('errors.upgradeFailedDescription'), variant: 'destructive' });
  };

  const createOrder = async (): Promise<string> => {
    try {
      const order = await apiJson<CreatedOrderResponse>('POST', '/api/payments/order', {
        plan: choice.plan,
        period: PERIOD[choice.period],
        amount: planAmount(choice.plan, choice.period),
        currency: CURRENCY,
        intent: PAYMENT_INTENT,
      });
      return order.id;
    } catch (error) {
      fail(error);
      throw error;
    }
  };

  const capture = useMutation({
    mutationFn: (orderId: string) => apiJson<CapturedOrderResponse>('POST', `/api/payments/order/${encodeURIComponent(orderId)}/capture`),
    onSuccess: async () => {
      await refreshBilling();
      showToast({ title: t('success.title'), description: t('success.description') });
      onDone();
    },
    onError: fail,
  });

  return { createOrder, capture };
}
