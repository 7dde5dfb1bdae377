import { text, type Text } from '../../i18n';
import type { Outcome, StepDraft, Strategy } from '../../strategy';
import { Q } from '../../cas/rational';
import { numericRank } from '../../verify/linalg';
import { rank, toAscii, toLatex, transpose } from './matrix';
import { readTuple } from './vectorFamily';

/**
 * The sum and the intersection of two subspaces given by spanning vectors: "F = span{(1,2,3,4),
 * (1,1,1,3)} and G = span{…}: find dim(F + G)", « F = Vect(u1, u2), G = Vect(u3, u4) : dimension de
 * F ∩ G ». F + G is spanned by both families, so its dimension is the rank of all the vectors; the
 * intersection's follows from Grassmann's formula dim(F ∩ G) = dim F + dim G − dim(F + G).
 */

const NUMBER = String.raw`[-+]?\d+(?:[.,]\d+)?(?:\/\d+)?`;
const TUPLE = String.raw`\(\s*${NUMBER}(?:\s*[,;]\s*${NUMBER})+\s*\)`;
const SPAN = new RegExp(
  String.raw`(?<![\p{L}])([A-Z])\s*=\s*(?:\\operatorname\s*\{\s*)?(?:span|vect)\s*\}?\s*(?:\\left\s*)?\\?[({]\s*(${TUPLE}(?:\s*,\s*${TUPLE})*)\s*(?:\\right\s*)?\\?[)}]`,
  'giu',
);
const SUM = /(?<![\p{L}])([A-Z])\s*\+\s*([A-Z])(?![\p{L}])|(?<![\p{L}])(?:sum|somme)\s+(?:of|de)\s+([A-Z])\s+(?:and|et)\s+([A-Z])(?![\p{L}])/u;
const CAP = /(?<![\p{L}])([A-Z])\s*(?:∩|\\cap|inter)\s*([A-Z])(?![\p{L}])|(?<![\p{L}])intersection\s+(?:of|de)\s+([A-Z])\s+(?:and|et)\s+([A-Z])(?![\p{L}])/u;
const ASKED = { basis: /(?<![\p{L}])(?:basis|base)(?![\p{L}])/iu, dimension: /(?<![\p{L}])(?:dimension|dim)(?![\p{L}])/iu };
const WORDS =
  /(?<![\p{L}])(?:let|soit|soient|and|et|in|dans|of|de|du|des|la|le|les|the|a|an|une|un|find|compute|determine|give|what|is|calculer|d[ée]terminer|donner|trouver|quelle|est|where|o[ùu]|sum|somme|intersection|inter|subspaces?|sous-espaces?|vectoriels?|R\^?\d|ℝ\S?|\\mathbb\s*\{?R\}?\S*)(?![\p{L}])/giu;

interface Spanned {
  name: string;
  vectors: Q[][];
}

const tuple = (v: Q[]): string => `(${v.map((x) => x.toString()).join(', ')})`;

/** The vectors that raise the rank, in order: a basis of what they span. */
function independent(vectors: Q[][]): Q[][] {
  const kept: Q[][] = [];
  for (const v of vectors) if (rank([...kept, v]) > kept.length) kept.push(v);
  return kept;
}

