import type { SolveContext, StepDraft } from '../../strategy';
import { text } from '../../i18n';
import { evaluateReal } from '../../verify/numeric';
import {
  type Ex, E, ONE, ZERO, add, dependsOn, div, isNum, key, mul, neg, num, numValue, pow, sub, sym, substitute, ln,
} from '../derivative/expr';
import { coeffRest, expand, simplify } from '../derivative/simplify';
import { toAscii, toLatex } from '../derivative/print';
import { derivative } from '../derivative/differentiate';
import { antiderivative } from './integrate';
import { absorbConstant, isolate } from './isolate';
import type { Ode } from './recognize';
import { fraction } from '../limit/methods';
import { linearLatex } from './print';

const L = toLatex;
const Y = 'y';
const P = 'beta';
const C1 = 'C1';

/** A general solution with its steps. */
export interface FirstOrderSolution {
  y: Ex;
  steps: StepDraft[];
  method: string;
}

/** y' = f(x, y) when the equation is linear in y' (A·y' + B = 0), else null. */
export function explicitSlope(o: Ode): Ex | null {
  const A = simplify(derivative(o.eq, P));
  if (dependsOn(A, P)) return null;
  const B = simplify(substitute(o.eq, P, ZERO));
  if (isNum(A) && A.p === 0) return null;
  return simplify(neg(div(B, A)));
}

/** e^{a + b} = e^a·e^b, so a product of a function of x and a function of y shows up. */
function splitExponentials(e: Ex): Ex {
  switch (e.t) {
    case 'pow': {
      const b = splitExponentials(e.base);
      const x = splitExponentials(e.exp);
      const xe = expand(x);
      if (b.t === 'sym' && b.name === 'e' && xe.t === 'add') return mul(...xe.args.map((t) => pow(E, t)));
      return pow(b, x);
    }
    case 'add':
      return { t: 'add', args: e.args.map(splitExponentials) };
    case 'mul':
      return { t: 'mul', args: e.args.map(splitExponentials) };
    case 'fn':
      return { t: 'fn', name: e.name, args: e.args.map(splitExponentials) };
    default:
      return e;
  }
}

/** f(x, y) = g(x)·h(y), or null. */
export function separate(f: Ex, x: string): { g: Ex; h: Ex } | null {
  // no simplify after splitting: it would merge e^x·e^{−y} back into e^{x−y}
  const s = splitExponentials(simplify(f));
  const dx = (e: Ex): boolean => dependsOn(e, x);
  const dy = (e: Ex): boolean => dependsOn(e, Y);
  const flat = (e: Ex): Ex[] => (e.t === 'mul' ? e.args.flatMap(flat) : [e]);
  const factors = flat(s);
  if (factors.every((t) => !(dx(t) && dy(t)))) {
    return { g: simplify(mul(...factors.filter((t) => !dy(t)))), h: simplify(mul(...factors.filter((t) => dy(t)))) };
  }
  // a sum whose terms share their x-part (x + x·y² = x(1 + y²)) or their y-part
  const ex = expand(s);
  if (ex.t !== 'add') return null;
  const parts = ex.args.map((t) => {
    const [c, rest] = coeffRest(t);
    const fs = rest.t === 'mul' ? rest.args : [rest];
    if (fs.some((q) => dx(q) && dy(q))) return null;
    return { c, xs: simplify(mul(...fs.filter((q) => dx(q)))), ys: simplify(mul(...fs.filter((q) => !dx(q)))) };
  });
  if (parts.some((p) => p === null)) return null;
  const ps = parts as Array<{ c: Ex; xs: Ex; ys: Ex }>;
  if (ps.every((p) => key(p.xs) === key(ps[0].xs))) return { g: ps[0].xs, h: simplify(add(...ps.map((p) => mul(p.c, p.ys)))) };
  if (ps.every((p) => key(p.ys) === key(ps[0].ys))) return { g: simplify(add(...ps.map((p) => mul(p.c, p.xs)))), h: ps[0].ys };
  return null;
}

