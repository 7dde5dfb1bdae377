import { useId } from 'react';
import type { SolutionInterpretation } from '@contract/solve';
import { Formula } from '@/components/math/Formula';
import { statementPieces } from './statement-pieces';

/**
 * The task as the solver read it, stated back above the steps, so a student sees at once whether
 * their problem was understood. The words are set as text (they wrap on a phone like any sentence)
 * and the math between them is typeset; screen readers get the sentence instead. Nothing shows
 * when the solver did not say.
 */
export function InterpretationBox({ interpretation, heading }: { interpretation: SolutionInterpretation | null; heading: string }) {
  const headingId = useId();
  if (!interpretation) return null;
  const pieces = statementPieces(interpretation.latex);
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-dashed bg-muted/40 px-3 py-2" data-testid="interpretation">
      <h3 id={headingId} className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        {heading}
      </h3>
      <p className="sr-only">{interpretation.text}</p>
      {/* A formula wider than the box (rare) scrolls inside it rather than widening the card. */}
      <p aria-hidden="true" className="mt-1 overflow-x-auto overflow-y-hidden leading-relaxed">
        {pieces ? (
          pieces.map((piece, k) => (piece.kind === 'text' ? <span key={k}>{piece.value}</span> : <Formula key={k} latex={piece.value} />))
        ) : (
          <Formula latex={interpretation.latex} />
        )}
      </p>
    </section>
  );
}
