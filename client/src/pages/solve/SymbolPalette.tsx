import { useTranslation } from 'react-i18next';
import type { SubjectId } from '@contract/solve';
import { symbolGroupsFor, type PaletteSymbol } from './symbols';

interface SymbolPaletteProps {
  onInsert: (symbol: PaletteSymbol) => void;
  disabled?: boolean;
  /** The subject picked on the Subjects page: its own symbols; mathematics when none. */
  subject?: SubjectId;
}

/** Buttons that insert the subject's symbols at the editor's cursor (spec §2). */
export function SymbolPalette({ onInsert, disabled, subject }: SymbolPaletteProps) {
  const { t } = useTranslation(['solve', 'subjects']);
  const label = subject === undefined || subject === 'mathematics' ? t('palette.label') : t('palette.subjectLabel', { subject: t(`subjects:name.${subject}`) });
  return (
    <div role="group" aria-label={label} className="space-y-2 rounded-lg border bg-muted/30 p-3" data-testid="symbol-palette">
      {symbolGroupsFor(subject).map((group) => (
        <div key={group.group} className="flex flex-wrap items-center gap-1.5">
          <span className="w-full text-xs font-medium text-muted-foreground sm:w-24">{t(`palette.${group.group}`)}</span>
          {group.symbols.map((symbol) => (
            <button
              key={symbol.name}
              type="button"
              disabled={disabled}
              // Keep the editor's selection: insert where the student was typing.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onInsert(symbol)}
              aria-label={t(`symbols.${symbol.name}`)}
              title={t(`symbols.${symbol.name}`)}
              className="inline-flex h-9 min-w-9 items-center justify-center rounded-md border bg-background px-2 font-mono text-sm shadow-sm transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
            >
              {symbol.label}
            </button>
          ))}
        </div>
      ))}
    </div>
  );
}
