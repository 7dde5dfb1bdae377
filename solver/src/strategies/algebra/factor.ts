import { box, toNode } from '../../cas/engine';
import { simplify } from '../../cas';
import { factoredNode, factorPoly, type Factored } from '../../cas/factor';
import { factorMulti, toMPoly } from '../../cas/mpoly';
import { freeSymbols, type MathNode } from '../../cas/node';
import { Poly, toRatFunc } from '../../cas/poly';
import { nodeToQ, Q } from '../../cas/rational';
import { asciiToWords } from '../../format/words';
import { toAscii } from '../../format/ascii';
import { toLatex } from '../../format/latex';
import { text } from '../../i18n';
import type { Outcome, StepDraft, Strategy } from '../../strategy';
import { equivalentAt } from '../../verify/numeric';
import { chooseUnknown, exprAnswer, readAlgebra, step } from './common';

const times = (c: Q, x: string): MathNode => (c.isOne() ? x : ['Multiply', c.toNode(), x]);

/** The teacher's steps for factoring a polynomial; the factored form comes from factorPoly. */
export function factorSteps(p: Poly, x: string, f: Factored): StepDraft[] {
  const steps: StepDraft[] = [];
  const pl = toLatex(p.toNode(x));
  // 1. Common factor: the constant content and the lowest power of x.
  let low = 0;
  while (low < p.deg && p.coef(low).isZero()) low++;
  const content = f.content;
  const common: MathNode[] = [];
  if (!content.isOne()) common.push(content.toNode());
  if (low > 0) common.push(low === 1 ? x : ['Power', x, low]);
  let inner = p;
  if (common.length > 0 && p.deg - low >= 1) {
    const cnode: MathNode = common.length === 1 ? common[0] : ['Multiply', ...common];
    inner = new Poly(p.c.slice(low)).scale(content.inv());
    steps.push(
      step(
        text('Factor out the common factor', 'Mettre en facteur le facteur commun'),
        text(
          `Every term contains ${toAscii(cnode)}, so it can be taken out in front.`,
          `Chaque terme contient ${toAscii(cnode)}, on le met donc en facteur.`,
        ),
        `${pl} = ${toLatex(cnode)}\\left(${toLatex(inner.toNode(x))}\\right)`,
      ),
    );
  }
  const il = toLatex(inner.toNode(x));
  if (inner.deg === 2) {
    const a = inner.coef(2);
    const b = inner.coef(1);
    const c = inner.coef(0);
    const sa = a.sqrt();
    const sc = c.neg().sqrt();
    const disc = b.mul(b).sub(Q.of(4).mul(a).mul(c));
    if (b.isZero() && sa && sc && c.sign() < 0) {
      steps.push(
        step(
          text('Difference of two squares', 'Différence de deux carrés'),
          text(
            `It has the form A² − B² with A = ${toAscii(times(sa, x))} and B = ${sc.toString()}, and A² − B² = (A − B)(A + B).`,
            `C'est de la forme A² − B² avec A = ${toAscii(times(sa, x))} et B = ${sc.toString()}, et A² − B² = (A − B)(A + B).`,
          ),
          `${il} = ${toLatex(['Multiply', ['Add', times(sa, x), sc.neg().toNode()], ['Add', times(sa, x), sc.toNode()]])}`,
        ),
      );
    } else if (disc.isZero() && sa) {
      const r = b.div(Q.of(2).mul(sa));
      steps.push(
        step(
          text('Perfect square trinomial', 'Identité remarquable (carré parfait)'),
          text(
            'The first and last terms are squares and the middle term is twice their product: A² ± 2AB + B² = (A ± B)².',
            'Les termes extrêmes sont des carrés et le terme du milieu est le double de leur produit : A² ± 2AB + B² = (A ± B)².',
          ),
          `${il} = ${toLatex(['Power', ['Add', times(sa, x), r.toNode()], 2])}`,
        ),
      );
    } else if (disc.sqrt()) {
      // ac-method: two numbers with product ac and sum b, then grouping.
      const ac = a.mul(c);
      const s = disc.sqrt()!;
      const m = b.add(s).div(Q.of(2));
      const n = b.sub(s).div(Q.of(2));
      steps.push(
        step(
          text('Find two numbers (ac method)', 'Chercher deux nombres de produit ac et de somme b'),
          text(
            `Look for two numbers whose product is a·c = ${ac.toString()} and whose sum is b = ${b.toString()}: ${m.toString()} and ${n.toString()}.`,
            `On cherche deux nombres de produit a·c = ${ac.toString()} et de somme b = ${b.toString()} : ${m.toString()} et ${n.toString()}.`,
          ),
          `${m.toLatex()} \\times ${n.sign() < 0 ? `\\left(${n.toLatex()}\\right)` : n.toLatex()} = ${ac.toLatex()},\\quad ${m.toLatex()} ${n.sign() < 0 ? `- ${n.neg().toLatex()}` : `+ ${n.toLatex()}`} = ${b.toLatex()}`,
        ),
      );
      if (!a.isOne()) {
        steps.push(
          step(
            text('Split the middle term and group', 'Scinder le terme du milieu et regrouper'),
            text('Write bx as the sum of the two terms, then factor each pair.', 'On écrit bx comme la somme des deux termes, puis on factorise chaque paire.'),
            `${il} = ${toLatex(['Add', ['Multiply', a.toNode(), ['Power', x, 2]], ['Multiply', m.toNode(), x], ['Multiply', n.toNode(), x], c.toNode()])}`,
          ),
        );
      }
    } else {
      steps.push(
        step(
          text('Check the discriminant', 'Examiner le discriminant'),
          text(
            `The discriminant b² − 4ac = ${disc.toString()} is not the square of a rational number, so this quadratic has no factor with rational coefficients.`,
            `Le discriminant b² − 4ac = ${disc.toString()} n'est pas le carré d'un rationnel : ce trinôme n'a pas de facteur à coefficients rationnels.`,
          ),
          `\\Delta = ${disc.toLatex()}`,
        ),
      );
    }
  } else if (inner.deg >= 3) {
    const linear = f.factors.filter((g) => g.p.deg === 1 && !(g.p.coef(0).isZero()));
    if (linear.length > 0) {
      const roots = linear.map((g) => g.p.coef(0).neg().div(g.p.coef(1)));
      steps.push(
        step(
          text('Rational-root test', 'Recherche de racines rationnelles'),
          text(
            `Try the fractions ±p/q (p divides the constant term, q the leading coefficient): ${roots.map((r) => `x = ${r.toString()}`).join(', ')} make the polynomial zero, so each gives a factor (x − root).`,
            `On essaie les fractions ±p/q (p divise le terme constant, q le coefficient dominant) : ${roots.map((r) => `x = ${r.toString()}`).join(', ')} annulent le polynôme, chacune donne donc un facteur (x − racine).`,
          ),
          roots.map((r) => `P\\left(${r.toLatex()}\\right) = 0`).join(',\\ '),
        ),
      );
      steps.push(
        step(
          text('Divide out the factors', 'Diviser par les facteurs trouvés'),
          text('Synthetic division by each factor leaves a quotient of lower degree.', 'La division (schéma de Horner) par chaque facteur laisse un quotient de degré plus petit.'),
          `${il} = ${toLatex(factoredNode({ content: Q.ONE, factors: f.factors.filter((g) => !(g.p.deg === 1 && g.p.coef(0).isZero())) }, x))}`,
        ),
      );
    } else if (f.factors.length > 1 && !f.factors.every((g) => g.p.c.every((a, k) => k % 2 === 0 || a.isZero()))) {
      steps.push(
        step(
          text('Look for quadratic factors', 'Chercher des facteurs du second degré'),
          text(
            'There is no rational root, so no linear factor; a quadratic factor Ax² + Bx + C with integers must take values at x = 0, 1, −1 that divide the polynomial\'s values there. Trying those divisors gives the factors, checked by long division.',
            "Il n'y a pas de racine rationnelle, donc pas de facteur du premier degré ; un facteur Ax² + Bx + C à coefficients entiers prend en x = 0, 1, −1 des valeurs qui divisent celles du polynôme. En essayant ces diviseurs on trouve les facteurs, confirmés par division euclidienne.",
          ),
          `${il} = ${toLatex(factoredNode({ content: Q.ONE, factors: f.factors }, x))}`,
        ),
      );
    } else if (f.factors.length > 1) {
      steps.push(
        step(
          text('Substitute u = x²', 'Poser u = x²'),
          text('Only even powers appear: factor it as a quadratic in u = x², then put x² back.', "Seules des puissances paires apparaissent : on factorise en u = x², puis on remplace u par x²."),
          `${il} = ${toLatex(factoredNode({ content: Q.ONE, factors: f.factors }, x))}`,
        ),
      );
    }
  }
  const result = factoredNode(f, x);
  steps.push(
    step(
      text('Factored form', 'Forme factorisée'),
      text('No factor can be split further over the rationals.', 'Aucun facteur ne peut plus être décomposé sur les rationnels.'),
      `${pl} = ${toLatex(result)}`,
    ),
  );
  return steps;
}