export function spanSumOutcome(s: string): Outcome | null | undefined {
  const spans: Spanned[] = [];
  for (const m of s.matchAll(SPAN)) {
    const vectors = [...m[2].matchAll(new RegExp(TUPLE, 'g'))].map((t) => readTuple(t[0].slice(1, -1)));
    if (vectors.some((v) => !v)) return null;
    spans.push({ name: m[1], vectors: vectors as Q[][] });
  }
  const sum = SUM.exec(s);
  const cap = CAP.exec(s);
  if (spans.length !== 2 || (!sum && !cap)) return undefined;
  if (sum && cap) return null;
  const op = (sum ?? cap) as RegExpExecArray;
  const [f, g] = [op[1] ?? op[3], op[2] ?? op[4]].map((n) => spans.find((x) => x.name === n));
  const size = spans[0].vectors[0].length;
  if (!f || !g || f === g || spans.some((x) => x.vectors.some((v) => v.length !== size))) return null;
  const asked = Object.entries(ASKED).filter(([, re]) => re.test(s)).map(([k]) => k);
  if (asked.length === 0 || (cap && asked.includes('basis'))) return null;
  const rest = s
    .replace(SPAN, ' ')
    .replace(sum ? SUM : CAP, ' ')
    .replace(new RegExp(Object.values(ASKED).map((r) => r.source).join('|'), 'giu'), ' ')
    .replace(/(?<![\p{L}])(?:l|d|qu)['’]/giu, ' ')
    .replace(WORDS, ' ')
    .replace(/[?!.:;,()$]/g, ' ');
  if (/[\p{L}\d]/u.test(rest)) return null;
  const [bf, bg] = [independent(f.vectors), independent(g.vectors)];
  const both = independent([...bf, ...bg]);
  const dimCap = bf.length + bg.length - both.length;
  const name = sum ? `${f.name} + ${g.name}` : `${f.name} ∩ ${g.name}`;
  const dim = sum ? both.length : dimCap;
  // the check in floating point: the rank of all the vectors together, apart from the exact elimination
  const num = (vs: Q[][]): number[][] => vs.map((v) => v.map((x) => x.toNumber()));
  const verified = numericRank(num([...f.vectors, ...g.vectors])) === both.length && numericRank(num(f.vectors)) === bf.length && numericRank(num(g.vectors)) === bg.length;
  const steps: StepDraft[] = [
    {
      title: text('A basis of each subspace', 'Une base de chaque sous-espace'),
      explanation: text(
        `Keeping the vectors that raise the rank: dim ${f.name} = ${bf.length}, dim ${g.name} = ${bg.length}.`,
        `En gardant les vecteurs qui augmentent le rang : dim ${f.name} = ${bf.length}, dim ${g.name} = ${bg.length}.`,
      ),
    },
    {
      title: text(`Gather both families: ${f.name} + ${g.name}`, `Réunir les deux familles : ${f.name} + ${g.name}`),
      explanation: text(
        `${f.name} + ${g.name} is spanned by all the vectors; their rank is ${both.length}.`,
        `${f.name} + ${g.name} est engendré par tous les vecteurs ; leur rang est ${both.length}.`,
      ),
      formula: `\\operatorname{rank}${toLatex(transpose(both))} = ${both.length}`,
    },
  ];
  if (cap) {
    steps.push({
      title: text("Grassmann's formula", 'Formule de Grassmann'),
      explanation: text(`dim(${name}) = dim ${f.name} + dim ${g.name} − dim(${f.name} + ${g.name}).`, `dim(${name}) = dim ${f.name} + dim ${g.name} − dim(${f.name} + ${g.name}).`),
      formula: `\\dim(${f.name} \\cap ${g.name}) = ${bf.length} + ${bg.length} - ${both.length} = ${dimCap}`,
    });
  }
  const parts: Text[] = [];
  if (asked.includes('basis')) parts.push(text(`basis: ${both.map(tuple).join(', ')}`, `base : ${both.map(tuple).join(', ')}`));
  parts.push(text(`dim(${name}) = ${dim}`, `dim(${name}) = ${dim}`));
  return {
    method: 'vectors.span_sum',
    category: 'matrix',
    steps,
    answer: asked.includes('basis')
      ? { kind: 'matrix', value: toAscii(transpose(both)), latex: toLatex(transpose(both)), words: text(both.map(tuple).join(', '), both.map(tuple).join(', ')) }
      : { kind: 'expr', value: String(dim), latex: String(dim), words: text(String(dim), String(dim)) },
    finalAnswer: text(parts.map((p) => p.en).join('; '), parts.map((p) => p.fr).join(' ; ')),
    verified,
    verification: verified
      ? text('Checked: the ranks recomputed in floating point agree with the exact ones.', 'Vérifié : les rangs recalculés en virgule flottante concordent avec les rangs exacts.')
      : undefined,
  };
}

export const spanSumStrategy: Strategy = {
  name: 'vectors.span_sum',
  solve: (problem) => spanSumOutcome(problem.text) ?? null,
};
