import { BadgeCheck, CircleAlert, FileText, Image as ImageIcon, Type } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { HistorySummary } from '@contract/solve';
import { Badge } from '@/components/ui/badge';
import { problemTitle } from '@/lib/problemTitle';

const TYPE_ICONS = { text: Type, image: ImageIcon, pdf: FileText } as const;

/** One history entry: icon, title (or the first 60 characters), final answer, type badge, subject, date, check mark. */
export function HistoryItemRow({ item, onOpen }: { item: HistorySummary; onOpen: () => void }) {
  const { t, i18n } = useTranslation(['history', 'subjects']);
  const Icon = TYPE_ICONS[item.inputType];
  return (
    <button
      type="button"
      onClick={onOpen}
      className="flex w-full items-start gap-3 rounded-lg border bg-card p-4 text-left shadow-sm transition-colors hover:bg-accent/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      data-testid="history-item"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1 space-y-1.5">
        <span className="block truncate font-mono text-sm font-medium">{problemTitle(item, 60)}</span>
        {item.finalAnswer && <span className="block truncate text-sm text-muted-foreground">{t('history:cardAnswer', { answer: item.finalAnswer })}</span>}
        <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <Badge variant="secondary">{t(`history:type.${item.inputType}`)}</Badge>
          {item.subject && <Badge variant="outline">{t(`subjects:name.${item.subject}`)}</Badge>}
          <time dateTime={item.createdAt}>{new Date(item.createdAt).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })}</time>
        </span>
      </span>
      {item.verified ? (
        <Badge variant="success" className="shrink-0">
          <BadgeCheck aria-hidden="true" />
          {t('history:verified')}
        </Badge>
      ) : (
        <Badge variant="outline" className="shrink-0">
          <CircleAlert aria-hidden="true" />
          {t('history:unverified')}
        </Badge>
      )}
    </button>
  );
}
