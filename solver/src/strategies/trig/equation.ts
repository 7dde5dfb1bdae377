/**
 * Trigonometric equations: bring everything to one side, write it as a polynomial in one of
 * sin(u), cos(u), tan(u) (converting sin² ↔ cos², sec = 1/cos …, factoring out a common factor,
 * or dividing by cos when it is a sin u = b cos u), solve for that value, read the base angles
 * from the unit circle, and give the general solution with k ∈ ℤ or the solutions in the
 * requested interval. Each solution is substituted back with mathjs.
 */
import type { Outcome, StepDraft } from '../../strategy';
import { text } from '../../i18n';
import { asciiToWords } from '../../format/words';
import { evaluateReal } from '../../verify/numeric';
import * as X from '../integral/sym/expr';
import type { Expr, FnName } from '../integral/sym/expr';
import * as R from '../integral/sym/rational';
import * as P from '../integral/sym/poly';
import { toAscii, toLatex } from '../integral/sym/print';
import { numeric } from '../integral/limits';
import { step } from '../integral/rules/tex';
import { toSinCos } from './rewrite';
import { tidy } from '../integral/sym/tidy';

export interface Interval { lo: Expr; hi: Expr; loClosed: boolean; hiClosed: boolean }

type Atom = { name: 'sin' | 'cos' | 'tan'; arg: Expr };

function atoms(e: Expr): Atom[] {
  const out: Atom[] = [];
  const walk = (n: Expr): void => {
    if (n.k === 'fn') {
      if ((n.name === 'sin' || n.name === 'cos' || n.name === 'tan') && !out.some((a) => a.name === n.name && X.same(a.arg, n.arg))) out.push({ name: n.name, arg: n.arg });
      walk(n.arg);
    } else if (n.k === 'add' || n.k === 'mul') n.args.forEach(walk);
    else if (n.k === 'pow') {
      walk(n.base);
      walk(n.exp);
    }
  };
  walk(e);
  return out;
}

const RECIP: Partial<Record<FnName, (u: Expr) => Expr>> = {
  sec: (u) => X.div(X.ONE, X.fn('cos', u)),
  csc: (u) => X.div(X.ONE, X.fn('sin', u)),
  cot: (u) => X.div(X.ONE, X.fn('tan', u)),
};

function reciprocalsOut(e: Expr): Expr {
  switch (e.k) {
    case 'add': return X.add(...e.args.map(reciprocalsOut));
    case 'mul': return X.mul(...e.args.map(reciprocalsOut));
    case 'pow': return X.pow(reciprocalsOut(e.base), e.exp);
    case 'fn': {
      const r = RECIP[e.name];
      return r ? r(e.arg) : e;
    }
    default: return e;
  }
}

/** One family of solutions θ = base + period·k for the atom's argument. */
interface Family { theta: Expr; period: Expr }

function baseFamilies(name: Atom['name'], c: Expr): Family[] | null {
  const cv = numeric(c);
  if (cv === null) return null;
  const twoPi = X.mul(X.TWO, X.PI);
  if (name === 'tan') return [{ theta: X.fn('atan', c), period: X.PI }];
  if (Math.abs(cv) > 1 + 1e-12) return [];
  if (name === 'sin') {
    const a = X.fn('asin', c);
    if (Math.abs(Math.abs(cv) - 1) < 1e-12) return [{ theta: a, period: twoPi }];
    return [{ theta: a, period: twoPi }, { theta: X.sub(X.PI, a), period: twoPi }];
  }
  const a = X.fn('acos', c);
  if (Math.abs(Math.abs(cv) - 1) < 1e-12) return [{ theta: a, period: twoPi }];
  return [{ theta: a, period: twoPi }, { theta: X.neg(a), period: twoPi }];
}

