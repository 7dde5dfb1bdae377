import { text } from '../../i18n';
import type { Outcome, StepDraft, Strategy } from '../../strategy';
import { Q } from '../../cas/rational';
import { matClose, numericMul } from '../../verify/linalg';
import { inverse, mul, toAscii, toLatex, transpose, type Mat } from './matrix';
import { readTuple } from './vectorFamily';
import { rewriteMapWording } from './mapWording';

/**
 * A linear map given by the images of a basis, "T([1, 0]^T) = [2, 5]^T and T([0, 1]^T) =
 * [−1, 3]^T", "T(1, 1) = (2, 5), T(1, −1) = (0, 3)", « f(e1) = (1, 2) et f(e2) = (0, 1) »: its
 * standard matrix is W·V⁻¹, the images W as columns and the vectors V they come from as columns.
 * Every word must be read, the vectors given must form a basis; anything else is left alone.
 */

const NUM = String.raw`-?\d+(?:\.\d+)?(?:\/\d+)?`;
/** (1, 0), [1, 0]^T, [1; 0], (1 0)ᵀ, or a standard basis vector e1. */
const VECTOR = String.raw`[([]\s*${NUM}(?:\s*[,;]\s*${NUM}|\s+${NUM})+\s*[)\]](?:\s*\^\s*\{?\s*[tT]\s*\}?|ᵀ)?|e_?\{?[1-4]\}?|\[\s*${NUM}\s*\]`;
/** T(v) = w, the vector v in its own brackets or as the call's arguments, T(1, 0) = (2, 5). */
const IMAGE = new RegExp(String.raw`(?<![\p{L}])([A-Za-z])\s*(\(\s*${NUM}(?:\s*,\s*${NUM})+\s*\)|\(\s*(?:${VECTOR})\s*\))\s*=\s*(${VECTOR})`, 'gu');

const ASKED =
  /(?<![\p{L}])(?:(?:the\s+)?(?:standard\s+|canonical\s+)?matrix\s+(?:of|for|representing)\s+(?:the\s+(?:linear\s+)?(?:map|transformation)\s+)?([A-Za-z])(?:\s+(?:in|relative\s+to|with\s+respect\s+to)\s+the\s+(?:standard|canonical)\s+bas[ie]s)?|(?:la\s+)?matrice\s+(?:de|associ[ée]e\s+[àa])\s+([A-Za-z])(?:\s+(?:dans|relativement\s+[àa])\s+la\s+base\s+canonique(?:\s+de\s+(?:R|ℝ)\s*(?:\^\s*\d|[²³]|\d))?)?)(?![\p{L}])/iu;

