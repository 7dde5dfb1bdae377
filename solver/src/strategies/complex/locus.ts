import { SolverError } from '../../errors';
import { affix, shifted } from './affix';
import { argLocus } from './argLocus';
import { ellipseLocus } from './ellipseLocus';
import { text } from '../../i18n';
import type { Outcome, StepDraft, Strategy } from '../../strategy';
import type { TaskOf } from '../../task/task';
import { Q } from '../../cas/rational';
import { type Ex, add, isNum, mul, num, pow, sqrt, sub, sym } from '../derivative/expr';
import { expand, simplify } from '../derivative/simplify';
import { toAscii, toLatex } from '../derivative/print';
import { parseCalc } from '../derivative/latex';
import { fromMathJson } from '../derivative/mathjson';
import { evaluateAscii, evaluateReal } from '../../verify/numeric';
import { partsOf, withIota } from './parameterParts';

/**
 * The locus of |z − a| = r, |z − a| = |z − b|, |(z − a)/(z − b)| = k, Re(…) = c, Im(…) = c as a
 * course finds it: z = x + iy, the moduli squared (both sides are ≥ 0) or the parts written out,
 * one equation in x and y; then a line, or a circle whose centre and radius come from completing
 * the squares. Any other curve, or a relation mixing a modulus with a part, is refused.
 */
const refuse = (en: string, fr: string): SolverError => new SolverError('unsupported', text(en, fr));
const notLineOrCircle = (): SolverError => refuse(
  'This set of points is neither a line nor a circle: only those loci are described here.',
  "Cet ensemble de points n'est ni une droite ni un cercle : seuls ces lieux sont décrits ici.",
);

interface Atom { f: 'abs' | 're' | 'im'; inner: string }

/** Names standing for the atoms while the side's skeleton is parsed (single capitals: A0 would read as A·0). */
const NAMES = 'PQRSTUVW';

