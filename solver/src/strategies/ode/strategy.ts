import type { Outcome, Strategy, StepDraft } from '../../strategy';
import { text } from '../../i18n';
import { SolverError } from '../../errors';
import { evaluateReal } from '../../verify/numeric';
import { satisfiesLinearOde, meetsCondition } from '../../verify/ode';
import {
  type Ex, E, ZERO, add, dependsOn, div, fn, isNum, mul, neg, num, numValue, pow, sqrt, sub, sym, substitute, ln,
} from '../derivative/expr';
import { coeffRest, expand, simplify } from '../derivative/simplify';
import { toAscii, toLatex } from '../derivative/print';
import { nthDerivative } from '../derivative/differentiate';
import { recognizeOde, type LinearOde } from './recognize';

const L = toLatex;
const C = [sym('C1'), sym('C2'), sym('C3')];

const unsupported = (): SolverError => new SolverError('unsupported', text(
  'This differential equation is beyond the methods available here (linear first order, constant coefficients).',
  "Cette équation différentielle dépasse les méthodes disponibles ici (linéaire du premier ordre, coefficients constants).",
));

function odeLatex(o: LinearOde): string {
  const names = ['y', "y'", "y''", "y'''"];
  const terms = o.a.map((a, k) => (isNum(a) && a.p === 0 ? '' : `${isNum(a) && a.p === 1 && a.q === 1 ? '' : `\\left(${L(a)}\\right)`}${names[k]}`)).filter(Boolean).reverse();
  return `${terms.join(' + ')} = ${L(o.g)}`;
}

