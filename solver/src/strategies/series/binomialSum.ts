import { text } from '../../i18n';
import type { StepDraft } from '../../strategy';
import { freeSymbols, simplify, substitute, type MathNode } from '../../cas';
import { Q } from '../../cas/rational';
import { toRatFunc } from '../../cas/poly';
import { toLatex } from '../../format/latex';

/**
 * Finite sums of binomial coefficients with a letter for the bound, Σₖ₌₀ⁿ C(n, k)·P(k)·aᵏ·bⁿ⁻ᵏ
 * (Σ C(n, k) 2ᵏ = 3ⁿ, Σ k C(n, k) = n 2ⁿ⁻¹, Σ (−1)ᵏ C(n, k) = 0) and Σ C(n, k)/(k + 1), as a
 * course does them: the binomial theorem, after k(k − 1)…(k − j + 1)·C(n, k) =
 * n(n − 1)…(n − j + 1)·C(n − j, k − j) for a polynomial factor and C(n, k)/(k + 1) =
 * C(n + 1, k + 1)/(n + 1) for the inverse one.
 */

interface BinomialSummand {
  N: MathNode;
  a: MathNode;
  b: MathNode;
  constant: MathNode;
  /** P(k) in powers of k (rational coefficients), degree at most 4. */
  poly: Q[];
  /** A factor 1/(k + 1). */
  inverse: boolean;
}

/** A power's base in LaTeX, bracketed when it is signed or compound: (−1)^k, not −1^k. */
const base = (n: MathNode): string => (typeof n === 'number' && n >= 0) || typeof n === 'string' ? toLatex(n) : `\\left(${toLatex(n)}\\right)`;
const isK = (n: MathNode, k: string): boolean => n === k;
const dependsOnK = (n: MathNode, k: string): boolean => freeSymbols(n).has(k);
const same = (x: MathNode, y: MathNode): boolean => simplify(['Subtract', x, y]) === 0;

/** The factors of a product or quotient, a quotient's denominator as powers −1. */
function factors(n: MathNode): MathNode[] {
  if (!Array.isArray(n)) return [n];
  const [h, ...a] = n as [string, ...MathNode[]];
  if (h === 'Multiply') return a.flatMap(factors);
  if (h === 'Negate') return [-1, ...factors(a[0])];
  if (h === 'Divide') return [...factors(a[0]), ...factors(a[1]).map((f): MathNode => (Array.isArray(f) && f[0] === 'Power' ? ['Power', f[1] as MathNode, ['Negate', f[2] as MathNode]] : ['Power', f, -1]))];
  return [n];
}

/** The summand read as C(N, k)·P(k)·aᵏ·b^(N−k)·c (or over k + 1), or null. */
function readSummand(summand: MathNode, k: string): BinomialSummand | null {
  let N: MathNode | null = null;
  const as: MathNode[] = [];
  let b: MathNode | null = null;
  let bPower: MathNode | null = null;
  const constants: MathNode[] = [];
  let poly: Q[] = [Q.ONE];
  let inverse = false;
  for (const f of factors(summand)) {
    if (!dependsOnK(f, k)) {
      constants.push(f);
      continue;
    }
    if (Array.isArray(f) && f[0] === 'Binomial') {
      if (N !== null || !isK(f[2] as MathNode, k) || dependsOnK(f[1] as MathNode, k)) return null;
      N = f[1] as MathNode;
      continue;
    }
    if (Array.isArray(f) && f[0] === 'Power' && !dependsOnK(f[1] as MathNode, k)) {
      const e = f[2] as MathNode;
      const slope = simplify(substitute(e, k, 1));
      const at0 = simplify(substitute(e, k, 0));
      // aᵏ (or a^(2k) = (a²)ᵏ), or b^(N − k) with N checked against the binomial's below
      if (at0 === 0 && !dependsOnK(slope, k) && same(e, ['Multiply', slope, k])) {
        as.push(['Power', f[1] as MathNode, slope]);
        continue;
      }
      if (b === null && same(e, ['Subtract', at0, k])) {
        b = f[1] as MathNode;
        bPower = at0;
        continue;
      }
      return null;
    }
    if (Array.isArray(f) && f[0] === 'Power' && f[2] === -1 && same(f[1] as MathNode, ['Add', k, 1]) && !inverse) {
      inverse = true;
      continue;
    }
    const rf = toRatFunc(f, k);
    if (!rf || rf.den.deg !== 0) return null;
    const d = rf.den.coef(0);
    const c = rf.num.c.map((x) => x.div(d));
    const prod: Q[] = Array.from({ length: poly.length + c.length - 1 }, () => Q.ZERO);
    poly.forEach((x, i) => c.forEach((y, j) => (prod[i + j] = prod[i + j].add(x.mul(y)))));
    poly = prod;
  }
  if (N === null || poly.length > 5 || (inverse && poly.length > 1)) return null;
  if (bPower !== null && !same(bPower, N)) return null;
  return {
    N,
    a: as.length === 0 ? 1 : simplify(['Multiply', ...as]),
    b: b ?? 1,
    constant: constants.length === 0 ? 1 : simplify(['Multiply', ...constants]),
    poly,
    inverse,
  };
}

