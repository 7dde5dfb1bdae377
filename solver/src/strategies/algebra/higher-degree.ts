import type { MathNode } from '../../cas/node';
import { Poly, toRatFunc } from '../../cas/poly';
import { Q } from '../../cas/rational';
import { toAscii } from '../../format/ascii';
import { toLatex } from '../../format/latex';
import { evaluateAscii } from '../../verify/numeric';
import { text } from '../../i18n';
import type { Outcome, SolveContext, StepDraft, Strategy } from '../../strategy';
import { step } from './common';
import { nthRootsOutcome } from '../complex/nthRoots';
import { polyOutcome, readPolyEquation, standardFormStep, type PolyEquation } from './poly-equation';
import { quadraticFormula, solveByFactoring, sortRoots, surd, surdNode } from './roots';
import { algebraicSqrt, conjC, cradNode, negC } from '../complex/radicals';

/** The factors of a product as typed: (x − 1)(x − 5)(x + 5), x²(x − 5)², −2x(x + 1). */
function inputFactors(n: MathNode): MathNode[] | null {
  if (!Array.isArray(n)) return null;
  if (n[0] === 'Negate') return inputFactors(n[1] as MathNode);
  if (n[0] === 'Multiply') return (n.slice(1) as MathNode[]).flatMap((f) => (Array.isArray(f) && f[0] === 'Power' ? [f[1] as MathNode] : [f]));
  if (n[0] === 'Power') return [n[1] as MathNode];
  return null;
}

/** Zero-product property on an equation typed as a product equal to zero. */
function zeroProduct(e: PolyEquation, ctx: SolveContext): Outcome | null {
  if (!e.rhsPoly.isZero()) return null;
  const factors = inputFactors(e.rel.lhs);
  if (!factors) return null;
  const polys = factors.map((f) => toRatFunc(f, e.x)).map((r) => (r && r.den.deg === 0 ? r.num : null));
  if (polys.some((p) => p === null)) return null;
  const withX = (polys as Poly[]).filter((p) => p.deg >= 1);
  if (withX.length < 2 && !(withX.length === 1 && Array.isArray(e.rel.lhs) && e.rel.lhs[0] === 'Power')) return null;
  const steps: StepDraft[] = [];
  const roots: MathNode[] = [];
  const lines: string[] = [];
  for (const p of withX) {
    const r = solveByFactoring(p, e.x, e.complex, ctx, false);
    roots.push(...r.roots);
    lines.push(`${toLatex(p.toNode(e.x))} = 0 ${r.roots.length ? `\\Rightarrow ${r.roots.map((z) => `${e.x} = ${toLatex(z)}`).join(',\\ ')}` : '\\text{: no real root}'}`);
    if (p.deg >= 2) steps.push(...r.steps);
  }
  steps.unshift(
    step(
      text('Zero-product property', 'Produit nul'),
      text('The left side is already a product and the right side is 0: a product is zero exactly when one of its factors is zero.', "Le membre de gauche est déjà un produit et celui de droite vaut 0 : un produit est nul si et seulement si l'un de ses facteurs est nul."),
      lines.join(' \\quad '),
    ),
  );
  return polyOutcome(e, 'algebra.polynomial.zero_product', steps, sortRoots(roots));
}