/** dy/dx = g(x)·h(y) integrated: H(y) = ∫ dy/h(y) and G(x) = ∫ g(x) dx, or null. */
function separatedIntegrals(f: Ex, x: string, ctx: SolveContext): { sep: { g: Ex; h: Ex }; H: Ex; G: Ex } | null {
  const sep = separate(f, x);
  if (!sep || !dependsOn(sep.h, Y)) return null;
  const H = antiderivative(simplify(pow(sep.h, num(-1))), Y, ctx);
  const G = antiderivative(sep.g, x, ctx);
  return H && G ? { sep, H, G } : null;
}

/** dy/dx = g(x)·h(y): ∫ dy/h(y) = ∫ g(x) dx + C, then y on its own. */
export function separable(f: Ex, x: string, ctx: SolveContext): FirstOrderSolution | null {
  const ints = separatedIntegrals(f, x, ctx);
  if (!ints) return null;
  const { sep, H, G } = ints;
  const raw = isolate(H, add(G, sym(C1)), Y);
  if (!raw) return null;
  const y = absorbConstant(raw, C1);
  const steps: StepDraft[] = [{
    title: text('Separate the variables', 'Séparer les variables'),
    explanation: text(`The right-hand side is a product of a function of ${x} and a function of y: put everything with y on the left and everything with ${x} on the right.`,
      `Le second membre est le produit d'une fonction de ${x} et d'une fonction de y : on met tout ce qui dépend de y à gauche et tout ce qui dépend de ${x} à droite.`),
    formula: `\\frac{dy}{${L(sep.h)}} = ${L(sep.g)}\\,d${x}`,
  }, {
    title: text('Integrate both sides', 'Intégrer les deux membres'),
    explanation: text('Integrate each side with respect to its own variable; one arbitrary constant C1 is enough.',
      'On intègre chaque membre par rapport à sa variable ; une seule constante arbitraire C1 suffit.'),
    formula: `\\int \\frac{dy}{${L(sep.h)}} = \\int ${L(sep.g)}\\,d${x} \\Rightarrow ${L(H)} = ${L(G)} + C_1`,
  }, {
    title: text('Solve for y', 'Exprimer y'),
    explanation: text('Isolate y; a constant such as e^{C1} is again an arbitrary constant, still written C1.',
      "On isole y ; une constante comme e^{C1} est encore une constante arbitraire, toujours notée C1."),
    formula: `y = ${L(y)}`,
  }];
  return { y, steps, method: 'ode.separable' };
}

/** y' + P(x)·y = Q(x)·yⁿ (n ≠ 0, 1): v = y^{1−n} turns it into a linear equation. */
export function bernoulli(f: Ex, x: string, ctx: SolveContext, solveLinear: (p: Ex, q: Ex) => { v: Ex; steps: StepDraft[] } | null): FirstOrderSolution | null {
  const terms = expand(f);
  const list = terms.t === 'add' ? terms.args : [terms];
  let lin: Ex = ZERO;
  let nonlin: Ex = ZERO;
  let n: Ex | null = null;
  for (const t of list) {
    const [c, rest] = coeffRest(t);
    const fs = rest.t === 'mul' ? rest.args : [rest];
    const yf = fs.filter((q) => dependsOn(q, Y));
    const xf = simplify(mul(c, ...fs.filter((q) => !dependsOn(q, Y))));
    if (yf.length !== 1) return null;
    const q = yf[0];
    if (q.t === 'sym' && q.name === Y) lin = simplify(add(lin, xf));
    else if (q.t === 'pow' && q.base.t === 'sym' && q.base.name === Y && isNum(q.exp) && !dependsOn(q.exp, x)) {
      if (n && key(n) !== key(q.exp)) return null;
      n = q.exp;
      nonlin = simplify(add(nonlin, xf));
    } else return null;
  }
  if (!n || (isNum(lin) && lin.p === 0) || numValue(n as Extract<Ex, { t: 'num' }>) === 1) return null;
  const Pp = simplify(neg(lin));
  const k = simplify(sub(ONE, n));
  const lv = solveLinear(simplify(mul(k, Pp)), simplify(mul(k, nonlin)));
  if (!lv) return null;
  const y = simplify(pow(lv.v, div(ONE, k)));
  void ctx;
  const steps: StepDraft[] = [{
    title: text('Bernoulli equation', 'Équation de Bernoulli'),
    explanation: text(`The equation has the form y' + P(${x})y = Q(${x})yⁿ with n = ${toAscii(n)}: the substitution v = y^{1−n} = ${toAscii(simplify(pow(sym(Y), k)))} makes it linear, v' + (1 − n)P v = (1 − n)Q.`,
      `L'équation est de la forme y' + P(${x})y = Q(${x})yⁿ avec n = ${toAscii(n)} : le changement v = y^{1−n} = ${toAscii(simplify(pow(sym(Y), k)))} la rend linéaire, v' + (1 − n)P v = (1 − n)Q.`),
    formula: `${linearLatex([simplify(mul(k, Pp)), ONE], 'v')} = ${L(simplify(mul(k, nonlin)))}`,
  }, ...lv.steps, {
    title: text('Back to y', 'Revenir à y'),
    explanation: text(`y = v^{1/(1−n)}.`, `y = v^{1/(1−n)}.`),
    formula: `y = ${L(y)}`,
  }];
  return { y, steps, method: 'ode.bernoulli' };
}

