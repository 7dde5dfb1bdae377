import { joinedReadings, listedParts, type AskedPart } from './askedParts';
import { joinedQuestions } from '../read/questionParts';
import { ANSWER_FORM_VERB, QUESTION_WORD, VALUE_VERB, sentences as sentencesCut } from './askingWords';

/**
 * The parts a subject question asks ("Final speed? How far does it go?", "Find the voltage and the
 * power", "What is q and what is 2pq?", « Calculer q puis p », "Convert 175 to binary and to
 * hexadecimal"), each a question of its own with the statement it shares. A subject reader reads
 * one task and answers it; these are the other things the student asked, which no answer to one
 * of them may leave unsaid.
 */

/** The sentences of a text: « … ; y a-t-il dépassement ? » stays one question. */
const sentences = (text: string): string[] => sentencesCut(text, false);

/** A sentence that asks: a question mark, or a verb that asks for a value. */
const ASKS = new RegExp(String.raw`^(?:please\s+)?(?:${VALUE_VERB}|${QUESTION_WORD}|convert|convertis(?:sez)?|convertir)\b`, 'i');

/** A sentence that says how to give the answer ("Give your answer in km/h", « Arrondir à 0,1 »), no question of its own. */
const HOW_TO_ANSWER = new RegExp(String.raw`^(?:${ANSWER_FORM_VERB}|show|use|assume|take|ignore|neglect|answer|utilise[rz]?|on\s+prendra|prendre|n[ée]glige[rz]?)\b`, 'i');

const asking = (s: string): boolean => !HOW_TO_ANSWER.test(s) && (/\?\s*$/.test(s) || ASKS.test(s));

/**
 * A step of what is done, not a second thing asked: "then making it up to 500 mL", « puis en
 * complétant à 500 mL », "then taking 50 mL": the statement goes on, nothing is asked after "then".
 */
const STEP_DONE = String.raw`(?!en\s+\p{L}+ant(?![\p{L}])|\p{L}+ing(?![\p{L}]))`;
/** « en dissolvant …, puis en complétant … »: after the repeated preposition, a step done, not a second target. */
const GERUND = String.raw`(?!\p{L}+(?:ant|ing)(?![\p{L}]))`;

/** "Convert 175 to binary and to hexadecimal", « Convertir 175 en binaire puis en hexadécimal », "the molar mass of CO2 and of H2O": the head given to each. */
const TARGETS = new RegExp(String.raw`^(.*\s(to|into|in|en|of|for|de|pour))\s+(.+?)\s*,?\s+(?:and\s+then|and|then|et\s+puis|puis|et)\s+\2\s+${GERUND}(.+?)\s*([.?!]?)$`, 'iu');

/** "then", « puis »: a second thing asked after the first, read as "and". */
const THEN = new RegExp(String.raw`\s*,?\s+(?:and\s+then|then|et\s+puis|puis)\s+${STEP_DONE}`, 'giu');

/** "Find q, then p", « Calculer q puis p », « Calculer q puis calculer p ». */
const THEN_ASKED = new RegExp(String.raw`^((?:please\s+)?${VALUE_VERB}\s+)(.+?)\s*,?\s+(?:and\s+then|then|et\s+puis|puis)\s+${STEP_DONE}(.+)$`, 'iu');

/**
 * A way to cut the question. `certain` when the parts are questions of their own (two question
 * marks, "(a) … (b) …", "how far … and what …"), so that a part not answered is a part left
 * unsaid; a cut of one verb's object ("Find the voltage and the power") may be no cut at all.
 */
export interface Reading {
  parts: AskedPart[];
  certain: boolean;
  /** Each part names a quantity of its own ("the frequency of heterozygotes and the number of …"): the parts answered alone are the answer. */
  named?: boolean;
}

const part = (label: string, text: string, statement: string): AskedPart => ({ label, text, question: `${statement} ${text}`.trim() });

/**
 * The readings of a subject question as several parts (none when it asks one thing). Several
 * readings when one sentence can be cut two ways ("Find the time to hit the ground and its speed
 * at impact": "at impact" of both, or of the speed only).
 */
export function subjectParts(text: string): Reading[] {
  // "(g = 9.8 m/s²) Find …": data in brackets before the asking verb is a sentence of the statement
  const question = text.replace(/(\([^()=]*=[^()]*\))\s+(?=\p{Lu})/gu, '$1. ');
  // "(a) … (b) …": the parts as the student labelled them
  const listed = listedParts(question);
  if (listed) return [{ parts: listed, certain: true }];
  const all = sentences(question);
  const asked = all.map((s, k) => (asking(s) ? k : -1)).filter((k) => k >= 0);
  // "Final speed? How far does it go?": each asking sentence with the statement, in order
  if (asked.length >= 2) {
    const statement = all.filter((_s, j) => !asked.includes(j)).join(' ');
    return [{ parts: asked.map((k, n) => part(`${n + 1}`, all[k], statement)), certain: true }];
  }
  if (asked.length !== 1) return [];
  const at = asked[0];
  const sentence = all[at];
  const statement = all.filter((_s, j) => j !== at).join(' ');
  const targets = TARGETS.exec(sentence);
  if (targets && ASKS.test(sentence)) {
    const [, head, prep, first, second, stop] = targets;
    // "to binary and to hexadecimal" are two targets; "of length 2 m and of area 1 mm²" may describe one thing
    return [{ parts: [part('1', `${head} ${first}${stop}`, statement), part('2', `${head} ${second}${stop}`, statement)], certain: !/^(?:of|for|de|pour)$/i.test(prep) }];
  }
  // « Calculer q puis p », "Find q, then p": the verb goes to each, unless the second has its own
  const then = THEN_ASKED.exec(sentence);
  if (then) {
    const [, verb, first, second] = then;
    return [{ parts: [part('1', `${verb}${first}`, statement), part('2', ASKS.test(second) ? second : `${verb}${second}`, statement)], certain: true }];
  }
  // "What is q and what is 2pq?": two questions in one sentence, each still a question (its mark
  // kept), so that a reader looking for the asking sentence finds that part, not the statement
  const two = joinedQuestions(sentence);
  const mark = /\?\s*$/.test(sentence) ? '?' : '';
  if (two && two.premise === '') return [{ parts: two.parts.map((p) => part(p.label, /[.?!]$/.test(p.text) ? p.text : `${p.text}${mark}`, statement)), certain: true }];
  // "Find the voltage and the power", « Calculer q puis p »
  const joined = joinedReadings(question.replace(sentence, sentence.replace(THEN, ' and ')), true);
  if (!joined) return [];
  // two quantities named ("the molar mass of H2SO4 and the number of moles in 49 g"): two questions
  if (joined.named) return [{ parts: joined.named, certain: true, named: true }];
  // "Find p, 2pq and the number of carriers in 5000 people": three things, each asked apart, none to leave unsaid
  if (joined.list) return [{ parts: joined.apart, certain: true }];
  return (joined.shared === joined.apart ? [joined.apart] : [joined.apart, joined.shared]).map((parts) => ({ parts, certain: false }));
}
