import type { Outcome, SolveContext, Strategy, StepDraft } from '../../strategy';
import { odeText } from '../../read/ode';
import { text, type Text } from '../../i18n';
import { SolverError } from '../../errors';
import { evaluateReal } from '../../verify/numeric';
import { satisfiesOde, meetsCondition } from '../../verify/ode';
import { Poly, rationalRoots } from '../../cas/poly';
import { Q } from '../../cas/rational';
import {
  type Ex, E, ONE, ZERO, add, dependsOn, freeVars, div, fn, isNum, mul, neg, num, pow, sqrt, sub, sym, substitute, ln,
} from '../derivative/expr';
import { coeffRest, expand, simplify } from '../derivative/simplify';
import { toAscii, toLatex } from '../derivative/print';
import { parseCalc } from '../derivative/latex';
import { fromMathJson } from '../derivative/mathjson';
import { nthDerivative } from '../derivative/differentiate';
import { readOde, asLinear, D_NAMES, type LinearOde, type Ode } from './recognize';
import { antiderivative } from './integrate';
import { isolate } from './isolate';
import { prose } from '../../format/prose';
import { linearLatex } from './print';
import { bernoulli, exact, exactRelation, explicitSlope, homogeneous, implicitSolution, linearInX, separable } from './firstOrder';
import { riccati } from './riccati';
import { fitParameter } from './fitParameter';
import { constantAnswer } from './constantAnswer';
import { linearizeForcing, tidyTrig } from './trigProducts';
import { asciiToWords } from '../../format/words';
import { hasLetters, letteredParticular } from './letteredForcing';
import { coefficientLetters, letteredRoots, positiveLetters, rootsDependOnLetters, type CharRoot } from './letteredRoots';
import { singularConditions } from './boundary';
import { regimeRoots, type Regime } from './regime';
import { discussedRegimes, type RegimeCase } from './regimes';
import { valuesMeeting } from '../../verify/assumptions';
import type { Relation } from '../../task/task';

/** What the problem assumes of the equation's letters, and the regime it names. */
interface Assumed {
  assumptions: Relation[];
  regime?: Regime;
}

const L = toLatex;
const C = [sym('C1'), sym('C2'), sym('C3'), sym('C4'), sym('C5'), sym('C6'), sym('C7'), sym('C8')];

/** Says which methods were tried, never which class the equation is in: it may be in none of them. */
const unsupported = (): SolverError => new SolverError('unsupported', text(
  'This differential equation is beyond the methods available here, which solve linear equations with constant coefficients, Euler equations, and first-order equations that are separable, linear, homogeneous, exact, Bernoulli or Riccati.',
  "Cette équation différentielle dépasse les méthodes disponibles ici, qui résolvent les équations linéaires à coefficients constants, les équations d'Euler, et les équations du premier ordre à variables séparables, linéaires, homogènes, exactes, de Bernoulli ou de Riccati.",
));

/** The methods work in y: said once when the task's function has another name (x in ẍ + 9x = 0). */
const writtenInY = (intro: Text, unknown: string): Text => text(
  `${intro.en} The steps write y for ${unknown}.`,
  `${intro.fr} Les étapes notent y la fonction ${unknown}.`,
);

/** Solutions found only as a relation between x and y: said, since no explicit y can be given. */
const onlyImplicit = (rel: { lhs: Ex; rhs: Ex }): SolverError => {
  const r = `${toAscii(rel.lhs)} = ${toAscii(rel.rhs)}`;
  return new SolverError('unsupported', text(
    `The solutions satisfy ${r} (C1 an arbitrary constant), but y cannot be isolated from this relation in closed form: they are given implicitly by it.`,
    `Les solutions vérifient ${r} (C1 constante arbitraire), mais on ne peut pas en isoler y sous forme explicite : elles sont données implicitement par cette relation.`,
  ));
};

function odeLatex(o: LinearOde): string {
  return `${linearLatex(o.a)} = ${L(o.g)}`;
}

/** The nearest fraction with a small denominator, when x is one (a coefficient found numerically). */
function rational(x: number): Ex | null {
  for (let q = 1; q <= 2000; q++) {
    const p = Math.round(x * q);
    // near double precision: a looser match turns an irrational coefficient into a close fraction
    if (Math.abs(p / q - x) < 1e-11 * Math.max(1, Math.abs(x))) return num(p, q);
  }
  return null;
}

/** Gaussian elimination with partial pivoting. */
function solveLinear(m: number[][], b: number[]): number[] | null {
  const n = b.length;
  const a = m.map((row, i) => [...row, b[i]]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(a[r][c]) > Math.abs(a[p][c])) p = r;
    if (Math.abs(a[p][c]) < 1e-12) return null;
    [a[c], a[p]] = [a[p], a[c]];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = a[r][c] / a[c][c];
      for (let k = c; k <= n; k++) a[r][k] -= f * a[c][k];
    }
  }
  return a.map((row, i) => row[n] / row[i]);
}

interface Solved {
  general: Ex;
  constants: Ex[];
  steps: StepDraft[];
  method: string;
  /** What the letters must meet for the solution to hold (the regime's sign of the discriminant). */
  holdsWhen?: Relation[];
}


/** Exact roots of the characteristic polynomial: rational roots first, then a quadratic (or biquadratic) rest. */
function characteristicRoots(a: Ex[]): CharRoot[] | null {
  if (!a.every((c) => isNum(c) && Number.isInteger(c.p))) return null;
  const poly = new Poly(a.map((c) => Q.of((c as Extract<Ex, { t: 'num' }>).p, (c as Extract<Ex, { t: 'num' }>).q)));
  const { roots, rest } = rationalRoots(poly);
  const out: CharRoot[] = roots.map((r) => ({ re: num(Number(r.r.n), Number(r.r.d)), im: ZERO, mult: r.mult }));
  const q = (k: number): Ex => num(Number(rest.coef(k).n), Number(rest.coef(k).d));
  const quadratic = (A: Ex, B: Ex, Cc: Ex): CharRoot[] => {
    const disc = simplify(sub(mul(B, B), mul(num(4), A, Cc)));
    const d = evaluateReal(toAscii(disc)) ?? NaN;
    if (Math.abs(d) < 1e-12) return [{ re: simplify(neg(div(B, mul(num(2), A)))), im: ZERO, mult: 2 }];
    if (d > 0) {
      return [
        { re: simplify(div(sub(neg(B), sqrt(disc)), mul(num(2), A))), im: ZERO, mult: 1 },
        { re: simplify(div(add(neg(B), sqrt(disc)), mul(num(2), A))), im: ZERO, mult: 1 },
      ];
    }
    return [{ re: simplify(neg(div(B, mul(num(2), A)))), im: simplify(div(sqrt(neg(disc)), mul(num(2), A))), mult: 1 }];
  };
  if (rest.deg <= 0) return out;
  if (rest.deg === 2) return [...out, ...quadratic(q(2), q(1), q(0))];
  if (rest.deg === 4 && rest.coef(1).isZero() && rest.coef(3).isZero()) {
    // a r⁴ + b r² + c: roots of a s² + b s + c with s = r², then r = ±√s
    const found: CharRoot[] = [];
    for (const s2 of quadratic(q(4), q(2), q(0))) {
      const sv = evaluateReal(toAscii(s2.re));
      if (!(isNum(s2.im) && s2.im.p === 0) || sv === null || s2.mult !== 1) return null;
      if (sv > 0) found.push({ re: simplify(neg(sqrt(s2.re))), im: ZERO, mult: 1 }, { re: simplify(sqrt(s2.re)), im: ZERO, mult: 1 });
      else found.push({ re: ZERO, im: simplify(sqrt(neg(s2.re))), mult: 1 });
    }
    return [...out, ...found];
  }
  return null;
}

