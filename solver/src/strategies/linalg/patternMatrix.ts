import { text } from '../../i18n';
import type { StepDraft } from '../../strategy';
import { readPattern, type Pattern } from '../../read/structuredDet';
import type { RuleMatrix } from './entryRule';

/**
 * A matrix of a size given as a number and described in words: "the 4×4 matrix with 3 on the
 * diagonal and 1 elsewhere", "the 5×5 tridiagonal matrix with 2 on the diagonal and −1 on the
 * off-diagonals", « la matrice d'ordre 4 dont tous les coefficients valent 1 ». Written out where
 * the description was, so any matrix question is then read as for a literal; the words of the
 * description are taken out, and whatever else is left must still be read by the matrix methods.
 */
const SIZE = /\b([2-8])\s*(?:\*|x|×|by|par|\\times)\s*\1\b|\b(?:of\s+order|of\s+size|d['’]\s*ordre|de\s+taille)\s+([2-8])\b/i;
const MATRIX_WORD = /\b(?:matrix|matrice)\b/i;
/** The description's parts with what joins them: "with 3 on the diagonal and 1 elsewhere", « avec des 2 … et des −1 … ». */
const JOIN = String.raw`(?:\s|,|(?<![\p{L}])(?:with|having|whose|and|avec|et|dont|des|les)(?![\p{L}]))*`;
const DESCRIPTION = new RegExp(String.raw`${JOIN}\uE004(?:${JOIN}\uE004)*`, 'giu');

function entry(p: Pattern, i: number, j: number): string {
  if (i === j) return p.diagonal;
  if (p.structure === 'constant') return i < j ? p.upper : p.lower;
  return j === i + 1 ? p.upper : j === i - 1 ? p.lower : '0';
}

/** "a four by four matrix", « une matrice trois par trois »: the size in words. */
const SIZE_WORDS: Record<string, string> = { two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', deux: '2', trois: '3', quatre: '4', cinq: '5', sept: '7', huit: '8' };
const SIZE_IN_WORDS = /(?<![\p{L}])(two|three|four|five|six|seven|eight|deux|trois|quatre|cinq|sept|huit)\s*(?:by|x|×|par|-by-)\s*\1(?![\p{L}])/giu;

export function expandPattern(typed: string): RuleMatrix | null {
  const input = typed.replace(SIZE_IN_WORDS, (m, w: string) => {
    const n = SIZE_WORDS[w.toLowerCase()];
    return n ? `${n}×${n}` : m;
  });
  const size = SIZE.exec(input);
  if (!size || !MATRIX_WORD.test(input) || /\[|\\begin|⟦/.test(input)) return null;
  const read = readPattern(input, null);
  if (!read) return null;
  const n = Number(size[1] ?? size[2]);
  // letters stay out: a letter entry is a matrix with parameters, another method's
  if ([read.pattern.diagonal, read.pattern.upper, read.pattern.lower].some((v) => /[a-z]/i.test(v))) return null;
  const rows = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (__, j) => entry(read.pattern, i, j)));
  const literal = `[${rows.map((r) => `[${r.join(', ')}]`).join(', ')}]`;
  let rest = input.replace(size[0], ' ');
  for (const span of read.spans) rest = rest.replace(span, ' \uE004 ');
  // the literal where the description was ("the matrix of ones", "the matrix with 3 on …")
  let placed = false;
  rest = rest.replace(DESCRIPTION, () => {
    const here = placed ? ' ' : ` ${literal} `;
    placed = true;
    return here;
  });
  if (!placed || /\uE004/.test(rest)) return null;
  const latex = `\\begin{pmatrix}${rows.map((r) => r.join(' & ')).join(' \\\\ ')}\\end{pmatrix}`;
  return {
    text: rest.replace(/\s+/g, ' ').trim(),
    step: {
      title: text('Write the matrix out', 'Écrire la matrice'),
      explanation: text(`The ${n}×${n} matrix described, entry by entry.`, `La matrice ${n}×${n} décrite, coefficient par coefficient.`),
      formula: `A = ${latex}`,
    } satisfies StepDraft,
  };
}
