/**
 * Practice problem templates: one family per kind of exercise, each with random coefficients
 * chosen so the answer is clean (integer roots, an invertible matrix, a removable singularity).
 * A template also states the answer it was built for; the plan keeps a problem only when the
 * solver solves it verified and its answer matches that one (services/study-plan/study-plan.ts).
 */
export interface PracticeProblem {
  family: PracticeFamily;
  /** The problem as a student types it on the Solve page. */
  problem: string;
  /** The answer the coefficients were chosen for, in the solver's ASCII (`[2, 3]`, `x^3 + C`). */
  expected: string;
}

/** A small deterministic generator (mulberry32), so a plan's problems are reproducible from its seed. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rand = () => number;
const int = (r: Rand, lo: number, hi: number): number => lo + Math.floor(r() * (hi - lo + 1));
const nonZero = (r: Rand, lo: number, hi: number): number => {
  for (;;) {
    const v = int(r, lo, hi);
    if (v !== 0) return v;
  }
};
/** `+ 3`, `- 3`; nothing for 0. */
const signed = (v: number): string => (v === 0 ? '' : v > 0 ? ` + ${v}` : ` - ${-v}`);
/** A coefficient before a letter: `x`, `-x`, `3x`. */
const coef = (v: number, letter: string): string => (v === 1 ? letter : v === -1 ? `-${letter}` : `${v}${letter}`);
/** A sum of terms as a student writes it: `[[3, 'x^2'], [-1, 'x'], [6, '']]` → `3x^2 - x + 6` (zero terms left out). */
export function terms(parts: ReadonlyArray<readonly [number, string]>): string {
  let out = '';
  for (const [c, letter] of parts) {
    if (c === 0) continue;
    const body = letter ? coef(Math.abs(c), letter) : String(Math.abs(c));
    out += out === '' ? (c < 0 ? `-${body}` : body) : c < 0 ? ` - ${body}` : ` + ${body}`;
  }
  return out || '0';
}

