import { toAscii } from '../format/ascii';
import { parseNode } from '../parse/math';
import { lettersOf } from './evidence';
import { close, equivalentAt, evaluateAscii, samplePoints, type NumValue } from './numeric';
import { splitTop } from './task';

/**
 * Whether what a student typed is the same answer as a stored one (a practice problem of a study
 * plan): compared numerically, never as text, so `x = 3 or x = -2`, `{-2, 3}` and `-2; 3` all
 * match `[-2, 3]`, `2(x+1)` matches `2*x + 2`, and an antiderivative may differ by a constant.
 * Pure; never throws (anything unreadable does not match).
 */
export function answersMatch(expected: { kind: string; value: string }, given: string): boolean {
  try {
    const typed = clean(given);
    if (!typed) return false;
    switch (expected.kind) {
      case 'solutions': return solutionsMatch(expected.value, typed);
      case 'interval': return intervalsMatch(expected.value, typed);
      case 'antiderivative': return antiderivativesMatch(expected.value, typed);
      case 'matrix': return matricesMatch(expected.value, typed);
      case 'ode': return expressionsMatch(expected.value.replace(/^\s*[A-Za-z]\s*=\s*/, ''), typed.replace(/^\s*[A-Za-z]\s*=\s*/, ''));
      case 'expr': return expressionsMatch(expected.value, typed.replace(/^\s*[A-Za-z]\s*=\s*/, ''));
      default: return false;
    }
  } catch {
    return false;
  }
}

function clean(s: string): string {
  return s
    .replace(/[−–]/g, '-')
    .replace(/[×·]/g, '*')
    .replace(/÷/g, '/')
    .replace(/²/g, '^2')
    .replace(/³/g, '^3')
    .replace(/∞/g, 'oo')
    .replace(/\binf(?:inity)?\b/gi, 'oo')
    .replace(/π/g, 'pi')
    .replace(/√/g, 'sqrt')
    .trim();
}

/** A formula as the student wrote it, in the verifier's ASCII (implicit products, `sin x`, `√`…). */
function ascii(formula: string): string {
  const f = formula.trim();
  if (/^[+-]?oo$/.test(f)) return f;
  return toAscii(parseNode(f));
}

function valueOf(formula: string): NumValue | null {
  return evaluateAscii(ascii(formula));
}

function expressionsMatch(expected: string, typed: string): boolean {
  const given = ascii(typed);
  const vars = lettersOf(expected, given);
  if (vars.length === 0) {
    const a = evaluateAscii(expected);
    const b = evaluateAscii(given);
    return a !== null && b !== null && close(a, b, 1e-6);
  }
  return equivalentAt(expected, given, vars);
}

function antiderivativesMatch(expected: string, typed: string): boolean {
  const F = expected.replace(/\s*\+\s*C\s*$/, '');
  const G = ascii(typed.replace(/\s*\+\s*(?:C|K|c)\s*$/, ''));
  const vars = lettersOf(F, G);
  if (vars.length !== 1) return expressionsMatch(F, G);
  // the difference is one constant at every sample point
  let first: number | null = null;
  let compared = 0;
  for (const p of samplePoints(12, -2.7, 3.1, 19)) {
    const a = evaluateAscii(F, { [vars[0]]: p });
    const b = evaluateAscii(G, { [vars[0]]: p });
    if (!a || !b || Math.abs(a.im) > 1e-9 || Math.abs(b.im) > 1e-9) continue;
    const d = b.re - a.re;
    if (first === null) first = d;
    else if (!close(d, first, 1e-7)) return false;
    compared++;
  }
  return compared >= 4;
}

