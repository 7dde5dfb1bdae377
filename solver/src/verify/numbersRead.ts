import { spelledNumbers } from '../read/numberSpelling';
import { latexDecimalCommas, semicolonDecimals } from '../parse/decimalComma';
import type { Locale } from '../types';
import type { Task, TaskOf } from '../task/task';
import { evaluateAscii } from './numeric';

/**
 * Every number of the statement must be in the task as read. A verified answer to a task that
 * lost one ("from 0 to 0.5" read from 0 to 0, "y ≤ 1,5" read as y ≤ 1, "3.2 × 10^-5" read as 3.2)
 * checks the solver's reading, not the student's question: the verifier cannot see that, so the
 * numbers are counted here, by value, whatever the reader did with them.
 *
 * Only the tasks read from formulas are counted: a word problem's reader builds its model from
 * the story (a tank's rates into an equation, a mass that plays no part), and a subject's reader
 * converts and combines its quantities, so their numbers need not appear as written.
 */
export function numbersNotRead(statement: string, task: Task, locale: Locale): string[] {
  if (!countsNumbers(task)) return [];
  const held = heldValues(task);
  // "the first 20 terms" of a sum are indexed 0 to 19; series(f, x, 0, 4) stops before O(x⁴), at order 3
  const counted = task.kind === 'sum' || task.kind === 'series' ? (v: number) => [v, v - 1] : (v: number) => [v];
  const isHeld = (v: number): boolean => counted(v).some((x) => held.some((w) => sameNumber(x, w)));
  // a 0 or a 1 written is never what a misreading loses (0.5 read as 0 keeps it), and is often
  // implied (x > 0, n ≥ 1, a numerator 1, "z = 1 is a root"); the 000 of 2,000 read as 2 is lost, though
  const read = (n: Written) => (v: number): boolean => ((v === 0 || v === 1) && !n.grouped) || isHeld(v);
  const written = statementNumbers(statement, locale);
  // a point is read when one of its coordinates is: the others may be implied (the tangent at (1, 2)
  // to y = x² + 1) or turned into bounds (a triangle's vertices)
  const inHeldPoint = (n: Written): boolean => n.point !== undefined && written.some((m) => m.point === n.point && m !== n && m.readings[0].every(isHeld));
  return written.filter((n) => !n.readings.some((values) => values.every(read(n))) && !inHeldPoint(n)).map((n) => n.written);
}

/** The tasks read from formulas, whose numbers are the statement's. */
const FORMULA_TASKS = new Set<Task['kind']>(['integrate', 'multiple', 'limit', 'recurrence', 'differentiate', 'series', 'sum', 'transform', 'complex_number']);

function countsNumbers(task: Task): boolean {
  // a solve task built from a story (units, an unknown asked among several) or rewritten (an inverse, a count of roots) is no formula read as written
  if (task.kind === 'solve') return !task.units && !task.asked && !task.inverse && !task.rootCount && !task.monotonic;
  return FORMULA_TASKS.has(task.kind);
}

/** A number as the student wrote it, and the values it may stand for (each reading a list of values). */
interface Written { written: string; readings: number[][]; point?: number; grouped?: boolean }

/** Clauses that ask how to write the answer: their numbers are no data ("to 2 decimal places", « arrondir à 0,01 près »). */
const ANSWER_FORM = [
  /\b(?:round(?:ed|ing)?|arrondi[rsez]*|to\s+the\s+nearest|give\s+(?:your|the)\s+answers?\s+(?:to|correct\s+to)|correct\s+to)\b[^.?!;]*/giu,
  /\bà\s+(?:10\s*\^?\s*\{?[-−]\s*\d+\}?|[\d.,]+)\s+près\b/giu,
  /\b\d+\s*(?:decimal\s+places?|d\.\s*p\.|dp\b|significant\s+(?:figures?|digits?)|sig\.?\s*figs?|s\.\s*f\.|chiffres?\s+significatifs?|d[ée]cimales?|chiffres?\s+apr[èe]s\s+la\s+virgule)/giu,
];
/** A label before the question ("Exercise 3:", "Q2.", « Exercice 1 — », "1)"): its number is no data. */
const LABELS = /(?:^|(?<=[.?!:]\s+)|(?<=\n\s*))(?:(?:exercise|exercice|question|problem|probl[èe]me|ex\.?|q)\s*\d+[a-z]?\s*[:.)—–-]?|\(?\d{1,2}[.)](?=\s))/giu;

