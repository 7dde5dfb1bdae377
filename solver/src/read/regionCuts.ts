import type { TaskOf } from '../task/task';
import { SolverError } from '../errors';
import { text as bilingual } from '../i18n';
import { type Ex, add, dependsOn, freeVars, isZero, mul, neg, num, pow, sqrt, sub, substitute } from '../strategies/derivative/expr';
import { derivative } from '../strategies/derivative/differentiate';
import { toAscii } from '../strategies/derivative/print';
import { simplify } from '../strategies/derivative/simplify';
import { parseAscii } from '../strategies/integral/coordinates';
import { clipRegion } from '../strategies/integral/regionClip';
import { value } from '../strategies/integral/reorder';
import { multipleAscii } from './multiple';

/**
 * A region given by a box and further inequalities ("0 ≤ x ≤ 1, 0 ≤ y ≤ 1, y ≤ x", « D = {0 ≤ x ≤ 2 ;
 * 0 ≤ y ≤ 1 ; y ≤ x/2} », "… below the line y = x", "0 ≤ z ≤ 1, z ≤ x"): every inequality is one
 * side of the region, so none may be dropped. Each is solved for the innermost variable it holds
 * (linear in it, or quadratic: x² + y² ≤ 1), and the bounds that win everywhere are kept; an order of
 * integration where no bound wins everywhere would need the region cut in pieces, so the other
 * orders are tried, and the region is refused by name when none describes it in one piece.
 */
type Bound = TaskOf<'multiple'>['bounds'][number];

/** One condition of the region, f ≤ 0, with the inequality as the student wrote it. */
export type Condition = { f: Ex; written: string };

