import type { StepDraft } from '../../strategy';
import { text } from '../../i18n';
import { evaluateReal } from '../../verify/numeric';
import { type Ex, ZERO, div, mul, sub, substitute, sym } from '../derivative/expr';
import { simplify } from '../derivative/simplify';
import { toAscii, toLatex } from '../derivative/print';
import { nthDerivative } from '../derivative/differentiate';
import type { Ode } from './recognize';

/**
 * Two conditions at two points (y(0) = 0, y(π) = 1) that do not fix the two constants: the linear
 * system for C1, C2 is singular, and it has no solution (y(0) = 0, y(π) = 1 for y'' + y = 0) or a
 * line of them (y(0) = 0, y(π) = 0: y = C2 sin x). Told apart by the rank of the augmented matrix,
 * as in any 2 × 2 system; with letters left in the system this is not decided here.
 */
export type Degenerate = { kind: 'none' } | { kind: 'family'; y: Ex; free: string };

const value = (e: Ex): number | null => evaluateReal(toAscii(e));
const zero = (v: number | null): boolean => v !== null && Math.abs(v) < 1e-10;

export function singularConditions(o: Ode, general: Ex, constants: string[], steps: StepDraft[]): Degenerate | null {
  if (constants.length !== 2 || o.conditions.length !== 2) return null;
  const x = o.x;
  const rows: Ex[][] = [];
  const rhs: Ex[] = [];
  const withoutConstants = (e: Ex): Ex => constants.reduce((acc, c) => substitute(acc, c, ZERO), e);
  for (const cond of o.conditions) {
    const dk = nthDerivative(general, x, cond.k);
    const at = (e: Ex): Ex => simplify(substitute(e, x, cond.at));
    rows.push(constants.map((c) => at(nthDerivative(dk, c, 1))));
    rhs.push(simplify(sub(cond.value, at(withoutConstants(dk)))));
  }
  const n = rows.map((r) => r.map(value));
  const b = rhs.map(value);
  if (n.some((r) => r.some((v) => v === null)) || b.some((v) => v === null)) return null;
  const [[a, c], [d, e]] = n as number[][];
  if (!zero(a * e - c * d)) return null;
  // rank 1 (a row not zero): consistent exactly when every 2 × 2 minor of the augmented matrix vanishes
  const pivot = [0, 1].flatMap((i) => [0, 1].map((j) => ({ i, j }))).find(({ i, j }) => !zero(n[i][j]));
  if (!pivot) return null;
  const consistent = zero(a * (b[1] as number) - (b[0] as number) * d) && zero(c * (b[1] as number) - (b[0] as number) * e);
  const system = rows.map((r, i) => `${r.map((v, j) => `${toLatex(v)}\\,${toLatex(sym(constants[j]))}`).join(' + ')} = ${toLatex(rhs[i])}`).join(',\\quad ');
  if (!consistent) {
    steps.push({
      title: text('Use the boundary conditions', 'Utiliser les conditions aux limites'),
      explanation: text(
        'Substituting the two conditions into the general solution gives a linear system for the constants whose determinant is 0, and whose equations contradict each other: no solution meets both conditions.',
        'En remplaçant les deux conditions dans la solution générale, on obtient un système linéaire en les constantes de déterminant nul, dont les équations se contredisent : aucune solution ne vérifie les deux conditions.',
      ),
      formula: system,
    });
    return { kind: 'none' };
  }
  // the pivot's constant from its equation; the other stays free
  const { i, j } = pivot;
  const other = 1 - j;
  const fixed = simplify(div(sub(rhs[i], mul(rows[i][other], sym(constants[other]))), rows[i][j]));
  const y = simplify(substitute(general, constants[j], fixed));
  steps.push({
    title: text('Use the boundary conditions', 'Utiliser les conditions aux limites'),
    explanation: text(
      `Substituting the two conditions gives a linear system for the constants whose determinant is 0 but whose equations agree: ${constants[other]} stays free, infinitely many solutions.`,
      `En remplaçant les deux conditions, on obtient un système linéaire en les constantes de déterminant nul mais compatible : ${constants[other]} reste libre, il y a une infinité de solutions.`,
    ),
    formula: `${system} \\Rightarrow ${constants[j]} = ${toLatex(fixed)}`,
  });
  return { kind: 'family', y, free: constants[other] };
}
