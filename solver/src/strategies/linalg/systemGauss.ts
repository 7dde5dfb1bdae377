import { text } from '../../i18n';
import type { StepDraft } from '../../strategy';
import { varLatex } from './linearForm';
import { augmentedLatex, rowOpLatex, rowReduce } from './matrix';
import type { StandardSystem } from './systemSolution';

/**
 * Gaussian elimination on the augmented matrix [A | b], one step per pivot, each showing its row
 * operations and the matrix they give, down to the reduced row echelon form the solution is read
 * from.
 */
export function gaussSteps(sys: StandardSystem, checkTime?: () => void): StepDraft[] {
  const n = sys.vars.length;
  const aug = sys.a.map((r, i) => [...r, sys.b[i]]);
  const steps: StepDraft[] = [
    {
      title: text('Write the augmented matrix', 'Écrire la matrice augmentée'),
      explanation: text(
        `One row per equation, one column per unknown (${sys.vars.join(', ')}), the right-hand sides after the bar.`,
        `Une ligne par équation, une colonne par inconnue (${sys.vars.join(', ')}), les seconds membres après la barre.`,
      ),
      formula: augmentedLatex(aug, n),
    },
  ];
  const red = rowReduce(aug, { full: true, reduceCols: n, checkTime });
  for (const stage of red.stages) {
    const v = sys.vars[stage.column];
    steps.push({
      title: text(`Pivot on ${v}`, `Pivot sur ${v}`),
      explanation: text(
        `Make the pivot of column ${v} equal to 1 and clear the other entries of that column with row operations; they do not change the solutions.`,
        `On rend le pivot de la colonne ${v} égal à 1 et on annule les autres coefficients de cette colonne par des opérations sur les lignes, qui ne changent pas les solutions.`,
      ),
      formula: `${stage.ops.map(rowOpLatex).join(',\\; ')} \\;\\Rightarrow\\; ${augmentedLatex(stage.after, n)}`,
    });
  }
  const rref = red.result;
  const zeroRowBad = rref.findIndex((r) => r.slice(0, n).every((c) => c.isZero()) && !r[n].isZero());
  if (zeroRowBad >= 0) {
    steps.push({
      title: text('Read the reduced matrix: contradiction', 'Lire la matrice réduite : contradiction'),
      explanation: text(
        `Row ${zeroRowBad + 1} says 0 = ${rref[zeroRowBad][n].toString()}, which is impossible: the system has no solution.`,
        `La ligne ${zeroRowBad + 1} donne 0 = ${rref[zeroRowBad][n].toString()}, ce qui est impossible : le système n'a pas de solution.`,
      ),
      formula: `0 = ${rref[zeroRowBad][n].toLatex()}`,
    });
  } else if (red.pivotColumns.length === n) {
    steps.push({
      title: text('Read the solution', 'Lire la solution'),
      explanation: text(
        'Each row of the reduced matrix now reads "unknown = value".',
        'Chaque ligne de la matrice réduite se lit « inconnue = valeur ».',
      ),
      formula: red.pivotColumns.map((c, i) => `${varLatex(sys.vars[c])} = ${rref[i][n].toLatex()}`).join(',\\; '),
    });
  } else {
    const free = sys.vars.filter((_, j) => !red.pivotColumns.includes(j));
    steps.push({
      title: text('Free unknowns', 'Inconnues libres'),
      explanation: text(
        `Only ${red.pivotColumns.length} pivot(s) for ${n} unknowns: ${free.join(', ')} can take any value, and the pivot rows give the other unknowns in terms of ${free.length > 1 ? 'them' : 'it'}.`,
        `Seulement ${red.pivotColumns.length} pivot(s) pour ${n} inconnues : ${free.join(', ')} ${free.length > 1 ? 'peuvent' : 'peut'} prendre toute valeur, et les lignes des pivots donnent les autres inconnues en fonction de ${free.length > 1 ? 'celles-ci' : 'celle-ci'}.`,
      ),
    });
  }
  return steps;
}
