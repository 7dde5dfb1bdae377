import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { readOdeTask } from './ode';

/**
 * Growth or decay at a rate proportional to the amount, told as a story: "A bacteria culture grows
 * at a rate proportional to its size. Initially there are 500 bacteria and after 2 hours there are
 * 800. How many after 6 hours?", "… doubles in 3 hours. How long does it take to triple?",
 * « une population croît exponentiellement … au bout de combien de temps atteindra-t-elle 2000 ? ».
 * The model N′ = kN with k fixed by the reading (or the doubling time) is the task: the amount at a
 * time is the equation's value there; the time of an amount or a ratio is the equation r^{t/t₁} = R.
 * One reading, one unit of time, and a question of one of these two kinds; anything else is left unread.
 */
const MODEL = /(?<![\p{L}])(?:proportional\s+to\s+(?:its|the)\s+(?:(?:current|present)\s+)?(?:size|amount|population|number|mass|quantity|value)|(?:grows?|growing|decays?|decaying|increases?|decreases?)\s+exponentially|exponential(?:ly)?\s+(?:growth|decay)|proportionnel(?:le)?\s+[àa]\s+(?:sa|la|son|leur)\s+(?:taille|population|quantit[ée]|masse|nombre|effectif)|(?:croissance|d[ée]croissance)\s+exponentielle|(?:cro[iî]t|d[ée]cro[iî]t)\s+exponentiellement)(?![\p{L}])/iu;
const NUM = String.raw`(\d+(?:[.,]\d+)?)`;
const UNIT = String.raw`(hours?|h|heures?|minutes?|min|days?|jours?|weeks?|semaines?|years?|ans?|ann[ée]es?)`;
const WHEN = String.raw`(?:after|au\s+bout\s+de|apr[èe]s|in|en)`;
const n = (s: string): number => Number(s.replace(',', '.'));
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
/** a/b reduced when both are whole (3000/1000 → 3), as written otherwise. */
function ratioOf(a: number, b: number): string {
  if (!Number.isInteger(a) || !Number.isInteger(b)) return `${a}/${b}`;
  const d = gcd(a, b);
  return b / d === 1 ? String(a / d) : `${a / d}/${b / d}`;
}
const unitOf = (u: string): 'h' | 'min' | 'day' | 'week' | 'year' => (/^h/i.test(u) ? 'h' : /^mi/i.test(u) ? 'min' : /^(?:d|j)/i.test(u) ? 'day' : /^(?:w|s)/i.test(u) ? 'week' : 'year');
const RATIOS: Record<string, number> = { double: 2, doubles: 2, doubled: 2, doubler: 2, triple: 3, triples: 3, tripled: 3, tripler: 3, quadruple: 4, quadruples: 4, quadrupled: 4, quadrupler: 4 };

export function readExponentialGrowth(problem: ProblemInput): TaskOf<'ode'> | TaskOf<'solve'> | null {
  const t = problem.text;
  if (!MODEL.test(t)) return null;
  const q = /(?:^|[.!?;]\s+)((?:[^.!?;]|\.(?=\d))*[.!?]?)\s*$/u.exec(t);
  if (!q) return null;
  const story = t.slice(0, t.length - q[1].length);
  const question = q[1];
  const N0m = new RegExp(String.raw`(?:initially|at\s+first|starts?\s+(?:with|at)|started\s+with|initialement|au\s+d[ée]part|au\s+d[ée]but)[^.?!\d]{0,30}?${NUM}(?!\s*${UNIT}(?![\p{L}]))`, 'iu').exec(story);
  const doubling = new RegExp(String.raw`(?<![\p{L}])(doubles?|doubled|triples?|tripled)\s+(?:in|every|after|en|tous\s+les|toutes\s+les|au\s+bout\s+de)\s+${NUM}\s*${UNIT}(?![\p{L}])`, 'iu').exec(story);
  const timeThenAmount = new RegExp(String.raw`${WHEN}\s+${NUM}\s*${UNIT}(?![\p{L}])[^.?!\d]{0,40}?${NUM}(?!\s*[.,]?\d)(?!\s*${UNIT}(?![\p{L}]))`, 'iu').exec(story);
  const amountThenTime = new RegExp(String.raw`${NUM}[^.?!\d]{0,30}?${WHEN}\s+${NUM}\s*${UNIT}(?![\p{L}])`, 'iu').exec(story);
  let ratio: string;
  let t1: number;
  let unit: string;
  const N0 = N0m ? n(N0m[1]) : null;
  if (doubling) {
    ratio = String(RATIOS[doubling[1].toLowerCase()]);
    [t1, unit] = [n(doubling[2]), doubling[3]];
  } else if (N0 !== null && timeThenAmount && timeThenAmount.index > (N0m?.index ?? 0)) {
    ratio = ratioOf(n(timeThenAmount[3]), N0);
    [t1, unit] = [n(timeThenAmount[1]), timeThenAmount[2]];
  } else if (N0 !== null && amountThenTime && amountThenTime.index > (N0m?.index ?? 0)) {
    ratio = ratioOf(n(amountThenTime[1]), N0);
    [t1, unit] = [n(amountThenTime[2]), amountThenTime[3]];
  } else return null;
  if (!(t1 > 0) || (N0 !== null && N0 <= 0)) return null;
  const asksTime = /(?<![\p{L}])(?:how\s+long|when|combien\s+de\s+temps|au\s+bout\s+de\s+combien|quand|[àa]\s+quel\s+moment)(?![\p{L}])/iu.test(question);
  if (asksTime) {
    const factor = new RegExp(String.raw`(?<![\p{L}])(${Object.keys(RATIOS).join('|')})(?![\p{L}])`, 'iu').exec(question);
    // the amount to reach: the one number of the question that is no time ("reach 2000", « y en aura-t-il 10000 »)
    const amounts = [...question.matchAll(new RegExp(String.raw`${NUM}(?!\s*[.,]?\d)(?!\s*${UNIT}(?![\p{L}]))`, 'giu'))];
    const wanted = factor ? String(RATIOS[factor[1].toLowerCase()]) : amounts.length === 1 && N0 !== null ? ratioOf(n(amounts[0][1]), N0) : null;
    if (!wanted) return null;
    const u = unitOf(unit);
    const units = u === 'year' ? undefined : { t: u };
    return { kind: 'solve', relations: [{ lhs: `${/\//.test(ratio) ? `(${ratio})` : ratio}^(t/${t1})`, op: '=', rhs: wanted }], unknowns: ['t'], asked: ['t'], domain: { kind: 'real' }, ...(units ? { units } : {}) };
  }
  const at = new RegExp(String.raw`${WHEN}\s+${NUM}\s*${UNIT}(?![\p{L}])`, 'iu').exec(question);
  if (!at || N0 === null || unitOf(at[2]) !== unitOf(unit)) return null;
  const task = readOdeTask({ ...problem, text: `dN/dt = (ln(${ratio})/${t1})*N, N(0) = ${N0}` });
  if (!task || task instanceof Error) return null;
  return { ...task, at: String(n(at[1])) };
}
