import { eigs } from 'mathjs';
import { text } from '../../i18n';
import type { Outcome, ProblemInput, StepDraft, Strategy } from '../../strategy';
import { Q } from '../../cas/rational';
import { toLatex, type Mat } from './matrix';
import { FILLER } from './matrixRecognize';
import { FORM_NAME, FORM_WORDS, FRAME, formMatrix } from './definiteness';
import { stripFormLeadIn } from './formWording';

/**
 * Gauss's reduction of a quadratic form into a combination of squares of independent linear forms,
 * as a course does it: « réduire q par la méthode de Gauss », "write q as a sum of squares (Gauss)",
 * often with « en déduire sa signature et son rang ». A square term aᵢᵢxᵢ² present: complete the
 * square in xᵢ. Only products left (aᵢᵢ = aⱼⱼ = 0, aᵢⱼ ≠ 0): q = (2/aᵢⱼ)·LᵢLⱼ + q′ with Lᵢ, Lⱼ the
 * rows i and j of A applied to x, and LᵢLⱼ = ¼[(Lᵢ + Lⱼ)² − (Lᵢ − Lⱼ)²]. The signature is read off the
 * signs of the coefficients (Sylvester's law of inertia); checked by evaluating the squares against
 * the form at sample points and by the signs of A's eigenvalues computed numerically.
 */

interface Square {
  c: Q;
  l: Q[];
}

const outer = (u: Q[], v: Q[]): Mat => u.map((x) => v.map((y) => x.mul(y)));
const sub = (a: Mat, b: Mat, k: Q): Mat => a.map((r, i) => r.map((x, j) => x.sub(b[i][j].mul(k))));

/** c·l² with l's first nonzero coefficient made 1 (its square moved into c). */
function normalised(c: Q, l: Q[]): Square {
  const lead = l.find((x) => !x.isZero()) ?? Q.ONE;
  return { c: c.mul(lead).mul(lead), l: l.map((x) => x.div(lead)) };
}

export function gaussSquares(a0: Mat): Square[] {
  let a = a0.map((r) => r.slice());
  const n = a.length;
  const out: Square[] = [];
  for (let guard = 0; guard < n; guard++) {
    const i = a.findIndex((r, k) => !r[k].isZero());
    if (i >= 0) {
      const row = a[i];
      out.push(normalised(row[i], row.map((x) => x.div(row[i]))));
      a = sub(a, outer(row, row), row[i].inv());
      continue;
    }
    let pair: [number, number] | null = null;
    for (let p = 0; p < n && !pair; p++) for (let q = p + 1; q < n && !pair; q++) if (!a[p][q].isZero()) pair = [p, q];
    if (!pair) break;
    const [p, q] = pair;
    const [ri, rj, aij] = [a[p], a[q], a[p][q]];
    const half = Q.of(1).div(aij.mul(Q.of(2)));
    out.push(normalised(half, ri.map((x, k) => x.add(rj[k]))));
    out.push(normalised(half.neg(), ri.map((x, k) => x.sub(rj[k]))));
    a = sub(a, sub(outer(ri, rj), outer(rj, ri), Q.MINUS_ONE), aij.inv());
  }
  return out;
}

function linearAscii(l: Q[], vars: string[]): string {
  let s = '';
  l.forEach((x, k) => {
    if (x.isZero()) return;
    const abs = x.abs();
    const coef = abs.isOne() ? '' : `${abs.toString()}*`;
    s += s === '' ? `${x.isNegative() ? '-' : ''}${coef}${vars[k]}` : ` ${x.isNegative() ? '-' : '+'} ${coef}${vars[k]}`;
  });
  return s;
}

function linearLatex(l: Q[], vars: string[]): string {
  let s = '';
  l.forEach((x, k) => {
    if (x.isZero()) return;
    const abs = x.abs();
    const coef = abs.isOne() ? '' : abs.toLatex();
    s += s === '' ? `${x.isNegative() ? '-' : ''}${coef}${vars[k]}` : ` ${x.isNegative() ? '-' : '+'} ${coef}${vars[k]}`;
  });
  return s;
}

function squaresAscii(sq: Square[], vars: string[]): string {
  return sq
    .map((t, k) => {
      const abs = t.c.abs();
      const inner = linearAscii(t.l, vars);
      const body = /^[\p{L}]\w*$/u.test(inner) ? `${inner}^2` : `(${inner})^2`;
      const term = abs.isOne() ? body : `${abs.toString()}*${body}`;
      return k === 0 ? `${t.c.isNegative() ? '-' : ''}${term}` : ` ${t.c.isNegative() ? '-' : '+'} ${term}`;
    })
    .join('');
}

