import type { SolutionStep } from '@contract/solve';
import { Formula } from '@/components/math/Formula';
import { cleanSolutionText } from './answer-text';

/** Numbered steps: number, title, explanation, optional formula typeset by KaTeX. */
export function StepList({ steps }: { steps: readonly SolutionStep[] }) {
  return (
    <ol className="space-y-4" data-testid="solution-steps">
      {steps.map((step) => (
        <li key={step.number} className="flex gap-3">
          <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground" aria-hidden="true">
            {step.number}
          </span>
          <div className="min-w-0 flex-1 space-y-1">
            <h3 className="font-semibold">
              <span className="sr-only">{step.number}. </span>
              {cleanSolutionText(step.title)}
            </h3>
            {step.explanation && <p className="text-sm text-muted-foreground">{cleanSolutionText(step.explanation)}</p>}
            {step.formula && <Formula latex={step.formula} display className="rounded-md bg-muted/50 px-3" />}
          </div>
        </li>
      ))}
    </ol>
  );
}
