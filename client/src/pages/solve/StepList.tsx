import { useId } from 'react';
import type { SolutionStep } from '@contract/solve';
import { Formula } from '@/components/math/Formula';
import { cleanSolutionText } from './answer-text';
import { StepTableView } from './StepTableView';

/**
 * Numbered steps: number, title, explanation, then the step's table as a table when it has one
 * (its formula is the same table as an array), else its formula typeset by KaTeX.
 */
export function StepList({ steps }: { steps: readonly SolutionStep[] }) {
  const id = useId();
  return (
    <ol className="space-y-4" data-testid="solution-steps">
      {steps.map((step) => {
        const titleId = `${id}-step-${step.number}`;
        return (
          <li key={step.number} className="flex gap-3">
            <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground" aria-hidden="true">
              {step.number}
            </span>
            <div className="min-w-0 flex-1 space-y-1">
              <h3 className="font-semibold" id={titleId}>
                <span className="sr-only">{step.number}. </span>
                {cleanSolutionText(step.title)}
              </h3>
              {step.explanation && <p className="text-sm text-muted-foreground">{cleanSolutionText(step.explanation)}</p>}
              {step.table ? (
                <StepTableView table={step.table} labelledBy={titleId} />
              ) : (
                step.formula && <Formula latex={step.formula} display className="rounded-md bg-muted/50 px-3" />
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
