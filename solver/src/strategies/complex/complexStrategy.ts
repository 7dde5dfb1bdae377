import { text, type Text } from '../../i18n';
import type { AnswerDraft, Outcome, ProblemInput, SolveContext, StepDraft, Strategy } from '../../strategy';
import { asciiToWords } from '../../format/words';
import { verifyComplexValue, verifyComplexRoots } from '../../verify/complex';
import { Q } from '../../cas/rational';
import { sqrtRational, surdToAscii, surdToLatex } from '../linalg/polynomial';
import { C } from './gaussian';
import { complexAscii, evaluateComplex, hasImaginary, NotComplexExpr, parseComplex, type CNode } from './complexExpr';
import type { TaskOf } from '../../task/task';
import { argument, asksTrigonometric, modulus, polarForm, withModulusAndArgument, type Exact } from './polar';
import { withNamedNumbers } from './namedNumbers';
import { complexNotation } from './notation';
import { ASKS_DEGREES, withDegrees } from './degrees';
import { kindAnswer } from './kind';

/**
 * Complex numbers: algebraic form a + bi (multiply by the conjugate, expand with i² = −1),
 * modulus, argument, conjugate, real and imaginary parts, trigonometric and exponential forms,
 * square roots.
 */
export type Task = 'algebraic' | 'modulus' | 'argument' | 'conjugate' | 're' | 'im' | 'parts' | 'polar' | 'modulus_argument' | 'sqrt' | 'log' | 'is_real' | 'is_imaginary';

/** \b does not see accented letters as word characters: use letter look-arounds instead. */
const W = (body: string, flags = 'giu'): RegExp => new RegExp(`(?<![\\p{L}])(?:${body})(?![\\p{L}])`, flags);

const TASKS: [Task, RegExp][] = [
  // both asked together, in either order: « module et argument », 'modulus and argument'
  ['modulus_argument', W('(?:modulus|module|magnitude)\\s+(?:and|et)\\s+(?:(?:the|its|son|l[\'’])\\s*|(?:an|a|un)\\s+)?(?:principal\\s+)?argument(?:\\s+principal)?|(?:principal\\s+)?argument(?:\\s+principal)?\\s+(?:and|et)\\s+(?:(?:the|its|le|son)\\s+)?(?:modulus|module|magnitude)')],
  ['sqrt', W('square\\s+roots?|racines?\\s+carr[ée]es?')],
  ['polar', W('polar|trigonometric|exponential|exponentielle|trigonom[ée]trique|polaire|euler')],
  ['modulus', W('modulus|module|magnitude|absolute\\s+value|abs')],
  ['argument', W('argument|arg')],
  // conj(…) and conjugate(…) inside a formula are operations of the formula, not the question
  ['conjugate', W('conjugate(?!\\s*\\()|conjugu[ée]e?|conj(?!\\s*\\()')],
  // both parts asked together: « parties réelle et imaginaire », 'the real and imaginary parts'
  ['parts', W('real\\s+and\\s+imaginary\\s+parts?|imaginary\\s+and\\s+real\\s+parts?|parties\\s+r[ée]elle\\s+et\\s+imaginaire|partie\\s+r[ée]elle\\s+et\\s+(?:la\\s+)?partie\\s+imaginaire')],
  ['re', W('real\\s+part|partie\\s+r[ée]elle|re')],
  ['im', W('imaginary\\s+part|partie\\s+imaginaire|im')],
];

/** "as a + bi" with no word "form": the algebraic form named by its pattern. */
const AS_PATTERN = /(?<![\p{L}])(?:as|into|en|sous)\s+(?:a\s*\+\s*(?:b\s*\*?\s*i|i\s*\*?\s*b)|x\s*\+\s*(?:i\s*y|y\s*i))\s*[.?!]?\s*$/iu;

/** "in a+bi form", "into x + iy form", "in the form z = a + bi": the pattern names the form, its letters are no numbers. */
const PATTERN = String.raw`(?:[zZ]\s*=\s*)?(?:a\s*\+\s*(?:b\s*\*?\s*[ij]|[ij]\s*\*?\s*b)|x\s*\+\s*(?:[ij]\s*y|y\s*[ij]))`;
const PATTERN_FORM = new RegExp(String.raw`(?<![\p{L}])(?:in|into|to|as|en|sous)?\s*(?:the\s+|la\s+)?${PATTERN}\s+(?:form|forme)(?![\p{L}])|(?<![\p{L}])(?:(?:in|into|to|as|en|sous)\s+)?(?:the\s+|la\s+)?(?:form|forme)(?:\s+(?:standard|algebraic|alg[ée]brique|rectangular|cart[ée]sienne|cartesian))?\s+${PATTERN}`, 'giu');

/** The trigonometric form named by its pattern, "r(cos θ + i sin θ)", and the exponential one, "r e^{iθ}": the word put in its place. */
const TRIG_FORM_PATTERN = /(?<![\p{L}])r\s*\(\s*cos\s*\(?\s*(?:θ|theta|\\theta)\s*\)?\s*\+\s*i\s*\*?\s*sin\s*\(?\s*(?:θ|theta|\\theta)\s*\)?\s*\)/giu;
const EXP_FORM_PATTERN = /(?<![\p{L}])r\s*[·*]?\s*e\s*\^\s*[({]?\s*i\s*\*?\s*(?:θ|theta|\\theta)\s*[)}]?/giu;
export const namingForm = (s: string): string => s.replace(TRIG_FORM_PATTERN, ' trigonometric ').replace(EXP_FORM_PATTERN, ' exponential ');