const V = 'v';

/** y' = F(y/x) with v = y/x: F(v), F(v) − v and H(v) = ∫ dv/(F(v) − v), or null. */
function homogeneousIntegral(f: Ex, x: string, ctx: SolveContext): { F: Ex; denom: Ex; H: Ex } | null {
  const F = simplify(substitute(substitute(f, x, ONE), Y, sym(V)));
  // F(v) − v over one denominator, so the integrand is a plain rational function of v
  const { n: Fn, d: Fd } = fraction(F);
  const denom = simplify(div(expand(sub(Fn, mul(sym(V), Fd))), Fd));
  if (!dependsOn(denom, V)) return null;
  const H = antiderivative(simplify(div(expand(Fd), expand(sub(Fn, mul(sym(V), Fd))))), V, ctx);
  return H ? { F, denom, H } : null;
}

/**
 * The solutions as a relation Φ(x, y) = C1 when y cannot be isolated (y + y³/3 = x³/3 + C1), from
 * separating the variables or from v = y/x; checked: ∂Φ/∂y·f + ∂Φ/∂x vanishes at sample points.
 */
export function implicitSolution(f: Ex, x: string, ctx: SolveContext): { lhs: Ex; rhs: Ex } | null {
  const sep = separatedIntegrals(f, x, ctx);
  const hom = sep ? null : isHomogeneous(f, x) ? homogeneousIntegral(f, x, ctx) : null;
  const rel = sep
    ? { lhs: sep.H, rhs: add(sep.G, sym(C1)) }
    : hom ? { lhs: simplify(substitute(hom.H, V, div(sym(Y), sym(x)))), rhs: add(ln(sym(x)), sym(C1)) } : null;
  if (!rel) return null;
  const phi = simplify(sub(rel.lhs, rel.rhs));
  const along = toAscii(simplify(add(mul(derivative(phi, Y), f), derivative(phi, x))));
  const pts: Array<[number, number]> = [[0.7, 0.4], [1.9, 0.6], [1.2, 2.3]];
  return pts.every(([a, b]) => {
    const r = evaluateReal(along, { [x]: a, [Y]: b, [C1]: 0.5 });
    return r !== null && Math.abs(r) < 1e-8;
  }) ? rel : null;
}

