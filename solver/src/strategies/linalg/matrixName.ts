import { text, type Text } from '../../i18n';

/** A matrix written out right after its name: "C = (1 2; 3 0)", "M=[[…]]", "B = \begin{pmatrix}…". */
const NAMED = /(?<![\p{L}\d])([A-Z])\s*=\s*(?:\(|\[|\||\\left|\\begin)/gu;

/**
 * How the answer names the matrix: by the one letter the student gave it (« C = (1 2;3 0) » is C,
 * never A), else "the matrix" / « la matrice ».
 */
export function matrixName(problem: string): Text {
  const names = new Set([...problem.matchAll(NAMED)].map((m) => m[1]));
  if (names.size === 1) {
    const [n] = [...names];
    return text(n, n);
  }
  return text('the matrix', 'la matrice');
}