/** What i is, said after the question: "where 'i' is the imaginary unit (i² = −1)", « où i est l'unité imaginaire » — it asks nothing. */
const UNIT_DEFINED = /\s*,?\s*(?:where|with|o[ùu]|avec)\s+['‘’"]?i['‘’"]?\s+(?:is|denotes|d[ée]signe|est)\s+(?:the\s+|l['’]\s*)?(?:imaginary\s+unit|unit[ée]\s+imaginaire)(?:\s*\(?\s*i\s*(?:\^\s*2|²)\s*=\s*-\s*1\s*\)?)?\s*(?=[.?!]?\s*$)/iu;

/** An exercise sheet's item label before the question: "d) z = …", "3. Calculer …". */
const ITEM_LABEL = /^\s*(?:[a-hA-H]|\d{1,2})\s*[).]\s+(?=\D)/u;

/** The algebraic form asked by name: with other asks, it is one of them. */
const ALGEBRAIC_ASKED = /(?<![\p{L}])(?:alg[ée]brique|algebraic|cart[ée]sienne|cartesian|rectangular|standard\s+form|binomial)(?![\p{L}])|a\s*\+\s*(?:b\s*\*?\s*[ij]|[ij]\s*\*?\s*b)/iu;

const FORM_PHRASE =
  /(?<![\p{L}])(?:in|into|under|as|to|sous|en|à|a)?\s*(?:the\s+|la\s+|sa\s+|its\s+)?(?:forme|form)(?![\p{L}])\s*(?:algébrique|algebrique|algebraic|cartésienne|cartesienne|cartesian|standard|rectangular|binomial|a\s*\+\s*(?:b\s*\*?\s*i|i\s*\*?\s*b)|x\s*\+\s*(?:i\s*y|y\s*i))?(?:\s*a\s*\+\s*(?:b\s*\*?\s*i|i\s*\*?\s*b))?/giu;

const FILLER = W(
  'write|express|put|give|compute|calculate|simplify|evaluate|find|determine|what|is|the|of|number|numbers|complex|result|value|how|do|you|following|given|each|your|answer|use|using|convert|to|into|theorem|moivre[\'’]?s?|écris|ecris|écrivez|ecrivez|calculons|déterminons|determinons|écrivons|ecrivons|donnons|exprimer|suivant|suivante|suivants|nombres|complexes|écrire|ecrire|mettre|donner|calculer|simplifier|évaluer|evaluer|déterminer|determiner|trouver|quel|quelle|est|le|la|les|de|du|des|nombre|complexe|résultat|its|son|sa|ce|cet|this|un|une|an|expression|exprimez|donnez|calculez|déterminez|determinez|and|et|then|puis|in|dans|c|ℂ|form|forme|algebraic|algébrique|algebrique|cartesian|cartésienne|cartesienne|rectangular|standard|principal|principale|main',
);

interface Recognized {
  task: Task;
  node: CNode;
  /** The number as written, which names its value when several numbers are asked. */
  s: string;
}

/** One question asked of one number: the task and the number's text. */
export interface Ask {
  task: Task;
  s: string;
}

/** The task asked and the text of the number it applies to (command words removed); null when several are asked. */
export function readComplexTask(raw: string): Ask | null {
  const asks = readComplexAsks(raw);
  return asks?.length === 1 ? asks[0] : null;
}

/**
 * The questions asked, each with its number: one for "|3 + 4i|"; several for "Re and Im of (2 + i)³",
 * « forme algébrique de z puis sa partie réelle et sa partie imaginaire », « calculer z̄ et |z| ».
 */