/** a·x^(2k) + b·x^k + c = 0 (biquadratic when k = 2): solve the quadratic in u = x^k, then x^k = u. */
function biquadratic(e: PolyEquation): Outcome | null {
  const p = e.p;
  if (p.deg < 4 || p.deg % 2 !== 0 || p.coef(0).isZero()) return null;
  const k = p.deg / 2;
  if (!p.c.every((q, j) => j === 0 || j === k || j === 2 * k || q.isZero())) return null;
  if (e.complex && k > 2) return null;
  const u = new Poly([p.coef(0), p.coef(k), p.coef(2 * k)]);
  const xk = `${e.x}^${k}`;
  const xkSup = `${e.x}${k === 2 ? '²' : k === 3 ? '³' : `^${k}`}`;
  const steps: StepDraft[] = [];
  const sf = standardFormStep(e);
  if (sf) steps.push(sf);
  steps.push(
    step(
      text(`Substitute u = ${xkSup}`, `Poser u = ${xkSup}`),
      text(`Only the powers ${xkSup} and ${e.x}^${2 * k} appear, so with u = ${xkSup} the equation becomes a quadratic in u.`, `Seules les puissances ${xkSup} et ${e.x}^${2 * k} apparaissent : avec u = ${xkSup}, l'équation devient du second degré en u.`),
      `${toLatex(u.toNode('u'))} = 0`,
    ),
  );
  const disc = u.coef(1).mul(u.coef(1)).sub(Q.of(4).mul(u.coef(2)).mul(u.coef(0)));
  // In ℂ with Δ < 0, u is a pair of conjugate complex numbers whose square roots are taken in
  // algebraic form; otherwise each real u gives ±√u (or nothing real when u < 0).
  if (e.complex && disc.sign() < 0) {
    steps.push(...quadraticFormula(u, 'u', true).steps);
    return polyOutcome(e, 'algebra.polynomial.biquadratic', [...steps, ...complexUBack(e.x, u, disc)], sortRoots(complexURoots(u, disc)));
  }
  const qr = quadraticFormula(u, 'u', false);
  steps.push(...qr.steps);
  const roots: MathNode[] = [];
  const lines: string[] = [];
  for (const ur of qr.roots) {
    const uq = nodeQ(ur);
    const v = uq ? uq.toNumber() : evalNode(ur);
    if (Number.isNaN(v)) return null;
    if (v === 0) {
      roots.push(0);
      continue;
    }
    if (v < 0 && k % 2 === 0) {
      if (e.complex) {
        if (!uq) return null;
        const { k: c, m } = surd(uq.neg());
        roots.push(surdNode(Q.ZERO, c.neg(), m, true), surdNode(Q.ZERO, c, m, true));
        lines.push(`${xk} = ${toLatex(ur)} \\Rightarrow ${e.x} = \\pm ${toLatex(surdNode(Q.ZERO, c, m, true))}`);
        continue;
      }
      lines.push(`${xk} = ${toLatex(ur)} \\text{ (impossible in } \\mathbb{R})`);
      continue;
    }
    const r = kthRoot(ur, uq, k);
    if (k % 2 === 0) {
      roots.push(['Negate', r], r);
      lines.push(`${xk} = ${toLatex(ur)} \\Rightarrow ${e.x} = \\pm ${toLatex(r)}`);
    } else {
      roots.push(r);
      lines.push(`${xk} = ${toLatex(ur)} \\Rightarrow ${e.x} = ${toLatex(r)}`);
    }
  }
  steps.push(
    step(
      text(`Back to ${e.x}`, `Revenir à ${e.x}`),
      k % 2 === 0
        ? e.complex
          ? text(`Each value of u gives two solutions ${e.x} = ±√u; in ℂ a negative u gives ${e.x} = ±i√(−u).`, `Chaque valeur de u donne deux solutions ${e.x} = ±√u ; dans ℂ, un u négatif donne ${e.x} = ±i√(−u).`)
          : text(`Each positive value of u gives two solutions ${e.x} = ±${k === 2 ? '√u' : `u^(1/${k})`}; a negative u gives no real ${e.x}.`, `Chaque valeur positive de u donne deux solutions ${e.x} = ±${k === 2 ? '√u' : `u^(1/${k})`} ; un u négatif ne donne aucun ${e.x} réel.`)
        : text(`Each value of u gives one real solution ${e.x} = u^(1/${k}).`, `Chaque valeur de u donne une solution réelle ${e.x} = u^(1/${k}).`),
      lines.join(' \\quad '),
    ),
  );
  return polyOutcome(e, 'algebra.polynomial.biquadratic', steps, sortRoots(roots));
}

/** u = p ± i·s√m, the two roots of the quadratic in u when Δ < 0. */
function complexU(u: Poly, disc: Q): { p: Q; s: Q; m: bigint } {
  const twoA = Q.of(2).mul(u.coef(2));
  const { k, m } = surd(disc.neg());
  return { p: u.coef(1).neg().div(twoA), s: k.div(twoA).abs(), m };
}

/** The four roots: the square roots ±δ of u₁ = p − i·s√m, and their conjugates for u₂ = ū₁. */
function complexURoots(u: Poly, disc: Q): MathNode[] {
  const { p, s, m } = complexU(u, disc);
  const { delta } = algebraicSqrt(p, s.mul(s).mul(new Q(m)), -1, 'u₁');
  const conj = conjC(delta);
  return [delta, negC(delta), conj, negC(conj)].map(cradNode);
}

