import type { MathNode } from '../../cas/node';
import { Q } from '../../cas/rational';
import { toLatex } from '../../format/latex';
import { text } from '../../i18n';
import type { Outcome, StepDraft, Strategy } from '../../strategy';
import { equivalentAt } from '../../verify/numeric';
import { toAscii } from '../../format/ascii';
import { step } from './common';
import { polyOutcome, readPolyEquation } from './poly-equation';
import { lcdOf } from './roots';

/** Whether a node has a bracket that multiplication must open: 3(x + 2), (x + 1)/3, -(x - 1). */
function hasBrackets(n: MathNode): boolean {
  if (!Array.isArray(n)) return false;
  const [h, ...a] = n as [string, ...MathNode[]];
  if ((h === 'Multiply' || h === 'Negate' || h === 'Divide') && a.some((t) => Array.isArray(t) && t[0] === 'Add')) return true;
  return a.some(hasBrackets);
}

/**
 * Linear equations: clear fractions, expand, collect the unknown on one side, divide by its
 * coefficient; says so when there is no solution or every number is one.
 */
export const linearStrategy: Strategy = {
  name: 'algebra.linear',
  solve(problem): Outcome | null {
    const e = readPolyEquation(problem);
    if (!e || e.p.deg > 1) return null;
    if (e.lhsPoly.deg > 1 || e.rhsPoly.deg > 1) return null; // x² on both sides that cancel: the polynomial strategy explains it
    const { x } = e;
    const steps: StepDraft[] = [];
    let L = e.lhsPoly;
    let R = e.rhsPoly;
    const lcd = lcdOf(L, R);
    if (lcd > 1n) {
      L = L.scale(new Q(lcd));
      R = R.scale(new Q(lcd));
      steps.push(
        step(
          text('Clear the fractions', 'Supprimer les fractions'),
          text(`Multiply both sides by ${lcd}, the least common denominator, so every coefficient is a whole number.`, `On multiplie les deux membres par ${lcd}, le plus petit dénominateur commun, pour n'avoir que des coefficients entiers.`),
          `${toLatex(L.toNode(x))} = ${toLatex(R.toNode(x))}`,
        ),
      );
    } else if (hasBrackets(e.rel.lhs) || hasBrackets(e.rel.rhs)) {
      steps.push(
        step(
          text('Expand', 'Développer'),
          text('Distribute to remove the brackets.', 'On distribue pour supprimer les parenthèses.'),
          `${toLatex(L.toNode(x))} = ${toLatex(R.toNode(x))}`,
        ),
      );
    }
    const a = L.coef(1).sub(R.coef(1));
    const b = R.coef(0).sub(L.coef(0));
    if (a.isZero()) {
      const always = b.isZero();
      steps.push(
        step(
          text('Collect the terms', 'Regrouper les termes'),
          text(
            always ? `The ${x}-terms cancel and both sides are equal whatever ${x} is.` : `The ${x}-terms cancel and what is left, 0 = ${b}, is false.`,
            always ? `Les termes en ${x} s'annulent et les deux membres sont égaux quel que soit ${x}.` : `Les termes en ${x} s'annulent et il reste 0 = ${b}, ce qui est faux.`,
          ),
          `0 = ${b.toLatex()}`,
        ),
      );
      if (always) {
        const verified = equivalentAt(toAscii(e.rel.lhs), toAscii(e.rel.rhs), [x]);
        const fa = text(`Every real number is a solution (${x} ∈ ℝ).`, `Tout réel est solution (${x} ∈ ℝ).`);
        steps.push(step(text('Solution set', 'Ensemble des solutions'), fa, `${x} \\in \\mathbb{R}`));
        return {
          method: 'algebra.linear',
          category: 'linear_eq',
          steps,
          answer: { kind: 'interval', value: '(-oo, oo)', latex: '\\mathbb{R}', words: text('all real numbers', 'tous les réels') },
          finalAnswer: fa,
          verified,
          verification: text('Both sides agree at sample points.', 'Les deux membres coïncident en des points tests.'),
        };
      }
      return polyOutcome(e, 'algebra.linear', steps, []);
    }
    const lhsAx: MathNode = a.isOne() ? x : ['Multiply', a.toNode(), x];
    // The move itself: x-terms gathered on the left, numbers on the right, each changing sign as it crosses.
    const term = (c: Q): MathNode => (c.isOne() ? x : c.eq(Q.of(-1)) ? ['Negate', x] : ['Multiply', c.toNode(), x]);
    const xs: MathNode[] = [L.coef(1), R.coef(1).neg()].filter((c) => !c.isZero()).map(term);
    const ns: MathNode[] = [R.coef(0), L.coef(0).neg()].filter((c) => !c.isZero()).map((c) => c.toNode());
    const moved = xs.length > 1 || ns.length > 1 ? `${toLatex(xs.length > 1 ? ['Add', ...xs] : xs[0])} = ${toLatex(ns.length === 0 ? 0 : ns.length > 1 ? ['Add', ...ns] : ns[0])} \\Rightarrow ` : '';
    // already ax = b (6w = 30 after expanding): nothing crosses the = sign, so no step repeats it
    const nothingToMove = L.coef(0).isZero() && R.coef(1).isZero();
    if (!nothingToMove) steps.push(
      step(
        text(`Collect the ${x}-terms`, `Regrouper les termes en ${x}`),
        text(`Move the ${x}-terms to the left and the numbers to the right (change the sign of a term when it crosses the = sign).`, `On met les termes en ${x} à gauche et les nombres à droite (un terme change de signe en passant de l'autre côté du signe =).`),
        `${moved}${toLatex(lhsAx)} = ${b.toLatex()}`,
      ),
    );
    const root = b.div(a);
    if (!a.isOne()) {
      steps.push(
        step(
          text(`Divide by the coefficient of ${x}`, `Diviser par le coefficient de ${x}`),
          text(`Divide both sides by ${a} to isolate ${x}.`, `On divise les deux membres par ${a} pour isoler ${x}.`),
          `${x} = \\frac{${b.toLatex()}}{${a.toLatex()}} = ${root.toLatex()}`,
        ),
      );
    }
    return polyOutcome(e, 'algebra.linear', steps, [root.toNode()]);
  },
};
