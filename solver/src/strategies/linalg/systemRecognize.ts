import { normalizeText } from '../../parse/normalize';
import { NotLinear, parseLinearEquation, type LinearEquation } from './linearParse';
import { METHOD_NAMED } from '../../parse/methodNamed';
import { countQuestion, type CountQuestion } from './solutionCount';

/**
 * Finds a system of linear equations in what the student typed: `x + y = 3 and 2x + 3y = 8`,
 * `solve x + y + z = 6, 2x + y − z = 1, x − y + z = 2`, `résoudre le système … et …`, `{…; …}`,
 * one equation per line, or LaTeX `\begin{cases} … \\ … \end{cases}`. Returns null when it is not
 * one (fewer than two equations, or a non-linear one).
 */

/** Words that introduce a system, in English and French; removed before reading the equations. */
const LEAD_WORDS = new Set([
  'solve', 'resolve', 'find', 'determine', 'compute', 'calculate', 'work', 'out', 'please',
  'résoudre', 'resoudre', 'résous', 'resous', 'résolvez', 'resolvez', 'résolver', 'trouver', 'trouvez',
  'déterminer', 'determiner', 'calculer', 'calculez', 'the', 'a', 'this', 'following', 'given',
  'le', 'la', 'les', 'un', 'ce', 'suivant', 'suivante', 'system', 'systems', 'système', 'systeme',
  'of', 'de', 'des', 'du', "d'équations", "d'equations", 'equations', 'équations', 'linear',
  'linéaire', 'lineaire', 'linéaires', 'lineaires', 'simultaneous', 'simultanées', 'simultanees',
  'using', 'by', 'with', 'par', 'avec', 'en', 'utilisant', 'substitution', 'elimination', 'élimination',
  'combination', 'combinaison', 'gauss', 'gaussian', 'method', 'méthode', 'methode', 'pivot',
  'set', 'ensemble', 'and', 'et', 'for', 'pour', 'in', 'dans',
  // the method named before the system: "use Gaussian elimination to solve", "by Cramer's rule"
  'use', 'to', 'row', 'reduction', 'réduction', 'reduction', "cramer's", 'cramer', 'rule', 'règle', 'regle', 'gauss-jordan', 'jordan', 'de', 'utiliser', 'utilise',
]);