function squaresLatex(sq: Square[], vars: string[]): string {
  return sq
    .map((t, k) => {
      const abs = t.c.abs();
      const inner = linearLatex(t.l, vars);
      const body = /^[\p{L}]\w*$/u.test(inner) ? `${inner}^2` : `\\left(${inner}\\right)^2`;
      const term = abs.isOne() ? body : `${abs.toLatex()}${body}`;
      return k === 0 ? `${t.c.isNegative() ? '-' : ''}${term}` : ` ${t.c.isNegative() ? '-' : '+'} ${term}`;
    })
    .join('');
}

/** The verb of a reduction: « réduire », "reduce", "write", « décomposer ». */
const REDUCE_VERB =
  /(?<![\p{L}])(?:r[ée]duire|r[ée]duisez|r[ée]duction|reduce|reduction|d[ée]composer|d[ée]composez|decompose|write|express|[ée]crire|exprimer|mettre)(?![\p{L}])/giu;
/** What it reduces to: a sum or combination of squares (of independent linear forms). */
const SQUARES =
  /(?<![\p{L}])(?:(?:as|into|to|in|en|comme|sous\s+forme\s+d['’]\s*une?)\s+)?(?:(?:a|une)\s+)?(?:sum|somme|combinaison\s+lin[ée]aire|linear\s+combination)\s+(?:of|de)\s+(?:independent\s+)?(?:squares|carr[ée]s)(?:\s+(?:of\s+(?:independent\s+)?linear\s+forms|de\s+formes\s+lin[ée]aires(?:\s+(?:lin[ée]airement\s+)?ind[ée]pendantes)?))?(?![\p{L}])/giu;
/** Gauss's method named: "use Gauss's method to", « par la méthode de Gauss », « réduction de Gauss de ». */
const GAUSS_NAMED =
  /(?<![\p{L}])(?:(?:use|using|apply|by|with|par|avec|utiliser|utilisez|selon|en\s+utilisant)\s+)?(?:la\s+|the\s+)?(?:(?:m[ée]thode|method|algorithme|algorithm|r[ée]duction|reduction)\s+(?:de\s+)?)?gauss(?:['’]s)?(?:\s+(?:method|reduction|algorithm))?(?:\s+(?:to|pour|on|sur|de|of)(?![\p{L}]))?/giu;

/** The signature (and the rank) asked with it: the answer is then the signature. */
const SIGNATURE_ASKED =
  /(?<![\p{L}])(?:(?:and|then|et|puis|hence|,)\s*)*(?:(?:give|find|deduce|determine|state|donner|d[ée]terminer|en\s+d[ée]duire|d[ée]duire|pr[ée]ciser|calculer)\s+)?(?:(?:its|the|sa|la|son|le)\s+)?(?:signature|rank|rang)(?:\s+(?:and|et)\s+(?:(?:its|the|sa|la|son|le)\s+)?(?:signature|rank|rang))?(?:\s+(?:of|de)\s+(?:q|Q|the\s+form|la\s+forme))?(?![\p{L}])/giu;

export function gaussReductionOutcome(input: string): Outcome | null {
  // Gauss named, or a reduction to squares asked; an orthonormal reduction is another method
  const gauss = new RegExp(GAUSS_NAMED.source, 'iu').test(input);
  const toSquares = new RegExp(SQUARES.source, 'iu').test(input);
  if (!(gauss || (toSquares && new RegExp(REDUCE_VERB.source, 'iu').test(input))) || /orthonorm|orthogonal|principal\s+axes|axes\s+principaux/iu.test(input)) return null;
  let s = stripFormLeadIn(input.replace(GAUSS_NAMED, ' ').replace(SQUARES, ' ').replace(REDUCE_VERB, ' ').replace(/\$/g, ' '));
  const asked = s.match(SIGNATURE_ASKED)?.join(' ') ?? '';
  const wantsSignature = /signature/iu.test(asked);
  const wantsRank = !wantsSignature && /rank|rang/iu.test(asked);
  s = s.replace(SIGNATURE_ASKED, ' ');
  const named = FORM_NAME.exec(s);
  if (!named) return null;
  const tail = s.slice(named.index + named[0].length);
  const end = tail.search(/[?:]|\.\s|\.$|,|;|\s(?:and|et|puis|then|by|par|using|as|en)(?![\p{L}])/u);
  const poly = (end < 0 ? tail : tail.slice(0, end)).trim();
  const left = `${s.slice(0, named.index)} ${end < 0 ? '' : tail.slice(end)}`
    .replace(FORM_WORDS, ' ')
    .replace(FRAME, ' ')
    .replace(FILLER, ' ')
    .replace(/(?<![\p{L}])(?:[qQ]|it|la)(?![\p{L}])/gu, ' ')
    .replace(/[?!:;,.()]/g, ' ');
  if (/\S/.test(left)) return null;
  const form = formMatrix(poly);
  if (!form) return null;
  const { a, vars } = form;
  const squares = gaussSquares(a);
  const p = squares.filter((t) => t.c.sign() > 0).length;
  const q = squares.filter((t) => t.c.sign() < 0).length;
  const reduced = squaresAscii(squares, vars);
  const steps: StepDraft[] = [
    {
      title: text('Matrix of the form', 'Matrice de la forme'),
      explanation: text('The coefficients of the squares on the diagonal, half those of the products elsewhere.', 'Les coefficients des carrés sur la diagonale, la moitié de ceux des produits ailleurs.'),
      formula: `A = ${toLatex(a)}`,
    },
    {
      title: text('Complete the squares (Gauss)', 'Compléter les carrés (Gauss)'),
      explanation: text(
        'Take a variable whose square appears and gather every term containing it into one square; when only products are left, write xy = ¼[(x + y)² − (x − y)²]. Repeat on what remains: the linear forms obtained are independent.',
        'On prend une variable dont le carré figure et on regroupe tous les termes qui la contiennent en un seul carré ; s’il ne reste que des produits, on écrit xy = ¼[(x + y)² − (x − y)²]. On recommence sur le reste : les formes linéaires obtenues sont indépendantes.',
      ),
      formula: `q = ${squaresLatex(squares, vars)}`,
    },
    {
      title: text('Signature and rank', 'Signature et rang'),
      explanation: text(
        `${p} square(s) with a positive coefficient and ${q} with a negative one: by Sylvester's law of inertia the signature is (${p}, ${q}) and the rank ${p + q}.`,
        `${p} carré(s) de coefficient positif et ${q} de coefficient négatif : d’après la loi d’inertie de Sylvester, la signature est (${p}, ${q}) et le rang ${p + q}.`,
      ),
      formula: `\\operatorname{sign}(q) = (${p}, ${q}),\\quad \\operatorname{rg}(q) = ${p + q}`,
    },
  ];
  // the squares evaluated against the form typed, and the signs of the eigenvalues of A
  let verified = true;
  for (const pt of [[1, 2, -1, 3], [-2, 0.5, 4, 1], [3, -1, 2, -2]]) {
    const x = vars.map((_, k) => pt[k]);
    const value = squares.reduce((acc, t) => acc + t.c.toNumber() * t.l.reduce((sum, c, k) => sum + c.toNumber() * x[k], 0) ** 2, 0);
    const direct = a.reduce((acc, r, i) => acc + r.reduce((sum, c, j) => sum + x[i] * c.toNumber() * x[j], 0), 0);
    verified &&= Math.abs(value - direct) < 1e-9 * Math.max(1, Math.abs(direct));
  }
  try {
    const values = (eigs(a.map((r) => r.map((x) => x.toNumber()))).values as unknown as number[]).map(Number);
    const tol = 1e-9 * Math.max(1, ...values.map(Math.abs));
    verified &&= values.filter((v) => v > tol).length === p && values.filter((v) => v < -tol).length === q;
  } catch {
    verified = false;
  }
  const signatureText = `(${p}, ${q})`;
  return {
    method: 'matrix.gauss_reduction',
    category: 'matrix',
    steps,
    answer: wantsRank
      ? { kind: 'expr', value: `${p + q}`, latex: `${p + q}`, words: text(`${p + q}`, `${p + q}`) }
      : wantsSignature
      ? { kind: 'expr', value: signatureText, latex: signatureText, words: text(`${p} positive and ${q} negative`, `${p} positive(s) et ${q} négative(s)`) }
      : { kind: 'expr', value: reduced, latex: squaresLatex(squares, vars), words: text(reduced, reduced) },
    finalAnswer: text(`q = ${reduced}; signature ${signatureText}, rank ${p + q}`, `q = ${reduced} ; signature ${signatureText}, rang ${p + q}`),
    verified,
    verification: verified
      ? text('Checked: the squares equal the form at sample points, and A has as many positive and negative eigenvalues (computed numerically) as the signature says.', 'Vérifié : les carrés égalent la forme en des points test, et A a autant de valeurs propres positives et négatives (calculées numériquement) que l’indique la signature.')
      : undefined,
  };
}

export const gaussReductionStrategy: Strategy = {
  name: 'quadratic-form-gauss-reduction',
  solve(problem: ProblemInput): Outcome | null {
    return gaussReductionOutcome(problem.text);
  },
};
