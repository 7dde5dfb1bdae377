import { useId } from 'react';
import type { SolutionInterpretation } from '@contract/solve';
import { Formula } from '@/components/math/Formula';

/**
 * The task as the solver read it, stated back above the steps, so a student sees at once whether
 * their problem was understood. The statement is typeset from its LaTeX; screen readers get the
 * sentence instead of the typeset math. Nothing shows when the solver did not say.
 */
export function InterpretationBox({ interpretation, heading }: { interpretation: SolutionInterpretation | null; heading: string }) {
  const headingId = useId();
  if (!interpretation) return null;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-dashed bg-muted/40 px-3 py-2" data-testid="interpretation">
      <h3 id={headingId} className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        {heading}
      </h3>
      <p className="sr-only">{interpretation.text}</p>
      {/* Inline, so a long statement wraps between terms on a phone instead of running off the card. */}
      <div aria-hidden="true" className="mt-1 overflow-x-auto overflow-y-hidden leading-relaxed">
        <Formula latex={interpretation.latex} />
      </div>
    </section>
  );
}
