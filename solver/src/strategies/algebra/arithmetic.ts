import { box, toNode } from '../../cas/engine';
import { freeSymbols, headOf, type MathNode } from '../../cas/node';
import { lcm, nodeToQ, Q, tooLarge } from '../../cas/rational';
import { SolverError } from '../../errors';
import { toAscii } from '../../format/ascii';
import { toLatex } from '../../format/latex';
import { prose } from '../../format/prose';
import { text } from '../../i18n';
import type { Outcome, SolveContext, StepDraft, Strategy } from '../../strategy';
import { equivalentAt, evaluateAscii, close } from '../../verify/numeric';
import { exprAnswer, readAlgebra, step } from './common';

/** Factorials above this are refused: the result would have more than ~80,000 digits. */
const MAX_FACTORIAL = 20000;

/**
 * Exact evaluation of a numeric expression (integers, fractions, decimals, powers, factorials),
 * showing the order of operations and the common denominator of each sum of fractions.
 * Returns null for anything that is not exactly rational (roots, π, functions).
 */
export function evalExact(n: MathNode, steps: StepDraft[] | null, ctx?: SolveContext): Q | null {
  ctx?.checkTime();
  const q = nodeToQ(n);
  if (q) return q;
  if (!Array.isArray(n)) return null;
  const [h, ...a] = n as [string, ...MathNode[]];
  const sub = (m: MathNode): Q | null => evalExact(m, steps, ctx);
  switch (h) {
    case 'Add': {
      const vals: Q[] = [];
      for (const t of a) {
        const v = sub(t);
        if (!v) return null;
        vals.push(v);
      }
      const r = vals.reduce((s, v) => s.add(v));
      if (steps) fractionSumSteps(vals, r, steps);
      return r;
    }
    case 'Subtract': {
      const x = sub(a[0]);
      const y = sub(a[1]);
      return x && y ? x.sub(y) : null;
    }
    case 'Negate': {
      const v = sub(a[0]);
      return v ? v.neg() : null;
    }
    case 'Multiply': {
      let r = Q.ONE;
      const vals: Q[] = [];
      for (const t of a) {
        const v = sub(t);
        if (!v) return null;
        vals.push(v);
        r = r.mul(v);
      }
      if (steps && vals.length > 1 && vals.every((v) => v.isInt())) {
        // products come before sums: each one is its own step (2 + 19·3 → 19 × 3 = 57 first)
        steps.push(step(text('Multiply', 'Multiplier'), text('Multiply the factors (products are computed before sums).', 'On multiplie les facteurs (les produits se calculent avant les sommes).'), `${vals.map((v) => wrapLatex(v)).join(' \\times ')} = ${r.toLatex()}`));
      }
      if (steps && vals.length > 1 && vals.some((v) => !v.isInt())) {
        steps.push(
          step(
            text('Multiply the fractions', 'Multiplier les fractions'),
            text('Multiply numerators together and denominators together, then reduce.', 'On multiplie les numérateurs entre eux et les dénominateurs entre eux, puis on simplifie.'),
            `${vals.map((v) => wrapLatex(v)).join(' \\times ')} = ${r.toLatex()}`,
          ),
        );
      }
      return r;
    }
    case 'Divide':
    case 'Rational': {
      const x = sub(a[0]);
      const y = sub(a[1]);
      if (!x || !y) return null;
      if (y.isZero()) {
        throw new SolverError('unsupported', text('Division by zero: this expression has no value.', "Division par zéro : cette expression n'a pas de valeur."));
      }
      const r = x.div(y);
      if (steps && x.isInt() && y.isInt() && !r.isInt() && (r.d !== y.n && r.d !== -y.n)) {
        const g = x.n / r.n;
        steps.push(
          step(
            text('Reduce the fraction', 'Simplifier la fraction'),
            text(`Divide the numerator and the denominator by their greatest common divisor, ${g < 0n ? -g : g}.`, `On divise le numérateur et le dénominateur par leur plus grand diviseur commun, ${g < 0n ? -g : g}.`),
            `\\frac{${x.toString()}}{${y.toString()}} = ${r.toLatex()}`,
          ),
        );
      }
      if (steps && h === 'Divide' && (!x.isInt() || !y.isInt())) {
        steps.push(
          step(
            text('Divide by multiplying by the reciprocal', "Diviser, c'est multiplier par l'inverse"),
            text('Dividing by a fraction is the same as multiplying by its reciprocal.', "Diviser par une fraction revient à multiplier par son inverse."),
            `${wrapLatex(x)} \\div ${wrapLatex(y)} = ${wrapLatex(x)} \\times ${wrapLatex(y.inv())} = ${r.toLatex()}`,
          ),
        );
      }
      return r;
    }
    case 'Power': {
      const b = sub(a[0]);
      if (!b) return null;
      // The exponent is evaluated without steps first so 9^9^9 is refused before any work.
      const e = evalExact(a[1], null, ctx);
      if (e && !e.isInt()) return rationalPower(b, e, n, steps);
      if (!e) return null;
      if (b.isZero() && e.n < 0n) return null;
      if (!(b.isZero() || b.abs().isOne()) && (e.n > 10_000_000n || e.n < -10_000_000n)) throw tooLarge();
      const r = b.pow(e.n);
      if (steps && e.n > 1n) {
        steps.push(
          step(
            text('Compute the power', 'Calculer la puissance'),
            text(`Multiply ${b.toString()} by itself ${e.n} times.`, `On multiplie ${b.toString()} par lui-même ${e.n} fois.`),
            `${toLatex(['Power', b.toNode(), e.toNode()])} = ${r.toLatex()}`,
          ),
        );
      }
      return r;
    }
    case 'Log': {
      // log_b(x) with x a rational power of b (log₃(1/9) = −2, log₄(8) = 3/2): exact, as a course writes it
      const x = a.length === 2 ? sub(a[0]) : null;
      const b = a.length === 2 ? sub(a[1]) : null;
      const k = x && b ? exactLog(x, b) : null;
      if (!x || !b || !k) return null;
      if (steps) {
        const power = `${wrapLatex(b)}^{${k.toLatex()}}`;
        steps.push(
          step(
            text('Logarithm of a power of its base', "Logarithme d'une puissance de sa base"),
            text(`${b.toString()} to the power ${k.toString()} is ${x.toString()}, so the logarithm is ${k.toString()}.`, `${b.toString()} à la puissance ${k.toString()} vaut ${x.toString()} : le logarithme vaut ${k.toString()}.`),
            `${power} = ${x.toLatex()} \\Rightarrow ${toLatex(n)} = ${k.toLatex()}`,
          ),
        );
      }
      return k;
    }
    case 'Sqrt':
    case 'Root': {
      const v = sub(a[0]);
      const k = h === 'Sqrt' ? 2 : Number(nodeToQ(a[1])?.n ?? 0n);
      if (!v || k < 2 || k > 10) return null;
      const r = exactRoot(v, k);
      if (!r) return null;
      if (steps) {
        steps.push(
          step(
            text('Take the root', 'Extraire la racine'),
            text(`${r.toString()} to the power ${k} is ${v.toString()}.`, `${r.toString()} à la puissance ${k} vaut ${v.toString()}.`),
            `${toLatex(n)} = ${r.toLatex()}`,
          ),
        );
      }
      return r;
    }
    case 'Factorial': {
      const v = sub(a[0]);
      if (!v || !v.isInt() || v.n < 0n) return null;
      if (v.n > BigInt(MAX_FACTORIAL)) throw tooLarge();
      let r = 1n;
      for (let k = 2n; k <= v.n; k++) {
        r *= k;
        if ((k & 1023n) === 0n) ctx?.checkTime();
      }
      if (steps) {
        steps.push(
          step(
            text('Compute the factorial', 'Calculer la factorielle'),
            text(`${v.n}! is the product of the whole numbers from 1 to ${v.n}.`, `${v.n}! est le produit des entiers de 1 à ${v.n}.`),
            v.n <= 10n ? `${v.n}! = ${Array.from({ length: Number(v.n) }, (_, k) => k + 1).join(' \\times ') || '1'} = ${r}` : `${v.n}! = ${r.toString().length > 60 ? `${r.toString().slice(0, 20)}\\ldots` : r}`,
          ),
        );
      }
      return new Q(r);
    }
    case 'Factorial2': {
      // n!! = n(n − 2)(n − 4)… down to 1 or 2
      const v = sub(a[0]);
      if (!v || !v.isInt() || v.n < 0n) return null;
      if (v.n > BigInt(MAX_FACTORIAL)) throw tooLarge();
      const fs: bigint[] = [];
      for (let k = v.n; k >= 2n; k -= 2n) fs.push(k);
      const r = fs.reduce((p, k) => p * k, 1n);
      if (steps) {
        steps.push(
          step(
            text('Compute the double factorial', 'Calculer la double factorielle'),
            text(`${v.n}!! is the product of ${v.n}, ${v.n} − 2, ${v.n} − 4, … down to ${v.n % 2n === 0n ? 2 : 1}.`, `${v.n}!! est le produit de ${v.n}, ${v.n} − 2, ${v.n} − 4, … jusqu'à ${v.n % 2n === 0n ? 2 : 1}.`),
            fs.length <= 10 ? `${v.n}!! = ${fs.join(' \\times ') || '1'} = ${r}` : `${v.n}!! = ${r}`,
          ),
        );
      }
      return new Q(r);
    }
    default:
      return null;
  }
}

