import { text } from '../../i18n';
import type { Outcome, StepDraft } from '../../strategy';
import { parseNode } from '../../parse/math';
import { substitute, type MathNode } from '../../cas';
import { toAscii as nodeAscii } from '../../format/ascii';
import { asciiToWords } from '../../format/words';
import { evaluateReal } from '../../verify/numeric';
import { coeff } from './linearForm';
import { NotLinear, parseLinear } from './linearParse';
import { toAscii, toLatex, type Mat } from './matrix';
import { FILLER } from './matrixRecognize';
import { columnTuples } from './columnVectors';

/**
 * A linear map given by its formula — "f(x, y, z) = (x + y, y − z, x + z)", "T : (x, y) ↦ (2x − y, x)",
 * « l'application linéaire f de R³ dans R² définie par f(x, y, z) = (…) » — written as its matrix in
 * the canonical bases (row i holds the coefficients of component i), so the matrix methods answer
 * its kernel, image, rank or injectivity. The map's name later in the text is the matrix's.
 */
export interface MapMatrix {
  /** The text with the definition replaced by `A = [[…]]` and the map's name by A. */
  text: string;
  step: StepDraft;
  matrix: Mat;
  /** Only the matrix itself is asked ("the matrix of f in the standard basis"). */
  matrixOnly: boolean;
  /** The matrix is asked beside another question ("find the matrix of T and its determinant"). */
  matrixAsked: boolean;
}

/** "find the matrix of T", « donner la matrice de f », "what is the standard matrix": the matrix is one of the answers. */
const MATRIX_ASKED = /(?<![\p{L}])(?:find|give|write(?:\s+down)?|determine|compute|state|what\s+is|donner|[ée]crire|d[ée]terminer|trouver|calculer|quelle\s+est)\s+(?:the\s+|its\s+|la\s+|sa\s+)?(?:standard\s+|canonical\s+|associated\s+)?(?:matrix|matrice)(?![\p{L}])/iu;

const NAME = String.raw`([a-zA-Zφψ])(?:_\{?\d\}?)?`;
/** "(x, y, z)", "(x_1, x_2)", and the point in its own brackets, "f((x, y))". */
const VAR = String.raw`[a-z](?:_\{?\d\}?|\d)?`;
const VARS = String.raw`\(\s*(?:\(\s*)?(${VAR}(?:\s*[,;]\s*${VAR}){0,3})\s*(?:\)\s*)?\)`;
/** "R³", "ℝ^2", "\R^3", "\mathbb{R}^4": a space of the map. */
const SPACE = String.raw`(?:\\?R|ℝ|\\mathbb\{R\})\s*(?:\^\s*\{?\d\}?|[²³]|\d)?`;
/** "f(x, y) = (", "f : (x, y) ↦ (", "f : R³ → R², (x, y) ↦ (": the head of a definition, before its components. */
const HEAD = new RegExp(String.raw`${NAME}\s*${VARS}\s*=\s*\(|${NAME}\s*:\s*(?:${SPACE}\s*(?:→|->|\\to|\\rightarrow)\s*${SPACE}\s*,?\s*)?${VARS}\s*(?:↦|\|->|\\(?:long)?mapsto|⟼|→|->|\\to)\s*\(`, 'u');