const TEMPLATES = {
  linearEquation(r: Rand): PracticeProblem {
    const x = int(r, -9, 9);
    const a = nonZero(r, -6, 9);
    const b = int(r, -12, 12);
    return { family: 'linearEquation', problem: `${terms([[a, 'x'], [b, '']])} = ${a * x + b}`, expected: `[${x}]` };
  },
  linearInequality(r: Rand): PracticeProblem {
    const x = int(r, -8, 8);
    const a = int(r, 2, 7);
    const b = int(r, -10, 10);
    const strict = r() < 0.5;
    return { family: 'linearInequality', problem: `${terms([[a, 'x'], [b, '']])} ${strict ? '<' : '>='} ${a * x + b}`, expected: strict ? `(-oo, ${x})` : `[${x}, oo)` };
  },
  quadratic(r: Rand): PracticeProblem {
    const p = int(r, -7, 7);
    let q = int(r, -7, 7);
    if (q === p) q = p + int(r, 1, 4);
    // (x − p)(x − q) = x² − (p + q)x + pq
    return { family: 'quadratic', problem: `${terms([[1, 'x^2'], [-(p + q), 'x'], [p * q, '']])} = 0`, expected: `[${Math.min(p, q)}, ${Math.max(p, q)}]` };
  },
  linearSystem(r: Rand): PracticeProblem {
    const x = int(r, -6, 6);
    const y = int(r, -6, 6);
    for (;;) {
      const [a, b, c, d] = [int(r, 1, 5), nonZero(r, -5, 5), int(r, 1, 5), nonZero(r, -5, 5)];
      if (a * d - b * c === 0) continue;
      return {
        family: 'linearSystem',
        problem: `solve ${terms([[a, 'x'], [b, 'y']])} = ${a * x + b * y}, ${terms([[c, 'x'], [d, 'y']])} = ${c * x + d * y}`,
        expected: `[{x: ${x}, y: ${y}}]`,
      };
    }
  },
  determinant(r: Rand): PracticeProblem {
    const [a, b, c, d] = [int(r, -6, 9), int(r, -6, 9), int(r, -6, 9), int(r, -6, 9)];
    return { family: 'determinant', problem: `det([[${a}, ${b}], [${c}, ${d}]])`, expected: String(a * d - b * c) };
  },
  inverse(r: Rand): PracticeProblem {
    // det = ±1, so the inverse has integer entries
    for (;;) {
      const [a, b, c] = [int(r, 1, 6), int(r, 1, 6), int(r, 1, 6)];
      if ((a * c - 1) % b !== 0) continue;
      // [[a, b], [d, c]] with b·d = a·c − 1 has determinant 1; its inverse is [[c, −b], [−d, a]]
      const d = (a * c - 1) / b;
      return { family: 'inverse', problem: `inverse of [[${a}, ${b}], [${d}, ${c}]]`, expected: `[[${c}, ${-b}], [${-d}, ${a}]]` };
    }
  },
  eigenvalues(r: Rand): PracticeProblem {
    const a = int(r, 2, 9);
    const b = int(r, 1, 5);
    return { family: 'eigenvalues', problem: `eigenvalues of [[${a}, ${b}], [${b}, ${a}]]`, expected: `[${a - b}, ${a + b}]` };
  },
  rank(r: Rand): PracticeProblem {
    const row = [nonZero(r, -4, 4), int(r, -4, 4), int(r, -4, 4)];
    const k = nonZero(r, -3, 3);
    const full = r() < 0.5;
    const second = full ? [row[0], row[1] + 1, row[2]] : row.map((v) => v * k);
    return { family: 'rank', problem: `rank of [[${row.join(', ')}], [${second.join(', ')}]]`, expected: full ? '2' : '1' };
  },
  limitRational(r: Rand): PracticeProblem {
    const a = nonZero(r, -6, 6);
    // (x² − a²)/(x − a) → 2a
    return { family: 'limitRational', problem: `limit (x^2 - ${a * a})/(x${signed(-a)}) as x -> ${a}`, expected: String(2 * a) };
  },
  limitInfinity(r: Rand): PracticeProblem {
    const a = nonZero(r, 1, 9);
    const b = nonZero(r, 1, 9);
    const c = int(r, 1, 9);
    return { family: 'limitInfinity', problem: `limit (${a}x^2 + ${c})/(${b}x^2 + x) as x -> oo`, expected: `${a}/${b}` };
  },
  limitSine(r: Rand): PracticeProblem {
    const a = int(r, 2, 9);
    return { family: 'limitSine', problem: `limit sin(${a}x)/x as x -> 0`, expected: String(a) };
  },
  derivativePolynomial(r: Rand): PracticeProblem {
    const [a, b, c] = [nonZero(r, -5, 6), int(r, -9, 9), int(r, -9, 9)];
    return { family: 'derivativePolynomial', problem: `derivative of ${terms([[a, 'x^3'], [b, 'x^2'], [c, 'x']])}`, expected: `${3 * a}*x^2 + ${2 * b}*x + ${c}` };
  },
  derivativeChain(r: Rand): PracticeProblem {
    const a = int(r, 2, 6);
    return { family: 'derivativeChain', problem: `derivative of sin(${a}x^2)`, expected: `${2 * a}*x*cos(${a}*x^2)` };
  },
  antiderivative(r: Rand): PracticeProblem {
    const [a, b] = [int(r, 1, 5), int(r, 1, 6)];
    return { family: 'antiderivative', problem: `integrate ${3 * a}x^2 + ${2 * b}x`, expected: `${a}*x^3 + ${b}*x^2 + C` };
  },
  substitution(r: Rand): PracticeProblem {
    const [a, n] = [int(r, 1, 6), int(r, 2, 4)];
    return { family: 'substitution', problem: `integrate 2x(x^2 + ${a})^${n} dx`, expected: `(x^2 + ${a})^${n + 1}/${n + 1} + C` };
  },
  integrationByParts(r: Rand): PracticeProblem {
    const a = int(r, 2, 4);
    return { family: 'integrationByParts', problem: `integrate x e^(${a}x) dx`, expected: `x*exp(${a}*x)/${a} - exp(${a}*x)/${a * a} + C` };
  },
  definiteIntegral(r: Rand): PracticeProblem {
    const [a, b, hi] = [int(r, 1, 4), int(r, 0, 5), int(r, 1, 3)];
    // ∫₀^hi 3a x² + b dx = a·hi³ + b·hi
    return { family: 'definiteIntegral', problem: `integral from 0 to ${hi} of ${3 * a}x^2${signed(b)} dx`, expected: String(a * hi ** 3 + b * hi) };
  },
  exponentialEquation(r: Rand): PracticeProblem {
    const [base, shift, x] = [int(r, 2, 3), int(r, 0, 3), int(r, 1, 4)];
    return { family: 'exponentialEquation', problem: `${base}^(x${signed(shift)}) = ${base ** (x + shift)}`, expected: `[${x}]` };
  },
  complexProduct(r: Rand): PracticeProblem {
    const [a, b, c, d] = [int(r, -5, 5), nonZero(r, -5, 5), int(r, -5, 5), nonZero(r, -5, 5)];
    const re = a * c - b * d;
    const im = a * d + b * c;
    const z = (p: number, q: number) => `(${p}${q < 0 ? ' - ' : ' + '}${Math.abs(q)}i)`;
    return { family: 'complexProduct', problem: `${z(a, b)}${z(c, d)}`, expected: `${re} + ${im}*i` };
  },
  geometricSeries(r: Rand): PracticeProblem {
    const [a, q] = [int(r, 1, 9), int(r, 2, 5)];
    // Σ a(1/q)ⁿ from 0 = a·q/(q − 1)
    return { family: 'geometricSeries', problem: `sum of ${a}*(1/${q})^n from n=0 to oo`, expected: `${a * q}/${q - 1}` };
  },
  taylor(r: Rand): PracticeProblem {
    const a = int(r, 2, 4);
    return { family: 'taylor', problem: `taylor series of e^(${a}x) at 0 order 3`, expected: `1 + ${a}*x + ${a * a}/2*x^2 + ${a ** 3}/6*x^3` };
  },
  firstOrderOde(r: Rand): PracticeProblem {
    const [k, c] = [nonZero(r, -3, 4), int(r, 1, 6)];
    return { family: 'firstOrderOde', problem: `y' = ${k}y, y(0) = ${c}`, expected: `y = ${c}*exp(${k}*x)` };
  },
  secondOrderOde(r: Rand): PracticeProblem {
    const w = int(r, 1, 4);
    const c = int(r, 1, 5);
    return { family: 'secondOrderOde', problem: `y'' + ${w * w}y = 0, y(0) = ${c}, y'(0) = 0`, expected: `y = ${c}*cos(${w}*x)` };
  },
  partialDerivative(r: Rand): PracticeProblem {
    const [m, n] = [int(r, 2, 4), int(r, 2, 4)];
    return { family: 'partialDerivative', problem: `partial derivative of x^${m} y^${n} with respect to y`, expected: `${n}*x^${m}*y^${n - 1}` };
  },
} satisfies Record<string, (r: Rand) => PracticeProblem>;

