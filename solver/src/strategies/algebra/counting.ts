import { text, type Text } from '../../i18n';
import type { Outcome, ProblemInput, StepDraft, Strategy } from '../../strategy';
import { step } from './common';

/**
 * Counting in words, for the three questions a school course asks: arranging n people in a row
 * ("How many ways can 5 people sit in a row?", « De combien de façons peut-on asseoir 5 personnes
 * sur un banc ? »: n!), choosing k among n with no order ("How many ways can a committee of 3 be
 * chosen from 10 people?", « choisir 3 élèves parmi 10 »: C(n, k)), and the arrangements of the
 * letters of a word (« les anagrammes du mot BANANA »: n!/(a!b!…)). A circle, a condition (two
 * people together) or an order among the chosen is not read here. Checked by counting the
 * arrangements one by one when there are few, else by the product formula.
 */
const N = String.raw`(\d{1,2})`;
const ROW = new RegExp(String.raw`^\s*(?:in\s+)?how\s+many\s+(?:different\s+)?ways\s+(?:can|could|are\s+there\s+(?:for|to\s+arrange))\s+${N}\s+(?:different\s+|distinct\s+)?(?:people|persons|students|children|friends|books|objects|cars|letters|runners)\s+(?:to\s+)?(?:sit|stand|be\s+(?:arranged|seated|lined\s+up|placed|ordered)|line\s+up|be\s+put|finish)\s*(?:in\s+(?:a\s+)?(?:row|line|order|queue)|on\s+a\s+(?:shelf|bench)|in\s+a\s+race)?\s*\??\s*$`, 'i');
const ROW_FR = new RegExp(String.raw`^\s*de\s+combien\s+de\s+(?:fa[cç]ons|mani[eè]res)\s+(?:differentes\s+)?peut[\s-]+on\s+(?:asseoir|aligner|ranger|placer|disposer|classer)\s+${N}\s+(?:personnes|eleves|enfants|amis|livres|objets|voitures|coureurs)(?:\s+(?:sur\s+un\s+banc|en\s+ligne|en\s+rang|c[oô]te\s+[àa]\s+c[oô]te|sur\s+une\s+[ée]tag[eè]re|dans\s+un\s+ordre))?\s*\??\s*$`, 'i');
const THINGS = String.raw`(?:[a-z]+\s+){0,2}`;
const CHOOSE = [
  new RegExp(String.raw`^\s*(?:in\s+)?how\s+many\s+(?:different\s+)?(?:ways|combinations|groups|teams|committees|selections|hands)\s+(?:can|could|are\s+there\s+to|are\s+there\s+of)?\s*(?:you\s+|we\s+|one\s+)?(?:choose|select|pick|form|make)?\s*(?:a\s+(?:committee|team|group|hand|set)\s+of\s+)?${N}\s+${THINGS}(?:be\s+(?:chosen|selected|picked|formed)\s+)?(?:from|out\s+of|among)\s+(?:a\s+(?:group|class|set|team|club)\s+of\s+)?${N}(?:\s+[a-z]+){0,2}\s*\??\s*$`, 'i'),
  new RegExp(String.raw`^\s*(?:in\s+)?how\s+many\s+(?:different\s+)?ways\s+can\s+(?:a\s+(?:committee|team|group|hand|set)\s+of\s+)?${N}\s+${THINGS}be\s+(?:chosen|selected|picked|formed)\s+(?:from|out\s+of|among)\s+(?:a\s+(?:group|class|set|team|club)\s+of\s+)?${N}(?:\s+[a-z]+){0,2}\s*\??\s*$`, 'i'),
  new RegExp(String.raw`^\s*(?:de\s+combien\s+de\s+(?:fa[cç]ons|mani[eè]res)\s+(?:differentes\s+)?peut[\s-]+on\s+(?:choisir|s[ée]lectionner|tirer|former)|combien\s+(?:de\s+(?:groupes|[ée]quipes|comit[ée]s|mains)\s+)?(?:peut[\s-]+on\s+(?:former|choisir|tirer)|y\s+a[\s-]+t[\s-]+il\s+de\s+fa[cç]ons\s+de\s+choisir))\s+(?:un\s+(?:groupe|comit[ée]|[ée]quipe)\s+de\s+)?${N}\s+${THINGS}(?:parmi|sur|dans\s+un\s+groupe\s+de)\s+${N}(?:\s+[a-z]+){0,2}\s*\??\s*$`, 'i'),
];
const WORD = /^\s*(?:(?:in\s+)?how\s+many\s+(?:different\s+|distinct\s+)?(?:ways\s+can\s+(?:you\s+|we\s+)?arrange|arrangements\s+(?:are\s+there\s+)?of|permutations\s+(?:are\s+there\s+)?of|anagrams\s+(?:are\s+there\s+)?of)\s+the\s+letters\s+(?:of|in)\s+(?:the\s+word\s+)?|combien\s+(?:y\s+a[\s-]+t[\s-]+il\s+)?d['’]\s*anagrammes\s+(?:du\s+mot\s+|de\s+)|(?:calculer|d[ée]terminer|donner)\s+le\s+nombre\s+d['’]\s*anagrammes\s+(?:du\s+mot\s+|de\s+))["'«\s]*([A-Za-z]{2,12})["'»\s]*(?:be\s+arranged|are\s+there|can\s+be\s+(?:made|formed))?\s*[.?]?\s*$/i;
/** What the counts above do not read: a circle, people kept together or apart, an order among the chosen, repeats allowed. */
const NOT_READ = /circle|round\s+table|ronde|cercle|together|next\s+to|apart|ensemble|c[oô]te\s+[àa]\s+c[oô]te\s+(?:de|du)|[àa]\s+c[oô]t[ée]\s+de|must|doit|doivent|if\s+|si\s+|president|pr[ée]sident|captain|capitaine|order\s+matters|repetition|r[ée]p[ée]tition|remise|replacement|at\s+least|at\s+most|au\s+moins|au\s+plus/i;

const factorial = (n: number): bigint => {
  let r = 1n;
  for (let k = 2n; k <= BigInt(n); k++) r *= k;
  return r;
};

/** The distinct orders of the letters, counted one by one (a check independent of the formula). */
function enumerate(letters: string[]): number {
  const counts = new Map<string, number>();
  for (const c of letters) counts.set(c, (counts.get(c) ?? 0) + 1);
  const walk = (left: number): number => {
    if (left === 0) return 1;
    let total = 0;
    for (const [c, k] of counts) {
      if (k === 0) continue;
      counts.set(c, k - 1);
      total += walk(left - 1);
      counts.set(c, k);
    }
    return total;
  };
  return walk(letters.length);
}

/** The k-subsets of n counted by Pascal's rule, another way to the binomial coefficient. */
function pascal(n: number, k: number): bigint {
  let row = [1n];
  for (let i = 1; i <= n; i++) row = [1n, ...row.slice(1).map((v, j) => v + row[j]), 1n];
  return row[k];
}

function outcome(method: string, steps: StepDraft[], value: bigint, verified: boolean, verification: Text): Outcome {
  const words = text(value.toString(), value.toString());
  return { method, category: 'arithmetic', steps, answer: { kind: 'expr', value: value.toString(), latex: value.toString(), words }, finalAnswer: words, verified, verification };
}

export const countingStrategy: Strategy = {
  name: 'arithmetic.counting',
  solve(problem: ProblemInput): Outcome | null {
    const t = problem.text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    if (NOT_READ.test(t)) return null;
    const row = ROW.exec(t) ?? ROW_FR.exec(t);
    if (row) {
      const n = Number(row[1]);
      if (n < 1 || n > 30) return null;
      const value = factorial(n);
      const steps = [step(text('Count the orders', 'Compter les ordres'),
        text(`The first place can take any of the ${n}, the second any of the ${n - 1} left, and so on: n! orders.`, `La première place peut recevoir chacun des ${n}, la deuxième chacun des ${n - 1} restants, et ainsi de suite : n! ordres.`),
        `${n}! = ${n <= 10 ? `${Array.from({ length: n }, (_, k) => n - k).join(' \\times ')} = ` : ''}${value}`)];
      const counted = n <= 8 ? BigInt(enumerate(Array.from({ length: n }, (_, k) => String(k)))) : value;
      return outcome('arithmetic.counting.row', steps, value, counted === value, text('The orders counted one by one.', 'Les ordres comptés un à un.'));
    }
    const choose = CHOOSE.map((re) => re.exec(t)).find((m) => m !== null);
    if (choose) {
      const [k, n] = [Number(choose[1]), Number(choose[2])];
      if (k > n || n > 60) return null;
      const value = factorial(n) / (factorial(k) * factorial(n - k));
      const steps = [step(text('Choose without order', 'Choisir sans ordre'),
        text(`The order of the ${k} chosen does not matter: the number of ways is C(${n}, ${k}) = ${n}!/(${k}!·${n - k}!).`, `L’ordre des ${k} choisis ne compte pas : le nombre de façons est C(${n}, ${k}) = ${n}!/(${k}!·${n - k}!).`),
        `\\binom{${n}}{${k}} = \\frac{${n}!}{${k}!\\,${n - k}!} = ${value}`)];
      return outcome('arithmetic.counting.choose', steps, value, pascal(n, k) === value, text("Pascal's triangle gives the same number.", 'Le triangle de Pascal donne le même nombre.'));
    }
    const word = WORD.exec(t);
    if (!word) return null;
    const letters = [...word[1].toUpperCase()];
    const counts = new Map<string, number>();
    for (const c of letters) counts.set(c, (counts.get(c) ?? 0) + 1);
    const repeated = [...counts].filter(([, c]) => c > 1);
    const value = repeated.reduce((v, [, c]) => v / factorial(c), factorial(letters.length));
    const steps = [step(text('Arrange the letters', 'Ranger les lettres'),
      repeated.length
        ? text(`${letters.length} letters give ${letters.length}! orders; swapping equal letters (${repeated.map(([c, k]) => `${c} ×${k}`).join(', ')}) gives the same word, so divide by their factorials.`,
          `${letters.length} lettres donnent ${letters.length}! ordres ; échanger des lettres identiques (${repeated.map(([c, k]) => `${c} ×${k}`).join(', ')}) donne le même mot : on divise par leurs factorielles.`)
        : text(`The ${letters.length} letters are all different: ${letters.length}! orders.`, `Les ${letters.length} lettres sont toutes différentes : ${letters.length}! ordres.`),
      repeated.length ? `\\frac{${letters.length}!}{${repeated.map(([, k]) => `${k}!`).join('\\,')}} = ${value}` : `${letters.length}! = ${value}`)];
    const counted = letters.length <= 9 ? BigInt(enumerate(letters)) : value;
    return outcome('arithmetic.counting.word', steps, value, counted === value, text('The distinct orders counted one by one.', 'Les ordres distincts comptés un à un.'));
  },
};
