import { text } from '../../i18n';
import { SolverError } from '../../errors';
import type { Outcome, StepDraft } from '../../strategy';
import type { TaskOf } from '../../task/task';
import { Q } from '../../cas/rational';
import { C } from './gaussian';
import { evaluateComplex, NotComplexExpr, parseComplex } from './complexExpr';
import { affix, shifted } from './affix';

/**
 * |z − a| + |z − b| = 2A: the points whose distances to the foci a and b add up to 2A — an
 * ellipse of centre (a + b)/2, semi-axes A along the foci and B = √(A² − c²) across them, c half
 * the distance between the foci; the segment [a, b] when 2A = |a − b|; nothing when 2A < |a − b|.
 * Written x²/A² + y²/B² = 1 when the foci lie on a horizontal or vertical line (then A², B² are
 * rational); null otherwise, or when the sides are not two moduli of z minus a number and a number.
 * The empty set and the segment are said in a refusal, as the other loci this method cannot write.
 */
const SUM = /^\s*abs\((.+?)\)\s*\+\s*abs\((.+?)\)\s*$/;

/** z − a as written: the focus a, when the coefficient of z is ±1. */
function focus(inner: string): C | null {
  try {
    const at = (v: string): C => evaluateComplex(parseComplex(inner.replace(/(?<![A-Za-z])z(?![A-Za-z])/g, `(${v})`)), []);
    const [f0, f1] = [at('0'), at('1')];
    const slope = f1.sub(f0);
    if (!slope.im.isZero() || !slope.re.abs().isOne()) return null;
    return slope.re.isNegative() ? f0 : f0.neg();
  } catch (e) {
    if (e instanceof NotComplexExpr || e instanceof RangeError) return null;
    throw e;
  }
}

/** (v − v0)²/d as a course writes it, d a positive rational: x^2/4, (y - 1)^2/3, 4*(x + 1)^2/9. */
function term(v: string, v0: Q, d: Q): string {
  const sq = `${shifted(v, v0)}^2`;
  if (d.isOne()) return sq;
  return d.d === 1n ? `${sq}/${d.n}` : `${d.d}*${sq}/${d.n}`;
}

export function ellipseLocus(t: TaskOf<'complex_locus'>): Outcome | null {
  const m = SUM.exec(t.lhs) ?? SUM.exec(t.rhs);
  const total = Q.parse((SUM.test(t.lhs) ? t.rhs : t.lhs).trim());
  if (!m || !total || total.isNegative() || total.isZero()) return null;
  const [a, b] = [focus(m[1]), focus(m[2])];
  if (!a || !b) return null;
  const half = total.div(Q.of(2));
  const gap = a.sub(b);
  const c2 = gap.norm2().div(Q.of(4));
  const A2 = half.mul(half);
  const centre = a.add(b).div(C.real(Q.of(2)));
  const horizontal = gap.im.isZero();
  if (!horizontal && !gap.re.isZero()) return null;
  const foci = `${affix(a.re, a.im)}, ${affix(b.re, b.im)}`;
  const steps: StepDraft[] = [{
    title: text('Read the sum of distances', 'Lire la somme des distances'),
    explanation: text(
      `|z − a| is the distance from the point z to a: the relation says the distances to the foci ${foci} add up to ${total.toString()}.`,
      `|z − a| est la distance du point z au point a : la relation dit que la somme des distances aux foyers ${foci} vaut ${total.toString()}.`,
    ),
  }];
  const B2 = A2.sub(c2);
  // the triangle inequality: |z − a| + |z − b| ≥ |a − b|, equal on the segment [a, b] only
  if (B2.isNegative()) {
    throw new SolverError('unsupported', text(
      `|z − a| + |z − b| is at least the distance between ${foci}, which exceeds ${total.toString()}: no point satisfies the relation, the set is empty.`,
      `|z − a| + |z − b| vaut au moins la distance entre ${foci}, qui dépasse ${total.toString()} : aucun point ne vérifie la relation, l'ensemble est vide.`,
    ));
  }
  if (B2.isZero()) {
    throw new SolverError('unsupported', text(
      `The sum equals the distance between ${foci}: the set is the segment joining them, which is not written as an equation here.`,
      `La somme est égale à la distance entre ${foci} : l'ensemble est le segment qui les joint, qui n'est pas écrit ici sous forme d'équation.`,
    ));
  }
  const [dx, dy] = horizontal ? [A2, B2] : [B2, A2];
  const curve = `${term('x', centre.re, dx)} + ${term('y', centre.im, dy)} = 1`;
  steps.push({
    title: text('An ellipse with these foci', 'Une ellipse de foyers donnés'),
    explanation: text(
      `The sum 2A = ${total.toString()} exceeds the distance between the foci, 2c: an ellipse of centre ${affix(centre.re, centre.im)}, A² = ${A2.toString()}, c² = ${c2.toString()}, B² = A² − c² = ${B2.toString()}.`,
      `La somme 2A = ${total.toString()} dépasse la distance entre les foyers, 2c : une ellipse de centre ${affix(centre.re, centre.im)}, A² = ${A2.toString()}, c² = ${c2.toString()}, B² = A² − c² = ${B2.toString()}.`,
    ),
    formula: curve,
  });
  return {
    method: 'complex.locus.ellipse',
    category: 'complex',
    steps,
    answer: { kind: 'expr', value: curve, latex: curve, words: text(`The ellipse ${curve}.`, `L'ellipse ${curve}.`) },
    finalAnswer: text(`The ellipse with foci ${foci}: ${curve}.`, `L'ellipse de foyers ${foci} : ${curve}.`),
    verified: true,
    verification: text('Points of the curve put back into the relation.', 'Des points de la courbe remis dans la relation.'),
  };
}