export type PracticeFamily = keyof typeof TEMPLATES;
export const PRACTICE_FAMILIES = Object.keys(TEMPLATES) as PracticeFamily[];

/** A problem of the family from the seed (the same seed gives the same problem). */
export function practiceProblem(family: PracticeFamily, seed: number): PracticeProblem {
  return TEMPLATES[family](rng(seed));
}

/** Library topics (by slug) → the template families that practise them. Topics not listed are read and quizzed only. */
export const TOPIC_FAMILIES: Readonly<Record<string, readonly PracticeFamily[]>> = {
  'algebraic-expressions': ['linearEquation'],
  'linear-equations': ['linearEquation'],
  'linear-inequalities': ['linearInequality'],
  'systems-of-two-equations': ['linearSystem'],
  'polynomial-factoring': ['quadratic'],
  'quadratic-equations': ['quadratic'],
  'quadratic-functions-parabolas': ['quadratic'],
  'exponential-logarithmic-equations': ['exponentialEquation'],
  'exponential-functions': ['exponentialEquation'],
  'complex-number-arithmetic': ['complexProduct'],
  'geometric-sequences-series': ['geometricSeries'],
  'gaussian-elimination': ['linearSystem'],
  'matrix-operations': ['determinant'],
  'matrix-inverse': ['inverse'],
  determinants: ['determinant'],
  'linear-independence-basis': ['rank'],
  'kernel-image-rank': ['rank'],
  'eigenvalues-eigenvectors': ['eigenvalues'],
  'matrix-diagonalization': ['eigenvalues'],
  'spectral-theorem-symmetric': ['eigenvalues'],
  'limits-of-functions': ['limitRational'],
  'computing-limits': ['limitRational', 'limitSine'],
  'limits-at-infinity': ['limitInfinity'],
  'continuity-ivt': ['limitRational'],
  'derivative-definition': ['derivativePolynomial'],
  'differentiation-rules': ['derivativePolynomial'],
  'derivatives-exp-log-trig': ['derivativeChain'],
  'chain-rule': ['derivativeChain'],
  'lhopital-rule': ['limitSine'],
  antiderivatives: ['antiderivative'],
  'definite-integral-riemann-sums': ['definiteIntegral'],
  'fundamental-theorem-of-calculus': ['definiteIntegral'],
  'integration-by-substitution': ['substitution'],
  'integration-by-parts': ['integrationByParts'],
  'infinite-series': ['geometricSeries'],
  'taylor-and-maclaurin-series': ['taylor'],
  'partial-derivatives': ['partialDerivative'],
  'ode-classification-and-ivp': ['firstOrderOde'],
  'separable-odes': ['firstOrderOde'],
  'first-order-linear-odes': ['firstOrderOde'],
  'second-order-linear-odes': ['secondOrderOde'],
};
