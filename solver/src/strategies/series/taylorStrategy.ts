import { readTask } from '../../read';
import { text } from '../../i18n';
import type { Outcome, ProblemInput, SolveContext, StepDraft, Strategy } from '../../strategy';
import { box, freeSymbols, simplify, substitute, toNode, type MathNode } from '../../cas';
import { nodeToQ } from '../../cas/rational';
import { parseNode } from '../../parse/math';
import { toAscii } from '../../format/ascii';
import { toLatex } from '../../format/latex';
import { asciiToWords } from '../../format/words';
import { verifyTaylor } from '../../verify/series';

/**
 * Taylor / Maclaurin polynomials ("Taylor series of e^x at 0 to order 4", "développement limité
 * de sin x à l'ordre 5"), for the function, point and order of the task as read (read/series.ts):
 * coefficients f⁽ᵏ⁾(a)/k! from successive derivatives.
 */
export const taylorStrategy: Strategy = {
  name: 'taylor',
  solve(problem: ProblemInput, ctx: SolveContext): Outcome | null {
    const task = problem.task ?? readTask(problem).task;
    if (task?.kind !== 'series') return null;
    const n = task.order;
    const f: MathNode = parseNode(task.expr);
    const a: MathNode = parseNode(task.point);
    const x = task.variable;
    const steps: StepDraft[] = [];
    const terms: MathNode[] = [];
    const rows: string[] = [];
    let d: MathNode = f;
    let fact = 1;
    for (let k = 0; k <= n; k++) {
      ctx.checkTime();
      if (k > 0) {
        d = toNode(box(['D', d, x]).evaluate());
        fact *= k;
      }
      const v = simplify(substitute(d, x, a));
      if (!nodeToQ(v) && freeSymbols(v).size > 0) return null;
      rows.push(`f^{(${k})}(${toLatex(a)}) = ${toLatex(v)}`);
      const shift: MathNode = a === 0 ? x : ['Subtract', x, a];
      terms.push(simplify(['Multiply', ['Divide', v, fact], ['Power', shift, k]]));
    }
    const poly = simplify(['Add', ...terms]);
    const value = toAscii(poly);
    // f or a derivative undefined at the centre (sin(x)/x at 0): the formula does not apply
    if (/Error|D\(|Derivative|\bzoo\b|\boo\b|NaN|Undefined|ComplexInfinity/.test(value)) return null;
    steps.push({
      title: text('Differentiate and evaluate at the centre', 'Dériver et évaluer au centre'),
      explanation: text(
        `Taylor's formula needs f and its derivatives up to order ${n} at ${toAscii(a)}.`,
        `La formule de Taylor demande f et ses dérivées jusqu'à l'ordre ${n} en ${toAscii(a)}.`,
      ),
      formula: rows.join(',\\quad '),
    });
    steps.push({
      title: text('Apply Taylor’s formula', 'Appliquer la formule de Taylor'),
      explanation: text(
        'Each coefficient is f⁽ᵏ⁾(a)/k!, in front of (x − a)ᵏ.',
        'Chaque coefficient vaut f⁽ᵏ⁾(a)/k!, devant (x − a)ᵏ.',
      ),
      formula: `${toLatex(f)} = ${toLatex(poly)} + o\\left(${a === 0 ? x : `(${x} - ${toLatex(a)})`}^{${n}}\\right)`,
    });
    const verified = verifyTaylor(toAscii(f), value, x, Number(toAscii(a) === 'pi' ? Math.PI : eval0(toAscii(a))), n);
    return {
      method: 'series.taylor',
      category: 'series',
      steps,
      answer: { kind: 'expr', value, latex: toLatex(poly), words: asciiToWords(value) },
      finalAnswer: text(value, value),
      verified,
      verification: verified
        ? text('Checked numerically: f − P shrinks like hⁿ⁺¹ near the centre.', 'Vérifié numériquement : f − P décroît comme hⁿ⁺¹ près du centre.')
        : undefined,
    };
  },
};

function eval0(s: string): number {
  const m = /^(-?)(\d+)(?:\/(\d+))?$/.exec(s);
  if (!m) return NaN;
  return (m[1] ? -1 : 1) * (Number(m[2]) / Number(m[3] ?? 1));
}
