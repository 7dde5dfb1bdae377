import { Q } from '../../cas/rational';
import { rationalRoots, polyToAscii, polyToLatex, degree, type Poly } from './polynomial';

/**
 * How a characteristic polynomial is asked beyond its name: factored (« déterminer et factoriser le
 * polynôme caractéristique », "in factored form") and with the course's own convention written out,
 * det(A − λI) (sign (−1)ⁿ against det(λI − A)) or det(λI − A), in the letter typed. Without them the
 * answer stays det(xI − A), expanded, in x.
 */
export interface CharpolyForm {
  factored: boolean;
  /** det(A − λI) written: the polynomial times (−1)ⁿ. */
  aMinusLambda: boolean;
  /** The letter written in det(A − λI) (λ is answered as lambda), or null. */
  letter: string | null;
}

const FACTORED = /(?<![\p{L}])(?:(?:and|et|then|puis)\s+)?(?:factori[sz]\p{L}*|factor(?:ed)?(?:\s+form)?|(?:in|sous)\s+(?:la\s+)?forme\s+factoris[ée]e|in\s+factored\s+form)(?![\p{L}])/giu;
const LETTER = String.raw`(λ|\\lambda|lambda|x|X|t)`;
const A_MINUS = new RegExp(String.raw`(?:,?\s*(?:\(|=)?\s*)(?:(?:det|d[ée]t)\s*)?\(\s*⟦\d+⟧\s*-\s*${LETTER}\s*\*?\s*I(?:_?\{?\d\}?|[₂₃₄])?\s*\)\s*\)?`, 'u');
const LAMBDA_MINUS = new RegExp(String.raw`(?:,?\s*(?:\(|=)?\s*)(?:(?:det|d[ée]t)\s*)?\(\s*${LETTER}\s*\*?\s*I(?:_?\{?\d\}?|[₂₃₄])?\s*-\s*⟦\d+⟧\s*\)\s*\)?`, 'u');
/** "χ_A(λ) =", "p(x) =", « P_A(X) = »: the polynomial's name before its definition. */
const NAME = /(?:χ|\\chi|p|P|c)\s*_?\{?A?\}?\s*\(\s*(?:λ|\\lambda|lambda|x|X|t)\s*\)\s*=?/gu;

export function readCharpolyForm(s: string): { rest: string; form: CharpolyForm } {
  let rest = s;
  const factored = FACTORED.test(rest);
  rest = rest.replace(FACTORED, ' ');
  let aMinusLambda = false;
  let letter: string | null = null;
  const am = A_MINUS.exec(rest);
  const lm = am ? null : LAMBDA_MINUS.exec(rest);
  const m = am ?? lm;
  if (m) {
    aMinusLambda = am !== null;
    letter = m[1];
    rest = rest.replace(m[0], ' ').replace(NAME, ' ');
  }
  return { rest, form: { factored, aMinusLambda, letter } };
}

/** The letter as an ASCII name: λ is "lambda" (the plain readers' spelling). */
export const asciiLetter = (l: string | null): string => (l === null ? 'x' : /λ|lambda/.test(l) ? 'lambda' : l);
export const latexLetter = (l: string | null): string => (l === null ? 'x' : /λ|lambda/.test(l) ? '\\lambda' : l);

/** c·(x − r₁)^m₁·…·rest(x): the rational roots factored out, ASCII and LaTeX. */
export function factoredPoly(p: Poly, x: string, xl: string): { ascii: string; latex: string } {
  const { roots, rest } = rationalRoots(p);
  const counts = new Map<string, { r: Q; m: number }>();
  for (const r of roots) {
    const k = r.toString();
    counts.set(k, { r, m: (counts.get(k)?.m ?? 0) + 1 });
  }
  const lead = rest[degree(rest)];
  const monicRest = rest.map((c) => c.div(lead));
  const factor = (r: Q, ascii: boolean): string => {
    if (r.isZero()) return x === 'x' || ascii ? x : xl;
    const v = ascii ? x : xl;
    return `(${v} ${r.isNegative() ? '+' : '-'} ${ascii ? r.abs().toString() : r.abs().toLatex()})`;
  };
  const parts = (ascii: boolean): string[] => {
    const out = [...counts.values()].sort((u, v) => v.r.cmp(u.r)).map(({ r, m }) => `${factor(r, ascii)}${m > 1 ? (ascii ? `^${m}` : `^{${m}}`) : ''}`);
    if (degree(monicRest) > 0) out.push(`(${ascii ? polyToAscii(monicRest, x) : polyToLatex(monicRest, xl)})`);
    return out;
  };
  const sign = lead.isNegative() ? '-' : '';
  const coef = lead.abs().isOne() ? '' : lead.abs().toString();
  const a = parts(true);
  const l = parts(false);
  return {
    ascii: `${sign}${coef}${coef && a.length ? '*' : ''}${a.join('*') || (coef ? '' : '1')}`,
    latex: `${sign}${coef ? lead.abs().toLatex() : ''}${l.join('') || (coef ? '' : '1')}`,
  };
}
