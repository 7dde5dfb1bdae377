import { SolverError } from '../../errors';
import { text } from '../../i18n';
import type { Outcome, ProblemInput, SolveContext, StepDraft, Strategy } from '../../strategy';
import { asciiToWords } from '../../format/words';
import { matClose, numericMul } from '../../verify/linalg';
import { cols, isSquare, mul, toAscii, toLatex, type Mat } from './matrix';
import { extractMatrices } from './matrixParse';
import { inverseSteps } from './matrixInverse';

/**
 * Matrix equations AX = B and XA = B ("solve AX = B with A = [[1,2],[3,4]] and B = [[5],[6]]",
 * "résoudre A X = B où …"): X = A⁻¹B (or BA⁻¹) once A is shown invertible; checked by
 * multiplying back in floating point.
 */
interface Equation {
  left: RegExpExecArray | null;
  right: RegExpExecArray | null;
  get: (t: string) => Mat | null;
}

/** A X = B or X A = B over matrices written out or named, the text's words left aside; null when there is none. */
function readEquation(text: string): Equation | null {
  if (!/=/.test(text)) return null;
  const ex = extractMatrices(text);
  if (!ex || ex.matrices.length < 2) return null;
  const named = new Map<string, Mat>();
  // "A = ⟦0⟧" names a matrix; in "⟦0⟧ X = ⟦1⟧" the X after a factor is the unknown, never a name
  const s = ex.text.replace(/(?<![A-Za-z])(?<!(?:⟦\d+⟧|(?<![A-Za-z])[A-Z])\s*\*?\s*)([A-Z])\s*=\s*⟦(\d+)⟧/g, (_, name: string, k: string) => {
    named.set(name, ex.matrices[Number(k)].m);
    return ' ';
  });
  const get = (t: string): Mat | null => (/^⟦\d+⟧$/.test(t) ? ex.matrices[Number(t.slice(1, -1))]?.m ?? null : named.get(t) ?? null);
  const ref = '([A-Z]|⟦\\d+⟧)';
  const left = new RegExp(`(?<![A-Za-z])${ref}\\s*\\*?\\s*([XYM])\\s*=\\s*${ref}(?![A-Za-z])`).exec(s);
  const right = new RegExp(`(?<![A-Za-z])([XYM])\\s*\\*?\\s*${ref}\\s*=\\s*${ref}(?![A-Za-z])`).exec(s);
  if (!(left && left[1] !== left[2]) && !right) return null;
  return { left, right, get };
}

/**
 * "[[1, 2], [3, 4]] X = [[5, 6], [7, 8]]", « résoudre l'équation matricielle A X = B où … »: a matrix
 * equation this method answers, which the equation readers must leave alone (they would solve for
 * a number X).
 */
export function claimsMatrixEquation(text: string): boolean {
  try {
    const eq = readEquation(text);
    if (!eq) return false;
    const [a, b] = eq.left && eq.left[1] !== eq.left[2] ? [eq.get(eq.left[1]), eq.get(eq.left[3])] : eq.right ? [eq.get(eq.right[2]), eq.get(eq.right[3])] : [null, null];
    return a !== null && b !== null;
  } catch (e) {
    if (e instanceof SolverError) return false;
    throw e;
  }
}

export const matrixEquationStrategy: Strategy = {
  name: 'matrix-equation',
  solve(problem: ProblemInput, ctx: SolveContext): Outcome | null {
    const eq = readEquation(problem.text);
    if (!eq) return null;
    const { left, right, get } = eq;
    let a: Mat | null = null;
    let b: Mat | null = null;
    let unknown = 'X';
    let side: 'left' | 'right';
    if (left && left[1] !== left[2]) {
      a = get(left[1]);
      b = get(left[3]);
      unknown = left[2];
      side = 'left';
    } else if (right) {
      a = get(right[2]);
      b = get(right[3]);
      unknown = right[1];
      side = 'right';
    } else return null;
    if (!a || !b) return null;
    if (!isSquare(a) || (side === 'left' ? b.length !== a.length : cols(b) !== a.length))
      throw new SolverError('unsupported', text('The sizes of A and B do not fit this equation.', "Les tailles de A et B ne conviennent pas à cette équation."));
    const r = inverseSteps(a, () => ctx.checkTime());
    if (!r.inv) throw new SolverError('unsupported', text('A is not invertible: this equation has no unique solution.', "A n'est pas inversible : cette équation n'a pas de solution unique."));
    const x = side === 'left' ? mul(r.inv, b) : mul(b, r.inv);
    const steps: StepDraft[] = [
      {
        title: text('Isolate the unknown matrix', "Isoler la matrice inconnue"),
        explanation: text(
          side === 'left' ? `If A is invertible, multiply both sides on the left by A⁻¹: ${unknown} = A⁻¹B.` : `If A is invertible, multiply both sides on the right by A⁻¹: ${unknown} = BA⁻¹.`,
          side === 'left' ? `Si A est inversible, on multiplie à gauche par A⁻¹ : ${unknown} = A⁻¹B.` : `Si A est inversible, on multiplie à droite par A⁻¹ : ${unknown} = BA⁻¹.`,
        ),
        formula: side === 'left' ? `A${unknown} = B \\iff ${unknown} = A^{-1}B` : `${unknown}A = B \\iff ${unknown} = BA^{-1}`,
      },
      ...r.steps,
      {
        title: text('Multiply', 'Multiplier'),
        explanation: text('Row by column products give the unknown matrix.', 'Les produits ligne par colonne donnent la matrice inconnue.'),
        formula: side === 'left' ? `${unknown} = ${toLatex(r.inv)}${toLatex(b)} = ${toLatex(x)}` : `${unknown} = ${toLatex(b)}${toLatex(r.inv)} = ${toLatex(x)}`,
      },
    ];
    const num = (m: Mat): number[][] => m.map((row) => row.map((q) => q.toNumber()));
    const back = side === 'left' ? numericMul(num(a), num(x)) : numericMul(num(x), num(a));
    const verified = matClose(back, num(b), 1e-9);
    const value = toAscii(x);
    return {
      method: 'matrix.equation',
      category: 'matrix',
      steps,
      answer: { kind: 'matrix', value, latex: toLatex(x), words: asciiToWords(value) },
      finalAnswer: text(`${unknown} = ${value}`, `${unknown} = ${value}`),
      verified,
      verification: verified ? text('Checked: multiplying back in floating point gives B.', 'Vérifié : en remultipliant en virgule flottante, on retrouve B.') : undefined,
    };
  },
};
