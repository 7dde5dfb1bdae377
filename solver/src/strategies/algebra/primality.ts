import { text } from '../../i18n';
import type { Outcome, ProblemInput, StepDraft, Strategy } from '../../strategy';
import { step } from './common';

/**
 * "Is 97 prime?", "Determine whether 221 is prime or composite", « 91 est-il un nombre premier ? »:
 * trial division by the primes up to √n, as taught. A divisor found is checked by multiplying back;
 * a prime by the Miller–Rabin test, a method independent of the division.
 */
const N = '(\\d{1,13})';
const PRIME_WORDS = '(?:a\\s+)?(?:prime(?:\\s+number)?|composite(?:\\s+number)?)(?:\\s+or\\s+(?:a\\s+)?(?:prime|composite)(?:\\s+number)?)?(?:\\s+or\\s+neither)?';
const FRENCH_WORDS = '(?:un\\s+nombre\\s+)?(?:premier|compos[ée])(?:\\s+ou\\s+(?:premier|compos[ée]))?';
const ASKED = [
  new RegExp(`^\\s*(?:is|are)\\s+(?:the\\s+number\\s+)?${N}\\s+${PRIME_WORDS}\\s*\\??\\s*$`, 'i'),
  new RegExp(`^\\s*(?:determine|decide|check|find\\s+out|tell|say)\\s+(?:whether|if)\\s+(?:the\\s+number\\s+)?${N}\\s+is\\s+${PRIME_WORDS}\\s*[.?]?\\s*$`, 'i'),
  new RegExp(`^\\s*(?:show|prove|verify)\\s+that\\s+(?:the\\s+number\\s+)?${N}\\s+is\\s+(?:a\\s+)?prime(?:\\s+number)?\\s*\\.?\\s*$`, 'i'),
  new RegExp(`^\\s*(?:le\\s+nombre\\s+)?${N}\\s+est[\\s-]+il\\s+${FRENCH_WORDS}\\s*\\??\\s*$`, 'i'),
  new RegExp(`^\\s*(?:d[ée]terminer|dire|v[ée]rifier|indiquer)\\s+si\\s+(?:le\\s+nombre\\s+)?${N}\\s+est\\s+${FRENCH_WORDS}\\s*[.?]?\\s*$`, 'i'),
  new RegExp(`^\\s*(?:montrer|d[ée]montrer|prouver)\\s+que\\s+(?:le\\s+nombre\\s+)?${N}\\s+est\\s+(?:un\\s+nombre\\s+)?premier\\s*\\.?\\s*$`, 'i'),
];

/** The smallest divisor of n from 2 up to √n, and the primes tried before it. */
function trialDivision(n: bigint): { divisor: bigint | null; tried: bigint[] } {
  const tried: bigint[] = [];
  for (let p = 2n; p * p <= n; p += p === 2n ? 1n : 2n) {
    if (tried.some((q) => p % q === 0n)) continue;
    if (n % p === 0n) return { divisor: p, tried };
    tried.push(p);
  }
  return { divisor: null, tried };
}

const power = (b: bigint, e: bigint, m: bigint): bigint => {
  let r = 1n;
  let x = b % m;
  for (let k = e; k > 0n; k >>= 1n) {
    if (k & 1n) r = (r * x) % m;
    x = (x * x) % m;
  }
  return r;
};

/** Miller–Rabin with the first twelve primes as bases: exact for every n below 3·10²³. */
function millerRabin(n: bigint): boolean {
  if (n < 2n) return false;
  const bases = [2n, 3n, 5n, 7n, 11n, 13n, 17n, 19n, 23n, 29n, 31n, 37n];
  if (bases.includes(n)) return true;
  if (bases.some((b) => n % b === 0n)) return false;
  let d = n - 1n;
  let s = 0;
  while (d % 2n === 0n) {
    d /= 2n;
    s++;
  }
  return bases.every((a) => {
    let x = power(a, d, n);
    if (x === 1n || x === n - 1n) return true;
    for (let r = 1; r < s; r++) {
      x = (x * x) % n;
      if (x === n - 1n) return true;
    }
    return false;
  });
}

/** The primes tried, listed when few, else the first and the last. */
const listed = (ps: bigint[]): string => (ps.length <= 12 ? ps.join(', ') : `${ps.slice(0, 5).join(', ')}, …, ${ps[ps.length - 1]}`);