/** aₙ y⁽ⁿ⁾ + … + a₀ y = g with constant coefficients: characteristic equation, then undetermined coefficients. */
function constantCoefficients(o: LinearOde, ctx: SolveContext, assumed: Assumed = { assumptions: [] }): Solved {
  const x = sym(o.x);
  const steps: StepDraft[] = [];
  const r = sym('r');
  const charPoly = simplify(add(...o.a.map((c, k) => mul(c, pow(r, num(k))))));
  const numeric = characteristicRoots(o.a);
  // what the problem assumes of the letters decides the roots; without it, letters are taken positive
  const regime = numeric ? null : regimeRoots(o.a, assumed.assumptions, assumed.regime);
  const lettered = numeric || regime || assumed.assumptions.length || assumed.regime ? null : letteredRoots(o.a);
  const roots = numeric ?? regime?.roots ?? lettered?.roots;
  if (!roots) throw coefficientLetters(o.a).length ? rootsDependOnLetters(coefficientLetters(o.a)) : unsupported();
  if (lettered) steps.push(positiveLetters(lettered.letters));
  if (regime) steps.push(regime.step);
  const basis: Ex[] = [];
  for (const root of roots) {
    for (let j = 0; j < root.mult; j++) {
      const xj = pow(x, num(j));
      const ex = pow(E, mul(root.re, x));
      if (isNum(root.im) && root.im.p === 0) basis.push(simplify(mul(xj, ex)));
      else {
        basis.push(simplify(mul(xj, ex, fn('cos', mul(root.im, x)))));
        basis.push(simplify(mul(xj, ex, fn('sin', mul(root.im, x)))));
      }
    }
  }
  const rootText = roots.map((t) => {
    // α ± βi written without a zero α or a coefficient 1: ±i, 1 ± 2i
    const beta = isNum(t.im) && t.im.p === t.im.q ? 'i' : `${L(t.im)}i`;
    const v = isNum(t.im) && t.im.p === 0 ? L(t.re) : isNum(t.re) && t.re.p === 0 ? `\\pm ${beta}` : `${L(t.re)} \\pm ${beta}`;
    return t.mult > 1 ? `${v}\\ (\\times ${t.mult})` : v;
  }).join(',\\ ');
  steps.push({
    title: text('Characteristic equation', 'Équation caractéristique'),
    explanation: text('The coefficients are constant: look for solutions e^{rx}; substituting gives a polynomial equation in r.',
      'Les coefficients sont constants : on cherche des solutions e^{rx} ; en remplaçant, on obtient une équation polynomiale en r.'),
    formula: `${L(charPoly)} = 0`,
  });
  const constants = C.slice(0, basis.length);
  const homogeneous = simplify(add(...basis.map((b, i) => mul(constants[i], b))));
  steps.push({
    title: text('Roots and homogeneous solution', 'Racines et solution homogène'),
    explanation: text('Each real root r gives e^{rx}; a root of multiplicity m also gives x·e^{rx}, …, x^{m−1}e^{rx}; complex roots α ± βi give e^{αx}cos βx and e^{αx}sin βx.',
      'Chaque racine réelle r donne e^{rx} ; une racine de multiplicité m donne aussi x·e^{rx}, …, x^{m−1}e^{rx} ; des racines complexes α ± βi donnent e^{αx}cos βx et e^{αx}sin βx.'),
    formula: `r = ${rootText} \\Rightarrow y_h = ${L(homogeneous)}`,
  });
  const holdsWhen = regime?.holdsWhen;
  if (isNum(o.g) && o.g.p === 0) return { general: homogeneous, constants, steps, method: 'ode.characteristic', holdsWhen };
  const mark = steps.length;
  // letters in the equation: the coefficients in closed form, off resonance
  const letteredYp = hasLetters(o) ? letteredParticular(o, steps) : null;
  if (letteredYp) return { general: simplify(add(homogeneous, letteredYp)), constants, steps, method: 'ode.undetermined_coefficients', holdsWhen };
  try {
    const yp = undetermined(o, charPoly, steps);
    return { general: simplify(add(homogeneous, yp)), constants, steps, method: 'ode.undetermined_coefficients' };
  } catch (e) {
    // tan x, sec x, 1/x …: no finite family of guesses; variation of parameters works for any g
    if (!(e instanceof SolverError) || basis.length !== 2) throw e;
    steps.length = mark;
    const yp = variationOfParameters(o, basis[0], basis[1], steps, ctx, text(
      `The right-hand side ${toAscii(o.g)} has no finite family of derivatives to guess from.`,
      `Le second membre ${toAscii(o.g)} ne permet pas de deviner la forme de y_p.`,
    ));
    return { general: simplify(add(homogeneous, yp)), constants, steps, method: 'ode.variation_of_parameters' };
  }
}

/**
 * The Wronskian W = y₁y₂' − y₁'y₂ in its simplest form: by Abel's theorem it is a constant times
 * e^{−∫p}, p = a₁/a₂, so cos²2x + sin²2x never reaches the integrands. The raw form when the
 * constant cannot be read off.
 */
function wronskian(o: LinearOde, y1: Ex, y2: Ex, ctx: SolveContext): Ex {
  const x = o.x;
  const raw = simplify(sub(mul(y1, nthDerivative(y2, x, 1)), mul(nthDerivative(y1, x, 1), y2)));
  const intP = integral(simplify(div(o.a[1], o.a[2])), x, ctx);
  if (!intP) return raw;
  const abel = simplify(pow(E, simplify(neg(dropAbs(intP)))));
  const ratio = (t: number): number | null => {
    const w = evaluateReal(toAscii(raw), { [x]: t });
    const b = evaluateReal(toAscii(abel), { [x]: t });
    return w === null || b === null || b === 0 ? null : w / b;
  };
  const [r1, r2] = [ratio(0.7), ratio(1.3)];
  if (r1 === null || r2 === null || Math.abs(r1 - r2) > 1e-9 * Math.max(1, Math.abs(r1))) return raw;
  const c = rational(r1);
  return c ? simplify(mul(c, abel)) : raw;
}

