import { text } from '../../i18n';
import type { Outcome, Strategy } from '../../strategy';
import type { Q } from '../../cas/rational';
import { matClose, numericMul } from '../../verify/linalg';
import { inverse, mul, rank, toAscii, toLatex, transpose, type Mat } from './matrix';
import { coordinates, readTuple } from './vectorFamily';

/**
 * Bases given by name, as exercise sheets write them: "B = {b1, b2} and B' = {b'1, b'2} where
 * b1 = (1, −1), …", "u1 = [−3, 0, −3]^t", « B = ((1, 0), (1, 1)) ». Two questions on them: the
 * transition matrix from one basis to the other, and a vector's coordinates in one. The two
 * languages' conventions differ and each is followed: the English "transition matrix from B to C"
 * turns B-coordinates into C-coordinates (its columns are B's vectors written in C, C⁻¹B); the
 * French « matrice de passage de B à C » has C's vectors written in B as columns (B⁻¹C).
 * Every word around the definitions must be read, or the question is left to other readings.
 */

/** A vector's name: b1, b_1, b'1, u'_2, v, w. */
const NAME = String.raw`[a-z](?:['’])?(?:_?\{?\d\}?)?(?:['’])?`;
/** A basis's name: B, B', C, S, B_1. */
const BASIS_NAME = String.raw`[A-Z](?:['’]|_\{?\w\}?)?`;
const NUM = String.raw`-?\d+(?:\.\d+)?(?:\/\d+)?`;
/** (1, −1), [−3, 0, −3]^t, [1 2 3]ᵀ: a column written on one line. */
const TUPLE = String.raw`[([]\s*${NUM}(?:\s*[,;]\s*${NUM}|\s+${NUM})+\s*[)\]](?:\s*\^\s*\{?\s*[tT]\s*\}?|ᵀ)?`;

const VECTOR_DEF = new RegExp(String.raw`(?<![\p{L}\d'’])(${NAME})\s*=\s*(${TUPLE})`, 'gu');
const BASIS_BY_NAMES = new RegExp(String.raw`(?<![\p{L}])(${BASIS_NAME})\s*=\s*[{(]\s*(${NAME}(?:\s*,\s*${NAME})+)\s*[})]`, 'gu');
const BASIS_BY_TUPLES = new RegExp(String.raw`(?<![\p{L}])(${BASIS_NAME})\s*=\s*[{(]\s*(${TUPLE}(?:\s*[,;]\s*${TUPLE})+)\s*[})]`, 'gu');

const sameName = (a: string): string => a.replace(/[’]/g, "'").replace(/[_{}]/g, '');

/** The numbers of a tuple, its transposition sign dropped. */
function tupleEntries(t: string): Q[] | null {
  const body = t.replace(/(?:\s*\^\s*\{?\s*[tT]\s*\}?|ᵀ)$/, '').trim().slice(1, -1).trim();
  return readTuple(body.includes(',') || body.includes(';') ? body : body.split(/\s+/).join(', '));
}

type Question =
  | { kind: 'transition'; from: string; to: string; french: boolean }
  | { kind: 'coordinates'; vector: string; basis: string };