/** The exact k-th root of a rational (odd roots of negatives included), or null. */
function exactRoot(v: Q, k: number): Q | null {
  if (v.sign() < 0) {
    if (k % 2 === 0) return null;
    const r = exactRoot(v.neg(), k);
    return r ? r.neg() : null;
  }
  const guess = (x: bigint): bigint | null => {
    const g = BigInt(Math.round(Math.pow(Number(x), 1 / k)));
    for (const c of [g - 1n, g, g + 1n]) if (c >= 0n && c ** BigInt(k) === x) return c;
    return null;
  };
  const p = guess(v.n);
  const q = guess(v.d);
  return p !== null && q !== null ? new Q(p, q) : null;
}

const wrapLatex = (q: Q): string => (q.sign() < 0 ? `\\left(${q.toLatex()}\\right)` : q.toLatex());

/** The common-denominator steps of a sum: 4/9 + 3/5 = 20/45 + 27/45 = 47/45. */
function fractionSumSteps(vals: Q[], r: Q, steps: StepDraft[]): void {
  const show = (vs: Q[]): string => vs.map((v, k) => (k === 0 ? v.toLatex() : v.sign() < 0 ? `- ${v.neg().toLatex()}` : `+ ${v.toLatex()}`)).join(' ');
  if (vals.every((v) => v.isInt())) {
    if (vals.length > 1) {
      steps.push(step(text('Add', 'Additionner'), text('Add the terms from left to right.', 'On additionne les termes de gauche à droite.'), `${show(vals)} = ${r.toLatex()}`));
    }
    return;
  }
  const den = vals.reduce((l, v) => lcm(l, v.d), 1n);
  const sameDen = vals.every((v) => v.d === den);
  if (!sameDen) {
    const scaled = vals.map((v) => `${v.n * (den / v.d) < 0n ? '-' : ''}\\frac{${(v.n < 0n ? -v.n : v.n) * (den / v.d)}}{${den}}`);
    steps.push(
      step(
        text('Use a common denominator', 'Réduire au même dénominateur'),
        text(
          `The least common multiple of the denominators is ${den}: rewrite each fraction with denominator ${den}.`,
          `Le plus petit multiple commun des dénominateurs est ${den} : on écrit chaque fraction avec le dénominateur ${den}.`,
        ),
        `${show(vals)} = ${scaled.map((s, k) => (k === 0 ? s : s.startsWith('-') ? `- ${s.slice(1)}` : `+ ${s}`)).join(' ')}`,
      ),
    );
  }
  const numer = vals.reduce((s, v) => s + v.n * (den / v.d), 0n);
  const reduced = r.toLatex();
  // with no common factor (gcd 1) the sum is already in lowest terms: no reduce step
  const common = r.isZero() ? den : den / r.d;
  const unreduced = common === 1n ? reduced : `\\frac{${numer}}{${den}}`;
  steps.push(
    step(
      text('Add the numerators', 'Additionner les numérateurs'),
      text('With the same denominator, add the numerators and keep the denominator.', 'Avec le même dénominateur, on additionne les numérateurs et on garde le dénominateur.'),
      `= ${unreduced}`,
    ),
  );
  if (unreduced !== reduced) {
    const g = r.isZero() ? den : den / r.d;
    steps.push(
      step(
        text('Reduce the fraction', 'Simplifier la fraction'),
        text(`Divide the numerator and the denominator by their common factor ${g}.`, `On divise le numérateur et le dénominateur par leur facteur commun ${g}.`),
        `\\frac{${numer}}{${den}} = ${reduced}`,
      ),
    );
  }
}