/** The nearest fraction with a small denominator, when x is one (a coefficient found numerically). */
function rational(x: number): Ex | null {
  for (let q = 1; q <= 2000; q++) {
    const p = Math.round(x * q);
    if (Math.abs(p / q - x) < 1e-9 * Math.max(1, Math.abs(x))) return num(p, q);
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
}

/** a y'' + b y' + c y = g with constant a, b, c: characteristic equation, then undetermined coefficients. */
function constantCoefficients(o: LinearOde): Solved {
  const x = sym(o.x);
  const steps: StepDraft[] = [];
  const [c0, c1, c2] = [o.a[0], o.a[1], o.a[2] ?? ZERO];
  const r = sym('r');
  const charPoly = simplify(add(mul(c2, pow(r, num(2))), mul(c1, r), c0));
  let basis: Ex[];
  let rootsText: string;
  if (o.order === 1) {
    const root = simplify(neg(div(c0, c1)));
    basis = [simplify(pow(E, mul(root, x)))];
    rootsText = `r = ${L(root)}`;
  } else {
    const [a, b, c] = [c2, c1, c0].map((v) => numValue(v as Extract<Ex, { t: 'num' }>));
    const disc = simplify(sub(mul(c1, c1), mul(num(4), c2, c0)));
    const d = b * b - 4 * a * c;
    if (Math.abs(d) < 1e-12) {
      const root = simplify(neg(div(c1, mul(num(2), c2))));
      basis = [simplify(pow(E, mul(root, x))), simplify(mul(x, pow(E, mul(root, x))))];
      rootsText = `\\Delta = 0,\\ r = ${L(root)}\\ \\text{(double)}`;
    } else if (d > 0) {
      const r1 = simplify(div(sub(neg(c1), sqrt(disc)), mul(num(2), c2)));
      const r2 = simplify(div(add(neg(c1), sqrt(disc)), mul(num(2), c2)));
      basis = [simplify(pow(E, mul(r1, x))), simplify(pow(E, mul(r2, x)))];
      rootsText = `\\Delta = ${L(disc)} > 0,\\ r_1 = ${L(r1)},\\ r_2 = ${L(r2)}`;
    } else {
      const alpha = simplify(neg(div(c1, mul(num(2), c2))));
      const beta = simplify(div(sqrt(neg(disc)), mul(num(2), c2)));
      const ex = simplify(pow(E, mul(alpha, x)));
      basis = [simplify(mul(ex, fn('cos', mul(beta, x)))), simplify(mul(ex, fn('sin', mul(beta, x))))];
      rootsText = `\\Delta = ${L(disc)} < 0,\\ r = ${L(alpha)} \\pm ${L(beta)}i`;
    }
    void a;
  }
  steps.push({
    title: text('Characteristic equation', 'Équation caractéristique'),
    explanation: text('The coefficients are constant: look for solutions e^{rx}; substituting gives a polynomial equation in r.',
      'Les coefficients sont constants : on cherche des solutions e^{rx} ; en remplaçant, on obtient une équation polynomiale en r.'),
    formula: `${L(charPoly)} = 0`,
  });
  const homogeneous = simplify(add(...basis.map((b, i) => mul(C[i], b))));
  steps.push({
    title: text('Roots and homogeneous solution', 'Racines et solution homogène'),
    explanation: o.order === 2
      ? text('Two distinct real roots give two exponentials; a double root r gives e^{rx} and x·e^{rx}; complex roots α ± βi give e^{αx}cos βx and e^{αx}sin βx.',
        'Deux racines réelles distinctes donnent deux exponentielles ; une racine double r donne e^{rx} et x·e^{rx} ; des racines complexes α ± βi donnent e^{αx}cos βx et e^{αx}sin βx.')
      : text('One root r gives the solution e^{rx}.', 'Une racine r donne la solution e^{rx}.'),
    formula: `${rootsText} \\Rightarrow y_h = ${L(homogeneous)}`,
  });
  if (isNum(o.g) && o.g.p === 0) return { general: homogeneous, constants: C.slice(0, o.order), steps, method: 'ode.characteristic' };
  const yp = undetermined(o, charPoly, steps);
  return { general: simplify(add(homogeneous, yp)), constants: C.slice(0, o.order), steps, method: 'ode.undetermined_coefficients' };
}

/** Guess a particular solution of the shape of the right-hand side and find its coefficients. */
function undetermined(o: LinearOde, charPoly: Ex, steps: StepDraft[]): Ex {
  const x = o.x;
  const X = sym(x);
  const g = expand(o.g);
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
    for (let m = 0; m < 3; m++) {
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
      `Le second membre est ${toAscii(o.g)} : on essaie une combinaison du même type de fonctions à coefficients inconnus (coefficients indéterminés).${resonance.fr}`),
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
    let n: number;
    if (!dependsOn(rest, x)) {
      out.push(mul(c, rest, sym(x)));
      continue;
    }
    if (rest.t === 'sym' && rest.name === x) n = 1;
    else if (rest.t === 'pow' && rest.base.t === 'sym' && rest.base.name === x && isNum(rest.exp)) n = numValue(rest.exp);
    else return null;
    out.push(n === -1 ? mul(c, ln(sym(x))) : mul(c, num(1), pow(sym(x), num(n + 1)), pow(num(n + 1), num(-1))));
  }
  return simplify(add(...out));
}

/** y' + P y = Q: integrating factor μ = e^{∫P}, then (μy)' = μQ. */
function linearFirstOrder(o: LinearOde): Solved {
  const x = o.x;
  const P = simplify(div(o.a[0], o.a[1]));
  const Q = simplify(div(o.g, o.a[1]));
  const intP = integratePowers(P, x);
  if (!intP) throw unsupported();
  const mu = simplify(pow(E, intP));
  const steps: StepDraft[] = [{
    title: text('Standard form', 'Forme normalisée'),
    explanation: text("Divide by the coefficient of y' to get y' + P(x) y = Q(x).", "On divise par le coefficient de y' pour obtenir y' + P(x) y = Q(x)."),
    formula: `y' + ${L(P)}\\,y = ${L(Q)}`,
  }, {
    title: text('Integrating factor', 'Facteur intégrant'),
    explanation: text('Multiply by μ = e^{∫P dx}: the left-hand side becomes the derivative of μy.',
      'On multiplie par μ = e^{∫P dx} : le membre de gauche devient la dérivée de μy.'),
    formula: `\\mu = e^{${L(intP)}} = ${L(mu)}`,
  }];
  const muQ = simplify(mul(mu, Q));
  const integral = isNum(muQ) && muQ.p === 0 ? ZERO : integratePowers(muQ, x);
  if (!integral) throw unsupported();
  const general = simplify(mul(add(integral, C[0]), pow(mu, num(-1))));
  steps.push({
    title: text('Integrate both sides', 'Intégrer les deux membres'),
    explanation: text('(μy)\' = μQ, so μy = ∫μQ dx + C1; divide by μ.', '(μy)\' = μQ, donc μy = ∫μQ dx + C1 ; on divise par μ.'),
    formula: `${L(mu)}\\,y = ${L(simplify(add(integral, C[0])))} \\Rightarrow y = ${L(general)}`,
  });
  return { general, constants: [C[0]], steps, method: 'ode.integrating_factor' };
}

