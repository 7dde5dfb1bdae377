import { normalizeText } from '../../parse/normalize';
import { splitEquations, stripLatexLayout } from './systemRecognize';

/**
 * The question about a linear system with a parameter, read from the words in any order: the case
 * asked can come before the system ("For what value(s) of k, if any, will the system have infinitely
 * many solutions? x − 2y + 3z = 2, …"), after it, or in a sentence of its own (« Discuter selon a le
 * système …. Pour quelles valeurs de a n'a-t-il aucune solution ? »). The fixed phrasings of
 * `readParametricQuestion` are tried first; this one finds each part on its own:
 * - the case: one phrase among unique / none / infinitely many / consistent (one negated other than
 *   "no solution" is not read); the three asked together, or none but « discuter selon m », ask them all;
 * - the parameter: "value(s) of k", « valeurs de a », « selon a », else the only letter of the
 *   equations that is not an unknown;
 * - the equations: around each `=`, the words made only of numbers, operators and the letters of
 *   the unknowns and the parameter.
 */

/** 'some': at least one solution (consistent, « compatible »); 'not_unique': none or infinitely many. */
/** 'all': every case, the whole discussion (« discuter selon m », "(a) no solution (b) … (c) …"). */
/** 'nontrivial': a solution other than 0 of a homogeneous system, which is infinitely many. */
export type AskedCase = 'unique' | 'none' | 'infinite' | 'not_unique' | 'some' | 'all' | 'nontrivial';

export interface LooseParametricQuestion {
  letter: string;
  /** The equations, joined with commas. */
  system: string;
  asked: AskedCase;
}