function isqrt(n: bigint): bigint {
  let x = BigInt(Math.floor(Math.sqrt(Number(n))));
  while (x * x > n) x--;
  while ((x + 1n) * (x + 1n) <= n) x++;
  return x;
}

export const primalityStrategy: Strategy = {
  name: 'arithmetic.prime',
  solve(problem: ProblemInput): Outcome | null {
    const m = ASKED.map((re) => re.exec(problem.text.trim())).find((x) => x !== null);
    if (!m) return null;
    const n = BigInt(m[1]);
    const steps: StepDraft[] = [];
    let prime: boolean;
    let verified: boolean;
    let words;
    if (n < 2n) {
      prime = false;
      verified = !millerRabin(n);
      steps.push(step(text('Recall the definition', 'Rappeler la définition'),
        text(`A prime number has exactly two divisors, 1 and itself: ${n} has ${n === 0n ? 'infinitely many' : 'only one'}, so it is neither prime nor composite.`,
          `Un nombre premier a exactement deux diviseurs, 1 et lui-même : ${n} en a ${n === 0n ? 'une infinité' : 'un seul'}, il n'est donc ni premier ni composé.`)));
      words = text(`No: ${n} is neither prime nor composite.`, `Non : ${n} n'est ni premier ni composé.`);
    } else {
      const root = isqrt(n);
      const { divisor, tried } = trialDivision(n);
      steps.push(step(text('Only primes up to √n need trying', 'Il suffit d’essayer les nombres premiers jusqu’à √n'),
        text(`If ${n} had a divisor other than 1 and itself, one of them would be at most √${n} ≈ ${Math.sqrt(Number(n)).toFixed(2)}, and a prime.`,
          `Si ${n} avait un diviseur autre que 1 et lui-même, l’un d’eux serait au plus √${n} ≈ ${Math.sqrt(Number(n)).toFixed(2).replace('.', ',')}, et premier.`),
        `\\sqrt{${n}} < ${root + 1n}`));
      if (divisor !== null) {
        prime = false;
        const other = n / divisor;
        verified = divisor * other === n && divisor > 1n && other > 1n;
        steps.push(step(text('Divide by each prime in turn', 'Diviser par chaque nombre premier'),
          text(`${tried.length ? `${listed(tried)} ${tried.length === 1 ? 'does' : 'do'} not divide ${n}; ` : ''}${divisor} does: ${n} = ${divisor} × ${other}.`,
            `${tried.length ? `${listed(tried)} ne ${tried.length === 1 ? 'divise' : 'divisent'} pas ${n} ; ` : ''}${divisor} le divise : ${n} = ${divisor} × ${other}.`),
          `${n} = ${divisor} \\times ${other}`));
        words = text(`No: ${n} = ${divisor} × ${other} is composite.`, `Non : ${n} = ${divisor} × ${other} est composé.`);
      } else {
        prime = true;
        verified = millerRabin(n);
        steps.push(step(text('Divide by each prime in turn', 'Diviser par chaque nombre premier'),
          tried.length
            ? text(`None of ${listed(tried)} divides ${n}: it has no divisor but 1 and itself.`, `Aucun de ${listed(tried)} ne divise ${n} : il n’a pas d’autre diviseur que 1 et lui-même.`)
            : text(`No prime is at most √${n}: ${n} has no divisor but 1 and itself.`, `Aucun nombre premier n’est inférieur à √${n} : ${n} n’a pas d’autre diviseur que 1 et lui-même.`)));
        words = text(`Yes: ${n} is prime.`, `Oui : ${n} est premier.`);
      }
    }
    const value = prime ? 'True' : 'False';
    return {
      method: 'arithmetic.prime',
      category: 'arithmetic',
      steps,
      answer: { kind: 'bool', value, latex: `\\text{${value}}`, words },
      finalAnswer: words,
      verified,
      verification: prime
        ? text('Confirmed by the Miller–Rabin test, independent of the division.', 'Confirmé par le test de Miller-Rabin, indépendant de la division.')
        : text('The factors multiply back to the number.', 'Le produit des facteurs redonne le nombre.'),
    };
  },
};
