import type { ProblemInput } from '../strategy';
import type { Relation, TaskOf } from '../task/task';
import { EN_NUMBER_WORDS } from './numberWords';

/**
 * The ages of two people from facts about them, in English: "A father is three times as old as
 * his son. In 12 years, he will be twice as old as his son. Find their present ages.", "Sam is 4
 * years older than Tom. The sum of their ages is 30. How old is Tom?". Each person's present age is
 * an unknown named by its first letter; "in 12 years" and "3 years ago" shift both ages. Every
 * sentence must be a fact read here or the question, otherwise the reader steps aside and the
 * general reader names the words it cannot read.
 */
const RELATIVES = ['father', 'mother', 'son', 'daughter', 'brother', 'sister', 'grandfather', 'grandmother', 'uncle', 'aunt', 'nephew', 'niece', 'husband', 'wife', 'man', 'woman', 'boy', 'girl', 'teacher', 'student', 'dad', 'mom', 'mum'];
/** Capitalised words that are no one's name. */
const NOT_NAMES = new Set(['A', 'An', 'The', 'In', 'If', 'How', 'What', 'Find', 'Their', 'His', 'Her', 'He', 'She', 'They', 'Now', 'Today', 'At', 'After', 'Last', 'Next', 'Five', 'Ten', 'Two', 'Three', 'Four', 'Six', 'Seven', 'Eight', 'Nine', 'Twice', 'Present', 'Currently', 'Years', 'Determine', 'Calculate', 'When', 'Please', 'Let', 'So', 'Then', 'And']);
const WORDS = EN_NUMBER_WORDS;
const N = String.raw`(\d+|${Object.keys(WORDS).join('|')})`;
const num = (s: string): number => WORDS[s] ?? Number(s);
const TIMES = String.raw`(twice|thrice|half|(?:${N.slice(1, -1)})\s+times)`;
const factor = (s: string): string => ({ twice: '2', thrice: '3', half: '1/2' })[s] ?? String(num(s.replace(/\s+times$/, '')));

type Person = { key: string; letter: string };

/** `named`: the word each relative was written with, when not in English (« fils » for son), its letter taken from it. */
function people(raw: string, named: Record<string, string> = {}): Person[] | null {
  const found: string[] = [];
  for (const [word] of raw.matchAll(/\b[A-Za-z]+\b/g)) {
    const relative = RELATIVES.includes(word.toLowerCase());
    if (!relative && (!/^[A-Z][a-z]+$/.test(word) || NOT_NAMES.has(word))) continue;
    const key = relative ? word.toLowerCase() : word;
    if (!found.includes(key)) found.push(key);
  }
  if (found.length !== 2) return null;
  const letters: string[] = [];
  return found.map((key) => {
    const letter = [...(named[key] ?? key).toLowerCase()].find((c) => /[a-z]/.test(c) && !letters.includes(c) && c !== 'e' && c !== 'i') ?? 'y';
    letters.push(letter);
    return { key, letter };
  });
}

/** "in 12 years", "12 years ago", "next year": the shift of every age in a sentence, and the sentence without it. */
function shift(s: string): { by: number; rest: string } {
  const later = new RegExp(String.raw`\b(?:in|after)\s+${N}\s+years?(?:'?\s*time)?\b|\b${N}\s+years?\s+(?:from\s+now|hence|later)\b|\bnext\s+year\b`).exec(s);
  if (later) return { by: later[0].startsWith('next') ? 1 : num(later[1] ?? later[2]), rest: s.replace(later[0], ' ') };
  const before = new RegExp(String.raw`\b${N}\s+years?\s+ago\b|\blast\s+year\b`).exec(s);
  if (before) return { by: before[0].startsWith('last') ? -1 : -num(before[1]), rest: s.replace(before[0], ' ') };
  return { by: 0, rest: s };
}

const at = (p: string, by: number): string => (by === 0 ? p : by > 0 ? `${p} + ${by}` : `${p} - ${-by}`);
/** k times an age, bracketed when shifted. */
const times = (k: string, p: string, by: number): string => (by === 0 ? `${k}*${p}` : `${k}*(${at(p, by)})`);

