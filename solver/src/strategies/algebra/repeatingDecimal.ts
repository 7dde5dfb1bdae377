import { gcd } from '../../cas/rational';
import { text } from '../../i18n';
import { repeatingFraction, type Repeating } from '../../parse/repeatingDecimal';
import type { Outcome, ProblemInput, Strategy } from '../../strategy';
import { step } from './common';

/**
 * A repeating decimal as a fraction, the way it is taught: call it x, multiply by the power of ten
 * that moves one block past the point (and the one that moves the start past it), subtract so the
 * endless tails cancel, and solve. The fraction is checked by long division: its decimal digits
 * must be the ones written, the block repeating.
 */
const abs = (a: bigint): bigint => (a < 0n ? -a : a);

/** The first `count` decimal digits of p/q (p, q > 0), and its whole part. */
function longDivision(p: bigint, q: bigint, count: number): { whole: bigint; digits: string } {
  let r = p % q;
  let digits = '';
  for (let k = 0; k < count; k++) {
    r *= 10n;
    digits += (r / q).toString();
    r %= q;
  }
  return { whole: p / q, digits };
}

const written = (r: Repeating, shift: number, tail: string): string => {
  const digits = r.start + r.block;
  return `${r.negative ? '-' : ''}${BigInt(r.whole + digits.slice(0, shift))}.${digits.slice(shift)}${tail}`;
};

export const repeatingDecimalStrategy: Strategy = {
  name: 'arithmetic.repeating-decimal',
  solve(problem: ProblemInput): Outcome | null {
    const t = problem.task;
    if (t?.kind !== 'evaluate' || !t.repeating) return null;
    const r = t.repeating;
    const f = repeatingFraction(r);
    const g = gcd(abs(f.numerator), f.denominator);
    const [n, d] = [f.numerator / g, f.denominator / g];
    const s = r.start.length;
    const p = r.block.length;
    const tail = `${r.block}${r.block}\\ldots`;
    const x = written(r, 0, tail);
    const big = f.shift.toString();
    const small = f.startShift.toString();
    const steps = [
      step(text('Call the number x', 'Appeler x le nombre'),
        text(`The block ${r.block} repeats forever${s ? ` after ${r.start}` : ''}.`, `Le bloc ${r.block} se répète indéfiniment${s ? ` après ${r.start}` : ''}.`),
        `x = ${x}`),
      step(text('Move the point past one block', 'Décaler la virgule d’un bloc'),
        text(`Multiply by ${big}${s ? ` and by ${small}` : ''}: both numbers then have the same endless tail after the point.`,
          `On multiplie par ${big}${s ? ` et par ${small}` : ''} : les deux nombres ont alors la même suite infinie de décimales.`),
        s ? `${big}x = ${written(r, s + p, tail)},\\quad ${small}x = ${written(r, s, tail)}` : `${big}x = ${written(r, p, tail)}`),
      step(text('Subtract: the tails cancel', 'Soustraire : les décimales s’annulent'),
        text(`${big}x − ${s ? `${small}x` : 'x'} = ${f.denominator}x is a whole number.`, `${big}x − ${s ? `${small}x` : 'x'} = ${f.denominator}x est un entier.`),
        `${f.denominator}x = ${f.numerator}`),
      step(text('Solve and simplify', 'Résoudre et simplifier'),
        g === 1n ? text('The fraction is already in lowest terms.', 'La fraction est déjà irréductible.') : text(`Divide the numerator and the denominator by their gcd, ${g}.`, `On divise le numérateur et le dénominateur par leur PGCD, ${g}.`),
        `x = \\frac{${f.numerator}}{${f.denominator}}${g === 1n ? '' : ` = \\frac{${n}}{${d}}`}`),
    ];
    // long division of the answer gives back the digits written, then the block again
    const check = longDivision(abs(n), d, s + 3 * p);
    const expected = r.start + r.block.repeat(3);
    const verified = check.whole === BigInt(r.whole) && check.digits === expected && (n < 0n) === (r.negative && f.numerator !== 0n);
    const value = d === 1n ? n.toString() : `${n}/${d}`;
    const latex = d === 1n ? n.toString() : `${n < 0n ? '-' : ''}\\frac{${abs(n)}}{${d}}`;
    return {
      method: 'arithmetic.repeating-decimal',
      category: 'arithmetic',
      steps,
      answer: { kind: 'expr', value, latex, words: text(value, value) },
      finalAnswer: text(value, value),
      verified,
      verification: text('Long division of the fraction gives back the repeating digits.', 'La division de la fraction redonne les décimales périodiques.'),
    };
  },
};
