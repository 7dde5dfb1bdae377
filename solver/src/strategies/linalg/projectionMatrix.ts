import { text } from '../../i18n';
import type { Outcome, Strategy } from '../../strategy';
import { Q } from '../../cas/rational';
import { asciiToWords } from '../../format/words';
import { numericRank } from '../../verify/linalg';
import { toAscii, toLatex, type Mat } from './matrix';
import { NotLinear, parseLinearEquation } from './linearParse';
import { readChainedLine } from './chainedLine';
import { readTuple } from './vectorFamily';
import { NotSubspace, PARAMETRIC, parametricDirection } from './subspaceNotation';

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
const MAP_WORD = String.raw`(?<![\p{L}])(?:projection|projects?|projette|projeter|reflection|reflects?|r[ée]flexion|sym[ée]trie|mirror)(?![\p{L}])`;
/** "the matrix of the projection …", or the map named first: "Let T be a reflection across …. Find the matrix of T." */
const ASKS = new RegExp(String.raw`(?<![\p{L}])(?:matrix|matrice)(?![\p{L}])[^?.]*?${MAP_WORD}|${MAP_WORD}[^?]*?(?<![\p{L}])(?:matrix|matrice)(?![\p{L}])`, 'iu');
/** The map is a reflection (« la symétrie orthogonale par rapport au plan … »), S = 2P − I, not the projection P. */
const REFLECTS = /(?<![\p{L}])(?:reflection|reflects?|r[ée]flexion|sym[ée]trie|mirror)(?![\p{L}])/iu;
/** A projection and a reflection named together: two maps, not read here. */
const PROJECTS = /(?<![\p{L}])(?:projection|projects?|projette|projeter)(?![\p{L}])/iu;
// no i flag: the plane's name is a capital (P), never the x of its equation
const PLANE = /(?<![\p{L}])(?:[Pp]lane|[Pp]lan)\s*(?:\(?[A-Z]\)?\s*:?\s*)?(?:(?:[Dd]['’]\s*[ée]quation|(?:of|with)\s+equation|defined\s+by|given\s+by)\s*:?\s*)?([-+\d\s.*/()xyz_]+=[-+\d\s.*/()xyz_]+)/u;
/** The coordinates' names, x, y, z or x₁, x₂, x₃ (x1, x_1). */
const COORDS = [['x', 'y', 'z'], ['x1', 'x2', 'x3']];
const SPAN = /(?<![\p{L}])(?:line|droite)\s+(?:spanned\s+by|generated\s+by|engendr[ée]e\s+par|dirig[ée]e\s+par|through\s+the\s+origin\s+(?:with\s+direction|in\s+the\s+direction\s+of)|of\s+direction)\s+(?:the\s+vector\s+|le\s+vecteur\s+)?[([]\s*([^()[\]]+)\s*[)\]]/iu;
const WORDS =
  /(?<![\p{L}])(?:give|find|compute|determine|write|what|is|the|a|an|of|for|that|which|projects?|projection|orthogonal|orthogonale|standard|canonical|canonique|matrix|matrice|linear|map|transformation|vectors?|each|every|any|on|onto|to|in|into|plane|line|spanned|by|defined|given|equation|donner|d[ée]terminer|calculer|trouver|[ée]crire|quelle|est|la|le|de|du|des|d|l|sur|dans|base|basis|plan|droite|engendr[ée]e|dirig[ée]e|par|qui|projette|tout|chaque|vecteur|application|lin[ée]aire|let|soit|be|R|ℝ|through|origin|direction|with|enter|orthogonally|orthogonalement|calculer|compute|reflection|reflects?|r[ée]flexion|sym[ée]trie|mirror|across|about|over|through|respect|par|rapport|[àa]|au|with|in|this|these|cette|using|use|en|utilisant|calculate|associated|associ[ée]e|relative|relativement|usual|usuelle|note|notons|appelle|denote|call)(?![\p{L}])/giu;

/** A line through the origin by parametric equations: "the line x = t, y = 2t, z = 2t", « la droite D : x = t, y = t, z = −t ». */
const PARAMETRIC_LINE = new RegExp(String.raw`(?<![\p{L}])(?:line|droite)\s*(?:\$?\(?[A-Z]\)?\$?\s*)?(?:(?:given|defined)\s+by|de\s+repr[ée]sentation\s+param[ée]trique|d[ée]finie\s+par|:)?\s*(${PARAMETRIC})`, 'iu');
/** A plane of coordinates: "the xy-plane", « le plan (xOz) », its normal the third axis. */
const COORDINATE_PLANE = /(?<![\p{L}])(?:(?:the\s+)?(xy|yx|yz|zy|xz|zx)[- ]?plane|plan\s+\(?\s*(xOy|yOx|yOz|zOy|xOz|zOx)\s*\)?)(?![\p{L}])/iu;

const num = (m: Mat): number[][] => m.map((r) => r.map((x) => x.toNumber()));

export function projectionMatrixOutcome(s0: string): Outcome | null | undefined {
  const s = s0.replace(/[−–]/g, '-');
  // "F is the linear transformation that orthogonally projects … Enter F(2,2,1)": the map's value asked
  const value = VALUE_ASKED.exec(s);
  const named = value ? new RegExp(String.raw`(?<![\p{L}])${value[1]}\s+(?:is|be|est|denotes?|d[ée]signe|la|the)\b[^.?]*?(?:projects?|projette|projection)`, 'iu').test(s) : false;
  if (!ASKS.test(s) && !named) return undefined;
  const reflects = REFLECTS.test(s);
  if (reflects && PROJECTS.test(s)) return null;
  const coordinatePlane = COORDINATE_PLANE.exec(s);
  const parametric = PARAMETRIC_LINE.exec(s);
  const plane = coordinatePlane || parametric ? null : PLANE.exec(s);
  const span = SPAN.exec(s);
  const chained = plane || span || parametric || coordinatePlane ? null : readChainedLine(s);
  if (!plane && !span && !chained && !parametric && !coordinatePlane) return undefined;
  let normal: Q[] | null = null;
  let along: Q[] | null = null;
  let read = '';
  if (coordinatePlane) {
    const axes = (coordinatePlane[1] ?? coordinatePlane[2].replace(/O/gu, '')).toLowerCase();
    normal = ['x', 'y', 'z'].map((v) => (axes.includes(v) ? Q.ZERO : Q.ONE));
    read = coordinatePlane[0];
  } else if (parametric) {
    try {
      along = parametricDirection(parametric[1].replace(/[.\s]+$/, ''), '?');
    } catch (e) {
      // a line off the origin: its projection is affine, not a matrix
      if (e instanceof NotSubspace) return null;
      throw e;
    }
    read = parametric[0];
  } else if (plane) {
    let eq;
    try {
      eq = parseLinearEquation(plane[1].replace(/[.\s]+$/, ''));
    } catch (e) {
      if (e instanceof NotLinear) return null;
      throw e;
    }
    const vars = [...eq.form.coeffs.keys()].filter((v) => !eq.form.coeffs.get(v)?.isZero()).map((v) => v.replace('_', ''));
    const names = COORDS.find((c) => vars.every((v) => c.includes(v)));
    if (!names) return null;
    // a plane missing the origin is no subspace: its projection is affine, not a matrix
    if (!eq.form.constant.isZero()) return null;
    const coeff = (v: string): Q => eq.form.coeffs.get(v) ?? eq.form.coeffs.get(v.replace(/(\d)/, '_$1')) ?? Q.ZERO;
    normal = names.map(coeff);
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
  const mapName = /(?<![\p{L}])(?:soit|let|on\s+note|notons|on\s+appelle|denote\s+by|call)\s+([a-z])\s+(?:la|le|be|the|une?|an?)(?![\p{L}])/iu.exec(s);
  const leftover = s
    .replace(read, ' ')
    .replace(named && value ? value[0] : '\uE000', ' ')
    .replace(/(?<![\p{L}])[A-Z]\s*:\s*(?:I?R|ℝ)\s*(?:\^\s*\d|[²³]|\d)?\s*(?:->|→|\\to)\s*(?:I?R|ℝ)\s*(?:\^\s*\d|[²³]|\d)?/gu, ' ')
    .replace(/(?:I?R|ℝ)\s*(?:\^\s*\d|[²³]|\d)/gu, ' ')
    .replace(/(?<![\p{L}])[A-Z](?![\p{L}])/gu, ' ')
    // the map's own name in lower case, « Soit s la symétrie … la matrice de s », "let f be the projection"
    .replace(mapName ? new RegExp(String.raw`(?<![\p{L}])${mapName[1]}(?![\p{L}])`, 'gu') : /(?!)/gu, ' ')
    .replace(WORDS, ' ')
    .replace(/[?!.:;,()'’]/g, ' ');
  if (/[\p{L}\d]/u.test(leftover)) return null;
  const uu = u.reduce((acc, c) => acc.add(c.mul(c)), Q.ZERO);
  const outer: Mat = u.map((a) => u.map((b) => a.mul(b).div(uu)));
  const proj: Mat = normal ? outer.map((r, i) => r.map((c, j) => (i === j ? Q.ONE : Q.ZERO).sub(c))) : outer;
  const p: Mat = reflects ? proj.map((r, i) => r.map((c, j) => c.mul(Q.of(2)).sub(i === j ? Q.ONE : Q.ZERO))) : proj;
  if (named && value) return valueOutcome(p, value[1], readTuple(value[2]), (reflects ? reflectionChecks : projectionChecks)(p, u, normal !== null));
  if (reflects) return reflectionOutcome(p, u, normal !== null);
  const verified = projectionChecks(p, u, normal !== null);
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

const close = (a: number, b: number): boolean => Math.abs(a - b) < 1e-9;
const square = (f: number[][]): number[][] => f.map((r) => r.map((_, j) => r.reduce((acc, x, k) => acc + x * f[k][j], 0)));
const times = (f: number[][], u: Q[]): number[] => f.map((r) => r.reduce((acc, x, k) => acc + x * u[k].toNumber(), 0));

/** P² = P, Pᵀ = P, P n = 0 (P u = u for a line), rank the dimension projected onto — in floating point. */
function projectionChecks(p: Mat, u: Q[], plane: boolean): boolean {
  const f = num(p);
  return (
    square(f).every((r, i) => r.every((x, j) => close(x, f[i][j]) && close(f[i][j], f[j][i]))) &&
    times(f, u).every((x, i) => close(x, plane ? 0 : u[i].toNumber())) &&
    numericRank(f) === (plane ? u.length - 1 : 1)
  );
}

/**
 * The reflection across a plane (S n = −n, the plane fixed) or a line (S u = u, its orthogonal sent to
 * its opposite): S = 2P − I. The check, in floating point: S² = I, Sᵀ = S, S n = −n (S u = u), and
 * the trace, the count of +1 minus that of −1, is n − 2 for a plane, 2 − n for a line.
 */
function reflectionChecks(s: Mat, u: Q[], plane: boolean): boolean {
  const f = num(s);
  const n = u.length;
  const trace = f.reduce((acc, r, i) => acc + r[i], 0);
  return (
    square(f).every((r, i) => r.every((x, j) => close(x, i === j ? 1 : 0) && close(f[i][j], f[j][i]))) &&
    times(f, u).every((x, i) => close(x, (plane ? -1 : 1) * u[i].toNumber())) &&
    close(trace, plane ? n - 2 : 2 - n)
  );
}

function reflectionOutcome(s: Mat, u: Q[], plane: boolean): Outcome {
  const n = u.length;
  const verified = reflectionChecks(s, u, plane);
  const value = toAscii(s);
  const col = toLatex(u.map((c) => [c]));
  const uu = u.reduce((acc, c) => acc.add(c.mul(c)), Q.ZERO);
  return {
    method: 'matrix.reflection_matrix',
    category: 'matrix',
    steps: [
      plane
        ? {
            title: text('A normal vector of the plane', 'Un vecteur normal du plan'),
            explanation: text(
              'The reflection keeps the component in the plane and reverses the one along n: S = I − 2 n nᵀ/(nᵀn).',
              'La symétrie garde la composante dans le plan et change le signe de celle selon n : S = I − 2 n nᵀ/(nᵀn).',
            ),
            formula: `n = ${col},\\quad n^{T} n = ${uu.toLatex()}`,
          }
        : {
            title: text('A direction vector of the line', 'Un vecteur directeur de la droite'),
            explanation: text(
              'The reflection keeps the component along u and reverses the one orthogonal to it: S = 2 u uᵀ/(uᵀu) − I.',
              'La symétrie garde la composante selon u et change le signe de celle qui lui est orthogonale : S = 2 u uᵀ/(uᵀu) − I.',
            ),
            formula: `u = ${col},\\quad u^{T} u = ${uu.toLatex()}`,
          },
      {
        title: text('The matrix of the reflection', 'La matrice de la symétrie'),
        explanation: text('Each column is the image of a standard basis vector.', "Chaque colonne est l'image d'un vecteur de la base canonique."),
        formula: `S = ${toLatex(s)}`,
      },
    ],
    answer: { kind: 'matrix', value, latex: toLatex(s), words: asciiToWords(value) },
    finalAnswer: text(`S = ${value}`, `S = ${value}`),
    verified,
    verification: verified
      ? text(
          `Checked in floating point: S² = I, Sᵀ = S, S sends ${plane ? 'the normal to its opposite' : 'the direction to itself'}, and its trace is ${plane ? n - 2 : 2 - n}.`,
          `Vérifié en virgule flottante : S² = I, Sᵀ = S, S envoie ${plane ? 'la normale sur son opposé' : 'la direction sur elle-même'}, et sa trace vaut ${plane ? n - 2 : 2 - n}.`,
        )
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
    verification: checked
      ? text('Checked in floating point: the matrix has the defining properties of the map (squared, transposed, applied to the normal or the direction).', "Vérifié en virgule flottante : la matrice a les propriétés qui définissent l'application (carré, transposée, image de la normale ou de la direction).")
      : undefined,
  };
}

/** True when the text is such a question answered here: the general readers would take x = t, y = 2t for a system. */
export function claimsProjectionMatrix(s: string): boolean {
  return projectionMatrixOutcome(s) != null;
}

export const projectionMatrixStrategy: Strategy = {
  name: 'matrix.projection_matrix',
  solve: (problem) => projectionMatrixOutcome(problem.text) ?? null,
};
