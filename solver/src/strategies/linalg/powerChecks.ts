import { SolverError } from '../../errors';
import { text, type Text } from '../../i18n';
import type { Outcome, StepDraft } from '../../strategy';
import { matClose, numericMul, type NumMat } from '../../verify/linalg';
import { equal, identity, isSquare, mul, toLatex, type Mat } from './matrix';
import { superscriptPower } from './polynomial';

export type PowerCheck = 'idempotent' | 'nilpotent' | 'involutory';

const NAMES: Record<PowerCheck, Text> = {
  idempotent: text('idempotent', 'idempotente'),
  nilpotent: text('nilpotent', 'nilpotente'),
  involutory: text('involutory', 'involutive'),
};

const isZero = (m: Mat): boolean => m.every((r) => r.every((x) => x.isZero()));

/**
 * Whether a square matrix is idempotent (A² = A, a projection), involutory (A² = I, a symmetry) or
 * nilpotent (some power is 0; Aⁿ = 0 suffices for an n×n matrix, so the powers are computed up to n
 * and the index is the first that vanishes). The powers are recomputed in floating point to check.
 */
export function powerCheckOutcome(which: PowerCheck, a: Mat, na: NumMat, pre: StepDraft[], asksIndex = false): Outcome | null {
  if (!isSquare(a)) return null;
  const n = a.length;
  const steps: StepDraft[] = [...pre];
  const zero = na.map((r) => r.map(() => 0));
  let yes: boolean;
  let numeric: boolean;
  let detail: Text | null = null;
  if (which === 'nilpotent') {
    let p = a;
    let index = 1;
    let np = na;
    const shown: string[] = [];
    while (!isZero(p) && index < n) {
      p = mul(p, a);
      np = numericMul(np, na);
      index++;
      shown.push(`A^{${index}} = ${toLatex(p)}`);
    }
    yes = isZero(p);
    numeric = matClose(np, zero, 1e-9);
    steps.push({
      title: text('Compute the powers of A', 'Calculer les puissances de A'),
      explanation: text(
        `An ${n}×${n} matrix is nilpotent exactly when Aⁿ = 0 (its characteristic polynomial is then λⁿ), so the powers up to A${superscriptPower(n)} decide.`,
        `Une matrice ${n}×${n} est nilpotente si et seulement si Aⁿ = 0 (son polynôme caractéristique est alors λⁿ) : les puissances jusqu'à A${superscriptPower(n)} suffisent.`,
      ),
      formula: shown.length ? shown.join(',\\quad ') : `A = ${toLatex(a)}`,
    });
    if (yes) detail = text(` (index ${index}: its power ${index} is 0)`, ` (indice ${index} : sa puissance ${index} est nulle)`);
    if (asksIndex) {
      if (!yes) throw new SolverError('unsupported', text(`The matrix is not nilpotent (A${superscriptPower(n)} ≠ 0): it has no index of nilpotency.`, `La matrice n'est pas nilpotente (A${superscriptPower(n)} ≠ 0) : elle n'a pas d'indice de nilpotence.`));
      const verifiedIndex = numeric && (index === 1 || !matClose(powerNum(na, index - 1), zero, 1e-9));
      const before = index === 2 ? 'A' : `A^${index - 1}`;
      return {
        method: 'matrix.nilpotent_index',
        category: 'matrix',
        steps,
        answer: { kind: 'expr', value: String(index), latex: String(index), words: text(String(index), String(index)) },
        finalAnswer: text(`The index of nilpotency is ${index}: A^${index} = 0 and ${before} ≠ 0.`, `L'indice de nilpotence est ${index} : A^${index} = 0 et ${before} ≠ 0.`),
        verified: verifiedIndex,
        verification: verifiedIndex ? text('Checked: the same powers in floating point.', 'Vérifié : les mêmes puissances en virgule flottante.') : undefined,
      };
    }
  } else {
    const sq = mul(a, a);
    const target = which === 'idempotent' ? a : identity(n);
    yes = equal(sq, target);
    const nTarget = which === 'idempotent' ? na : identity(n).map((r) => r.map((q) => q.toNumber()));
    numeric = matClose(numericMul(na, na), nTarget, 1e-9);
    steps.push({
      title: text('Compute A²', 'Calculer A²'),
      explanation:
        which === 'idempotent'
          ? text('A is idempotent exactly when A² = A.', 'A est idempotente si et seulement si A² = A.')
          : text('A is involutory exactly when A² = I (A is its own inverse).', 'A est involutive si et seulement si A² = I (A est son propre inverse).'),
      formula: `A^{2} = ${toLatex(sq)} ${yes ? '=' : '\\neq'} ${which === 'idempotent' ? 'A' : `I_{${n}}`}`,
    });
  }
  const name = NAMES[which];
  const verified = numeric === yes;
  const more = detail ?? text('', '');
  return {
    method: `matrix.${which}`,
    category: 'matrix',
    steps,
    answer: { kind: 'bool', value: yes ? 'True' : 'False', latex: yes ? '\\text{True}' : '\\text{False}', words: yes ? text('yes', 'oui') : text('no', 'non') },
    finalAnswer: yes ? text(`Yes, the matrix is ${name.en}${more.en}.`, `Oui, la matrice est ${name.fr}${more.fr}.`) : text(`No, the matrix is not ${name.en}.`, `Non, la matrice n'est pas ${name.fr}.`),
    verified,
    verification: verified ? text('Checked: the same powers in floating point.', 'Vérifié : les mêmes puissances en virgule flottante.') : undefined,
  };
}

/** Aᵏ in floating point (k ≥ 1). */
function powerNum(na: NumMat, k: number): NumMat {
  let p = na;
  for (let i = 1; i < k; i++) p = numericMul(p, na);
  return p;
}