/**
 * Σₖ₌₀ᴺ c·C(N, k)² = c·C(2N, N): Vandermonde's identity, choosing N among 2N split into two
 * halves of N (C(N, k)·C(N, N − k) ways with k from the first). Null when the summand is not that.
 */
export function vandermondeSum(summand: MathNode, k: string, lo: number, hi: MathNode, sigma: string): BinomialSumResult | null {
  if (lo !== 0) return null;
  const fs = factors(summand);
  const square = fs.filter((f) => Array.isArray(f) && f[0] === 'Power' && f[2] === 2 && Array.isArray(f[1]) && f[1][0] === 'Binomial');
  const binomials = fs.filter((f) => Array.isArray(f) && f[0] === 'Binomial');
  const rest = fs.filter((f) => !square.includes(f) && !binomials.includes(f));
  // C(N, k)² written as a power or as a product of the same two binomials
  const b = square.length === 1 && binomials.length === 0 ? (square[0] as MathNode[])[1] as MathNode
    : square.length === 0 && binomials.length === 2 && same(binomials[0], binomials[1]) ? binomials[0] : null;
  if (!b || !Array.isArray(b) || !isK(b[2] as MathNode, k) || dependsOnK(b[1] as MathNode, k) || rest.some((f) => dependsOnK(f, k))) return null;
  const N = b[1] as MathNode;
  if (!same(N, hi)) return null;
  const constant: MathNode = rest.length === 0 ? 1 : simplify(['Multiply', ...rest]);
  const result = simplify(['Multiply', constant, ['Binomial', ['Multiply', 2, N], N]]);
  return {
    result,
    steps: [{
      title: text("Recognise Vandermonde's identity", "Reconnaître l'identité de Vandermonde"),
      explanation: text(
        `C(${toLatex(N)}, k)² = C(${toLatex(N)}, k)·C(${toLatex(N)}, ${toLatex(N)} − k): choosing ${toLatex(N)} objects among 2${toLatex(N)} split into two groups of ${toLatex(N)}, k from the first and ${toLatex(N)} − k from the second; summed over k, every choice is counted once.`,
        `C(${toLatex(N)}, k)² = C(${toLatex(N)}, k)·C(${toLatex(N)}, ${toLatex(N)} − k) : choisir ${toLatex(N)} objets parmi 2${toLatex(N)} répartis en deux groupes de ${toLatex(N)}, k dans le premier et ${toLatex(N)} − k dans le second ; sommé sur k, chaque choix est compté une fois.`,
      ),
      formula: `\\sum_{k=0}^{${toLatex(N)}} \\binom{${toLatex(N)}}{k}^{2} = \\binom{2${toLatex(N)}}{${toLatex(N)}}`,
    }, {
      title: text('Add up', 'Conclure'),
      explanation: text('The identity gives the sum.', "L'identité donne la somme."),
      formula: `${sigma} = ${toLatex(result)}`,
    }],
  };
}

/** Stirling numbers of the second kind S(p, j): k^p = Σⱼ S(p, j)·k(k − 1)…(k − j + 1). */
function stirling2(p: number, j: number): number {
  if (p === 0 && j === 0) return 1;
  if (p === 0 || j === 0) return 0;
  return j * stirling2(p - 1, j) + stirling2(p - 1, j - 1);
}

/** N(N − 1)…(N − j + 1). */
function falling(N: MathNode, j: number): MathNode {
  if (j === 0) return 1;
  return ['Multiply', ...Array.from({ length: j }, (_, i): MathNode => (i === 0 ? N : ['Subtract', N, i]))];
}

export interface BinomialSumResult {
  result: MathNode;
  steps: StepDraft[];
}