/** ∫ u' with the trigonometric products named first (sin·sec = tan), else as it stands. */
function integrateCoefficient(e: Ex, x: string, ctx: SolveContext): Ex | null {
  const tidy = tidyTrig(e);
  return integral(tidy, x, ctx) ?? integral(e, x, ctx);
}

/**
 * y'' + p y' + q y = g from the homogeneous solutions y₁, y₂: y_p = u₁y₁ + u₂y₂ with
 * u₁' = −y₂ g / W and u₂' = y₁ g / W, W = y₁y₂' − y₁'y₂ the Wronskian. `why` says why this method.
 */
function variationOfParameters(o: LinearOde, y1: Ex, y2: Ex, steps: StepDraft[], ctx: SolveContext, why: Text): Ex {
  const x = o.x;
  const W = wronskian(o, y1, y2, ctx);
  const g = simplify(div(o.g, o.a[2]));
  const du1 = tidyTrig(simplify(div(neg(mul(y2, g)), W)));
  const du2 = tidyTrig(simplify(div(mul(y1, g), W)));
  const u1 = integrateCoefficient(du1, x, ctx);
  const u2 = integrateCoefficient(du2, x, ctx);
  if (!u1 || !u2) throw unsupported();
  const yp = tidyTrig(simplify(add(mul(u1, y1), mul(u2, y2))));
  steps.push({
    title: text('Variation of parameters', 'Variation des constantes'),
    explanation: text(
      `${why.en} Look for y_p = u₁y₁ + u₂y₂ with u₁' = −y₂g/W and u₂' = y₁g/W, where g = ${toAscii(g)} is the right-hand side once y'' has coefficient 1 and W = y₁y₂' − y₁'y₂ is the Wronskian.`,
      `${why.fr} On cherche y_p = u₁y₁ + u₂y₂ avec u₁' = −y₂g/W et u₂' = y₁g/W, où g = ${toAscii(g)} est le second membre une fois le coefficient de y'' ramené à 1 et W = y₁y₂' − y₁'y₂ est le wronskien.`,
    ),
    formula: `W = ${L(W)},\\quad u_1' = ${L(du1)},\\quad u_2' = ${L(du2)}`,
  });
  steps.push({
    title: text('Integrate u₁′ and u₂′', 'Intégrer u₁′ et u₂′'),
    explanation: text('Any antiderivative will do: the constants are already in the homogeneous solution.',
      "N'importe quelle primitive convient : les constantes sont déjà dans la solution homogène."),
    formula: `u_1 = ${L(u1)},\\quad u_2 = ${L(u2)} \\Rightarrow y_p = ${L(yp)}`,
  });
  return yp;
}

/** x²y'' + b·x·y' + c·y = 0 (Cauchy–Euler): y = x^r with r(r − 1) + b·r + c = 0. */
function cauchyEuler(o: LinearOde, ctx: SolveContext): Solved | null {
  if (o.order !== 2) return null;
  const X = sym(o.x);
  const lead = simplify(div(o.a[2], pow(X, num(2))));
  const b = simplify(div(o.a[1], mul(lead, X)));
  const c = simplify(div(o.a[0], lead));
  if ([b, c].some((k) => dependsOn(k, o.x)) || dependsOn(lead, o.x)) return null;
  const roots = characteristicRoots([c, simplify(sub(b, ONE)), ONE]);
  if (!roots) return null;
  const lx = ln(X);
  const basis: Ex[] = [];
  for (const root of roots) {
    const xr = pow(X, root.re);
    if (isNum(root.im) && root.im.p === 0) {
      basis.push(simplify(xr));
      if (root.mult === 2) basis.push(simplify(mul(xr, lx)));
    } else {
      basis.push(simplify(mul(xr, fn('cos', mul(root.im, lx)))), simplify(mul(xr, fn('sin', mul(root.im, lx)))));
    }
  }
  const homogeneous = simplify(add(...basis.map((f, i) => mul(C[i], f))));
  const r = sym('r');
  const indicial = simplify(add(mul(r, sub(r, ONE)), mul(b, r), c));
  const steps: StepDraft[] = [{
    title: text('Cauchy–Euler equation', "Équation d'Euler"),
    explanation: text(`The coefficients are ${o.x}² and ${o.x} times constants: try y = ${o.x}^r, which gives the indicial equation r(r − 1) + b·r + c = 0.`,
      `Les coefficients sont ${o.x}² et ${o.x} fois des constantes : on essaie y = ${o.x}^r, ce qui donne l'équation r(r − 1) + b·r + c = 0.`),
    formula: `${L(indicial)} = 0`,
  }, {
    title: text('Roots and general solution', 'Racines et solution générale'),
    explanation: text(`Distinct real roots give ${o.x}^{r₁} and ${o.x}^{r₂}; a double root r gives ${o.x}^r and ${o.x}^r ln ${o.x}; complex roots α ± βi give ${o.x}^α cos(β ln ${o.x}) and ${o.x}^α sin(β ln ${o.x}) (for ${o.x} > 0).`,
      `Deux racines réelles distinctes donnent ${o.x}^{r₁} et ${o.x}^{r₂} ; une racine double r donne ${o.x}^r et ${o.x}^r ln ${o.x} ; des racines complexes α ± βi donnent ${o.x}^α cos(β ln ${o.x}) et ${o.x}^α sin(β ln ${o.x}) (pour ${o.x} > 0).`),
    formula: `y${isNum(o.g) && o.g.p === 0 ? '' : '_h'} = ${L(homogeneous)}`,
  }];
  if (isNum(o.g) && o.g.p === 0) return { general: homogeneous, constants: C.slice(0, 2), method: 'ode.cauchy_euler', steps };
  const yp = variationOfParameters(o, basis[0], basis[1], steps, ctx, text(
    `The coefficients are not constant, so there is no guess to make from the right-hand side.`,
    `Les coefficients ne sont pas constants : on ne peut pas deviner y_p à partir du second membre.`,
  ));
  return { general: simplify(add(homogeneous, yp)), constants: C.slice(0, 2), method: 'ode.cauchy_euler', steps };
}

/**
 * a₂(x)y'' + a₁(x)y' = g with no y term (x y'' + y' = 0): v = y' solves a linear first-order
 * equation, and y = ∫v + C2.
 */
