import type { MathNode } from '../../cas/node';
import { Poly, toRatFunc } from '../../cas/poly';
import { Q } from '../../cas/rational';
import { toAscii } from '../../format/ascii';
import { toLatex } from '../../format/latex';
import { evaluateAscii } from '../../verify/numeric';
import { text } from '../../i18n';
import type { Outcome, SolveContext, StepDraft, Strategy } from '../../strategy';
import { step } from './common';
import { polyOutcome, readPolyEquation, standardFormStep, type PolyEquation } from './poly-equation';
import { quadraticFormula, solveByFactoring, sortRoots, surd } from './roots';

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

/** ax⁴ + bx² + c = 0: solve the quadratic in u = x², then x = ±√u. */
function biquadratic(e: PolyEquation): Outcome | null {
  const p = e.p;
  if (p.deg !== 4 || !p.coef(1).isZero() || !p.coef(3).isZero() || p.coef(0).isZero()) return null;
  const u = new Poly([p.coef(0), p.coef(2), p.coef(4)]);
  const steps: StepDraft[] = [];
  const sf = standardFormStep(e);
  if (sf) steps.push(sf);
  steps.push(
    step(
      text('Substitute u = x²', 'Poser u = x²'),
      text(`Only even powers of ${e.x} appear, so with u = ${e.x}² the equation becomes a quadratic in u.`, `Seules des puissances paires de ${e.x} apparaissent : avec u = ${e.x}², l'équation devient du second degré en u.`),
      `${toLatex(u.toNode('u'))} = 0`,
    ),
  );
  const qr = quadraticFormula(u, 'u', false);
  steps.push(...qr.steps);
  const roots: MathNode[] = [];
  const lines: string[] = [];
  for (const ur of qr.roots) {
    const uq = nodeQ(ur);
    if (uq) {
      if (uq.sign() < 0) {
        if (e.complex) {
          const { k, m } = surd(uq.neg());
          const im: MathNode = m === 1n ? ['Multiply', k.toNode(), 'ImaginaryUnit'] : ['Multiply', k.toNode(), ['Sqrt', Number(m)], 'ImaginaryUnit'];
          roots.push(['Negate', im], im);
        }
        lines.push(`${e.x}^2 = ${uq.toLatex()} ${e.complex ? '' : '\\text{ (impossible in } \\mathbb{R})'}`);
        continue;
      }
      if (uq.isZero()) {
        roots.push(0);
        continue;
      }
      const { k, m } = surd(uq);
      const r: MathNode = m === 1n ? k.toNode() : k.isOne() ? ['Sqrt', Number(m)] : ['Multiply', k.toNode(), ['Sqrt', Number(m)]];
      roots.push(['Negate', r], r);
      lines.push(`${e.x}^2 = ${uq.toLatex()} \\Rightarrow ${e.x} = \\pm ${toLatex(r)}`);
    } else {
      // u = (p ± q√m)/d: x = ±√u when u > 0.
      const v = evalNode(ur);
      if (v > 0) {
        roots.push(['Negate', ['Sqrt', ur]], ['Sqrt', ur]);
        lines.push(`${e.x}^2 = ${toLatex(ur)} \\Rightarrow ${e.x} = \\pm\\sqrt{${toLatex(ur)}}`);
      } else if (e.complex) {
        return null;
      }
    }
  }
  steps.push(
    step(
      text('Back to x', `Revenir à ${e.x}`),
      text(`Each positive value of u gives two solutions ${e.x} = ±√u; a negative u gives no real ${e.x}.`, `Chaque valeur positive de u donne deux solutions ${e.x} = ±√u ; un u négatif ne donne aucun ${e.x} réel.`),
      lines.join(' \\quad '),
    ),
  );
  return polyOutcome(e, 'algebra.polynomial.biquadratic', steps, sortRoots(roots));
}

function nodeQ(n: MathNode): Q | null {
  if (typeof n === 'number') return Q.of(n);
  if (Array.isArray(n) && n[0] === 'Rational') return Q.of(n[1] as number, n[2] as number);
  return null;
}

function evalNode(n: MathNode): number {
  return evaluateAscii(toAscii(n))?.re ?? Number.NaN;
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
    const bq = biquadratic(e);
    if (bq) return bq;
    const steps: StepDraft[] = [];
    const sf = standardFormStep(e);
    if (sf) steps.push(sf);
    const r = solveByFactoring(e.p, e.x, e.complex, ctx);
    steps.push(...r.steps);
    return polyOutcome(e, 'algebra.polynomial', steps, r.roots);
  },
};
