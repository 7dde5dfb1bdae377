import { useTranslation } from 'react-i18next';
import type { SolveResponse } from '@contract/solve';
import { Formula } from '@/components/math/Formula';
import { displayedAnswer } from './answer-text';

/** The final answer, chosen in the order of spec §4, with the typeset form when there is one. */
export function AnswerBlock({ solution }: { solution: SolveResponse }) {
  const { t } = useTranslation('solve');
  const text = displayedAnswer(solution.stepsJson, solution.finalAnswer, t('result.completed'));
  return (
    <section aria-labelledby="answer-heading" className="rounded-lg border-2 border-primary/30 bg-primary/5 p-4">
      <h3 id="answer-heading" className="text-sm font-semibold uppercase tracking-wide text-primary">
        {t('result.answer')}
      </h3>
      <p className="mt-1 text-lg font-semibold" data-testid="answer-text">
        {text}
      </p>
      {solution.answer?.latex && <Formula latex={solution.answer.latex} display className="mt-1" label={t('result.answer')} />}
    </section>
  );
}
