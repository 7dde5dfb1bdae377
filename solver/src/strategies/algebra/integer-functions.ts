import { text } from '../../i18n';
import type { Outcome, ProblemInput, StepDraft, Strategy } from '../../strategy';
import { evaluateAscii } from '../../verify/numeric';
import { step } from './common';

/**
 * Functions of whole numbers that calculators and CAS test suites use: gcd/pgcd (Euclid's
 * algorithm), lcm/ppcm, remainder (a mod b), binomial coefficients C(n, k) and arrangements
 * P(n, k). Read from the call notation or the words, in English and French; the value is
 * recomputed with mathjs's own gcd, lcm, mod, combinations and permutations.
 */
type Task = 'gcd' | 'lcm' | 'mod' | 'choose' | 'perm';

const INT = '(\\d{1,12})';
const LIST = `${INT}(?:\\s*(?:,|;|and|et)\\s*${INT})(?:\\s*(?:,|;|and|et)\\s*${INT})?`;
const LEAD = "^(?:(?:please\\s+)?(?:find|compute|calculate|evaluate|determine|give|what\\s+is|what's|calculer|calcule|calculez|déterminer|determiner|donner|trouver|quel\\s+est|évaluer|evaluer)\\s+)?(?:the\\s+|le\\s+|la\\s+)?";
const END = '\\s*[?.!]?\\s*$';

const PATTERNS: Array<[Task, RegExp]> = [
  ['gcd', new RegExp(`${LEAD}(?:gcd|pgcd|hcf|gcf|greatest\\s+common\\s+(?:divisor|factor)|highest\\s+common\\s+factor|plus\\s+grand\\s+commun\\s+diviseur)\\s*(?:of|de|du|des)?\\s*\\(?\\s*${LIST}\\s*\\)?${END}`, 'i')],
  ['lcm', new RegExp(`${LEAD}(?:lcm|ppcm|least\\s+common\\s+multiple|lowest\\s+common\\s+multiple|plus\\s+petit\\s+commun\\s+multiple)\\s*(?:of|de|du|des)?\\s*\\(?\\s*${LIST}\\s*\\)?${END}`, 'i')],
  ['mod', new RegExp(`${LEAD}${INT}\\s*(?:mod|modulo)\\s*${INT}${END}`, 'i')],
  ['mod', new RegExp(`${LEAD}mod\\s*\\(\\s*${INT}\\s*,\\s*${INT}\\s*\\)${END}`, 'i')],
  ['mod', new RegExp(`${LEAD}(?:remainder|reste)\\s+(?:of|when|de\\s+la\\s+division\\s+(?:euclidienne\\s+)?de|de)\\s+${INT}\\s+(?:is\\s+)?(?:divided\\s+by|by|par|÷|/)\\s+${INT}${END}`, 'i')],
  ['choose', new RegExp(`${LEAD}(?:nCr|binomial|binom|comb|combinations|C)\\s*\\(\\s*${INT}\\s*,\\s*${INT}\\s*\\)${END}`, 'i')],
  ['choose', new RegExp(`${LEAD}\\(?\\s*${INT}\\s+(?:choose|parmi)\\s+${INT}\\s*\\)?${END}`, 'i')],
  ['choose', new RegExp(`${LEAD}\\\\binom\\s*\\{\\s*${INT}\\s*\\}\\s*\\{\\s*${INT}\\s*\\}${END}`, 'i')],
  ['perm', new RegExp(`${LEAD}(?:nPr|permutations|perm|arrangements|P|A)\\s*\\(\\s*${INT}\\s*,\\s*${INT}\\s*\\)${END}`, 'i')],
];

const gcd2 = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd2(b, a % b));

function euclidSteps(a: bigint, b: bigint): string[] {
  const rows: string[] = [];
  let [x, y] = a >= b ? [a, b] : [b, a];
  while (y !== 0n) {
    rows.push(`${x} = ${x / y} \\times ${y} + ${x % y}`);
    [x, y] = [y, x % y];
  }
  return rows;
}

function factorial(n: bigint): bigint {
  let r = 1n;
  for (let k = 2n; k <= n; k++) r *= k;
  return r;
}