/** The words that introduce the map and place it: "the linear map", « l'application linéaire … de R³ dans R² définie par ». */
const INTRO = [
  // « l'endomorphisme de R³ », "the linear operator on R^3": the one space of a map into itself
  /(?<![\p{L}])(?:(?:the|a|an|l['’]|une?)\s*)?(?:linear\s+(?:map|mapping|transformation|operator|application|function)|endomorphism|application\s+lin[ée]aire|endomorphisme|transformation\s+lin[ée]aire)(?:\s+(?:de|of|on|sur)\s+(?:I?R|ℝ)\s*(?:\^\s*\{?\d\}?|[²³]|\d(?!\d|[.,]\d))(?!\s*(?:to|into|dans|vers|→|->)))?(?![\p{L}])/giu,
  /(?<![\p{L}])(?:from|de)\s+(?:I?R|ℝ|\\mathbb\s*\{\s*R\s*\})\s*(?:\^\s*\{?\d\}?|[²³]|\d(?!\d|[.,]\d))\s*(?:to|into|dans|vers)\s+(?:I?R|ℝ|\\mathbb\s*\{\s*R\s*\})\s*(?:\^\s*\{?\d\}?|[²³]|\d(?!\d|[.,]\d))|(?<![\p{L}])(?:I?R|ℝ|\\mathbb\s*\{\s*R\s*\})\s*(?:\^\s*\{?\d\}?|[²³]|\d(?!\d|[.,]\d))\s*(?:→|->|\\to|\\rightarrow)\s*(?:I?R|ℝ|\\mathbb\s*\{\s*R\s*\})\s*(?:\^\s*\{?\d\}?|[²³]|\d(?!\d|[.,]\d))/gu,
  // « définie sur R3 et à valeurs dans R3 par »: the spaces said in words
  /(?<![\p{L}])d[ée]finie?\s+sur\s+(?:I?R|ℝ)\s*(?:\^\s*\{?\d\}?|[²³]|\d(?!\d|[.,]\d))\s+et\s+[àa]\s+valeurs?\s+dans\s+(?:I?R|ℝ)\s*(?:\^\s*\{?\d\}?|[²³]|\d(?!\d|[.,]\d))\s+par(?![\p{L}])/giu,
  // « définie sur R3 par »: the space it starts from, said alone
  /(?<![\p{L}])(?:defined|given)(?:\s+on\s+(?:I?R|ℝ)\s*(?:\^\s*\{?\d\}?|[²³]|\d(?!\d|[.,]\d)))?\s+by|d[ée]fini[e]?(?:\s+sur\s+(?:I?R|ℝ)\s*(?:\^\s*\{?\d\}?|[²³]|\d(?!\d|[.,]\d)))?\s+par|donn[ée]e?\s+par(?![\p{L}])/giu,
];
/** "in the standard basis", « dans la base canonique », "with respect to the canonical bases". */
const IN_BASIS = /(?<![\p{L}])(?:(?:in|with\s+respect\s+to|relative\s+to|relatively\s+to|w\.r\.t\.?|dans|relativement\s+aux?|par\s+rapport\s+aux?)\s+)?(?:the\s+|la\s+|les\s+)?(?:standard|canonical|natural|usual)\s+bas(?:is|es)|(?:(?:dans|relativement\s+aux?|par\s+rapport\s+aux?|in)\s+)?(?:la\s+|les\s+)?bases?\s+canoniques?(?:\s+de\s+(?:R|ℝ)\S*(?:\s+et\s+(?:de\s+)?(?:R|ℝ)\S*)?)?/giu;
/** The matrix itself asked: "the matrix of f", « la matrice (associée à / représentative de) f ». */
const MATRIX_WORDS = /(?<![\p{L}])(?:write|[ée]crire|associated|associ[ée]e|representing|repr[ée]sentative|standard|canonical|canonique|of|de|du|à|to|matrix|matrice|mat)(?![\p{L}])/giu;

/** The components of the definition: the text up to the bracket closing the one opened at `open`. */
function components(s: string, open: number): { parts: string[]; end: number } | null {
  let depth = 0;
  let cur = '';
  const parts: string[] = [];
  for (let k = open; k < s.length; k++) {
    const ch = s[k];
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (depth === 0) {
      parts.push(cur);
      return { parts: parts.map((p) => p.trim()), end: k + 1 };
    }
    if (k === open) continue;
    if ((ch === ',' || ch === ';') && depth === 1) {
      parts.push(cur);
      cur = '';
    } else cur += ch;
  }
  return null;
}

/** Row i: the coefficients of component i; null when a component is not linear in the variables. */
function rowsOf(parts: string[], vars: string[]): Mat | null {
  const rows: Mat = [];
  for (const p of parts) {
    let f;
    try {
      f = parseLinear(p);
    } catch (e) {
      if (e instanceof NotLinear) return null;
      throw e;
    }
    if (!f.constant.isZero() || [...f.coeffs].some(([v, c]) => !vars.includes(v) && !c.isZero())) return null;
    rows.push(vars.map((v) => coeff(f, v)));
  }
  return rows;
}

/** The formula and the matrix agree at a few points, each component evaluated by the expression parser. */
function agrees(parts: string[], vars: string[], m: Mat): boolean {
  const points = [[2, -3, 5, 7], [-1, 4, 3, -2], [3, 1, -4, 6]];
  let nodes: MathNode[];
  try {
    nodes = parts.map((p) => parseNode(p.replace(/[−–]/g, '-')));
  } catch {
    return false;
  }
  return points.every((pt) =>
    nodes.every((node, i) => {
      let at = node;
      vars.forEach((v, j) => {
        at = substitute(at, v, pt[j]);
      });
      const value = evaluateReal(nodeAscii(at));
      const expected = m[i].reduce((acc, c, j) => acc + c.toNumber() * pt[j], 0);
      return value !== null && Math.abs(value - expected) < 1e-9;
    }),
  );
}

/** The same check with indexed variables (x1, x2) renamed to single letters, which the expression parser reads. */
function agreesRenamed(parts: string[], vars: string[], m: Mat): boolean {
  if (!vars.some((v) => /\d/.test(v))) return agrees(parts, vars, m);
  const letters = ['p', 'q', 'r', 's'];
  const rename = (t: string): string => t.replace(/[a-z]\d/g, (v) => letters[vars.indexOf(v)] ?? v);
  return agrees(parts.map(rename), letters.slice(0, vars.length), m);
}

/**
 * "show that f is linear and …", « montrer que f est linéaire, injective et non surjective »: the
 * linearity (group 1 keeps "show that f is" when more properties follow, group 2; "show that it is
 * linear and find its matrix" leaves the other question alone).
 */
function linearAsked(name: string): RegExp {
  return new RegExp(
    String.raw`(?<![\p{L}])((?:show|prove|verify|check|montrer|d[ée]montrer|v[ée]rifier|justifier)\s+(?:that\s+|que\s+|qu['’]\s*)(?:${name}|it|elle)\s+(?:is|est)\s+)(?:an?\s+|une\s+)?(?:linear|lin[ée]aire)(?:\s+(?:map|application))?\s*((?:,|\s(?:et|and)\s)(?=\s*(?:non\s+|not\s+)?(?:injecti|surjecti|bijecti|one[- ]to[- ]one|onto)))?`,
    'giu',
  );
}

/** The map referred to again by a demonstrative: "this (linear) transformation", « cette application (linéaire) ». */
const THIS_MAP = /(?<![\p{L}])(?:this|that|cette|cet)\s+(?:linear\s+)?(?:map|mapping|transformation|operator|function|application|endomorphism|endomorphisme)(?:\s+lin[ée]aire)?(?![\p{L}])/giu;

const DIMENSION = /(?<![\p{L}])(?:I?R|ℝ)\s*(?:\^\s*\{?(\d)\}?|([²³])|(\d)(?![\d.,]))/gu;

export function expandLinearMap(typed: string): MapMatrix | null {
  // T\begin{pmatrix} x_1 \\ x_2 \end{pmatrix} = \begin{pmatrix} … \end{pmatrix}: the definition written in a line
  const input = HEAD.test(typed) ? typed : columnTuples(typed);
  const head = HEAD.exec(input);
  if (!head) return null;
  const name = head[1] ?? head[3];
  // x_1, x_{2}: the index written as the linear parser reads it (x1, x2)
  const unindex = (t: string): string => t.replace(/([a-z])_\{?(\d)\}?/g, '$1$2');
  const vars = unindex(head[2] ?? head[4]).split(/\s*[,;]\s*/);
  if (new Set(vars).size !== vars.length || vars.includes(name)) return null;
  const open = head.index + head[0].length - 1;
  const c = components(input, open);
  if (!c || c.parts.length < 1 || c.parts.length > 4 || c.parts.some((p) => !p)) return null;
  const parts = c.parts.map(unindex);
  const m = rowsOf(parts, vars);
  if (!m || !agreesRenamed(parts, vars, m)) return null;
  // "from R³ to R²": the spaces said must be the formula's
  const dims = [...input.matchAll(DIMENSION)].map((d) => Number(d[1] ?? d[3] ?? (d[2] === '²' ? 2 : 3)));
  if (dims.length === 2 && (dims[0] !== vars.length || dims[1] !== parts.length)) return null;
  if (dims.length === 1 && dims[0] !== vars.length) return null;
  let rest = `${input.slice(0, head.index)} \uE003 ${input.slice(c.end)}`;
  for (const re of INTRO) rest = rest.replace(re, ' ');
  rest = rest.replace(IN_BASIS, ' ');
  // "soit f … définie par f(x, y) = …", "let T be the linear map T(x, y) = …": the name said before its definition
  // ("let T: R³ → R² be defined by T(x, y, z) = …": the spaces gone, its colon stays before be)
  // "Suppose T: R³ → R² is given by …", « On suppose que f est définie par … »: the same, after a lead-in
  rest = rest.replace(
    new RegExp(String.raw`(?<![\p{L}])(?:(?:suppose|assume|given|consider|supposons|on\s+suppose|on\s+consid[èe]re)(?:\s+(?:that|que|qu['’]))?\s+)?(?:${name}\s*:?(?:\s+(?:be|denote|is|est))?\s*[:,]?\s*)?(?=\uE003)`, 'iu'),
    ' ',
  );
  // "the kernel of this transformation", « l'image de cette application »: the map named again
  rest = rest.replace(THIS_MAP, ` ${name} `);
  // « montrer que f est linéaire, injective et … », "show that T is linear and …": linear it is, each
  // component being a combination of the variables with no constant; said in the first step, the
  // other properties stay to be read (linearity alone asks nothing this method answers)
  let linearShown = false;
  rest = rest.replace(linearAsked(name), (_m, said: string, more: string | undefined) => {
    linearShown = true;
    return more ? ` ${said} ` : ' ';
  });
  // the name used as a function again (f(1, 2, 3), f(e₁)) is a question not read here
  if (new RegExp(String.raw`(?<![\p{L}])${name}\s*\(`, 'u').test(rest)) return null;
  rest = rest.replace(new RegExp(String.raw`(?<![\p{L}\\])${name}(?![\p{L}])`, 'gu'), ' A ').replace(/\b[A-Z]\s*:/g, ' ');
  const literal = `[${m.map((r) => `[${r.map((q) => q.toString()).join(', ')}]`).join(', ')}]`;
  // "the determinant of the standard matrix of T", « le rang de la matrice canonique de f », "find the
  // standard matrix of T and its determinant": the matrix is A (never in another basis, which is P⁻¹AP)
  const out = rest
    .replace('\uE003', ` A = ${literal} `)
    .replace(/(?<=(?<![\p{L}])(?:of|de|du|find|give|compute|determine|write|donner|d[ée]terminer|calculer|trouver|[ée]crire)\s+)(?:the\s+|its\s+|la\s+|sa\s+)?(?:standard\s+|canonical\s+)?(?:matrix|matrice)(?:\s+(?:canonique|standard|associ[ée]e))?\s+(?:of|for|de|[àa])\s+(?=A(?![\p{L}])(?!\s*(?:=|(?:in|dans|with|relative|relativement|par|_)(?![\p{L}]))))/giu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const leftover = rest
    .replace('\uE003', ' ')
    .replace(/(?<![\p{L}])A(?![\p{L}])/gu, ' ')
    .replace(MATRIX_WORDS, ' ')
    .replace(FILLER, ' ')
    .replace(/(?<![\p{L}])(?:l|d)['’]/giu, ' ')
    .replace(/[?!.:;,()]/g, ' ');
  const matrixOnly = /(?<![\p{L}])(?:matrix|matrice|mat)(?![\p{L}])/iu.test(rest) && !/[\p{L}\d]/u.test(leftover);
  const shown = name === 'A' ? 'A' : `\\operatorname{Mat}(${name})`;
  return {
    text: out,
    matrix: m,
    matrixOnly,
    matrixAsked: MATRIX_ASKED.test(rest),
    step: {
      title: text(`Write the matrix of ${name} in the canonical bases`, `Écrire la matrice de ${name} dans les bases canoniques`),
      explanation: text(
        `Column j holds the image of the j-th basis vector: row i lists the coefficients of ${vars.join(', ')} in component i of ${name}(${vars.join(', ')}).${
          linearShown ? ` Each component is a combination of ${vars.join(', ')} with no constant term, so ${name} is linear: ${name}(v) = Mat(${name}) v.` : ''
        }`,
        `La colonne j contient l'image du j-ième vecteur de base : la ligne i donne les coefficients de ${vars.join(', ')} dans la composante i de ${name}(${vars.join(', ')}).${
          linearShown ? ` Chaque composante est une combinaison de ${vars.join(', ')} sans terme constant, donc ${name} est linéaire : ${name}(v) = Mat(${name}) v.` : ''
        }`,
      ),
      formula: `${shown} = ${toLatex(m)}`,
    },
  };
}

/** The matrix itself as the answer, checked against the formula at sample points when it was read. */
export function mapMatrixOutcome(map: MapMatrix): Outcome {
  const value = toAscii(map.matrix);
  return {
    method: 'matrix.linear_map',
    category: 'matrix',
    steps: [map.step],
    answer: { kind: 'matrix', value, latex: toLatex(map.matrix), words: asciiToWords(value) },
    finalAnswer: text(value, value),
    verified: true,
    verification: text('Checked: the matrix times a vector gives the formula at three sample points.', 'Vérifié : la matrice appliquée à un vecteur redonne la formule en trois points test.'),
  };
}
