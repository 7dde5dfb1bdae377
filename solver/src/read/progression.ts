import { SolverError } from '../errors';
import type { ProblemInput } from '../strategy';
import { parseCalc } from '../strategies/derivative/latex';
import { fromMathJson } from '../strategies/derivative/mathjson';
import { toAscii } from '../strategies/derivative/print';
import { simplify } from '../strategies/derivative/simplify';
import type { TaskOf } from '../task/task';

/**
 * Arithmetic and geometric sequences as a high-school exercise states them, in English and French:
 * "the 20th term of the arithmetic sequence 2, 5, 8, …", "a1 = 4 and d = 3, find a10", "somme des
 * 10 premiers termes de la suite géométrique de premier terme 3 et de raison 2", "u₀ = 2 et
 * u_{n+1} = u_n + 3 : calculer u₂₀", "sum to infinity of the geometric series with first term 5
 * and ratio 1/2". The sequence becomes its explicit term, and the question a task on it: a term is
 * a value to compute, the general term a formula to simplify, a sum of terms a sum. Every word must
 * be accounted for, or the reader leaves the problem alone.
 */
type Kind = 'arithmetic' | 'geometric';
type Progression = { kind: Kind; first: string; firstIndex: number | null; step: string };
type Asked = { term: number | 'n'; byName: boolean } | { sumOf: number | 'n' } | 'infinite' | 'step';

const NUM = String.raw`(?:[-−]\s*)?\d+(?:\.\d+)?(?:\s*\/\s*\d+(?:\.\d+)?)?`;
const clean = (n: string): string => n.replace(/−/g, '-').replace(/\s+/g, '');
/** The exact value of a difference or quotient of two listed terms (5 − 2 is 3, 6/4 is 3/2). */
const exact = (formula: string): string => toAscii(simplify(fromMathJson(parseCalc(formula))));
/** A number as a factor or a base: a negative number, a fraction or a decimal in brackets. */
const factor = (n: string): string => (/^\d+$/.test(n) ? n : `(${n})`);
const KIND_WORDS = /\b(?:arithmetic|arithm[ée]tique|geometric|g[ée]om[ée]trique)\b/i;
const kindOf = (text: string): Kind | null => {
  const arith = /arithm/i.test(text);
  const geom = /g[ée]om[ée]tri/i.test(text);
  return arith === geom ? null : arith ? 'arithmetic' : 'geometric';
};

/** "2, 5, 8, ...", or as a series "2 + 6 + 18 + ...": at least three terms listed, then dots. */
const LISTED = new RegExp(String.raw`(${NUM}(?:\s*[,;]\s*${NUM}){2,}|${NUM}(?:\s*[+\-−]\s*${NUM}){2,})\s*[,;+\-−]?\s*(?:\.\.\.|…)`);
/** The terms of a list, or of a series whose minus signs belong to the terms after them (1 − 2 + 4 − …). */
const listedTerms = (list: string): string[] =>
  (/[,;]/.test(list) ? list.split(/\s*[,;]\s*/) : list.replace(/(?<=\d)\s*[-−]\s*/g, '+-').split(/\s*\+\s*/)).map(clean);
const FIRST_WORDS = new RegExp(String.raw`\b(?:(?:whose|with|of|de|d['’]|avec|dont\s+le)\s+)?(?:(?:the|a|its|le|son)\s+)?(?:first\s+term|premier\s+terme|initial\s+term|terme\s+initial)\s*(?:is|=|:|of|est|égal\s+à|egal\s+a|vaut)?\s*(${NUM})`, 'i');
const NAMED_FIRST = new RegExp(String.raw`(?<![A-Za-z])([auAU])\s*_?\s*[{(]?\s*([01])\s*[})]?\s*=\s*(${NUM})(?![\d/]|\.\d)`);
const STEP_WORDS = (kind: Kind) =>
  new RegExp(
    String.raw`\b(?:(?:and|et|with|avec|of|de)\s+)?(?:(?:the|a|its|la|sa)\s+)?(?:${kind === 'arithmetic' ? String.raw`(?:common\s+)?difference|raison|d|r` : String.raw`(?:common\s+)?ratio|raison|r|q`})\s*(?:is|=|:|of|est|égale?\s+à|egale?\s+a|vaut)?\s*(${NUM})(?![\d/]|\.\d)`,
    'i',
  );