/** The steps back to x: square roots of u₁ in algebraic form, then the conjugates for u₂. */
function complexUBack(x: string, u: Poly, disc: Q): StepDraft[] {
  const { p, s, m } = complexU(u, disc);
  const u1 = surdNode(p, s.neg(), m, true);
  const { steps } = algebraicSqrt(p, s.mul(s).mul(new Q(m)), -1, 'u₁');
  return [
    step(
      text(`Back to ${x}: ${x}² = u₁ or ${x}² = u₂`, `Revenir à ${x} : ${x}² = u₁ ou ${x}² = u₂`),
      text(`The solutions are the square roots of u₁ = ${toAscii(u1)} and of its conjugate u₂.`, `Les solutions sont les racines carrées de u₁ = ${toAscii(u1)} et de son conjugué u₂.`),
      `u_{1} = ${toLatex(u1)},\\quad u_{2} = \\overline{u_{1}}`,
    ),
    ...steps,
    step(
      text('The square roots of u₂', 'Les racines carrées de u₂'),
      text('u₂ is the conjugate of u₁, so its square roots are the conjugates of those of u₁.', 'u₂ est le conjugué de u₁ : ses racines carrées sont les conjuguées de celles de u₁.'),
      `\\pm\\left(${toLatex(cradNode(conjC(algebraicSqrt(p, s.mul(s).mul(new Q(m)), -1, 'u₁').delta)))}\\right)`,
    ),
  ];
}

/** The real k-th root of u (u > 0 when k is even), exact when u is a perfect power. */
function kthRoot(u: MathNode, uq: Q | null, k: number): MathNode {
  if (uq) {
    const neg = uq.sign() < 0;
    const a = uq.abs();
    const g = (v: bigint): bigint | null => {
      const r = BigInt(Math.round(Math.pow(Number(v), 1 / k)));
      for (const c of [r - 1n, r, r + 1n]) if (c >= 0n && c ** BigInt(k) === v) return c;
      return null;
    };
    const pn = g(a.n);
    const pd = g(a.d);
    if (pn !== null && pd !== null) return new Q(neg ? -pn : pn, pd).toNode();
    if (k === 2) {
      const { k: c, m } = surd(a);
      return c.isOne() ? ['Sqrt', Number(m)] : ['Multiply', c.toNode(), ['Sqrt', Number(m)]];
    }
    const root: MathNode = ['Power', a.toNode(), ['Rational', 1, k]];
    return neg ? ['Negate', root] : root;
  }
  return k === 2 ? ['Sqrt', u] : ['Power', u, ['Rational', 1, k]];
}

function nodeQ(n: MathNode): Q | null {
  if (typeof n === 'number') return Q.of(n);
  if (Array.isArray(n) && n[0] === 'Rational') return Q.of(n[1] as number, n[2] as number);
  return null;
}

function evalNode(n: MathNode): number {
  return evaluateAscii(toAscii(n))?.re ?? Number.NaN;
}

/** xⁿ = w (a pure power) in ℂ by the exponential form; null for any other equation. */
function nthRoots(e: PolyEquation, typedText: string): Outcome | null {
  const pure = e.complex && e.p.c.slice(1, e.p.deg).every((q) => q.isZero()) && !e.p.coef(0).isZero();
  if (!pure || e.p.deg > 12) return null;
  const w = e.p.coef(0).neg().div(e.p.lead());
  const roots = nthRootsOutcome(e.p.deg, w.toNode(), e.x);
  if (!roots) return null;
  // typed as xⁿ = w already, the equation needs no rewriting
  const typed = new RegExp(`(^|\\s)${e.x}\\s*\\^\\s*\\{?${e.p.deg}\\}?\\s*=[^${e.x}]*$`).test(typedText.trim());
  const isolate = step(text(`Isolate ${e.x}^${e.p.deg}`, `Isoler ${e.x}^${e.p.deg}`),
    text('Move the constant to the other side and divide by the coefficient.', 'On passe la constante de l’autre côté et on divise par le coefficient.'),
    `${e.x}^{${e.p.deg}} = ${w.toLatex()}`);
  return { ...roots, method: 'algebra.polynomial.nth_roots', steps: [...(typed ? [] : [isolate]), ...roots.steps] };
}

/**
 * Equations of degree 3 and more: zero-product on factored input, u = x² for biquadratics, else
 * the rational-root test with division, each factor then solved.
 */
export const higherDegreeStrategy: Strategy = {
  name: 'algebra.polynomial',
  solve(problem, ctx): Outcome | null {
    const e = readPolyEquation(problem);
    if (!e || e.p.deg < 2) return null;
    const zp = zeroProduct(e, ctx);
    if (zp) return zp;
    if (e.p.deg < 3) return null;
    // zⁿ = w in ℂ is taught by the exponential form (modulus, argument, n roots on a circle), not
    // by u = z² or by factoring: three steps where the algebraic route takes ten
    const nr = nthRoots(e, problem.text);
    if (nr) return nr;
    const bq = biquadratic(e);
    if (bq) return bq;
    const steps: StepDraft[] = [];
    const sf = standardFormStep(e);
    if (sf) steps.push(sf);
    const r = solveByFactoring(e.p, e.x, e.complex, ctx);
    steps.push(...r.steps);
    const out = polyOutcome(e, 'algebra.polynomial', steps, r.roots);
    return out;
  },
};