/** The pieces of a typed list: `x = 1 or x = 2`, `{1, 2}`, `1; 2`, `x = 1, y = 2`. */
function pieces(typed: string): string[] {
  const inner = typed.replace(/^\s*[[{]+\s*/, '').replace(/\s*[\]}]+\s*$/, '');
  return inner
    .split(/\s*(?:;|\bor\b|\bou\b|\band\b|\bet\b)\s*/i)
    .flatMap((p) => splitTop(p))
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

function solutionsMatch(expected: string, typed: string): boolean {
  const m = /^\s*\[(.*)\]\s*$/.exec(expected);
  if (!m) return false;
  const items = splitTop(m[1]);
  if (items.length === 0) return /^(?:no solutions?|none|aucune(?: solution)?|∅|\{\s*\}|EmptySet)$/i.test(typed.trim());
  if (items.every((i) => i.trim().startsWith('{'))) return systemMatches(items, typed);
  const want = items.map((i) => evaluateAscii(i));
  const got = pieces(typed).map((p) => valueOf(p.replace(/^\s*[A-Za-z]\w*\s*=\s*/, '')));
  if (want.some((w) => w === null) || got.some((g) => g === null)) return false;
  const sameSet = (a: NumValue[], b: NumValue[]) => a.every((x) => b.some((y) => close(x, y, 1e-6)));
  return sameSet(want as NumValue[], got as NumValue[]) && sameSet(got as NumValue[], want as NumValue[]);
}

function systemMatches(items: string[], typed: string): boolean {
  if (items.length !== 1) return false;
  const body = /^\{(.*)\}$/.exec(items[0].trim());
  if (!body) return false;
  const want = new Map<string, NumValue | null>();
  for (const pair of splitTop(body[1])) {
    const kv = /^([A-Za-z]\w*)\s*:\s*(.+)$/.exec(pair);
    if (!kv) return false;
    want.set(kv[1], evaluateAscii(kv[2]));
  }
  const got = new Map<string, NumValue | null>();
  for (const p of pieces(typed)) {
    const kv = /^([A-Za-z]\w*)\s*[=:]\s*(.+)$/.exec(p);
    if (!kv) return false;
    got.set(kv[1], valueOf(kv[2]));
  }
  if (got.size !== want.size) return false;
  for (const [name, w] of want) {
    const g = got.get(name);
    if (!w || !g || !close(w, g, 1e-6)) return false;
  }
  return true;
}

interface Iv {
  lo: number;
  hi: number;
  loClosed: boolean;
  hiClosed: boolean;
}

function end(s: string): number | null {
  const t = s.trim();
  if (/^\+?oo$/.test(t)) return Infinity;
  if (/^-oo$/.test(t)) return -Infinity;
  const v = valueOf(t);
  return v && Math.abs(v.im) < 1e-12 ? v.re : null;
}

function readIntervals(value: string): Iv[] | null {
  const v = value.trim();
  // x < 5, x >= -2: one side of a number
  const rel = /^[A-Za-z]\s*(<=|>=|<|>|≤|≥)\s*(.+)$/.exec(v);
  if (rel) {
    const b = end(rel[2]);
    if (b === null) return null;
    const op = rel[1].replace('≤', '<=').replace('≥', '>=');
    return [op.startsWith('<') ? { lo: -Infinity, hi: b, loClosed: false, hiClosed: op === '<=' } : { lo: b, hi: Infinity, loClosed: op === '>=', hiClosed: false }];
  }
  const out: Iv[] = [];
  for (const piece of v.replace(/^[A-Za-z]\s*(?:in|∈)\s*/, '').split(/\s*(?:\bU\b|∪)\s*/)) {
    const m = /^([[(\]])\s*(.+?)\s*[,;]\s*(.+?)\s*([\])[])$/.exec(piece.trim());
    if (!m) return null;
    const lo = end(m[2]);
    const hi = end(m[3]);
    if (lo === null || hi === null) return null;
    out.push({ lo, hi, loClosed: m[1] === '[', hiClosed: m[4] === ']' });
  }
  return out;
}

function intervalsMatch(expected: string, typed: string): boolean {
  const a = readIntervals(expected);
  const b = readIntervals(typed);
  if (!a || !b || a.length !== b.length) return false;
  const same = (x: number, y: number) => (Number.isFinite(x) ? Number.isFinite(y) && close(x, y, 1e-6) : x === y);
  return a.every((x, k) => same(x.lo, b[k].lo) && same(x.hi, b[k].hi) && (x.loClosed === b[k].loClosed || !Number.isFinite(x.lo)) && (x.hiClosed === b[k].hiClosed || !Number.isFinite(x.hi)));
}

function matricesMatch(expected: string, typed: string): boolean {
  const rows = (s: string): string[][] | null => {
    const m = /^\s*\[(.*)\]\s*$/.exec(s);
    if (!m) return null;
    const rs = splitTop(m[1]).map((r) => /^\[(.*)\]$/.exec(r.trim()));
    return rs.some((r) => r === null) ? null : rs.map((r) => splitTop((r as RegExpExecArray)[1]));
  };
  const a = rows(expected);
  const b = rows(typed);
  if (!a || !b || a.length !== b.length) return false;
  return a.every((row, i) => row.length === b[i].length && row.every((cell, j) => {
    const x = evaluateAscii(cell);
    const y = valueOf(b[i][j]);
    return x !== null && y !== null && close(x, y, 1e-6);
  }));
}
