import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubjectId } from '@contract/solve';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { MathPreview } from './MathPreview';
import { SymbolPalette } from './SymbolPalette';
import { insertSymbol, type PaletteSymbol } from './symbols';

export interface TextInputProps {
  value: string;
  onChange: (text: string) => void;
  /** Ctrl/⌘+Enter solves. */
  onSubmit: () => void;
  disabled?: boolean;
  /** The subject picked: its examples in the placeholder, its symbols in the palette. */
  subject?: SubjectId;
}

/** The Text tab: monospace editor, symbol palette inserting at the cursor, live preview. */
export function TextInput({ value, onChange, onSubmit, disabled, subject }: TextInputProps) {
  const { t } = useTranslation('solve');
  const editor = useRef<HTMLTextAreaElement>(null);
  const pendingCursor = useRef<number | null>(null);

  const insert = (symbol: PaletteSymbol) => {
    const element = editor.current;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    const next = insertSymbol(value, start, end, symbol);
    pendingCursor.current = next.cursor;
    onChange(next.text);
  };

  // Put the cursor after the symbol as soon as React has written the new value, before the next
  // key is handled: placed a frame later, it would land before what was typed in the meantime.
  useLayoutEffect(() => {
    const element = editor.current;
    const cursor = pendingCursor.current;
    if (cursor === null || !element) return;
    pendingCursor.current = null;
    element.focus();
    element.setSelectionRange(cursor, cursor);
  }, [value]);

  // Text typed into the server-rendered page before the app took over stays in the box but not in
  // the state, and the Solve button would stay disabled: take it up once, when the app starts.
  const first = useRef({ value, onChange });
  useEffect(() => {
    const typed = editor.current?.value ?? '';
    if (typed !== '' && first.current.value === '') first.current.onChange(typed);
  }, []);

  return (
    <div className="space-y-3">
      <Label htmlFor="problem-text">{t('text.label')}</Label>
      <Textarea
        id="problem-text"
        ref={editor}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            onSubmit();
          }
        }}
        placeholder={subject === undefined || subject === 'mathematics' ? t('text.placeholder') : t(`text.placeholders.${subject}`)}
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        rows={4}
        maxLength={2000}
        disabled={disabled}
        className="min-h-28 font-mono text-base"
      />
      <SymbolPalette onInsert={insert} disabled={disabled} subject={subject} />
      <MathPreview text={value} />
    </div>
  );
}