function withoutY(o: LinearOde, ctx: SolveContext): Solved | null {
  if (o.order !== 2 || !(isNum(o.a[0]) && o.a[0].p === 0)) return null;
  const x = o.x;
  const r = integratingFactor(simplify(div(o.a[1], o.a[2])), simplify(div(o.g, o.a[2])), x, ctx, 'v');
  if (!r) return null;
  const v = simplify(dropAbs(r.v));
  // v = C1·h + p, integrated part by part (the integrator reads no constant named C1)
  const h = derivativeIn(v, 'C1');
  const p = simplify(substitute(v, 'C1', ZERO));
  const [H, P] = [integral(h, x, ctx), integral(p, x, ctx)];
  if (!H || !P) return null;
  const general = simplify(add(mul(C[0], H), P, C[1]));
  return {
    general,
    constants: C.slice(0, 2),
    method: 'ode.reduction_of_order',
    steps: [{
      title: text("Substitute v = y'", "Poser v = y'"),
      explanation: text("y itself does not appear: v = y' turns the equation into a linear first-order equation in v.",
        "y n'apparaît pas : en posant v = y', l'équation devient linéaire du premier ordre en v."),
      formula: `${linearLatex([o.a[1], o.a[2]], 'v')} = ${L(o.g)}`,
    }, ...r.steps, {
      title: text("Integrate v = y'", "Intégrer v = y'"),
      explanation: text('y is an antiderivative of v, with a second constant C2.', 'y est une primitive de v, avec une seconde constante C2.'),
      formula: `y = \\int ${L(v)}\\,d${x} = ${L(general)}`,
    }],
  };
}

/** Guess a particular solution of the shape of the right-hand side and find its coefficients. */
function undetermined(o: LinearOde, charPoly: Ex, steps: StepDraft[]): Ex {
  const x = o.x;
  const X = sym(x);
  // sin²x, cosh x … as the sums of sines, cosines and exponentials the guess is made of
  const g = linearizeForcing(o.g);
  const terms = g.t === 'add' ? g.args : [g];
  // group the right-hand side by exponential rate k and frequency w, keeping the highest power of x
  const groups = new Map<string, { k: Ex; w: Ex; deg: number }>();
  for (const t of terms) {
    const [, rest] = coeffRest(t);
    const factors = rest.t === 'mul' ? rest.args : [rest];
    let k: Ex = ZERO;
    let w: Ex = ZERO;
    let deg = 0;
    for (const f of factors) {
      if (!dependsOn(f, x)) continue;
      if (f.t === 'sym' && f.name === x) deg += 1;
      else if (f.t === 'pow' && f.base.t === 'sym' && f.base.name === x && isNum(f.exp) && f.exp.q === 1 && f.exp.p > 0) deg += f.exp.p;
      else if (f.t === 'pow' && f.base.t === 'sym' && f.base.name === 'e') {
        const rate = simplify(div(f.exp, X));
        if (dependsOn(rate, x)) throw unsupported();
        k = simplify(add(k, rate));
      } else if (f.t === 'fn' && (f.name === 'sin' || f.name === 'cos')) {
        const freq = simplify(div(f.args[0], X));
        if (dependsOn(freq, x)) throw unsupported();
        w = freq;
      } else throw unsupported();
    }
    const id = `${toAscii(k)}|${toAscii(w)}`;
    const prev = groups.get(id);
    groups.set(id, { k, w, deg: Math.max(deg, prev?.deg ?? 0) });
  }
  const basis: Ex[] = [];
  const notes: string[] = [];
  for (const { k, w, deg } of groups.values()) {
    const kn = evaluateReal(toAscii(k)) ?? NaN;
    const wn = evaluateReal(toAscii(w)) ?? NaN;
    // multiplicity of k + iw as a root of the characteristic polynomial (resonance)
    let s = 0;
    let p: Ex = charPoly;
    for (let m = 0; m <= o.order; m++) {
      const re = evaluateReal(`re(${toAscii(p).replace(/\br\b/g, `(${kn} + ${wn}*i)`)})`);
      const im = evaluateReal(`im(${toAscii(p).replace(/\br\b/g, `(${kn} + ${wn}*i)`)})`);
      if (re === null || im === null || Math.hypot(re, im) > 1e-9) break;
      s++;
      p = nthDerivative(p, 'r', 1);
    }
    const ex = simplify(pow(E, mul(k, X)));
    for (let j = 0; j <= deg; j++) {
      const xp = pow(X, num(j + s));
      if (wn === 0) basis.push(simplify(mul(xp, ex)));
      else {
        basis.push(simplify(mul(xp, ex, fn('cos', mul(w, X)))));
        basis.push(simplify(mul(xp, ex, fn('sin', mul(w, X)))));
      }
    }
    if (s > 0) notes.push(toAscii(simplify(wn === 0 ? k : add(k, mul(w, sym('i'))))));
  }
  const A = basis.map((_, i) => sym(`A${i + 1}`));
  const guess = simplify(add(...basis.map((b, i) => mul(A[i], b))));
  const resonance = notes.length
    ? text(` The rate ${notes.join(', ')} is a root of the characteristic equation (resonance), so the guess is multiplied by x.`, ` Le taux ${notes.join(', ')} est racine de l'équation caractéristique (résonance) : on multiplie l'essai par x.`)
    : text('', '');
  steps.push({
    title: text('Guess a particular solution', 'Chercher une solution particulière'),
    explanation: text(`The right-hand side is ${toAscii(o.g)}: try a combination of the same kind of functions with unknown coefficients (undetermined coefficients).${resonance.en}`,
      `Le second membre est ${toAscii(o.g)} : on essaie une combinaison du même type de fonctions à coefficients inconnus, puis on identifie ces coefficients.${resonance.fr}`),
    formula: `y_p = ${L(guess)}`,
  });
  // L[basis_j], then match L[y_p] = g at sample points
  const applied = basis.map((b) => simplify(add(...o.a.map((a, k) => mul(a, nthDerivative(b, x, k))))));
  const pts = [0.3, 0.7, 1.1, 1.6, 0.45, 1.35, 0.9, 1.9].slice(0, basis.length);
  const m = pts.map((t) => applied.map((e) => evaluateReal(toAscii(e), { [x]: t }) ?? NaN));
  const rhs = pts.map((t) => evaluateReal(toAscii(o.g), { [x]: t }) ?? NaN);
  const sol = solveLinear(m, rhs);
  if (!sol) throw unsupported();
  const coeffs = sol.map(rational);
  if (coeffs.some((c) => c === null)) throw unsupported();
  const yp = simplify(add(...basis.map((b, i) => mul(coeffs[i] as Ex, b))));
  steps.push({
    title: text('Identify the coefficients', 'Identifier les coefficients'),
    explanation: text('Substitute the guess into the equation and match it with the right-hand side term by term.',
      "On remplace l'essai dans l'équation et on identifie avec le second membre terme à terme."),
    formula: `${A.map((a, i) => `${L(a)} = ${L(coeffs[i] as Ex)}`).join(',\\ ')} \\Rightarrow y_p = ${L(yp)}`,
  });
  return yp;
}