/** Roots of a polynomial with rational coefficients, exact (rational or with one square root). */
function polyRoots(p: R.Q[]): Expr[] | null {
  const { factors } = P.factorQ(p);
  const out: Expr[] = [];
  for (const f of factors) {
    const d = P.degree(f.poly);
    if (d === 1) out.push(X.numQ(R.neg(R.div(f.poly[0], f.poly[1]))));
    else if (d === 2) {
      const [c, b, a] = f.poly;
      const disc = R.sub(R.mul(b, b), R.mul(R.q(4n), R.mul(a, c)));
      if (R.sign(disc) < 0) continue;
      const s = X.sqrt(X.numQ(disc));
      for (const sg of [-1, 1]) out.push(X.div(X.add(X.numQ(R.neg(b)), X.mul(X.num(sg), s)), X.numQ(R.mul(R.q(2n), a))));
    } else return null;
  }
  return out;
}

/** Roots of c0 + c1 T (+ c2 T²) with constant (possibly irrational) coefficients. */
function symbolicRoots(c: Expr[]): Expr[] | null {
  if (c.length === 2) return [X.neg(X.div(c[0], c[1]))];
  const [c0, c1, c2] = c;
  const disc = X.sub(X.sq(c1), X.mul(X.num(4), c2, c0));
  const dv = X.approx(disc);
  if (dv === null) return null;
  if (dv < -1e-12) return [];
  const s = X.sqrt(disc);
  return [X.div(X.sub(X.neg(c1), s), X.mul(X.TWO, c2)), X.div(X.add(X.neg(c1), s), X.mul(X.TWO, c2))];
}

interface Solved { families: { atom: Atom; value: Expr; fam: Family[] }[]; steps: StepDraft[] }

/**
 * `isolated`: the student already wrote f(u) = c (sin x = 1/2), so there is nothing to isolate and
 * no step that would only copy the equation.
 */
