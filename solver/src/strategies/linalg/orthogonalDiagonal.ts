import { SolverError } from '../../errors';
import { text } from '../../i18n';
import type { Outcome, StepDraft } from '../../strategy';
import { Q } from '../../cas/rational';
import { toLatex, type Mat } from './matrix';
import { sqrtRational, surdToAscii, surdToLatex, type Surd } from './polynomial';

/**
 * Orthogonal diagonalisation of a real symmetric matrix, as a course asks it: "orthogonally
 * diagonalize A", "find an orthogonal matrix P such that PᵀAP is diagonal", "A = QΛQᵀ",
 * « diagonaliser A dans une base orthonormée », « une matrice orthogonale P telle que ᵗPAP soit
 * diagonale ». The reader turns these into "diagonalise A, give P and D" with the orthogonal flag;
 * this module then orthonormalises the eigenvectors: Gram–Schmidt inside each eigenspace (the
 * eigenspaces of a symmetric matrix are already orthogonal to each other), then each column divided
 * by its norm, written exactly with a square root (1/√2, 2/√5). D is the answer, P is given with it.
 */

const T = String.raw`(?:\s*\^\s*\{?\s*(?:T|t|\\top|\\mathsf\{T\}|\\intercal)\s*\}?|ᵀ|')`;
const INV = String.raw`\s*\^\s*(?:\{\s*-\s*1\s*\}|\(\s*-\s*1\s*\)|-\s*1)|⁻¹`;
/** PᵀAP, ᵗPAP (read ^tP), tP A P, P^{-1}AP: the product that is diagonal. */
const CONJUGATE = String.raw`(?:(?:\^t|t\s*)?[PQUO](?:${T}|${INV})?\s*\*?\s*(?:⟦\d+⟧|A)\s*\*?\s*[PQUO])`;
/** P D Pᵀ, QΛQᵀ: A written from its diagonal form. */
const FROM_DIAGONAL = String.raw`(?:(?:⟦\d+⟧|A)\s*=\s*[PQUO]\s*\*?\s*(?:D|Λ|\\Lambda)\s*\*?\s*[PQUO](?:${T}|${INV}))`;
const NAMED = String.raw`(?:(?:an?|the|une|la)\s+)?(?:(?:real\s+)?orthogonal\s+|orthonormal\s+)?(?:matrix|matrice)?\s*(?:orthogonale\s+|orthonormale\s+)?[PQUO](?:\s+orthogonale?)?`;
const DIAG_NAMED = String.raw`(?:(?:an?|the|une|la)\s+)?(?:diagonal\s+)?(?:matrix|matrice)?\s*(?:diagonale\s+)?(?:D|Λ|\\Lambda)(?:\s+diagonale?)?`;

/** The orthogonality said: an orthogonal P or Q, an orthonormal basis, "orthogonally". */
const ORTHOGONAL_SAID = /(?<![\p{L}])(?:orthogonal(?:e|ly)?|orthonorm(?:al|[ée]e|ale)|orthogonalement)(?![\p{L}])/iu;

