import type { Outcome, Strategy } from '../../strategy';
import { Q } from '../../cas/rational';
import { changeOfBasisOutcome } from './changeOfBasis';
import { extractMatrices } from './matrixParse';
import { writeBasisCombinations } from './basisWords';
import { readTuple } from './vectorFamily';

/**
 * The matrix of an endomorphism in a new basis when its matrix is given, not its formula: « Soit f
 * l'endomorphisme de R² de matrice A = [[2,1],[1,2]] dans la base canonique. Déterminer la matrice
 * de f dans la base B' = ((1,1),(1,-1)) », "f has matrix … in the standard basis (i, j, k); find its
 * matrix in the basis (i, i + j, i + j + k)". M' = P⁻¹ M P, P holding the new basis as columns; the
 * check: M P = P M' in floating point. Every word must be read.
 */

const TUPLE = /[([]\s*(-?\d+(?:\/\d+)?(?:\s*[,;]\s*-?\d+(?:\/\d+)?)+)\s*[)\]]/g;
const NAME = String.raw`[A-Z](?:['’]|_?\d)?`;
const ASKED = new RegExp(
  String.raw`(?<![\p{L}])(?:the\s+|la\s+|its\s+|sa\s+)?(?:matrix|matrice)\s+(?:(?:of|de)\s+(?:the\s+(?:linear\s+)?(?:map|transformation|operator|endomorphism)\s+|l['’]\s*(?:endomorphisme|application(?:\s+lin[ée]aire)?)\s+)?(?:[a-zA-Z]\s+)?)?(?:in|with\s+respect\s+to|relative\s+to|dans|relativement\s+[àa]|par\s+rapport\s+[àa])\s+(?:the\s+|la\s+|a\s+)?(?:new\s+|nouvelle\s+)?(?:basis|base)(?:\s+(${NAME})(?![\p{L}\d]))?`,
  'u',
);
const WORDS =
  /(?<![\p{L}])(?:soit|let|suppose|consider|on\s+consid[èe]re|the|a|an|la|le|l|de|du|des|d|of|in|dans|has|have|with|avec|matrix|matrice|its|sa|son|linear|lin[ée]aire|map|transformation|operator|endomorphism|endomorphisme|application|standard|canonical|canonique|usual|usuelle|basis|base|given|by|donn[ée]e?|par|find|determine|compute|give|write|d[ée]terminer|calculer|donner|trouver|[ée]crire|what|is|quelle|est|and|et|then|puis|be|which|whose|dont|relative|to|respect|new|nouvelle|R|ℝ|on|sur)(?![\p{L}])/giu;

export function matrixInBasisOutcome(typed: string): Outcome | null | undefined {
  // the matrix first: a basis written on i, j, k becomes tuples that could read as one
  const extracted = extractMatrices(typed);
  if (!extracted || extracted.matrices.length !== 1) return undefined;
  const s = writeBasisCombinations(extracted.text);
  const asked = ASKED.exec(s);
  if (!asked) return undefined;
  const m = extracted.matrices[0].m;
  const n = m.length;
  if (n < 2 || m.some((r) => r.length !== n)) return null;
  // the new basis: after the question, or given earlier under the name the question uses
  let from = asked.index + asked[0].length;
  let nameDef: RegExpExecArray | null = null;
  if (asked[1]) {
    nameDef = new RegExp(String.raw`(?<![\p{L}])${asked[1].replace(/[’']/, "['’]")}\s*=\s*`, 'u').exec(s);
    if (nameDef) from = nameDef.index + nameDef[0].length;
  }
  const tuples = [...s.slice(from).matchAll(TUPLE)].slice(0, n);
  const basis = tuples.map((t) => readTuple(t[1]));
  if (basis.length !== n || basis.some((v) => !v || v.length !== n)) return null;
  // every part read blanked where it stands: the question, the basis's name and its tuples
  const blanks: Array<[number, number]> = [[asked.index, asked.index + asked[0].length], ...tuples.map((t): [number, number] => [from + (t.index ?? 0), from + (t.index ?? 0) + t[0].length])];
  if (nameDef) blanks.push([nameDef.index, nameDef.index + nameDef[0].length]);
  const rest = s.split('').map((ch, i) => (blanks.some(([a, b]) => i >= a && i < b) ? ' ' : ch)).join('');
  const leftover = rest
    .replace(/(?<![\p{L}])[A-Z](?:['’]|_?\d)?\s*=/gu, ' ')
    .replace(/⟦0⟧/g, ' ')
    // the standard basis written out, (i, j, k), (e1, e2, e3) or as tuples
    .replace(/\(\s*(?:\(\s*[01](?:\s*,\s*[01])+\s*\)\s*,?\s*)+\)/g, ' ')
    .replace(/\(\s*(?:[ijk]|e_?\d)(?:\s*,\s*(?:[ijk]|e_?\d))+\s*\)/g, ' ')
    .replace(/(?<![\p{L}])[a-z](?![\p{L}\d])/gu, ' ')
    .replace(/(?:\^\s*\{?\d\}?|[²³])/g, ' ')
    .replace(WORDS, ' ')
    .replace(/[?!.:;,()[\]{}'’]/g, ' ');
  if (/[\p{L}\d]/u.test(leftover)) return null;
  return changeOfBasisOutcome(m, basis as Q[][]);
}

export const matrixInBasisStrategy: Strategy = {
  name: 'matrix.change_of_basis',
  solve: (problem) => matrixInBasisOutcome(problem.text) ?? null,
};