/**
 * A quadratic with a positive discriminant that is not a square (x² − 2) has no factor over the
 * rationals, but a(x − r₁)(x − r₂) over the reals with its two roots: given instead of the
 * unchanged polynomial, which would not be a factored form at all.
 */
function overTheReals(p: Poly, x: string, f: Factored): { node: MathNode; steps: StepDraft[] } | null {
  // only where the rational factored form would be the bare sum (2(x² − 3) already is a product)
  if (p.deg !== 2 || f.factors.length !== 1 || f.factors[0].mult !== 1 || !f.content.isOne()) return null;
  const a = p.coef(2);
  const b = p.coef(1);
  const c = p.coef(0);
  const disc = b.mul(b).sub(Q.of(4).mul(a).mul(c));
  if (disc.sign() <= 0 || disc.sqrt()) return null;
  const root = (sign: 1 | -1): MathNode => simplify(['Divide', ['Add', b.neg().toNode(), ['Multiply', sign, ['Sqrt', disc.toNode()]]], a.mul(Q.of(2)).toNode()]);
  const r1 = root(-1);
  const r2 = root(1);
  const factor = (r: MathNode): MathNode => simplify(['Subtract', x, r]);
  const node: MathNode = a.isOne() ? ['Multiply', factor(r1), factor(r2)] : ['Multiply', a.toNode(), factor(r1), factor(r2)];
  const pl = toLatex(p.toNode(x));
  return {
    node,
    steps: [
      step(
        text('Find the roots', 'Chercher les racines'),
        text(
          `The discriminant b² − 4ac = ${disc.toString()} is positive but not a square: no factor with rational coefficients, but two real roots (−b ± √Δ)/(2a).`,
          `Le discriminant b² − 4ac = ${disc.toString()} est positif mais n'est pas un carré : pas de facteur à coefficients rationnels, mais deux racines réelles (−b ± √Δ)/(2a).`,
        ),
        `\\Delta = ${disc.toLatex()},\\quad ${x}_1 = ${toLatex(r1)},\\quad ${x}_2 = ${toLatex(r2)}`,
      ),
      step(
        text('Factor over the real numbers', 'Factoriser dans ℝ'),
        text('A quadratic with roots x₁ and x₂ is a(x − x₁)(x − x₂).', 'Un trinôme de racines x₁ et x₂ s’écrit a(x − x₁)(x − x₂).'),
        `${pl} = ${toLatex(node)}`,
      ),
    ],
  };
}