const B = `(${BASIS_NAME})`;
const V = `(${NAME})`;
const THE_BASIS = String.raw`(?:the\s+(?:ordered\s+)?basis\s+|la\s+base\s+)?`;
/** A basis defined where the question names it, "from B = {(1, 0), (1, 1)} to C = …": read with the other definitions. */
const DEF = String.raw`(?:\s*=\s*(?:\{[^{}]*\}|\((?:[^()]|\([^()]*\))*\)))?`;
const QUESTIONS: Array<[RegExp, (m: RegExpExecArray) => Question]> = [
  [
    new RegExp(String.raw`\b(?:transition|change[- ]of[- ](?:basis|coordinates?))\s+matrix\s+(?:P\s+)?from\s+${THE_BASIS}${B}${DEF}\s+to\s+${THE_BASIS}${B}(?![\p{L}'’])${DEF}`, 'iu'),
    (m) => ({ kind: 'transition', from: m[1], to: m[2], french: false }),
  ],
  [
    new RegExp(String.raw`\bmatrice\s+de\s+passage\s+(?:P\s+)?de\s+${THE_BASIS}${B}${DEF}\s+(?:[àa]|vers)\s+${THE_BASIS}${B}(?![\p{L}'’])${DEF}`, 'iu'),
    (m) => ({ kind: 'transition', from: m[1], to: m[2], french: true }),
  ],
  [
    new RegExp(String.raw`(?:\b(?:the\s+)?coordinate\s+(?:vector|matrix)\s+)?\[\s*${V}\s*\]_\{?\s*${B}\s*\}?(?![\p{L}'’])`, 'u'),
    (m) => ({ kind: 'coordinates', vector: m[1], basis: m[2] }),
  ],
  [
    new RegExp(String.raw`\b(?:coordinate\s+(?:vector|matrix)|coordinates|components)\s+of\s+(?:the\s+vector\s+)?${V}\s+(?:relative\s+to|with\s+respect\s+to|in)\s+${THE_BASIS}${B}(?![\p{L}'’])`, 'iu'),
    (m) => ({ kind: 'coordinates', vector: m[1], basis: m[2] }),
  ],
  [
    new RegExp(String.raw`\bcoordonn[ée]es\s+(?:du\s+vecteur\s+|de\s+)${V}\s+(?:dans|relativement\s+[àa])\s+${THE_BASIS}${B}(?![\p{L}'’])`, 'iu'),
    (m) => ({ kind: 'coordinates', vector: m[1], basis: m[2] }),
  ],
];

