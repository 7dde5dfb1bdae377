import { text } from '../../i18n';
import type { Outcome, Strategy } from '../../strategy';
import { Q } from '../../cas/rational';
import { asciiToWords } from '../../format/words';
import { numericRank } from '../../verify/linalg';
import { toAscii, toLatex, type Mat } from './matrix';
import { NotLinear, parseLinearEquation } from './linearParse';
import { readChainedLine } from './chainedLine';
import { readTuple } from './vectorFamily';

/**
 * The standard matrix of the orthogonal projection onto a plane through the origin ("Give the
 * standard matrix of the projection T: R^3 -> R^3 that projects a vector on the plane x+y+z=0",
 * « la matrice de la projection orthogonale sur le plan x + y + z = 0 ») — P = I − n nᵀ/(nᵀn) — or onto
 * a line through the origin, spanned by u or written x = 2y = 3z — P = u uᵀ/(uᵀu). The check, in
 * floating point: P² = P, Pᵀ = P, P sends the normal to 0 (or u to itself), and its rank is the
 * dimension projected onto.
 */

const NUMBER = String.raw`[-+]?\d+(?:\/\d+)?`;
const VALUE_ASKED = new RegExp(String.raw`(?<![\p{L}])([A-Z])\s*\(\s*(${NUMBER}(?:\s*,\s*${NUMBER})+)\s*\)`, 'u');
const ASKS = /(?<![\p{L}])(?:matrix|matrice)(?![\p{L}])[^?.]*?(?<![\p{L}])(?:projection|projects?|projette|projeter)(?![\p{L}])/iu;
// no i flag: the plane's name is a capital (P), never the x of its equation
const PLANE = /(?<![\p{L}])(?:[Pp]lane|[Pp]lan)\s*(?:\(?[A-Z]\)?\s*:?\s*)?(?:(?:[Dd]['’]\s*[ée]quation|(?:of|with)\s+equation|defined\s+by|given\s+by)\s*:?\s*)?([-+\d\s.*/()xyz]+=[-+\d\s.*/()xyz]+)/u;
const SPAN = /(?<![\p{L}])(?:line|droite)\s+(?:spanned\s+by|generated\s+by|engendr[ée]e\s+par|dirig[ée]e\s+par|through\s+the\s+origin\s+(?:with\s+direction|in\s+the\s+direction\s+of)|of\s+direction)\s+(?:the\s+vector\s+|le\s+vecteur\s+)?[([]\s*([^()[\]]+)\s*[)\]]/iu;
const WORDS =
  /(?<![\p{L}])(?:give|find|compute|determine|write|what|is|the|a|an|of|for|that|which|projects?|projection|orthogonal|orthogonale|standard|canonical|canonique|matrix|matrice|linear|map|transformation|vectors?|each|every|any|on|onto|to|in|into|plane|line|spanned|by|defined|given|equation|donner|d[ée]terminer|calculer|trouver|[ée]crire|quelle|est|la|le|de|du|des|d|l|sur|dans|base|basis|plan|droite|engendr[ée]e|dirig[ée]e|par|qui|projette|tout|chaque|vecteur|application|lin[ée]aire|let|soit|be|R|ℝ|through|origin|direction|with|enter|orthogonally|orthogonalement|calculer|compute)(?![\p{L}])/giu;

const num = (m: Mat): number[][] => m.map((r) => r.map((x) => x.toNumber()));

export function projectionMatrixOutcome(s0: string): Outcome | null | undefined {
  const s = s0.replace(/[−–]/g, '-');
  // "F is the linear transformation that orthogonally projects … Enter F(2,2,1)": the map's value asked
  const value = VALUE_ASKED.exec(s);
  const named = value ? new RegExp(String.raw`(?<![\p{L}])${value[1]}\s+(?:is|be|est|denotes?|d[ée]signe|la|the)\b[^.?]*?(?:projects?|projette|projection)`, 'iu').test(s) : false;
  if (!ASKS.test(s) && !named) return undefined;
  const plane = PLANE.exec(s);
  const span = SPAN.exec(s);
  const chained = plane || span ? null : readChainedLine(s);
  if (!plane && !span && !chained) return undefined;
  let normal: Q[] | null = null;
  let along: Q[] | null = null;
  let read = '';
  if (plane) {
    let eq;
    try {
      eq = parseLinearEquation(plane[1].replace(/[.\s]+$/, ''));
    } catch (e) {
      if (e instanceof NotLinear) return null;
      throw e;
    }
    const vars = [...eq.form.coeffs.keys()].filter((v) => !eq.form.coeffs.get(v)?.isZero());
    if (vars.some((v) => !['x', 'y', 'z'].includes(v))) return null;
    // a plane missing the origin is no subspace: its projection is affine, not a matrix
    if (!eq.form.constant.isZero()) return null;
    normal = ['x', 'y', 'z'].map((v) => eq.form.coeffs.get(v) ?? Q.ZERO);
    read = plane[0];
  } else if (span) {
    along = readTuple(span[1]);
    read = span[0];
  } else if (chained) {
    if (chained.point.some((c) => !c.isZero())) return null;
    along = chained.direction;
    read = chained.text;
  }
  const u = (normal ?? along) as Q[] | null;
  if (!u || u.every((c) => c.isZero())) return null;
  const leftover = s
    .replace(read, ' ')
    .replace(named && value ? value[0] : '\uE000', ' ')
    .replace(/(?<![\p{L}])[A-Z]\s*:\s*(?:I?R|ℝ)\s*(?:\^\s*\d|[²³]|\d)?\s*(?:->|→|\\to)\s*(?:I?R|ℝ)\s*(?:\^\s*\d|[²³]|\d)?/gu, ' ')
    .replace(/(?:I?R|ℝ)\s*(?:\^\s*\d|[²³]|\d)/gu, ' ')
    .replace(/(?<![\p{L}])[A-Z](?![\p{L}])/gu, ' ')
    .replace(WORDS, ' ')
    .replace(/[?!.:;,()'’]/g, ' ');
  if (/[\p{L}\d]/u.test(leftover)) return null;
  const n = u.length;
  const uu = u.reduce((acc, c) => acc.add(c.mul(c)), Q.ZERO);
  const outer: Mat = u.map((a) => u.map((b) => a.mul(b).div(uu)));
  const p: Mat = normal ? outer.map((r, i) => r.map((c, j) => (i === j ? Q.ONE : Q.ZERO).sub(c))) : outer;
  // the check
  const f = num(p);
  const sq = f.map((r) => r.map((_, j) => r.reduce((acc, x, k) => acc + x * f[k][j], 0)));
  const close = (a: number, b: number): boolean => Math.abs(a - b) < 1e-9;
  const fu = f.map((r) => r.reduce((acc, x, k) => acc + x * u[k].toNumber(), 0));
  const verified =
    sq.every((r, i) => r.every((x, j) => close(x, f[i][j]) && close(f[i][j], f[j][i]))) &&
    fu.every((x, i) => close(x, normal ? 0 : u[i].toNumber())) &&
    numericRank(f) === (normal ? n - 1 : 1);
  if (named && value) return valueOutcome(p, value[1], readTuple(value[2]), verified);
  const value_ = toAscii(p);
  const col = toLatex(u.map((c) => [c]));
  return {
    method: 'matrix.projection_matrix',
    category: 'matrix',
    steps: [
      normal
        ? {
            title: text('A normal vector of the plane', 'Un vecteur normal du plan'),
            explanation: text('Projecting onto the plane removes the component along n: P = I − n nᵀ/(nᵀn).', 'Projeter sur le plan retire la composante selon n : P = I − n nᵀ/(nᵀn).'),
            formula: `n = ${col},\\quad n^{T} n = ${uu.toLatex()}`,
          }
        : {
            title: text('A direction vector of the line', 'Un vecteur directeur de la droite'),
            explanation: text('Projecting onto the line keeps the component along u: P = u uᵀ/(uᵀu).', 'Projeter sur la droite garde la composante selon u : P = u uᵀ/(uᵀu).'),
            formula: `u = ${col},\\quad u^{T} u = ${uu.toLatex()}`,
          },
      {
        title: text('The matrix of the projection', 'La matrice de la projection'),
        explanation: text('Each column is the projection of a standard basis vector.', "Chaque colonne est le projeté d'un vecteur de la base canonique."),
        formula: `P = ${toLatex(p)}`,
      },
    ],
    answer: { kind: 'matrix', value: value_, latex: toLatex(p), words: asciiToWords(value_) },
    finalAnswer: text(`P = ${value_}`, `P = ${value_}`),
    verified,
    verification: verified
      ? text('Checked in floating point: P² = P, Pᵀ = P, P sends the normal to 0 (the direction to itself) and has the rank of the space projected onto.', "Vérifié en virgule flottante : P² = P, Pᵀ = P, P envoie la normale sur 0 (la direction sur elle-même) et a pour rang la dimension de l'espace sur lequel on projette.")
      : undefined,
  };
}

/** The projection applied to one vector: P v. */
function valueOutcome(p: Mat, name: string, v: Q[] | null, checked: boolean): Outcome | null {
  if (!v || v.length !== p.length) return null;
  const image = p.map((r) => r.reduce((acc, c, k) => acc.add(c.mul(v[k])), Q.ZERO));
  const list = `(${image.map((c) => c.toString()).join(', ')})`;
  const arg = `(${v.map((c) => c.toString()).join(', ')})`;
  return {
    method: 'matrix.projection_matrix',
    category: 'matrix',
    steps: [
      {
        title: text('The matrix of the projection', 'La matrice de la projection'),
        explanation: text('Each column is the projection of a standard basis vector.', "Chaque colonne est le projeté d'un vecteur de la base canonique."),
        formula: `P = ${toLatex(p)}`,
      },
      {
        title: text(`Apply it to ${arg}`, `L'appliquer à ${arg}`),
        explanation: text(`${name}${arg} = P·${arg}.`, `${name}${arg} = P·${arg}.`),
        formula: `${name}${arg} = ${toLatex(image.map((c) => [c]))}`,
      },
    ],
    answer: { kind: 'matrix', value: `[${image.map((c) => `[${c.toString()}]`).join(', ')}]`, latex: toLatex(image.map((c) => [c])), words: text(list, list) },
    finalAnswer: text(`${name}${arg} = ${list}`, `${name}${arg} = ${list}`),
    verified: checked,
    verification: checked ? text('Checked in floating point: P² = P, Pᵀ = P and P sends the normal to 0.', 'Vérifié en virgule flottante : P² = P, Pᵀ = P et P envoie la normale sur 0.') : undefined,
  };
}

export const projectionMatrixStrategy: Strategy = {
  name: 'matrix.projection_matrix',
  solve: (problem) => projectionMatrixOutcome(problem.text) ?? null,
};