function isNumeric(n: MathNode): boolean {
  return freeSymbols(n).size === 0;
}

const hasRoot = (n: MathNode): boolean => JSON.stringify(n).includes('"Sqrt"');
const simplified = (n: MathNode): MathNode => toNode(box(n).simplify());
const bracketed = (n: MathNode): string => (headOf(n) === 'Add' || headOf(n) === 'Subtract' ? `\\left(${toLatex(n)}\\right)` : toLatex(n));

/**
 * N/(p + q) with one square root in p + q, or N/√c: the step a teacher writes before simplifying,
 * multiplying top and bottom by the conjugate p − q (or by √c) so the denominator is rational.
 * Returns the step and the fraction it leads to, or null when the denominator is of another kind.
 */
function rationalise(node: MathNode): { step: StepDraft; result: MathNode } | null {
  if (headOf(node) !== 'Divide' || !Array.isArray(node) || node.length !== 3) return null;
  const num = node[1] as MathNode;
  const den = node[2] as MathNode;
  if (!hasRoot(den)) return null;
  let conj: MathNode;
  // (p + q)(p − q) written as p² − q², the identity that removes the root
  let squares: string | null = null;
  if (headOf(den) === 'Add' && Array.isArray(den) && den.length === 3) {
    const [p, q] = den.slice(1) as MathNode[];
    if (hasRoot(p) === hasRoot(q)) return null;
    conj = simplified(['Subtract', p, q]);
    const sq = (n: MathNode): string => (typeof n === 'number' && n >= 0 ? `${n}^{2}` : `\\left(${toLatex(n)}\\right)^{2}`);
    const qAbs = toLatex(q).startsWith('-') ? simplified(['Negate', q]) : q;
    squares = `${sq(p)} - ${sq(qAbs)}`;
  } else if (headOf(den) === 'Sqrt') conj = den;
  else return null;
  const top = simplified(['Multiply', num, conj]);
  const bottom = simplified(['Multiply', den, conj]);
  const q = nodeToQ(bottom);
  if (q === null || q.isZero()) return null;
  const product = `\\frac{${num === 1 ? toLatex(conj) : `${bracketed(num)}${bracketed(conj)}`}}{${bracketed(den)}${bracketed(conj)}}`;
  const result: MathNode = q.isOne() ? top : ['Divide', top, bottom];
  const c = prose(toLatex(conj));
  const middle = squares ? ` = \\frac{${toLatex(top)}}{${squares}}` : '';
  return {
    step: step(
      text('Rationalise the denominator', 'Rendre le dénominateur rationnel'),
      squares
        ? text(`Multiply the numerator and the denominator by the conjugate ${c}: (a + b)(a − b) = a² − b² removes the square root.`,
          `On multiplie le numérateur et le dénominateur par la quantité conjuguée ${c} : (a + b)(a − b) = a² − b² fait disparaître la racine.`)
        : text(`Multiply the numerator and the denominator by ${c}, since ${c} × ${c} = ${q.toString()}.`,
          `On multiplie le numérateur et le dénominateur par ${c}, car ${c} × ${c} = ${q.toString()}.`),
      `${toLatex(node)} = ${product}${middle} = ${q.isOne() ? toLatex(top) : `\\frac{${toLatex(top)}}{${toLatex(bottom)}}`}`,
    ),
    result,
  };
}

