import { SolverError } from '../../errors';
import { text, type Text } from '../../i18n';
import type { Outcome, ProblemInput, Strategy } from '../../strategy';
import { numericRank } from '../../verify/linalg';

/**
 * The rank–nullity theorem on a matrix known by its size and its rank (or its kernel's
 * dimension), with no entries: "A is a 4×6 matrix of rank 3: the dimension of its null space",
 * « soit A une matrice 5×7 de rang 4 : la dimension du noyau ». rank + dim ker = number of
 * columns; the column space, the row space and the image all have the rank's dimension. Every
 * word must be read.
 */
const SIZE = /\b([1-9])\s*(?:\*|x|×|by|par|\\times)\s*([1-9])\b(?=\s*(?:real\s+|r[ée]elle\s+)?matri)|(?<=\bmatri(?:x|ce)\s+)([1-9])\s*(?:\*|x|×|by|par|\\times)\s*([1-9])\b/i;
const RANK_GIVEN = /\b(?:of|de|with|has|avec)\s+(?:rank|rang)\s+([0-9])\b|\b(?:rank|rang|rg)\s*(?:\(\s*[A-Z]\s*\)|[A-Z])?\s*(?:=|is|est|vaut|equals)\s*([0-9])\b/i;
const NULLITY_GIVEN = /\b(?:ha(?:s|ving)|with|avec)\s+(?:a\s+|un\s+)?([0-9])[- ]dimensional\s+(?:null\s*space|kernel)|\b(?:nullity|dim\s*(?:ker|nul)\s*(?:\(\s*[A-Z]\s*\)|[A-Z])?)\s*(?:=|is|est|vaut|equals)\s*([0-9])\b|\bnoyau\s+(?:est\s+)?de\s+dimension\s+([0-9])\b/i;
const ASK_NULLITY = /\bnullity\b|\bnullit[ée]\b|dimension\s+(?:of\s+)?(?:the\s+|its\s+)?(?:kernel|null\s*space)|dimension\s+du\s+noyau|\bdim\s*(?:ker|nul)\b/i;
const ASK_RANK = /\b(?:the\s+|its\s+|le\s+|son\s+)?(?:rank|rang)\b|dimension\s+(?:of\s+)?(?:the\s+|its\s+)?(?:column|row)\s+space|dimension\s+(?:of\s+)?(?:the\s+|its\s+)?(?:image|range)|dimension\s+de\s+l['’]\s*image|\bdim\s*(?:col|row|im)\b/i;
const WORDS = /(?<![\p{L}])(?:a|an|is|be|let|the|its|of|with|has|having|and|what|find|compute|determine|give|matrix|real|then|soit|une|un|matrice|r[ée]elle|de|du|la|le|l|sa|son|quelle|quel|est|avec|et|calculer|d[ée]terminer|donner|que|vaut|[a-z])(?![\p{L}])/giu;

export function rankNullityOutcome(problem: ProblemInput): Outcome | null {
  const s = problem.text;
  if (/\[|\\begin|\||⟦/.test(s)) return null;
  const size = SIZE.exec(s);
  if (!size) return null;
  const [m, n] = [Number(size[1] ?? size[3]), Number(size[2] ?? size[4])];
  let rest = s.replace(size[0], ' ');
  const rankGiven = RANK_GIVEN.exec(rest);
  const nullGiven = rankGiven ? null : NULLITY_GIVEN.exec(rest);
  if (!rankGiven && !nullGiven) return null;
  rest = rest.replace((rankGiven ?? nullGiven)?.[0] ?? '', ' ');
  const askNullity = ASK_NULLITY.exec(rest);
  const askRank = askNullity ? null : ASK_RANK.exec(rest);
  const asked = askNullity ?? askRank;
  // the rank given and asked again is no question; the column space's dimension is
  if (!asked || (rankGiven && askRank && /\b(?:rank|rang)\b/i.test(askRank[0])) || (nullGiven && askNullity)) return null;
  rest = rest.replace(asked[0], ' ').replace(/\b(?:space|espace)\b/gi, ' ').replace(/['’]/g, ' ').replace(WORDS, ' ');
  if (/[\p{L}\d=]/u.test(rest)) return null;
  const given = Number(rankGiven ? (rankGiven[1] ?? rankGiven[2]) : (nullGiven?.[1] ?? nullGiven?.[2] ?? nullGiven?.[3]));
  const rank = rankGiven ? given : n - given;
  if (rank < 0 || rank > Math.min(m, n)) {
    throw new SolverError('unsupported', text(`A ${m}×${n} matrix has rank at most ${Math.min(m, n)}: these data do not fit together.`, `Une matrice ${m}×${n} est de rang au plus ${Math.min(m, n)} : ces données sont incompatibles.`));
  }
  const nullity = n - rank;
  const answer = askNullity ? nullity : rank;
  const said: Text = askNullity ? text(`dim ker A = ${answer}`, `dim ker A = ${answer}`) : text(`rank A = ${answer}`, `rg A = ${answer}`);
  // a matrix of that size and rank (the identity's first rows) recounted numerically
  const example = Array.from({ length: m }, (_, i) => Array.from({ length: n }, (__, j) => (i === j && i < rank ? 1 : 0)));
  const verified = numericRank(example) === rank && n - numericRank(example) === nullity;
  return {
    method: 'matrix.rank_nullity',
    category: 'matrix',
    steps: [
      {
        title: text('Use the rank theorem', 'Utiliser le théorème du rang'),
        explanation: text(
          `For a ${m}×${n} matrix, rank A + dim ker A = ${n}, the number of columns; the column space, the row space and the image all have dimension rank A.`,
          `Pour une matrice ${m}×${n}, rg A + dim ker A = ${n}, le nombre de colonnes ; l'espace des colonnes, celui des lignes et l'image sont tous de dimension rg A.`,
        ),
        formula: askNullity ? `\\dim \\ker A = ${n} - ${rank} = ${nullity}` : `\\operatorname{rank} A = ${n} - ${given} = ${rank}`,
      },
    ],
    answer: { kind: 'expr', value: String(answer), latex: String(answer), words: said },
    finalAnswer: said,
    verified,
    verification: text('Checked: a matrix of that size and rank built and its rank and kernel recounted.', 'Vérifié : une matrice de cette taille et de ce rang construite, son rang et son noyau recomptés.'),
  };
}

export const rankNullityStrategy: Strategy = {
  name: 'matrix.rank_nullity',
  solve: (problem) => rankNullityOutcome(problem),
};