const SIGN = /<=|>=|≤|≥|⩽|⩾|<|>/g;
const SIGN_ONE = new RegExp(SIGN.source);
const MATH_WORDS = /^(?:sqrt|sin|cos|tan|ln|log|exp|e|pi|arctan|arcsin|abs)$/i;
const isWord = (tok: string): boolean => /^[\p{L}'’]{2,}$/u.test(tok) && !MATH_WORDS.test(tok);

/** The formula next to a sign: the words before it ("over the region 0") or after it ("1 below the line") dropped. */
function formulaNear(s: string, side: 'before' | 'after'): string {
  const tokens = s.trim().split(/\s+/).filter(Boolean);
  if (side === 'before') {
    let start = 0;
    tokens.forEach((tok, k) => {
      if (isWord(tok)) start = k + 1;
    });
    return tokens.slice(start).join(' ').replace(/^[({[]+(?=[^)}\]]*$)/, '');
  }
  const end = tokens.findIndex(isWord);
  return (end < 0 ? tokens : tokens.slice(0, end)).join(' ').replace(/[.?!]$/, '').replace(/(?<=^[^({[]*)[)}\]]+$/, '');
}

const SEGMENTS = /[,;{}|:]|\s(?:and|et|with|avec|where|o[uù]|such\s+that|tel(?:le)?s?\s+que)\s/i;

/** "below the line y = x", « au-dessus de la parabole y = x² », "to the left of x = 1": a side of a line or curve in words. */
const SIDE_WORDS: Array<[RegExp, '<=' | '>=']> = [
  [/\b(?:below|under|beneath|underneath|to\s+the\s+left\s+of)\b/i, '<='],
  [/\b(?:above|to\s+the\s+right\s+of)\b/i, '>='],
  [/(?:\bsous\b|\bau[-\s]dessous\s+d[eu]\b|\ben[-\s]dessous\s+d[eu]\b|[àa]\s+gauche\s+d[eu]\b)/i, '<='],
  [/(?:\bau[-\s]dessus\s+d[eu]\b|[àa]\s+droite\s+d[eu]\b)/i, '>='],
];
const CURVE = String.raw`(?:the\s+|la\s+|le\s+|l['’]\s*)?(?:(?:straight\s+)?line|curve|parabola|graph(?:\s+of)?|droite|courbe|parabole|graphe|repr[ée]sentation\s+graphique)?\s*(?:(?:d['’]\s*)?[ée]quation\s+|of\s+equation\s+)?`;

/** The conditions written in words, each a variable of the region against a formula. */
function sideConditions(text: string, vars: string[]): Array<[string, '<=' | '>=', string, string]> {
  const out: Array<[string, '<=' | '>=', string, string]> = [];
  for (const [side, sign] of SIDE_WORDS) {
    const re = new RegExp(String.raw`(${side.source})\s*${CURVE}([xyz])\s*=\s*([^,;{}]+)`, 'gi');
    for (const m of text.matchAll(re)) {
      const v = m[2].toLowerCase();
      if (!vars.includes(v)) continue;
      out.push([v, sign, formulaNear(m[3], 'after'), m[0].trim()]);
    }
  }
  return out;
}

const asCondition = (lhs: string, sign: string, rhs: string, written: string): Condition => {
  const [a, b] = [parseAscii(multipleAscii(lhs)), parseAscii(multipleAscii(rhs))];
  return { f: simplify(/</.test(sign) || /[≤⩽]/.test(sign) ? sub(a, b) : sub(b, a)), written };
};

const notRead = (written: string): SolverError => {
  const d = shown(written);
  return new SolverError('unsupported', bilingual(
    `We could not read the condition ${d} of the region: write it as an inequality in the region's variables.`,
    `Nous n'avons pas pu lire la condition ${d} du domaine : écrivez-la comme une inégalité entre les variables du domaine.`,
  ));
};

/** An inequality as read, with the signs a student writes. */
const shown = (inequality: string): string => inequality.replace(/<=/g, '≤').replace(/>=/g, '≥');

/** The conditions of a region and each inequality as read (ASCII, a chain lo <= v <= hi kept whole), for the statement of the task. */
export type RegionConditions = { conditions: Condition[]; region: string[] };

const ascii = (formula: string): string => multipleAscii(formula);
const ASCII_SIGN: Record<string, string> = { '≤': '<=', '⩽': '<=', '≥': '>=', '⩾': '>=' };

/**
 * Every inequality of the region's description: the chains lo ≤ v ≤ hi as two conditions each,
 * the single inequalities (y ≤ x, x + y ≥ 1) and the sides of a line or curve named in words. Null
 * when there is none besides the chains of one variable between two bounds (the box reader's own).
 */
export function regionConditions(text: string, vars: string[]): RegionConditions | SolverError | null {
  const conditions: Condition[] = [];
  const region: string[] = [];
  let extra = false;
  const chained = new Set<string>();
  const add = (lhs: string, sign: string, rhs: string, written: string): SolverError | null => {
    try {
      const c = asCondition(lhs, sign, rhs, written);
      const used = [...freeVars(c.f)];
      if (!used.length || used.some((v) => !vars.includes(v))) return notRead(written);
      conditions.push(c);
      return null;
    } catch {
      return notRead(written);
    }
  };
  const mentions = (t: string): boolean => vars.some((v) => new RegExp(`(?<![A-Za-z])${v}(?![A-Za-z])`).test(t));
  // "(a > 0)" after a range: an assumption on a constant, in brackets of its own
  const own = text.replace(/\(([^()]*)\)/g, (m, inside: string) => (SIGN_ONE.test(inside) && !mentions(inside) ? ' ' : m));
  for (const segment of own.split(SEGMENTS)) {
    const signs = segment.match(SIGN) ?? [];
    if (!signs.length) continue;
    const parts = segment.split(SIGN);
    const terms = parts.map((p, k) => (k === 0 ? formulaNear(p, 'before') : k === parts.length - 1 ? formulaNear(p, 'after') : p.trim()));
    // "a > 0", "k ≥ 1": what is assumed of a constant of the problem, no side of the region
    if (!terms.some(mentions)) continue;
    const chain = signs.length === 2 && /^[xyz]$/.test(terms[1]) && signs.every((s) => /<|≤|⩽/.test(s));
    // a second range of the same variable (0 ≤ y ≤ 2, x ≤ y ≤ 2x) cuts the first one
    if (!chain || chained.has(terms[1])) extra = true;
    chained.add(terms[1]);
    for (let k = 0; k < signs.length; k++) {
      const refused = add(terms[k], signs[k], terms[k + 1], `${terms[k]} ${signs[k]} ${terms[k + 1]}`);
      if (refused) return refused;
    }
    try {
      region.push(terms.map((t, k) => `${ascii(t)}${k < signs.length ? ` ${ASCII_SIGN[signs[k]] ?? signs[k]} ` : ''}`).join(''));
    } catch {
      return notRead(segment.trim());
    }
  }
  for (const [v, sign, rhs, written] of sideConditions(text, vars)) {
    extra = true;
    const refused = add(v, sign, rhs, written);
    if (refused) return refused;
    region.push(`${v} ${sign} ${ascii(rhs)}`);
  }
  return extra ? { conditions, region } : null;
}

const TOL = 1e-9;
const GRID = 16;

/** Points of the region of the outer variables (their bounds innermost first), the ends included. */
function samples(outer: Bound[]): Array<Record<string, number>> | null {
  let points: Array<Record<string, number>> = [{}];
  for (const b of [...outer].reverse()) {
    const next: Array<Record<string, number>> = [];
    for (const p of points) {
      const lo = value(parseAscii(b.lo), p);
      const hi = value(parseAscii(b.hi), p);
      if (lo === null || hi === null) return null;
      for (let k = 0; k <= GRID; k++) next.push({ ...p, [b.variable]: lo + ((hi - lo) * k) / GRID });
    }
    points = next;
  }
  return points;
}

type Side = { lo: Ex[]; hi: Ex[]; outside: Array<{ small: Ex; big: Ex; vertex: Ex }> };

/** The coefficients of f as a polynomial of degree ≤ 2 in w (their values checked at sample points), or null. */
function quadraticIn(f: Ex, w: string, at: Array<Record<string, number>>): [Ex, Ex, Ex] | null {
  const d1 = simplify(derivative(f, w));
  const d2 = simplify(derivative(d1, w));
  if (dependsOn(d2, w)) return null;
  const a = simplify(mul(num(1, 2), d2));
  const b = simplify(substitute(d1, w, num(0)));
  const c = simplify(substitute(f, w, num(0)));
  const rebuilt = add(mul(a, pow(parseAscii(w), num(2))), mul(b, parseAscii(w)), c);
  for (const p of at.slice(0, 40)) {
    for (const t of [-1.3, 0.4, 2.2]) {
      const [u, r] = [value(f, { ...p, [w]: t }), value(rebuilt, { ...p, [w]: t })];
      if (u === null || r === null || Math.abs(u - r) > 1e-7 * Math.max(1, Math.abs(u))) return null;
    }
  }
  return [a, b, c];
}

/** The sign an expression keeps over the points (0 when it changes or vanishes). */
function steadySign(e: Ex, at: Array<Record<string, number>>): -1 | 0 | 1 {
  let sign = 0;
  for (const p of at) {
    const v = value(e, p);
    if (v === null || Math.abs(v) < TOL) return 0;
    if (sign && Math.sign(v) !== sign) return 0;
    sign = Math.sign(v);
  }
  return sign as -1 | 0 | 1;
}

/** Adds what f ≤ 0 says about w (f holding w and the outer variables only); false when it cannot be said with single bounds. */
function solveFor(f: Ex, w: string, at: Array<Record<string, number>>, side: Side): boolean {
  const coeffs = quadraticIn(f, w, at);
  if (!coeffs) return false;
  const [a, b, c] = coeffs;
  if (isZero(a)) {
    const s = steadySign(b, at);
    if (!s) return false;
    (s > 0 ? side.hi : side.lo).push(simplify(neg(mul(c, pow(b, num(-1))))));
    return true;
  }
  const s = steadySign(a, at);
  const disc = simplify(sub(mul(b, b), mul(num(4), a, c)));
  if (!s || at.some((p) => (value(disc, p) ?? -1) < -TOL)) return false;
  const twoA = mul(num(2), a);
  // a w² + c: ±√(−c/a), as a student writes y = ±√(1 − x²)
  const root = (sign: 1 | -1): Ex => simplify(isZero(b) ? mul(num(sign), sqrt(simplify(neg(mul(c, pow(a, num(-1))))))) : mul(add(neg(b), mul(num(sign * s), sqrt(disc))), pow(twoA, num(-1))));
  const [small, big] = [root(-1), root(1)];
  if (s > 0) {
    side.lo.push(small);
    side.hi.push(big);
  } else side.outside.push({ small, big, vertex: simplify(neg(mul(b, pow(twoA, num(-1))))) });
  return true;
}

/** The candidate that is the largest (or smallest) at every point, or null when none is. */
function winner(candidates: Ex[], at: Array<Record<string, number>>, largest: boolean): Ex | null {
  const values = candidates.map((e) => at.map((p) => value(e, p)));
  if (values.some((vs) => vs.some((v) => v === null))) return null;
  const k = values.findIndex((vs) => values.every((other) => vs.every((v, i) => (largest ? (v as number) >= (other[i] as number) - TOL : (v as number) <= (other[i] as number) + TOL))));
  return k < 0 ? null : candidates[k];
}

/** The bounds of the region in one order (innermost first), or null when that order would need pieces. */
function inOrder(conditions: Condition[], order: string[]): Bound[] | null {
  const bounds: Bound[] = [];
  // outermost first: each variable's bounds are sampled over the region of those outside it
  for (let k = order.length - 1; k >= 0; k--) {
    const w = order[k];
    const outside = order.slice(k + 1);
    const at = samples(bounds) ?? [];
    if (!at.length) return null;
    const side: Side = { lo: [], hi: [], outside: [] };
    for (const { f } of conditions) {
      const used = [...freeVars(f)];
      // the condition belongs to the innermost variable it holds
      if (!used.includes(w) || used.some((v) => v !== w && !outside.includes(v))) continue;
      if (!solveFor(f, w, at, side)) return null;
    }
    const lo = winner(side.lo, at, true);
    const hi = winner(side.hi, at, false);
    if (!lo || !hi) return null;
    // w ≤ small or w ≥ big: one side only, the one the other bounds leave
    for (const { small, big, vertex } of side.outside) {
      if (winner([lo, vertex], at, true) === lo) side.lo.push(big);
      else if (winner([hi, vertex], at, false) === hi) side.hi.push(small);
      else return null;
    }
    const [lo2, hi2] = [winner(side.lo, at, true), winner(side.hi, at, false)];
    if (!lo2 || !hi2) return null;
    bounds.unshift({ variable: w, lo: toAscii(lo2), hi: toAscii(hi2) });
  }
  return bounds;
}

/** Whether a point lies inside the bounds (innermost first). */
function insideBounds(bounds: Bound[], p: Record<string, number>): boolean {
  return bounds.every((b) => {
    const [lo, hi] = [value(parseAscii(b.lo), p), value(parseAscii(b.hi), p)];
    return lo !== null && hi !== null && p[b.variable] >= lo - TOL && p[b.variable] <= hi + TOL;
  });
}

/**
 * Whether the bounds hold the same points as the conditions, on a grid over the box the bounds
 * span (points within reach of a boundary skipped): a check that shares nothing with the solving.
 */
function sameRegion(bounds: Bound[], conditions: Condition[]): boolean {
  const box = new Map<string, [number, number]>();
  for (const b of [...bounds].reverse()) {
    const at = samples(bounds.slice(bounds.indexOf(b) + 1)) ?? [];
    const ends = at.flatMap((p) => [value(parseAscii(b.lo), p), value(parseAscii(b.hi), p)]);
    if (!at.length || ends.some((e) => e === null)) return false;
    const nums = ends as number[];
    const [lo, hi] = [Math.min(...nums), Math.max(...nums)];
    const pad = (hi - lo) * 0.1 + 0.1;
    box.set(b.variable, [lo - pad, hi + pad]);
  }
  const vars = [...box.keys()];
  const n = vars.length === 3 ? 9 : 23;
  let points: Array<Record<string, number>> = [{}];
  for (const v of vars) {
    const [lo, hi] = box.get(v) as [number, number];
    points = points.flatMap((p) => Array.from({ length: n }, (_, k) => ({ ...p, [v]: lo + ((hi - lo) * (k + 0.37)) / n })));
  }
  let inside = 0;
  for (const p of points) {
    const fs = conditions.map((c) => value(c.f, p));
    if (fs.some((f) => f === null || Math.abs(f) < 1e-6)) continue;
    const inConditions = fs.every((f) => (f as number) <= 0);
    if (inConditions !== insideBounds(bounds, p)) return false;
    if (inConditions) inside++;
  }
  return inside > 0;
}

const permutations = (vs: string[]): string[][] => (vs.length <= 1 ? [vs] : vs.flatMap((v, k) => permutations([...vs.slice(0, k), ...vs.slice(k + 1)]).map((rest) => [v, ...rest])));

const inPieces = (region: string[]): SolverError => {
  const d = region.map(shown).join(', ');
  return new SolverError('unsupported', bilingual(
    `The region ${d} cannot be described in one piece with bounds in any order of integration; split it into pieces and integrate over each.`,
    `Le domaine ${d} ne se décrit en un seul morceau par des bornes dans aucun ordre d'intégration ; découpez-le en morceaux et intégrez sur chacun.`,
  ));
};

/**
 * The bounds of the region all the conditions describe, innermost first, trying first the order
 * preferred (the differentials'), then the others; the outer range clipped where the inner bounds
 * cross, as for any region given by inequalities.
 */
export function boundsOfConditions({ conditions, region }: RegionConditions, preferred: string[]): Bound[] | SolverError {
  const vars = [...new Set(preferred)];
  for (const order of [preferred, ...permutations(vars).filter((o) => o.join() !== preferred.join())]) {
    let bounds: Bound[] | null;
    try {
      bounds = projected(conditions, order);
    } catch {
      bounds = null;
    }
    if (!bounds) continue;
    const clipped = clipRegion(bounds);
    if (clipped instanceof SolverError || !ordered(clipped)) continue;
    if (sameRegion(clipped, conditions)) return clipped;
  }
  return inPieces(region);
}

/** The first bounds (outermost first) whose lower end passes the upper one somewhere, or null. */
function crossed(bounds: Bound[]): Bound | null {
  for (let k = bounds.length - 1; k >= 0; k--) {
    const b = bounds[k];
    const [lo, hi] = [parseAscii(b.lo), parseAscii(b.hi)];
    if ((samples(bounds.slice(k + 1)) ?? []).some((p) => (value(lo, p) ?? Infinity) > (value(hi, p) ?? -Infinity) + TOL)) return b;
  }
  return null;
}

const ordered = (bounds: Bound[]): boolean => crossed(bounds) === null;

/**
 * The bounds in one order, the outer ranges narrowed to where the inner bounds leave room
 * (0 ≤ z ≤ 1 − x − y asks x + y ≤ 1): that condition on the outer variables is added and the
 * bounds found again, a few times at most.
 */
function projected(conditions: Condition[], order: string[]): Bound[] | null {
  let all = conditions;
  for (let round = 0; round < 4; round++) {
    const bounds = inOrder(all, order);
    if (!bounds) return null;
    const b = crossed(bounds);
    if (!b) return bounds;
    const room = simplify(sub(parseAscii(b.lo), parseAscii(b.hi)));
    if (!freeVars(room).size) return null;
    all = [...all, { f: room, written: `${b.lo} <= ${b.hi}` }];
  }
  return null;
}