export const arithmeticStrategy: Strategy = {
  name: 'arithmetic',
  solve(problem, ctx): Outcome | null {
    const input = readAlgebra(problem);
    if (!input) return null;
    const { node, cmd } = input;
    if (!isNumeric(node) || headOf(node) === 'List' || headOf(node) === 'And') return null;
    if (['Equal', 'Less', 'LessEqual', 'Greater', 'GreaterEqual', 'NotEqual'].includes(headOf(node) ?? '')) return null;
    if (cmd.task === 'solve' || cmd.task === 'factor') return null;
    if (JSON.stringify(node).includes('ImaginaryUnit')) return null;
    const steps: StepDraft[] = [];
    const exact = evalExact(node, steps, ctx);
    const inputAscii = toAscii(node);
    if (exact) {
      const ans = exprAnswer(exact.toNode());
      const decimal = !exact.isInt() && problem.text.includes('.') ? ` ≈ ${exact.toNumber()}` : '';
      if (steps.length === 0) {
        steps.push(step(text('Compute', 'Calculer'), text('Carry out the operation.', "On effectue l'opération."), `${toLatex(node)} = ${exact.toLatex()}`));
      }
      const resultWords = exact.isInt()
        ? text('The exact value.', 'La valeur exacte.')
        : text('The exact value, as a reduced fraction.', 'La valeur exacte, sous forme de fraction irréductible.');
      steps.push(step(text('Result', 'Résultat'), resultWords, `${toLatex(node)} = ${exact.toLatex()}`));
      const a = evaluateAscii(inputAscii);
      const b = evaluateAscii(ans.value);
      const verified = a !== null && b !== null && close(a, b, 1e-9);
      return {
        method: 'arithmetic',
        category: 'arithmetic',
        steps,
        answer: ans,
        finalAnswer: text(`${ans.value}${decimal}`, `${ans.value}${decimal.replace('.', ',')}`),
        verified,
        verification: text('The expression was evaluated numerically and matches.', "L'expression a été évaluée numériquement et concorde."),
      };
    }
    // Not a plain rational: exact value from the CAS, checked numerically.
    const simplified = toNode(box(node).simplify());
    const value = JSON.stringify(simplified).length <= 2 * JSON.stringify(node).length + 20 ? simplified : node;
    const ans = exprAnswer(value);
    // ln(−1) given back as it stands: a complex value no real computation gave, left to the complex methods
    const complexValue = evaluateAscii(inputAscii);
    if (complexValue && Math.abs(complexValue.im) > 1e-12 && ans.value.replace(/\s/g, '') === inputAscii.replace(/\s/g, '')) return null;
    const verified = equivalentAt(inputAscii, ans.value, [], 1, 1);
    const r = rationalise(node);
    if (r) steps.push(r.step);
    const from = r ? r.result : node;
    // nothing left to simplify once the denominator is gone (6 + 3√5 over 1)
    if (toLatex(from) !== toLatex(value)) {
      steps.push(
        step(
          text('Simplify exactly', 'Simplifier de façon exacte'),
          text('Combine the terms and apply the rules of roots, powers and known values.', 'On regroupe les termes et on applique les règles des racines, des puissances et les valeurs connues.'),
          `${toLatex(from)} = ${toLatex(value)}`,
        ),
      );
    }
    const approx = evaluateAscii(ans.value);
    // the decimal value beside an exact one (√2 ≈ 1.414…), never beside a value already plain (5 ≈ 5)
    const shown = approx && Math.abs(approx.im) < 1e-12 ? String(Number(approx.re.toPrecision(10))) : null;
    const num = shown !== null && shown !== ans.value.trim() ? ` ≈ ${shown}` : '';
    return {
      method: 'arithmetic.exact',
      category: 'arithmetic',
      steps,
      answer: ans,
      // a decimal comma in French, as the rational branch above writes it
      finalAnswer: text(`${ans.value}${num}`, `${ans.value}${num.replace('.', ',')}`),
      verified,
      verification: text('The expression was evaluated numerically and matches.', "L'expression a été évaluée numériquement et concorde."),
    };
  },
};