/** Σ_{k=lo}^{hi} of the summand, lo 0 or 1 and hi the binomial's upper letter, or null. */
export function binomialSum(summand: MathNode, k: string, lo: number, hi: MathNode, sigma: string): BinomialSumResult | null {
  if (lo !== 0 && lo !== 1) return null;
  const s = readSummand(summand, k);
  if (!s || !same(s.N, hi) || freeSymbols(s.N).size === 0) return null;
  const { N, a, b, constant } = s;
  const aPlusB = simplify(['Add', a, b]);
  // Σ (−1)ᵏ C(N, k)·P(k): (a + b)^(N − j) is 0^(N − j), 0 for N > j (and 1 at N = j), so the
  // closed form below holds from N = deg P + 1 on; said in a step rather than refused
  const cancels = aPlusB === 0;
  const theorem = `(${toLatex(a)} + ${toLatex(b)})^{${toLatex(N)}} = \\sum_{k=0}^{${toLatex(N)}} \\binom{${toLatex(N)}}{k} ${base(a)}^{k} ${base(b)}^{${toLatex(N)} - k}`;
  const steps: StepDraft[] = [{
    title: text('Recognise the binomial theorem', 'Reconnaître la formule du binôme'),
    explanation: text(
      `The sum runs over the coefficients C(${toLatex(N)}, k) with a = ${toLatex(a)} to the power k and b = ${toLatex(b)} to the power ${toLatex(N)} − k.`,
      `La somme porte sur les coefficients C(${toLatex(N)}, k), avec a = ${toLatex(a)} à la puissance k et b = ${toLatex(b)} à la puissance ${toLatex(N)} − k.`,
    ),
    formula: theorem,
  }];
  let whole: MathNode;
  if (s.inverse) {
    // C(N, k)/(k + 1) = C(N + 1, k + 1)/(N + 1): the theorem at N + 1 without its first term
    // with a + b = 0 the theorem's (a + b)^(N + 1) is 0: what is left is b^(N + 1)/((N + 1)(−a))
    whole = cancels
      ? ['Divide', ['Power', b, ['Add', N, 1]], ['Multiply', ['Add', N, 1], simplify(['Negate', a])]]
      : ['Divide', ['Subtract', ['Power', aPlusB, ['Add', N, 1]], ['Power', b, ['Add', N, 1]]], ['Multiply', ['Add', N, 1], a]];
    steps.push({
      title: text('Absorb the factor 1/(k + 1)', 'Absorber le facteur 1/(k + 1)'),
      explanation: text(
        'C(N, k)/(k + 1) = C(N + 1, k + 1)/(N + 1): the sum becomes the binomial theorem at N + 1, without its term j = 0.',
        'C(N, k)/(k + 1) = C(N + 1, k + 1)/(N + 1) : la somme devient la formule du binôme au rang N + 1, sans son terme j = 0.',
      ),
      formula: `\\frac{1}{k+1}\\binom{N}{k} = \\frac{1}{N+1}\\binom{N+1}{k+1}`,
    });
  } else {
    const parts: MathNode[] = [];
    for (let j = 0; j < s.poly.length; j++) {
      // the coefficient of k(k − 1)…(k − j + 1) in P(k)
      let c = Q.ZERO;
      s.poly.forEach((p, i) => (c = c.add(p.mul(Q.of(stirling2(i, j))))));
      if (c.isZero() || cancels) continue;
      parts.push(['Multiply', c.toNode(), falling(N, j), ['Power', a, j], ['Power', aPlusB, ['Subtract', N, j]]]);
    }
    whole = parts.length === 0 ? 0 : ['Add', ...parts];
    if (s.poly.length > 1) {
      steps.push({
        title: text('Lower the powers of k', 'Abaisser les puissances de k'),
        explanation: text(
          'Write the polynomial in k with k, k(k − 1), …; each k(k − 1)…(k − j + 1)·C(N, k) is N(N − 1)…(N − j + 1)·C(N − j, k − j), and the binomial theorem sums the rest.',
          'On écrit le polynôme en k avec k, k(k − 1), … ; chaque k(k − 1)…(k − j + 1)·C(N, k) vaut N(N − 1)…(N − j + 1)·C(N − j, k − j), et la formule du binôme somme le reste.',
        ),
        formula: `k\\binom{N}{k} = N\\binom{N-1}{k-1},\\quad k(k-1)\\binom{N}{k} = N(N-1)\\binom{N-2}{k-2}`,
      });
    }
  }
  if (cancels) {
    const from = s.inverse ? 0 : s.poly.length;
    steps.push({
      title: text('Expand (a + b) = 0 to the power', 'Développer (a + b) = 0 à la puissance'),
      explanation: text(
        `Here a + b = 0, and 0 to a positive power is 0: every part of the sum vanishes as soon as ${toLatex(N)} ≥ ${from}.`,
        `Ici a + b = 0, et 0 à une puissance strictement positive vaut 0 : chaque morceau de la somme est nul dès que ${toLatex(N)} ≥ ${from}.`,
      ),
      formula: `(${toLatex(a)} + ${toLatex(b)})^{${toLatex(N)}} = 0^{${toLatex(N)}} = 0 \\quad (${toLatex(N)} \\geq ${from})`,
    });
  }
  // from k = 1: the term k = 0 taken off
  // the term k = 0 is c·P(0)·b^N, C(N, 0) = 1
  const firstTerm: MathNode = lo === 1 ? ['Multiply', constant, s.poly[0].toNode(), ['Power', b, N]] : 0;
  const result = simplify(['Subtract', ['Multiply', constant, whole], firstTerm]);
  steps.push({
    title: text('Add up', 'Conclure'),
    explanation: text(
      lo === 1 ? 'The sum from 0, minus its term k = 0.' : 'The binomial theorem gives the sum.',
      lo === 1 ? 'La somme depuis 0, moins son terme k = 0.' : 'La formule du binôme donne la somme.',
    ),
    formula: `${sigma} = ${toLatex(result)}`,
  });
  return { result, steps };
}