/** What may remain once the definitions and the question are read: the setting and the command. */
const SETTING =
  /(?<![\p{L}])(?:consider|let|given|suppose|where|with|and|the|bases|basis|are|is|be|an?|ordered|for|of|in|find|compute|determine|give|what|vectors?|soient|soit|on\s+consid[èe]re|les|des|la|le|de|du|et|o[ùu]|bases?|sont|dans|calculer|d[ée]terminer|donner|trouver|check|that|v[ée]rifier|que|qu['’]|two|three|four|deux|trois|quatre|avec|(?:R|ℝ)\s*(?:\^\s*\{?\d\}?|[²³]|\d))(?![\p{L}])/giu;

/** Undefined when the text is not about named bases; null when it is but cannot be answered here. */
export function namedBasesOutcome(s: string): Outcome | null | undefined {
  const found = QUESTIONS.map(([re, f]) => {
    const m = re.exec(s);
    return m ? { q: f(m), m } : null;
  }).find((x) => x !== null);
  if (!found) return undefined;
  const vectors = new Map<string, Q[]>();
  const bases = new Map<string, Q[][]>();
  // the question's names stay in place, as "… relative to the basis S = {v1, v2, v3}" also defines S
  let rest = `${s.slice(0, found.m.index)} ${found.m.slice(1).join(' ')}${s.slice(found.m.index + found.m[0].length)}`;
  for (const m of s.matchAll(BASIS_BY_TUPLES)) {
    const vs = [...m[2].matchAll(new RegExp(TUPLE, 'gu'))].map((t) => tupleEntries(t[0]));
    if (vs.some((v) => !v)) return undefined;
    bases.set(sameName(m[1]), vs as Q[][]);
  }
  rest = rest.replace(BASIS_BY_TUPLES, ' ');
  for (const m of rest.matchAll(VECTOR_DEF)) {
    const v = tupleEntries(m[2]);
    if (!v) return undefined;
    vectors.set(sameName(m[1]), v);
  }
  rest = rest.replace(VECTOR_DEF, ' ');
  const named: Array<[string, string[]]> = [...rest.matchAll(BASIS_BY_NAMES)].map((m) => [sameName(m[1]), m[2].split(',').map((x) => sameName(x.trim()))]);
  for (const [name, members] of named) {
    const vs = members.map((x) => vectors.get(x));
    if (vs.some((v) => !v)) return undefined;
    bases.set(name, vs as Q[][]);
  }
  rest = rest.replace(BASIS_BY_NAMES, ' ');
  // "{b1, b2}" written in the question itself, before the names are defined: the bases' members, already read
  const members = new Set(named.flatMap(([, m]) => m));
  rest = rest.replace(new RegExp(String.raw`(?<![\p{L}\d'’])${NAME}(?![\p{L}\d'’])`, 'gu'), (x) => (members.has(sameName(x)) || vectors.has(sameName(x)) ? ' ' : x));
  rest = rest.replace(new RegExp(String.raw`(?<![\p{L}])${BASIS_NAME}(?![\p{L}])`, 'gu'), (x) => (bases.has(sameName(x)) ? ' ' : x));
  if (/[\p{L}\d]/u.test(rest.replace(SETTING, ' ').replace(/\b(?:a|b|c)\s*\)/g, ' '))) return undefined;
  const q = found.q;
  if (q.kind === 'coordinates') {
    const v = vectors.get(sameName(q.vector));
    const basis = bases.get(sameName(q.basis));
    return v && basis && basis.every((b) => b.length === v.length) ? coordinates(v, basis, v.length) : null;
  }
  const from = bases.get(sameName(q.from));
  const to = bases.get(sameName(q.to));
  if (!from || !to) return null;
  return transition(from, to, q.french, { from: q.from, to: q.to });
}

const num = (m: Mat): number[][] => m.map((r) => r.map((x) => x.toNumber()));

/** P with (target basis as columns)·P = (source basis as columns): the source's vectors written in the target. */
function transition(from: Q[][], to: Q[][], french: boolean, names: { from: string; to: string }): Outcome | null {
  const n = from.length;
  if (to.length !== n || [...from, ...to].some((v) => v.length !== n)) return null;
  const mf = transpose(from);
  const mt = transpose(to);
  if (rank(mf) !== n || rank(mt) !== n) return null;
  // the English matrix from B to C writes B in C; the French one from B to C writes C in B
  const [written, within, wName, inName] = french ? [mt, mf, names.to, names.from] : [mf, mt, names.from, names.to];
  const inv = inverse(within).inverse;
  if (!inv) return null;
  const p = mul(inv, written);
  const value = toAscii(p);
  const verified = matClose(numericMul(num(within), num(p)), num(written), 1e-9);
  const convention = french
    ? text(
        `Column j of the matrix of passage from ${names.from} to ${names.to} holds the coordinates of the j-th vector of ${names.to} in ${names.from}.`,
        `La colonne j de la matrice de passage de ${names.from} à ${names.to} contient les coordonnées du j-ième vecteur de ${names.to} dans ${names.from}.`,
      )
    : text(
        `The transition matrix from ${names.from} to ${names.to} turns ${names.from}-coordinates into ${names.to}-coordinates: column j holds the coordinates of the j-th vector of ${names.from} in ${names.to}.`,
        `La matrice de transition de ${names.from} vers ${names.to} change les coordonnées dans ${names.from} en coordonnées dans ${names.to} : la colonne j contient les coordonnées du j-ième vecteur de ${names.from} dans ${names.to}.`,
      );
  return {
    method: 'vectors.transition',
    category: 'matrix',
    steps: [
      { title: text('What the columns hold', 'Ce que contiennent les colonnes'), explanation: convention },
      {
        title: text(`Write both bases as columns`, `Écrire les deux bases en colonnes`),
        explanation: text(
          `With ${inName}'s vectors as the columns of M, the coordinates of ${wName}'s vectors solve M·P = N, N holding ${wName}'s vectors: P = M⁻¹N.`,
          `Avec les vecteurs de ${inName} en colonnes dans M, les coordonnées des vecteurs de ${wName} vérifient M·P = N, N ayant les vecteurs de ${wName} en colonnes : P = M⁻¹N.`,
        ),
        formula: `M = ${toLatex(within)},\\quad N = ${toLatex(written)},\\quad P = M^{-1}N = ${toLatex(p)}`,
      },
    ],
    answer: { kind: 'matrix', value, latex: toLatex(p), words: text(value, value) },
    finalAnswer: text(`P = ${value}`, `P = ${value}`),
    verified,
    verification: verified ? text('Checked: M·P = N in floating point.', 'Vérifié : M·P = N en virgule flottante.') : undefined,
  };
}

/** First among the methods: the vectors' indexed names (u1, b'2) stop the general readers. */
export const namedBasesStrategy: Strategy = {
  name: 'vectors.named_bases',
  solve: (problem) => namedBasesOutcome(problem.text) ?? null,
};
