/**
 * Corruption benchmark for the task verifier: every problem of bench/solver-problems.jsonl and
 * bench/verify-problems.jsonl is solved; each one read as a task with a verified answer is kept.
 * The verifier must accept that answer again, and must reject plausible wrong answers made from
 * it: the derivative in another variable or of another order, a Taylor polynomial of a lower order
 * or about another point, an undefined value, a missing or an extra root, a sign error, a
 * coefficient error, a wrong bracket, a wrong constant count or condition.
 *
 *   npm run bench:verify               both bundled files
 *   npm run bench:verify -- a.jsonl    any files with {"id", "category", "input"} per line
 *
 * Exits non-zero when a correct answer is rejected, when fewer than 99 % of the corruptions are
 * rejected, or when fewer than 300 problems could be used.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { solve } from '../solver/src/index';
import { normalize } from '../solver/src/parse/normalize';
import { parseNode } from '../solver/src/parse/math';
import { box, toNode } from '../solver/src/cas/engine';
import { toAscii } from '../solver/src/format/ascii';
import { readTask } from '../solver/src/read/index';
import type { Domain, Task, TaskOf } from '../solver/src/task/task';
import { splitTop, verifyTask } from '../solver/src/verify/task';
import { evaluateAscii, type NumValue } from '../solver/src/verify/numeric';

interface Problem {
  id: string;
  category?: string;
  input: string;
}

interface Answer {
  kind: string;
  value: string;
}

type CorruptionType =
  | 'wrong variable'
  | 'wrong order'
  | 'truncated order'
  | 'wrong point'
  | 'undefined value'
  | 'missing root'
  | 'extra root'
  | 'sign error'
  | 'coefficient error'
  | 'wrong value'
  | 'wrong bracket'
  | 'wrong constants'
  | 'wrong condition'
  | 'wrong truth value';

interface Corruption {
  type: CorruptionType;
  answer: Answer;
}

const MIN_PROBLEMS = 300;
const MIN_REJECTED = 0.99;

// ——— formulas ———


/** The letters of an ASCII formula (a name before "(" is a function). */
function lettersOf(ascii: string): string[] {
  const out = new Set<string>();
  for (const m of ascii.matchAll(/(?<![A-Za-z0-9_.])([A-Za-z][A-Za-z0-9_]*)(?![A-Za-z0-9_]|\s*\()/g)) out.add(m[1]);
  for (const c of ['e', 'i', 'pi', 'oo', 'E', 'I', 'True', 'False', 'EmptySet', 'DNE', 'U', 'C']) out.delete(c);
  return [...out].sort();
}

/** Every free occurrence of the letter v replaced by (replacement). */
function substitute(ascii: string, v: string, replacement: string): string {
  return ascii.replace(new RegExp(`(?<![A-Za-z0-9_])${v}(?![A-Za-z0-9_])`, 'g'), `(${replacement})`);
}

function otherLetter(v: string, taken: string[]): string {
  return ['t', 'u', 'w', 's', 'z', 'y', 'x', 'a', 'b'].find((c) => c !== v && !taken.includes(c)) ?? 'q';
}

/** The top-level terms of a sum written with spaced operators ("a*x^2 - 3*x + 1"), with their signs. */
function termsOf(ascii: string): { sign: 1 | -1; body: string }[] {
  const out: { sign: 1 | -1; body: string }[] = [];
  let depth = 0;
  let start = 0;
  let sign: 1 | -1 = 1;
  const s = ascii.trim();
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth--;
    else if (depth === 0 && i > 0 && (s.startsWith(' + ', i - 1) || s.startsWith(' - ', i - 1)) && c !== ' ') {
      out.push({ sign, body: s.slice(start, i - 1).trim() });
      sign = c === '-' ? -1 : 1;
      start = i + 1;
    }
  }
  out.push({ sign, body: s.slice(start).trim() });
  return out.filter((t) => t.body !== '');
}

const joinTerms = (terms: { sign: 1 | -1; body: string }[]): string =>
  terms.map((t, k) => (k === 0 ? (t.sign < 0 ? `-(${t.body})` : t.body) : `${t.sign < 0 ? ' - ' : ' + '}(${t.body})`)).join('');

