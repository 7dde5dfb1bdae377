import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { EN_NUMBER_WORDS } from './numberWords';

/**
 * Two workers (people, pipes, machines) who each finish the same job alone in a given time, asked
 * how long they take together: "Pipe A fills a tank in 6 hours and pipe B fills it in 3 hours.
 * How long do both pipes together take?", "John can paint a house in 6 hours, Mary in 4 hours.
 * How long will it take them working together?", « Un robinet remplit une baignoire en 12 minutes,
 * un autre la remplit en 6 minutes. En combien de temps la remplissent-ils ensemble ? ». Their rates add: 1/a + 1/b = 1/t. Both times
 * must be in the same unit; every other sentence must be the question, otherwise the reader
 * steps aside and the general reader names the words it cannot read.
 */
const UNIT = String.raw`(hours?|hrs?|h|minutes?|mins?|days?|weeks?|heures?|jours?|semaines?)`;
const TIME = new RegExp(String.raw`\b(?:in|takes?|needs?|en|met|mettent)\s+(\d+(?:\.\d+)?|${Object.keys(EN_NUMBER_WORDS).join('|')})\s+${UNIT}\b`, 'g');
// a worker that empties or drains works against one that fills: no rates added then
const ALONE = new RegExp(String.raw`^(?:(?:pipe|tap|machine|pump|worker|printer|hose)\s+[a-z0-9]+|[a-z]+)\s+(?:(?:can\s+|alone\s+|by\s+(?:himself|herself|itself)\s+)*(?:fills?|paints?|do(?:es)?|finish(?:es)?|completes?|mows?|cleans?|builds?|prints?|types?|takes?|needs?)\b|(?:alone\s+)?(?:in|takes?)\s+\S+\s+${UNIT}$)`);
// « un robinet remplit la baignoire en 12 minutes », « un autre la remplit en 6 minutes »; « vide » works against
const ALONE_FR = new RegExp(String.raw`^(?:(?:un|une|le|la|l'|ce|cette)\s+)?(?:(?:autre|second|seconde|premier|premiere|deuxieme)\s+)?(?:[a-z]+(?:\s+[a-z0-9])?\s+)?(?:(?:peut|seul|seule|a\s+lui\s+seul|a\s+elle\s+seule)\s+)*(?:la\s+|le\s+|les\s+|l')?(?:remplit|peint|fait|termine|tond|nettoie|construit|imprime|met)\b`);
const TOGETHER_FR = /^(?:en\s+combien\s+de\s+temps|combien\s+de\s+(?:temps|minutes|heures|jours)\s+(?:leur\s+faut-il|mettent-ils|mettront-ils))\s+(?:[a-z'-]+\s+)*?ensemble$/;
const TOGETHER = /^(?:so\s+)?how\s+(?:long|many\s+(?:hours|minutes|days))\s+(?:will|would|does|do)\s+(?:it\s+take\s+)?(?:them|they|both(?:\s+\w+)?|the\s+two(?:\s+\w+)?)\s+(?:\w+\s+)?(?:take\s+)?(?:to\s+[a-z ]+?\s+)?(?:if\s+they\s+work\s+|working\s+|work(?:ing)?\s+|running\s+|open(?:ed)?\s+)?together(?:\s+take)?(?:\s+to\s+[a-z ]+)?$/;

const unitOf = (u: string): string => u.replace(/s$/, '').replace(/^(?:hr|h|heure)$/, 'hour').replace(/^min$/, 'minute').replace(/^jour$/, 'day').replace(/^semaine$/, 'week');

export function readWorkTogether(problem: ProblemInput): TaskOf<'solve'> | null {
  const t = (problem.raw ?? problem.text).toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/’/g, "'").replace(/\s+/g, ' ').trim();
  if (!/\b(?:together|ensemble)\b/.test(t)) return null;
  const times = [...t.matchAll(TIME)];
  if (times.length !== 2 || new Set(times.map((m) => unitOf(m[2]))).size !== 1) return null;
  const sentences = t.split(/\s*(?:[.?!;](?:\s+|$)|,\s*|\s+(?:and|while|whereas|et|tandis\s+que)\s+)\s*/).filter((s) => s !== '');
  let asked = false;
  let facts = 0;
  for (const sentence of sentences) {
    if (TOGETHER.test(sentence) || TOGETHER_FR.test(sentence)) asked = true;
    else if ((ALONE.test(sentence) || ALONE_FR.test(sentence)) && [...sentence.matchAll(TIME)].length === 1) facts++;
    else return null;
  }
  if (!asked || facts !== 2) return null;
  const [a, b] = times.map((m) => String(EN_NUMBER_WORDS[m[1]] ?? m[1]));
  const unit = ({ hour: 'h', minute: 'min', day: 'day', week: 'week' } as const)[unitOf(times[0][2])];
  return { kind: 'solve', relations: [{ lhs: `1/${a} + 1/${b}`, op: '=', rhs: '1/t' }], unknowns: ['t'], domain: { kind: 'real' }, ...(unit ? { units: { t: unit } } : {}) };
}
