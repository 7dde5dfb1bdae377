import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Formula } from '@/components/math/Formula';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Section } from './Section';

/** A fixed example: ∫ x² sin x dx by parts (spec §2), the formulas typeset by KaTeX on demand. */
const PROBLEM = String.raw`\int x^2 \sin x \, dx`;
const STEPS = [
  { key: 'step1', latex: String.raw`\begin{gathered} \int u\,dv = uv - \int v\,du \\ u = x^2,\quad dv = \sin x\,dx \end{gathered}` },
  { key: 'step2', latex: String.raw`\int x^2 \sin x\,dx = -x^2\cos x + \int 2x\cos x\,dx` },
  {
    key: 'step3',
    latex: String.raw`\begin{aligned} \int 2x\cos x\,dx &= 2x\sin x - \int 2\sin x\,dx \\ &= 2x\sin x + 2\cos x \end{aligned}`,
  },
] as const;
const ANSWER = String.raw`-x^2\cos x + 2x\sin x + 2\cos x + C`;

export function Demo() {
  const { t } = useTranslation('landing');
  return (
    <Section id="demo" title={t('demo.title')} subtitle={t('demo.subtitle')} className="bg-muted/40">
      <Card className="mx-auto max-w-3xl">
        <CardHeader className="gap-3 border-b">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm font-medium text-muted-foreground">{t('demo.problemLabel')}</p>
            <Badge variant="success">
              <BadgeCheck aria-hidden="true" />
              {t('demo.verified')}
            </Badge>
          </div>
          <p className="sr-only">{t('demo.problem')}</p>
          <Formula lazy latex={PROBLEM} display className="text-xl" />
        </CardHeader>
        <CardContent className="px-3 pt-5 sm:px-6 sm:pt-6">
          <h3 className="sr-only">{t('demo.stepsLabel')}</h3>
          <ol className="flex flex-col gap-6">
            {STEPS.map((step, index) => (
              <li key={step.key} className="flex flex-col gap-2">
                <div className="flex gap-3 sm:gap-4">
                  <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground">
                    {index + 1}
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold">{t(`demo.${step.key}.title`)}</p>
                    <p className="mt-1 text-sm text-muted-foreground">{t(`demo.${step.key}.explanation`)}</p>
                  </div>
                </div>
                {/* Full width on phones, where every pixel counts for the formula. */}
                <div className="rounded-md bg-muted px-2 py-2 sm:ml-12 sm:px-3">
                  <Formula lazy latex={step.latex} display label={t(`demo.${step.key}.title`)} className="text-[0.8em] sm:text-base" />
                </div>
              </li>
            ))}
          </ol>
          <div className="mt-6 rounded-lg border border-success/40 bg-success/10 p-3 sm:p-4">
            <p className="text-sm font-semibold">{t('demo.answerLabel')}</p>
            <Formula lazy latex={ANSWER} display label={t('demo.answerLabel')} className="text-[0.95em] sm:text-lg" />
            <p className="mt-1 text-sm text-muted-foreground">{t('demo.verifiedNote')}</p>
          </div>
        </CardContent>
      </Card>
    </Section>
  );
}
