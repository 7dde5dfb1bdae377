import { text } from '../../i18n';
import { parseNode } from '../../parse/math';
import type { SumProblem } from './sumRecognize';

/**
 * Sums named in words: "the sum of the first 100 positive integers", "sum of the first n odd
 * numbers", "la somme des n premiers entiers impairs", "somme des 10 premiers carrés".
 */
const KINDS: { re: RegExp; summand: string; en: string; fr: string }[] = [
  { re: /\b(?:odd|impairs)\b/i, summand: '2k - 1', en: 'the k-th odd number is 2k − 1', fr: 'le k-ième nombre impair est 2k − 1' },
  { re: /\b(?:even|pairs)\b/i, summand: '2k', en: 'the k-th even number is 2k', fr: 'le k-ième nombre pair est 2k' },
  { re: /\b(?:squares|carr[ée]s)\b/i, summand: 'k^2', en: 'the k-th square is k²', fr: 'le k-ième carré est k²' },
  { re: /\b(?:cubes)\b/i, summand: 'k^3', en: 'the k-th cube is k³', fr: 'le k-ième cube est k³' },
  { re: /\b(?:integers|numbers|whole\s+numbers|natural\s+numbers|entiers|nombres)\b/i, summand: 'k', en: 'the k-th positive integer is k', fr: 'le k-ième entier strictement positif est k' },
];

export function recognizeWordSum(t: string): SumProblem | null {
  const en = /\bsum\s+of\s+the\s+first\s+(\d+|[a-z])\s+(.+?)\s*[.?!]?$/i.exec(t);
  const fr = /\bsomme\s+des\s+(\d+|[a-z])\s+premi(?:ers|[èe]res)\s+(.+?)\s*[.?!]?$/i.exec(t);
  const m = en ?? fr;
  if (!m) return rangeSum(t);
  const kind = KINDS.find((x) => x.re.test(m[2]));
  if (!kind) return null;
  // "the first 10 numbers" counts from 1 (positive integers), as the phrase is meant.
  return {
    summand: parseNode(kind.summand),
    k: 'k',
    lo: 1,
    hi: /^\d+$/.test(m[1]) ? Number(m[1]) : m[1],
    summandText: kind.summand,
    intro: {
      title: text('Write the sum with Σ', 'Écrire la somme avec Σ'),
      explanation: text(`Number the terms k = 1, 2, …, ${m[1]}: ${kind.en}.`, `On numérote les termes k = 1, 2, …, ${m[1]} : ${kind.fr}.`),
      formula: `\\sum_{k=1}^{${m[1]}} ${kind.summand}`,
    },
  };
}

/**
 * "the sum of the integers from 1 to 100", "la somme des entiers de 1 à 100", "sum of the squares
 * from 1 to 10": every integer (square, cube) of the range, bounds included.
 */
function rangeSum(t: string): SumProblem | null {
  const m = /\b(?:sum|somme)\s+(?:of\s+(?:all\s+)?(?:the\s+)?|de\s+tous\s+les\s+|des\s+)(integers|numbers|whole\s+numbers|natural\s+numbers|squares|cubes|entiers(?:\s+naturels)?|nombres(?:\s+entiers)?|carr[ée]s|cubes)\s+(?:from|de|between|entre)\s+(\d+)\s+(?:to|through|à|a|and|et)\s+(\d+|[a-z])\s*[.?!]?$/i.exec(t);
  if (!m) return null;
  const summand = /squares|carr/i.test(m[1]) ? 'k^2' : /cubes/i.test(m[1]) ? 'k^3' : 'k';
  return {
    summand: parseNode(summand),
    k: 'k',
    lo: Number(m[2]),
    hi: /^\d+$/.test(m[3]) ? Number(m[3]) : m[3],
    summandText: summand,
    intro: {
      title: text('Write the sum with Σ', 'Écrire la somme avec Σ'),
      explanation: text(`Each term is ${summand} for k = ${m[2]}, …, ${m[3]}.`, `Chaque terme vaut ${summand} pour k = ${m[2]}, …, ${m[3]}.`),
      formula: `\\sum_{k=${m[2]}}^{${m[3]}} ${summand}`,
    },
  };
}
