import { joinedReadings, listedParts, withoutVerify, type AskedPart } from './parse/askedParts';
import { pointParts } from './parse/pointList';
import { subjectParts } from './parse/subjectParts';
import { readAssumption, type Assumption } from './parse/assumption';
import { pick, text, type Text } from './i18n';
import type { Locale, Solution } from './types';
import type { Relation } from './task/task';
import { valuesMeeting } from './verify/assumptions';
import { close, evaluateReal } from './verify/numeric';

type SolveOne = (question: string) => Solution;
type Fail = (message: Text) => Solution;

const answered = (s: Solution): boolean => !s.error && s.answer !== null;

/** The interpretation with a note on how the question was read ("assuming a > 0"). */
export function withNoteSaid(solution: Solution, said: string): Solution {
  if (!solution.interpretation) return solution;
  const { text: stated, latex } = solution.interpretation;
  return { ...solution, interpretation: { text: `${stated} (${said})`, latex: `${latex}\\text{ (${said})}` } };
}

/** The answer with the assumption said, also when no interpretation was stated. */
const assuming = (solution: Solution, said: string): Solution => (solution.interpretation
  ? (/\bassuming\b|en supposant/.test(solution.interpretation.text) ? solution : withNoteSaid(solution, said))
  : { ...solution, interpretation: { text: said, latex: String.raw`\text{${said}}` } });