/** ∫ of a sum of c·xⁿ (n ≠ −1 gives xⁿ⁺¹/(n+1), n = −1 gives ln x), or null. */
function integratePowers(e: Ex, x: string): Ex | null {
  const ex = expand(e);
  const terms = ex.t === 'add' ? ex.args : [ex];
  const out: Ex[] = [];
  for (const t of terms) {
    const [c, rest] = coeffRest(t);
    // the power n + 1 kept exact: x^(1/2) integrates to (2/3)·x^(3/2), never 0.666…·x^1.5
    let next: Ex;
    if (!dependsOn(rest, x)) {
      out.push(mul(c, rest, sym(x)));
      continue;
    }
    if (rest.t === 'sym' && rest.name === x) next = num(2);
    else if (rest.t === 'pow' && rest.base.t === 'sym' && rest.base.name === x && isNum(rest.exp)) next = num(rest.exp.p + rest.exp.q, rest.exp.q);
    else return null;
    out.push(isNum(next) && next.p === 0 ? mul(c, ln(sym(x))) : mul(c, num(1), pow(sym(x), next), pow(next, num(-1))));
  }
  return simplify(add(...out));
}

/** ∫ e dx: the sum-of-powers rule, else the integral strategies' integrator. */
function integral(e: Ex, x: string, ctx: SolveContext): Ex | null {
  // sums of powers are read off directly; anything else goes to the integrator
  return integratePowers(e, x) ?? antiderivative(e, x, ctx);
}

/** |u| → u: the integrating factor e^{ln|x|}, like the solution, is taken on an interval where u > 0. */
function dropAbs(e: Ex): Ex {
  switch (e.t) {
    case 'fn':
      return e.name === 'abs' ? dropAbs(e.args[0]) : fn(e.name, ...e.args.map(dropAbs));
    case 'pow':
      return pow(dropAbs(e.base), dropAbs(e.exp));
    case 'add':
      return add(...e.args.map(dropAbs));
    case 'mul':
      return mul(...e.args.map(dropAbs));
    default:
      return e;
  }
}

/** The shorter of two forms of one expression: e^{−2x}(x e^{2x} + e^{2x}/2) expanded is x + 1/2, cos x·tan x is sin x. */
function shorter(a: Ex, b: Ex): Ex {
  return toAscii(b).length < toAscii(a).length ? b : a;
}

/**
 * v' + P v = Q, taught two ways that compute the same thing. English-speaking classrooms multiply
 * by the integrating factor μ = e^{∫P}, so the left side is (μv)' and μv = ∫μQ + C1. French ones
 * solve the homogeneous equation (v = C·h, h = e^{−∫P}) and make the constant vary
 * (variation de la constante): v = C(x)·h gives C'(x)·h = Q. Each language reads its own steps;
 * the solution is written as C1·h plus a particular solution h·∫μQ, as both would write it.
 */
/** e^F with the logarithms in F taken out as powers, e^(x + ln x) = x·eˣ, so that μ·Q can be integrated. */
function exponential(F: Ex): Ex {
  const terms = F.t === 'add' ? F.args : [F];
  const powers: Ex[] = [];
  const rest: Ex[] = [];
  for (const t of terms) {
    const [c, r] = coeffRest(t);
    if (r.t === 'fn' && r.name === 'ln') powers.push(pow(r.args[0], c));
    else rest.push(t);
  }
  if (powers.length === 0) return simplify(pow(E, F));
  return simplify(mul(...powers, ...(rest.length ? [pow(E, simplify(add(...rest)))] : [])));
}

export function integratingFactor(P: Ex, Q: Ex, x: string, ctx: SolveContext, unknown = 'y'): { v: Ex; steps: StepDraft[] } | null {
  const intP = integral(P, x, ctx);
  if (!intP) return null;
  const F = simplify(dropAbs(intP));
  const mu = exponential(F);
  const h = exponential(simplify(neg(F)));
  const muQ = simplify(mul(mu, Q));
  const homogeneousOnly = isNum(Q) && Q.p === 0;
  const int = homogeneousOnly ? ZERO : integral(muQ, x, ctx);
  if (!int) return null;
  const raw = simplify(mul(h, int));
  const particular = [simplify(expand(raw)), tidyTrig(raw)].reduce(shorter, raw);
  const v = simplify(add(mul(C[0], h), particular));
  const u = unknown;
  const lhs = linearLatex([P, ONE], u);
  const steps: StepDraft[] = [{
    title: text('Integrating factor', 'Facteur intégrant'),
    explanation: text(`Multiply the equation by μ(${x}) = e^(F(${x})), where F is an antiderivative of P: the left side becomes the derivative of the product μ${u}.`,
      `On multiplie l'équation par μ(${x}) = e^(F(${x})), où F est une primitive de P.`),
    formula: `F(${x}) = ${L(F)},\\quad \\mu(${x}) = ${L(mu)},\\qquad \\left(${L(mu)}\\,${u}\\right)' = ${L(muQ)}`,
    only: 'en',
  }, {
    title: text('Integrate', 'Intégrer'),
    explanation: text(`Integrate both sides (one constant C₁), then divide by μ(${x}).`, `On intègre les deux membres, puis on divise par μ(${x}).`),
    formula: `${L(mu)}\\,${u} = ${L(simplify(add(int, C[0])))} \\Rightarrow ${u} = ${L(v)}`,
    only: 'en',
  }, {
    title: text('Solve the homogeneous equation', "Résoudre l'équation homogène"),
    explanation: text(`The solutions of ${u}' + P(${x})${u} = 0 are C·e^(−F(${x})), where F is an antiderivative of P.`,
      `Les solutions de ${u}' + P(${x})${u} = 0 sont les fonctions C·e^(−F(${x})), où F est une primitive de P et C une constante réelle.`),
    formula: `${lhs} = 0:\\quad F(${x}) = ${L(F)} \\Rightarrow ${u} = C\\,e^{-F(${x})} = ${L(simplify(mul(sym('C'), h)))}`,
    only: 'fr',
  }];
  if (homogeneousOnly) {
    // nothing to integrate: the homogeneous solutions are the answer in both languages
    steps.splice(0, 2);
    delete steps[0].only;
    return { v, steps };
  }
  steps.push({
    title: text('Variation of the constant', 'Variation de la constante'),
    explanation: text(`Look for ${u} = C(${x})·${prose(L(h))}: substituting into the equation leaves C'(${x})·${prose(L(h))} = ${prose(L(Q))}; integrate C'.`,
      `On cherche une solution de la forme ${u} = C(${x})·${prose(L(h))} : en remplaçant dans l'équation, il reste C'(${x})·${prose(L(h))} = ${prose(L(Q))} ; on intègre C'.`),
    formula: `C'(${x}) = ${L(muQ)} \\Rightarrow C(${x}) = ${L(simplify(add(int, C[0])))} \\Rightarrow ${u} = ${L(v)}`,
    only: 'fr',
  });
  return { v, steps };
}

