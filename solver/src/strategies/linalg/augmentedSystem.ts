import { text } from '../../i18n';
import type { StepDraft } from '../../strategy';
import { METHOD_NAMED } from '../../parse/methodNamed';
import { Q } from '../../cas/rational';
import { augmentedLatex, cols, type Mat } from './matrix';
import { extractMatrices } from './matrixParse';
import { FILLER } from './matrixRecognize';

/**
 * A linear system given by its augmented matrix ("solve the system whose augmented matrix is …",
 * « résoudre le système de matrice augmentée … »): each row is an equation, the last column the
 * right-hand sides. The system is written out with the unknowns x, y, z, w so the system method
 * solves it (one, none or infinitely many solutions). A row-reduced form asked of the same matrix
 * is another question (rref), and any word not read leaves the problem to the other readers.
 */
const AUGMENTED =
  /(?:(?:using|with|whose|from|given\s+by|of|de|du|dont\s+la|avec\s+la|[àa]\s+partir\s+de\s+la|(?:that|qui)\s+(?:has|a))\s+)?(?:(?:the|its|an?|la|sa|une|pour)\s+)?(?:augmented\s+matrix|matrice\s+(?:augment[ée]e|compl[èe]te|[ée]largie))(?:\s+(?:is|est))?/giu;
const SOLVE = /(?<![\p{L}])(?:solve|solution\s+set|solutions?|r[ée]soudre|r[ée]solvez|r[ée]sous|ensemble\s+des\s+solutions|system|syst[èe]me|linear|lin[ée]aire)(?![\p{L}])/giu;
const OTHER_QUESTION = /rref|[ée]chelon|\brank\b|\brang\b|determinant|d[ée]terminant|combien|how\s+many|number\s+of/iu;
const UNKNOWNS = ['x', 'y', 'z', 'w'];

export interface AugmentedSystem {
  /** The system written out, one equation per row. */
  system: string;
  step: StepDraft;
}

function term(c: Q, v: string, first: boolean): string {
  if (c.isZero()) return '';
  const abs = c.isNegative() ? c.neg() : c;
  const coef = abs.eq(Q.ONE) ? '' : abs.isInt() ? abs.toString() : `(${abs.toString()})*`;
  const sign = c.isNegative() ? (first ? '-' : ' - ') : first ? '' : ' + ';
  return `${sign}${coef}${v}`;
}

function equation(row: Q[], vars: string[]): string {
  let lhs = '';
  row.slice(0, -1).forEach((c, j) => {
    lhs += term(c, vars[j], lhs === '');
  });
  return `${lhs || '0'} = ${row[row.length - 1].toString()}`;
}

export function augmentedSystem(input: string): AugmentedSystem | null {
  if (!/augment|compl[èe]te|[ée]largie/i.test(input) || OTHER_QUESTION.test(input)) return null;
  const ex = extractMatrices(input);
  if (!ex || ex.matrices.length !== 1 || ex.matrices[0].bars) return null;
  const m: Mat = ex.matrices[0].m;
  const n = cols(m) - 1;
  const found = (re: RegExp): boolean => new RegExp(re.source, 'iu').test(ex.text);
  if (n < 1 || n > UNKNOWNS.length || !found(AUGMENTED) || !found(SOLVE)) return null;
  const left = ex.text
    .replace(AUGMENTED, ' ')
    .replace(METHOD_NAMED, ' ')
    .replace(SOLVE, ' ')
    .replace(/⟦0⟧/, ' ')
    .replace(/\b[A-Z]\s*=/, ' ')
    .replace(FILLER, ' ')
    .replace(/(?<![\p{L}])(?:l|d)['’]|(?<![\p{L}])(?:r[ée]soudre|whose|dont|given|donn[ée]e?)(?![\p{L}])/giu, ' ')
    .replace(/[?!:;,.()]/g, ' ');
  if (/\S/.test(left)) return null;
  const vars = UNKNOWNS.slice(0, n);
  const lines = m.map((row) => equation(row, vars));
  return {
    system: lines.join('; '),
    step: {
      title: text('Read the system from the augmented matrix', 'Lire le système sur la matrice augmentée'),
      explanation: text(
        `Each row is an equation; the last column holds the right-hand sides and the others the coefficients of ${vars.join(', ')}.`,
        `Chaque ligne est une équation ; la dernière colonne porte les seconds membres et les autres les coefficients de ${vars.join(', ')}.`,
      ),
      formula: `${augmentedLatex(m, n)} \\;\\Longleftrightarrow\\; \\begin{cases} ${lines.map((l) => l.replace(/\*/g, ' ')).join(' \\\\ ')} \\end{cases}`,
    },
  };
}
