import { text } from '../../i18n';
import type { StepDraft } from '../../strategy';
import { sig } from '../../chemistry/quantity';

/**
 * The counts of a test cross weighed against the ratio a genotype predicts: a parent heterozygous
 * for h genes gives 2^h classes in equal parts (1:1, 1:1:1:1), tested by χ² at the 5 % level;
 * a parent homozygous dominant gives one class, and N offspring all dominant would come from a
 * heterozygote with probability (1/2)^N only.
 */
const CRITICAL_5: Record<number, number> = { 1: 3.841, 3: 7.815, 7: 14.067 };

/** χ² of the counts against equal parts over the classes the parent predicts (missing classes count 0). */
export function chiSquareEqual(counts: number[], classes: number): number {
  const n = counts.reduce((a, b) => a + b, 0);
  const e = n / classes;
  const all = [...counts, ...Array<number>(Math.max(0, classes - counts.length)).fill(0)];
  return all.reduce((a, o) => a + ((o - e) ** 2) / e, 0);
}

export function fitStep(counts: number[], heterozygous: number): { step: StepDraft; fits: boolean } {
  const n = counts.reduce((a, b) => a + b, 0);
  if (heterozygous === 0) {
    const p = 0.5 ** n;
    return {
      fits: true,
      step: {
        title: text('Why not heterozygous', 'Pourquoi pas hétérozygote'),
        explanation: n > 1
          ? text(`A heterozygous parent would give a recessive offspring half the time: ${n} dominant offspring in a row would have probability (1/2)^${n} = ${sig(p, 2)}.`, `Un parent hétérozygote donnerait un descendant récessif une fois sur deux : ${n} descendants dominants de suite auraient une probabilité (1/2)^${n} = ${sig(p, 2)}.`)
          : text('No recessive offspring at all: the parent gives only dominant alleles.', 'Aucun descendant récessif : le parent ne donne que des allèles dominants.'),
      },
    };
  }
  const classes = 2 ** heterozygous;
  const chi = chiSquareEqual(counts, classes);
  const critical = CRITICAL_5[classes - 1] ?? Infinity;
  const ratio = Array<string>(classes).fill('1').join(':');
  const fits = chi <= critical;
  return {
    fits,
    step: {
      title: text(`Compare with ${ratio}`, `Comparer à ${ratio}`),
      explanation: fits
        ? text(`This genotype predicts ${classes} classes in equal parts (${sig(n / classes)} each). χ² = Σ(O − E)²/E = ${sig(chi, 3)} ≤ ${critical} (${classes - 1} degree${classes > 2 ? 's' : ''} of freedom, 5 %): the counts fit ${ratio}.`, `Ce génotype prévoit ${classes} classes en parts égales (${sig(n / classes)} chacune). χ² = Σ(O − E)²/E = ${sig(chi, 3)} ≤ ${critical} (${classes - 1} degré${classes > 2 ? 's' : ''} de liberté, 5 %) : les effectifs sont conformes à ${ratio}.`)
        : text(`This genotype predicts ${ratio}, but χ² = ${sig(chi, 3)} > ${critical}: the counts do not fit (linked genes?).`, `Ce génotype prévoit ${ratio}, mais χ² = ${sig(chi, 3)} > ${critical} : les effectifs ne sont pas conformes (gènes liés ?).`),
      formula: `\\chi^2 = ${counts.map((o) => `\\frac{(${o} - ${sig(n / classes)})^2}{${sig(n / classes)}}`).join(' + ')} = ${sig(chi, 3)}`,
    },
  };
}