export function readComplexAsks(raw: string): Ask[] | null {
  const algebraicAsked = ALGEBRAIC_ASKED.test(raw);
  let s = withTrigArguments(complexNotation(namingForm(raw.replace(ITEM_LABEL, '').replace(UNIT_DEFINED, ' '))).replace(ASKS_DEGREES, ' ').replace(AS_PATTERN, ' ').replace(PATTERN_FORM, ' ').replace(FORM_PHRASE, ' '));
  // "z = 3 + 4i, find |z|", "let z1 = …, z2 = …; find |z1 − z2|", « A d'affixe …, distance AB »: named numbers replace their names
  const named = withNamedNumbers(s);
  s = named ?? s;
  // divide A by B / diviser A par B; multiply A by B
  const div = /\b(?:divide|diviser|divisez)\s+(.+?)\s+(?:by|par)\s+(.+?)\s*[.?!]?$/i.exec(s);
  if (div) s = `(${div[1]})/(${div[2]})`;
  const mul = /\b(?:multiply|multiplier|multipliez)\s+(.+?)\s+(?:by|and|par|et)\s+(.+?)\s*[.?!]?$/i.exec(s);
  if (mul) s = `(${mul[1]})*(${mul[2]})`;
  // Log z, "principal logarithm of z", « valeur principale de Log z »: the whole text is the logarithm of one number
  const log = principalLog(s);
  if (log !== null) return [{ task: 'log', s: log }];
  // « calculer z̄ et |z| », "(1 + i)² and (1 − i)²": each ask read alone, with its own number
  const listed = askedEach(s);
  // « écrire z sous forme algébrique puis donner sa partie réelle et sa partie imaginaire »: the form is asked first
  if (listed) return algebraicAsked && !listed.some((a) => a.task === 'algebraic') && listed.every((a) => a.s === listed[0].s) ? [{ task: 'algebraic', s: listed[0].s }, ...listed] : listed;
  const found: { task: Task; at: number }[] = [];
  for (const [t, re] of TASKS) {
    s = s.replace(re, (m: string, at: number) => {
      found.push({ task: t, at });
      return ' '.repeat(m.length);
    });
  }
  const tasks = merged(found.sort((a, b) => a.at - b.at).map((f) => f.task));
  if (found.length > 1 && algebraicAsked && !tasks.includes('algebraic')) tasks.unshift('algebraic');
  if (tasks.length === 0) tasks.push('algebraic');
  let number = numberText(s, tasks[0]);
  // « le module de z et un argument de z »: the named number put in place twice is one number, not a product
  const twice = named ? /^(\(.+\))(?:\s+\1)+$/.exec(number) : null;
  if (twice) number = twice[1];
  if (tasks.length === 1 && tasks[0] === 'algebraic') {
    const bars = /^\s*\|(.+)\|\s*$/.exec(number);
    if (bars) return [{ task: 'modulus', s: bars[1] }];
  }
  // "1 divided by 2 + 3i", « 1 divisé par 2 + 3i »: the quotient of the two
  const divided = /^(.+?)\s+(?:divided\s+by|divis[ée]\s+par)\s+(.+)$/iu.exec(number);
  if (divided) number = `(${divided[1]})/(${divided[2]})`;
  if (!number) return null;
  return tasks.map((task) => ({ task, s: number }));
}

/**
 * "cos 5pi/3 + i sin 5pi/3", "5(cos225° + j sin225°)": the same angle after cos and sin, written
 * without brackets, is the whole angle of both (not cos(5π)/3).
 */
const TRIG_PAIR = /(?<![\p{L}])cos\s+([^\s()+-][^()+]*?)\s*\+\s*([ij])\s*\*?\s*sin\s+([^\s()+-][^()+]*?)(?=\s*(?:\)|$|[,.;?!]\s|[,;?!]\s*$|\.\s*$))/gu;
const withTrigArguments = (s: string): string => s.replace(TRIG_PAIR, (m, a: string, unit: string, b: string) => (a.replace(/\s+/g, '') === b.replace(/\s+/g, '') ? `cos(${a}) + ${unit} sin(${b})` : m));

