/**
 * Integration by parts, ∫u dv = uv − ∫v du, with u chosen by LIATE (logarithm, inverse trig,
 * algebraic, trigonometric, exponential: the first in this list is differentiated). Repeated when
 * the new integral still has a polynomial factor; when it comes back to a multiple of the
 * original (eˣ cos x), the equation I = A + r·I is solved for I.
 */
import * as X from '../sym/expr';
import type { Expr } from '../sym/expr';
import { diff } from '../sym/diff';
import { coeffs } from '../sym/poly';
import { plain } from '../sym/plain';
import { toLatex } from '../sym/print';
import type { StepDraft } from '../../../strategy';
import { intTex, PARTS_NAMES, step, tex } from './tex';
import type { IntCtx, Integration, Rule } from './types';

type Kind = 'L' | 'I' | 'A' | 'T' | 'E';
const ORDER: Kind[] = ['L', 'I', 'A', 'T', 'E'];

const KIND_TEXT: Record<Kind, [string, string]> = {
  L: ['a logarithm', 'un logarithme'],
  I: ['an inverse trigonometric function', 'une fonction trigonométrique réciproque'],
  A: ['a polynomial', 'un polynôme'],
  T: ['a trigonometric function', 'une fonction trigonométrique'],
  E: ['an exponential', 'une exponentielle'],
};

function kindOf(f: Expr, x: Expr): Kind | null {
  // sin x + cos x, 2eˣ − e⁻ˣ: a sum whose terms are all of one kind (and not a polynomial) is of that kind
  if (f.k === 'add' && !coeffs(f, x, 12)) {
    const kinds = f.args.filter((t) => !X.free(t, x)).map((t) => {
      const fs = X.factors(t).filter((q) => !X.free(q, x));
      return fs.length === 1 ? kindOf(fs[0], x) : null;
    });
    const k = kinds[0];
    return k && (k === 'T' || k === 'E') && kinds.every((q) => q === k) ? k : null;
  }
  const core = f.k === 'pow' && f.exp.k === 'num' && f.exp.v.d === 1n && f.exp.v.n > 0n ? f.base : f;
  if (core.k === 'fn') {
    if (core.name === 'ln') return 'L';
    if (['asin', 'acos', 'atan', 'acot', 'asinh', 'acosh', 'atanh'].includes(core.name)) return 'I';
    if (['sin', 'cos', 'tan', 'sec', 'csc', 'cot', 'sinh', 'cosh'].includes(core.name)) return 'T';
    if (core.name === 'exp') return 'E';
    return null;
  }
  if (f.k === 'pow' && X.free(f.base, x)) return 'E';
  if (coeffs(f, x, 12)) return 'A';
  if (f.k === 'pow' && f.exp.k === 'num' && algebraic(f.base)) return 'A'; // √x, (x+1)^(3/2): algebraic too
  return null;
}

/** Built from the variable with + − × and numeric powers only (no exp, ln, trig). */
function algebraic(e: Expr): boolean {
  switch (e.k) {
    case 'num':
    case 'sym': return true;
    case 'add':
    case 'mul': return e.args.every(algebraic);
    case 'pow': return e.exp.k === 'num' && algebraic(e.base);
    default: return false;
  }
}

interface Split { u: Expr; dv: Expr; ku: Kind; kdv: Kind | null }

function choose(g: Expr, x: Expr): Split | null {
  const fs = X.factors(g).filter((f) => !X.free(f, x));
  const [c] = X.splitConst(g, x);
  if (fs.length === 1) {
    const k = kindOf(fs[0], x);
    // ∫ln x dx, ∫arctan x dx: the whole integrand is u and dv = dx
    if (k === 'L' || k === 'I') return { u: g, dv: X.ONE, ku: k, kdv: null };
    return null;
  }
  const kinds = fs.map((f) => kindOf(f, x));
  if (kinds.some((k) => k === null)) return null;
  const best = Math.min(...kinds.map((k) => ORDER.indexOf(k as Kind)));
  const ku = ORDER[best];
  const u = X.mul(...fs.filter((_, i) => kinds[i] === ku));
  const dvFactors = fs.filter((_, i) => kinds[i] !== ku);
  if (dvFactors.length === 0) return null;
  const dv = X.mul(c, ...dvFactors);
  const kdvs = [...new Set(dvFactors.map((f) => kindOf(f, x) as Kind))];
  return { u, dv, ku, kdv: kdvs.length === 1 ? kdvs[0] : null };
}

