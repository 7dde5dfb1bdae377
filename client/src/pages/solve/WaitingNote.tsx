import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How long a solve runs before the page says it is reading the words (a word problem goes through a language model first). */
export const INTERPRETING_AFTER_MS = 800;

/** "Interpreting your problem…" once a solve has lasted INTERPRETING_AFTER_MS; nothing before or after. */
export function WaitingNote({ pending }: { pending: boolean }) {
  const { t } = useTranslation('solve');
  const [long, setLong] = useState(false);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setLong(true), INTERPRETING_AFTER_MS);
    return () => {
      clearTimeout(timer);
      setLong(false);
    };
  }, [pending]);
  return (
    <p role="status" className="min-h-5 self-center text-sm text-muted-foreground" data-testid="solve-waiting">
      {pending && long ? t('interpreting') : ''}
    </p>
  );
}