/** Fixes the constants from the initial conditions (Cramer's rule on the exact values). */
function applyConditions(o: LinearOde, s: Solved, steps: StepDraft[]): Ex | null {
  if (o.conditions.length !== s.constants.length) return null;
  const x = o.x;
  const n = s.constants.length;
  const zero = (e: Ex): Ex => s.constants.reduce((acc, c) => substitute(acc, (c as { name: string }).name, ZERO), e);
  const rows: Ex[][] = [];
  const rhs: Ex[] = [];
  for (const cond of o.conditions) {
    const dk = nthDerivative(s.general, x, cond.k);
    const at = (e: Ex): Ex => simplify(substitute(e, x, cond.at));
    rows.push(s.constants.map((c) => at(derivativeIn(dk, (c as { name: string }).name))));
    rhs.push(simplify(sub(cond.value, at(zero(dk)))));
  }
  const det = (m: Ex[][]): Ex => (n === 1 ? m[0][0] : simplify(sub(mul(m[0][0], m[1][1]), mul(m[0][1], m[1][0]))));
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

export const odeStrategy: Strategy = {
  name: 'ode',
  solve(problem, ctx): Outcome | null {
    const o = recognizeOde(problem.text);
    if (!o) return null;
    ctx.checkTime();
    if (o.order > 2) throw unsupported();
    const constant = o.a.every((a) => !dependsOn(a, o.x));
    const steps: StepDraft[] = [{
      title: text('Identify the equation', "Identifier l'équation"),
      explanation: constant
        ? text(`A linear equation of order ${o.order} with constant coefficients.`, `Une équation linéaire d'ordre ${o.order} à coefficients constants.`)
        : text('A linear first-order equation in y.', 'Une équation linéaire du premier ordre en y.'),
      formula: odeLatex(o),
    }];
    let s: Solved;
    if (constant) s = constantCoefficients(o);
    else if (o.order === 1) s = linearFirstOrder(o);
    else throw unsupported();
    steps.push(...s.steps);
    let y = s.general;
    let ivp = false;
    if (o.conditions.length) {
      const p = applyConditions(o, s, steps);
      if (p) {
        y = p;
        ivp = true;
      }
    }
    const value = `y = ${toAscii(y)}`;
    const aAscii = o.a.map(toAscii);
    const consts = ivp ? [] : s.constants.map((c) => (c as { name: string }).name);
    let verified = satisfiesLinearOde(toAscii(y), aAscii, toAscii(o.g), o.x, consts);
    if (ivp) {
      verified &&= o.conditions.every((c) => {
        const at = evaluateReal(toAscii(c.at));
        const v = evaluateReal(toAscii(c.value));
        return at !== null && v !== null && meetsCondition(toAscii(y), o.x, c.k, at, v);
      });
    }
    steps.push({
      title: text(ivp ? 'Solution' : 'General solution', ivp ? 'Solution' : 'Solution générale'),
      explanation: ivp
        ? text('The solution that meets the initial conditions.', 'La solution qui vérifie les conditions initiales.')
        : text(`C1${s.constants.length > 1 ? ' and C2 are' : ' is'} arbitrary constant${s.constants.length > 1 ? 's' : ''}.`, `C1${s.constants.length > 1 ? ' et C2 sont des constantes arbitraires' : ' est une constante arbitraire'}.`),
      formula: `y = ${L(y)}`,
    });
    return {
      method: s.method,
      category: 'ode',
      steps,
      answer: { kind: 'ode', value, latex: `y = ${L(y)}`, words: text(`The solution is ${value}.`, `La solution est ${value}.`) },
      finalAnswer: text(value, value),
      verified,
      verification: text('Substituted into the equation at sample points (derivatives computed numerically).',
        "Substituée dans l'équation en des points tests (dérivées calculées numériquement)."),
    };
  },
};
