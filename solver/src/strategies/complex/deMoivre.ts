import { text } from '../../i18n';
import type { Outcome, StepDraft, Strategy } from '../../strategy';
import type { Task } from '../../task/task';
import { Q } from '../../cas/rational';
import { evaluateAscii } from '../../verify/numeric';
import { verifyComplexValue } from '../../verify/complex';
import { parseCalc } from '../derivative/latex';
import { fromMathJson } from '../derivative/mathjson';
import { simplify } from '../derivative/simplify';
import { toAscii, toLatex } from '../derivative/print';
import { piMultiple } from './polar';
import { parseNode } from '../../parse/math';
import { toLatex as nodeLatex } from '../../format/latex';

/**
 * zⁿ for a large n by de Moivre's formula: z = r(cos θ + i sin θ) with r² rational and θ a multiple
 * of π/12, so zⁿ = rⁿ(cos nθ + i sin nθ) with nθ brought back into (−π, π] and the exact values of
 * cosine and sine at multiples of π/12.
 */
const COS: readonly string[] = ['1', '(sqrt(6) + sqrt(2))/4', 'sqrt(3)/2', 'sqrt(2)/2', '1/2', '(sqrt(6) - sqrt(2))/4', '0'];

/** cos(kπ/12) exactly, k modulo 24. */
function cosAt(k: number): string {
  const m = ((k % 24) + 24) % 24;
  if (m <= 6) return COS[m];
  if (m <= 12) return `-(${COS[12 - m]})`;
  if (m <= 18) return `-(${COS[m - 12]})`;
  return COS[24 - m];
}
const sinAt = (k: number): string => cosAt(6 - k);

/** A small fraction p/q (q ≤ 24) within 1e-10 of x, or null. */
function fraction(x: number): Q | null {
  for (let q = 1; q <= 24; q++) {
    const p = Math.round(x * q);
    if (Math.abs(p / q - x) < 1e-10) return Q.of(p, q);
  }
  return null;
}

/** a + b·i in ASCII (the tree has no i: it is written here). */
function algebraic(re: string, im: string): string {
  if (im === '0') return re;
  const neg = im.startsWith('-');
  const mag = neg ? im.slice(1) : im;
  const b = mag === '1' ? '' : `${/^[\w.]+$|^\w+\([^()]*\)$/.test(mag) ? mag : `(${mag})`}*`;
  if (re === '0') return `${neg ? '-' : ''}${b}i`;
  return `${re} ${neg ? '-' : '+'} ${b}i`;
}

const tidy = (ascii: string): string => toAscii(simplify(fromMathJson(parseCalc(ascii))));
const tex = (ascii: string): string => toLatex(simplify(fromMathJson(parseCalc(ascii))));
/** The base as typed, with its i: the complex-aware printer. */
const baseTex = (ascii: string): string => nodeLatex(parseNode(ascii));

/** The expression whose value is asked: evaluated, simplified, or a complex number asked in the form a + bi. */
function powerAsked(t: Task | undefined): string | null {
  if (t?.kind === 'evaluate' || (t?.kind === 'transform' && t.op === 'simplify')) return t.expr;
  return t?.kind === 'complex_number' && t.asks.length === 1 && t.asks[0].quantity === 'algebraic' ? t.asks[0].number : null;
}

export const deMoivreStrategy: Strategy = {
  name: 'complex.de_moivre',
  solve(problem): Outcome | null {
    const expr = powerAsked(problem.task);
    if (expr === null) return null;
    const m = /^\s*\((.+)\)\s*\^\s*\(?\s*(\d+)\s*\)?\s*$/.exec(expr);
    if (!m || !/(?<![A-Za-z])i(?![A-Za-z])/.test(m[1])) return null;
    const base = m[1];
    const n = Number(m[2]);
    // small powers are expanded by hand (the binomial formula); de Moivre pays from the fifth on
    if (n < 5 || n > 100000) return null;
    const z = evaluateAscii(base);
    if (!z || typeof z === 'number') return null;
    const r2 = fraction(z.re * z.re + z.im * z.im);
    const theta = fraction(Math.atan2(z.im, z.re) / Math.PI);
    if (!r2 || !theta || r2.isZero() || (12 % Number(theta.d) !== 0 && Number(theta.d) !== 24 && 24 % Number(theta.d) !== 0)) return null;
    const k12 = theta.mul(Q.of(12));
    if (!k12.isInt()) return null;
    const k = Number(k12.n);
    // nθ back into (−π, π]: k·n modulo 24 twelfths of π
    let kn = (k * n) % 24;
    if (kn > 12) kn -= 24;
    if (kn <= -12) kn += 24;
    const r = r2.eq(Q.ONE) ? '1' : `sqrt(${r2.toString()})`;
    const rn = r2.eq(Q.ONE) ? '1' : n % 2 === 0 ? r2.pow(n / 2).toString() : `${r2.pow((n - 1) / 2).toString()}*sqrt(${r2.toString()})`;
    const re = tidy(`(${rn})*(${cosAt(kn)})`);
    const im = tidy(`(${rn})*(${sinAt(kn)})`);
    const value = algebraic(re, im);
    const valueTex = im === '0' ? tex(re) : `${re === '0' ? '' : `${tex(re)} ${im.startsWith('-') ? '-' : '+'} `}${im.startsWith('-') && re !== '0' ? tex(im.slice(1)) : tex(im)}\\,i`;
    const angle = piMultiple(Q.of(kn, 12));
    const steps: StepDraft[] = [
      {
        title: text('Write the number in polar form', 'Écrire le nombre sous forme trigonométrique'),
        explanation: text('Its modulus and argument:', 'Son module et son argument :'),
        formula: `${baseTex(base)} = ${tex(r)}\\left(\\cos ${piMultiple(theta).latex} + i \\sin ${piMultiple(theta).latex}\\right)`,
      },
      {
        title: text("Apply de Moivre's formula", 'Appliquer la formule de Moivre'),
        explanation: text(`(r(cos θ + i sin θ))ⁿ = rⁿ(cos nθ + i sin nθ); here n·θ, brought back into (−π, π], is ${angle.ascii}.`, `(r(cos θ + i sin θ))ⁿ = rⁿ(cos nθ + i sin nθ) ; ici n·θ, ramené dans ]−π, π], vaut ${angle.ascii}.`),
        formula: `\\left(${baseTex(base)}\\right)^{${n}} = ${tex(rn)}\\left(\\cos ${angle.latex} + i \\sin ${angle.latex}\\right)`,
      },
      {
        title: text('Use the exact values', 'Utiliser les valeurs exactes'),
        explanation: text('The cosine and sine of that angle are known exactly.', 'Le cosinus et le sinus de cet angle sont connus exactement.'),
        formula: `= ${valueTex}`,
      },
    ];
    return {
      method: 'complex.de_moivre',
      category: 'complex',
      steps,
      answer: { kind: 'expr', value, latex: valueTex, words: text(`The result is ${value}.`, `Le résultat est ${value}.`) },
      finalAnswer: text(value, value),
      verified: verifyComplexValue(`(${base})^${n}`, value),
      verification: text('Checked by computing the power numerically.', 'Vérifié en calculant la puissance numériquement.'),
    };
  },
};