const CASE_PHRASES: Array<[AskedCase, RegExp]> = [
  ['not_unique', /\bno\s+unique\s+solution|\bpas\s+(?:de|une)\s+solution\s+unique|\bpas\s+une\s+(?:unique|seule)\s+solution/giu],
  ['none', /\bno\s+(?:real\s+)?solutions?\b|\binconsistent\b|\baucune\s+solution|\bpas\s+de\s+solution|\bincompatible\b|\bimpossible\b/giu],
  // « d'autres solutions que la solution triviale (0, 0, 0) », "a nontrivial solution": read before the
  // other cases, whose words (« solution ») it holds
  ['nontrivial', /\bd['’]\s*autres\s+solutions\s+que\s+(?:la\s+solution\s+)?(?:triviale|nulle)(?:\s*\(\s*0(?:\s*[,;]\s*0)+\s*\))?|\b(?:des\s+|une\s+)?solutions?\s+non\s+(?:triviales?|nulles?)|\b(?:a\s+|any\s+)?non-?\s*(?:trivial|zero)\s+solutions?|\bsolutions?\s+other\s+than\s+the\s+(?:trivial|zero)(?:\s+solution)?(?:\s*\(\s*0(?:\s*[,;]\s*0)+\s*\))?/giu],
  ['infinite', /\binfinitely\s+many(?:\s+(?:real\s+)?solutions?)?\b|\ban?\s+infinite\s+(?:number\s+of\s+)?solutions|\binfinite\s+solutions|\bmore\s+than\s+one\s+solution|\binfinit[ée]\s+de\s+solutions|\bind[ée]termin[ée]\b/giu],
  ['unique', /\b(?:a\s+)?unique\s+solution|\bexactly\s+one\s+solution|\bone\s+and\s+only\s+one\s+solution|\ba\s+single\s+solution|\bonly\s+one\s+solution|\bsolution\s+unique|\bune\s+(?:unique|seule)\s+solution|\bde\s+cramer\b/giu],
  ['some', /(?<!in)\bconsistent\b|(?<!in)\bcompatible\b|\b(?:has|have|admits?|possess(?:es)?)\s+(?:at\s+least\s+one\s+|a\s+|any\s+|some\s+)?(?:real\s+)?solutions?\b|\bat\s+least\s+one\s+solution|\b(?:admet|a|poss[èe]de)(?:-t)?(?:-il)?\s+(?:au\s+moins\s+une|une|des)\s+solutions?(?!\s+unique)/giu],
];

/** A negation just before the case ("does not have infinitely many", « n'admet pas une infinité »). */
const NEGATED_BEFORE = /(?:\bnot\b|\bnever\b|n['’]|\bne\b)[^.?!,;]{0,25}$/iu;

function askedCase(question: string): AskedCase | null {
  const found = new Set<AskedCase>();
  let taken = question;
  for (const [kind, re] of CASE_PHRASES) {
    for (const m of taken.matchAll(re)) {
      const before = taken.slice(0, m.index);
      // "no solution" and « aucune solution » carry their own negation; a negated other case is not read
      if (kind !== 'none' && kind !== 'not_unique' && NEGATED_BEFORE.test(before)) return null;
      found.add(kind);
    }
    taken = taken.replace(re, (s) => ' '.repeat(s.length));
  }
  if (found.size === 1) return [...found][0];
  // "no solution, a unique solution, infinitely many solutions": all three asked together
  if (found.size >= 2 && [...found].every((k) => k === 'unique' || k === 'none' || k === 'infinite')) return 'all';
  // « résoudre et discuter » asks the solutions of each case too, which the cases alone do not give
  return found.size === 0 && DISCUSS.test(question) && !SOLVE.test(question) ? 'all' : null;
}

const SOLVE = /(?<![\p{L}])(?:r[ée]soudre|r[ée]solvez|solve|find\s+(?:all\s+)?the\s+solutions)(?![\p{L}])/iu;

/** « Discuter selon les valeurs de m », "discuss the system according to k", « le nombre de solutions selon m ». */
const DISCUSS =
  /(?<![\p{L}])(?:discut\p{L}*|discuss\p{L}*|[ée]tudier\s+(?:le\s+syst[èe]me\s+)?selon|(?:le\s+)?nombre\s+de\s+solutions|(?:the\s+)?number\s+of\s+solutions|(?:classify|describe)\s+the\s+solutions?\s+(?:set\s+)?(?:according|depending))(?![\p{L}])/iu;

const UNKNOWNS = ['x', 'y', 'z', 'w'];
const NAMED_LETTER = [
  /\bvalues?(?:\(s\))?\s+of\s+(?:the\s+(?:parameter|real(?:\s+number)?|constant)\s+)?\$?([a-zλμ])\b/iu,
  /\bvaleurs?\s+(?:r[ée]elles?\s+)?(?:du\s+(?:r[ée]el|param[èe]tre)\s+)?(?:de\s+)?([a-zλμ])(?![\p{L}])/iu,
  /\bselon\s+(?:les\s+valeurs\s+(?:du\s+(?:r[ée]el|param[èe]tre)\s+)?(?:de\s+)?)?([a-zλμ])(?![\p{L}])/iu,
  /\b(?:find|determine)\s+([a-z])\s+(?:if|such\s+that|so\s+that)\b/iu,
  /\b(?:let|soit)\s+([a-zλμ])\s+(?:be\s+)?(?:a\s+|un\s+)?(?:real|r[ée]el|parameter|param[èe]tre)/iu,
];

/** Words of an equation: numbers, operators and the allowed letters only (a coefficient `2kz` included). */
function isMathWord(word: string, letters: Set<string>): boolean {
  if (!/[\d=+\-*/^()²³a-zλμ]/iu.test(word)) return false;
  for (const ch of word) {
    if (/[\d.+\-*/^()²³·=]/.test(ch)) continue;
    if (!letters.has(ch)) return false;
  }
  return true;
}

/** The equation around one `=` of a piece, prose cut off on both sides; null when a side is empty. */
function trimEquation(piece: string, letters: Set<string>): string | null {
  const [lhs, rhs] = piece.split('=');
  const left = lhs.trim().split(/\s+/);
  let i = left.length;
  while (i > 0 && isMathWord(left[i - 1], letters)) i--;
  const right = rhs.trim().split(/\s+/);
  let j = 0;
  while (j < right.length && isMathWord(right[j], letters)) j++;
  const l = left.slice(i).join(' ').trim();
  const r = right.slice(0, j).join(' ').trim();
  if (!l || !r || !/[a-z]/i.test(l + r)) return null;
  // a side that starts or ends on an operator lost part of itself to the cut
  if (/[+\-*/^(]$/.test(r) || /^[+*/^)]/.test(l)) return null;
  return `${l} = ${r}`;
}

export function readLooseParametricQuestion(raw: string): LooseParametricQuestion | null {
  if (raw.length > 1500) return null;
  const text = normalizeText(stripLatexLayout(raw.replace(/\r?\n/g, ' ; ')));
  const asked = askedCase(text);
  if (!asked) return null;
  let letter: string | undefined;
  for (const re of NAMED_LETTER) {
    const m = re.exec(text);
    if (m && !UNKNOWNS.includes(m[1].toLowerCase())) {
      letter = m[1];
      break;
    }
  }
  // sentences and clauses apart: a question mark, a colon, a full stop not inside a number
  const flat = text.replace(/[?:!]|\.(?!\d)/g, ' ; ');
  const pieces = splitEquations(flat).filter((p) => (p.match(/=/g) ?? []).length === 1);
  const candidates = letter ? [letter] : ['a', 'b', 'k', 'm', 'h', 'p', 'c', 'λ', 'μ', 't'];
  for (const l of candidates) {
    const letters = new Set([...UNKNOWNS, l]);
    const equations = pieces.map((p) => trimEquation(p, letters)).filter((e): e is string => e !== null);
    if (equations.length < 2 || equations.length !== pieces.length) continue;
    const used = new Set(equations.join(' ').match(/[a-zλμ]/giu) ?? []);
    if (!used.has(l)) continue;
    // the letter is named by the words, or the only one besides the unknowns
    if (!letter && [...used].some((u) => u !== l && !UNKNOWNS.includes(u))) continue;
    return { letter: l, system: equations.join(', '), asked };
  }
  return null;
}
