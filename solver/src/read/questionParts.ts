import { SolverError } from '../errors';
import { QUESTION_WORD, VALUE_VERB } from '../parse/askingWords';

/**
 * A question in several parts ("(a) How high does it rise? (b) How long does it take …?",
 * « a) … b) … », "… how high does it rise and how long does it take …"): one answer would leave
 * the other parts unsaid, so such a question is refused by naming its parts, and saying which of
 * them can be answered when asked on its own.
 */
export interface Part { label: string; text: string }

/** "(a)", "a)", "(ii)", "1)" opening a part: at the start or after a space or a stop. */
const MARK = /(?:^|(?<=[\s.?!:;]))\(?([a-h]|i{1,3}|iv|vi{0,3}|[1-9])\)\s+/g;

/** The statement before the first part, and the parts, when there are two or more in order. */
export function questionParts(text: string): { premise: string; parts: Part[] } | null {
  const marks = [...text.matchAll(MARK)];
  if (marks.length < 2) return null;
  // parts in sequence: a, b, c … or i, ii … or 1, 2 …, so a lone "b)" inside a sentence is no part
  const first = marks[0][1].toLowerCase();
  const order = /^\d$/.test(first) ? '123456789' : first === 'i' && marks[1][1].toLowerCase() === 'ii' ? null : 'abcdefgh';
  const labels = marks.map((m) => m[1].toLowerCase());
  const roman = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii'];
  const inOrder = order ? labels.every((l, k) => l === order[k]) : labels.every((l, k) => l === roman[k]);
  if (!inOrder) return null;
  const parts = marks.map((m, k) => ({ label: m[1], text: text.slice((m.index ?? 0) + m[0].length, k + 1 < marks.length ? marks[k + 1].index : text.length).trim() }));
  if (parts.some((p) => !/\p{L}/u.test(p.text))) return null;
  return { premise: text.slice(0, marks[0].index).trim(), parts };
}

const ASK = String.raw`(?:${QUESTION_WORD}|${VALUE_VERB})`;
/** Two questions joined by "and" in one sentence ("How high does it rise and how long does it take …?"); a decimal point (0.5 M) ends no sentence. */
const CLAUSE = String.raw`(?:[^.?!;]|\.(?=\d))`;
const JOINED = new RegExp(String.raw`(?<![\p{L}])(${ASK}\b${CLAUSE}*?)\s*,?\s+(?:and|et)\s+(?:then\s+|puis\s+)?(${ASK}\b${CLAUSE}*)`, 'iu');

/** The statement and the two questions a sentence joins with "and", or null. */
export function joinedQuestions(text: string): { premise: string; parts: Part[] } | null {
  const m = JOINED.exec(text);
  if (!m) return null;
  return { premise: text.slice(0, m.index).trim(), parts: [{ label: '1', text: m[1].trim() }, { label: '2', text: m[2].trim() }] };
}

/**
 * Refuses a question asked in parts, naming each part, and which ones can be answered on their
 * own (`readable` tells whether the statement with that part alone is read).
 */
export function refuseParts(text: string, readable: (single: string) => boolean): void {
  const split = questionParts(text) ?? joinedQuestions(text);
  if (!split) return;
  const named = split.parts.map((p) => ({ ...p, ok: readable(`${split.premise} ${p.text}`.trim()) }));
  const list = (fr: boolean): string => named.map((p) => (fr ? `(${p.label}) « ${p.text} »` : `(${p.label}) "${p.text}"`)).join(fr ? ' ; ' : '; ');
  const unread = named.filter((p) => !p.ok);
  throw new SolverError('unsupported', unread.length
    ? {
      en: `This question has ${named.length} parts: ${list(false)}. We could not read part ${unread.map((p) => `(${p.label})`).join(', ')}; nothing was answered, so that no part is left unsaid. Ask each part on its own.`,
      fr: `Cette question comporte ${named.length} parties : ${list(true)}. Nous n'avons pas pu lire la partie ${unread.map((p) => `(${p.label})`).join(', ')} ; rien n'a été répondu, pour qu'aucune partie ne reste sans réponse. Posez chaque partie séparément.`,
    }
    : {
      en: `This question has ${named.length} parts: ${list(false)}. One answer would leave the others unsaid: ask each part on its own (with the statement), and each will be answered.`,
      fr: `Cette question comporte ${named.length} parties : ${list(true)}. Une seule réponse laisserait les autres sans réponse : posez chaque partie séparément (avec l'énoncé), chacune recevra sa réponse.`,
    });
}