function withPartsNames(ctx: IntCtx): IntCtx {
  return ctx.stack.includes(PARTS_NAMES) ? ctx : { ...ctx, stack: [...ctx.stack, PARTS_NAMES] };
}

interface PartsStep { u: Expr; dv: Expr; du: Expr; v: Expr; uv: Expr; rest: Expr; vSteps: StepDraft[] }

function onePart(g: Expr, x: Expr, ctx: IntCtx, split?: Split): PartsStep | null {
  const s = split ?? choose(g, x);
  if (!s) return null;
  // u and v are taken: a substitution inside names its variable otherwise (t)
  const vr = ctx.integrate(s.dv, x, withPartsNames(ctx));
  if (!vr) return null;
  const du = X.togetherAll(diff(s.u, x));
  const rest = X.cancel(X.mul(vr.F, du));
  return { u: s.u, dv: s.dv, du, v: vr.F, uv: X.mul(s.u, vr.F), rest, vSteps: vr.steps.length > 1 ? vr.steps : [] };
}

function partsSteps(g: Expr, x: Expr, p: PartsStep, again: boolean, s: Split | null): StepDraft[] {
  const dx = `\\,d${tex(x)}`;
  let whyEn = '';
  let whyFr = '';
  if (s && s.kdv) {
    whyEn = ` The integrand is ${KIND_TEXT[s.ku][0]} times ${KIND_TEXT[s.kdv][0]}: differentiate ${KIND_TEXT[s.ku][0]} (u), whose derivative is simpler, and integrate ${KIND_TEXT[s.kdv][0]} (dv), whose antiderivative is known (LIATE order: logarithm, inverse trigonometric, algebraic, trigonometric, exponential).`;
    whyFr = ` L'intégrande est le produit d'${KIND_TEXT[s.ku][1]} et d'${KIND_TEXT[s.kdv][1]} : on dérive ${KIND_TEXT[s.ku][1]} (u), dont la dérivée est plus simple, et on intègre ${KIND_TEXT[s.kdv][1]} (dv), dont on connaît une primitive (ordre ALPES : Arc…, Logarithme, Polynôme, Exponentielle, Sinus et cosinus).`;
  } else if (s && X.isOne(s.dv)) {
    whyEn = ` There is no obvious antiderivative of ${plain(s.u)}, but its derivative is simpler: take u = ${plain(s.u)} and dv = dx.`;
    whyFr = ` ${plain(s.u)} n'a pas de primitive immédiate, mais sa dérivée est plus simple : u = ${plain(s.u)} et dv = dx.`;
  }
  const title = again ? ['Integrate by parts again', 'Intégrer à nouveau par parties'] : ['Integrate by parts', 'Intégrer par parties'];
  // when the variable itself is called u or v, the parts are written U and V
  const [U, V] = x.k === 'sym' && (x.name === 'u' || x.name === 'v') ? ['U', 'V'] : ['u', 'v'];
  return [
    step(title[0], title[1],
      `Use ∫${U} d${V} = ${U}${V} − ∫${V} d${U}.${U === 'u' ? whyEn : whyEn.replace(/\((u|dv)\)/g, (m) => m.toUpperCase().replace('DV', 'dV'))}`,
      `On utilise ∫${U} d${V} = ${U}${V} − ∫${V} d${U}.${U === 'u' ? whyFr : whyFr.replace(/\((u|dv)\)/g, (m) => m.toUpperCase().replace('DV', 'dV'))}`,
      `${U} = ${tex(p.u)},\\quad d${V} = ${X.isOne(p.dv) ? `d${tex(x)}` : `${p.dv.k === 'add' ? `\\left(${tex(p.dv)}\\right)` : tex(p.dv)}${dx}`}`),
    ...p.vSteps,
    step(`Compute d${U} and ${V}`, `Calculer d${U} et ${V}`,
      `Differentiate ${U} and integrate d${V}.`, `On dérive ${U} et on intègre d${V}.`,
      `d${U} = ${X.isOne(p.du) ? '' : `${tex(p.du)}\\,`}d${tex(x)},\\quad ${V} = ${tex(p.v)}`),
    step('Apply the formula', 'Appliquer la formule',
      `Substitute into ${U}${V} − ∫${V} d${U}.`, `On remplace dans ${U}${V} − ∫${V} d${U}.`,
      `${intTex(g, x)} = ${tex(p.uv)} ${X.isNegative(p.rest) ? `+ ${intTex(X.neg(p.rest), x)}` : `- ${intTex(p.rest, x)}`}`),
  ];
}

