import { text } from '../../i18n';
import type { Outcome, ProblemInput, Strategy } from '../../strategy';
import * as X from '../integral/sym/expr';
import { toLatex } from '../integral/sym/print';
import { identityOutcome } from '../trig/identity';
import { hasTrig, parseSides, stripWords, taskOf } from '../trig/read';
import { step } from './common';

/**
 * Algebraic identities asked as a statement to prove or test — "show that (x + 1)² − (x − 1)² =
 * 4x", "vrai ou faux : (x + 2)² = x² + 4", "is x² − 1 = (x − 1)(x + 1) true for all x?" — answered
 * True or False, never as an equation to solve (whose answer would be ℝ or a few values). The
 * truth is decided numerically at random points, a false one shown by a counterexample.
 */
export const algebraicIdentityStrategy: Strategy = {
  name: 'algebra.identity',
  solve(problem: ProblemInput): Outcome | null {
    const t = problem.text;
    if (hasTrig(t) || taskOf(t) !== 'identity' || !/=/.test(t)) return null;
    const sides = parseSides(stripWords(t));
    if (!sides || !('lhs' in sides)) return null;
    const base = identityOutcome(sides.lhs, sides.rhs);
    const el = X.expand(sides.lhs);
    const er = X.expand(sides.rhs);
    // Only the sides the expansion changes are shown; a side already expanded is left as it is.
    const changed = ([[sides.lhs, el], [sides.rhs, er]] as const).filter(([e, x]) => toLatex(e) !== toLatex(x));
    if (changed.length === 0) return { ...base, method: 'algebra.identity', category: 'simplify' };
    const expanded = step(
      text('Expand both sides', 'Développer les deux membres'),
      text('Written out as sums of terms, the two sides can be compared term by term.', 'Écrits comme des sommes de termes, les deux membres se comparent terme à terme.'),
      changed.map(([e, x]) => `${toLatex(e)} = ${toLatex(x)}`).join(',\\quad '),
    );
    return { ...base, method: 'algebra.identity', category: 'simplify', steps: [expanded, ...base.steps] };
  },
};