const TAIL = /\s*(?:,|;)?\s*\b(?:for|pour|in|en|d'inconnues?|unknowns?|where|with|avec|dans)\b[\s:]*(?:\(?\s*[a-z](?:_?\d+)?\s*(?:,|;|\band\b|\bet\b)?\s*)+\)?\s*[.?!]?\s*$/i;

/** The instruction on its own line after the equations ("… = 1\nsolve the system", « … = 1 ; résoudre »), its method already gone. */
const SOLVE_AFTER = /(?:\s*[;,.]\s*|\s+)(?:solve|r[ée]soudre|r[ée]solvez)(?:\s+(?:the|this|le|ce)\s+(?:system|syst[èe]me)(?:\s+(?:of\s+equations|d['’]\s*[ée]quations))?)?\s*[.?!]?\s*$/iu;

/**
 * A system pasted from a page that lost its backslashes and braces (« beginarrayl x+2y-z=5 … endarray »),
 * with the exercise's number before it (« 2 beginarrayr … »): the layout words go like their LaTeX.
 */
const BARE_LAYOUT = /^\s*(?:\d{1,2}\s*[.)]?\s+)?begin(?:cases|array[lrc]*|aligned)(?=\s)|(?<![a-z])end(?:cases|array|aligned)\b/g;

export function stripLatexLayout(s: string): string {
  return s
    .replace(BARE_LAYOUT, ' ')
    .replace(/\\begin\{(?:cases|array|aligned|align\*?|gathered|eqnarray\*?|system)\}(?:\{[^}]*\})?/g, ' ')
    .replace(/\\end\{(?:cases|array|aligned|align\*?|gathered|eqnarray\*?|system)\}/g, ' ')
    .replace(/\\left\s*\\\{|\\left\s*\{|\\right\s*\.|\\right\s*\\\}/g, ' ')
    .replace(/\\\{|\\\}/g, ' ')
    .replace(/\\\\/g, ' ; ')
    .replace(/&/g, ' ')
    .replace(/\\(?:quad|qquad|text\{[^}]*\}|,|;|!)/g, ' ')
    .replace(/\$/g, ' ');
}

function stripLeadWords(s: string): string {
  let t = s.trim();
  for (let k = 0; k < 20; k++) {
    const m = /^([^\s:]+)\s*:?\s*/.exec(t);
    // a lone letter followed by an operator is an unknown (`a + b = 3`), not a word; "solve -x + …" starts with one
    if (!m || (m[1].length === 1 && /^[-+*/=^)]/.test(t.slice(m[0].length)))) break;
    const w = m[1].toLowerCase().replace(/[,:]$/, '');
    if (!LEAD_WORDS.has(w)) break;
    t = t.slice(m[0].length);
  }
  return t.replace(/^[:\s]+/, '');
}

/** Splits on separators outside brackets: `,` `;` `and` `et` (and the line breaks turned into `;`). */
function splitTop(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    if (ch === '(' || ch === '[') depth++;
    if (ch === ')' || ch === ']') depth--;
    if (depth === 0) {
      if (ch === ',' || ch === ';') {
        out.push(cur);
        cur = '';
        continue;
      }
      const word = /^\s(and|et|und|y)\s/i.exec(s.slice(i));
      if (word && word[1].toLowerCase() !== 'y') {
        out.push(cur);
        cur = '';
        i += word[0].length - 1;
        continue;
      }
    }
    cur += ch;
  }
  out.push(cur);
  return out.map((p) => p.trim()).filter((p) => p.length > 0);
}

/** The number that ends one equation, then its label « (1) » if any, then the next equation. */
const RHS_THEN_NEXT = /^\s*([-+]?\s*\d+(?:\.\d+)?(?:\s*\/\s*\d+(?:\.\d+)?)?)\s+(?:\(\s*(?:[A-Za-z]_?)?\d\s*\)\s*)?([-+(]?\s*(?:\d+(?:\.\d+)?\s*\*?\s*)?[a-z].*)$/s;

/** An equation's label after its number (« x + y = 1 (1) »), not a factor of it. */
const TRAILING_LABEL = /(=\s*[-+]?\s*\d+(?:\.\d+)?)\s+\(\s*(?:[A-Za-z]_?)?\d\s*\)\s*$/;

/**
 * Equations typed one after the other with nothing between them (`x + y + z = 4 x − 2y − z = 1`,
 * the line breaks lost): each right-hand side is the number after its `=`, and the next equation
 * starts after it. Null when a right-hand side is not a lone number, which leaves no safe place to cut.
 */
function splitRunTogether(piece: string): string[] | null {
  const parts = piece.split('=');
  if (parts.length < 3) return null;
  const equations: string[] = [];
  let lhs = parts[0];
  for (let i = 1; i < parts.length - 1; i++) {
    const m = RHS_THEN_NEXT.exec(parts[i]);
    if (!m) return null;
    equations.push(`${lhs.trim()} = ${m[1].replace(/\s+/g, '')}`);
    lhs = m[2];
  }
  equations.push(`${lhs.trim()} = ${parts[parts.length - 1].trim()}`.replace(TRAILING_LABEL, '$1'));
  return equations;
}

/** The equations of a system written out ("x + ay = 1, ax + y = 1", « … et … »), split, words not read. */
export function splitEquations(system: string): string[] {
  return splitTop(normalizeText(system).replace(/^\{|\}$/g, '').replace(/[.?!]\s*$/, ''));
}

/** "the least-squares solution of the system …", « la solution au sens des moindres carrés du système … ». */
const LEAST_SQUARES = /^\s*(?:(?:find|compute|determine|give|trouver|calculer|d[ée]terminer|donner)\s+)?(?:the\s+|la\s+)?(?:least[- ]squares?\s+(?:solution|approximation)|solution\s+(?:au\s+sens\s+)?des\s+moindres\s+carr[ée]s)\s+(?:of|to|for|du|de)\s+(.+)$/iu;

/** Least squares named anywhere in an instruction: 'solve by least squares', « au sens des moindres carrés ». */
const LEAST_SQUARES_WORDS = /least[- ]squares?|moindres\s+carr[ée]s/iu;

/**
 * The matrix form asked on the way ("write the system … in matrix form AX = B and solve it",
 * « écrire le système sous forme matricielle puis le résoudre »): the steps write A and b anyway.
 */
const MATRIX_FORM = /^\s*(?:write|rewrite|express|[ée]crire|r[ée][ée]crire|mettre)\s+(?=.*(?:matrix\s+(?:form|equation)|forme\s+matricielle))|,?\s*(?:(?:in|as|sous)\s+(?:the\s+|a\s+|la\s+)?(?:matrix\s+(?:form|equation)|forme\s+matricielle)(?:\s+[A-Z]\s*[xX]\s*=\s*[A-Za-z])?)(?:\s*,?\s*(?:and|then|et|puis)\s+(?:(?:solve|r[ée]soudre)\s+(?:it|le)\b|le\s+r[ée]soudre(?![\p{L}])))?|,?\s*(?:by\s+writing\s+it|en\s+l['’]\s*[ée]crivant)\s+(?:in|as|sous)\s+(?:the\s+|a\s+|la\s+)?(?:matrix\s+(?:form|equation)|forme\s+matricielle)/giu;

/** « Résoudre dans ℝ⁴ le système … », 'solve in R^3': where the unknowns live, said before the system. */
const IN_SPACE = /(?<![\p{L}])(?:in|dans|sur)\s+(?:\\mathbb\s*\{?R\}?|ℝ|I?R)\s*(?:\^\s*\{?\d\}?|[²³⁴]|\d)?(?![\p{L}\d])/gu;

export interface RecognizedSystem {
  equations: LinearEquation[];
  /** The least-squares solution is asked. */
  leastSquares: boolean;
  /** The number of solutions is asked, not the solutions. */
  count: CountQuestion | null;
}

export function recognizeLinearSystem(raw: string): RecognizedSystem | null {
  if (raw.length > 2000) return null;
  const count = countQuestion(raw);
  const ls = LEAST_SQUARES.exec(raw);
  let s = stripLatexLayout((count?.system ?? ls?.[1] ?? raw).replace(/\r?\n/g, ' ; '));
  s = normalizeText(s).replace(METHOD_NAMED, ' ').replace(MATRIX_FORM, ' ').replace(IN_SPACE, ' ');
  if ((s.match(/=/g) ?? []).length < 2) return null;
  // "solve for x and y: …" — everything before a colon without an equation is the instruction
  // (« Comment résoudre le système suivant ? … »: a question mark ends the instruction too)
  const colon = s.search(/[:?]/);
  // "solve by least squares: …", « résoudre au sens des moindres carrés : … »: the instruction says how
  const instructed = colon >= 0 && !s.slice(0, colon).includes('=') && LEAST_SQUARES_WORDS.test(s.slice(0, colon));
  if (colon >= 0 && !s.slice(0, colon).includes('=')) s = s.slice(colon + 1);
  // "find x and y such that …", "trouver les réels x et y tels que …": the same for these phrases
  const such = /\b(?:such\s+that|so\s+that|satisfying|that\s+satisfy|tel(?:le)?s?\s+que|v[ée]rifiant|qui\s+v[ée]rifient)\b/i.exec(s);
  if (such && !s.slice(0, such.index).includes('=')) s = s.slice(such.index + such[0].length);
  s = s.replace(TAIL, '').replace(SOLVE_AFTER, '');
  s = stripLeadWords(s);
  s = s.replace(/^\{|\}$/g, '').replace(/[.?!]\s*$/, '');
  const pieces = splitTop(s).flatMap((p) => {
    const piece = stripLeadWords(p.replace(/^\{|\}$/g, '').trim()).replace(TRAILING_LABEL, '$1');
    return splitRunTogether(piece) ?? [piece];
  });
  if (pieces.length < 2) return null;
  const equations: LinearEquation[] = [];
  for (const piece of pieces) {
    if ((piece.match(/=/g) ?? []).length !== 1) return null;
    try {
      equations.push(parseLinearEquation(piece));
    } catch (e) {
      if (e instanceof NotLinear) return null;
      throw e;
    }
  }
  const unknowns = new Set<string>();
  for (const eq of equations) for (const [v, c] of eq.form.coeffs) if (!c.isZero()) unknowns.add(v);
  if (unknowns.size === 0) return null;
  return { equations, count, leastSquares: (ls !== null || instructed) && count === null };
}
