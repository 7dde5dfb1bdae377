import type { Relation, TaskOf } from '../task/task';
import { EN_NUMBER_WORDS } from './numberWords';

/**
 * Consecutive integers described in words, the text already lower-cased without accents: with
 * their sum ("the sum of three consecutive integers is 72", "three consecutive odd integers add
 * up to 45", « la somme de trois entiers consécutifs est égale à 72 »), or with a condition
 * between some of them ("find three consecutive odd integers such that the sum of the middle
 * and largest is 21 more than the smallest", "3 times their sum is 5 more than 8 times the
 * middle one"). Each integer is one unknown; every word must be read, otherwise the reader steps
 * aside and the general reader names what it could not read.
 */

const COUNT: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, deux: 2, trois: 3, quatre: 4, cinq: 5, '2': 2, '3': 3, '4': 4, '5': 5 };
const NAMES = ['x', 'y', 'z', 'w', 'v'];
const HOW_MANY = String.raw`(two|three|four|five|[2-5])`;
const KIND = String.raw`consecutive\s+(?:(odd|even)\s+)?(?:integers|numbers|whole\s+numbers|natural\s+numbers)`;
const NUMBER = String.raw`(-?\d+)`;

/** What follows the facts and only asks for the integers (or one of them, read in `asked`). */
const ASK_THEM = /^(?:(?:so\s+|then\s+)?(?:find|what\s+are|which|determine|how\s+do\s+you\s+find|trouver|determiner|quels\s+sont)\s+(?:(?:the|these|those|them|ces|les)\s*)?(?:integers|numbers|nombres|entiers)?(?:\s+are\s+they)?|find\s+them|what\s+are\s+they)$/;

/** A first integer and the gap between them: the k-th is first + k·step. */
interface Run {
  n: number;
  step: number;
}

/** A side of the condition as a·first + b, linear in the first integer, and as text in the names. */
interface Side {
  a: number;
  b: number;
  text: string;
}

const ORDINAL: Record<string, (n: number) => number | null> = {
  first: () => 0,
  smallest: () => 0,
  smaller: (n) => (n === 2 ? 0 : null),
  least: () => 0,
  lowest: () => 0,
  second: (n) => (n >= 2 ? 1 : null),
  third: (n) => (n >= 3 ? 2 : null),
  fourth: (n) => (n >= 4 ? 3 : null),
  fifth: (n) => (n >= 5 ? 4 : null),
  middle: (n) => (n % 2 === 1 ? (n - 1) / 2 : null),
  largest: (n) => n - 1,
  larger: (n) => (n === 2 ? 1 : null),
  greatest: (n) => n - 1,
  greater: (n) => (n === 2 ? 1 : null),
  biggest: (n) => n - 1,
  highest: (n) => n - 1,
  last: (n) => n - 1,
};
const ORDINALS = Object.keys(ORDINAL).join('|');
const SCALE: Record<string, number> = { twice: 2, double: 2, thrice: 3, triple: 3, half: 0.5 };
const WORD_NUMBER = String.raw`(\d+|${Object.keys(EN_NUMBER_WORDS).join('|')})`;
const numberOf = (w: string): number => EN_NUMBER_WORDS[w] ?? Number(w);

function integer(run: Run, k: number): Side {
  return { a: 1, b: k * run.step, text: NAMES[k] };
}

function plus(sides: Side[]): Side {
  return { a: sides.reduce((s, t) => s + t.a, 0), b: sides.reduce((s, t) => s + t.b, 0), text: sides.map((t) => t.text).join(' + ') };
}

/** "the middle one", "the largest integer", "third": one of the integers. */
function term(run: Run, p: string): Side | null {
  const m = new RegExp(String.raw`^(?:the\s+)?(${ORDINALS})(?:\s+(?:one|integer|number))?$`).exec(p);
  if (!m) return null;
  const k = ORDINAL[m[1]](run.n);
  return k === null ? null : integer(run, k);
}

/** One side of the condition, in words. */
function side(run: Run, p: string): Side | null {
  const s = p.trim();
  if (new RegExp(`^${NUMBER}$`).test(s)) return { a: 0, b: Number(s), text: s };
  if (/^(?:their\s+sum|the\s+sum\s+of\s+(?:the\s+|all\s+(?:the\s+)?)?(?:integers|numbers|them))$/.test(s)) {
    return plus(NAMES.slice(0, run.n).map((_, k) => integer(run, k)));
  }
  const sum = /^the\s+sum\s+of\s+(.+)$/.exec(s);
  if (sum) {
    const parts = sum[1].split(/\s*,\s*(?:and\s+)?|\s+and\s+(?:the\s+)?/).map((q) => term(run, q));
    if (parts.length < 2 || parts.some((q) => q === null)) return null;
    return plus(parts as Side[]);
  }
  const scaled = new RegExp(String.raw`^(?:(twice|double|thrice|triple|half(?:\s+of)?)|${WORD_NUMBER}\s+times)\s+(.+)$`).exec(s);
  if (scaled) {
    const k = scaled[1] ? SCALE[scaled[1].split(/\s/)[0]] : numberOf(scaled[2]);
    const inner = side(run, scaled[3]);
    if (!inner || !Number.isFinite(k)) return null;
    const text = /[+]/.test(inner.text) ? `(${inner.text})` : inner.text;
    return { a: k * inner.a, b: k * inner.b, text: `${k}*${text}` };
  }
  return term(run, s);
}