export const partsRule: Rule = (g, x, ctx) => {
  const s = choose(g, x);
  if (!s) return null;
  // Products whose factors are all of one kind (sin·cos, x·x) are not for parts.
  if (s.kdv === null && !X.isOne(s.dv)) return null;
  const p = onePart(g, x, ctx, s);
  if (!p) return null;
  const again = ctx.stack.some((k) => k.startsWith('parts:'));
  const inner: IntCtx = withPartsNames({ ...ctx, stack: [...ctx.stack, `parts:${X.key(g)}`] });
  const steps = partsSteps(g, x, p, again, s);
  if (X.isZero(p.rest)) return { F: p.uv, steps };
  // eˣ cos x: a second integration by parts brings the integral back; solve for it at once
  // rather than inside the integral of the rest
  if (!again) {
    const c = cyclic(g, x, ctx, s, p, steps);
    if (c) return c;
  }
  // uv − ∫(−w) du is written uv + ∫w du, and ∫w is the integral worked out next
  const negative = X.isNegative(p.rest);
  const r = ctx.integrate(negative ? X.neg(p.rest) : p.rest, x, inner);
  if (r) {
    const F = negative ? X.add(p.uv, r.F) : X.sub(p.uv, r.F);
    return { F, steps: [...steps, ...r.steps, finish(g, x, F)] };
  }
  return cyclic(g, x, ctx, s, p, steps);
};

/**
 * x(sin x + cos x): by parts once with dv = (sin x + cos x) dx, before the product is multiplied
 * out into two integrals that would each need parts.
 */
export const partsOverSumRule: Rule = (g, x, ctx) => {
  if (g.k !== 'mul' || !X.factors(g).some((f) => f.k === 'add' && !coeffs(f, x, 12) && kindOf(f, x) !== null)) return null;
  return partsRule(g, x, ctx);
};

/** eˣ cos x: two rounds of parts bring back −I; solve I = A − I. */
function cyclic(g: Expr, x: Expr, ctx: IntCtx, s: Split, p1: PartsStep, steps: StepDraft[]): Integration | null {
  if (!(s.ku === 'T' && s.kdv === 'E') && !(s.ku === 'T' && s.kdv === 'T')) return null;
  // the second integral as the first formula wrote it: ∫w with I = uv − σ∫w (σ = ±1)
  const negative = X.isNegative(p1.rest);
  const w = negative ? X.neg(p1.rest) : p1.rest;
  const sigma = negative ? X.MINUS_ONE : X.ONE;
  const s2 = choose(w, x);
  if (!s2 || s2.ku !== s.ku) return null;
  const p2 = onePart(w, x, ctx, s2);
  if (!p2) return null;
  // ∫w = u₂v₂ − ρ·I, so I = uv − σ(u₂v₂ − ρI), that is I(1 − σρ) = uv − σu₂v₂
  const ratio = X.mul(sigma, X.cancel(X.div(p2.rest, g)));
  if (!X.free(ratio, x)) return null;
  const denom = X.sub(X.ONE, ratio);
  if (X.isZero(denom)) return null;
  const A = X.sub(p1.uv, X.mul(sigma, p2.uv));
  const F = X.div(A, denom);
  const I = 'I';
  return {
    F,
    steps: [
      ...steps,
      ...partsSteps(w, x, p2, true, s2),
      step('The original integral comes back', "L'intégrale de départ réapparaît",
        `Call the integral I. The second integration by parts gives I again, so I satisfies an equation: solve it for I.`,
        `Notons I l'intégrale. La seconde intégration par parties fait réapparaître I : on obtient une équation que l'on résout en I.`,
        `${I} = ${toLatex(A)} ${X.isNegative(ratio) ? '-' : '+'} ${X.isOne(X.isNegative(ratio) ? X.neg(ratio) : ratio) ? '' : `${toLatex(X.isNegative(ratio) ? X.neg(ratio) : ratio)}\\,`}${I}\\quad\\Rightarrow\\quad ${I} = ${toLatex(F)}`),
    ],
  };
}

function finish(g: Expr, x: Expr, F: Expr): StepDraft {
  return step('Combine', 'Rassembler',
    'Put the pieces together.', 'On rassemble les morceaux.',
    `${intTex(g, x)} = ${toLatex(F)}`);
}