/** y' + P y = Q: standard form when y' has a coefficient, then the integrating factor (English) or the variation of the constant (French). */
function linearFirstOrder(o: LinearOde, ctx: SolveContext): Solved {
  const x = o.x;
  const P = simplify(div(o.a[0], o.a[1]));
  const Q = simplify(div(o.g, o.a[1]));
  const r = integratingFactor(P, Q, x, ctx);
  if (!r) throw unsupported();
  const a1 = o.a[1];
  const normalised = isNum(a1) && a1.p === 1 && a1.q === 1;
  const steps: StepDraft[] = [...(normalised ? [] : [{
    title: text('Standard form', 'Forme normalisée'),
    explanation: text(`Divide by ${prose(L(a1))}, the coefficient of y', to get y' + P(x) y = Q(x).`, `On divise par ${prose(L(a1))}, le coefficient de y', pour obtenir y' + P(x) y = Q(x).`),
    formula: `${linearLatex([P, ONE])} = ${L(Q)}`,
  }]), ...r.steps];
  return { general: r.v, constants: [C[0]], steps, method: 'ode.integrating_factor' };
}

/** Fixes the constants from the initial conditions (Cramer's rule on the exact values). */
function applyConditions(o: Ode, s: Solved, steps: StepDraft[]): Ex | null {
  if (o.conditions.length !== s.constants.length) return null;
  const x = o.x;
  const zero = (e: Ex): Ex => s.constants.reduce((acc, c) => substitute(acc, (c as { name: string }).name, ZERO), e);
  const rows: Ex[][] = [];
  const rhs: Ex[] = [];
  for (const cond of o.conditions) {
    const dk = nthDerivative(s.general, x, cond.k);
    const at = (e: Ex): Ex => simplify(substitute(e, x, cond.at));
    rows.push(s.constants.map((c) => at(derivativeIn(dk, (c as { name: string }).name))));
    rhs.push(simplify(sub(cond.value, at(zero(dk)))));
  }
  // cofactor expansion along the first row (n ≤ 4 constants here)
  const det = (m: Ex[][]): Ex => (m.length === 1
    ? m[0][0]
    : simplify(add(...m[0].map((a, j) => mul(num(j % 2 === 0 ? 1 : -1), a, det(m.slice(1).map((row) => row.filter((_, k) => k !== j))))))));
  const D = det(rows);
  if (isNum(D) && D.p === 0) return null;
  const values = s.constants.map((_, j) => simplify(div(det(rows.map((row, i) => row.map((v, k) => (k === j ? rhs[i] : v)))), D)));
  const particular = simplify(s.constants.reduce((acc, c, j) => substitute(acc, (c as { name: string }).name, values[j]), s.general));
  steps.push({
    title: text('Use the initial conditions', 'Utiliser les conditions initiales'),
    explanation: text('Substitute the conditions into the general solution and solve for the constants.',
      'On remplace les conditions dans la solution générale et on résout pour les constantes.'),
    formula: `${s.constants.map((c, j) => `${L(c)} = ${L(values[j])}`).join(',\\ ')} \\Rightarrow y = ${L(particular)}`,
  });
  return particular;
}

/** The coefficient of a constant C in an expression linear in C. */
function derivativeIn(e: Ex, c: string): Ex {
  return simplify(nthDerivative(e, c, 1));
}

/** A first-order equation that is not linear: separable, Bernoulli, homogeneous, exact. */
function nonlinearFirstOrder(o: Ode, ctx: SolveContext, given?: string): Solved {
  const f = explicitSlope(o);
  const x = o.x;
  const linear = (P: Ex, Q: Ex): { v: Ex; steps: StepDraft[] } | null => integratingFactor(P, Q, x, ctx, 'v');
  // a solution given by the problem is what the problem means to be used
  const withGiven = f && given !== undefined ? riccati(f, x, given, linear) : null;
  const found = withGiven ?? (f && (separable(f, x, ctx) ?? bernoulli(f, x, ctx, linear) ?? homogeneous(f, x, ctx))) ?? exact(o, ctx);
  const inX = found || !f ? null : linearInX(f, x, (P: Ex, Q: Ex) => integratingFactor(P, Q, 'y', ctx, x));
  if (inX && 'y' in inX) return { general: inX.y, constants: [C[0]], steps: inX.steps, method: inX.method };
  if (!found) {
    if (inX) throw onlyImplicit(inX);
    const rel = (f && implicitSolution(f, x, ctx)) || exactRelation(o, ctx);
    if (rel) throw onlyImplicit(rel);
    throw unsupported();
  }
  return { general: found.y, constants: [C[0]], steps: found.steps, method: found.method };
}

/**
 * The other branch of a solution found through one square root (y² = … gives y = ±√…), the root
 * negated; null when the solution has no square root or more than one.
 */
export function otherBranch(e: Ex): Ex | null {
  let roots = 0;
  const flip = (u: Ex): Ex => {
    switch (u.t) {
      case 'pow':
        if (isNum(u.exp) && u.exp.p === 1 && u.exp.q === 2) {
          roots++;
          return neg(u);
        }
        return pow(flip(u.base), flip(u.exp));
      case 'add':
      case 'mul':
        return { t: u.t, args: u.args.map(flip) };
      case 'fn':
        return { t: 'fn', name: u.name, args: u.args.map(flip) };
      default:
        return u;
    }
  };
  const flipped = flip(e);
  return roots === 1 ? simplify(flipped) : null;
}

/** y(x0) = value holds for this solution, numerically. */
function meets(y: Ex, x: string, cond: Ode['conditions'][number], scope: Record<string, number> = {}): boolean {
  const at = evaluateReal(toAscii(cond.at), scope);
  const v = evaluateReal(toAscii(cond.value), scope);
  return at !== null && v !== null && meetsCondition(toAscii(y), x, cond.k, at, v, scope);
}

/** Positive values for the letters of the equation and its conditions (ω, k, m, x(0) = A), taken positive by the methods: the conditions are checked at each. */
function letterValues(params: string[]): Array<Record<string, number>> {
  if (params.length === 0) return [{}];
  return [[1.3719, 0.7643, 2.1387], [0.5927, 2.6619, 1.1213]].map((vals) => Object.fromEntries(params.map((p, i) => [p, vals[i % vals.length]])));
}

