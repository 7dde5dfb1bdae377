import { text } from '../../i18n';
import type { Outcome, StepDraft } from '../../strategy';
import { simplify, type MathNode } from '../../cas';
import { toAscii } from '../../format/ascii';
import { toLatex } from '../../format/latex';
import { asciiToWords } from '../../format/words';
import { verifyTaylor } from '../../verify/series';
import { evaluateReal } from '../../verify/numeric';
import { Q } from '../../cas/rational';

/**
 * The answer of a Taylor polynomial or développement limité, whichever method found the
 * coefficients: the polynomial Σ cₖ(x − a)ᵏ, its ASCII value in the form the verifier and the
 * benchmarks read, its LaTeX in increasing powers as a course writes it, and the numeric check.
 */
export function taylorTerms(coeffs: MathNode[], x: string, a: MathNode): MathNode[] {
  const shift: MathNode = a === 0 ? x : ['Subtract', x, a];
  // cₖ(x − a)ᵏ kept as a product: simplifying it would multiply (x − a) out
  return coeffs.map((c, k) => {
    const v = simplify(c);
    if (k === 0 || v === 0) return v;
    const p: MathNode = k === 1 ? shift : ['Power', shift, k];
    return v === 1 ? p : ['Multiply', v, p];
  });
}

/**
 * "The first N nonzero terms": the coefficients through the N-th nonzero one (the order is then
 * its power), or null when fewer than N are nonzero.
 */
export function throughNonzero<C>(coeffs: C[], count: number, isZero: (c: C) => boolean): C[] | null {
  let seen = 0;
  for (let k = 0; k < coeffs.length; k++) {
    if (!isZero(coeffs[k])) seen++;
    if (seen === count) return coeffs.slice(0, k + 1);
  }
  return null;
}

/** The highest order tried for "the first N nonzero terms" (sin x² needs x¹⁴ for four terms). */
export const MAX_TERMS_ORDER = 16;

/** Σ of the terms in increasing powers, the zero ones left out. */
export function increasingSum(terms: MathNode[]): MathNode {
  const kept = terms.filter((t) => t !== 0);
  return kept.length === 0 ? 0 : kept.length === 1 ? kept[0] : ['Add', ...kept];
}

/**
 * The polynomial as a course writes it, in increasing powers with its rational coefficients under
 * the power and the signs merged: 1 − x²/2 + x⁴/24, e·(1 + (x − 1) + (x − 1)²/2), rather than the
 * CAS's (1/24)·x⁴ + (−1/2)·x² + 1.
 */
function courseWriting(terms: MathNode[]): string {
  const kept = terms.filter((t) => t !== 0);
  if (kept.length === 1 && Array.isArray(kept[0]) && kept[0][0] === 'Multiply' && kept[0].length === 3 && Array.isArray(kept[0][2]) && kept[0][2][0] === 'Add') {
    // a constant in front of the whole polynomial: c·(…)
    const [, c, sum] = kept[0];
    return `${toAscii(c)}*(${courseWriting((sum as MathNode[]).slice(1))})`;
  }
  // a sum or a difference in a product or over a denominator keeps its brackets
  const grouped = (e: string): string => (topLevelSum(e) ? `(${e})` : e);
  const signed = (e: string): { minus: boolean; body: string } => (e.startsWith('-') ? { minus: true, body: grouped(e.slice(1)) } : { minus: false, body: grouped(e) });
  const written = kept.map((t) => {
    if (!(Array.isArray(t) && t[0] === 'Multiply' && t.length === 3)) return signed(toAscii(t));
    const p = grouped(toAscii(t[2]));
    const c = Q.parse(toAscii(t[1]));
    if (!c) {
      const coefficient = signed(toAscii(t[1]));
      return { minus: coefficient.minus, body: `${coefficient.body}*${p}` };
    }
    const n = c.n < 0n ? -c.n : c.n;
    return { minus: c.n < 0n, body: `${n === 1n ? '' : `${n}*`}${p}${c.d === 1n ? '' : `/${c.d}`}` };
  });
  return written.map((w, k) => (k === 0 ? `${w.minus ? '-' : ''}${w.body}` : ` ${w.minus ? '-' : '+'} ${w.body}`)).join('');
}

/** A sum or a difference outside every bracket: "x - 1" is one, "(x - 1)^2" and "sqrt(2)/2" are not. */
function topLevelSum(e: string): boolean {
  let depth = 0;
  for (let k = 0; k < e.length; k++) {
    if (e[k] === '(') depth++;
    else if (e[k] === ')') depth--;
    else if (depth === 0 && k > 0 && (e[k] === '+' || e[k] === '-') && !/[*/^(]/.test(e[k - 1].trim() === '' ? e[k - 2] ?? '' : e[k - 1])) return true;
  }
  return false;
}

/**
 * `factor`: a constant in front of every coefficient (e in (1 + x)^(1/x) = e(1 − x/2 + …)),
 * written once before the polynomial as a course does, rather than inside each term.
 */
export function taylorOutcome(method: string, f: MathNode, x: string, a: MathNode, n: number, coeffs: MathNode[], steps: StepDraft[], factor?: MathNode): Outcome | null {
  const inner = taylorTerms(coeffs, x, a);
  const scaled = (p: MathNode): MathNode => (factor === undefined ? p : ['Multiply', factor, p]);
  const terms = factor === undefined ? inner : [scaled(increasingSum(inner))];
  // about a ≠ 0 the polynomial stays in powers of (x − a), as asked; multiplied out it hides them
  const value = toAscii(a === 0 && factor === undefined ? simplify(['Add', ...inner]) : scaled(increasingSum(inner)));
  // f or a derivative undefined at the centre (sin(x)/x at 0): the formula does not apply
  if (/Error|D\(|Derivative|\bzoo\b|\boo\b|NaN|\bnan\b|Undefined|ComplexInfinity/.test(value)) return null;
  // the centre as a number: 1/2, π, π/2 …
  const centre = evaluateReal(toAscii(a));
  const verified = centre !== null && verifyTaylor(toAscii(f), value, x, centre, n);
  return {
    method,
    category: 'series',
    steps,
    answer: { kind: 'expr', value, latex: toLatex(increasingSum(terms)), words: asciiToWords(value) },
    finalAnswer: text(courseWriting(terms), courseWriting(terms)),
    verified,
    verification: verified
      ? text('Checked numerically: f − P shrinks like hⁿ⁺¹ near the centre.', 'Vérifié numériquement : f − P décroît comme hⁿ⁺¹ près du centre.')
      : undefined,
  };
}