const SETTING =
  /(?<![\p{L}])(?:let|suppose|consider|given|be|is|est|a|an|the|linear|transformation|map|operator|such|that|with|where|and|find|determine|compute|give|what|soit|soient|are|vectors?|vecteurs?|in|functional|fonctionnelle|forme|on\s+consid[èe]re|consid[ée]rons|une|un|application|lin[ée]aire|telle|tel|que|qu['’]|et|avec|on\s+suppose|d[ée]terminer|calculer|donner|trouver|of|de|from|to|dans|vers|if|si|but|mais|on|sur|vertical|horizontal|shear|cisaillement|(?:I?R|ℝ)\s*(?:\^\s*\{?\d\}?|[²³]|\d)?|->|→|:)(?![\p{L}])/giu;

/** "Find T(4, 2)", « calculer f((1, 2)) »: the image of one more vector asked, no equals sign after it. */
const VALUE_ASKED = new RegExp(String.raw`(?<![\p{L}])([A-Za-z])\s*(\(\s*${NUM}(?:\s*,\s*${NUM})+\s*\)|\(\s*(?:${VECTOR})\s*\))(?!\s*=)`, 'u');

function vectorOf(t: string, n: number | null): Q[] | null {
  const e = /^e_?\{?([1-4])\}?$/.exec(t.trim());
  if (e) return n === null ? null : Array.from({ length: n }, (_, i) => (i === Number(e[1]) - 1 ? Q.ONE : Q.ZERO));
  const body = t.replace(/(?:\s*\^\s*\{?\s*[tT]\s*\}?|ᵀ)$/, '').trim().slice(1, -1).trim();
  return readTuple(body.includes(',') || body.includes(';') ? body : body.split(/\s+/).join(', '));
}

/** Undefined when no map is given by images; null when one is but cannot be answered here. */
export function mapFromImagesOutcome(text0: string): Outcome | null | undefined {
  const s = rewriteMapWording(text0);
  const pairs = [...s.matchAll(IMAGE)];
  const asked = ASKED.exec(s);
  const valueAt = asked ? null : VALUE_ASKED.exec(s.replace(IMAGE, ' '));
  if (pairs.length < 2 || !(asked ?? valueAt)) return undefined;
  const name = pairs[0][1];
  if (pairs.some((p) => p[1] !== name) || (asked ? (asked[1] ?? asked[2]) : valueAt?.[1]) !== name) return null;
  // the size from a vector written out (e1 alone says none)
  const sized = pairs.flatMap((p) => [p[2], p[3]]).find((t) => !/^\(?\s*e/.test(t.trim()));
  // the argument without the call's brackets when it has its own, (1, 0) from T((1, 0))
  const args = pairs.map((p) => (/^\(\s*[[(e]/.test(p[2]) ? p[2].trim().slice(1, -1).trim() : p[2]));
  const firstArg = args.find((t) => !/^e/.test(t.trim()));
  const n = firstArg ? (vectorOf(firstArg, null)?.length ?? null) : pairs.length;
  if (!sized || n === null) return null;
  const from = args.map((t) => vectorOf(t, n));
  const to = pairs.map((p) => vectorOf(p[3], null));
  if (from.some((v) => !v || v.length !== n) || to.some((v) => !v || v.length !== (to[0] as Q[]).length) || from.length !== n) return null;
  let rest = s.replace(IMAGE, ' ').replace(asked ? asked[0] : (valueAt?.[0] ?? ''), ' ');
  rest = rest.replace(new RegExp(String.raw`(?<![\p{L}])${name}(?![\p{L}])`, 'gu'), ' ').replace(/(?<![\p{L}])l['’]\s*/giu, ' ').replace(SETTING, ' ').replace(/[.,;?!()]/g, ' ');
  if (/[\p{L}\d]/u.test(rest)) return null;
  const v: Mat = transpose(from as Q[][]);
  const w: Mat = transpose(to as Q[][]);
  const inv = inverse(v).inverse;
  if (!inv) return null;
  const a = mul(w, inv);
  const value = toAscii(a);
  const num = (m: Mat): number[][] => m.map((r) => r.map((x) => x.toNumber()));
  const verified = matClose(numericMul(num(a), num(v)), num(w), 1e-9);
  const standard = from.every((x, i) => (x as Q[]).every((c, j) => c.eq(i === j ? Q.ONE : Q.ZERO)));
  const matrixSteps: StepDraft[] = standard
    ? [{ title: text('Images of the standard basis as columns', 'Images de la base canonique en colonnes'), explanation: text(`Column j of the matrix of ${name} is ${name}(eⱼ).`, `La colonne j de la matrice de ${name} est ${name}(eⱼ).`), formula: `A = ${toLatex(a)}` }]
    : [
        {
          title: text('Write A·V = W', 'Écrire A·V = W'),
          explanation: text(
            `With the given vectors as the columns of V and their images as the columns of W, A·V = W; V is invertible since the vectors form a basis, so A = W·V⁻¹.`,
            `Avec les vecteurs donnés en colonnes dans V et leurs images en colonnes dans W, A·V = W ; V est inversible car les vecteurs forment une base, donc A = W·V⁻¹.`,
          ),
          formula: `V = ${toLatex(v)},\\quad W = ${toLatex(w)},\\quad A = W V^{-1} = ${toLatex(a)}`,
        },
      ];
  if (valueAt) return imageOutcome(name, valueAt[2], n, a, v, w, matrixSteps, verified);
  return {
    method: 'matrix.map_from_images',
    category: 'matrix',
    steps: matrixSteps,
    answer: { kind: 'matrix', value, latex: toLatex(a), words: text(value, value) },
    finalAnswer: text(`A = ${value}`, `A = ${value}`),
    verified,
    verification: verified ? text('Checked: A sends each given vector to its image, in floating point.', 'Vérifié : A envoie chaque vecteur donné sur son image, en virgule flottante.') : undefined,
  };
}

/**
 * T(u) for one more vector u: u written on the given vectors (c = V⁻¹u), then T(u) = W c by
 * linearity, the same as A u; the two computations must agree.
 */
function imageOutcome(name: string, arg: string, n: number, a: Mat, v: Mat, w: Mat, matrixSteps: StepDraft[], mapChecked: boolean): Outcome | null {
  const inner = /^\(\s*[[(e]/.test(arg) ? arg.trim().slice(1, -1).trim() : arg;
  const u = vectorOf(inner, n);
  const inv = inverse(v).inverse;
  if (!u || u.length !== n || !inv) return null;
  const col = u.map((x) => [x]);
  const c = mul(inv, col);
  const image = mul(w, c);
  const verified = mapChecked && toAscii(image) === toAscii(mul(a, col));
  const list = `(${image.map((r) => r[0].toString()).join(', ')})`;
  const arguments_ = `(${u.map((x) => x.toString()).join(', ')})`;
  return {
    method: 'matrix.map_from_images',
    category: 'matrix',
    steps: [
      ...matrixSteps,
      {
        title: text(`Apply ${name}`, `Appliquer ${name}`),
        explanation: text(
          `By linearity ${name}${arguments_} = A·${arguments_}: the coefficients of ${arguments_} on the given vectors are c = ${c.map((r) => r[0].toString()).join(', ')}.`,
          `Par linéarité ${name}${arguments_} = A·${arguments_} : les coefficients de ${arguments_} sur les vecteurs donnés sont c = ${c.map((r) => r[0].toString()).join(', ')}.`,
        ),
        formula: `${name}${arguments_} = ${toLatex(a)} ${toLatex(col)} = ${toLatex(image)}`,
      },
    ],
    // a linear form's value is a number
    answer: image.length === 1 ? { kind: 'expr', value: image[0][0].toString(), latex: image[0][0].toLatex(), words: text(image[0][0].toString(), image[0][0].toString()) } : { kind: 'matrix', value: toAscii(image), latex: toLatex(image), words: text(list, list) },
    finalAnswer: image.length === 1 ? text(`${name}${arguments_} = ${image[0][0].toString()}`, `${name}${arguments_} = ${image[0][0].toString()}`) : text(`${name}${arguments_} = ${list}`, `${name}${arguments_} = ${list}`),
    verified,
    verification: verified
      ? text('Checked: A sends each given vector to its image, and A u equals the images combined with the coefficients of u.', 'Vérifié : A envoie chaque vecteur donné sur son image, et A u est égal à la combinaison des images avec les coefficients de u.')
      : undefined,
  };
}

export const mapFromImagesStrategy: Strategy = {
  name: 'matrix.map_from_images',
  solve: (problem) => mapFromImagesOutcome(problem.text) ?? null,
};
