import { useState } from 'react';
import { Loader2, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

interface SandboxApprovalProps {
  /** "$99.99" */
  amount: string;
  createOrder(): Promise<string>;
  onApprove(orderId: string): void;
  onCancel(): void;
  busy: boolean;
}

/**
 * The offline provider's stand-in for PayPal's window: the buyer approves or cancels, and the
 * order is created and captured through the same calls as with PayPal. No money moves.
 */
export function SandboxApproval({ amount, createOrder, onApprove, onCancel, busy }: SandboxApprovalProps) {
  const { t } = useTranslation('pricing');
  const [creating, setCreating] = useState(false);
  const pending = creating || busy;

  const approve = async () => {
    setCreating(true);
    try {
      onApprove(await createOrder());
    } catch (error) {
      // The toast is shown by the checkout; the buyer can try again.
      console.info('sandbox payment: order not created', error);
    } finally {
      setCreating(false);
    }
  };

  return (
    <div className="rounded-lg border border-dashed bg-muted/40 p-4">
      <p className="flex items-center gap-2 text-sm font-medium">
        <ShieldCheck aria-hidden="true" className="size-4 text-success" />
        {t('checkout.sandboxTitle')}
      </p>
      <p className="mt-1 text-sm text-muted-foreground">{t('checkout.sandboxDescription', { amount })}</p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Button onClick={() => void approve()} disabled={pending} className="sm:flex-1">
          {pending && <Loader2 aria-hidden="true" className="animate-spin" />}
          {pending ? t('checkout.processing') : t('checkout.approve')}
        </Button>
        <Button
          variant="outline"
          disabled={pending}
          onClick={() => {
            console.info('sandbox payment: cancelled by the buyer');
            onCancel();
          }}
          className="sm:flex-1"
        >
          {t('checkout.cancel')}
        </Button>
      </div>
    </div>
  );
}