/** The condition: "A is 21 more than B", "A is 1 less than B", "A exceeds B by 4", "A is B", "A equals B". */
function condition(run: Run, c: string): { relation: Relation; left: Side; right: Side } | null {
  const forms: Array<[RegExp, (m: RegExpExecArray) => [string, string, number]]> = [
    [new RegExp(String.raw`^(.+?)\s+(?:is|will\s+be|would\s+be)\s+${WORD_NUMBER}\s+(more|greater|less|fewer|smaller)\s+than\s+(.+)$`), (m) => [m[1], m[4], (/^(?:more|greater)$/.test(m[3]) ? 1 : -1) * numberOf(m[2])]],
    [new RegExp(String.raw`^(.+?)\s+exceeds\s+(.+?)\s+by\s+${WORD_NUMBER}$`), (m) => [m[1], m[2], numberOf(m[3])]],
    [/^(.+?)\s+(?:is\s+equal\s+to|equals|is|will\s+be|would\s+be)\s+(.+)$/, (m) => [m[1], m[2], 0]],
  ];
  for (const [re, parts] of forms) {
    const m = re.exec(c);
    if (!m) continue;
    const [l, r, k] = parts(m);
    const left = side(run, l);
    const right = side(run, r);
    if (!left || !right) continue;
    const rhs = k === 0 ? right.text : `${right.text} ${k > 0 ? '+' : '-'} ${Math.abs(k)}`;
    return { relation: { lhs: left.text, op: '=', rhs }, left, right: { a: right.a, b: right.b + k, text: rhs } };
  }
  return null;
}

/** The solve task, once the first integer is known to exist with the parity asked. */
function task(run: Run, parity: string | undefined, condition: Relation, first: number): TaskOf<'solve'> | null {
  // odd or even: no such integers when the first one is no integer or has the wrong parity
  if (!Number.isInteger(first)) return null;
  if (parity && Math.abs(first % 2) !== (/^(?:odd|impairs)$/.test(parity) ? 1 : 0)) return null;
  const names = NAMES.slice(0, run.n);
  const relations: Relation[] = [condition];
  for (let i = 1; i < run.n; i++) relations.push({ lhs: names[i], op: '=', rhs: `${names[0]} + ${i * run.step}` });
  return { kind: 'solve', relations, unknowns: names, domain: { kind: 'real' } };
}

/** "the sum of three consecutive integers is 72", "three consecutive odd integers have a sum of -21". */
function readSum(t: string): TaskOf<'solve'> | null {
  const m = new RegExp(String.raw`^(?:if\s+)?(?:the\s+)?sum\s+of\s+${HOW_MANY}\s+${KIND}\s+is\s+${NUMBER}\b\s*[.,;]?\s*(.*)$`).exec(t)
    ?? new RegExp(String.raw`^${HOW_MANY}\s+${KIND}\s+(?:have\s+a\s+sum\s+of|add\s+up\s+to|sum\s+to)\s+${NUMBER}\b\s*[.,;]?\s*(.*)$`).exec(t)
    ?? /^(?:la\s+somme\s+de|(?:trouver|determiner|quels\s+sont)\s+)\s*(deux|trois|quatre|cinq|[2-5])\s+(?:nombres\s+)?entiers\s+(?:(impairs|pairs)\s+)?consecutifs\s+(?:(impairs|pairs)\s+)?(?:dont\s+la\s+somme\s+)?(?:est\s+(?:egale\s+a\s+)?|vaut\s+|fait\s+)(-?\d+)\b\s*[.,;]?\s*(.*)$/.exec(t);
  if (!m) return null;
  // « trouver trois entiers consécutifs dont la somme est 72 »: the same fact, asked first
  if (/^(?:trouver|determiner|quels)/.test(t) && !/\bdont\s+la\s+somme\b/.test(t)) return null;
  const french = /^(?:la|trouver|determiner|quels)\s/.test(t);
  const parity = french ? m[2] ?? m[3] : m[2];
  const run: Run = { n: COUNT[m[1]], step: parity ? 2 : 1 };
  const total = Number(french ? m[4] : m[3]);
  const rest = (french ? m[5] : m[4]).replace(/[.?!]+$/, '').trim();
  if (rest !== '' && !ASK_THEM.test(rest)) return null;
  const names = NAMES.slice(0, run.n);
  const first = (total - (run.n * (run.n - 1) * run.step) / 2) / run.n;
  return task(run, parity, { lhs: names.join(' + '), op: '=', rhs: String(total) }, first);
}

/** "find three consecutive odd integers such that …", "find the largest of three consecutive odd integers, such that …". */
function readCondition(t: string): TaskOf<'solve'> | null {
  const m = new RegExp(String.raw`^(?:find|determine|what\s+are)\s+(?:the\s+(?:${ORDINALS})\s+of\s+)?${HOW_MANY}\s+${KIND}\s*,?\s+(?:such\s+that|so\s+that|where|if|for\s+which|(whose))\s+(.+?)\s*[.?!]*$`).exec(t);
  if (!m) return null;
  const run: Run = { n: COUNT[m[1]], step: m[2] ? 2 : 1 };
  // "whose sum is 72": the condition is about all of them
  const c = condition(run, m[3] ? `their ${m[4]}` : m[4]);
  if (!c || c.left.a === c.right.a) return null;
  return task(run, m[2], c.relation, (c.right.b - c.left.b) / (c.left.a - c.right.a));
}

export function readConsecutive(t: string): TaskOf<'solve'> | null {
  const s = t.replace(/[–−]/g, '-').replace(/(?<=-)\s+(?=\d)/g, '');
  return readSum(s) ?? readCondition(s);
}