function solveForAtoms(E0: Expr, x: Expr, depth = 0, isolated = false): Solved | null {
  let E = E0;
  if (depth > 3) return null;
  const T = X.sym('T_');
  let as = atoms(E);
  const steps: StepDraft[] = [];
  if (as.length > 1 && as.some((a) => !X.same(a.arg, as[0].arg))) {
    // sin 2x next to sin x: expand the multiple angle so one angle remains
    const expandedAngles = X.expand(toSinCos(E));
    const args = atoms(expandedAngles);
    if (args.length && args.every((a) => X.same(a.arg, args[0].arg))) {
      steps.push(step('Use the double-angle formulas', "Utiliser les formules de l'angle double",
        'Write every function of the double angle with the single angle (sin 2u = 2 sin u cos u, cos 2u = cos² u − sin² u), so only one angle remains.',
        "On écrit les fonctions de l'angle double avec l'angle simple (sin 2u = 2 sin u cos u, cos 2u = cos² u − sin² u) pour qu'un seul angle reste.",
        `${toLatex(expandedAngles)} = 0`));
      E = expandedAngles;
      as = args;
    }
  }
  // common factor: E = A·B → A = 0 or B = 0
  const [num] = X.numDen(X.together(E));
  const expanded = X.expand(num);
  if (expanded.k === 'add' && as.length > 1) {
    for (const a of as) {
      const f = X.fn(a.name, a.arg);
      const q = X.expand(X.div(expanded, f));
      if (X.terms(q).every((t) => !X.factors(t).some((g) => g.k === 'pow' && X.same(g.base, f) && X.isNegative(g.exp)))) {
        const rest = q;
        const r1 = solveForAtoms(f, x, depth + 1);
        const r2 = solveForAtoms(rest, x, depth + 1);
        if (r1 && r2) {
          steps.push(step('Factor', 'Factoriser',
            `${toAscii(f)} is a common factor: a product is zero exactly when one of its factors is zero.`,
            `${toAscii(f)} est un facteur commun : un produit est nul si et seulement si l'un de ses facteurs est nul.`,
            `${toLatex(f)}\\left(${toLatex(rest)}\\right) = 0`));
          return { families: [...r1.families, ...r2.families], steps: [...steps, ...r1.steps, ...r2.steps] };
        }
      }
    }
  }
  let work = expanded;
  // a sin u + b cos u = 0 → tan u = −b/a
  if (as.length === 2 && as.every((a) => a.name !== 'tan') && X.same(as[0].arg, as[1].arg)) {
    const s = X.fn('sin', as[0].arg);
    const c = X.fn('cos', as[0].arg);
    const cs = P.coeffs(X.subs(work, s, T), T, 1);
    if (cs && cs.length === 2 && X.free(cs[0], s)) {
      const cc = P.coeffs(cs[0], c, 1);
      if (cc && cc.length === 2 && X.isZero(cc[0]) && X.free(cs[1], c) && X.free(cs[1], x)) {
        work = X.add(X.mul(cs[1], X.fn('tan', as[0].arg)), cc[1]);
        steps.push(step('Divide by cos', 'Diviser par cos',
          'The equation is a·sin u + b·cos u = 0; cos u = 0 is not a solution (sin u would be ±1), so divide by cos u to get an equation in tan u.',
          "L'équation est de la forme a·sin u + b·cos u = 0 ; cos u = 0 n'est pas solution (sin u vaudrait ±1), on divise donc par cos u pour obtenir une équation en tan u.",
          `${toLatex(work)} = 0`));
        as = atoms(work);
      }
    }
  }
  // a sin u + b cos u + c = 0 with c ≠ 0: the harmonic form R sin(u + φ), R = √(a² + b²)
  if (as.length === 2 && as.every((a) => a.name !== 'tan') && X.same(as[0].arg, as[1].arg)) {
    const u = as[0].arg;
    const s = X.fn('sin', u);
    const c = X.fn('cos', u);
    const bySin = P.coeffs(X.subs(work, s, T), T, 1);
    const byCos = bySin && bySin.length === 2 ? P.coeffs(X.subs(bySin[0], c, T), T, 1) : null;
    if (bySin && byCos && byCos.length === 2 && [bySin[1], byCos[0], byCos[1]].every((k) => X.free(k, x) && X.free(k, s) && X.free(k, c))) {
      const [c0, b] = byCos;
      const a = bySin[1];
      const av = X.approx(a);
      const bv = X.approx(b);
      if (av !== null && bv !== null && Math.abs(av) > 1e-12 && Math.abs(bv) > 1e-12 && !X.isZero(c0)) {
        const R2 = X.expand(X.add(X.sq(a), X.sq(b)));
        const Rr = X.sqrt(R2);
        const phi = av > 0 ? X.fn('atan', X.cancel(X.div(b, a))) : X.add(X.fn('atan', X.cancel(X.div(b, a))), X.PI);
        const shifted = X.add(u, phi);
        work = X.add(X.mul(Rr, X.fn('sin', shifted)), c0);
        steps.push(step('Write a sin u + b cos u as R sin(u + φ)', 'Écrire a sin u + b cos u sous la forme R sin(u + φ)',
          `With R = √(a² + b²) = ${toAscii(Rr)} and φ such that cos φ = a/R, sin φ = b/R: a sin u + b cos u = R sin(u + φ), a single sine.`,
          `Avec R = √(a² + b²) = ${toAscii(Rr)} et φ tel que cos φ = a/R, sin φ = b/R : a sin u + b cos u = R sin(u + φ), un seul sinus.`,
          `${toLatex(work)} = 0`));
        as = atoms(work);
      }
    }
  }
  // sin² ↔ cos² to keep a single function
  if (as.length === 2 && X.same(as[0].arg, as[1].arg) && as.every((a) => a.name !== 'tan')) {
    for (const keep of ['cos', 'sin'] as const) {
      const other = keep === 'cos' ? 'sin' : 'cos';
      const o = X.fn(other, as[0].arg);
      const replaced = X.expand(X.subs(X.subs(work, X.sq(o), X.sub(X.ONE, X.sq(X.fn(keep, as[0].arg)))), X.pow(o, X.num(4)), X.sq(X.sub(X.ONE, X.sq(X.fn(keep, as[0].arg))))));
      if (X.free(replaced, o)) {
        steps.push(step(`Write ${other}² with ${keep}`, `Écrire ${other}² avec ${keep}`,
          `Use ${other}² = 1 − ${keep}² so that only ${keep} appears.`,
          `On utilise ${other}² = 1 − ${keep}² pour que seul ${keep} apparaisse.`,
          `${toLatex(replaced)} = 0`));
        work = replaced;
        as = atoms(work);
        break;
      }
    }
  }
  if (as.length !== 1) return null;
  const atom = as[0];
  const lin = P.linear(atom.arg, x);
  if (!lin) return null;
  const f = X.fn(atom.name, atom.arg);
  const sub = X.subs(work, f, T);
  const poly = P.qcoeffs(sub, T);
  let roots: Expr[] | null;
  if (poly) {
    if (P.degree(poly) < 1 || P.degree(poly) > 4) return null;
    roots = polyRoots(poly);
  } else {
    // coefficients with roots in them (2 cos x + √3 = 0): solve degree 1 or 2 symbolically
    const c = P.coeffs(sub, T, 2);
    if (!c || c.length < 2 || c.some((k) => !X.free(k, x))) return null;
    roots = symbolicRoots(c);
    if (roots && c.length === 3) {
      steps.push(step(`Solve for ${atom.name}(${toAscii(atom.arg)})`, `Résoudre en ${atom.name}(${toAscii(atom.arg)})`,
        `Set T = ${toAscii(X.fn(atom.name, atom.arg))} and use the quadratic formula.`,
        `On pose T = ${toAscii(X.fn(atom.name, atom.arg))} et on applique la formule du second degré.`,
        `T \\in \\left\\{${roots.map((r) => toLatex(r)).join(', ')}\\right\\}`));
    }
  }
  if (!roots) return null;
  const name = atom.name;
  if (poly && P.degree(poly) > 1) {
    steps.push(step(`Solve for ${name}(${toAscii(atom.arg)})`, `Résoudre en ${name}(${toAscii(atom.arg)})`,
      `Set T = ${toAscii(f)}: the equation is a polynomial equation in T; solve it (factor or quadratic formula).`,
      `On pose T = ${toAscii(f)} : l'équation est polynomiale en T ; on la résout (factorisation ou formule du second degré).`,
      `${toLatex(P.fromQ(poly, T)).replace(/T\\_/g, 'T').replace(/T_/g, 'T')} = 0\\quad\\Rightarrow\\quad T \\in \\left\\{${roots.map((r) => toLatex(r)).join(', ')}\\right\\}`));
  } else if (!isolated) {
    steps.push(step(`Isolate ${name}(${toAscii(atom.arg)})`, `Isoler ${name}(${toAscii(atom.arg)})`,
      'Move the constant terms to the other side and divide by the coefficient.',
      'On passe les constantes de l’autre côté et on divise par le coefficient.',
      `${toLatex(f)} = ${toLatex(roots[0])}`));
  }
  const families: Solved['families'] = [];
  for (const c of roots) {
    const fam = baseFamilies(name, c);
    if (!fam) return null;
    if (fam.length === 0) {
      steps.push(step('No solution from this value', 'Pas de solution pour cette valeur',
        `${name}(${toAscii(atom.arg)}) = ${toAscii(c)} is impossible: sine and cosine lie between −1 and 1.`,
        `${name}(${toAscii(atom.arg)}) = ${toAscii(c)} est impossible : sinus et cosinus sont compris entre −1 et 1.`,
        `${toLatex(f)} = ${toLatex(c)}`));
    }
    families.push({ atom, value: c, fam });
  }
  return { families, steps };
}

