import type { Mat } from './matrix';

/**
 * What a problem says of its matrix besides the literal: a name given in words ("where A is the
 * ⟦0⟧", "let A be the ⟦0⟧", « soit A la matrice ⟦0⟧ », « où A est ⟦0⟧ ») becomes A = ⟦0⟧, and a
 * shape (upper or lower triangular, circulant, symmetric, « triangulaire supérieure ») is read when the
 * literal has it; a shape it does not have is a misread, and the problem is left unanswered.
 */
const NAMED_IN_WORDS = /\b(?:let\s+|soit\s+)?([A-Z])\s+(?:is|be|est|d[ée]signe)\s+(?:the\s+|la\s+)?(?:(?:following\s+|square\s+)?matrix\s+|matrice\s+(?:suivante\s+|carr[ée]e\s+)?)?(⟦\d+⟧)/g;
const SOIT_NAMED = /\bsoit\s+([A-Z])\s+(?:la\s+)?matrice\s+(⟦\d+⟧)/gi;

const SHAPES: Array<[RegExp, (m: Mat) => boolean]> = [
  [/\bupper[- ]triangular\b|\btriangulaire\s+sup[ée]rieure\b/gi, (m) => m.every((r, i) => r.every((v, j) => j >= i || v.isZero()))],
  [/\blower[- ]triangular\b|\btriangulaire\s+inf[ée]rieure\b/gi, (m) => m.every((r, i) => r.every((v, j) => j <= i || v.isZero()))],
  [/\btriangular\b|\btriangulaire\b/gi, (m) => m.every((r, i) => r.every((v, j) => j >= i || v.isZero())) || m.every((r, i) => r.every((v, j) => j <= i || v.isZero()))],
  [/\bcirculant(?:e)?\b/gi, (m) => m.every((r, i) => r.every((v, j) => v.eq(m[0][(j - i + m.length) % m.length])))],
  [/\bsymmetric\b|\bsym[ée]trique\b/gi, (m) => m.every((r, i) => r.every((v, j) => v.eq(m[j][i])))],
  // "the Vandermonde determinant |1 1 1; 2 3 5; 4 9 25|": rows (or columns) 1, xᵢ, xᵢ², …
  [/\bvandermonde(?:['’]s)?\b/gi, (m) => isVandermonde(m) || isVandermonde(m[0].map((_, j) => m.map((r) => r[j])))],
  // "the rotation matrix ⟦0⟧", « la matrice de rotation ⟦0⟧ »: [[c, −s], [s, c]] with c² + s² = 1
  [/\brotation\s+(?=matri)|(?<=\bmatri(?:x|ce)\s+)de\s+rotation\b/gi, (m) => m.length === 2 && m[0][0].eq(m[1][1]) && m[0][1].eq(m[1][0].neg()) && m[0][0].mul(m[0][0]).add(m[1][0].mul(m[1][0])).isOne()],
  // "the real square matrix", « la matrice carrée réelle »: every literal here is real; square when it is
  [/\b(?:real|square)\s+(?=(?:real\s+|square\s+)?matri)|(?<=\bmatrice\s+(?:carr[ée]e\s+|r[ée]elle\s+)?)(?:carr[ée]e|r[ée]elle)\b/gi, (m) => m.every((r) => r.length === m.length)],
];

function isVandermonde(m: Mat): boolean {
  return m.every((r) => r.length === m.length && r[0].isOne() && r.every((v, j) => j === 0 || v.eq(r[j - 1].mul(r[1]))));
}

/** A shape asked rather than said: "… symmetric?", "show that A is symmetric", « montrer que A est symétrique ». */
function asked(re: RegExp, s: string): boolean {
  const shape = `(?:${re.source})`;
  return new RegExp(`${shape}\\s*\\?|\\b(?:show|prove|verify|check|montrer|d[ée]montrer|v[ée]rifier|justifier)\\s+(?:that\\s+|que\\s+|qu['’]\\s*).*\\b(?:is|est)\\s+${shape}`, 'iu').test(s);
}

/** The text with names in words written A = ⟦k⟧ and true shapes removed; null when a shape said is not the matrix's. */
export function readShape(s: string, mats: Mat[]): string | null {
  let out = s.replace(SOIT_NAMED, '$1 = $2').replace(NAMED_IN_WORDS, '$1 = $2');
  for (const [re, has] of SHAPES) {
    if (!re.test(out) || asked(re, out)) {
      re.lastIndex = 0;
      continue;
    }
    re.lastIndex = 0;
    if (mats.length !== 1 || !mats[0].every((r) => r.length === mats[0].length) || !has(mats[0])) return null;
    out = out.replace(re, ' ');
  }
  return out;
}
