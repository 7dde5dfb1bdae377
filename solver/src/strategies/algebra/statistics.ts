import { Q } from '../../cas/rational';
import { text, type Text } from '../../i18n';
import type { Outcome, ProblemInput, StepDraft, Strategy } from '../../strategy';
import { step } from './common';

/**
 * The measures of a list of numbers: "Find the mean, median and mode of 4, 8, 6, 5, 3, 8, 9",
 * « Calculer la moyenne et l'écart-type de la série 12 ; 15 ; 9 », "range of …", "variance of …".
 * Computed exactly on fractions. A standard deviation or variance not said to be of a sample or
 * of a population is given both ways, the two conventions of school books. Each measure is checked
 * by a property of its own (the deviations from the mean add to zero, as many values lie on each
 * side of the median, the variance equals the mean of the squares minus the square of the mean).
 */
type Measure = 'mean' | 'median' | 'mode' | 'range' | 'variance' | 'sd';

const WORDS: Array<[Measure, string]> = [
  ['mean', String.raw`(?:arithmetic\s+)?mean|average|moyenne(?:\s+arithmetique)?`],
  ['median', String.raw`median|mediane`],
  ['mode', String.raw`modes?`],
  ['range', String.raw`range|etendue`],
  ['variance', String.raw`(?:(?:sample|population)\s+)?variance`],
  ['sd', String.raw`(?:(?:sample|population)\s+)?standard\s+deviation|ecart[\s-]+type`],
];
const MEASURE = WORDS.map(([, w]) => `(?:${w})`).join('|');
const NUMBER = String.raw`-?\d+(?:\.\d+)?`;
const LIST = String.raw`${NUMBER}(?:\s*(?:[,;]|\s|\band\b|\bet\b)\s*${NUMBER}){1,199}`;
const ASKED = new RegExp(String.raw`^\s*(?:(?:find|calculate|compute|determine|work\s+out|give|what\s+(?:is|are)|calculer|calcule|determiner|donner|trouver|quel(?:le)?s?\s+(?:est|sont))\s+)?((?:(?:the|la|le|l['’]|les)\s*)?(?:${MEASURE})(?:\s*(?:,|and|et)\s*(?:(?:the|la|le|l['’]|les)\s*)?(?:${MEASURE}))*)\s+(?:of|for|de|des|du)\s+(?:(?:the\s+)?(?:following\s+)?(?:data(?:\s+set)?|set|numbers|values|scores|marks|list|la\s+serie(?:\s+statistique)?|les\s+(?:notes|valeurs|nombres)|la\s+liste)(?:\s+of\s+(?:numbers|values|data))?\s*:?\s*)?(${LIST})\s*[.?]?\s*$`, 'i');

const SAMPLE = /\bsample\b|\bechantillon\b/i;
const POPULATION = /\bpopulation\b/i;

function readValues(list: string): Q[] {
  return (list.match(new RegExp(NUMBER, 'g')) ?? []).map((s) => {
    const [w, f = ''] = s.replace('-', '').split('.');
    const v = new Q(BigInt(w + f), 10n ** BigInt(f.length));
    return s.startsWith('-') ? v.neg() : v;
  });
}

/** A value as a decimal when it ends within six places, else as its fraction and a rounded decimal. */
const decimal = (q: Q): string => {
  if (q.isInteger()) return q.toString();
  const n = q.toNumber();
  return (10n ** 6n) % q.d === 0n ? String(n) : `${q.toString()} ≈ ${Number(n.toPrecision(4))}`;
};
const fr = (s: string): string => s.replace(/(\d)\.(\d)/g, '$1,$2');
const root = (q: Q): { shown: string; latex: string; value: number } => {
  const r = q.sqrt();
  const inside = q.isInteger() ? q.toString() : `(${q.toString()})`;
  return r ? { shown: decimal(r), latex: r.toLatex(), value: r.toNumber() } : { shown: `√${inside} ≈ ${Number(Math.sqrt(q.toNumber()).toPrecision(4))}`, latex: `\\sqrt{${q.toLatex()}} \\approx ${Math.sqrt(q.toNumber()).toPrecision(4)}`, value: Math.sqrt(q.toNumber()) };
};

