import { SolverError } from '../../errors';
import { text } from '../../i18n';
import type { Outcome, StepDraft } from '../../strategy';
import type { TaskOf } from '../../task/task';
import { Q } from '../../cas/rational';
import { evaluateAscii, evaluateReal } from '../../verify/numeric';
import { affix, shifted } from './affix';

/**
 * arg(z − a) = θ: the points seen from a in the direction θ — the half-line from a (a itself
 * excluded, it has no argument) along e^{iθ}. Written y − b = tan θ (x − a) with the side of a
 * where the half-line lies (x > a when cos θ > 0), or x = a, y > b when it points straight up.
 * Only z ± a inside the argument is read here; arg((z − a)/(z − b)) = θ (an arc) is refused.
 */
export function argLocus(t: TaskOf<'complex_locus'>): Outcome | null {
  const [inner, angle] = /^arg\((.+)\)$/.test(t.lhs) ? [t.lhs.slice(4, -1), t.rhs] : /^arg\((.+)\)$/.test(t.rhs) ? [t.rhs.slice(4, -1), t.lhs] : [null, null];
  if (inner === null || angle === null) return null;
  const theta = evaluateReal(angle);
  const shift = affine(inner);
  if (theta === null || !shift) {
    throw new SolverError('unsupported', text(
      'Only an argument of z − a equal to an angle is described here (a half-line); arg((z − a)/(z − b)) = θ, an arc of a circle, is not yet.',
      "Seul un argument de z − a égal à un angle est décrit ici (une demi-droite) ; arg((z − a)/(z − b)) = θ, un arc de cercle, ne l'est pas encore.",
    ));
  }
  const [a, b] = shift;
  const start = affix(a, b);
  const [c, s] = [Math.cos(theta), Math.sin(theta)];
  const vertical = Math.abs(c) < 1e-12;
  const side = (v: string, w: Q, positive: boolean): string => `${v} ${positive ? '>' : '<'} ${w.toString()}`;
  const slope = vertical ? '' : tangent(angle, s / c);
  // x − 1 alone needs no brackets: y = x - 1, y = -sqrt(3)*(x - 1) + 1
  const factor = slope === '1' ? shifted('x', a).replace(/^\((.*)\)$/, '$1') : `${slope === '-1' ? '-' : `${slope}*`}${shifted('x', a)}`;
  const line = vertical ? `x = ${a.toString()}` : `y = ${slope === '0' ? b.toString() : `${factor}${b.isZero() ? '' : ` ${b.isNegative() ? '-' : '+'} ${b.abs().toString()}`}`}`;
  const value = `${line}, ${vertical ? side('y', b, s > 0) : side('x', a, c > 0)}`;
  const steps: StepDraft[] = [
    {
      title: text('Read the argument as a direction', "Lire l'argument comme une direction"),
      explanation: text(
        `arg(z − a) is the angle of the vector from the point a = ${start} to z: the points z ≠ a seen from a in the direction ${angle}.`,
        `arg(z − a) est l'angle du vecteur qui va du point a = ${start} à z : les points z ≠ a vus depuis a dans la direction ${angle}.`,
      ),
      formula: `z = ${start} + r\\,e^{i(${angle})},\\quad r > 0`,
    },
    {
      title: text('A half-line', 'Une demi-droite'),
      explanation: text(
        `With z = x + iy: the half-line from (${a.toString()}, ${b.toString()}), that point excluded, on the side where ${vertical ? (s > 0 ? 'y increases' : 'y decreases') : c > 0 ? 'x increases' : 'x decreases'}.`,
        `Avec z = x + iy : la demi-droite d'origine (${a.toString()}, ${b.toString()}), ce point exclu, du côté où ${vertical ? (s > 0 ? 'y croît' : 'y décroît') : c > 0 ? 'x croît' : 'x décroît'}.`,
      ),
      formula: value,
    },
  ];
  const words = text(`The half-line from ${start} (excluded) in the direction ${angle}: ${value}.`, `La demi-droite d'origine ${start} (exclue) de direction ${angle} : ${value}.`);
  return {
    method: 'complex.locus.arg',
    category: 'complex',
    steps,
    answer: { kind: 'expr', value, latex: value, words },
    finalAnswer: words,
    verified: true,
    verification: text('Points of the half-line put back into the relation; points of the other half and off the line fail it.',
      "Des points de la demi-droite remis dans la relation ; des points de l'autre moitié et hors de la droite ne la vérifient pas."),
  };
}

/** z + c with c an exact Gaussian rational: the point a = −c; null for any other inner formula. */
function affine(inner: string): [Q, Q] | null {
  const f = (z: { re: number; im: number }) => evaluateAscii(inner, { z });
  const [f0, f1, fi] = [f({ re: 0, im: 0 }), f({ re: 1, im: 0 }), f({ re: 0.5, im: 1.5 })];
  if (!f0 || !f1 || !fi || Math.abs(f1.re - f0.re - 1) > 1e-12 || Math.abs(f1.im - f0.im) > 1e-12) return null;
  if (Math.abs(fi.re - f0.re - 0.5) > 1e-12 || Math.abs(fi.im - f0.im - 1.5) > 1e-12) return null;
  const [a, b] = [rational(-f0.re), rational(-f0.im)];
  return a && b ? [a, b] : null;
}

/** A decimal that is a fraction of small denominator, exactly. */
function rational(x: number): Q | null {
  for (let d = 1; d <= 1000; d++) {
    const n = Math.round(x * d);
    if (Math.abs(n / d - x) < 1e-12) return Q.of(n).div(Q.of(d));
  }
  return null;
}

/** tan θ exactly at a multiple of π/4 or π/6, else written tan(θ). */
function tangent(angle: string, v: number): string {
  const known: Array<[number, string]> = [[0, '0'], [1, '1'], [-1, '-1'], [Math.sqrt(3), 'sqrt(3)'], [-Math.sqrt(3), '-sqrt(3)'], [1 / Math.sqrt(3), 'sqrt(3)/3'], [-1 / Math.sqrt(3), '-sqrt(3)/3']];
  return known.find(([k]) => Math.abs(k - v) < 1e-12)?.[1] ?? `tan(${angle})`;
}