export const factorStrategy: Strategy = {
  name: 'algebra.factor',
  solve(problem, ctx): Outcome | null {
    const input = readAlgebra(problem);
    if (!input || input.cmd.task !== 'factor') return null;
    const { node, cmd } = input;
    // "factor x² + 5x + 6 = 0" / "solve by factoring": an equation, solved by the equation strategies.
    if (Array.isArray(node) && ['Equal', 'Less', 'LessEqual', 'Greater', 'GreaterEqual', 'List', 'And'].includes(node[0] as string)) return null;
    const x = chooseUnknown(node, cmd);
    const vars = [...freeSymbols(node)];
    // "factor 360": a whole number is factored into primes
    const whole = vars.length === 0 ? nodeToQ(node) : null;
    if (whole) return primeFactorization(whole);
    const verification = text('The factored form equals the original at sample points.', "La forme factorisée est égale à l'expression de départ en des points tests.");
    if (x && vars.length === 1) {
      const rf = toRatFunc(node, x);
      if (rf && rf.den.deg === 0) {
        const p = rf.num.scale(rf.den.coef(0).inv());
        const f = factorPoly(p, () => ctx.checkTime());
        const real = overTheReals(p, x, f);
        const result = real ? real.node : factoredNode(f, x);
        const answer = exprAnswer(result);
        return {
          method: real ? 'algebra.factor.real' : 'algebra.factor',
          category: 'simplify',
          steps: real ? real.steps : factorSteps(p, x, f),
          answer,
          finalAnswer: text(answer.value, answer.value),
          verified: equivalentAt(toAscii(node), answer.value, [x]),
          verification,
        };
      }
    }
    // Several letters: common monomial factor and homogeneous forms ourselves, the CAS otherwise.
    const mp = toMPoly(node, [...vars].sort());
    const own = mp ? factorMulti(mp) : null;
    const factored = own ?? toNode(box(['Factor', node]).evaluate());
    const answer = exprAnswer(factored);
    return {
      method: own ? 'algebra.factor.multivariate' : 'algebra.factor.cas',
      category: 'simplify',
      steps: [
        step(
          text('Factor', 'Factoriser'),
          own
            ? text(
                'Take out the common factor (the number and the lowest power of each letter); a form where every term has the same degree factors like a polynomial in one letter (put the other letter equal to 1, factor, then restore it).',
                "On met en facteur le facteur commun (le nombre et la plus petite puissance de chaque lettre) ; une forme dont tous les termes ont le même degré se factorise comme un polynôme en une lettre (on pose l'autre lettre égale à 1, on factorise, puis on la rétablit).",
              )
            : text('Take out common factors and apply the identities (difference of squares, perfect squares).', 'On met en facteur les facteurs communs et on applique les identités remarquables.'),
          `${toLatex(node)} = ${toLatex(factored)}`,
        ),
      ],
      answer,
      finalAnswer: text(answer.value, answer.value),
      verified: equivalentAt(toAscii(node), answer.value, vars),
      verification,
    };
  },
};

