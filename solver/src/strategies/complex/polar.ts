import { Q } from '../../cas/rational';
import { sqrtRational, surdToAscii, surdToLatex } from '../linalg/polynomial';
import type { C } from './gaussian';
import { text, type Text } from '../../i18n';
import type { Outcome, StepDraft } from '../../strategy';

/** An exact real written three ways: ASCII for the answer, LaTeX for display, a float for checks. */
export interface Exact {
  ascii: string;
  latex: string;
  value: number;
}

/** |z| = √(a² + b²), simplified: √8 = 2√2. */
export function modulus(z: C): Exact {
  const s = sqrtRational(z.norm2());
  const surd = { p: Q.ZERO, q: s.q, r: s.r };
  if (s.r === 1n) return { ascii: s.q.toString(), latex: s.q.toLatex(), value: s.q.toNumber() };
  return { ascii: surdToAscii(surd), latex: surdToLatex(surd), value: s.q.toNumber() * Math.sqrt(Number(s.r)) };
}

/** k·π for a rational k: `3*pi/4`, `-pi/2`, `pi`. */
export function piMultiple(k: Q): Exact {
  if (k.isZero()) return { ascii: '0', latex: '0', value: 0 };
  const sign = k.isNegative() ? '-' : '';
  const a = k.abs();
  const num = a.n === 1n ? 'pi' : `${a.n}*pi`;
  const numL = a.n === 1n ? '\\pi' : `${a.n}\\pi`;
  return {
    ascii: a.d === 1n ? `${sign}${num}` : `${sign}${num}/${a.d}`,
    latex: a.d === 1n ? `${sign}${numL}` : `${sign}\\frac{${numL}}{${a.d}}`,
    value: k.toNumber() * Math.PI,
  };
}

/** The principal argument in (−π, π], exact for the angles of the unit circle, else with arctan. */
export function argument(z: C): { angle: Exact; reference?: Exact; piFraction?: Q } {
  const { re: a, im: b } = z;
  if (z.isZero()) throw new RangeError('arg(0)');
  const pf = (k: Q) => ({ angle: piMultiple(k), piFraction: k });
  if (b.isZero()) return pf(a.isNegative() ? Q.ONE : Q.ZERO);
  if (a.isZero()) return pf(Q.of(b.isNegative() ? -1 : 1, 2));
  const t = b.div(a).abs();
  const t2 = t.mul(t);
  let alpha: Q | null = null;
  if (t.isOne()) alpha = Q.of(1, 4);
  else if (t2.eq(Q.of(3))) alpha = Q.of(1, 3);
  else if (t2.eq(Q.of(1, 3))) alpha = Q.of(1, 6);
  const sgn = b.isNegative() ? -1 : 1;
  if (alpha) {
    const k = a.isNegative() ? Q.ONE.sub(alpha) : alpha;
    return pf(sgn < 0 ? k.neg() : k);
  }
  const refAscii = `atan(${t.toString()})`;
  const refLatex = `\\arctan\\left(${t.toLatex()}\\right)`;
  const ref = Math.atan(t.toNumber());
  const reference = { ascii: refAscii, latex: refLatex, value: ref };
  if (!a.isNegative()) {
    return { angle: { ascii: sgn < 0 ? `-${refAscii}` : refAscii, latex: sgn < 0 ? `-${refLatex}` : refLatex, value: sgn * ref }, reference };
  }
  return {
    angle: {
      ascii: sgn < 0 ? `${refAscii} - pi` : `pi - ${refAscii}`,
      latex: sgn < 0 ? `${refLatex} - \\pi` : `\\pi - ${refLatex}`,
      value: sgn < 0 ? ref - Math.PI : Math.PI - ref,
    },
    reference,
  };
}

/**
 * "Modulus and argument of z": both numbers stated in the answer sentence; the answer itself is
 * r·e^{iθ}, the one number that carries both.
 */
export function withModulusAndArgument(o: Outcome | null, r: string, angle: string): Outcome | null {
  if (!o) return null;
  const said: Text = text(`|z| = ${r} and arg z = ${angle}`, `|z| = ${r} et arg z = ${angle}`);
  return { ...o, method: `${o.method}.modulus_argument`, finalAnswer: said };
}

/** The trigonometric (polar) form r(cos θ + i sin θ) asked by name, rather than r·e^{iθ}. */
const TRIGONOMETRIC = /(?<![\p{L}])(?:trigonometric|trigonom[ée]trique|polar|polaire)(?![\p{L}])/iu;
const EXPONENTIAL = /(?<![\p{L}])(?:exponential|exponentielle|euler)(?![\p{L}])/iu;
export const asksTrigonometric = (t: string): boolean => TRIGONOMETRIC.test(t) && !EXPONENTIAL.test(t);

/**
 * r·e^{iθ}, or r(cos θ + i sin θ) when the trigonometric form is asked: the answer and the step
 * that writes it. `r` is the modulus written in ASCII and LaTeX.
 */
export function polarForm(r: { ascii: string; latex: string }, angle: { ascii: string; latex: string }, trigonometric: boolean): { value: string; latex: string; step: StepDraft } {
  const factor = r.ascii === '1' ? '' : /[+\-/ ]/.test(r.ascii) ? `(${r.ascii})*` : `${r.ascii}*`;
  const rLatex = r.ascii === '1' ? '' : r.latex;
  const trig = `${rLatex}\\left(\\cos\\left(${angle.latex}\\right) + i\\sin\\left(${angle.latex}\\right)\\right)`;
  const exp = `${rLatex}e^{i${/[+-]/.test(angle.latex) ? `\\left(${angle.latex}\\right)` : angle.latex}}`;
  const latex = trigonometric ? trig : exp;
  return {
    value: trigonometric ? `${factor}(cos(${angle.ascii}) + i*sin(${angle.ascii}))` : `${factor}exp(i*(${angle.ascii}))`,
    latex,
    step: {
      title: trigonometric ? text('Write r(cos θ + i sin θ)', 'Écrire r(cos θ + i sin θ)') : text('Write r·e^{iθ}', 'Écrire r·e^{iθ}'),
      explanation: text(
        'Trigonometric form r(cos θ + i sin θ), which is the exponential form r·e^{iθ}.',
        'Forme trigonométrique r(cos θ + i sin θ), c’est-à-dire la forme exponentielle r·e^{iθ}.',
      ),
      formula: trigonometric ? `z = ${trig}` : `z = ${trig} = ${exp}`,
    },
  };
}