/** The constants from the initial conditions: one constant by isolating it, two by Cramer's rule. */
function fixConstants(o: Ode, s: Solved, steps: StepDraft[]): Ex | null {
  if (s.constants.length === 1 && o.conditions.length === 1 && o.conditions[0].k === 0) {
    const cond = o.conditions[0];
    const solveFor = (general: Ex): Ex | null => {
      const c = isolate(simplify(substitute(general, o.x, cond.at)), cond.value, 'C1');
      return c && !dependsOn(c, o.x) ? c : null;
    };
    let c1 = solveFor(s.general);
    // y(1) = −2 on the branch y = √…: the condition picks the branch −√…
    const other = otherBranch(s.general);
    if (other && (!c1 || !meets(simplify(substitute(s.general, 'C1', c1)), o.x, cond))) {
      const c = solveFor(other);
      if (c && meets(simplify(substitute(other, 'C1', c)), o.x, cond)) {
        s.general = other;
        c1 = c;
        steps.push({
          title: text('Choose the branch', 'Choisir la branche'),
          explanation: text(`Squaring lost the sign: the condition y(${toAscii(cond.at)}) = ${toAscii(cond.value)} is met by the other sign of the square root.`,
            `L'élévation au carré a perdu le signe : la condition y(${toAscii(cond.at)}) = ${toAscii(cond.value)} est vérifiée par l'autre signe de la racine carrée.`),
          formula: `y = ${L(other)}`,
        });
      }
    }
    if (!c1) return null;
    const particular = simplify(substitute(s.general, 'C1', c1));
    steps.push({
      title: text('Use the initial condition', 'Utiliser la condition initiale'),
      explanation: text(`Substitute ${o.x} = ${toAscii(cond.at)} and y = ${toAscii(cond.value)} into the general solution and solve for C1.`,
        `On remplace ${o.x} = ${toAscii(cond.at)} et y = ${toAscii(cond.value)} dans la solution générale et on résout pour C1.`),
      formula: `C_1 = ${L(c1)} \\Rightarrow y = ${L(particular)}`,
    });
    return particular;
  }
  return applyConditions(o, s, steps);
}

/**
 * The value asked at a point (« … puis calculer y(1) »): the solution fixed by the conditions,
 * evaluated there — exactly, with its decimal value when it is not a plain number.
 */
function valueAt(u: string, x: string, y: Ex, at: string, ivp: boolean, steps: StepDraft[], verified: boolean): Outcome {
  if (!ivp) {
    throw new SolverError('unsupported', text(
      `The conditions do not fix the solution, so ${u}(${at}) has no single value.`,
      `Les conditions ne fixent pas la solution : ${u}(${at}) n'a pas de valeur unique.`,
    ));
  }
  const point = fromMathJson(parseCalc(at));
  const v = simplify(substitute(y, x, point));
  const exact = toAscii(v);
  const approx = evaluateReal(exact);
  if (approx === null || !Number.isFinite(approx)) {
    throw new SolverError('unsupported', text(`The solution is not defined at ${x} = ${at}.`, `La solution n'est pas définie en ${x} = ${at}.`));
  }
  const decimal = String(Number(approx.toPrecision(6)));
  const plain = decimal === exact || Number(exact) === approx;
  const shown = plain ? exact : `${exact} ≈ ${decimal}`;
  steps.push({
    title: text('Solution', 'Solution'),
    explanation: text('The solution that meets the initial conditions.', 'La solution qui vérifie les conditions initiales.'),
    formula: `${L(sym(u))} = ${L(y)}`,
  });
  steps.push({
    title: text(`Value at ${x} = ${at}`, `Valeur en ${x} = ${at}`),
    explanation: text(`Substitute ${x} = ${at} into the solution.`, `On remplace ${x} par ${at} dans la solution.`),
    formula: `${u}(${L(point)}) = ${L(v)}${plain ? '' : ` \\approx ${decimal}`}`,
  });
  return {
    method: 'ode.value_at',
    category: 'ode',
    steps,
    answer: { kind: 'expr', value: exact, latex: L(v), words: text(`${u}(${at}) = ${asciiToWords(exact).en}`, `${u}(${at}) = ${asciiToWords(exact).fr}`) },
    finalAnswer: text(`${u}(${at}) = ${shown}`, `${u}(${at}) = ${shown}`),
    verified,
    verification: text('The solution substituted into the equation and the conditions; then evaluated at the point.', "La solution substituée dans l'équation et les conditions, puis évaluée au point."),
  };
}

/** m x'' + c x' + k x = 0 with nothing said of the letters: each regime solved and checked under its condition; null when the roots do not depend on the letters' sizes. */
function discussion(o: LinearOde, ode: Ode, ctx: SolveContext, assumed: Assumed): Outcome | null {
  if (o.order !== 2 || assumed.assumptions.length || assumed.regime || !(isNum(o.g) && o.g.p === 0)) return null;
  if (characteristicRoots(o.a) || letteredRoots(o.a) || coefficientLetters(o.a).length === 0) return null;
  const params = [...freeVars(ode.eq)].filter((v) => v !== ode.x && !D_NAMES.includes(v));
  const cases: RegimeCase[] = [];
  for (const regime of ['over', 'critical', 'under'] as const) {
    const s = constantCoefficients(o, ctx, { assumptions: [], regime });
    const condition = s.holdsWhen?.[s.holdsWhen.length - 1];
    if (!condition) return null;
    const consts = s.constants.map((c) => (c as { name: string }).name);
    const verified = meetingValues([condition], params).every((scope) => satisfiesOde(withValues(toAscii(ode.eq), scope), D_NAMES, ode.order, withValues(toAscii(s.general), scope), ode.x, consts));
    cases.push({ regime, general: s.general, condition, steps: s.steps, verified });
  }
  const intro: StepDraft = {
    title: text('Identify the equation', "Identifier l'équation"),
    explanation: text(`A linear equation of order 2 with constant coefficients, letters among them.`, `Une équation linéaire d'ordre 2 à coefficients constants, dont des lettres.`),
    formula: odeLatex(o),
  };
  return discussedRegimes(ode.unknown, intro, cases);
}

/** Values of the letters meeting the assumptions, at least two of them (none: nothing is checked, so the check fails). */
function meetingValues(assumptions: Relation[], letters: string[]): Array<Record<string, number>> {
  const found = valuesMeeting(assumptions, letters, 3);
  return found.length >= 2 ? found : [{ unmet: NaN }];
}

/** Each letter of the scope replaced by its value in an ASCII formula. */
const withValues = (ascii: string, scope: Record<string, number>): string =>
  Object.entries(scope).reduce((acc, [v, n]) => acc.replace(new RegExp(`(?<![A-Za-z_])${v}(?![A-Za-z_0-9])`, 'g'), `(${n})`), ascii);

/** Conditions no solution meets: said plainly, the system that shows it among the steps. */
function noSolution(steps: StepDraft[], verified: boolean): Outcome {
  return {
    method: 'ode.boundary_value',
    category: 'ode',
    steps,
    answer: { kind: 'solutions', value: '[]', latex: '\\varnothing', words: text('There is no solution.', "Il n'y a pas de solution.") },
    finalAnswer: text('No solution: no solution of the equation meets both conditions.', "Pas de solution : aucune solution de l'équation ne vérifie les deux conditions."),
    verified,
    verification: text('The general solution substituted into the equation; the system for its constants has a zero determinant and incompatible equations.', "La solution générale substituée dans l'équation ; le système en ses constantes a un déterminant nul et des équations incompatibles."),
  };
}

