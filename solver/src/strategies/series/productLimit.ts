import { text } from '../../i18n';
import type { Outcome, ProblemInput, SolveContext, Strategy } from '../../strategy';
import { nodeToQ, Q } from '../../cas/rational';
import { rationalRoots, toRatFunc, type Poly } from '../../cas/poly';
import { toLatex } from '../../format/latex';
import { asciiToWords } from '../../format/words';
import { evaluateReal } from '../../verify/numeric';
import { toAscii } from '../../format/ascii';
import { recognizeSum } from './sumRecognize';

/**
 * The limit of a product up to n, or an infinite product: lim_{n→∞} ∏_{k=2}^{n} (1 − 1/k²),
 * ∏_{k=2}^{∞} (k² − 1)/k². A factor that splits into (k − r)/(k − s) over the integers makes the
 * partial product a quotient of factorials; when the shifts add up the same above and below, the
 * factorials in n tend to a ratio of 1 and the limit is the quotient of the factorials left at the
 * lower end. Any other product is left to other methods.
 */
const LIMIT_OF = /^\s*(?:(?:find|compute|calculate|evaluate|determine|calculer|d[ée]terminer|trouver)\s+)?(?:the\s+|la\s+)?(?:lim(?:it|ite)?)\s*(?:_\s*)?[{(]?\s*(?:(?:as|when|quand|lorsque)\s+)?([a-z])\s*(?:->|→|\\to|tends?\s+to|approaches|tend\s+vers)\s*\+?\s*(?:oo|∞|\\infty|infinity|l['’]infini)\s*[})]?\s*(?:,\s*)?(?:of\s+|de\s+)?/i;
const PRODUCT = /(\\prod|\bprod(?:uct)?\b|\bproduit\b)/i;
/** Factorials up to this size are computed exactly. */
const MAX_FACTORIAL = 40;

interface Split {
  /** Integer roots with multiplicity above (numerator) and below (denominator). */
  top: number[];
  bottom: number[];
}

/** The factor as ∏(k − r)/∏(k − s) with integer roots and leading coefficients equal; else null. */
function split(num: Poly, den: Poly): Split | null {
  if (num.deg !== den.deg || num.deg < 1 || !num.lead().eq(den.lead())) return null;
  const roots = (p: Poly): number[] | null => {
    const { roots: rs, rest } = rationalRoots(p);
    if (rest.deg > 0 || rs.some(({ r }) => !r.isInt())) return null;
    return rs.flatMap(({ r, mult }) => Array<number>(mult).fill(Number(r.n)));
  };
  const top = roots(num);
  const bottom = roots(den);
  return top && bottom ? { top, bottom } : null;
}

function factorial(m: number): Q {
  let f = Q.ONE;
  for (let j = 2; j <= m; j++) f = f.mul(Q.of(j));
  return f;
}

/** The partial products computed in floating point, at two sizes. */
function partial(summand: string, k: string, lo: number, n: number): number | null {
  let p = 1;
  for (let j = lo; j <= n; j++) {
    const f = evaluateReal(summand, { [k]: j });
    if (f === null) return null;
    p *= f;
  }
  return p;
}

export const productLimitStrategy: Strategy = {
  name: 'product.limit',
  solve(problem: ProblemInput, ctx: SolveContext): Outcome | null {
    if (!PRODUCT.test(problem.text)) return null;
    const lim = LIMIT_OF.exec(problem.text);
    const body = lim ? problem.text.slice(lim[0].length) : problem.text;
    const asSum = body.replace(PRODUCT, (w) => (w.startsWith('\\') ? '\\sum' : /^produit$/i.test(w) ? 'somme' : 'sum')).replace(/\bthe\s+sum\b/i, 'sum');
    const sp = recognizeSum(asSum);
    if (!sp) return null;
    // up to n with n → ∞, or up to ∞ itself
    const upToInfinity = sp.hi === 'PositiveInfinity' && !lim;
    const upToN = lim !== null && sp.hi === lim[1];
    if (!upToInfinity && !upToN) return null;
    const lo = nodeToQ(sp.lo);
    if (!lo || !lo.isInt()) return null;
    const a = Number(lo.n);
    const rf = toRatFunc(sp.summand, sp.k);
    if (!rf) return null;
    const s = split(rf.num, rf.den);
    if (!s || s.top.length !== s.bottom.length) return null;
    const sum = (xs: number[]): number => xs.reduce((u, v) => u + v, 0);
    // the same total shift above and below: the factorials in n have a ratio tending to 1
    if (sum(s.top) !== sum(s.bottom)) return null;
    const lower = [...s.top, ...s.bottom].map((r) => a - r - 1);
    // a factor zero or undefined from the first k on, or factorials too large to show
    if (lower.some((m) => m < 0 || m > MAX_FACTORIAL)) return null;
    ctx.checkTime();
    const value = s.bottom.reduce((q, r) => q.mul(factorial(a - r - 1)), Q.ONE).div(s.top.reduce((q, r) => q.mul(factorial(a - r - 1)), Q.ONE));
    const k = sp.k;
    const n = upToN && lim ? lim[1] : 'n';
    const lin = (r: number): string => (r === 0 ? k : `${k} ${r > 0 ? '-' : '+'} ${Math.abs(r)}`);
    const shifted = (r: number): string => (r === 0 ? n : `${n} ${r > 0 ? '-' : '+'} ${Math.abs(r)}`);
    const fact = (rs: number[], end: (r: number) => string): string => rs.map((r) => `\\left(${end(r)}\\right)!`).join('\\,');
    const factorLatex = `\\frac{${s.top.map((r) => `\\left(${lin(r)}\\right)`).join('')}}{${s.bottom.map((r) => `\\left(${lin(r)}\\right)`).join('')}}`;
    const lowerFact = (rs: number[]): string => rs.map((r) => `${a - r - 1}!`).join('\\,');
    const pi = `\\prod_{${k}=${a}}^{${n}} ${toLatex(sp.summand)}`;
    const summandAscii = toAscii(sp.summand);
    const far = partial(summandAscii, k, a, 20000);
    const near = partial(summandAscii, k, a, 2000);
    const L = value.toNumber();
    const verified = far !== null && near !== null && Math.abs(far - L) <= 1e-3 * Math.max(1, Math.abs(L)) && Math.abs(far - L) <= Math.abs(near - L);
    const v = value.toString();
    return {
      method: 'product.limit',
      category: 'limit',
      steps: [
        {
          title: text('Factor each factor', 'Factoriser chaque facteur'),
          explanation: text(
            `Over the integers, the factor splits into shifts of ${k}: the product telescopes.`,
            `Sur les entiers, le facteur se décompose en décalages de ${k} : le produit est télescopique.`,
          ),
          formula: `${toLatex(sp.summand)} = ${factorLatex}`,
        },
        {
          title: text('Write the partial product with factorials', 'Écrire le produit partiel avec des factorielles'),
          explanation: text(
            `Each shift multiplied from ${k} = ${a} to ${n} is a quotient of two factorials.`,
            `Chaque décalage multiplié de ${k} = ${a} à ${n} est un quotient de deux factorielles.`,
          ),
          formula: `${pi} = \\frac{${fact(s.top, shifted)}}{${fact(s.bottom, shifted)}} \\cdot \\frac{${lowerFact(s.bottom)}}{${lowerFact(s.top)}}`,
        },
        {
          title: text(`Let ${n} tend to infinity`, `Faire tendre ${n} vers l'infini`),
          explanation: text(
            `The shifts add up to the same total above and below, so the factorials in ${n} have a ratio that tends to 1; the factorials at the lower end remain.`,
            `Les décalages ont la même somme en haut et en bas : le quotient des factorielles en ${n} tend vers 1 ; il reste les factorielles du début.`,
          ),
          formula: `\\lim_{${n}\\to\\infty} ${pi} = ${value.toLatex()}`,
        },
      ],
      answer: { kind: 'expr', value: v, latex: value.toLatex(), words: asciiToWords(v) },
      finalAnswer: text(`lim = ${v}`, `lim = ${v}`),
      verified,
      verification: verified
        ? text('Checked: the partial products up to 2000 and 20000, multiplied numerically, approach this value.', 'Vérifié : les produits partiels jusqu’à 2000 et 20000, calculés numériquement, s’approchent de cette valeur.')
        : undefined,
    };
  },
};