/** The number's text once the command words are gone; the bars of a modulus asked by name are dropped. */
function numberText(s: string, task: Task): string {
  const t = s
    .replace(FILLER, ' ')
    .replace(/(?<![\p{L}])[zZ]\s*_?\s*\{?\d?\}?\s*=\s*/gu, ' ')
    .replace(/[?!:;,]|\.(?!\d)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    // "conj(2 + 5i)(1 − i) = ?": the sign that asks for the value
    .replace(/\s*=$/, '');
  return task === 'modulus' ? t.replace(/^\|(.+)\|$/, '$1') : t;
}

/** The real and the imaginary part asked one after the other are both parts, the modulus and the argument both polar coordinates; each task once. */
function merged(tasks: Task[]): Task[] {
  const out: Task[] = [];
  for (const t of tasks) {
    if (out.includes(t)) continue;
    const other = ({ re: 'im', im: 're', modulus: 'argument', argument: 'modulus' } as Partial<Record<Task, Task>>)[t];
    const k = other ? out.indexOf(other) : -1;
    if (k >= 0) out[k] = t === 're' || t === 'im' ? 'parts' : 'modulus_argument';
    else out.push(t);
  }
  return out;
}

/** « z̄ et |z| », "|z| and arg z" once z is replaced: the asks joined by "and"/« et »/commas, each read alone with its number. */
function askedEach(s: string): Ask[] | null {
  const parts = splitTopLevel(s);
  if (parts.length < 2) return null;
  const asks: Ask[] = [];
  for (const part of parts) {
    // « le module de z et un argument »: an ask with no number of its own is about the number before it
    const bare = asks.length > 0 ? bareAsks(part) : null;
    // "the modulus of 1 + i and of 3 − 4i", « le module de 1 + i et de 3 − 4i »: a number with no ask of its own after "and of" takes the ask before it
    const elided = asks.length > 0 && !bare && ELIDED_ASK.test(part) && !TASKS.some(([, re]) => part.search(re) >= 0);
    const read = bare ? bare.map((task) => ({ task, s: asks[asks.length - 1].s })) : readComplexAsks(part);
    const one = elided && read ? read.map((a) => ({ ...a, task: asks[asks.length - 1].task })) : read;
    if (!one || one.length !== 1) return null;
    try {
      parseComplex(one[0].s);
    } catch (e) {
      if (e instanceof NotComplexExpr) return null;
      throw e;
    }
    asks.push(one[0]);
  }
  return asks;
}

/** A part that opens on "of" / « de » alone: the same ask as the part before, of another number. */
const ELIDED_ASK = /^\s*(?:of|de|d['’]|du)(?![\p{L}])/iu;

/** The quantities named by a part that holds no number ("un argument", « forme exponentielle »), or null. */
function bareAsks(part: string): Task[] | null {
  const found: Task[] = [];
  let rest = part;
  for (const [t, re] of TASKS) {
    rest = rest.replace(re, () => {
      found.push(t);
      return ' ';
    });
  }
  const left = rest.replace(FILLER, ' ').replace(/(?<![\p{L}])(?:un|une|an|a)(?![\p{L}])/giu, ' ').replace(/[?!:;,.]/g, ' ').trim();
  return found.length > 0 && left === '' ? merged(found) : null;
}

/** The text cut at "and", « et », commas and semicolons outside brackets and bars. */
function splitTopLevel(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let bars = 0;
  let start = 0;
  const joiner = /^(?:\s*[,;]\s*|\s+(?:and|et)\s+)/i;
  for (let k = 0; k < s.length; k++) {
    const c = s[k];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|') bars = 1 - bars;
    if (depth !== 0 || bars !== 0) continue;
    const m = joiner.exec(s.slice(k));
    if (m && k > start) {
      out.push(s.slice(start, k));
      start = k + m[0].length;
      k = start - 1;
    }
  }
  out.push(s.slice(start));
  return out.map((p) => p.trim()).filter((p) => p);
}

const LOG_WORDS = W('principal\\s+(?:value\\s+of\\s+(?:the\\s+)?)?(?:log(?:arithm)?|ln)(?:\\s+of)?|valeur\\s+principale\\s+d[eu]\\s+(?:logarithme\\s+(?:complexe\\s+)?(?:de\\s+)?)?|logarithme\\s+(?:complexe\\s+)?principal\\s+de|(?:the\\s+)?principal\\s+branch\\s+of\\s+log(?:arithm)?(?:\\s+of)?');

/** The number whose principal logarithm is asked, or null: Log(z) or ln(z) alone, or after words naming the principal value. */
function principalLog(raw: string): string | null {
  const named = LOG_WORDS.test(raw);
  const s = raw.replace(LOG_WORDS, ' ').replace(FILLER, ' ').replace(/[?!:;,]|\.(?!\d)/g, ' ').trim();
  const call = /^(?:Log|log|ln|Ln)\s*\((.+)\)$/u.exec(s);
  if (call && balanced(call[1])) return call[1];
  // Log z written without brackets only after the words, or with a capital L
  const bare = /^(?:Log|Ln)?\s*(.+)$/u.exec(s);
  return named && bare ? bare[1] : /^Log\s+\S/u.test(s) ? s.replace(/^Log\s+/u, '') : null;
}

function balanced(s: string): boolean {
  let depth = 0;
  for (const c of s) {
    depth += c === '(' ? 1 : c === ')' ? -1 : 0;
    if (depth < 0) return false;
  }
  return depth === 0;
}

export function recognizeComplex(raw: string): Recognized | null {
  const asks = recognizeComplexAsks(raw);
  return asks?.length === 1 ? asks[0] : null;
}

/** Every question asked, each with its number read; null when one of them is not read. */
export function recognizeComplexAsks(raw: string): Recognized[] | null {
  const asks = readComplexAsks(raw);
  if (!asks) return null;
  const out: Recognized[] = [];
  for (const ask of asks) {
    const rec = recognizedAsk(ask);
    if (!rec) return null;
    out.push(rec);
  }
  return out;
}

function recognizedAsk({ task, s }: Ask): Recognized | null {
  let node: CNode;
  try {
    node = parseComplex(s);
  } catch (e) {
    if (e instanceof NotComplexExpr) return null;
    throw e;
  }
  // a negative real has square roots too; otherwise an i must be present
  // and only complex numbers have an argument (arg(−1) = π).
  if (!hasImaginary(node) && !((task === 'sqrt' || task === 'polar' || task === 'modulus_argument' || task === 'log') && isNegativeReal(node)) && task !== 'argument') return null;
  return { task, node, s };
}

function isNegativeReal(n: CNode): boolean {
  try {
    const z = evaluateComplex(n, []);
    return z.isReal() && z.re.isNegative();
  } catch {
    return false;
  }
}

/** The tree written for mathjs (explicit products, `i`), to recompute the value independently. */
function toMathjs(n: CNode): string {
  switch (n.k) {
    case 'num':
      return `(${n.v.re.toString()} + (${n.v.im.toString()})*i)`;
    case 'neg':
      return `(-${toMathjs(n.a)})`;
    case 'conj':
      return `conj(${toMathjs(n.a)})`;
    case 'pow':
      return `(${toMathjs(n.a)})^(${n.e})`;
    default:
      return `(${toMathjs(n.l)} ${{ add: '+', sub: '-', mul: '*', div: '/' }[n.k]} ${toMathjs(n.r)})`;
  }
}

/** How the angles and the polar form are to be written. */
interface Writing {
  degrees: boolean;
  trigonometric: boolean;
}

/** The quantities asked of complex numbers, read as a task: each number in plain ASCII, the writing asked. */
export function readComplexNumberTask(raw: string): TaskOf<'complex_number'> | null {
  const asks = recognizeComplexAsks(raw);
  if (!asks) return null;
  // z̄ asked among other quantities is the conjugate of z, not the algebraic form of conj(z)
  const asked = asks.map((a) => (a.task === 'algebraic' && a.node.k === 'conj' ? { quantity: 'conjugate' as const, number: complexAscii(a.node.a) } : { quantity: a.task, number: complexAscii(a.node) }));
  return { kind: 'complex_number', asks: asked, degrees: ASKS_DEGREES.test(raw), trigonometric: asksTrigonometric(namingForm(raw)) };
}

/** Whether one number is real or purely imaginary, asked as a task; null when the text is no complex number with an i. */
export function readComplexKindTask(quantity: 'is_real' | 'is_imaginary', raw: string): TaskOf<'complex_number'> | null {
  const rec = recognizedAsk({ task: quantity, s: raw });
  return rec ? { kind: 'complex_number', asks: [{ quantity, number: complexAscii(rec.node) }], degrees: false, trigonometric: false } : null;
}

/** The task's asks, each number read back into its tree. */
function asksOfTask(t: TaskOf<'complex_number'>): Recognized[] | null {
  const out: Recognized[] = [];
  for (const a of t.asks) {
    const rec = recognizedAsk({ task: a.quantity, s: a.number });
    if (!rec) return null;
    out.push(rec);
  }
  return out;
}

export const complexStrategy: Strategy = {
  name: 'complex',
  solve(problem: ProblemInput, ctx: SolveContext): Outcome | null {
    const t = problem.task;
    const asks = t?.kind === 'complex_number' ? asksOfTask(t) : recognizeComplexAsks(problem.text);
    if (!asks) return null;
    const writing: Writing = t?.kind === 'complex_number' ? { degrees: t.degrees, trigonometric: t.trigonometric } : { degrees: ASKS_DEGREES.test(problem.text), trigonometric: asksTrigonometric(namingForm(problem.text)) };
    if (asks.length === 1) return answerAsk(asks[0], [], writing, ctx);
    return answerAll(asks, writing, ctx);
  },
};

/** Several questions: each answered in turn, the number's computation shown once when they share it. */
function answerAll(asks: Recognized[], writing: Writing, ctx: SolveContext): Outcome | null {
  const steps: StepDraft[] = [];
  const values: string[] = [];
  const latex: string[] = [];
  let verified = true;
  let shown: string | null = null;
  const oneNumber = asks.every((a) => toMathjs(a.node) === toMathjs(asks[0].node));
  for (const ask of asks.flatMap((a): Recognized[] => (a.task === 'modulus_argument' ? [{ ...a, task: 'modulus' }, { ...a, task: 'argument' }] : [a]))) {
    // conj(z) asked as a formula is the conjugate asked; a value among several numbers is named by its formula
    const label = ask.task === 'algebraic' && ask.node.k === 'conj' ? LABELS.conjugate : ask.task === 'algebraic' && !oneNumber ? { ascii: ask.s, latex: ask.s } : LABELS[ask.task];
    if (!label) return null;
    // the same number asked again: its computation is not repeated
    const again = shown === toMathjs(ask.node);
    const own: StepDraft[] = [];
    const outcome = answerAsk(ask, own, writing, ctx, again ? [] : own);
    if (!outcome?.answer) return null;
    // a step already shown (the same number computed for another ask) is not repeated
    steps.push(...own.filter((st) => !steps.some((t) => t.title.en === st.title.en && t.formula === st.formula)));
    shown = toMathjs(ask.node);
    values.push(label.ascii ? `${label.ascii} = ${outcome.answer.value}` : outcome.answer.value);
    latex.push(label.latex ? `${label.latex} = ${outcome.answer.latex}` : outcome.answer.latex);
    verified &&= outcome.verified;
  }
  const value = values.join(', ');
  return done('complex.several', steps, { kind: 'expr', value, latex: latex.join(',\\ '), words: asciiToWords(value) }, verified, CHECKED);
}

/** How each answer is named when several are given; the parts name themselves. */
const LABELS: Partial<Record<Task, { ascii: string; latex: string }>> = {
  algebraic: { ascii: 'z', latex: 'z' },
  conjugate: { ascii: 'conj(z)', latex: '\\overline{z}' },
  re: { ascii: 'Re(z)', latex: '\\operatorname{Re} z' },
  im: { ascii: 'Im(z)', latex: '\\operatorname{Im} z' },
  parts: { ascii: '', latex: '' },
  modulus: { ascii: '|z|', latex: '|z|' },
  argument: { ascii: 'arg(z)', latex: '\\arg z' },
  polar: { ascii: 'z', latex: 'z' },
};

/** One question answered; the number's own computation goes to `computing` (the answer's steps unless told otherwise). */
function answerAsk(rec: Recognized, steps: StepDraft[], writing: Writing, ctx: SolveContext, computing: StepDraft[] = steps): Outcome | null {
  let z: C;
  try {
    z = evaluateComplex(rec.node, computing, () => ctx.checkTime());
  } catch (e) {
    if (e instanceof NotComplexExpr || e instanceof RangeError) return null;
    throw e;
  }
  const source = toMathjs(rec.node);
  switch (rec.task) {
    case 'algebraic':
      return algebraic(z, steps, source);
    case 'conjugate':
      return simple('complex.conjugate', z.conj(), steps, source, 'conj', text('Change the sign of the imaginary part', 'Changer le signe de la partie imaginaire'), text('The conjugate of a + bi is a − bi.', 'Le conjugué de a + bi est a − bi.'), '\\overline{z}');
    case 're':
      return simple('complex.re', C.real(z.re), steps, source, 're', text('Read the real part', 'Lire la partie réelle'), text('In a + bi, the real part is a.', 'Dans a + bi, la partie réelle est a.'), '\\operatorname{Re} z');
    case 'im':
      return simple('complex.im', C.real(z.im), steps, source, 'im', text('Read the imaginary part', 'Lire la partie imaginaire'), text('In a + bi, the imaginary part is b (a real number).', 'Dans a + bi, la partie imaginaire est b (un réel).'), '\\operatorname{Im} z');
    case 'parts':
      return partsOutcome(z, steps, source);
    case 'modulus':
      return modulusOutcome(z, steps, source);
    case 'argument':
      return writing.degrees ? withDegrees(argumentOutcome(z, steps, source), z, 'argument') : argumentOutcome(z, steps, source);
    case 'polar':
      return writing.degrees ? withDegrees(polarOutcome(z, steps, source), z, 'polar') : polarOutcome(z, steps, source, writing.trigonometric);
    case 'modulus_argument':
      if (z.isZero()) return null;
      return writing.degrees ? withDegrees(polarOutcome(z, steps, source), z, 'modulus_argument') : withModulusAndArgument(polarOutcome(z, steps, source), modulus(z).ascii, argument(z).angle.ascii);
    case 'sqrt':
      return sqrtOutcome(z, steps);
    case 'log':
      return logOutcome(z, steps, source);
    case 'is_real':
    case 'is_imaginary':
      return kindOutcome(z, steps, source, rec.task);
  }
}

/** Whether the number is real or purely imaginary, read from its form a + bi. */
function kindOutcome(z: C, steps: StepDraft[], source: string, asked: 'is_real' | 'is_imaginary'): Outcome {
  const part = (q: Q) => ({ ascii: q.toString(), latex: q.toLatex(), zero: q.isZero() });
  const k = kindAnswer(asked, part(z.re), part(z.im), z.toLatex(), source);
  steps.push(...k.steps);
  return { ...done(`complex.${asked}`, steps, k.answer, k.verified, CHECKED), finalAnswer: k.words };
}

function answerOf(value: string, latex: string): AnswerDraft {
  return { kind: 'expr', value, latex, words: asciiToWords(value) };
}

function done(method: string, steps: StepDraft[], answer: AnswerDraft, verified: boolean, verification: Text): Outcome {
  return {
    method,
    category: 'complex',
    steps,
    answer,
    finalAnswer: text(answer.value, answer.value),
    verified,
    verification: verified ? verification : undefined,
  };
}

const CHECKED = text('Checked: recomputed independently with mathjs complex arithmetic.', 'Vérifié : recalculé indépendamment avec l’arithmétique complexe de mathjs.');

function algebraic(z: C, steps: StepDraft[], source: string): Outcome {
  steps.push({
    title: text('Write in the form a + bi', 'Écrire sous la forme a + bi'),
    explanation: text(
      `Real part ${z.re.toString()}, imaginary part ${z.im.toString()}.`,
      `Partie réelle ${z.re.toString()}, partie imaginaire ${z.im.toString()}.`,
    ),
    formula: `z = ${z.toLatex()}`,
  });
  return done('complex.algebraic', steps, answerOf(z.toAscii(), z.toLatex()), verifyComplexValue(source, z.toAscii()), CHECKED);
}

function simple(method: string, w: C, steps: StepDraft[], source: string, fn: string, title: Text, why: Text, lhs: string): Outcome {
  steps.push({ title, explanation: why, formula: `${lhs} = ${w.toLatex()}` });
  return done(method, steps, answerOf(w.toAscii(), w.toLatex()), verifyComplexValue(`${fn}(${source})`, w.toAscii()), CHECKED);
}

/** Both parts asked: read from a + bi, each recomputed. */
function partsOutcome(z: C, steps: StepDraft[], source: string): Outcome {
  const value = `Re(z) = ${z.re.toString()}, Im(z) = ${z.im.toString()}`;
  const latex = `\\operatorname{Re} z = ${z.re.toLatex()},\\ \\operatorname{Im} z = ${z.im.toLatex()}`;
  steps.push({
    title: text('Read both parts', 'Lire les deux parties'),
    explanation: text('In a + bi with a and b real, a is the real part and b the imaginary part.', 'Dans a + bi avec a et b réels, a est la partie réelle et b la partie imaginaire.'),
    formula: `z = ${z.toLatex()} \\Rightarrow ${latex}`,
  });
  const verified = verifyComplexValue(`re(${source})`, C.real(z.re).toAscii()) && verifyComplexValue(`im(${source})`, C.real(z.im).toAscii());
  return done('complex.parts', steps, answerOf(value, latex), verified, CHECKED);
}

function modulusOutcome(z: C, steps: StepDraft[], source: string): Outcome {
  const m = modulus(z);
  steps.push({
    title: text('Apply |a + bi| = √(a² + b²)', 'Appliquer |a + bi| = √(a² + b²)'),
    explanation: text('The modulus is the distance from 0 to the point (a, b).', 'Le module est la distance de 0 au point (a, b).'),
    formula: `|z| = \\sqrt{${paren(z.re)}^{2} + ${paren(z.im)}^{2}} = \\sqrt{${z.norm2().toLatex()}} = ${m.latex}`,
  });
  return done('complex.modulus', steps, answerOf(m.ascii, m.latex), verifyComplexValue(`abs(${source})`, m.ascii), CHECKED);
}

function paren(q: Q): string {
  return q.isNegative() ? `\\left(${q.toLatex()}\\right)` : q.toLatex();
}

function argumentSteps(z: C, steps: StepDraft[]): Exact {
  const { angle, reference } = argument(z);
  const m = modulus(z);
  const quadrant = text(
    `The point (${z.re.toString()}, ${z.im.toString()}) fixes the quadrant, so the angle is taken in (−π, π].`,
    `Le point (${z.re.toString()}, ${z.im.toString()}) fixe le quadrant, l'angle est pris dans ]−π, π].`,
  );
  steps.push({
    title: text('Find θ from cos θ and sin θ', 'Trouver θ avec cos θ et sin θ'),
    explanation: reference
      ? text(`tan θ = b/a; the reference angle is arctan|b/a|. ${quadrant.en}`, `tan θ = b/a ; l'angle de référence est arctan|b/a|. ${quadrant.fr}`)
      : text(`cos θ = a/|z| and sin θ = b/|z| are values of the unit circle. ${quadrant.en}`, `cos θ = a/|z| et sin θ = b/|z| sont des valeurs du cercle trigonométrique. ${quadrant.fr}`),
    formula: `\\cos\\theta = \\frac{${z.re.toLatex()}}{${m.latex}},\\quad \\sin\\theta = \\frac{${z.im.toLatex()}}{${m.latex}} \\;\\Rightarrow\\; \\theta = ${angle.latex}`,
  });
  return angle;
}

function argumentOutcome(z: C, steps: StepDraft[], source: string): Outcome | null {
  if (z.isZero()) return null;
  // the modulus first: cos θ and sin θ are a/|z| and b/|z|
  const m = modulus(z);
  steps.push({
    title: text('Compute the modulus', 'Calculer le module'),
    explanation: text('|a + bi| = √(a² + b²).', '|a + bi| = √(a² + b²).'),
    formula: `|z| = \\sqrt{${paren(z.re)}^{2} + ${paren(z.im)}^{2}} = ${m.latex}`,
  });
  const angle = argumentSteps(z, steps);
  return done('complex.argument', steps, answerOf(angle.ascii, angle.latex), verifyComplexValue(`arg(${source})`, angle.ascii), CHECKED);
}

/** |z| = √(a² + b²) as a step; the modulus comes first in the polar form and the logarithm. */
function modulusStep(z: C, steps: StepDraft[]): ReturnType<typeof modulus> {
  const m = modulus(z);
  steps.push({
    title: text('Compute the modulus', 'Calculer le module'),
    explanation: text('|a + bi| = √(a² + b²).', '|a + bi| = √(a² + b²).'),
    formula: `|z| = \\sqrt{${z.norm2().toLatex()}} = ${m.latex}`,
  });
  return m;
}

function polarOutcome(z: C, steps: StepDraft[], source: string, trigonometric = false): Outcome | null {
  if (z.isZero()) return null;
  const m = modulusStep(z, steps);
  const angle = argumentSteps(z, steps);
  const form = polarForm(m, angle, trigonometric);
  steps.push(form.step);
  return done('complex.polar', steps, answerOf(form.value, form.latex), verifyComplexValue(source, form.value), CHECKED);
}

/** Log z = ln|z| + i·Arg z, Arg z in (−π, π]. */
function logOutcome(z: C, steps: StepDraft[], source: string): Outcome | null {
  if (z.isZero()) return null;
  const m = modulusStep(z, steps);
  const angle = argumentSteps(z, steps);
  const ln = lnOf(m);
  // π − arctan(4/3) is one angle: in brackets, with its own signs
  const compound = / [+-] /.test(angle.ascii);
  const imag = angle.ascii === '0' ? null : compound ? { sign: '+', body: `(${angle.ascii})` } : angle.ascii.startsWith('-') ? { sign: '-', body: angle.ascii.slice(1) } : { sign: '+', body: angle.ascii };
  const iPart = (body: string): string => (body === 'pi' ? 'pi*i' : `${body}*i`);
  const value = !imag ? ln.ascii : ln.ascii === '0' ? `${imag.sign === '-' ? '-' : ''}${iPart(imag.body)}` : `${ln.ascii} ${imag.sign} ${iPart(imag.body)}`;
  const latex = !imag ? ln.latex : `${ln.ascii === '0' ? '' : `${ln.latex} + `}i\\left(${angle.latex}\\right)`.replace(/^i\\left\(([^-][^]*)\\right\)$/, 'i$1');
  steps.push({
    title: text('Apply Log z = ln|z| + i Arg z', 'Appliquer Log z = ln|z| + i Arg z'),
    explanation: text('The principal logarithm takes the argument in (−π, π].', "Le logarithme principal prend l'argument dans ]−π, π]."),
    formula: `\\operatorname{Log} z = \\ln ${m.latex.includes(' ') || m.latex.startsWith('\\') ? `\\left(${m.latex}\\right)` : m.latex} + i\\left(${angle.latex}\\right) = ${latex}`,
  });
  // z recomputed, then its logarithm from the exact z: (−1 + 0i) computed with a signed zero would fall on the other side of the cut
  const verified = verifyComplexValue(source, z.toAscii()) && verifyComplexValue(`log(${z.toAscii()})`, value);
  return done('complex.log', steps, answerOf(value, latex), verified, CHECKED);
}

/** ln of an exact modulus: ln 1 = 0, ln √2 = ln(2)/2, ln 5. */
function lnOf(m: Exact): { ascii: string; latex: string } {
  if (m.ascii === '1') return { ascii: '0', latex: '0' };
  const root = /^sqrt\((\d+)\)$/.exec(m.ascii);
  if (root) return { ascii: `ln(${root[1]})/2`, latex: `\\frac{\\ln ${root[1]}}{2}` };
  return /^\d+$/.test(m.ascii) ? { ascii: `ln(${m.ascii})`, latex: `\\ln ${m.ascii}` } : { ascii: `ln(${m.ascii})`, latex: `\\ln\\left(${m.latex}\\right)` };
}

/** ±(x + iy) with x² − y² = a, 2xy = b, x² + y² = |z|. */
export function sqrtOutcome(z: C, steps: StepDraft[]): Outcome | null {
  const m = sqrtRational(z.norm2());
  if (m.r !== 1n) return null;
  const mod = m.q;
  const x2 = mod.add(z.re).div(Q.of(2));
  const y2 = mod.sub(z.re).div(Q.of(2));
  const xs = sqrtRational(x2);
  const ys = sqrtRational(y2);
  const sgn = z.im.isNegative() ? -1 : 1;
  const xS = { p: Q.ZERO, q: xs.q, r: xs.r };
  const yS = { p: Q.ZERO, q: sgn < 0 ? ys.q.neg() : ys.q, r: ys.r };
  const part = (s: typeof xS, neg: boolean) => ({ p: Q.ZERO, q: neg ? s.q.neg() : s.q, r: s.r });
  const fmt = (neg: boolean): { ascii: string; latex: string } => {
    const x = part(xS, neg);
    const y = part(yS, neg);
    const xa = x.q.isZero() ? '' : surdToAscii(x);
    const xl = x.q.isZero() ? '' : surdToLatex(x);
    if (y.q.isZero()) return { ascii: xa || '0', latex: xl || '0' };
    const ya = surdToAscii({ ...y, q: y.q.abs() });
    const yl = surdToLatex({ ...y, q: y.q.abs() });
    const yAscii = ya === '1' ? 'i' : `${/[+\-/ ]/.test(ya) ? `(${ya})` : ya}*i`;
    const yLatex = yl === '1' ? 'i' : `${yl}\\,i`;
    const sign = y.q.isNegative() ? '-' : '+';
    return {
      ascii: xa ? `${xa} ${sign} ${yAscii}` : `${sign === '-' ? '-' : ''}${yAscii}`,
      latex: xl ? `${xl} ${sign} ${yLatex}` : `${sign === '-' ? '-' : ''}${yLatex}`,
    };
  };
  const r1 = fmt(false);
  const r2 = fmt(true);
  steps.push({
    title: text('Set (x + iy)² = z', 'Poser (x + iy)² = z'),
    explanation: text(
      'Compare real parts, imaginary parts and moduli: x² − y² = a, 2xy = b, x² + y² = |z|.',
      'On identifie parties réelles, parties imaginaires et modules : x² − y² = a, 2xy = b, x² + y² = |z|.',
    ),
    formula: `x^{2} - y^{2} = ${z.re.toLatex()},\\quad 2xy = ${z.im.toLatex()},\\quad x^{2} + y^{2} = ${mod.toLatex()}`,
  });
  steps.push({
    title: text('Solve for x² and y²', 'Trouver x² et y²'),
    explanation: text(
      `Adding and subtracting the first and last equations; xy has the sign of b${z.im.isZero() ? '' : ` (${sgn > 0 ? 'positive' : 'negative'})`}.`,
      `On additionne et on soustrait la première et la dernière équation ; xy a le signe de b${z.im.isZero() ? '' : ` (${sgn > 0 ? 'positif' : 'négatif'})`}.`,
    ),
    formula: `x^{2} = ${x2.toLatex()},\\quad y^{2} = ${y2.toLatex()}`,
  });
  steps.push({
    title: text('The two square roots', 'Les deux racines carrées'),
    explanation: text('They are opposite numbers.', 'Ce sont deux nombres opposés.'),
    formula: `${r1.latex} \\quad\\text{and}\\quad ${r2.latex}`.replace('\\text{and}', '\\;\\pm\\;'),
  });
  const value = `[${r1.ascii}, ${r2.ascii}]`;
  return {
    method: 'complex.sqrt',
    category: 'complex',
    steps,
    answer: { kind: 'solutions', value, latex: `\\pm\\left(${r1.latex}\\right)`, words: asciiToWords(`${r1.ascii}, ${r2.ascii}`) },
    finalAnswer: text(`${r1.ascii} or ${r2.ascii}`, `${r1.ascii} ou ${r2.ascii}`),
    verified: verifyComplexRoots([r1.ascii, r2.ascii], z.re.toNumber(), z.im.toNumber()),
    verification: text('Checked: each root squared gives z (mathjs).', 'Vérifié : chaque racine au carré redonne z (mathjs).'),
  };
}
