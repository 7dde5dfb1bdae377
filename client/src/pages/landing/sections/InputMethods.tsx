import { FileText, ImageUp, Keyboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Section } from './Section';

/** The palette symbols the spec advertises: square root, sum, integral, pi, ≥, ≤. */
const SYMBOLS = ['√', '∑', '∫', 'π', '≥', '≤'] as const;

export function InputMethods() {
  const { t } = useTranslation('landing');
  const methods = [
    { key: 'text', Icon: Keyboard },
    { key: 'image', Icon: ImageUp },
    { key: 'pdf', Icon: FileText },
  ] as const;
  return (
    <Section id="input-methods" title={t('input.title')} subtitle={t('input.subtitle')}>
      <div className="grid gap-4 md:grid-cols-3">
        {methods.map(({ key, Icon }) => (
          <Card key={key}>
            <CardHeader>
              <span className="mb-2 flex size-11 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <CardTitle>{t(`input.${key}.title`)}</CardTitle>
              <CardDescription>{t(`input.${key}.description`)}</CardDescription>
              {key === 'text' && (
                <ul aria-label={t('input.symbolsLabel')} className="mt-3 flex flex-wrap gap-2">
                  {SYMBOLS.map((symbol) => (
                    <li key={symbol} className="flex size-10 items-center justify-center rounded-md border bg-muted font-mono text-lg">
                      {symbol}
                    </li>
                  ))}
                </ul>
              )}
            </CardHeader>
          </Card>
        ))}
      </div>
    </Section>
  );
}