function solveTask(task: Task, nums: bigint[]): { value: bigint; steps: StepDraft[]; check: string } | null {
  const steps: StepDraft[] = [];
  switch (task) {
    case 'gcd': {
      let g = nums[0];
      for (const n of nums.slice(1)) {
        steps.push(step(text("Euclid's algorithm", "Algorithme d'Euclide"),
          text(`Divide the larger number by the smaller one and keep the remainder; the last non-zero remainder is gcd(${g}, ${n}).`,
            `On divise le plus grand nombre par le plus petit et on garde le reste ; le dernier reste non nul est le PGCD(${g}, ${n}).`),
          euclidSteps(g, n).join(',\\quad ')));
        g = gcd2(g, n);
      }
      return { value: g, steps, check: `gcd(${nums.join(', ')})` };
    }
    case 'lcm': {
      if (nums.some((n) => n === 0n)) return null;
      let l = nums[0];
      for (const n of nums.slice(1)) {
        const g = gcd2(l, n);
        const next = (l / g) * n;
        steps.push(step(text('Use lcm(a, b) = a·b / gcd(a, b)', 'Utiliser ppcm(a, b) = a·b / pgcd(a, b)'),
          text(`gcd(${l}, ${n}) = ${g}, so the least common multiple is ${l}·${n}/${g}.`, `PGCD(${l}, ${n}) = ${g}, donc le plus petit commun multiple vaut ${l}·${n}/${g}.`),
          `\\operatorname{lcm}(${l}, ${n}) = \\frac{${l} \\times ${n}}{${g}} = ${next}`));
        l = next;
      }
      return { value: l, steps, check: `lcm(${nums.join(', ')})` };
    }
    case 'mod': {
      const [a, b] = nums;
      if (b === 0n) return null;
      const q = a / b;
      const r = a % b;
      steps.push(step(text('Divide with remainder', 'Division euclidienne'),
        text(`Write ${a} = q·${b} + r with 0 ≤ r < ${b}: the remainder is r.`, `On écrit ${a} = q·${b} + r avec 0 ≤ r < ${b} : le reste est r.`),
        `${a} = ${q} \\times ${b} + ${r}`));
      return { value: r, steps, check: `mod(${a}, ${b})` };
    }
    case 'choose':
    case 'perm': {
      const [n, k] = nums;
      if (k > n || n > 2000n) return null;
      const value = task === 'choose' ? factorial(n) / (factorial(k) * factorial(n - k)) : factorial(n) / factorial(n - k);
      steps.push(task === 'choose'
        ? step(text('Binomial coefficient', 'Coefficient binomial'),
          text(`The number of ways to choose ${k} items among ${n}, order ignored: n!/(k!(n − k)!).`, `Le nombre de façons de choisir ${k} éléments parmi ${n}, sans ordre : n!/(k!(n − k)!).`),
          `\\binom{${n}}{${k}} = \\frac{${n}!}{${k}!\\,${n - k}!} = ${value}`)
        : step(text('Arrangements', 'Arrangements'),
          text(`The number of ordered choices of ${k} items among ${n}: n!/(n − k)!.`, `Le nombre de choix ordonnés de ${k} éléments parmi ${n} : n!/(n − k)!.`),
          `P(${n}, ${k}) = \\frac{${n}!}{${n - k}!} = ${value}`));
      return { value, steps, check: `${task === 'choose' ? 'combinations' : 'permutations'}(${n}, ${k})` };
    }
  }
}

export const integerFunctionsStrategy: Strategy = {
  name: 'integer-functions',
  solve(problem: ProblemInput): Outcome | null {
    const t = problem.text.trim();
    for (const [task, re] of PATTERNS) {
      const m = re.exec(t);
      if (!m) continue;
      const nums = m.slice(1).filter((g): g is string => g !== undefined).map((g) => BigInt(g));
      const r = solveTask(task, nums);
      if (!r) return null;
      const value = r.value.toString();
      const got = evaluateAscii(r.check);
      const verified = got !== null && Math.abs(got.im) < 1e-9 && Math.abs(got.re - Number(r.value)) <= 1e-9 * Math.max(1, Math.abs(got.re));
      return {
        method: `arithmetic.${task}`,
        category: 'arithmetic',
        steps: r.steps,
        answer: { kind: 'expr', value, latex: value, words: text(value, value) },
        finalAnswer: text(value, value),
        verified,
        verification: text('Recomputed with mathjs.', 'Recalculé avec mathjs.'),
      };
    }
    return null;
  },
};
