import { text } from '../../i18n';
import type { Outcome } from '../../strategy';
import { freeSymbols, type MathNode } from '../../cas';
import { parseNode } from '../../parse/math';
import { toLatex } from '../../format/latex';
import { ASKS_VALUES, parameterValues } from './parameterValues';
import { ASKS, SPACE, spaceDimension, WORDS } from './vectorFamily';
import { FILLER } from './matrixRecognize';

/**
 * "For which k are (1, 1, 0), (1, k, 1), (0, 1, k) linearly dependent?", « pour quelles valeurs de m
 * les vecteurs … forment-ils une base de R³ ? »: n vectors of Rⁿ with one letter among their
 * entries are dependent exactly when the matrix with them as columns is singular, so the values
 * are the roots of its determinant (independent, or a basis: every other value).
 */
const TUPLE = /\(\s*([^()]+?(?:,[^()]+?){1,3})\s*\)/g;
/** The words of a values question left once the vectors and the family's words are read. */
const VALUE_WORDS = /(?<![\p{L}])(?:[a-z]|values?|valeurs?|real|r[ée]els?|param[èe]tre|such|so|that|tels?|que|which|what|quel(?:le)?s?|lesquel(?:le)?s|for|pour|find|trouver|d[ée]terminer)(?![\p{L}])/giu;

/** A tuple of vector names (e1, e2, e3), (u_1, u_2): the family, whose vectors are given apart. */
const NAMES = /^\s*[a-z]_?\d(?:\s*,\s*[a-z]_?\d)+\s*$/iu;

export function familyValuesOutcome(s: string): Outcome | null | undefined {
  if (!ASKS_VALUES.test(s) || /\[\s*\[|\\begin/.test(s)) return undefined;
  const ask = ASKS.find(([, re]) => re.test(s))?.[0];
  if (ask !== 'dependent' && ask !== 'independent' && ask !== 'basis') return undefined;
  const vectors: MathNode[][] = [];
  for (const m of s.replace(/−/g, '-').matchAll(TUPLE)) {
    // the family named by its vectors' names, « la famille (e1, e2, e3), avec e1 = … »
    if (NAMES.test(m[1])) continue;
    try {
      vectors.push(m[1].split(',').map((c) => parseNode(c.trim())));
    } catch {
      return undefined;
    }
  }
  const n = vectors.length;
  if (n < 2 || n > 4 || vectors.some((v) => v.length !== n)) return undefined;
  // "a basis of R³" for vectors of another size is a question we do not answer here
  const space = SPACE.exec(s);
  if (space && spaceDimension(space) !== n) return null;
  const letters = new Set(vectors.flatMap((v) => v.flatMap((c) => [...freeSymbols(c)])));
  if (letters.size !== 1) return undefined;
  const rest = s
    .replace(/−/g, '-')
    .replace(TUPLE, ' ')
    .replace(SPACE, ' ')
    .replace(/\b[a-zA-Z]\s*_?\d?\s*=/g, ' ')
    .replace(ASKS_VALUES, ' ')
    // « avec e1 = … »: the vectors given after the family
    .replace(/(?<![\p{L}])(?:avec|with)(?![\p{L}])/giu, ' ')
    .replace(WORDS, ' ')
    .replace(VALUE_WORDS, ' ')
    .replace(FILLER, ' ')
    .replace(/-(?:t-)?(?:ils?|elles?)\b/gi, ' ')
    .replace(/[?!.:;,{}()]/g, ' ');
  // words left were read by no one: the question is not this one
  if (/[\p{L}\d]/u.test(rest)) return null;
  const columns = vectors[0].map((_, i) => vectors.map((v) => v[i]));
  const values = parameterValues(columns, s, ask === 'dependent' ? 'singular' : 'invertible');
  if (!values) return null;
  return {
    ...values,
    method: `vectors.${ask}_values`,
    steps: [
      {
        title: text('Put the vectors in the columns of a matrix', 'Mettre les vecteurs en colonnes dans une matrice'),
        explanation: text(
          `${n} vectors of R^${n} are independent (a basis) exactly when this matrix is invertible, and dependent when its determinant is 0.`,
          `${n} vecteurs de R^${n} forment une famille libre (une base) exactement quand cette matrice est inversible, et une famille liée quand son déterminant est nul.`,
        ),
        formula: `A = \\begin{pmatrix}${columns.map((r) => r.map((c) => toLatex(c)).join(' & ')).join(' \\\\ ')}\\end{pmatrix}`,
      },
      ...values.steps,
    ],
  };
}