/** The derivative by the CAS (null when it stays unevaluated). */
function casDerivative(expr: string, v: string, order = 1): string | null {
  try {
    let n = parseNode(expr);
    for (let k = 0; k < order; k++) n = toNode(box(['D', n, v]).evaluate());
    const s = toAscii(n);
    return /\bD\(|Derivative|rror/.test(s) ? null : s;
  } catch {
    return null;
  }
}

const num = (x: number): string => {
  const r = Math.round(x);
  if (Math.abs(x - r) < 1e-12) return String(r);
  return x.toPrecision(15).replace(/\.?0+$/, '');
};

// ——— equivalence (a corruption equal to the original answer is no corruption) ———

const SAMPLE_POINTS = [0.37, 1.13, -0.71, 2.29, -1.53, 0.83, 1.61, -2.17];

function closeTo(a: NumValue, b: NumValue): boolean {
  const scale = Math.max(1, Math.hypot(a.re, a.im), Math.hypot(b.re, b.im));
  return Math.hypot(a.re - b.re, a.im - b.im) <= 1e-7 * scale;
}

/** Same value at sample points (null: never comparable). */
function sameExpr(a: string, b: string, upToConstant = false): boolean | null {
  const vars = lettersOf(`${a} ${b}`);
  let compared = 0;
  let offset: NumValue | null = null;
  for (let j = 0; j < SAMPLE_POINTS.length; j++) {
    const scope: Record<string, number> = {};
    vars.forEach((v, k) => (scope[v] = SAMPLE_POINTS[(j + 3 * k) % SAMPLE_POINTS.length] + 0.11 * k));
    const x = evaluateAscii(a, scope);
    const y = evaluateAscii(b, scope);
    if (!x || !y) continue;
    if (upToConstant) {
      const d = { re: x.re - y.re, im: x.im - y.im };
      offset ??= d;
      if (!closeTo(d, offset)) return false;
    } else if (!closeTo(x, y)) return false;
    compared++;
  }
  return compared >= 2 ? true : null;
}

/** A set of roots as numbers (a family in k expanded over k = -30 … 30, kept in [-20, 20]). */
function rootValues(roots: string[]): NumValue[] | null {
  const out: NumValue[] = [];
  for (const r of roots) {
    const ls = lettersOf(r);
    const ks = ls.length === 0 ? [0] : Array.from({ length: 61 }, (_, j) => j - 30);
    for (const k of ks) {
      const v = evaluateAscii(ls.length === 0 ? r : substitute(r, ls[0], String(k)));
      if (!v) return null;
      if (ls.length > 0 && Math.abs(v.re) > 20) continue;
      out.push(v);
    }
  }
  return out;
}

function sameRootSet(a: string[], b: string[]): boolean {
  const x = rootValues(a);
  const y = rootValues(b);
  if (!x || !y) return false;
  return x.every((u) => y.some((v) => closeTo(u, v))) && y.every((v) => x.some((u) => closeTo(u, v)));
}

interface Piece {
  lo: number;
  hi: number;
  loClosed: boolean;
  hiClosed: boolean;
}

function intervalPieces(value: string): Piece[] | null {
  const v = value.trim();
  if (v === 'EmptySet') return [];
  const out: Piece[] = [];
  for (const piece of v.split(/\s+U\s+/)) {
    const m = /^([[(])\s*(.+?)\s*,\s*(.+?)\s*([\])])$/.exec(piece.trim());
    const bound = (s: string): number | null => (s === 'oo' ? Infinity : s === '-oo' ? -Infinity : (evaluateAscii(s)?.re ?? null));
    if (m) {
      const lo = bound(m[2]);
      const hi = bound(m[3]);
      if (lo === null || hi === null) return null;
      out.push({ lo, hi, loClosed: m[1] === '[', hiClosed: m[4] === ']' });
      continue;
    }
    const point = /^\{\s*(.+?)\s*\}$/.exec(piece.trim());
    const p = point ? bound(point[1]) : null;
    if (p === null) return null;
    out.push({ lo: p, hi: p, loClosed: true, hiClosed: true });
  }
  return out;
}

function sameIntervals(a: string, b: string): boolean {
  const x = intervalPieces(a);
  const y = intervalPieces(b);
  if (!x || !y) return false;
  const inside = (ps: Piece[], t: number): boolean => ps.some((p) => (p.loClosed ? t >= p.lo : t > p.lo) && (p.hiClosed ? t <= p.hi : t < p.hi));
  const probes = [...x, ...y].flatMap((p) => [p.lo, p.hi]).filter(Number.isFinite);
  for (let t = -60; t <= 60; t += 0.0731) probes.push(t);
  return probes.flatMap((p) => [p, p - 1e-9, p + 1e-9]).every((t) => inside(x, t) === inside(y, t));
}

// ——— corruptions per kind of answer ———

function exprCorruptions(value: string, variable: string | null): Corruption[] {
  const out: Corruption[] = [];
  const add = (type: CorruptionType, v: string): void => {
    out.push({ type, answer: { kind: 'expr', value: v } });
  };
  add('sign error', `-(${value})`);
  const terms = termsOf(value);
  if (terms.length > 1) add('sign error', joinTerms([{ sign: terms[0].sign === 1 ? -1 : 1, body: terms[0].body }, ...terms.slice(1)]));
  add('coefficient error', `2*(${value})`);
  add('wrong value', `${value} + 1`);
  add('undefined value', `${value} + tan(pi/2)`);
  add('undefined value', `${value} + 1/0`);
  add('undefined value', `limit(${value}, ${variable ?? 'x'}, 0)`);
  return out;
}

function limitCorruptions(t: TaskOf<'limit'>, value: string): Corruption[] {
  const v = value.trim();
  const expr = (type: CorruptionType, s: string): Corruption => ({ type, answer: { kind: 'expr', value: s } });
  const undef = [expr('undefined value', `limit(${t.expr}, ${t.variable}, ${t.point})`), expr('undefined value', 'tan(pi/2)'), expr('undefined value', '1/0')];
  if (v === 'oo' || v === '-oo') return [expr('sign error', v === 'oo' ? '-oo' : 'oo'), expr('wrong value', '0'), expr('wrong value', 'DNE'), ...undef];
  if (v === 'DNE') return [expr('wrong value', '0'), expr('wrong value', 'oo'), expr('wrong value', '-oo'), ...undef];
  return [...exprCorruptions(v, t.variable).filter((c) => c.type !== 'undefined value'), expr('wrong value', 'oo'), expr('wrong value', 'DNE'), ...undef];
}

function differentiateCorruptions(t: TaskOf<'differentiate'>, value: string): Corruption[] {
  const out = exprCorruptions(value, t.variable);
  const add = (type: CorruptionType, v: string | null): void => {
    if (v !== null) out.push({ type, answer: { kind: 'expr', value: v } });
  };
  const at = (s: string | null): string | null => (s === null || t.at === undefined ? s : substitute(s, t.variable, t.at));
  if (t.implicit) {
    const fx = casDerivative(t.expr, t.variable);
    const fy = casDerivative(t.expr, t.name ?? 'y');
    if (fx && fy) {
      // dx/dy instead of dy/dx; the first derivative for the second
      add('wrong variable', at(`-(${fy})/(${fx})`));
      if (t.order === 2) add('wrong order', at(`-(${fx})/(${fy})`));
    }
    return out;
  }
  const others = lettersOf(t.expr).filter((s) => s !== t.variable);
  if (others.length > 0) for (const o of others) add('wrong variable', at(casDerivative(t.expr, o, t.order)));
  else {
    const letter = otherLetter(t.variable, lettersOf(t.expr));
    if (lettersOf(value).includes(t.variable)) add('wrong variable', substitute(value, t.variable, letter));
    add('wrong variable', '0');
  }
  add('wrong order', at(casDerivative(t.expr, t.variable, t.order + 1)));
  if (t.order > 1) add('wrong order', at(casDerivative(t.expr, t.variable, t.order - 1)));
  add('wrong order', at(t.expr));
  return out;
}

/** The highest non-zero degree of a polynomial in x, and its coefficient, by finite differences. */
function leadingTerm(p: string, x: string, maxDeg: number): { deg: number; coef: number } | null {
  const values: number[] = [];
  for (let j = 0; j <= maxDeg + 1; j++) {
    const v = evaluateAscii(p, { [x]: j });
    if (!v || Math.abs(v.im) > 1e-9) return null;
    values.push(v.re);
  }
  const scale = Math.max(1, ...values.map(Math.abs));
  let fact = 1;
  const diffs: number[] = [];
  let row = values;
  for (let d = 0; d <= maxDeg; d++) {
    diffs.push(row[0] / fact);
    row = row.slice(1).map((v, k) => v - row[k]);
    fact *= d + 1;
  }
  for (let d = maxDeg; d >= 0; d--) if (Math.abs(diffs[d]) * fact > 1e-9 * scale) return { deg: d, coef: diffs[d] };
  return null;
}

function seriesCorruptions(t: TaskOf<'series'>, value: string): Corruption[] {
  const out = exprCorruptions(value, t.variable);
  const add = (type: CorruptionType, v: string): void => {
    out.push({ type, answer: { kind: 'expr', value: v } });
  };
  const x = t.variable;
  const lead = leadingTerm(value, x, t.order);
  if (lead && lead.deg > 0) add('truncated order', `${value} - (${num(lead.coef)})*(${x} - (${t.point}))^${lead.deg}`);
  add('wrong point', substitute(value, x, `${x} - 1`));
  add('wrong point', substitute(value, x, `${x} + 1`));
  add('wrong variable', substitute(value, x, otherLetter(x, [])));
  return out;
}

function sumCorruptions(t: TaskOf<'sum'>, value: string): Corruption[] {
  const out = exprCorruptions(value, t.index);
  const hi = lettersOf(t.hi);
  if (hi.length === 1 && lettersOf(value).includes(hi[0])) {
    out.push({ type: 'wrong value', answer: { kind: 'expr', value: substitute(value, hi[0], `${hi[0]} - 1`) } });
    out.push({ type: 'wrong value', answer: { kind: 'expr', value: substitute(value, hi[0], `${hi[0]} + 1`) } });
  }
  return out;
}

function antiderivativeCorruptions(t: TaskOf<'integrate'>, value: string): Corruption[] {
  const F = value.replace(/\s*\+\s*C\s*$/, '');
  const out: Corruption[] = [];
  const add = (type: CorruptionType, v: string): void => {
    out.push({ type, answer: { kind: 'antiderivative', value: `${v} + C` } });
  };
  add('sign error', `-(${F})`);
  const terms = termsOf(F);
  if (terms.length > 1) add('sign error', joinTerms([{ sign: terms[0].sign === 1 ? -1 : 1, body: terms[0].body }, ...terms.slice(1)]));
  add('coefficient error', `2*(${F})`);
  add('wrong value', `${F} + ${t.variable}`);
  add('wrong order', t.integrand);
  const d = casDerivative(F, t.variable);
  if (d) add('wrong order', d);
  add('wrong variable', substitute(F, t.variable, otherLetter(t.variable, lettersOf(t.integrand))));
  add('undefined value', `${F} + tan(pi/2)`);
  add('undefined value', `integrate(${t.integrand}, ${t.variable})`);
  return out;
}

function rootCorruptions(domain: Domain, value: string): Corruption[] {
  const m = /^\s*\[(.*)\]\s*$/.exec(value);
  if (!m) return [];
  const roots = splitTop(m[1]);
  const out: Corruption[] = [];
  const add = (type: CorruptionType, rs: string[]): void => {
    out.push({ type, answer: { kind: 'solutions', value: `[${rs.join(', ')}]` } });
  };
  const family = roots.some((r) => lettersOf(r).length > 0);
  const vals = rootValues(roots) ?? [];
  for (let j = 0; j < roots.length; j++) add('missing root', roots.filter((_, k) => k !== j));
  if (family) add('extra root', [...roots, '2*k*pi + 1/7']);
  else {
    const top = vals.length ? Math.max(...vals.map((v) => v.re)) : 0;
    add('extra root', [...roots, num(Math.floor(top) + 1)]);
    if (vals.length && !vals.some((v) => Math.abs(v.re) < 1e-12 && Math.abs(v.im) < 1e-12)) add('extra root', [...roots, '0']);
  }
  if (domain.kind === 'interval') {
    if (!domain.loClosed) add('extra root', [domain.lo, ...roots]);
    if (!domain.hiClosed) add('extra root', [...roots, domain.hi]);
  }
  if (domain.kind === 'complex') add('extra root', [...roots, `${num(Math.floor(Math.max(0, ...vals.map((v) => Math.hypot(v.re, v.im)))) + 1)}*i`]);
  for (let j = 0; j < roots.length; j++) {
    add('sign error', roots.map((r, k) => (k === j ? `-(${r})` : r)));
    add('coefficient error', roots.map((r, k) => (k === j ? `2*(${r})` : r)));
  }
  add('undefined value', [...roots, 'tan(pi/2)']);
  if (roots.length) add('undefined value', [...roots.slice(0, -1), '1/0']);
  return out.filter((c) => {
    const inner = /^\[(.*)\]$/.exec(c.answer.value)?.[1] ?? '';
    return c.type === 'undefined value' || !sameRootSet(roots, splitTop(inner));
  });
}

function systemCorruptions(value: string): Corruption[] {
  const m = /^\s*\[(.*)\]\s*$/.exec(value);
  if (!m) return [];
  const sols = splitTop(m[1]).map((s) => {
    const body = /^\{(.*)\}$/.exec(s.trim())?.[1] ?? '';
    return splitTop(body).map((pair) => {
      const kv = /^([A-Za-z]\w*)\s*:\s*(.+)$/.exec(pair);
      return kv ? { name: kv[1], value: kv[2] } : { name: '?', value: pair };
    });
  });
  const write = (ss: { name: string; value: string }[][]): string => `[${ss.map((s) => `{${s.map((p) => `${p.name}: ${p.value}`).join(', ')}}`).join(', ')}]`;
  const out: Corruption[] = [];
  const add = (type: CorruptionType, ss: { name: string; value: string }[][]): void => {
    out.push({ type, answer: { kind: 'solutions', value: write(ss) } });
  };
  const valueOf = (s: string): NumValue | null => evaluateAscii(s);
  const first = sols[0];
  if (!first) return out;
  if (first.length >= 2) {
    const a = valueOf(first[0].value);
    const b = valueOf(first[1].value);
    if (a && b && !closeTo(a, b)) add('wrong variable', [[{ ...first[0], value: first[1].value }, { ...first[1], value: first[0].value }, ...first.slice(2)], ...sols.slice(1)]);
  }
  first.forEach((p, j) => {
    const v = valueOf(p.value);
    const zero = v !== null && closeTo(v, { re: 0, im: 0 });
    const change = (s: string): { name: string; value: string }[][] => [first.map((q, k) => (k === j ? { ...q, value: s } : q)), ...sols.slice(1)];
    if (!zero) add('sign error', change(`-(${p.value})`));
    if (!zero) add('coefficient error', change(`2*(${p.value})`));
    add('wrong value', change(`${p.value} + 1`));
  });
  add('missing root', sols.slice(1));
  add('extra root', [...sols, first.map((p, k) => (k === 0 ? { ...p, value: `${p.value} + 1` } : p))]);
  add('undefined value', [first.map((p, k) => (k === 0 ? { ...p, value: 'tan(pi/2)' } : p)), ...sols.slice(1)]);
  return out;
}

function intervalCorruptions(value: string): Corruption[] {
  const out: Corruption[] = [];
  const add = (type: CorruptionType, v: string): void => {
    if (!sameIntervals(value, v) || type === 'undefined value') out.push({ type, answer: { kind: 'interval', value: v } });
  };
  if (value.trim() === 'EmptySet') {
    add('extra root', '(-oo, oo)');
    add('extra root', '{0}');
    add('extra root', '(0, 1)');
    add('undefined value', '{tan(pi/2)}');
    return out;
  }
  const pieces = value.split(/\s+U\s+/).map((p) => p.trim());
  const parsed = pieces.map((p) => /^([[(])\s*(.+?)\s*,\s*(.+?)\s*([\])])$/.exec(p));
  const write = (ps: string[]): string => (ps.length ? ps.join(' U ') : 'EmptySet');
  const finite = (s: string): boolean => !/^-?oo$/.test(s);
  parsed.forEach((m, j) => {
    if (!m) return;
    const [, open, lo, hi, close] = m;
    const set = (p: string): string[] => pieces.map((q, k) => (k === j ? p : q));
    const flip = (c: string): string => ({ '(': '[', '[': '(', ')': ']', ']': ')' })[c] ?? c;
    if (finite(lo)) add('wrong bracket', write(set(`${flip(open)}${lo}, ${hi}${close}`)));
    if (finite(hi)) add('wrong bracket', write(set(`${open}${lo}, ${hi}${flip(close)}`)));
    if (finite(lo)) add('sign error', write(set(`${open}-(${lo}), ${hi}${close}`)));
    if (finite(hi)) add('sign error', write(set(`${open}${lo}, -(${hi})${close}`)));
    if (finite(lo)) add('wrong value', write(set(`${open}${lo} - 1, ${hi}${close}`)));
    if (finite(hi)) add('wrong value', write(set(`${open}${lo}, ${hi} + 1${close}`)));
    if (finite(lo) || finite(hi)) add('coefficient error', write(set(`${open}${finite(lo) ? `2*(${lo})` : lo}, ${finite(hi) ? `2*(${hi})` : hi}${close}`)));
    add('undefined value', write(set(`${open}${lo}, tan(pi/2)${close}`)));
  });
  pieces.forEach((_, j) => add('missing root', write(pieces.filter((__, k) => k !== j))));
  const ps = intervalPieces(value) ?? [];
  const last = ps[ps.length - 1];
  const firstPiece = ps[0];
  if (last && Number.isFinite(last.hi)) add('extra root', write([...pieces, `(${num(last.hi + 1)}, ${num(last.hi + 2)})`]));
  else if (firstPiece && Number.isFinite(firstPiece.lo)) add('extra root', write([`(${num(firstPiece.lo - 2)}, ${num(firstPiece.lo - 1)})`, ...pieces]));
  // the mirror image of the set (x for -x)
  const mirror = [...ps].reverse().map((p) => `${p.hiClosed ? '[' : '('}${Number.isFinite(p.hi) ? num(-p.hi) : '-oo'}, ${Number.isFinite(p.lo) ? num(-p.lo) : 'oo'}${p.loClosed ? ']' : ')'}`);
  if (ps.length) add('sign error', write(mirror));
  return out;
}

function odeCorruptions(t: TaskOf<'ode'>, value: string): Corruption[] {
  const m = /^\s*([A-Za-z])\s*=\s*(.+)$/.exec(value);
  if (!m) return [];
  const y = m[2];
  const out: Corruption[] = [];
  const add = (type: CorruptionType, rhs: string, unknown = t.unknown): void => {
    out.push({ type, answer: { kind: 'ode', value: `${unknown} = ${rhs}` } });
  };
  const constants = [...new Set([...y.matchAll(/\bC_?\d+\b/g)].map((c) => c[0]))].sort();
  if (constants.length > 0) {
    for (const c of constants) add('wrong constants', substitute(y, c, '0'));
    if (constants.length > 1) add('wrong constants', substitute(y, constants[1], constants[0]));
    add('wrong value', `${y} + ${t.variable}^7`);
  } else {
    add('sign error', `-(${y})`);
    add('coefficient error', `2*(${y})`);
    add('wrong condition', `${y} + 1`);
    add('wrong condition', `${y} + ${t.variable}^3`);
    if (t.order >= 2) add('wrong constants', `${y} + C1*${t.order >= 2 ? `${t.variable}^9` : '1'}`);
  }
  add('wrong variable', substitute(y, t.variable, otherLetter(t.variable, [t.unknown])));
  add('wrong variable', y, t.unknown === 'z' ? 'w' : 'z');
  add('undefined value', `${y} + tan(pi/2)`);
  return out.filter((c) => {
    if (c.type === 'undefined value' || c.type === 'wrong variable') return true;
    const rhs = c.answer.value.replace(/^\s*[A-Za-z]\s*=\s*/, '');
    return sameExpr(y, rhs) !== true;
  });
}

function corruptionsOf(task: Task, answer: Answer): Corruption[] {
  const v = answer.value;
  // a yes/no answer ("does it converge?", "does the limit exist?"): the other truth value
  if (answer.kind === 'bool' && (task.kind === 'limit' || task.kind === 'integrate')) {
    return [{ type: 'wrong truth value', answer: { kind: 'bool', value: v.trim() === 'True' ? 'False' : 'True' } }];
  }
  switch (task.kind) {
    case 'recurrence':
    case 'radius':
      return keepDifferent(exprCorruptions(v, null), v);
    case 'tangent_plane':
      return keepDifferent(exprCorruptions(v, 'x'), v);
    case 'ode_system':
      return systemOdeCorruptions(v);
    case 'solve':
      if (answer.kind === 'interval') return intervalCorruptions(v);
      if (task.relations.length > 1 || task.unknowns.length > 1) return systemCorruptions(v);
      return rootCorruptions(task.domain, v);
    case 'transform':
    case 'evaluate':
      return keepDifferent(exprCorruptions(v, lettersOf(v)[0] ?? null), v);
    case 'differentiate':
      return keepDifferent(differentiateCorruptions(task, v), v);
    case 'least_squares':
      return keepDifferent(exprCorruptions(v, 'x'), v);
    case 'structured_det':
      return keepDifferent(exprCorruptions(v, task.size), v);
    case 'vector_algebra':
      return answer.kind === 'matrix' ? columnCorruptions(v) : keepDifferent(exprCorruptions(v, null), v);
    case 'partial_combination':
      if (answer.kind === 'bool') return [{ type: 'wrong truth value', answer: { kind: 'bool', value: v.trim() === 'True' ? 'False' : 'True' } }];
      return keepDifferent(exprCorruptions(v, task.variables[0]), v);
    case 'integrate':
      if (answer.kind === 'interval') return intervalCorruptions(v);
      if (answer.kind === 'antiderivative') {
        const F = v.replace(/\s*\+\s*C\s*$/, '');
        return antiderivativeCorruptions(task, v).filter((c) => c.type === 'undefined value' || sameExpr(F, c.answer.value.replace(/\s*\+\s*C\s*$/, ''), true) !== true);
      }
      return keepDifferent(exprCorruptions(v, task.variable), v);
    case 'limit':
      return keepDifferent(limitCorruptions(task, v), v);
    case 'series':
      return keepDifferent(seriesCorruptions(task, v), v);
    case 'sum':
      return keepDifferent(sumCorruptions(task, v), v);
    case 'ode':
      return odeCorruptions(task, v);
    case 'claim':
      return [{ type: 'wrong truth value', answer: { kind: 'bool', value: v.trim() === 'True' ? 'False' : 'True' } }];
    case 'multiple':
      return keepDifferent(exprCorruptions(v, null), v);
    case 'vector':
      return answer.kind === 'matrix' ? matrixCorruptions(task, v) : keepDifferent(exprCorruptions(v, task.variables[0]), v);
    case 'matrix':
      // a matrix with an entry changed or rows swapped, a spectrum with an eigenvalue missing or extra, a number off
      if (answer.kind === 'matrix') return gridCorruptions(v);
      if (answer.kind === 'solutions') return rootCorruptions({ kind: 'complex' }, v);
      // det(A − λI) is −det(λI − A) for an odd size: both conventions are taught, so its opposite is no error
      return keepDifferent(exprCorruptions(v, lettersOf(v)[0] ?? null), v)
        .filter((c) => !(task.op === 'charpoly' && task.matrix.length % 2 === 1 && sameExpr(`-(${v})`, c.answer.value) === true));
    case 'base':
    case 'binary_arith':
    case 'bitwise':
    case 'twos_complement':
    case 'boolean':
    case 'logic':
      return csCorruptions(answer);
    default:
      return chemistryCorruptions(answer);
  }
}

/** A column vector [[a], [b], [c]]: one component of the wrong sign, one off by one, two swapped. */
function columnCorruptions(v: string): Corruption[] {
  const m = /^\s*\[(.*)\]\s*$/.exec(v);
  if (!m) return [];
  const parts = splitTop(m[1]).map((r) => r.replace(/^\[|\]$/g, '').trim());
  const as = (xs: string[]): Corruption['answer'] => ({ kind: 'matrix', value: `[${xs.map((x) => `[${x}]`).join(', ')}]` });
  const out: Corruption[] = [];
  const firstNonZero = parts.findIndex((x) => x !== '0');
  if (firstNonZero >= 0) out.push({ type: 'sign error', answer: as(parts.map((x, i) => (i === firstNonZero ? `-(${x})` : x))) });
  out.push({ type: 'wrong value', answer: as(parts.map((x, i) => (i === parts.length - 1 ? `(${x}) + 1` : x))) });
  if (parts.length > 1 && parts[0] !== parts[1]) out.push({ type: 'wrong variable', answer: as([parts[1], parts[0], ...parts.slice(2)]) });
  return out;
}

/** X(t) = [[x(t)], [y(t)]]: the components swapped, one of the wrong sign, one shifted by a constant. */
function systemOdeCorruptions(v: string): Corruption[] {
  const m = /^\s*\[\s*\[(.+)\]\s*,\s*\[(.+)\]\s*\]\s*$/.exec(v);
  if (!m) return [];
  const [a, b] = [m[1], m[2]];
  const as = (x: string, y: string): Corruption['answer'] => ({ kind: 'matrix', value: `[[${x}], [${y}]]` });
  const out: Corruption[] = [
    { type: 'sign error', answer: as(`-(${a})`, b) },
    { type: 'wrong value', answer: as(a, `(${b}) + 1`) },
  ];
  if (a !== b) out.push({ type: 'wrong variable', answer: as(b, a) });
  return out;
}

/** Chemistry answers: a quantity out by a factor of ten, of the wrong sign or off by one; a balanced equation with one coefficient changed. */
function chemistryCorruptions(answer: Answer): Corruption[] {
  const v = answer.value;
  const out: Corruption[] = [];
  const add = (type: CorruptionType, value: string): void => {
    if (value !== v) out.push({ type, answer: { kind: answer.kind, value } });
  };
  const num = /^(-?\d+(?:\.\d+)?(?:e[-+]?\d+)?)(.*)$/i.exec(v.trim());
  if (num) {
    const x = Number(num[1]);
    add('wrong value', `${x * 10}${num[2]}`);
    if (x !== 0) add('sign error', `${-x}${num[2]}`);
    add('coefficient error', `${x + 1}${num[2]}`);
  }
  if (answer.kind === 'chem_equation') {
    const m = /(^|\s)(\d+)([A-Z])/.exec(v);
    add('coefficient error', m ? v.replace(m[0], `${m[1]}${Number(m[2]) + 1}${m[3]}`) : v.replace(/(^|\s)([A-Z])/, '$12$2'));
  }
  return out;
}

/** A computer-science answer: a digit changed or dropped, a bit flipped, a truth value negated, a term dropped or a literal added. */
function csCorruptions(answer: Answer): Corruption[] {
  const v = answer.value.trim();
  if (answer.kind === 'bool') return [{ type: 'wrong truth value', answer: { kind: 'bool', value: v === 'True' ? 'False' : 'True' } }];
  if (answer.kind === 'boolean') {
    const terms = v.split(/\s*\+\s*/);
    const out: Corruption[] = [];
    if (terms.length > 1) out.push({ type: 'wrong value', answer: { kind: 'boolean', value: terms.slice(1).join(' + ') } });
    out.push({ type: 'wrong value', answer: { kind: 'boolean', value: [terms[0].replace(/([A-Z])('?)/, (_m: string, x: string, p: string) => `${x}${p ? '' : "'"}`), ...terms.slice(1)].join(' + ') } });
    out.push({ type: 'coefficient error', answer: { kind: 'boolean', value: `${v} + ${terms[0]}` } });
    return out;
  }
  const digits = '0123456789ABCDEF';
  const k = v.search(/[0-9A-F]/);
  if (k < 0) return [];
  const c = v[k];
  const other = c === '0' ? '1' : c === '1' ? '0' : digits[(digits.indexOf(c) + 1) % 10];
  const out: Corruption[] = [{ type: 'wrong value', answer: { ...answer, value: v.slice(0, k) + other + v.slice(k + 1) } }];
  // a last digit dropped, unless the answer is a truncated expansion (a shorter truncation is right too)
  if (v.replace(/^-/, '').length > 1 && (v.split('.')[1] ?? '').length < 8) out.push({ type: 'wrong value', answer: { ...answer, value: v.slice(0, -1) } });
  if (/^-?\d+$/.test(v) && v !== '0') out.push({ type: 'sign error', answer: { ...answer, value: v.startsWith('-') ? v.slice(1) : `-${v}` } });
  return out.filter((x) => x.answer.value !== v);
}

/** A vector or matrix answer: entries swapped, one entry negated or doubled, an entry dropped, another variable. */
/** A matrix's entries: rows swapped, one entry of the wrong sign or doubled, a row missing, an undefined entry. */
function gridCorruptions(value: string): Corruption[] {
  const rows = gridRows(value);
  if (!rows) return [];
  const out: Corruption[] = [];
  const add = (type: CorruptionType, rs: string[][]): void => {
    const v = showGrid(rs);
    if (v.replace(/\s/g, '') !== value.replace(/\s/g, '')) out.push({ type, answer: { kind: 'matrix', value: v } });
  };
  if (rows.length > 1 && rows[0].join() !== rows[1].join()) add('wrong value', [rows[1], rows[0], ...rows.slice(2)]);
  rows.forEach((r, i) => r.forEach((e, j) => {
    if (e.trim() === '0') return;
    add('sign error', rows.map((rr, ii) => rr.map((x, jj) => (ii === i && jj === j ? `-(${x})` : x))));
    add('wrong value', rows.map((rr, ii) => rr.map((x, jj) => (ii === i && jj === j ? `2*(${x})` : x))));
  }));
  if (rows.length > 1) add('missing root', rows.slice(0, -1));
  add('undefined value', rows.map((r, i) => r.map((x, j) => (i === 0 && j === 0 ? `${x} + tan(pi/2)` : x))));
  return out;
}

const gridRows = (value: string): string[][] | null => {
  const m = /^\s*\[(.*)\]\s*$/.exec(value);
  return m ? splitTop(m[1]).map((r) => splitTop(r.replace(/^\[|\]$/g, ''))) : null;
};
const showGrid = (rs: string[][]): string => `[${rs.map((r) => `[${r.join(', ')}]`).join(', ')}]`;

/** A vector field's matrix: the corruptions of any matrix, and the field written in the wrong variable. */
function matrixCorruptions(task: TaskOf<'vector'>, value: string): Corruption[] {
  const rows = gridRows(value);
  if (!rows) return [];
  const out = gridCorruptions(value);
  const [v0, v1] = task.variables;
  const swapped = showGrid(rows.map((r) => r.map((x) => x.replace(new RegExp(`(?<![A-Za-z])${v0}(?![A-Za-z])`, 'g'), `(${v1} + 1)`))));
  if (v1 && swapped.replace(/\s/g, '') !== value.replace(/\s/g, '')) out.push({ type: 'wrong variable', answer: { kind: 'matrix', value: swapped } });
  return out;
}

/** Drops corruptions equal to the answer (negating 0, doubling 0 …); undefined values always stay. */
function keepDifferent(cs: Corruption[], value: string): Corruption[] {
  return cs.filter((c) => {
    if (c.type === 'undefined value') return true;
    if (/^-?oo$|^DNE$/.test(c.answer.value.trim()) || /^-?oo$|^DNE$/.test(value.trim())) return c.answer.value.trim() !== value.trim();
    return sameExpr(value, c.answer.value) !== true;
  });
}

// ——— run ———

const here = (f: string): string => fileURLToPath(new URL(f, import.meta.url));
const files = process.argv.length > 2 ? process.argv.slice(2) : [here('./solver-problems.jsonl'), here('./verify-problems.jsonl')];
const problems: Problem[] = files.flatMap((f) =>
  readFileSync(f, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Problem),
);

const t0 = performance.now();
interface Tally {
  problems: number;
  correct: number;
  corruptions: number;
  rejected: number;
}
const byKind = new Map<string, Tally>();
const byType = new Map<string, { total: number; rejected: number }>();
const accepted: string[] = [];
const rejectedCorrect: string[] = [];
const skipped: string[] = [];

for (const p of problems) {
  const solution = solve(p.input);
  const reading = readTask(normalize(p.input));
  if (!reading.task || !solution.answer || !solution.verified) {
    const why = !reading.task ? 'no task read' : !solution.answer ? `no answer (${solution.error?.code ?? 'none'})` : `answer not verified: ${solution.answer.kind} ${solution.answer.value.slice(0, 80)}`;
    skipped.push(`${p.id} ${JSON.stringify(p.input)}: ${why}`);
    continue;
  }
  const task = reading.task;
  const answer: Answer = { kind: solution.answer.kind, value: solution.answer.value };
  const kindName = task.kind === 'solve' ? `solve/${answer.kind === 'interval' ? 'inequality' : task.relations.length > 1 || task.unknowns.length > 1 ? 'system' : task.domain.kind}` : task.kind;
  const tally = byKind.get(kindName) ?? { problems: 0, correct: 0, corruptions: 0, rejected: 0 };
  byKind.set(kindName, tally);
  tally.problems++;
  if (verifyTask(task, answer)) tally.correct++;
  else rejectedCorrect.push(`${p.id} ${JSON.stringify(task)} ${answer.kind} ${answer.value}`);
  for (const c of corruptionsOf(task, answer)) {
    tally.corruptions++;
    const t = byType.get(c.type) ?? { total: 0, rejected: 0 };
    byType.set(c.type, t);
    t.total++;
    if (!verifyTask(task, c.answer)) {
      tally.rejected++;
      t.rejected++;
    } else accepted.push(`${p.id} [${c.type}] ${JSON.stringify(task)} ${c.answer.kind} ${c.answer.value}`);
  }
}

const pct = (a: number, b: number): string => (b === 0 ? '—' : `${((100 * a) / b).toFixed(1)} %`);
const sum = (f: (t: Tally) => number): number => [...byKind.values()].reduce((s, t) => s + f(t), 0);
const used = sum((t) => t.problems);
const correct = sum((t) => t.correct);
const total = sum((t) => t.corruptions);
const rejected = sum((t) => t.rejected);

console.log(`problems: ${problems.length} read, ${used} used (a task and a verified answer), ${skipped.length} skipped`);
console.log('');
console.log(`${'task kind'.padEnd(22)} ${'used'.padStart(5)} ${'correct ok'.padStart(11)} ${'corruptions'.padStart(12)} ${'rejected'.padStart(9)} ${'rate'.padStart(8)}`);
for (const [k, t] of [...byKind.entries()].sort()) {
  console.log(`${k.padEnd(22)} ${String(t.problems).padStart(5)} ${String(t.correct).padStart(11)} ${String(t.corruptions).padStart(12)} ${String(t.rejected).padStart(9)} ${pct(t.rejected, t.corruptions).padStart(8)}`);
}
console.log('');
console.log(`${'corruption'.padEnd(22)} ${'total'.padStart(5)} ${'rejected'.padStart(9)} ${'rate'.padStart(8)}`);
for (const [k, t] of [...byType.entries()].sort()) console.log(`${k.padEnd(22)} ${String(t.total).padStart(5)} ${String(t.rejected).padStart(9)} ${pct(t.rejected, t.total).padStart(8)}`);
console.log('');
console.log(`correct answers accepted: ${correct}/${used} (${pct(correct, used)})`);
console.log(`corruptions rejected:     ${rejected}/${total} (${pct(rejected, total)})`);
console.log(`time: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
if (skipped.length) {
  console.log('\nskipped (not part of the figures):');
  for (const r of skipped) console.log(`  ${r}`);
}
if (rejectedCorrect.length) {
  console.log('\ncorrect answers rejected:');
  for (const r of rejectedCorrect) console.log(`  ${r}`);
}
if (accepted.length) {
  console.log('\ncorruptions accepted:');
  for (const a of accepted) console.log(`  ${a}`);
}

const failed = used < MIN_PROBLEMS || correct < used || total === 0 || rejected / total < MIN_REJECTED;
if (failed) {
  console.log(`\nFAIL: targets are ≥ ${MIN_PROBLEMS} problems, 100 % of correct answers accepted, ≥ ${MIN_REJECTED * 100} % of corruptions rejected`);
  process.exit(1);
}
