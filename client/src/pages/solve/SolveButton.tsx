import { Loader2, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** Disabled while solving or when the text is blank; reads 'Solving...' meanwhile (spec §2). */
export function SolveButton({ onClick, isSolving, disabled }: { onClick: () => void; isSolving: boolean; disabled: boolean }) {
  const { t } = useTranslation('solve');
  return (
    <Button type="button" size="lg" className="w-full sm:w-auto" onClick={onClick} disabled={disabled || isSolving} data-testid="solve-button">
      {isSolving ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
      {isSolving ? t('solving') : t('solve')}
    </Button>
  );
}