/** f(tx, ty) = f(x, y), tested where f is real (√(x² − y²) needs |y| < x), at three points at least. */
function isHomogeneous(f: Ex, x: string): boolean {
  const fa = toAscii(f);
  const pts: Array<[number, number]> = [[0.7, 1.3], [1.9, 0.6], [1.2, 2.3], [2.1, 0.4], [1.5, -0.3], [3.1, 1.7]];
  let seen = 0;
  for (const [a, b] of pts) {
    const u = evaluateReal(fa, { [x]: a, [Y]: b });
    const w = evaluateReal(fa, { [x]: 2.7 * a, [Y]: 2.7 * b });
    if (u === null && w === null) continue;
    if (u === null || w === null || Math.abs(u - w) > 1e-9 * Math.max(1, Math.abs(u))) return false;
    seen++;
  }
  return seen >= 3;
}

/** f(tx, ty) = f(x, y): y' = F(y/x); v = y/x gives a separable equation in v and x. */
export function homogeneous(f: Ex, x: string, ctx: SolveContext): FirstOrderSolution | null {
  if (!isHomogeneous(f, x)) return null;
  const ints = homogeneousIntegral(f, x, ctx);
  if (!ints) return null;
  const { F, denom, H } = ints;
  const vRaw = isolate(H, add(ln(sym(x)), sym(C1)), V);
  if (!vRaw) return null;
  const v = absorbConstant(vRaw, C1);
  const y = simplify(mul(sym(x), v));
  const steps: StepDraft[] = [{
    title: text('Homogeneous equation', 'Équation homogène'),
    explanation: text(`The slope depends only on y/${x}: put y = v·${x}, so y' = v + ${x}v' and the equation becomes separable in v and ${x}.`,
      `La pente ne dépend que de y/${x} : on pose y = v·${x}, donc y' = v + ${x}v' et l'équation devient à variables séparables en v et ${x}.`),
    formula: `v + ${x}\\frac{dv}{d${x}} = ${L(F)} \\Rightarrow \\frac{dv}{${L(denom)}} = \\frac{d${x}}{${x}}`,
  }, {
    title: text('Integrate both sides', 'Intégrer les deux membres'),
    explanation: text('Integrate, then isolate v.', 'On intègre, puis on isole v.'),
    formula: `${L(H)} = \\ln ${x} + C_1 \\Rightarrow v = ${L(v)}`,
  }, {
    title: text(`Back to y = v·${x}`, `Revenir à y = v·${x}`),
    explanation: text(`Multiply v by ${x}.`, `On multiplie v par ${x}.`),
    formula: `y = ${L(y)}`,
  }];
  return { y, steps, method: 'ode.homogeneous' };
}

/** M dx + N dy = 0 with ∂M/∂y = ∂N/∂x: a potential Φ with Φ(x, y) = C1. */
/** The potential Φ of an exact equation M + N·y' = 0 (∂Φ/∂x = M, ∂Φ/∂y = N), with M, N and ∂M/∂y; null when the equation is not exact. */
function exactPotential(o: Ode, ctx: SolveContext): { phi: Ex; M: Ex; N: Ex; My: Ex } | null {
  const x = o.x;
  const N = simplify(derivative(o.eq, P));
  if (dependsOn(N, P)) return null;
  const M = simplify(substitute(o.eq, P, ZERO));
  if (!dependsOn(N, Y) && !dependsOn(M, Y)) return null;
  const My = simplify(derivative(M, Y));
  const Nx = simplify(derivative(N, x));
  const diff = toAscii(simplify(sub(My, Nx)));
  for (const [a, b] of [[0.7, 1.3], [1.9, 0.6], [1.2, 2.3], [0.4, 0.9]]) {
    const d = evaluateReal(diff, { [x]: a, [Y]: b });
    if (d === null || Math.abs(d) > 1e-9) return null;
  }
  const Mx = antiderivative(M, x, ctx);
  if (!Mx) return null;
  const rest = simplify(sub(N, derivative(Mx, Y)));
  if (dependsOn(rest, x) && evaluateReal(toAscii(simplify(derivative(rest, x))), { [x]: 0.9, [Y]: 1.1 }) !== 0) return null;
  const restY = simplify(substitute(rest, x, num(1)));
  const Ry = antiderivative(restY, Y, ctx);
  if (!Ry) return null;
  return { phi: simplify(add(Mx, Ry)), M, N, My };
}

