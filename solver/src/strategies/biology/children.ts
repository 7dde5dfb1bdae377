import { text } from '../../i18n';
import type { StepDraft } from '../../strategy';

/**
 * Several children of one cross: each child is a new draw with the same probability p of the class
 * asked, so the probability that k of n children are of it is C(n, k) pᵏ (1 − p)ⁿ⁻ᵏ, summed over the
 * k asked. Exact in integers: p = a/b gives Σ C(n, k) aᵏ (b − a)ⁿ⁻ᵏ over bⁿ.
 */
export interface Children { n: number; min: number; max: number }

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
const choose = (n: number, k: number): bigint => {
  let c = 1n;
  for (let i = 0; i < k; i++) c = (c * BigInt(n - i)) / BigInt(i + 1);
  return c;
};

/** What is asked in words: "all 3", "exactly 2 of 3", "at least 1 of 4", "at most 1 of 3", "none of 3". */
function asked(c: Children): { en: string; fr: string; tex: string } {
  if (c.min === c.n && c.max === c.n) return { en: `all ${c.n} children`, fr: `les ${c.n} enfants`, tex: `X = ${c.n}` };
  if (c.min === 0 && c.max === 0) return { en: `none of the ${c.n} children`, fr: `aucun des ${c.n} enfants`, tex: 'X = 0' };
  if (c.min === c.max) return { en: `exactly ${c.min} of the ${c.n} children`, fr: `exactement ${c.min} des ${c.n} enfants`, tex: `X = ${c.min}` };
  if (c.max === c.n) return { en: `at least ${c.min} of the ${c.n} children`, fr: `au moins ${c.min} des ${c.n} enfants`, tex: `X \\geq ${c.min}` };
  return { en: `between ${c.min} and ${c.max} of the ${c.n} children`, fr: `entre ${c.min} et ${c.max} des ${c.n} enfants`, tex: `${c.min} \\leq X \\leq ${c.max}` };
}

export function overChildren(hits: number, pool: number, c: Children): { step: StepDraft; value: string; latex: string } | null {
  if (c.min > c.max || c.max > c.n || pool <= 0 || hits < 0 || hits > pool) return null;
  const a = BigInt(hits);
  const b = BigInt(pool);
  let top = 0n;
  for (let k = c.min; k <= c.max; k++) top += choose(c.n, k) * a ** BigInt(k) * (b - a) ** BigInt(c.n - k);
  const bottom = b ** BigInt(c.n);
  const g = gcd(top, bottom) || 1n;
  const [p, q] = [top / g, bottom / g];
  const value = q === 1n ? `${p}` : `${p}/${q}`;
  const latex = q === 1n ? `${p}` : `\\frac{${p}}{${q}}`;
  const what = asked(c);
  const terms = Array.from({ length: c.max - c.min + 1 }, (_, i) => c.min + i).map((k) => `\\binom{${c.n}}{${k}} \\left(\\frac{${hits}}{${pool}}\\right)^{${k}} \\left(\\frac{${pool - hits}}{${pool}}\\right)^{${c.n - k}}`);
  return {
    step: {
      title: text('Several children: a binomial law', 'Plusieurs enfants : une loi binomiale'),
      explanation: text(`Each child is a new draw from the same cross, independent of the others, with the probability above; X counts the children of that class. The question asks ${what.en}.`, `Chaque enfant est un nouveau tirage du même croisement, indépendant des autres, avec la probabilité ci-dessus ; X compte les enfants de cette classe. On demande ${what.fr}.`),
      formula: `P(${what.tex}) = ${terms.join(' + ')} = ${latex}`,
    },
    value,
    latex,
  };
}
