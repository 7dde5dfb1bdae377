import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** A form's main button: disabled with a spinner and the pending label while the request runs. */
export function SubmitButton({ pending, label, pendingLabel }: { pending: boolean; label: string; pendingLabel: string }) {
  return (
    <Button type="submit" size="lg" disabled={pending} className="mt-2">
      {pending && <Loader2 aria-hidden="true" className="animate-spin" />}
      {pending ? pendingLabel : label}
    </Button>
  );
}