/** The relation Φ(x, y) = C1 an exact equation's solutions satisfy, for when y cannot be isolated from it. */
export function exactRelation(o: Ode, ctx: SolveContext): { lhs: Ex; rhs: Ex } | null {
  const p = exactPotential(o, ctx);
  return p ? { lhs: p.phi, rhs: sym(C1) } : null;
}

export function exact(o: Ode, ctx: SolveContext): FirstOrderSolution | null {
  const x = o.x;
  const potential = exactPotential(o, ctx);
  if (!potential) return null;
  const { phi, M, N, My } = potential;
  const raw = isolate(phi, sym(C1), Y);
  const steps: StepDraft[] = [{
    title: text('Exact equation', 'Équation exacte'),
    explanation: text(`Write it as M dx + N dy = 0 with M = ${toAscii(M)} and N = ${toAscii(N)}: ∂M/∂y = ∂N/∂${x} = ${toAscii(My)}, so it is exact.`,
      `On l'écrit M dx + N dy = 0 avec M = ${toAscii(M)} et N = ${toAscii(N)} : ∂M/∂y = ∂N/∂${x} = ${toAscii(My)}, elle est donc exacte.`),
    formula: `\\left(${L(M)}\\right)d${x} + \\left(${L(N)}\\right)dy = 0`,
  }, {
    title: text('Find the potential', 'Trouver le potentiel'),
    explanation: text(`Φ = ∫M d${x} + (the part of ∫N dy not yet found); the solutions are the curves Φ(${x}, y) = C1.`,
      `Φ = ∫M d${x} + (la partie de ∫N dy pas encore trouvée) ; les solutions sont les courbes Φ(${x}, y) = C1.`),
    formula: `\\Phi(${x}, y) = ${L(phi)} = C_1`,
  }];
  if (!raw) return null;
  const y = absorbConstant(raw, C1);
  steps.push({
    title: text('Solve for y', 'Exprimer y'),
    explanation: text('Isolate y in Φ = C1.', 'On isole y dans Φ = C1.'),
    formula: `y = ${L(y)}`,
  });
  return { y, steps, method: 'ode.exact' };
}

export { E };

/** X' + P(y)·X = Q(y) solved for X as a function of y, with its steps. */
type LinearInY = (P: Ex, Q: Ex) => { v: Ex; steps: StepDraft[] } | null;

/**
 * dy/dx = 1/(p(y)·x + q(y)), linear in x once x is seen as a function of y (dy/dx = y/(x + y²)):
 * dx/dy − p·x = q is solved for x, then y is isolated from x = X(y). The relation x = X(y) when y
 * cannot be isolated.
 */
export function linearInX(f: Ex, x: string, solveLinear: LinearInY): FirstOrderSolution | { lhs: Ex; rhs: Ex } | null {
  const g = simplify(div(ONE, f));
  const p = simplify(derivative(g, x));
  if (dependsOn(p, x) || !dependsOn(g, x)) return null;
  const q = simplify(expand(sub(g, mul(p, sym(x)))));
  if (dependsOn(q, x)) return null;
  const lin = solveLinear(simplify(neg(p)), q);
  if (!lin) return null;
  const y = isolate(lin.v, sym(x), Y);
  if (!y) return { lhs: sym(x), rhs: lin.v };
  const steps: StepDraft[] = [{
    title: text(`Exchange the roles of ${x} and y`, `Échanger les rôles de ${x} et y`),
    explanation: text(`dx/dy = 1/y' is linear in ${x}: solve for ${x} as a function of y.`, `dx/dy = 1/y' est linéaire en ${x} : on cherche ${x} comme fonction de y.`),
    formula: `\\frac{d${x}}{dy} = ${L(g)}`,
  }, ...lin.steps, {
    title: text('Solve for y', 'Exprimer y'),
    explanation: text(`Isolate y in ${x} = ${toAscii(lin.v)}.`, `On isole y dans ${x} = ${toAscii(lin.v)}.`),
    formula: `y = ${L(y)}`,
  }];
  return { y, steps, method: 'ode.linear_in_x' };
}