/** The period times k as it is written: 2kπ, kπ, or (period)·k. */
function periodK(period: Expr): string {
  const t = toLatex(period);
  if (t === '\\pi') return 'k\\pi';
  const m = /^(\d+) ?\\pi$/.exec(t);
  return m ? `${m[1]}k\\pi` : `${t} \\cdot k`;
}

export function solveTrigEquation(lhs: Expr, rhs: Expr, x: Expr, interval: Interval | null, degrees: boolean): Outcome | null {
  const E = reciprocalsOut(X.sub(lhs, rhs));
  const bare = (f: Expr, c: Expr): boolean => f.k === 'fn' && (f.name === 'sin' || f.name === 'cos' || f.name === 'tan') && X.free(c, x);
  const solved = solveForAtoms(E, x, 0, bare(lhs, rhs) || bare(rhs, lhs));
  if (!solved) return null;
  const steps: StepDraft[] = [...solved.steps];
  const xs = toAscii(x);
  const k = X.sym('k');
  const general: Expr[] = [];
  for (const { atom, value, fam } of solved.families) {
    if (fam.length === 0) continue;
    const [a, b] = P.linear(atom.arg, x)!;
    const sols = fam.map((f) => tidy(X.div(X.sub(X.add(f.theta, X.mul(f.period, k)), b), a)));
    general.push(...sols);
    const fnName = atom.name;
    steps.push(step('Read the angles on the unit circle', 'Lire les angles sur le cercle trigonométrique',
      fnName === 'sin' ? `sin θ = ${toAscii(value)} for θ = arcsin(${toAscii(value)}) and θ = π − arcsin(${toAscii(value)}), up to multiples of 2π.`
        : fnName === 'cos' ? `cos θ = ${toAscii(value)} for θ = ±arccos(${toAscii(value)}), up to multiples of 2π.`
          : `tan θ = ${toAscii(value)} for θ = arctan(${toAscii(value)}), up to multiples of π.`,
      fnName === 'sin' ? `sin θ = ${toAscii(value)} pour θ = arcsin(${toAscii(value)}) et θ = π − arcsin(${toAscii(value)}), à 2π près.`
        : fnName === 'cos' ? `cos θ = ${toAscii(value)} pour θ = ±arccos(${toAscii(value)}), à 2π près.`
          : `tan θ = ${toAscii(value)} pour θ = arctan(${toAscii(value)}), à π près.`,
      `${fam.map((f) => `${toLatex(atom.arg)} = ${toLatex(f.theta)} + ${periodK(f.period)}`).join(',\\quad ')},\\qquad k \\in \\mathbb{Z}`));
  }
  const check = (v: number): boolean => {
    const val = evaluateReal(toAscii(X.sub(lhs, rhs)), { [xs]: v });
    return val !== null && Math.abs(val) < 1e-7;
  };
  let answerExprs: Expr[];
  let verified: boolean;
  const toDeg = (e: Expr): Expr => tidy(X.expand(X.mul(e, X.num(180), X.pow(X.PI, X.MINUS_ONE))));
  if (interval) {
    const lo = numeric(interval.lo);
    const hi = numeric(interval.hi);
    if (lo === null || hi === null) return null;
    const found: { e: Expr; v: number }[] = [];
    for (const g of general) {
      for (let kk = -40; kk <= 40; kk++) {
        const e = X.subs(g, k, X.num(kk));
        const v = numeric(e);
        if (v === null) continue;
        const inside = (v > lo + 1e-12 || (interval.loClosed && Math.abs(v - lo) <= 1e-12)) && (v < hi - 1e-12 || (interval.hiClosed && Math.abs(v - hi) <= 1e-12));
        if (inside && !found.some((f) => Math.abs(f.v - v) < 1e-9)) found.push({ e, v });
      }
    }
    found.sort((p, q) => p.v - q.v);
    answerExprs = found.map((f) => (degrees ? toDeg(f.e) : f.e));
    verified = found.every((f) => check(f.v)) && noMissedRoots(lhs, rhs, xs, lo, hi, found.map((f) => f.v));
    steps.push(step('Keep the solutions in the interval', "Garder les solutions de l'intervalle",
      'Give k the integer values that put the solutions inside the interval.',
      "On donne à k les valeurs entières qui placent les solutions dans l'intervalle.",
      `${xs} \\in \\left\\{${answerExprs.map((e) => toLatex(e) + (degrees ? '^{\\circ}' : '')).join(',\\ ')}\\right\\}`));
  } else {
    answerExprs = degrees ? general.map(toDeg) : general;
    // every family member satisfies the equation, and no root on [−7, 7] is missing from the families
    const members: number[] = [];
    for (const g of general) {
      for (let kk = -30; kk <= 30; kk++) {
        const v = numeric(X.subs(g, k, X.num(kk)));
        if (v !== null) members.push(v);
      }
    }
    verified = noMissedRoots(lhs, rhs, xs, -7, 7, members) && general.every((g) => [-1, 0, 1, 2].every((kk) => {
      const v = numeric(X.subs(g, k, X.num(kk)));
      return v !== null && check(v);
    }));
    // x itself read off the circle is already the general solution: no step repeats it
    const direct = solved.families.filter((f) => f.fam.length > 0).every((f) => X.same(f.atom.arg, x));
    if (!direct) steps.push(step('General solution', 'Solution générale',
      'All solutions, with k any integer.', 'Toutes les solutions, k entier relatif quelconque.',
      `${answerExprs.map((e) => `${xs} = ${toLatex(e)}`).join(',\\quad ')},\\qquad k \\in \\mathbb{Z}`));
  }
  const value = `[${answerExprs.map((e) => toAscii(e)).join(', ')}]`;
  const list = answerExprs.map((e) => `${xs} = ${toAscii(e)}${degrees ? '°' : ''}`);
  return {
    method: 'trig.equation',
    category: 'trig',
    steps,
    answer: { kind: 'solutions', value, latex: answerExprs.map((e) => `${xs} = ${toLatex(e)}`).join(',\\ '), words: asciiToWords(list.join(', ')) },
    finalAnswer: answerExprs.length
      ? text(list.join(' or ') + (interval ? '' : ' (k ∈ ℤ)'), list.join(' ou ') + (interval ? '' : ' (k ∈ ℤ)'))
      : text('No solution.', 'Aucune solution.'),
    verified,
    verification: verified
      ? text('Each solution substituted back satisfies the equation, and a scan of the interval finds no other.', "Chaque solution remise dans l'équation la vérifie, et un balayage de l'intervalle n'en trouve pas d'autre.")
      : text('The numeric substitution could not confirm every solution.', "La substitution numérique n'a pas pu confirmer toutes les solutions."),
  };
}

/** Sign changes of lhs − rhs on the interval must all be near a solution we found. */
function noMissedRoots(lhs: Expr, rhs: Expr, xs: string, lo: number, hi: number, roots: number[]): boolean {
  const f = toAscii(X.sub(lhs, rhs));
  const n = 500;
  let prev: number | null = null;
  let prevX = lo;
  for (let i = 0; i <= n; i++) {
    const xv = lo + ((hi - lo) * i) / n;
    const v = evaluateReal(f, { [xs]: xv });
    if (v === null || !Number.isFinite(v) || Math.abs(v) > 1e6) {
      prev = null;
      continue;
    }
    if (prev !== null && Math.sign(v) !== Math.sign(prev) && v !== 0 && prev !== 0 && Math.abs(v - prev) < 10) {
      if (!roots.some((r) => r >= prevX - 1e-6 && r <= xv + 1e-6)) return false;
    }
    prev = v;
    prevX = xv;
  }
  return true;
}