/** Each phrasing, replaced by the words of an ordinary diagonalisation. */
/** "an orthonormal basis (of ℝ³) of eigenvectors", « une base orthonormée de vecteurs propres »: the orthonormal eigenvectors asked. */
const ORTHONORMAL_EIGENBASIS =
  /(?<![\p{L}])(?:(?:an?|the|une|la)\s+)?(?:orthonormal\s+(?:basis|eigenbasis)|base\s+orthonorm(?:[ée]e|ale))(?:\s+(?:of|for|de)\s+(?:I?R|ℝ)\s*(?:\^\s*\{?\d\}?|[²³]|\d)?)?\s*(?:(?:consisting|made\s+up|compos[ée]e|form[ée]e|constitu[ée]e)\s+)?(?:of|de|d['’])\s*(?:the\s+)?(?:eigen\s*vectors|vecteurs\s+propres)(?![\p{L}])/giu;

const PHRASES: RegExp[] = [
  // "…, P orthogonal", "where P is an orthogonal matrix", « avec P orthogonale »: said after the product
  /,?\s*(?:(?:with|where|and|avec|o[ùu]|et)\s+)?[PQ]\s+(?:is\s+|est\s+|being\s+|soit\s+)?(?:an?\s+|une\s+)?(?:matrice\s+)?orthogonale?(?:\s+matrix)?(?![\p{L}])/gu,
  // « montrer que A est diagonalisable dans une base orthonormée et donner … »: what the diagonalisation shows
  /(?<![\p{L}])(?:show|prove|check|verify|montrer|d[ée]montrer|v[ée]rifier|justifier)\s+(?:that\s+|que\s+|qu['’]\s*)(?:(?:the\s+matrix|la\s+matrice)\s+)?(?:⟦\d+⟧\s+)?(?:is|est)\s+(?:orthogonally\s+)?diagonali[sz]able(?:\s+(?:in|dans)\s+(?:an?\s+|une\s+)?(?:orthonormal\s+basis|base\s+orthonorm(?:[ée]e|ale)))?\s*[,.;]?\s*(?:(?:and|then|et|puis)(?![\p{L}]))?/giu,
  // "orthogonally diagonalize", « diagonaliser orthogonalement », "diagonalise … in an orthonormal basis"
  /(?<![\p{L}])orthogonally\s+(?=diagonali[sz])/giu,
  /(?<=diagonali[sz]\p{L}*\s+(?:⟦\d+⟧\s+)?)orthogonalement(?![\p{L}])/giu,
  /(?<![\p{L}])(?:in|dans|with\s+respect\s+to|by\s+means\s+of)\s+(?:an?\s+|une\s+)?(?:orthonormal(?:e)?\s+(?:basis|base|eigenbasis)|base\s+orthonorm(?:[ée]e|ale)(?:\s+de\s+vecteurs\s+propres)?)(?![\p{L}])/giu,
  /(?<![\p{L}])(?:by|via|using|with|par|avec)\s+(?:an?\s+|une\s+)?(?:orthogonal\s+matrix|matrice\s+orthogonale)(?![\p{L}])/giu,
];

/** "an orthogonal matrix P (and a diagonal matrix D) such that PᵀAP is diagonal / = D", "so that A = QΛQᵀ". */
const ASKED = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:${NAMED})\s*(?:,|and|et)?\s*(?:${DIAG_NAMED})?|(?:${DIAG_NAMED})\s*(?:,|and|et)\s*(?:${NAMED}))\s*,?\s*(?:(?:such\s+that|so\s+that|with|where|for\s+which|telle?s?\s+que|avec|pour\s+laquelle|o[ùu])\s+)?(?:${CONJUGATE}\s*(?:=\s*(?:D|Λ|\\Lambda)(?![\p{L}])|(?:is|be|soit|est)\s+(?:an?\s+|une\s+)?(?:matrice\s+)?diagonale?(?:\s+matrix)?)|(?:D|Λ|\\Lambda)\s*=\s*${CONJUGATE}|${FROM_DIAGONAL})`,
  // case kept: the matrices' letters are capitals, the words lower case
  'gu',
);

/**
 * Reads an orthogonal diagonalisation asked and rewrites it as an ordinary one ("diagonalise ⟦0⟧,
 * P and D"); `orthogonal` is false (and the text unchanged) when no orthogonality is said.
 */
export function readOrthogonalDiagonalisation(s: string): { rest: string; orthogonal: boolean } {
  if (!ORTHOGONAL_SAID.test(s)) return { rest: s, orthogonal: false };
  let rest = s;
  let asked = false;
  rest = rest.replace(ORTHONORMAL_EIGENBASIS, () => {
    asked = true;
    return ' eigenvectors ';
  });
  // "write down P and D": the verb of the request
  rest = rest.replace(/(?<![\p{L}])[Ww]rite\s+down(?![\p{L}])/gu, ' find ');
  rest = rest.replace(ASKED, () => {
    asked = true;
    return ' diagonalize and give P and D ';
  });
  for (const re of PHRASES) {
    rest = rest.replace(re, () => {
      asked = true;
      return ' ';
    });
  }
  // what is left must still ask a diagonalisation, and no orthogonality unread
  if (!asked || ORTHOGONAL_SAID.test(rest) || !/diagonali[sz]|eigenvectors/iu.test(rest)) return { rest: s, orthogonal: false };
  return { rest, orthogonal: true };
}

/** One eigenvalue with a basis of its eigenspace, as found by row reduction. */
export interface EigenGroup {
  lam: Q;
  vecs: Q[][];
}

const dot = (u: Q[], v: Q[]): Q => u.reduce((s, x, i) => s.add(x.mul(v[i])), Q.ZERO);

/** Gram–Schmidt without normalising: exact, orthogonal vectors spanning the same space. */
export function orthogonalise(vecs: Q[][]): Q[][] {
  const out: Q[][] = [];
  for (const v of vecs) {
    let w = v.slice();
    for (const u of out) {
      const c = dot(w, u).div(dot(u, u));
      w = w.map((x, i) => x.sub(c.mul(u[i])));
    }
    // clear denominators so the column stays readable before its norm is divided out
    const den = w.reduce((l, x) => (l * x.d) / gcdBig(l, x.d), 1n);
    out.push(w.map((x) => x.mul(Q.of(den))));
  }
  return out;
}

function gcdBig(a: bigint, b: bigint): bigint {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y) [x, y] = [y, x % y];
  return x;
}

/** v/‖v‖ with each entry q·√r. */
function normalise(v: Q[]): Surd[] {
  const unit = sqrtRational(dot(v, v).inv());
  return v.map((x) => ({ p: Q.ZERO, q: x.mul(unit.q), r: unit.r }));
}

const surdValue = (s: Surd): number => s.q.toNumber() * Math.sqrt(Number(s.r));

const SYMMETRIC_ONLY = text(
  'Only a real symmetric matrix can be diagonalised by an orthogonal matrix (spectral theorem); this one is not symmetric.',
  'Seule une matrice symétrique réelle se diagonalise dans une base orthonormée (théorème spectral) ; celle-ci n’est pas symétrique.',
);

/** The spectral theorem's hypothesis, checked before any eigenvalue is sought. */
export function assertSymmetric(a: Mat): void {
  if (!a.every((r, i) => r.every((x, j) => x.eq(a[j][i])))) throw new SolverError('unsupported', SYMMETRIC_ONLY);
}

/** D answered (with P) for a diagonalisation; P itself, the orthonormal eigenvectors, when only they are asked. */
export function orthogonalDiagonalOutcome(a: Mat, steps: StepDraft[], groups: EigenGroup[], asksD = true): Outcome {
  const n = a.length;
  assertSymmetric(a);
  const columns: Surd[][] = [];
  const diagonal: Q[] = [];
  for (const g of groups) {
    const orth = g.vecs.length > 1 ? orthogonalise(g.vecs) : g.vecs;
    if (g.vecs.length > 1) {
      steps.push({
        title: text(`Orthogonalise in E(${g.lam.toString()})`, `Orthogonaliser dans E(${g.lam.toString()})`),
        explanation: text(
          'This eigenspace has dimension > 1: Gram–Schmidt gives an orthogonal basis of it (eigenvectors of distinct eigenvalues of a symmetric matrix are already orthogonal).',
          'Ce sous-espace propre est de dimension > 1 : le procédé de Gram–Schmidt en donne une base orthogonale (des vecteurs propres de valeurs propres distinctes d’une matrice symétrique sont déjà orthogonaux).',
        ),
        formula: orth.map((v) => `\\begin{pmatrix}${v.map((x) => x.toLatex()).join('\\\\')}\\end{pmatrix}`).join(',\\ '),
      });
    }
    for (const v of orth) {
      columns.push(normalise(v));
      diagonal.push(g.lam);
    }
  }
  if (columns.length !== n) throw new SolverError('unsupported', text('The eigenvectors found do not form a basis.', 'Les vecteurs propres trouvés ne forment pas une base.'));
  const pAscii = `[${[...Array(n).keys()].map((i) => `[${columns.map((c) => surdToAscii(c[i])).join(', ')}]`).join(', ')}]`;
  const pLatex = `\\begin{pmatrix}${[...Array(n).keys()].map((i) => columns.map((c) => surdToLatex(c[i])).join(' & ')).join('\\\\')}\\end{pmatrix}`;
  const d: Mat = diagonal.map((l, i) => diagonal.map((_, j) => (i === j ? l : Q.ZERO)));
  const dAscii = `[${d.map((r) => `[${r.map((x) => x.toString()).join(', ')}]`).join(', ')}]`;
  steps.push({
    title: text('Normalise: the orthogonal matrix P', 'Normer : la matrice orthogonale P'),
    explanation: text(
      'Each eigenvector divided by its norm; these unit vectors, in the order of D, are the columns of P, so PᵀP = I and PᵀAP = D.',
      'Chaque vecteur propre divisé par sa norme ; ces vecteurs unitaires, dans l’ordre de D, sont les colonnes de P, donc ᵗPP = I et ᵗPAP = D.',
    ),
    formula: `P = ${pLatex},\\quad D = ${toLatex(d)}`,
  });
  // independent check in floating point: PᵀP = I and AP = PD
  const p = [...Array(n).keys()].map((i) => columns.map((c) => surdValue(c[i])));
  const close = (x: number, y: number): boolean => Math.abs(x - y) < 1e-9 * Math.max(1, Math.abs(y));
  let verified = true;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const ptp = p.reduce((s, r) => s + r[i] * r[j], 0);
      const ap = a[i].reduce((s, x, k) => s + x.toNumber() * p[k][j], 0);
      verified &&= close(ptp, i === j ? 1 : 0) && close(ap, p[i][j] * diagonal[j].toNumber());
    }
  }
  return {
    method: 'matrix.orthogonal_diagonalise',
    category: 'matrix',
    steps,
    answer: asksD ? { kind: 'matrix', value: dAscii, latex: toLatex(d), words: text(dAscii, dAscii) } : { kind: 'matrix', value: pAscii, latex: pLatex, words: text(pAscii, pAscii) },
    finalAnswer: text(`P = ${pAscii}, D = ${dAscii}`, `P = ${pAscii}, D = ${dAscii}`),
    verified,
    verification: verified ? text('Checked numerically: PᵀP = I and A·P = P·D.', 'Vérifié numériquement : ᵗPP = I et A·P = P·D.') : undefined,
  };
}