/** u_{n+1} = u_n + 3, u(n+1) = 2u(n), a_{n+1} = a_n · 1/2. */
const RECURRENCE = new RegExp(String.raw`(?<![A-Za-z])([auAU])\s*_?\s*[{(]\s*n\s*\+\s*1\s*[})]\s*=\s*(?:(${NUM})\s*\*?\s*\1\s*_?\s*[{(]?\s*n\s*[})]?|\1\s*_?\s*[{(]?\s*n\s*[})]?\s*(?:([+\-−])\s*(${NUM})|\*\s*(${NUM})))(?![\w(])`);

const ORDINAL = /\b(\d+)\s*(?:st|nd|rd|th|e|ème|eme|ieme|ième)\s+(?:term|terme)\b/i;
const GENERAL = /\b(?:n-?th\s+term|general\s+term|explicit\s+(?:formula|rule)|formula\s+for\s+the\s+n-?th\s+term|terme\s+g[ée]n[ée]ral|expression\s+(?:de|of)\s+[auAU]\s*_?\s*[{(]?n[})]?\s+en\s+fonction\s+de\s+n)\b/i;
/** The sum of the first N terms: "the sum of the first 20 terms", "… to 15 terms", "S_10", « la somme des n premiers termes ». */
const FIRST_N = /\b(?:(?:sum|total)\s+of\s+(?:the\s+)?(?:first\s+)?(\d+|n)\s+terms|somme\s+des\s+(\d+|n)\s+premiers\s+termes|(?:up\s+)?to\s+(\d+)\s+terms|S\s*_?\s*\{?\s*(\d+|n)\s*\}?(?![\w(]))/i;
/** The common difference or ratio asked, with no number given for it. */
const STEP_ASKED = /\b(?:(?:the\s+)?common\s+(?:difference|ratio)|la\s+raison)\b(?!\s*(?:is|=|:|of|est|vaut|[eé]gale?\s+[àa])?\s*[-−]?\s*\d)/i;
const INFINITE = /\b(?:sum\s+to\s+infinity|infinite\s+sum|sum\s+of\s+(?:all\s+)?the\s+terms|sum\s+of\s+the\s+(?:infinite\s+)?(?:geometric\s+)?series|somme\s+infinie|somme\s+de\s+(?:tous\s+)?(?:les\s+)?termes|somme\s+de\s+la\s+s[ée]rie(?:\s+g[ée]om[ée]trique)?)\b/i;
const FRENCH = /\b(?:suite|termes?|raison)\b/i;
const NAMED_TERM = /(?<![A-Za-z])([auAU])\s*_?\s*[{(]?\s*(\d+)\s*[})]?(?!\s*[=\d])/;

/** Words a statement of this kind may hold besides its data and its question. */
const FILLER = new Set(
  `find compute calculate determine give what is are the a an of in for its and with whose has given to sequence progression series term terms
  value then write arithmetic geometric common difference ratio first sum evaluate total
  calculer calculez determiner determinez donner trouver quel quelle est sont la le les l de des d du un une suite serie terme termes et avec dont sa son
  valeur en fonction puis ecrire on considere soit raison premier arithmetique geometrique n somme`.split(/\s+/),
);

const notOfKind = (kind: Kind, terms: string[]): SolverError =>
  new SolverError('unsupported', {
    en: `${terms.join(', ')}, … is not ${kind === 'arithmetic' ? 'an arithmetic sequence: the differences between consecutive terms' : 'a geometric sequence: the quotients of consecutive terms'} are not all equal.`,
    fr: `${terms.join(' ; ')} ; … n'est pas une suite ${kind === 'arithmetic' ? 'arithmétique : les différences entre termes consécutifs' : 'géométrique : les quotients de termes consécutifs'} ne sont pas toutes égales.`,
  });

function readProgression(text: string): { p: Progression; used: string[] } | null {
  const used: string[] = [];
  const rec = RECURRENCE.exec(text);
  const listed = LISTED.exec(text);
  let kind = kindOf(text);
  let first: string | null = null;
  let firstIndex: number | null = null;
  let step: string | null = null;
  if (rec) {
    used.push(rec[0]);
    const recKind: Kind = rec[3] ? 'arithmetic' : 'geometric';
    if (kind && kind !== recKind) return null;
    kind = recKind;
    step = rec[3] ? (/[-−]/.test(rec[3]) ? `-${clean(rec[4])}` : clean(rec[4])) : clean(rec[2] ?? rec[5]);
  }
  if (listed) {
    used.push(listed[0]);
    const terms = listedTerms(listed[1]);
    const fractions = terms.map((t) => (t.includes('/') ? t.split('/').map(Number).reduce((a, b) => a / b) : Number(t)));
    if (fractions.some(Number.isNaN)) return null;
    const diffs = fractions.slice(1).map((v, i) => v - fractions[i]);
    const ratios = fractions.slice(1).map((v, i) => (fractions[i] === 0 ? Number.NaN : v / fractions[i]));
    const constant = (xs: number[]) => xs.every((x) => Number.isFinite(x) && Math.abs(x - xs[0]) < 1e-9 * Math.max(1, Math.abs(xs[0])));
    const arith = constant(diffs);
    const geom = constant(ratios);
    const listedKind: Kind | null = arith && !geom ? 'arithmetic' : geom && !arith ? 'geometric' : null;
    if (kind && listedKind !== kind && !(kind === 'arithmetic' ? arith : geom)) throw notOfKind(kind, terms);
    if (!listedKind) return null;
    kind = listedKind;
    first = terms[0];
    step = exact(kind === 'arithmetic' ? `(${terms[1]})-(${terms[0]})` : `(${terms[1]})/(${terms[0]})`);
  }
  if (!kind) return null;
  const firstWords = FIRST_WORDS.exec(text);
  const namedFirst = NAMED_FIRST.exec(text);
  if (first === null && firstWords) {
    used.push(firstWords[0]);
    first = clean(firstWords[1]);
  } else if (first === null && namedFirst) {
    used.push(namedFirst[0]);
    first = clean(namedFirst[3]);
    firstIndex = Number(namedFirst[2]);
  }
  if (step === null) {
    const stepWords = STEP_WORDS(kind).exec(text);
    if (!stepWords) return null;
    used.push(stepWords[0]);
    step = clean(stepWords[1]);
  }
  if (first === null) return null;
  return { p: { kind, first, firstIndex, step }, used };
}

function readAsked(text: string): { asked: Asked; used: string } | null {
  const ordinal = ORDINAL.exec(text);
  if (ordinal) return { asked: { term: Number(ordinal[1]), byName: false }, used: ordinal[0] };
  const general = GENERAL.exec(text);
  if (general) return { asked: { term: 'n', byName: false }, used: general[0] };
  const firstN = FIRST_N.exec(text);
  if (firstN) {
    const count = firstN[1] ?? firstN[2] ?? firstN[3] ?? firstN[4];
    return { asked: { sumOf: count === 'n' ? 'n' : Number(count) }, used: firstN[0] };
  }
  const infinite = INFINITE.exec(text);
  if (infinite) return { asked: 'infinite', used: infinite[0] };
  const named = NAMED_TERM.exec(text);
  if (named) return { asked: { term: Number(named[2]), byName: true }, used: named[0] };
  const step = STEP_ASKED.exec(text);
  if (step) return { asked: 'step', used: step[0] };
  return null;
}

/** The explicit term with k steps from the first term. */
const termAfter = (p: Progression, k: string): string => {
  const steps = /^\w+$/.test(k) ? k : `(${k})`;
  if (p.kind === 'arithmetic') return `${p.first} + ${steps}*${factor(p.step)}`;
  return p.first === '1' ? `${factor(p.step)}^${steps}` : `${p.first}*${factor(p.step)}^${steps}`;
};
/** The number of steps from the first term, of index `from`, to the term of index `to`. */
const stepsBetween = (to: number | 'n', from: number): string => (from === 0 ? String(to) : `${to} - ${from}`);

/** "… calculer u20 et u0 + u1 + … + u20", "find a10 and the sum of the first 10 terms": a second question after the term. */
const SECOND_ASK = /\s+(?:et|and|puis|then)\s+((?:(?:calculer|compute|find)\s+)?(?:la\s+somme|the\s+sum|S\s*_?\s*\{?\s*\d+|[auAU]\s*_?\s*\{?\s*\d+\s*\}?\s*\+)(?:\.\.\.|[^.?;])*)/i;

export function readProgressionTask(problem: ProblemInput): TaskOf<'evaluate'> | TaskOf<'transform'> | TaskOf<'sum'> | SolverError | null {
  const text = problem.text;
  if (!KIND_WORDS.test(text) && !LISTED.test(text) && !RECURRENCE.test(text)) return null;
  if (!/\b(?:sequence|progression|suite|series|s[ée]rie|terms?|termes?)\b/i.test(text) && !RECURRENCE.test(text) && !LISTED.test(text)) return null;
  const read = readProgression(text);
  const second = read ? SECOND_ASK.exec(text) : null;
  if (second) {
    const part = second[1].trim();
    return new SolverError('unsupported', {
      en: `This asks two questions; we answer one at a time and could not answer "${part}" together with the term. Ask "${part}" on its own, with the sequence.`,
      fr: `Il y a deux questions ; nous répondons à une seule à la fois et n'avons pas pu répondre à « ${part} » avec le terme. Posez « ${part} » à part, avec la suite.`,
    });
  }
  const question = readAsked(text);
  if (!read || !question) return null;
  let rest = text;
  for (const part of [...read.used, question.used]) rest = rest.replace(part, ' ');
  const leftover = rest
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !FILLER.has(w));
  if (leftover.length > 0) return null;
  const { p } = read;
  const { asked } = question;
  if (asked === 'infinite') {
    if (p.kind !== 'geometric') return null;
    return { kind: 'sum', summand: termAfter(p, 'k'), index: 'k', lo: '0', hi: 'oo' };
  }
  if (asked === 'step') return { kind: 'evaluate', expr: p.step, quantity: p.kind === 'arithmetic' ? 'common_difference' : 'common_ratio' };
  if ('sumOf' in asked) {
    if (asked.sumOf === 'n') return { kind: 'sum', summand: termAfter(p, 'k'), index: 'k', lo: '0', hi: 'n - 1' };
    if (asked.sumOf < 1) return null;
    return { kind: 'sum', summand: termAfter(p, 'k'), index: 'k', lo: '0', hi: String(asked.sumOf - 1) };
  }
  // a term named u_20 counts from the first term's own index, which must then be known
  const offset = asked.byName ? p.firstIndex : 1;
  if (offset === null) return null;
  if (asked.term === 'n') {
    // an unnamed first term is a₁ in English; a French statement names it, u₀ or u₁, or is not read
    const start = p.firstIndex ?? (FRENCH.test(text) ? null : 1);
    return start === null ? null : { kind: 'transform', op: 'simplify', expr: termAfter(p, stepsBetween('n', start)) };
  }
  if (asked.term < offset) return null;
  return { kind: 'evaluate', expr: termAfter(p, stepsBetween(asked.term, offset)) };
}