/** The exponent k = m/d (d ≤ 12) with bᵏ = x exactly, checked as bᵐ = xᵈ; null when x is no such power of b. */
/**
 * 27^(2/3), 16^(-3/4): a rational power of a perfect power is exact, the root first and then the
 * power, as taught ((∛27)² = 3² = 9). Any other is left to the simplifier.
 */
function rationalPower(b: Q, e: Q, n: MathNode, steps: StepDraft[] | null): Q | null {
  // a negative base has no real power with an even root, and its odd roots are a convention (the principal cube root of −8 is 1 + i√3)
  if (e.d > 10n || e.n > 1000n || e.n < -1000n || b.isNegative()) return null;
  const k = Number(e.d);
  const root = exactRoot(b, k);
  if (!root || (b.isZero() && e.n < 0n)) return null;
  const r = root.pow(e.n);
  if (steps) {
    const rootLatex = k === 2 ? `\\sqrt{${b.toLatex()}}` : `\\sqrt[${k}]{${b.toLatex()}}`;
    steps.push(
      step(
        text('Take the root, then the power', 'Extraire la racine, puis la puissance'),
        text(`The denominator ${k} of the exponent is a root: ${root.toString()} to the power ${k} is ${b.toString()}. Then raise it to the power ${e.n}.`,
          `Le dénominateur ${k} de l'exposant est une racine : ${root.toString()} à la puissance ${k} vaut ${b.toString()}. On l'élève ensuite à la puissance ${e.n}.`),
        `${toLatex(n)} = \\left(${rootLatex}\\right)^{${e.n}} = ${root.n < 0n || root.d !== 1n ? `\\left(${root.toLatex()}\\right)` : root.toLatex()}^{${e.n}} = ${r.toLatex()}`,
      ),
    );
  }
  return r;
}

function exactLog(x: Q, b: Q): Q | null {
  if (x.sign() <= 0 || b.sign() <= 0 || b.isOne()) return null;
  const approx = Math.log(x.toNumber()) / Math.log(b.toNumber());
  if (!Number.isFinite(approx)) return null;
  for (let d = 1; d <= 12; d++) {
    const m = Math.round(approx * d);
    if (Math.abs(m / d - approx) > 1e-9 || Math.abs(m) > 200) continue;
    const [lhs, rhs] = [b.pow(BigInt(m)), x.pow(BigInt(d))];
    if (lhs.n === rhs.n && lhs.d === rhs.d) return Q.of(m, d);
  }
  return null;
}
