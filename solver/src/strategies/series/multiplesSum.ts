import { text } from '../../i18n';
import type { Outcome, ProblemInput, Strategy } from '../../strategy';

/**
 * The sum (or the number) of the multiples of k in a range, as an arithmetic series: "Find the sum
 * of all multiples of 3 between 1 and 100", "the sum of the multiples of 7 less than 200", « la
 * somme des multiples de 5 inférieurs à 1000 ». A bound that is itself a multiple, with "between"
 * not saying whether it counts, is refused. Checked by adding the multiples one by one.
 */
const N = String.raw`(\d{1,7})`;
const ASK = String.raw`^\s*(?:(?:find|calculate|compute|determine|what\s+is|calculer|d[ée]terminer|trouver|quelle\s+est)\s+)?`;
const WHAT = String.raw`(?:(?:the\s+|la\s+|le\s+)?(sum|somme|number|nombre)\s+(?:of\s+(?:all\s+)?(?:the\s+)?|des\s+|de\s+tous\s+les\s+)|(how\s+many|combien\s+(?:de|d['’]\s*))\s*)(?:positive\s+|natural\s+)?(?:multiples|entiers\s+multiples)\s+(?:of|de)\s+${N}(?:\s+(?:are\s+there|y\s+a[\s-]+t[\s-]+il))?`;
const BETWEEN = new RegExp(String.raw`${ASK}${WHAT}\s+(?:between|from|entre|de)\s+${N}\s+(?:and|to|et|[àa])\s+${N}(\s+inclusive|\s+inclus)?\s*[.?]?\s*$`, 'i');
const BELOW = new RegExp(String.raw`${ASK}${WHAT}\s+(less\s+than|below|under|up\s+to|not\s+exceeding|at\s+most|inf[ée]rieurs?\s+(?:ou\s+[ée]gaux\s+)?[àa]|strictement\s+inf[ée]rieurs?\s+[àa]|jusqu['’]\s*[àa]|<=?|≤)\s+${N}\s*[.?]?\s*$`, 'i');

export const multiplesSumStrategy: Strategy = {
  name: 'series.multiples-sum',
  solve(problem: ProblemInput): Outcome | null {
    const t = problem.text;
    const between = BETWEEN.exec(t);
    const below = between ? null : BELOW.exec(t);
    const m = between ?? below;
    if (!m) return null;
    const asksSum = /sum|somme/i.test(m[1] ?? '');
    const k = BigInt(m[3]);
    if (k === 0n) return null;
    let lo: bigint;
    let hi: bigint;
    if (between) {
      [lo, hi] = [BigInt(m[4]), BigInt(m[5])];
      const inclusive = Boolean(m[6]);
      // "between 3 and 99": whether the ends count is not said when they are multiples themselves
      if (!inclusive && (lo % k === 0n || hi % k === 0n)) return null;
    } else {
      lo = 1n;
      const strict = /less|below|under|strictement|^<$/i.test(m[4]) || (/inf[ée]rieur/i.test(m[4]) && !/[ée]gaux/i.test(m[4]));
      hi = BigInt(m[5]) - (strict ? 1n : 0n);
    }
    if (lo < 1n) lo = 1n;
    const first = ((lo + k - 1n) / k) * k;
    const last = (hi / k) * k;
    if (last < first) return null;
    const count = (last - first) / k + 1n;
    const sum = (count * (first + last)) / 2n;
    let added = 0n;
    let counted = 0n;
    if (count <= 1_000_000n) for (let v = first; v <= last; v += k) [added, counted] = [added + v, counted + 1n];
    const value = asksSum ? sum : count;
    const steps = [
      { title: text('List the multiples', 'Lister les multiples'),
        explanation: text(`The multiples of ${k} in the range run from ${first} to ${last} in steps of ${k}: an arithmetic sequence.`, `Les multiples de ${k} de l'intervalle vont de ${first} à ${last} de ${k} en ${k} : une suite arithmétique.`),
        formula: `${first}, ${first + k}, \\ldots, ${last}` },
      { title: text('Count them', 'Les compter'), explanation: text('(last − first)/step + 1.', '(dernier − premier)/raison + 1.'), formula: `n = \\frac{${last} - ${first}}{${k}} + 1 = ${count}` },
      ...(asksSum ? [{ title: text('Add them', 'Les additionner'), explanation: text('The sum of an arithmetic sequence is the number of terms times the mean of the first and the last.', "La somme d'une suite arithmétique est le nombre de termes fois la moyenne du premier et du dernier."),
        formula: `S = \\frac{${count}\\,(${first} + ${last})}{2} = ${sum}` }] : []),
    ];
    const words = text(value.toString(), value.toString());
    return {
      method: 'series.multiples-sum', category: 'series', steps,
      answer: { kind: 'expr', value: value.toString(), latex: value.toString(), words }, finalAnswer: words,
      verified: count <= 1_000_000n && (asksSum ? added === sum : counted === count),
      verification: text('The multiples added one by one.', 'Les multiples additionnés un à un.'),
    };
  },
};