/** The side with each abs(…), re(…), im(…) replaced by P, Q, …, and those atoms; null past eight atoms. */
function atomsOf(side: string): { skeleton: string; atoms: Atom[] } | null {
  const atoms: Atom[] = [];
  let skeleton = '';
  for (let k = 0; k < side.length; k++) {
    const m = /^(abs|re|im)\(/.exec(side.slice(k));
    if (!m) {
      skeleton += side[k];
      continue;
    }
    let depth = 0;
    let j = k + m[0].length - 1;
    for (; j < side.length; j++) {
      if (side[j] === '(') depth++;
      else if (side[j] === ')' && --depth === 0) break;
    }
    atoms.push({ f: m[1] as Atom['f'], inner: side.slice(k + m[0].length, j) });
    if (atoms.length > NAMES.length) return null;
    skeleton += ` ${NAMES[atoms.length - 1]} `;
    k = j;
  }
  return { skeleton, atoms };
}

const X = sym('x');

/** The expression in x and y (i as the parts' placeholder) for z = x + iy, z̄ = x − iy. */
const inXY = (inner: string): Ex => fromMathJson(parseCalc(withIota(inner.replace(/conj\(\s*z\s*\)/g, '(x - i*y)').replace(/(?<![A-Za-hj-z])z(?![A-Za-z])/g, '(x + i*y)'))));

/** Σ c·xⁱyʲ with exact rational c, keyed "i,j"; null for anything else. */
function coefficients(e: Ex): Map<string, Q> | null {
  const out = new Map<string, Q>();
  for (const term of e.t === 'add' ? e.args : [e]) {
    let c = Q.of(1);
    const deg = { x: 0, y: 0 };
    for (const f of term.t === 'mul' ? term.args : [term]) {
      if (isNum(f)) {
        if (!Number.isInteger(f.p)) return null;
        c = c.mul(Q.of(f.p, f.q));
      } else if (f.t === 'sym' && (f.name === 'x' || f.name === 'y')) deg[f.name]++;
      else if (f.t === 'pow' && f.base.t === 'sym' && (f.base.name === 'x' || f.base.name === 'y') && isNum(f.exp) && f.exp.q === 1 && f.exp.p > 0) deg[f.base.name] += f.exp.p;
      else return null;
    }
    const key = `${deg.x},${deg.y}`;
    out.set(key, (out.get(key) ?? Q.of(0)).add(c));
  }
  for (const [k, v] of out) if (v.isZero()) out.delete(k);
  return out;
}

/** |A|² over the skeleton's factors: the numerator and denominator of one modulus side squared. */
function squaredSide(side: string): { numer: Ex; denom: Ex; zeros: Ex[] } | null {
  const read = atomsOf(side);
  if (!read || read.atoms.some((a) => a.f !== 'abs')) return null;
  const { skeleton, atoms } = read;
  const sk = simplify(fromMathJson(parseCalc(skeleton)));
  const numer: Ex[] = [];
  const denom: Ex[] = [];
  const zeros: Ex[] = [];
  for (const f of sk.t === 'mul' ? sk.args : [sk]) {
    // a root of a positive number (r = √2, 2√5, 1/√3): its square is rational, as |…|² is
    if (f.t === 'pow' && isNum(f.base) && isNum(f.exp) && f.exp.q !== 1) {
      if (f.base.p < 0) return null;
      (f.exp.p > 0 ? numer : denom).push(simplify(pow(f.base, num(2 * Math.abs(f.exp.p), f.exp.q))));
      continue;
    }
    const [base, e] = f.t === 'pow' && isNum(f.exp) && f.exp.q === 1 ? [f.base, f.exp.p] : [f, 1];
    if (isNum(base)) {
      if (base.p < 0) return null;
      (e > 0 ? numer : denom).push(pow(base, num(2 * Math.abs(e))));
      continue;
    }
    const at = base.t === 'sym' && base.name.length === 1 ? NAMES.indexOf(base.name) : -1;
    if (at < 0 || at >= atoms.length) return null;
    // |N/D|² = |N|²/|D|²: each factor's parts, the denominator's apart
    const inner = inXY(atoms[at].inner);
    for (const g of inner.t === 'mul' ? inner.args : [inner]) {
      const [b, k] = g.t === 'pow' && isNum(g.exp) && g.exp.q === 1 ? [g.base, g.exp.p] : [g, 1];
      const p = partsOf(b);
      if (!p) return null;
      const sq = add(mul(p[0], p[0]), mul(p[1], p[1]));
      const up = k * e > 0;
      (up ? numer : denom).push(pow(sq, num(Math.abs(k * e))));
      if (!up) zeros.push(sq);
    }
  }
  return { numer: mul(...numer), denom: mul(...denom), zeros };
}

/** A side made of parts and numbers, as an expression in x and y. */
function partsSide(side: string): Ex | null {
  const read = atomsOf(side);
  if (!read) return null;
  const { atoms } = read;
  let { skeleton } = read;
  // a modulus squared, |z + 3i|² − |z − 3i|² = 12: the name then stands for x-part² + y-part²
  const squared = atoms.map((a, k) => a.f === 'abs' && new RegExp(`${NAMES[k]}\\s*\\^\\s*\\(?\\s*2\\s*\\)?(?![\\d.])`).test(skeleton) && !new RegExp(`${NAMES[k]}(?!\\s*\\^\\s*\\(?\\s*2\\s*\\)?(?![\\d.]))`).test(skeleton));
  atoms.forEach((a, k) => {
    if (squared[k]) skeleton = skeleton.replace(new RegExp(`${NAMES[k]}\\s*\\^\\s*\\(?\\s*2\\s*\\)?(?![\\d.])`, 'g'), `(${NAMES[k]})`);
  });
  let e = fromMathJson(parseCalc(skeleton));
  for (let k = 0; k < atoms.length; k++) {
    const a = atoms[k];
    if (a.f === 'abs' && !squared[k]) return null;
    const p = partsOf(inXY(a.inner));
    if (!p) return null;
    e = substituteSym(e, NAMES[k], a.f === 're' ? p[0] : a.f === 'im' ? p[1] : add(mul(p[0], p[0]), mul(p[1], p[1])));
  }
  return e;
}

/**
 * Re(N/D) = c or Im(N/D) = c (« Z = (z − 1)/(z + 1) réel ») with one side that part alone: the part
 * of N·D̄ over |D|², so Re(N·D̄) − c·|D|² = 0, D = 0 excepted. Null for any other shape.
 */
function quotientPart(sides: string[]): { P: Ex; denominator: Ex } | null {
  const reads = sides.map(atomsOf);
  const k = reads.findIndex((r) => r !== null && r.atoms.length === 1 && r.skeleton.trim() === NAMES[0] && r.atoms[0].f !== 'abs');
  const c = evaluateReal(sides[1 - k] ?? '');
  if (k < 0 || c === null || reads[1 - k]?.atoms.length) return null;
  const atom = reads[k]!.atoms[0];
  const e = inXY(atom.inner);
  const up: Ex[] = [];
  const down: Ex[] = [];
  for (const f of e.t === 'mul' ? e.args : [e]) {
    if (f.t === 'pow' && isNum(f.exp) && f.exp.q === 1 && f.exp.p < 0) down.push(pow(f.base, num(-f.exp.p)));
    else up.push(f);
  }
  if (down.length === 0) return null;
  const [pn, pd] = [partsOf(mul(...up)), partsOf(mul(...down))];
  if (!pn || !pd) return null;
  const [a, b] = pn;
  const [cc, d] = pd;
  const part = atom.f === 're' ? add(mul(a, cc), mul(b, d)) : sub(mul(b, cc), mul(a, d));
  const denominator = add(mul(cc, cc), mul(d, d));
  const exactC = Q.parse(sides[1 - k]);
  if (!exactC) return null;
  return { P: simplify(expand(simplify(sub(part, mul(num(Number(exactC.n), Number(exactC.d)), denominator))))), denominator };
}

/** The point where |αz + β|² = 0, from its coefficients; null when it is not of that shape. */
function zeroOf(m: Ex): { x: Q; y: Q } | null {
  const c = coefficients(simplify(expand(m)));
  const a2 = c?.get('2,0');
  if (!c || !a2 || !a2.eq(q(c, '0,2'))) return null;
  return { x: q(c, '1,0').div(a2.mul(Q.of(-2))), y: q(c, '0,1').div(a2.mul(Q.of(-2))) };
}

function substituteSym(e: Ex, name: string, by: Ex): Ex {
  switch (e.t) {
    case 'sym': return e.name === name ? by : e;
    case 'num': return e;
    case 'add': return add(...e.args.map((a) => substituteSym(a, name, by)));
    case 'mul': return mul(...e.args.map((a) => substituteSym(a, name, by)));
    case 'pow': return pow(substituteSym(e.base, name, by), substituteSym(e.exp, name, by));
    case 'fn': return { ...e, args: e.args.map((a) => substituteSym(a, name, by)) };
  }
}

const q = (m: Map<string, Q>, k: string): Q => m.get(k) ?? Q.of(0);
function locusSteps(t: TaskOf<'complex_locus'>): Outcome {
  const ray = argLocus(t) ?? ellipseLocus(t);
  if (ray) return ray;
  const steps: StepDraft[] = [];
  const sides = [t.lhs, t.rhs];
  const hasAbs = sides.map((s) => /abs\(/.test(s));
  let P: Ex;
  let excluded: string | null = null;
  if (hasAbs.some(Boolean)) {
    const sq = sides.map(squaredSide);
    // squared moduli only (|z + 3i|² − |z − 3i|² = 12, |z|² = 4): each |a + ib|² expanded as it stands, never squared again
    const squares = sides.map(partsSide);
    if (squares?.[0] && squares[1]) {
      P = simplify(expand(simplify(sub(squares[0], squares[1]))));
      steps.push({
        title: text('Expand the squared moduli', 'Développer les modules au carré'),
        explanation: text('Write z = x + iy: each |a + ib|² is a² + b².', 'On pose z = x + iy : chaque |a + ib|² vaut a² + b².'),
        formula: `${toLatex(simplify(squares[0]))} = ${toLatex(simplify(squares[1]))}`,
      });
    } else {
      if (sides.some((s) => (evaluateReal(s) ?? 0) < 0)) {
        throw refuse('A modulus is never negative: no point z satisfies this relation, the set is empty.',
          "Un module n'est jamais négatif : aucun point z ne vérifie cette relation, l'ensemble est vide.");
      }
      if (!sq[0] || !sq[1]) {
        throw refuse('This relation mixes a modulus with other terms: only |…| = |…|, |…| = r, sums of squared moduli and parts Re, Im equal to a number are described here.',
          "Cette relation mêle un module à d'autres termes : seules |…| = |…|, |…| = r, les sommes de modules au carré et les parties Re, Im égales à un nombre sont décrites ici.");
      }
      const [l, r] = sq as Array<NonNullable<(typeof sq)[0]>>;
      P = simplify(expand(simplify(sub(mul(l.numer, r.denom), mul(r.numer, l.denom)))));
      steps.push({
        title: text('Square the moduli', 'Élever les modules au carré'),
        explanation: text('Write z = x + iy. Both sides are nonnegative, so the equation is equivalent to the one between their squares, with |a + ib|² = a² + b².',
          'On pose z = x + iy. Les deux membres sont positifs : l\'équation équivaut à celle de leurs carrés, avec |a + ib|² = a² + b².'),
        formula: `${toLatex(simplify(mul(l.numer, r.denom)))} = ${toLatex(simplify(mul(r.numer, l.denom)))}`,
      });
      // a point where a denominator vanishes is no point of the locus: refused if the curve passes there
      for (const z of [...l.zeros, ...r.zeros]) if (sharesPoint(z, P)) throw notLineOrCircle();
    }
  } else {
    const quotient = quotientPart(sides);
    if (quotient) {
      P = quotient.P;
      steps.push({
        title: text('Real and imaginary parts', 'Parties réelle et imaginaire'),
        explanation: text('Write z = x + iy and multiply the quotient by the conjugate of its denominator: its parts are those of N·D̄ over |D|², for D ≠ 0.',
          'On pose z = x + iy et on multiplie le quotient par le conjugué de son dénominateur : ses parties sont celles de N·D̄ divisées par |D|², pour D ≠ 0.'),
        formula: `${toLatex(P)} = 0`,
      });
      // the point where the quotient is not defined is taken out when the curve passes there
      const z0 = zeroOf(quotient.denominator);
      if (!z0) throw notLineOrCircle();
      const at = evaluateAscii(toAscii(P), { x: z0.x.toNumber(), y: z0.y.toNumber() });
      if (at && Math.abs(at.re) < 1e-9) excluded = affix(z0.x, z0.y);
    } else {
      const [l, r] = sides.map(partsSide);
      if (!l || !r) throw notLineOrCircle();
      P = simplify(expand(simplify(sub(l, r))));
      steps.push({
        title: text('Real and imaginary parts', 'Parties réelle et imaginaire'),
        explanation: text('Write z = x + iy and take the parts asked.', 'On pose z = x + iy et on prend les parties demandées.'),
        formula: `${toLatex(simplify(l))} = ${toLatex(simplify(r))}`,
      });
    }
  }
  const c = coefficients(P);
  if (c && [...c.keys()].every((k) => k === '0,0')) {
    throw refuse(c.size === 0 ? 'Every z satisfies this relation: the set is the whole plane.' : 'No point z satisfies this relation: the set is empty.',
      c.size === 0 ? 'Tout z vérifie cette relation : l\'ensemble est le plan entier.' : "Aucun point z ne vérifie cette relation : l'ensemble est vide.");
  }
  if (!c || [...c.keys()].some((k) => k.split(',').map(Number).reduce((a, b) => a + b) > 2)) throw notLineOrCircle();
  steps.push({
    title: text('Equation in x and y', 'Équation en x et y'),
    explanation: text('Expanded and simplified.', 'Développée et simplifiée.'),
    formula: `${toLatex(P)} = 0`,
  });
  const [A, B, Cy, D, E, F] = ['2,0', '1,1', '0,2', '1,0', '0,1', '0,0'].map((k) => q(c, k));
  if (A.isZero() && B.isZero() && Cy.isZero()) {
    if (D.isZero() && E.isZero()) throw notLineOrCircle();
    const value = E.isZero()
      ? `x = ${F.neg().div(D).toString()}`
      : `y = ${toAscii(simplify(add(mul(num(Number(D.neg().div(E).n), Number(D.neg().div(E).d)), X), num(Number(F.neg().div(E).n), Number(F.neg().div(E).d)))))}`;
    steps.push({
      title: text('A line', 'Une droite'),
      explanation: text('The equation is of the first degree in x and y: the points z lie on a line.', 'L\'équation est du premier degré en x et y : les points z sont sur une droite.'),
      formula: value,
    });
    return outcome(steps, value, text(`The line ${value}.`, `La droite ${value}.`), excluded);
  }
  if (!B.isZero() || !A.eq(Cy)) throw notLineOrCircle();
  const a = D.div(A.mul(Q.of(-2)));
  const b = E.div(A.mul(Q.of(-2)));
  const r2 = a.mul(a).add(b.mul(b)).sub(F.div(A));
  if (r2.sign() <= 0) {
    throw refuse(r2.isZero() ? `The only point is z = ${affix(a, b)}: no curve to describe.` : 'No point z satisfies this relation: the set is empty.',
      r2.isZero() ? `Le seul point est z = ${affix(a, b)} : aucune courbe à décrire.` : "Aucun point z ne vérifie cette relation : l'ensemble est vide.");
  }
  const radius = toAscii(simplify(sqrt(num(Number(r2.n), Number(r2.d)))));
  const value = `${shifted('x', a)}^2 + ${shifted('y', b)}^2 = ${r2.toString()}`;
  const centre = affix(a, b);
  steps.push({
    title: text('Complete the squares', 'Compléter les carrés'),
    explanation: text(`Divided by the coefficient of x² and y², then each square completed: the circle with centre ${centre} (the point (${a.toString()}, ${b.toString()})) and radius ${radius}.`,
      `Après division par le coefficient de x² et y², on complète chaque carré : le cercle de centre ${centre} (le point (${a.toString()}, ${b.toString()})) et de rayon ${radius}.`),
    formula: value,
  });
  return outcome(steps, value, text(`The circle with centre ${centre} and radius ${radius}: ${value}.`, `Le cercle de centre ${centre} et de rayon ${radius} : ${value}.`), excluded);
}

/** Whether P vanishes where the squared modulus m = |αz + β|² is zero (the point −β/α), found from m's own coefficients. */
function sharesPoint(m: Ex, P: Ex): boolean {
  const c = coefficients(simplify(expand(m)));
  // |αz + β|² = |α|²(x² + y²) + D x + E y + F: its zero is the centre (−D/2|α|², −E/2|α|²)
  const a2 = c?.get('2,0');
  if (!c || !a2) return true;
  const x = q(c, '1,0').div(a2.mul(Q.of(-2))).toNumber();
  const y = q(c, '0,1').div(a2.mul(Q.of(-2))).toNumber();
  const p = evaluateAscii(toAscii(P), { x, y });
  return !p || Math.abs(p.re) < 1e-9;
}

function outcome(steps: StepDraft[], curve: string, whole: { en: string; fr: string }, excluded: string | null): Outcome {
  // a point where the relation is not defined, written after the curve: "x^2 + y^2 = 1, z != -1"
  const value = excluded ? `${curve}, z != ${excluded}` : curve;
  const final = excluded
    ? text(`${whole.en.replace(/\.$/, '')}, without the point z = ${excluded}.`, `${whole.fr.replace(/\.$/, '')}, privé du point z = ${excluded}.`)
    : whole;
  return {
    method: 'complex.locus',
    category: 'complex',
    steps,
    answer: { kind: 'expr', value, latex: value, words: final },
    finalAnswer: final,
    verified: true,
    verification: text('Points of the curve put back into the relation, and points where the relation holds put into the curve\'s equation.',
      'Des points de la courbe remis dans la relation, et des points où la relation est vraie remis dans l\'équation de la courbe.'),
  };
}

export const complexLocusStrategy: Strategy = {
  name: 'complex.locus',
  solve(problem): Outcome | null {
    return problem.task?.kind === 'complex_locus' ? locusSteps(problem.task) : null;
  },
};