/** A question that is a solving one: its assumption on the unknown is the domain it is solved on. */
const SOLVES = /^(?:solve|r[ée]soudre|r[ée]solvez|find\s+(?:all\s+)?(?:the\s+)?(?:real\s+)?(?:solutions|roots|values?\s+of\s+[a-z]))\b/i;
/** An answer that still depends on a sign the assumption would settle (|x − 1|, sign(a)). */
const SIGN_LEFT = /\bAbs\(|\bsign\(|\bPiecewise\(|\|/;

/**
 * "Given that a > 0, …", "Assume x > 0. Solve …", "…, where n is a positive integer": a condition on
 * the unknown of an equation is the domain it is solved on; a condition on a parameter is said
 * with the answer when the answer holds without it, and named in a refusal when the answer would
 * need it (|x − 1| left where x > 1 was given).
 */
function withAssumption(assumed: Assumption, solveOne: SolveOne, fail: Fail, locale: Locale, domainOnly: boolean): Solution {
  const said = pick(text(`assuming ${assumed.condition}`, `en supposant ${assumed.condition}`), locale);
  if (SOLVES.test(assumed.task)) {
    const domain = solveOne(`${assumed.task.replace(/[.?!]\s*$/, '')} for ${assumed.condition}`);
    if (answered(domain) && domain.answer && !SIGN_LEFT.test(domain.answer.value)) return assuming(domain, said);
    if (domainOnly) return domain;
  }
  // a condition on a variable of the task (x > 1, the unknown x > 0 of an equation with a parameter) is no parameter's
  if (assumed.letters.some((l) => VARIABLES.test(l))) return cannotUse(assumed, null, fail);
  const alone = solveOne(assumed.task);
  if (!answered(alone)) return alone;
  const checked = alone.verified ? alone : checkedAtValues(alone, assumed, solveOne, locale);
  if (checked.verified && checked.answer && !SIGN_LEFT.test(checked.answer.value)) return assuming(checked, said);
  return cannotUse(assumed, checked, fail);
}

/** Letters that name a variable of the task rather than a parameter. */
const VARIABLES = /^[xyztuvwrθ]$/;

/** A refusal naming the assumption the method cannot use, and why when an answer was found without it. */
function cannotUse(assumed: Assumption, without: Solution | null, fail: Fail): Solution {
  const why = !without
    ? text('', '')
    : without.verified
      ? text(` (its answer, ${without.finalAnswer}, does not take it into account)`, ` (sa réponse, ${without.finalAnswer}, n'en tient pas compte)`)
      : text(` (its answer, ${without.finalAnswer}, could not be checked under it)`, ` (sa réponse, ${without.finalAnswer}, n'a pas pu être vérifiée sous cette hypothèse)`);
  return fail(text(
    `We read the assumption ${assumed.condition}, but the method for this question cannot use it${why.en}, so no answer is given.`,
    `Nous avons lu l'hypothèse ${assumed.condition}, mais la méthode pour cette question ne sait pas l'utiliser${why.fr} : aucune réponse n'est donnée.`,
  ));
}

/** "a > 0, b > 0", "0 < x < pi/2": the relations of a condition, or none when it is no chain of inequalities. */
function relations(condition: string): Relation[] {
  const out: Relation[] = [];
  for (const piece of condition.split(/\s*,\s*/)) {
    const terms = piece.split(/\s*(<=|>=|<|>)\s*/);
    if (terms.length < 3) return [];
    for (let k = 0; k + 2 < terms.length; k += 2) out.push({ lhs: terms[k], op: terms[k + 1] as Relation['op'], rhs: terms[k + 2] });
  }
  return out;
}

/** The letter written as a number in the question: "e^{-ax}" is e^{-(1.5)x}, "to a of" is "to (1.5) of". */
const instantiate = (question: string, scope: Record<string, number>): string =>
  Object.entries(scope).reduce((q, [letter, v]) => q.replace(new RegExp(`(?<![A-Za-z\\\\])${letter}(?=[xyzt]?(?![A-Za-z]))`, 'g'), `(${quarters(v)})`), question);

/** 1.5 as 3/2, 2 as 2. */
const quarters = (v: number): string => (Number.isInteger(v) ? `${v}` : Number.isInteger(v * 2) ? `${v * 2}/2` : `${v * 4}/4`);

/**
 * An answer in a parameter checked at values meeting the assumption: the question with those
 * values is answered (and checked) on its own, and must agree with the answer at the same values.
 */
function checkedAtValues(general: Solution, assumed: Assumption, solveOne: SolveOne, locale: Locale): Solution {
  const assumptions = relations(assumed.condition);
  if (!assumptions.length || general.answer?.kind !== 'expr') return general;
  // quarters, written as fractions: every reader takes 3/2 where some would not take 1.5
  const scopes = valuesMeeting(assumptions, assumed.letters, 2).map((sc) => Object.fromEntries(Object.entries(sc).map(([k, v]) => [k, Math.round(v * 4) / 4])));
  if (scopes.length < 2 || !scopes.every((sc) => assumptions.every((r) => holdsAt(r, sc)))) return general;
  const agree = scopes.every((sc) => {
    const one = solveOne(instantiate(assumed.task, sc));
    if (!one.verified || one.answer?.kind !== 'expr') return false;
    const value = evaluateReal(one.answer.value);
    const expected = evaluateReal(general.answer!.value, sc);
    return value !== null && expected !== null && close(value, expected, 1e-6);
  });
  if (!agree) return general;
  const at = scopes.map((sc) => Object.entries(sc).map(([k, v]) => `${k} = ${v}`).join(', ')).join(pick(text(' and at ', ' et en '), locale));
  return { ...general, verified: true, verification: pick(text(`The question with ${at}, answered and checked on its own, gives the answer's value there.`, `La question avec ${at}, résolue et vérifiée séparément, donne la valeur de la réponse en ces points.`), locale) };
}

/** The relation holds at these values. */
function holdsAt(r: Relation, scope: Record<string, number>): boolean {
  const l = evaluateReal(r.lhs, scope);
  const h = evaluateReal(r.rhs, scope);
  if (l === null || h === null) return false;
  return r.op === '<' ? l < h : r.op === '>' ? l > h : r.op === '<=' ? l <= h : l >= h;
}

/** One answer made of the parts' answers, each part's steps under its own heading; verified only when every part is. */
function combined(parts: AskedPart[], solutions: Solution[], locale: Locale): Solution {
  const fr = locale === 'fr';
  const label = (p: AskedPart): string => `(${p.label})`;
  const steps = parts.flatMap((p, k) => [
    { title: `${fr ? 'Partie' : 'Part'} ${label(p)}`, explanation: p.text },
    ...solutions[k].steps,
  ]);
  const finalAnswer = parts.map((p, k) => `${label(p)} ${solutions[k].finalAnswer}`).join(' ; ');
  const values = solutions.map((s) => s.answer!.value);
  const verified = solutions.every((s) => s.verified);
  const read = solutions.map((s) => s.interpretation);
  const interpretation = read.every((i) => i !== undefined)
    ? { text: read.map((i, k) => `${label(parts[k])} ${i!.text}`).join(' ; '), latex: read.map((i) => i!.latex).join(String.raw`\quad `) }
    : undefined;
  const verification = verified ? solutions.map((s, k) => `${label(parts[k])} ${s.verification ?? ''}`.trim()).join(' ') : undefined;
  const plainLines = steps.map((s, k) => `${k + 1}. ${s.title}: ${s.explanation}`);
  plainLines.push(`${fr ? 'Réponse' : 'Answer'}: ${finalAnswer}`);
  return {
    method: 'parts',
    ...(solutions[0].category ? { category: solutions[0].category } : {}),
    ...(interpretation ? { interpretation } : {}),
    steps,
    finalAnswer,
    answer: {
      kind: 'matrix',
      value: `[${values.join(', ')}]`,
      latex: String.raw`\left(${solutions.map((s) => s.answer!.latex).join(', ')}\right)`,
      words: solutions.map((s, k) => `${label(parts[k])} ${s.answer!.words}`).join(' ; '),
    },
    verified,
    ...(verification ? { verification } : {}),
    plainText: plainLines.join('\n'),
    locale,
  };
}

/** The parts of a question, each read on its own as a value, or null when one of them does not. */
function partsAnswered(parts: AskedPart[], solveOne: SolveOne): Solution[] | null {
  const solutions: Solution[] = [];
  for (const p of parts) {
    const s = solveOne(p.question);
    if (!answered(s) || s.answer?.kind !== 'expr') return null;
    solutions.push(s);
  }
  return solutions;
}

interface Split { parts: AskedPart[]; solutions: Solution[] }

/**
 * The parts a question asks: listed ("(a) … (b) …"), or joined ("Find A and B of …"), where the
 * shared object goes to both unless A is a question of its own. A question whose first thing
 * reads both alone and with the shared object is ambiguous: both readings are returned, and the
 * question is not cut.
 */
function askedParts(question: string, solveOne: SolveOne): Split[] {
  const listed = listedParts(question);
  if (listed) {
    const solutions = partsAnswered(listed, solveOne);
    return solutions ? [{ parts: listed, solutions }] : [];
  }
  const joined = joinedReadings(question);
  if (!joined) return [];
  const readings = joined.shared === joined.apart ? [joined.apart] : [joined.apart, joined.shared];
  return readings.flatMap((parts) => {
    const solutions = partsAnswered(parts, solveOne);
    return solutions ? [{ parts, solutions }] : [];
  });
}

/** A refusal naming the parts of a question that one answer cannot hold. */
const refusedParts = (parts: AskedPart[], fail: Fail): Solution => fail(text(
  `This question asks ${parts.length} things (${parts.map((p) => `"${p.text}"`).join(', ')}), and we could not answer them as one: ask each on its own.`,
  `Cette question demande ${parts.length} choses (${parts.map((p) => `« ${p.text} »`).join(', ')}), et nous n'avons pas pu y répondre ensemble : posez chacune séparément.`,
));

/** Answer kinds one list of the parts' answers can carry: values, quantities, digits (never sets or intervals). */
const LISTED = new Set(['expr', 'quantity', 'number', 'text']);

/** The answers of the subject readers (a quantity, a pH, digits, an equation), whose question may ask more than their one task. */
const SUBJECT = new Set(['quantity', 'number', 'text', 'ratio', 'chem_equation', 'boolean']);

/** Two parts answered by the same reading (the same interpretation): a part answered another's question, not its own. */
const readTwice = (solutions: Solution[]): boolean =>
  solutions.some((s, k) => s.interpretation !== undefined && solutions.slice(0, k).some((e) => e.interpretation?.text === s.interpretation?.text));

const sameValues = (a: Solution[], b: Solution[]): boolean => a.length === b.length && a.every((s, k) => s.answer?.value === b[k].answer?.value);

/**
 * A subject answer (a quantity, a number, digits) to a question that asks several things ("Current?
 * Power dissipated?", "Convert 175 to binary and to hexadecimal"): a reader reads one task, so the
 * answer is one part's. Every part answered on its own gives the list of their answers; a part
 * that cannot be answered, or a question cut two ways with different answers, is named in a
 * refusal, never left unsaid beside a verified answer to another part.
 */
function withEveryPart(question: string, whole: Solution, solveOne: SolveOne, fail: Fail, locale: Locale): Solution {
  const readings = subjectParts(question).map((r) => {
    const alone = r.parts.map((p) => solveOne(p.question));
    return { ...r, solutions: r.certain ? withEarlierParts(r.parts, alone, solveOne) : alone };
  });
  if (!readings.length) return whole;
  // the whole answered one of the parts, or the parts are questions of their own: else the cut was no reading of the question
  const partial = readings.filter((r) => r.solutions.some((s) => answered(s) && s.answer?.value === whole.answer?.value));
  // a whole that answers every part at once ("pH = 2.000; [OH-] = 1.000e-12 mol/L" holds the pH asked alone, "E = 4.50 V, r = 0.300 Ω" the EMF)
  const held = (whole.answer?.value ?? '').split(/\s*[;=,]\s*/);
  const holds = (solutions: Solution[]): boolean => solutions.every((s) => s.answer?.value === whole.answer?.value || held.includes(s.answer?.value ?? ''));
  if (!partial.length) {
    // two quantities named and each answered alone, the whole read as one thing else (N·2pq for "the
    // frequency of heterozygotes and the number of homozygous recessives in 2000"): the whole merged them
    const named = readings.filter((r) => r.named && r.solutions.every((s) => answered(s) && LISTED.has(s.answer!.kind)));
    return named.length === 1 && !readTwice(named[0].solutions) && !holds(named[0].solutions) ? combined(named[0].parts, named[0].solutions, locale) : whole;
  }
  const full = partial.filter((r) => r.solutions.every((s) => answered(s) && LISTED.has(s.answer!.kind)));
  if (full.length && full.every((r) => sameValues(r.solutions, full[0].solutions))) {
    const { parts, solutions } = full[0];
    // the same thing asked twice ("Current? I = ?") keeps its one answer, and so does a whole that answers every part at once
    if (holds(solutions)) return whole;
    // two parts read as the same task: one of them was not read as its own question
    if (readTwice(solutions)) return refusedParts(parts, fail);
    return combined(parts, solutions, locale);
  }
  // a cut of one verb's object ("Calculer χ² et conclure") that does not read leaves the whole's reading
  const certain = partial.filter((r) => r.certain);
  if (!certain.length) return whole;
  const { parts, solutions } = certain[0];
  const left = parts.filter((_p, k) => !(answered(solutions[k]) && LISTED.has(solutions[k].answer!.kind)));
  return left.length && full.length === 0 ? partLeftOut(parts, left, fail) : refusedParts(parts, fail);
}

/**
 * A question's part that reads only with the questions before it ("How many grams of NaOH make
 * 500 mL of a 0.1 M solution? What is its pH?"): read with them, kept only when its answer is none
 * of theirs, so that it answers its own question and not an earlier one.
 */
function withEarlierParts(parts: AskedPart[], solutions: Solution[], solveOne: SolveOne): Solution[] {
  return solutions.map((s, k) => {
    if (k === 0 || answered(s)) return s;
    const again = solveOne(`${parts.slice(0, k).map((p) => p.text).join(' ')} ${parts[k].question}`);
    const earlier = solutions.slice(0, k);
    const own = answered(again) && earlier.every((e) => answered(e) && e.answer?.value !== again.answer?.value && e.interpretation?.text !== again.interpretation?.text);
    return own ? again : s;
  });
}

/**
 * A question refused as a whole for asking two things ("How far does it travel and what is its
 * final speed?"), whose parts a subject reader answers each on its own: the list of their answers,
 * when the question reads only one way.
 */
function everyPartAlone(question: string, solveOne: SolveOne, locale: Locale): Solution | null {
  const readings = subjectParts(question).map((r) => ({ ...r, solutions: r.parts.map((p) => solveOne(p.question)) }));
  const full = readings.filter((r) => r.solutions.every((s) => answered(s) && s.answer!.kind !== 'expr' && LISTED.has(s.answer!.kind)));
  if (!full.length || full.length !== readings.length || !full.every((r) => sameValues(r.solutions, full[0].solutions)) || readTwice(full[0].solutions)) return null;
  return combined(full[0].parts, full[0].solutions, locale);
}

/** A refusal naming the parts of a question that could not be answered on their own, so that none is left unsaid. */
const partLeftOut = (parts: AskedPart[], left: AskedPart[], fail: Fail): Solution => fail(text(
  `This question asks ${parts.length} things (${parts.map((p) => `"${p.text}"`).join(', ')}), and we could not answer ${left.map((p) => `"${p.text}"`).join(', ')} on its own: nothing is answered, so that no part is left unsaid. Ask that part with the full statement.`,
  `Cette question demande ${parts.length} choses (${parts.map((p) => `« ${p.text} »`).join(', ')}), et nous n'avons pas pu répondre seul à ${left.map((p) => `« ${p.text} »`).join(', ')} : rien n'est répondu, pour qu'aucune partie ne reste sans réponse. Posez cette partie avec l'énoncé complet.`,
));

/**
 * A value asked at several points ("… at x = 1 and x = 2"): every point answered on its own. A
 * reader reads one point, so the whole answered one of them (or none: "f' = 1/x" for "at x = e
 * and x = 1"); a point that cannot be answered refuses the question rather than leave it unsaid.
 */
function atEachPoint(parts: AskedPart[], whole: Solution, solveOne: SolveOne, fail: Fail, locale: Locale): Solution {
  const solutions = parts.map((p) => solveOne(p.question));
  if (solutions.every((s) => answered(s) && (LISTED.has(s.answer!.kind) || s.answer!.kind === 'matrix'))) return combined(parts, solutions, locale);
  if (!answered(whole)) return whole;
  const left = parts.filter((_p, k) => !answered(solutions[k]));
  return left.length ? partLeftOut(parts, left, fail) : refusedParts(parts, fail);
}

/**
 * Answers a question that asks several things, or states an assumption, by the readers' answers to
 * each plain question; `solveOne` answers a question read as a whole. A question asked as a whole
 * keeps its answer, unless that answer is one part's only (a part would be left unsaid).
 */
export function answerInParts(input: string, locale: Locale, solveOne: SolveOne, fail: Fail): Solution {
  const question = withoutVerify(input);
  const whole = solveOne(question);
  const points = pointParts(question);
  if (points) return atEachPoint(points, whole, solveOne, fail, locale);
  // a reader that took the assumption itself (an ODE's "where c² < 4mk", a region's "x² + y² ≤ 4y") keeps its answer
  // a condition after the task ("…, where x > 2", « … avec y ≥ 0 ») that a reader refused is left to its refusal
  const assumed = readAssumption(question);
  // an assumption stated first is said with an answer that holds without it (n a positive integer)
  if (answered(whole) && whole.verified) {
    if (assumed?.first && whole.answer && !SIGN_LEFT.test(whole.answer.value)) return assuming(whole, pick(text(`assuming ${assumed.condition}`, `en supposant ${assumed.condition}`), locale));
    if (whole.answer?.kind !== 'expr') return SUBJECT.has(whole.answer!.kind) ? withEveryPart(question, whole, solveOne, fail, locale) : whole;
  }
  // (an equation's "where x is in [0, π]" is the domain, which the equation readers judge themselves)
  const afterRefused = assumed !== null && !assumed.first && !answered(whole);
  // after the task, a condition on the parameters only (« …, où a > 0 », "…, where a is a positive real") is said as one
  // before it, when no reader read the question; a reader that read it and refused (a regime the condition contradicts) keeps its refusal
  const onParameters = assumed !== null && !whole.interpretation && !assumed.letters.some((l) => VARIABLES.test(l));
  if (assumed && !(answered(whole) && whole.verified) && !/\b(?:and|et)\b/i.test(assumed.task) && (!afterRefused || SOLVES.test(assumed.task) || onParameters)) {
    const read = withAssumption(assumed, solveOne, fail, locale, afterRefused);
    if (answered(read) || read.error?.message.includes(assumed.condition)) return read;
    return whole;
  }
  if (answered(whole) && whole.answer?.kind !== 'expr') return SUBJECT.has(whole.answer!.kind) ? withEveryPart(question, whole, solveOne, fail, locale) : whole;
  const splits = askedParts(question, solveOne);
  if (!splits.length) return answered(whole) ? whole : everyPartAlone(question, solveOne, locale) ?? whole;
  // an answer to one part only would leave the other unsaid
  const partial = answered(whole) && splits.some((sp) => sp.solutions.some((s) => s.answer?.value === whole.answer?.value));
  if (answered(whole) && !partial) return whole;
  if (splits.length > 1) return partial ? refusedParts(splits[0].parts, fail) : whole;
  return combined(splits[0].parts, splits[0].solutions, locale);
}