/** Terms listed before an ellipsis ("1 + 2 + ... + n", « 1, 4, 9, … »): examples of a general term the task holds instead. */
const LISTED_TERMS = /[^=:;?!]*?(?:\.{3}|…|⋯|\\[lc]?dots)/gu;
/** A number written in another base (0b1011, 0x2F, 0o17, binary in groups of four): its digits are no decimal number. */
const BASE_LITERAL = /(?<![\p{L}\d])(?:0[bxo][\da-f]+|[01]{4}(?:\s[01]{4})+)(?![\p{L}\d])/giu;
/** A square (x^2 + y^2 ≤ 9 read in polar coordinates, a norm, a square completed): no datum of its own, in the statement or in the task. */
const SQUARED = /\^\s*(?:\{\s*2\s*\}|2)(?![\d\p{L}×*·⋅]|[.,]\d|\\(?:times|cdot))/gu;
/** A term's index (u_{n+1}, u_(n-1), w_{2n}): the sequence's own notation. */
const INDEX = /_\s*[{(]?\s*\d*\s*[a-z]\s*(?:[+-]\s*\d+)?\s*[})]?/gu;
/** A percentage sign or word after a number. */
const PERCENT = /^\s*(?:%|per\s*cent|percent|pour\s*cent)/iu;
/** A point given by its coordinates: (1, 2), A(−2, −2), (0, 1, 3). */
const POINT = /\(\s*[-−]?\s*[\d.]+\s*(?:[,;]\s*[-−]?\s*[\d.]+\s*){1,2}\)/gu;
/** A ratio of two numbers ("1 in 2500", "1 out of 4", « 1 personne sur 2500 », "1/8", "a 20:1 gearbox"). */
const RATIO = /(?<![\p{L}\d.,_^])(\d+(?:[.,]\d+)?)\s*(?:\/|:|(?:\s[\p{L}'-]+){0,2}\s+(?:in|out\s+of|sur)\s)\s*(\d+(?:[.,]\d+)?)(?![\d.,]*\d)/giu;

/** A number as written: digits with a decimal point or comma, maybe grouped in thousands, maybe times a power of ten. */
const NUMBER = /(?<![\p{L}\d.,_])(\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?![\d])|\d{1,3}(?:,\d{3}){2,}(?![\d])|\d+(?:[.,]\d+)?)(?:\s*(?:[×x*·⋅]|\\times|\\cdot)\s*10\s*\^\s*\{?\(?\s*([-−+]?\s*\d+)\s*\)?\}?|[eE]([-+]?\d+))?/gu;

function statementNumbers(statement: string, locale: Locale): Written[] {
  // x**2, the power as programs write it, is x^2; LaTeX's braced 1{,}5 and the decimals of a French
  // point (1,5 ; 1,25) are read as the reader reads them
  const written = semicolonDecimals(latexDecimalCommas(statement.replace(/\*\*/g, '^')));
  let text: string;
  try {
    text = spelledNumbers(written);
  } catch {
    text = written;
  }
  for (const form of [...ANSWER_FORM, LABELS, LISTED_TERMS, BASE_LITERAL, SQUARED, INDEX]) text = text.replace(form, ' ');
  const found: Written[] = [];
  // "1 in 2500", « 3 sur 4 », "1/8": the ratio, or its two numbers
  text = text.replace(RATIO, (written: string, a: string, b: string) => {
    const [x, y] = [readingsOf(a, locale)[0][0], readingsOf(b, locale)[0][0]];
    found.push({ written: written.trim(), readings: [[x / y], [x, y]] });
    return ' ';
  });
  const points = [...text.matchAll(POINT)].map((p) => ({ from: p.index ?? 0, to: (p.index ?? 0) + p[0].length }));
  for (const m of text.matchAll(NUMBER)) {
    const [written, digits, power, e] = m;
    const exponent = power ?? e;
    const scale = exponent === undefined ? 1 : 10 ** Number(exponent.replace(/\s/g, '').replace('−', '-'));
    const readings = exponent === undefined ? readingsOf(digits, locale) : [[decimal(digits) * scale]];
    const after = text.slice((m.index ?? 0) + written.length);
    // 15 %: the number or the fraction
    const percent = PERCENT.test(after) ? [readings[0].map((v) => v / 100)] : [];
    const point = points.findIndex((p) => (m.index ?? 0) >= p.from && (m.index ?? 0) < p.to);
    found.push({ written: written.trim(), readings: [...readings, ...percent], ...(point >= 0 ? { point } : {}), ...(exponent === undefined && groupsThousands(digits, locale) ? { grouped: true } : {}) });
  }
  return found;
}

const decimal = (digits: string): number => Number(digits.replace(/[ \u00a0\u202f]/g, '').replace(',', '.'));

/**
 * The values digits may stand for, the likeliest first. A comma between digits is a decimal comma
 * (1,5) or a list (f(1,5), the point (1,5)): either reading will do; in English, and in any
 * language with two groups or more, a comma before three digits groups the thousands (1,500 kg).
 */
function readingsOf(digits: string, locale: Locale): number[][] {
  const plain = digits.replace(/[ \u00a0\u202f]/g, '');
  const pieces = plain.split(',');
  if (pieces.length === 1) return [[Number(plain)]];
  return [[groupsThousands(plain, locale) ? Number(pieces.join('')) : decimal(plain)], pieces.map(Number)];
}

const groupsThousands = (plain: string, locale: Locale): boolean => (locale === 'en' && /^\d{1,3}(?:,\d{3})+$/.test(plain)) || /^\d{1,3}(?:,\d{3}){2,}$/.test(plain);

const UNIT_KEYS = new Set(['unit', 'units']);

/** Every value the task holds: its numbers, its fractions of two integers, its numbers times a power of ten. */
function heldValues(task: Task): number[] {
  // the units a quantity is stated in (m/s^2, km^2) are no data of the statement
  const text = JSON.stringify(task, (key, value: unknown) => (UNIT_KEYS.has(key) ? undefined : value)).replace(SQUARED, ' ');
  const values: number[] = [];
  for (const m of text.matchAll(/(?<![\p{L}\d.])(\d+(?:\.\d+)?)(?:\s*\*\s*10\s*\^\s*\(?\s*([-+]?\d+)\)?|[eE]([-+]?\d+))?/gu)) {
    values.push(Number(m[1]));
    const exponent = m[2] ?? m[3];
    if (exponent !== undefined) values.push(Number(m[1]) * 10 ** Number(exponent));
  }
  for (const m of text.matchAll(/(?<![\p{L}\d.])(\d+)\s*\/\s*(\d+)(?![\d.])/gu)) values.push(Number(m[1]) / Number(m[2]));
  // √ and ∛ hold the powers 0.5 and 1/3 written (x + 1)^{0.5}
  if (/sqrt\(/.test(text)) values.push(0.5);
  if (/cbrt\(/.test(text)) values.push(1 / 3);
  // y/2 holds the coefficient 0.5 of y' + 0,5y = 0
  for (const m of text.matchAll(/\/\s*(\d+(?:\.\d+)?)(?![\d.])/gu)) values.push(1 / Number(m[1]));
  if (task.kind === 'sum') values.push(...boundTerms(task));
  return values;
}

/** "1 + 3 + … + 99": the last term written is the summand at the upper bound, as the first is at the lower one. */
function boundTerms(task: TaskOf<'sum'>): number[] {
  const index = new RegExp(`(?<![A-Za-z])${task.index}(?![A-Za-z])`, 'g');
  return [task.lo, task.hi].flatMap((bound) => {
    if (!/^\s*-?\d+\s*$/.test(bound)) return [];
    const v = evaluateAscii(task.summand.replace(index, `(${bound})`));
    return v && Math.abs(v.im) < 1e-12 && Number.isFinite(v.re) ? [v.re] : [];
  });
}

/** Equal up to rounding to four figures (a value the reader rounded). */
const near = (a: number, b: number): boolean => a === b || Math.abs(a - b) <= 1e-4 * Math.max(Math.abs(a), Math.abs(b));

/**
 * The same number: itself, degrees read as radians, or the
 * root of a perfect square (a disc x² + y² ≤ 9 is read as r ≤ 3), never a piece of a decimal.
 */
function sameNumber(v: number, w: number): boolean {
  const root = Math.sqrt(v);
  const exact = [1, 2, 4, 5, 10].some((d) => Number.isInteger(Math.round(root * d * 1e9) / 1e9));
  return [v, (v * Math.PI) / 180, ...(exact ? [root, v * v] : [])].some((x) => near(x, w));
}
