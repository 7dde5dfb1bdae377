/**
 * Reads a limit request as students write it: `limit of (x^2-1)/(x-1) as x -> 1`,
 * `lim x→0 (eˣ − 1)/x`, `lim_{x->0+} …`, `\lim_{x\to 0} …`, `limit of … as x approaches ∞`,
 * `limite quand x tend vers +∞ de …`, `limite de … en 0`, `… when x → 0 from the right`.
 */

import { freeSymbols } from '../../cas/node';
import { parseNode } from '../../parse/math';

/** Punctuation ending a sentence; an exclamation mark right after a letter, digit or bracket is a factorial (2ⁿ/n!). */
const SENTENCE_END = /(?:[?.]|(?<![\w)\]])!)+$/;
export interface LimitRequest {
  expr: string;
  variable: string;
  /** The point as typed ("0", "pi/2") or an infinity. */
  point: { k: 'fin'; text: string } | { k: 'inf'; s: 1 | -1 };
  side: 'both' | 'right' | 'left';
}

const ARROW = '(?:->|=>|\\\\to|\\\\rightarrow|\\\\longrightarrow|tends?\\s+to(?:wards)?|approaches|goes\\s+to|tend\\s+vers|tendant\\s+vers|approche)';
const INF = '(?:oo|infinity|infinite|infini|\\\\infty|inf)';
const POINT = `([+-]?\\s*(?:(?:plus|moins|minus|negative)\\s+)?(?:l['’]\\s*)?${INF}|[+-]?\\s*\\\\frac\\s*\\{\\s*\\\\?pi\\s*\\}\\s*\\{\\s*\\d+\\s*\\}|[+-]?\\s*(?:\\d+(?:\\.\\d+)?)?\\s*\\*?\\s*(?:\\\\?pi|e)(?:\\s*\\/\\s*\\d+)?|[+-]?\\s*\\d+(?:\\.\\d+)?(?:\\s*\\/\\s*\\d+)?|[a-df-z](?![a-zA-Z(]))`;
const SIDE = '(?:\\s*\\^\\s*\\{?\\s*\\(?\\s*([+-])\\s*\\)?\\s*\\}?|([+-])(?=\\s|$|[)},]))?';
const CLAUSE = new RegExp(`([a-zA-Z])\\s*${ARROW}\\s*${POINT}${SIDE}`, 'i');
const EN_CLAUSE = new RegExp(`\\b(?:en|at)\\s+${POINT}${SIDE}`, 'i');
const COMMAND = /^(?:(?:please\s+)?(?:find|compute|calculate|evaluate|determine|give|what\s+is|what's|calculer|calcule|calculez|calculons|d[ée]termine[rz]?|d[ée]terminons|trouve[rz]?|[ée]value[rz]?|donner|[ée]tudier|quelle\s+est)\s+)?(?:(?:the|la|une)\s+)?\\?(?:limit|limite|lim)(?![a-zA-Z])\s*/i;

function parsePoint(raw: string): LimitRequest['point'] {
  // « moins l'infini », "minus infinity": the sign in words; the article is no part of the point
  // \frac{\pi}{2}, \pi/2: the LaTeX of π as typed after \to
  const t = raw.replace(/\\frac\s*\{\s*\\?pi\s*\}\s*\{\s*(\d+)\s*\}/, 'pi/$1').replace(/\\pi/g, 'pi').replace(/^\s*(?:moins|minus|negative)\s+/i, '-').replace(/^\s*plus\s+/i, '+').replace(/\s+/g, '').replace(/^([+-]?)l['’]/i, '$1');
  const inf = new RegExp(`^([+-]?)${INF}$`, 'i').exec(t);
  if (inf) return { k: 'inf', s: inf[1] === '-' ? -1 : 1 };
  return { k: 'fin', text: t };
}

function sideWords(s: string): { side: LimitRequest['side'] | null; rest: string } {
  // "par valeurs positives" near 0 is the right side, as taught in French lycées
  const right = /\s*,?\s*(?:from\s+the\s+right|from\s+above|through\s+positive\s+values|(?:à|a)\s+droite|par\s+valeurs?\s+(?:sup[ée]rieures?|positives?))(?![\p{L}])/iu;
  const left = /\s*,?\s*(?:from\s+the\s+left|from\s+below|through\s+negative\s+values|(?:à|a)\s+gauche|par\s+valeurs?\s+(?:inf[ée]rieures?|n[ée]gatives?))(?![\p{L}])/iu;
  if (right.test(s)) return { side: 'right', rest: s.replace(right, ' ') };
  if (left.test(s)) return { side: 'left', rest: s.replace(left, ' ') };
  return { side: null, rest: s };
}

/** Removes the brackets around a whole expression ((…), [...], {…}). */
function unwrap(s: string): string {
  let t = s.trim();
  for (;;) {
    const open = t[0];
    const close = { '(': ')', '[': ']', '{': '}' }[open];
    if (!close || t[t.length - 1] !== close) return t;
    let depth = 0;
    let whole = true;
    for (let i = 0; i < t.length; i++) {
      if ('([{'.includes(t[i])) depth++;
      else if (')]}'.includes(t[i])) depth--;
      if (depth === 0 && i < t.length - 1) { whole = false; break; }
    }
    if (!whole) return t;
    t = t.slice(1, -1).trim();
  }
}

function samePoint(a: LimitRequest['point'], b: LimitRequest['point']): boolean {
  return a.k === 'fin' && b.k === 'fin' && a.text === b.text;
}

export function recognizeLimit(text: string): LimitRequest | null {
  // "the left-hand limit of …", "right-sided limit": the side said before the word limit
  const hand = /\b(left|right)[- ]?(?:hand(?:ed)?|sided)\s+(?=limit\b)/i.exec(text);
  let s = (hand ? text.replace(hand[0], '') : text).trim();
  // "as n approaches infinity, find the limit of …": the clause first, then the command
  const lead = /^(?:as|when|quand|lorsque)\s+([^,]+?)\s*,\s*(.+)$/i.exec(s);
  if (lead && COMMAND.test(lead[2])) s = `${lead[2].replace(SENTENCE_END, '')} as ${lead[1]}`;
  const cmd = COMMAND.exec(s);
  if (!cmd) return null;
  s = s.slice(cmd[0].length);
  // "evaluate the limit lim_{x→0} …": the notation after the words
  if (/limit|limite/i.test(cmd[0])) s = s.replace(/^\s*:?\s*\\?lim(?![a-zA-Z])\s*/i, '');
  const sw = sideWords(s);
  s = sw.rest;
  let variable = 'x';
  let point: LimitRequest['point'];
  let side: LimitRequest['side'] = sw.side ?? (hand ? (hand[1].toLowerCase() === 'left' ? 'left' : 'right') : 'both');
  const m = CLAUSE.exec(s) ?? EN_CLAUSE.exec(s);
  if (!m) return null;
  const isArrow = m.length === 5;
  if (isArrow) {
    variable = m[1];
    point = parsePoint(m[2]);
    const sd = m[3] ?? m[4];
    if (sd && point.k === 'fin') side = sd === '+' ? 'right' : 'left';
  } else {
    point = parsePoint(m[1]);
    const sd = m[2] ?? m[3];
    if (sd && point.k === 'fin') side = sd === '+' ? 'right' : 'left';
  }
  // x → a names a point; x → x names none
  if (point.k === 'fin' && point.text === variable) return null;
  let before = s.slice(0, m.index);
  let after = s.slice(m.index + m[0].length);
  // "lim_{x→0, x>0}", « x → 0, x < 0 »: the side as an inequality on the variable at the point
  const cond = new RegExp(`^\\s*[,;]\\s*([a-zA-Z])\\s*(>|<)\\s*${POINT}`).exec(after);
  if (cond && cond[1] === variable && point.k === 'fin' && parsePoint(cond[3]).k === 'fin' && samePoint(parsePoint(cond[3]), point)) {
    side = cond[2] === '>' ? 'right' : 'left';
    after = after.slice(cond[0].length);
  }
  // the clause written as a subscript: lim_{x->0}, lim_(x->0), lim(x->0)
  const sub = /^\s*_?\s*[{(]\s*$/.exec(before);
  if (sub) {
    before = '';
    after = after.replace(/^\s*[})]/, '');
  } else {
    before = before.replace(/^\s*_\s*/, '');
  }
  before = before.replace(/\s*,?\s*\b(?:as|when|quand|lorsque|for|where|with|avec)\s*$/i, '').replace(/^\s*(?:of|de|d')\s+/i, '');
  after = after.replace(/^\s*,?\s*(?:of|de|d'|du)\s+/i, '').replace(/^\s*,\s*/, '');
  let expr = (before.trim() ? before : after).trim();
  if (before.trim() && after.trim() && !/^[?.!]*$/.test(after.trim())) return null;
  expr = unwrap(expr.replace(SENTENCE_END, '').replace(/\s*=\s*\?\s*$/, '').trim());
  // « limite en +∞ de f(x) = … »: the function named with its definition; the formula is the limit's
  const named = new RegExp(`^(?:(?:the\\s+)?function\\s+|(?:la\\s+)?fonction\\s+)?[a-zA-Z]\\s*\\(\\s*${variable}\\s*\\)\\s*=\\s*(.+)$`).exec(expr);
  if (named) expr = unwrap(named[1]);
  if (!expr) return null;
  // « limite en 0 de (e^y − 1)/y »: no letter named, so the expression's only letter is the variable
  if (!isArrow) variable = onlyLetter(expr) ?? variable;
  return { expr, variable, point, side };
}

/** The single variable letter of a formula (constants e, π aside), or null. */
function onlyLetter(expr: string): string | null {
  try {
    const letters = [...freeSymbols(parseNode(expr))].filter((v) => /^[a-zA-Z]$/.test(v) && v !== 'e');
    return letters.length === 1 ? letters[0] : null;
  } catch {
    return null;
  }
}
