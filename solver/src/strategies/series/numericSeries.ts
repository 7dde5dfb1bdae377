import { text } from '../../i18n';
import type { Outcome } from '../../strategy';
import { toAscii } from '../../format/ascii';
import { toLatex } from '../../format/latex';
import { realFunction } from '../../verify/numeric';
import type { SumProblem } from './sumRecognize';

/**
 * A convergent series without a closed form known here (Σ 1/k³): its value to eight digits when
 * the partial sums have settled that far, given as an approximation and never marked checked.
 */
export function approximateSeries(sp: SumProblem, lo: number): Outcome | null {
  const f = realFunction(toAscii(sp.summand), sp.k);
  let acc = 0;
  let s1 = NaN;
  const n1 = lo + 20000;
  const n2 = lo + 40000;
  for (let j = lo; j <= n2; j++) {
    const v = f(j);
    if (v === null || !Number.isFinite(v)) return null;
    acc += v;
    if (j === n1) s1 = acc;
  }
  if (!(Math.abs(acc - s1) <= 1e-9 * Math.max(1, Math.abs(acc)))) return null;
  const value = Number(acc.toPrecision(8)).toString();
  return {
    method: 'series.numeric',
    category: 'series',
    steps: [
      {
        title: text('No closed form found', 'Pas de forme close trouvée'),
        explanation: text(
          'None of the known series (geometric, telescoping, p-series with a value in π, exponential, reference series) matches; the partial sums are added up numerically instead.',
          'Aucune série connue (géométrique, télescopique, de Riemann avec une valeur en π, exponentielle, séries de référence) ne correspond ; on additionne les sommes partielles numériquement.',
        ),
        formula: `\\sum_{${sp.k}=${lo}}^{\\infty} ${toLatex(sp.summand)}`,
      },
      {
        title: text('Partial sums settle', 'Les sommes partielles se stabilisent'),
        explanation: text(
          `After ${n1 - lo + 1} and ${n2 - lo + 1} terms the partial sums agree to eight digits: the sum is about ${value}.`,
          `Après ${n1 - lo + 1} et ${n2 - lo + 1} termes, les sommes partielles coïncident sur huit chiffres : la somme vaut environ ${value}.`,
        ),
        formula: `\\sum_{${sp.k}=${lo}}^{\\infty} ${toLatex(sp.summand)} \\approx ${value}`,
      },
    ],
    answer: { kind: 'expr', value, latex: value, words: text(`about ${value}`, `environ ${value}`) },
    finalAnswer: text(`≈ ${value}`, `≈ ${value}`),
    verified: false,
  };
}