/** A fact with persons written P0, P1 and the shift taken out; null when not read. */
function fact(s: string, by: number): Relation | null {
  const P = String.raw`(P[01])`;
  const IS = String.raw`(?:is|was|will\s+be|would\s+be)`;
  const t = s.replace(/\bthe\s+(?:present\s+|current\s+)?age\s+of\s+(P[01])/g, '$1').replace(/\b(P[01])'s\s+(?:present\s+|current\s+)?age\b/g, '$1').replace(/\s+(?:years?\s+old|now|currently|today|at\s+present|presently|(?:of\s+)?(?:his|her|their)\s+age)\b/g, '').replace(/\s+years?(?:\s+old)?$/, '').replace(/\s+/g, ' ').trim();
  let m = new RegExp(String.raw`^${P}\s+${IS}\s+${TIMES}\s+(?:as\s+old\s+as\s+)?${P}$`).exec(t);
  if (m) return { lhs: at(m[1], by), op: '=', rhs: times(factor(m[2]), m[3], by) };
  m = new RegExp(String.raw`^${P}\s+${IS}\s+${N}\s+years?\s+(older|younger)\s+than\s+${P}$`).exec(t);
  if (m) return { lhs: m[1], op: '=', rhs: `${m[4]} ${m[3] === 'older' ? '+' : '-'} ${num(m[2])}` };
  m = new RegExp(String.raw`^(?:the\s+sum\s+of\s+(?:their|the)\s+(?:present\s+|current\s+)?ages(?:\s+of\s+P0\s+and\s+P1)?\s+${IS}|(?:their|the)\s+(?:present\s+|current\s+)?ages\s+(?:add\s+up\s+to|total)|P0\s+and\s+P1\s+have\s+a\s+combined\s+age\s+of)\s+${N}$`).exec(t);
  if (m) return { lhs: `${at('P0', by)} + ${at('P1', by)}`, op: '=', rhs: String(num(m[1])) };
  m = new RegExp(String.raw`^${P}\s+${IS}\s+${N}$`).exec(t);
  if (m) return { lhs: at(m[1], by), op: '=', rhs: String(num(m[2])) };
  return null;
}

const QUESTION = /^(?:how\s+old\s+(?:is|are|was|were)\s+(?:P[01]|they|both|each)(?:\s+now|\s+today|\s+at\s+present)?|(?:find|determine|calculate|what\s+(?:is|are))\s+(?:the|their)\s+(?:present\s+|current\s+)?(?:ages?|age)(?:\s+of\s+(?:P[01])(?:\s+and\s+P[01])?)?(?:\s+now)?|(?:find|determine)\s+P[01]'s\s+(?:present\s+|current\s+)?age)$/;

/** French relatives and the phrases of an age problem, each as the English one read below. */
const FR_RELATIVES: Record<string, string> = { 'grand-pere': 'grandfather', 'grand-mere': 'grandmother', pere: 'father', mere: 'mother', fils: 'son', fille: 'daughter', frere: 'brother', soeur: 'sister', oncle: 'uncle', tante: 'aunt', neveu: 'nephew', niece: 'niece', mari: 'husband', femme: 'wife', papa: 'dad', maman: 'mom' };
const FR_PHRASES: Array<[RegExp, string]> = [
  [/\bquel\s+age\s+a\s+(?:actuellement\s+)?/g, 'how old is '],
  [/\bquel\s+est\s+(?:actuellement\s+)?l'\s*age\s+(?:actuel\s+)?(?:de|du)\s+/g, 'find the age of '],
  [/\bquels\s+sont\s+(?:leurs|les)\s+ages(?:\s+actuels)?/g, 'find their ages'],
  [/\b(?:determiner|trouver|calculer)\s+(?:leurs|les)\s+ages(?:\s+actuels)?/g, 'find their ages'],
  [/\bla\s+somme\s+de\s+leurs\s+ages\s+(?:est|vaut|fait)\s+(?:de\s+)?/g, 'the sum of their ages is '],
  [/\bdans\s+(\w+)\s+ans\b/g, 'in $1 years'],
  [/\bil\s+y\s+a\s+(\w+)\s+ans\b/g, '$1 years ago'],
  [/\b(a|aura|avait)\s+(\w+)\s+ans\s+de\s+plus\s+que\b/g, '$1 $2 years older than'],
  [/\b(a|aura|avait)\s+(\w+)\s+ans\s+de\s+moins\s+que\b/g, '$1 $2 years younger than'],
  [/\b(a|aura|avait)\s+(\w+)\s+fois\s+l'\s*age\s+(?:de|du)\b/g, '$1 $2 times as old as'],
  [/\b(a|aura|avait)\s+le\s+double\s+de\s+l'\s*age\s+(?:de|du)\b/g, '$1 twice as old as'],
  [/\b(a|aura|avait)\s+le\s+triple\s+de\s+l'\s*age\s+(?:de|du)\b/g, '$1 three times as old as'],
  [/\b(a|aura|avait)\s+(\w+)\s+ans\b/g, '$1 $2'],
  [/\baura\b/g, 'will be'], [/\bavait\b/g, 'was'], [/\ba\b/g, 'is'],
  [/\b(?:un|une)\b/g, 'A'], [/\bet\b/g, 'and'], [/\bactuellement\b|\baujourd'hui\b/g, 'now'],
  [/\bil\b/g, 'he'], [/\belle\b/g, 'she'],
];
const FR_NUMBERS: Record<string, string> = { deux: 'two', trois: 'three', quatre: 'four', cinq: 'five', six: 'six', sept: 'seven', huit: 'eight', neuf: 'nine', dix: 'ten' };

/**
 * An age problem in French, written as the English sentences read here; null when it is none. The
 * article « un » becomes "A" (capital), so that the verb « a » alone is read as "is".
 */
function fromFrench(raw: string): string | null {
  let t = raw.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/œ/g, 'oe');
  if (!/\bages?\b/i.test(t) || !/\bans\b|\bquel\s+age\b/i.test(t)) return null;
  // names keep their capital; the rest is read in lower case
  t = t.replace(/[^\s.,;?!]+/g, (w) => (/^\p{Lu}\p{Ll}+$/u.test(w) && !/^(?:Un|Une|Le|La|Les|Dans|Il|Elle|Quel|Quels|Quelle|Determiner|Trouver|Calculer|Sa|Son|Ses)$/.test(w) ? w : w.toLowerCase()));
  const rel = Object.keys(FR_RELATIVES).join('|');
  t = t.replace(new RegExp(`\\b(son|sa|ses|le|la|l'\\s*|un|une)\\s*(${rel})\\b`, 'g'), (_w, det: string, r: string) => `${/^(?:son|sa|ses)$/.test(det) ? 'his' : /^(?:un|une)$/.test(det) ? 'A' : 'the'} ${FR_RELATIVES[r]}`);
  for (const [re, en] of FR_PHRASES) t = t.replace(re, en);
  return t.replace(new RegExp(`\\b(${Object.keys(FR_NUMBERS).join('|')})\\b`, 'g'), (n: string) => FR_NUMBERS[n]);
}

export function readAges(problem: ProblemInput): TaskOf<'solve'> | null {
  const given = (problem.raw ?? problem.text).replace(/[’‘]/g, "'");
  const french = fromFrench(given);
  const raw = french ?? given;
  if (!/\bold(?:er)?\b|\byounger\b|\bages?\b/i.test(raw)) return null;
  const persons = people(raw, french ? Object.fromEntries(Object.entries(FR_RELATIVES).map(([fr, en]) => [en, fr])) : {});
  if (!persons) return null;
  // each person as P0 or P1; "his son", "the father", "he" (the first person named) alike
  let t = raw.replace(new RegExp(String.raw`\b(?:(?:a|an|the|his|her|their)\s+)?(${persons.map((p) => p.key).join('|')})\b`, 'gi'), (_w, k: string) => `P${persons.findIndex((p) => p.key.toLowerCase() === k.toLowerCase())}`);
  t = t.toLowerCase().replace(/\bp([01])\b/g, 'P$1').replace(/\b(?:he|she)\b/g, 'P0');
  const relations: Relation[] = [];
  const asked = new Set<string>();
  for (const sentence of t.split(/\s*(?:[.;?!](?:\s+|$)|,\s*(?=(?:how|find|what|determine)\b))\s*/).filter((x) => x !== '')) {
    const clause = sentence.replace(/^(?:and\s+|but\s+|if\s+)/, '').trim();
    if (QUESTION.test(clause)) {
      // "how old is the son", "find the age of Tom": one person asked; "their ages": both
      for (const [, p] of clause.matchAll(/(P[01])/g)) asked.add(p);
      continue;
    }
    const { by, rest } = shift(clause);
    const read = fact(rest.replace(/^\s*,\s*|\s*,\s*$/g, '').replace(/\s*,\s*/g, ' ').trim(), by);
    if (!read) return null;
    relations.push(read);
  }
  if (relations.length !== 2) return null;
  const name = (f: string): string => f.replace(/P([01])/g, (_w, i: string) => persons[Number(i)].letter);
  const task: TaskOf<'solve'> = { kind: 'solve', relations: relations.map((r) => ({ lhs: name(r.lhs), op: r.op, rhs: name(r.rhs) })), unknowns: persons.map((p) => p.letter), domain: { kind: 'real' } };
  return asked.size === 1 ? { ...task, asked: [...asked].map(name) } : task;
}