export const odeStrategy: Strategy = {
  name: 'ode',
  solve(problem, ctx): Outcome | null {
    // the equation and conditions as read (names of methods and domains already set aside)
    const ode = readOde(problem.task?.kind === 'ode' ? odeText(problem.task) : problem.text);
    if (!ode) return null;
    ctx.checkTime();
    const o = asLinear(ode);
    const constant = o !== null && o.a.every((a) => !dependsOn(a, o.x));
    let s: Solved;
    let intro: Text;
    if (o && constant && o.order > 1) {
      const assumed: Assumed = problem.task?.kind === 'ode' ? { assumptions: problem.task.assumptions ?? [], regime: problem.task.regime } : { assumptions: [] };
      // letters whose sizes decide the roots, and nothing said of them: the three regimes discussed
      const discussed = ode.conditions.length === 0 ? discussion(o, ode, ctx, assumed) : null;
      if (discussed) return discussed;
      s = constantCoefficients(o, ctx, assumed);
      intro = text(`A linear equation of order ${o.order} with constant coefficients.`, `Une équation linéaire d'ordre ${o.order} à coefficients constants.`);
    } else if (o && o.order === 1) {
      s = linearFirstOrder(o, ctx);
      intro = text('A linear first-order equation in y.', 'Une équation linéaire du premier ordre en y.');
    } else if (o) {
      const euler = cauchyEuler(o, ctx) ?? withoutY(o, ctx);
      if (!euler) throw unsupported();
      s = euler;
      intro = text(`A linear equation of order ${o.order} with variable coefficients.`, `Une équation linéaire d'ordre ${o.order} à coefficients variables.`);
    } else if (ode.order === 1) {
      s = nonlinearFirstOrder(ode, ctx, problem.task?.kind === 'ode' ? problem.task.particular : undefined);
      intro = text('A first-order equation that is not linear in y.', "Une équation du premier ordre non linéaire en y.");
    } else throw unsupported();
    const steps: StepDraft[] = [{
      title: text('Identify the equation', "Identifier l'équation"),
      explanation: ode.unknown === 'y' ? intro : writtenInY(intro, ode.unknown),
      formula: o ? odeLatex(o) : `${L(ode.eq).replace(/\\?\bbeta\b/g, "y'").replace(/\\?\bgamma\b/g, "y''")} = 0`,
    }, ...s.steps];
    // ln|x| from an integration: the solution is given on an interval where the argument is positive
    s.general = simplify(dropAbs(s.general));
    let y = s.general;
    let ivp = false;
    // conditions met by a whole line of solutions (boundary values at a zero of the determinant)
    let family = false;
    // the equation checked: with its constant's value when a condition fixed it
    let checked = ode;
    const fitted = fitParameter(ode, s.constants.length, (o) => fixConstants(o, s, steps), steps);
    if (fitted) {
      ({ y, ode: checked } = fitted);
      ivp = true;
    } else if (ode.conditions.length) {
      const p = fixConstants(ode, s, steps);
      if (p) {
        y = p;
        ivp = true;
      } else {
        // y(0) = 0, y(π) = 1 for y'' + y = 0: conditions that fix no constant, never the general solution instead
        const singular = singularConditions(ode, s.general, s.constants.map((c) => (c as { name: string }).name), steps);
        if (singular?.kind === 'none') {
          const params = [...freeVars(ode.eq)].filter((v) => v !== ode.x && !D_NAMES.includes(v));
          return noSolution(steps, satisfiesOde(toAscii(ode.eq), D_NAMES, ode.order, toAscii(s.general), ode.x, [...s.constants.map((c) => (c as { name: string }).name), ...params]));
        }
        if (singular) {
          y = singular.y;
          s.constants = [sym(singular.free)];
          family = true;
        }
      }
    }
    const value = `${ode.unknown} = ${toAscii(y)}`;
    // the task's own function (x in ẍ + 9x = 0), as in the value
    const named = `${L(sym(ode.unknown))} = ${L(y)}`;
    // parameters of the equation (k in y' = −ky) get sample values too
    const params = [...freeVars(checked.eq)].filter((v) => v !== ode.x && !D_NAMES.includes(v));
    const consts = [...(ivp ? [] : s.constants.map((c) => (c as { name: string }).name)), ...params];
    // a solution that holds under the assumptions on the letters is checked at values meeting them
    const conditional = s.holdsWhen ?? (problem.task?.kind === 'ode' ? problem.task.assumptions : undefined);
    let verified = conditional?.length
      ? meetingValues(conditional, params).every((scope) => satisfiesOde(withValues(toAscii(checked.eq), scope), D_NAMES, ode.order, withValues(toAscii(y), scope), ode.x, consts.filter((c) => !(c in scope))))
      : satisfiesOde(toAscii(checked.eq), D_NAMES, ode.order, toAscii(y), ode.x, consts);
    if (ivp || family) {
      const given = [...new Set([...params, ...(family ? consts : []), ...ode.conditions.flatMap((c) => [...freeVars(c.at), ...freeVars(c.value)])])];
      verified &&= letterValues(given).every((scope) => ode.conditions.every((c) => meets(y, ode.x, c, scope)));
    }
    const n = s.constants.length;
    const names = s.constants.map((c) => (c as { name: string }).name).join(', ');
    const at = problem.task?.kind === 'ode' ? problem.task.at : undefined;
    if (at !== undefined) return valueAt(ode.unknown, ode.x, y, at, ivp, steps, verified);
    const asked = problem.task?.kind === 'ode' ? problem.task.constant : undefined;
    if (asked !== undefined) return constantAnswer(asked, fitted, steps, verified);
    steps.push({
      title: text(ivp ? 'Solution' : 'General solution', ivp ? 'Solution' : 'Solution générale'),
      explanation: ivp
        ? text('The solution that meets the initial conditions.', 'La solution qui vérifie les conditions initiales.')
        : family
        ? text(`Every solution meeting the conditions, ${names} an arbitrary constant.`, `Toutes les solutions vérifiant les conditions, ${names} constante arbitraire.`)
        : text(`${names} ${n > 1 ? 'are arbitrary constants' : 'is an arbitrary constant'}.`, `${names} ${n > 1 ? 'sont des constantes arbitraires' : 'est une constante arbitraire'}.`),
      formula: named,
    });
    return {
      method: s.method,
      category: 'ode',
      steps,
      answer: { kind: 'ode', value, latex: named, words: text(`The solution is ${asciiToWords(value).en}.`, `La solution est ${asciiToWords(value).fr}.`) },
      finalAnswer: text(value, value),
      verified,
      verification: text('Substituted into the equation at sample points, for several values of the constants.',
        "Substituée dans l'équation en des points tests, pour plusieurs valeurs des constantes."),
    };
  },
};