/**
 * A whole number written as a product of primes (360 = 2³·3²·5), by dividing by the smallest prime
 * that divides what is left, as a course does. Numbers beyond 10¹² or below 2 are left alone.
 */
function primeFactorization(q: Q): Outcome | null {
  if (!q.isInt() || q.n < 2n || q.n > 10n ** 12n) return null;
  const factors: Array<[bigint, number]> = [];
  const divisions: string[] = [];
  let rest = q.n;
  for (let p = 2n; p * p <= rest; p += p === 2n ? 1n : 2n) {
    while (rest % p === 0n) {
      divisions.push(`${rest} = ${p} \\times ${rest / p}`);
      rest /= p;
      const last = factors[factors.length - 1];
      if (last && last[0] === p) last[1]++;
      else factors.push([p, 1]);
    }
  }
  if (rest > 1n) factors.push([rest, 1]);
  const power = ([p, e]: [bigint, number]): MathNode => (e === 1 ? Number(p) : ['Power', Number(p), e]);
  const result: MathNode = factors.length === 1 ? power(factors[0]) : ['Multiply', ...factors.map(power)];
  const value = factors.map(([p, e]) => (e === 1 ? `${p}` : `${p}^${e}`)).join('*');
  const prime = factors.length === 1 && factors[0][1] === 1;
  const product = factors.reduce((acc, [p, e]) => acc * p ** BigInt(e), 1n);
  return {
    method: 'algebra.factor.primes',
    category: 'arithmetic',
    steps: [{
      title: text('Divide by the smallest primes', 'Diviser par les plus petits nombres premiers'),
      explanation: prime
        ? text(`No prime up to √${q.n} divides ${q.n}: it is prime.`, `Aucun nombre premier jusqu'à √${q.n} ne divise ${q.n} : il est premier.`)
        : text('Divide by 2 as long as possible, then by 3, 5, 7, …; what is left at the end is prime.', 'On divise par 2 tant que possible, puis par 3, 5, 7, … ; ce qui reste à la fin est premier.'),
      ...(divisions.length ? { formula: divisions.join(',\\quad ') } : {}),
    }],
    answer: { kind: 'expr', value, latex: toLatex(result), words: asciiToWords(value) },
    finalAnswer: prime ? text(`${q.n} is prime.`, `${q.n} est premier.`) : text(`${q.n} = ${value}`, `${q.n} = ${value}`),
    verified: product === q.n && factors.every(([p]) => isPrime(p)),
    verification: text('The product of the factors is the number, and each factor is prime.', 'Le produit des facteurs redonne le nombre, et chaque facteur est premier.'),
  };
}

function isPrime(n: bigint): boolean {
  if (n < 2n) return false;
  for (let d = 2n; d * d <= n; d++) if (n % d === 0n) return false;
  return true;
}

