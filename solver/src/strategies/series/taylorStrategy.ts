import { readTask } from '../../read';
import { text } from '../../i18n';
import type { Outcome, ProblemInput, SolveContext, StepDraft, Strategy } from '../../strategy';
import { box, freeSymbols, simplify, substitute, toNode, type MathNode } from '../../cas';
import { nodeToQ } from '../../cas/rational';
import { parseNode } from '../../parse/math';
import { toAscii } from '../../format/ascii';
import { toLatex } from '../../format/latex';
import { increasingSum, MAX_TERMS_ORDER, taylorOutcome, taylorTerms } from './taylorAnswer';

/**
 * Taylor / Maclaurin polynomials ("Taylor series of e^x at 0 to order 4", "développement limité
 * de sin x à l'ordre 5"), for the function, point and order of the task as read (read/series.ts):
 * coefficients f⁽ᵏ⁾(a)/k! from successive derivatives. Functions built from the standard
 * expansions go to standardDlStrategy first; this is the method for the others.
 */
export const taylorStrategy: Strategy = {
  name: 'taylor',
  solve(problem: ProblemInput, ctx: SolveContext): Outcome | null {
    const task = problem.task ?? readTask(problem).task;
    // the whole series asked is a general term, never a polynomial cut at some order
    // at +∞ the powers are those of 1/x (dlAtInfinity), never a Taylor polynomial
    if (task?.kind !== 'series' || task.general || task.point === 'oo') return null;
    const f: MathNode = parseNode(task.expr);
    const a: MathNode = parseNode(task.point);
    const x = task.variable;
    const rows: string[] = [];
    const coeffs: MathNode[] = [];
    let d: MathNode = f;
    let fact = 1;
    // "the first N nonzero terms": differentiate until N coefficients are nonzero
    const last = task.terms ? MAX_TERMS_ORDER : task.order;
    let nonzero = 0;
    for (let k = 0; k <= last && (!task.terms || nonzero < task.terms); k++) {
      ctx.checkTime();
      if (k > 0) {
        d = toNode(box(['D', d, x]).evaluate());
        fact *= k;
      }
      const v = simplify(substitute(d, x, a));
      if (!nodeToQ(v) && freeSymbols(v).size > 0) return null;
      rows.push(`f^{(${k})}(${toLatex(a)}) = ${toLatex(v)}`);
      coeffs.push(['Divide', v, fact]);
      if (v !== 0) nonzero++;
    }
    if (task.terms && nonzero < task.terms) return null;
    const n = coeffs.length - 1;
    const shift = a === 0 ? x : `(${x} - ${toLatex(a)})`;
    const steps: StepDraft[] = [{
      title: text('Differentiate and evaluate at the centre', 'Dériver et évaluer au centre'),
      explanation: text(
        `Taylor's formula needs f and its derivatives up to order ${n} at ${toAscii(a)}.`,
        `La formule de Taylor demande f et ses dérivées jusqu'à l'ordre ${n} en ${toAscii(a)}.`,
      ),
      formula: rows.join(',\\quad '),
    }, {
      title: text('Apply Taylor’s formula', 'Appliquer la formule de Taylor'),
      explanation: text(
        'Each coefficient is f⁽ᵏ⁾(a)/k!, in front of (x − a)ᵏ; the terms are written in increasing powers.',
        'Chaque coefficient vaut f⁽ᵏ⁾(a)/k!, devant (x − a)ᵏ ; on écrit les termes par puissances croissantes.',
      ),
      formula: `${toLatex(f)} = ${toLatex(increasingSum(taylorTerms(coeffs, x, a)))} + o\\left(${shift}^{${n}}\\right)`,
    }];
    return taylorOutcome('series.taylor', f, x, a, n, coeffs, steps);
  },
};
