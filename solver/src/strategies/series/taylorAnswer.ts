import { text } from '../../i18n';
import type { Outcome, StepDraft } from '../../strategy';
import { simplify, type MathNode } from '../../cas';
import { toAscii } from '../../format/ascii';
import { toLatex } from '../../format/latex';
import { asciiToWords } from '../../format/words';
import { verifyTaylor } from '../../verify/series';
import { evaluateReal } from '../../verify/numeric';

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
    finalAnswer: text(value, value),
    verified,
    verification: verified
      ? text('Checked numerically: f − P shrinks like hⁿ⁺¹ near the centre.', 'Vérifié numériquement : f − P décroît comme hⁿ⁺¹ près du centre.')
      : undefined,
  };
}
