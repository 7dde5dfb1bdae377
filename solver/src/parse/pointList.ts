import type { AskedPart } from './askedParts';

/**
 * A value asked at several points ("the derivative of f(x) = 2x³ at x = 1 and x = 2", « la dérivée
 * de f en x = 1 et en x = 2 », "the gradient of f at (1, 0) and at (0, 1)"), cut into one question
 * per point, the rest of the question the same. Why: every point reader reads one point, so the
 * other was dropped (or "and 2" read as a question of its own) beside a verified answer.
 */

/** The word that opens the points: "at", "at the points", "when", « en », « aux points », « pour ». */
const OPENS = /(?<![\p{L}])(at\s+the\s+points?|at|when|aux\s+points(?:\s+d['’]\s*abscisses?)?|au\s+point|en|pour|lorsque)\s+/giu;
/** A point: a number (1, −0.5, 0,5, 3/2), a multiple of π, e, or coordinates in brackets. */
const VALUE = String.raw`(?:\([^()]*\)|[-−]?\s*(?:(?:\d+(?:[.,]\d+)?|\.\d+)(?:\s*(?:π|pi(?![\p{L}])))?|π|pi(?![\p{L}])|e(?![\p{L}\d(^]))(?:\s*\/\s*\d+)?)`;
const POINT = new RegExp(String.raw`^(?:([a-z])\s*=\s*)?(${VALUE})`, 'u');
/** ", ", " and ", ", and ", « et », « puis » between two points, the opening word said again or not. */
const JOIN = new RegExp(String.raw`^(?:\s*,\s*(?:(?:and|et)\s+)?|,?\s+(?:and|et|puis|then|and\s+then|et\s+puis)\s+)(?:(?:at(?:\s+the\s+point)?|when|en|au\s+point|pour|lorsque)\s+)?`, 'iu');
/** What may follow the last point: the end, a punctuation mark, or the clause that gives the function. */
const ENDS = /^\s*(?:$|[.;:?!,]|(?:for|if|where|of|given|with|pour|si|où|de|avec|sachant)(?![\p{L}]))/iu;
/** What is asked at a point: a derivative, a slope, a gradient, a tangent, a Taylor polynomial, a value. */
const AT_A_POINT = /deriv|d[ée]riv|\bd\^?\d?[a-z]?\s*\/\s*d[a-z]|\b[a-z]'+\s*\(|\b[a-z]'+\s|∂|partial|partielle|gradient|hessi|tangent|normal|taylor|maclaurin|\bDL|d[ée]veloppement|slope|pente|evaluate|[ée]valuer|value|valeur/iu;
/** Two points of one secant, a rate of change between them: one question, not two. */
const BETWEEN_TWO = /secant|s[ée]cante|average|moyen|rate\s+of\s+change|taux\s+(?:d['’]\s*accroissement|de\s+variation)|between|entre|distance|through|passant/iu;

interface Points { at: number; end: number; opens: string; letter: string | null; values: string[] }

/** The points listed after one opening word, or null when fewer than two are. */
function pointsAt(text: string, at: number, opens: string, from: number): Points | null {
  const first = POINT.exec(text.slice(from));
  if (!first) return null;
  const letter = first[1] ?? null;
  const values = [first[2].trim()];
  let pos = from + first[0].length;
  for (;;) {
    const join = JOIN.exec(text.slice(pos));
    if (!join) break;
    const next = POINT.exec(text.slice(pos + join[0].length));
    // "at x = 1 and y = 2" is one point of two coordinates
    if (!next || (next[1] !== undefined && next[1] !== letter)) break;
    values.push(next[2].trim());
    pos += join[0].length + next[0].length;
  }
  if (values.length < 2 || !ENDS.test(text.slice(pos))) return null;
  return { at, end: pos, opens, letter, values };
}

/** The questions at each point, or null when the question names at most one point. */
export function pointParts(text: string): AskedPart[] | null {
  if (!AT_A_POINT.test(text) || BETWEEN_TWO.test(text)) return null;
  for (const m of text.matchAll(OPENS)) {
    const found = pointsAt(text, m.index, m[1], m.index + m[0].length);
    if (!found) continue;
    const opens = /^at\s/i.test(found.opens) ? 'at' : /^aux\s+points\s+d/i.test(found.opens) ? "au point d'abscisse" : /^au/i.test(found.opens) ? 'au point' : found.opens;
    const said = (v: string): string => `${opens} ${found.letter ? `${found.letter} = ` : ''}${v}`;
    return found.values.map((v, k) => {
      const question = `${text.slice(0, found.at)}${said(v)}${text.slice(found.end)}`;
      return { label: `${k + 1}`, text: said(v), question };
    });
  }
  return null;
}