export const statisticsStrategy: Strategy = {
  name: 'statistics.describe',
  solve(problem: ProblemInput): Outcome | null {
    const t = problem.text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    const m = ASKED.exec(t);
    if (!m) return null;
    const asked = WORDS.filter(([, w]) => new RegExp(`(?:^|[^a-z])(?:${w})(?![a-z])`, 'i').test(m[1])).map(([k]) => k);
    const xs = readValues(m[2]);
    if (asked.length === 0 || xs.length < 2) return null;
    const n = xs.length;
    const sum = xs.reduce((a, b) => a.add(b), Q.ZERO);
    const mean = sum.div(Q.of(n));
    const sorted = [...xs].sort((a, b) => a.cmp(b));
    const steps: StepDraft[] = [];
    const parts: Array<{ en: string; fr: string }> = [];
    const checks: boolean[] = [];
    const sorted$ = sorted.map((v) => v.toString()).join(', ');
    if (asked.includes('mean')) {
      steps.push(step(text('Mean', 'Moyenne'), text(`Add the ${n} values and divide by ${n}.`, `On additionne les ${n} valeurs et on divise par ${n}.`),
        `\\bar{x} = \\frac{${sum.toLatex()}}{${n}} = ${mean.toLatex()}`));
      parts.push({ en: `mean ${decimal(mean)}`, fr: `moyenne ${fr(decimal(mean))}` });
      checks.push(xs.reduce((a, b) => a.add(b.sub(mean)), Q.ZERO).isZero());
    }
    if (asked.includes('median')) {
      const median = n % 2 === 1 ? sorted[(n - 1) / 2] : sorted[n / 2 - 1].add(sorted[n / 2]).div(Q.of(2));
      steps.push(step(text('Median', 'Médiane'),
        n % 2 === 1 ? text(`In order, the middle value (the ${(n + 1) / 2}th of ${n}) is the median.`, `Rangées dans l’ordre, la valeur du milieu (la ${(n + 1) / 2}e sur ${n}) est la médiane.`)
          : text(`In order, the median is halfway between the ${n / 2}th and the ${n / 2 + 1}th values.`, `Rangées dans l’ordre, la médiane est au milieu des ${n / 2}e et ${n / 2 + 1}e valeurs.`),
        `${sorted$} \\Rightarrow \\text{Me} = ${median.toLatex()}`));
      parts.push({ en: `median ${decimal(median)}`, fr: `médiane ${fr(decimal(median))}` });
      checks.push(xs.filter((v) => v.cmp(median) < 0).length <= n / 2 && xs.filter((v) => v.cmp(median) > 0).length <= n / 2);
    }
    if (asked.includes('mode')) {
      const counts = new Map<string, number>();
      for (const v of xs) counts.set(v.toString(), (counts.get(v.toString()) ?? 0) + 1);
      const most = Math.max(...counts.values());
      const modes = [...counts].filter(([, c]) => c === most).map(([v]) => v);
      const none = most === 1;
      steps.push(step(text('Mode', 'Mode'),
        none ? text('Every value occurs once: there is no mode.', 'Chaque valeur apparaît une fois : il n’y a pas de mode.')
          : text(`The most frequent value${modes.length > 1 ? 's occur' : ' occurs'} ${most} times.`, `${modes.length > 1 ? 'Les valeurs les plus fréquentes apparaissent' : 'La valeur la plus fréquente apparaît'} ${most} fois.`),
        none ? undefined : `\\text{Mo} = ${modes.join(',\\ ')}`));
      parts.push(none ? { en: 'no mode', fr: 'pas de mode' } : { en: `mode ${modes.join(' and ')}`, fr: `mode ${modes.map(fr).join(' et ')}` });
      checks.push(none || modes.every((v) => xs.filter((x) => x.toString() === v).length === most));
    }
    if (asked.includes('range')) {
      const range = sorted[n - 1].sub(sorted[0]);
      steps.push(step(text('Range', 'Étendue'), text('The largest value minus the smallest.', 'La plus grande valeur moins la plus petite.'),
        `${sorted[n - 1].toLatex()} - ${sorted[0].isNegative() ? `(${sorted[0].toLatex()})` : sorted[0].toLatex()} = ${range.toLatex()}`));
      parts.push({ en: `range ${decimal(range)}`, fr: `étendue ${fr(decimal(range))}` });
      checks.push(xs.every((v) => v.sub(sorted[0]).cmp(range) <= 0));
    }
    if (asked.includes('variance') || asked.includes('sd')) {
      const squares = xs.reduce((a, v) => a.add(v.sub(mean).mul(v.sub(mean))), Q.ZERO);
      const population = squares.div(Q.of(n));
      const sample = squares.div(Q.of(n - 1));
      // the computational formula, E[x²] − x̄², agrees with the definition
      checks.push(xs.reduce((a, v) => a.add(v.mul(v)), Q.ZERO).div(Q.of(n)).sub(mean.mul(mean)).eq(population));
      const kinds = SAMPLE.test(m[1]) && !POPULATION.test(m[1]) ? ['sample'] : POPULATION.test(m[1]) && !SAMPLE.test(m[1]) ? ['population'] : ['population', 'sample'];
      steps.push(step(text('Squared deviations from the mean', 'Carrés des écarts à la moyenne'),
        text(`Add the squares of x − x̄ (x̄ = ${decimal(mean)}); divide by n = ${n} for a population, by n − 1 = ${n - 1} for a sample.`,
          `On additionne les carrés de x − x̄ (x̄ = ${fr(decimal(mean))}) ; on divise par n = ${n} pour une population, par n − 1 = ${n - 1} pour un échantillon.`),
        `\\sum (x - \\bar{x})^{2} = ${squares.toLatex()}`));
      for (const kind of kinds) {
        const v = kind === 'population' ? population : sample;
        const [en, frWord]: [string, string] = kind === 'population' ? ['population', 'population'] : ['sample', 'échantillon'];
        const label: Text = kinds.length > 1 ? text(` (${en})`, ` (${frWord})`) : text('', '');
        if (asked.includes('variance')) {
          steps.push(step(text(`Variance${label.en}`, `Variance${label.fr}`), text(`${kind === 'population' ? 'σ²' : 's²'} = ${squares.toString()}/${kind === 'population' ? n : n - 1}.`, `${kind === 'population' ? 'σ²' : 's²'} = ${squares.toString()}/${kind === 'population' ? n : n - 1}.`),
            `${kind === 'population' ? '\\sigma^{2}' : 's^{2}'} = ${v.toLatex()}`));
          parts.push({ en: `variance${label.en} ${decimal(v)}`, fr: `variance${label.fr} ${fr(decimal(v))}` });
        }
        if (asked.includes('sd')) {
          const r = root(v);
          steps.push(step(text(`Standard deviation${label.en}`, `Écart-type${label.fr}`), text('The square root of the variance.', 'La racine carrée de la variance.'),
            `${kind === 'population' ? '\\sigma' : 's'} = \\sqrt{${v.toLatex()}} = ${r.latex}`));
          parts.push({ en: `standard deviation${label.en} ${r.shown}`, fr: `écart-type${label.fr} ${fr(r.shown)}` });
        }
      }
    }
    const words = text(parts.map((p) => p.en).join(', '), parts.map((p) => p.fr).join(', '));
    const sentence = text(`${words.en.charAt(0).toUpperCase()}${words.en.slice(1)}.`, `${words.fr.charAt(0).toUpperCase()}${words.fr.slice(1)}.`);
    return {
      method: 'statistics.describe',
      category: 'arithmetic',
      steps,
      answer: { kind: 'text', value: words.en, latex: `\\text{${words.en}}`, words: sentence },
      finalAnswer: sentence,
      verified: checks.every(Boolean),
      verification: text('Each measure checked by a property of its own.', 'Chaque mesure vérifiée par une propriété qui lui est propre.'),
    };
  },
};
