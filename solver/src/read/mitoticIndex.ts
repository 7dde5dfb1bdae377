import type { SolverError } from '../errors';
import type { MitoticIndexTask } from '../biology/task';
import { mitosisPhases } from '../biology/task';
import { NUM, num } from './sizes';
import { partNotUnderstood } from './partNotUnderstood';

/**
 * Cells counted on a slide of a dividing tissue, as students and teachers word it: "a total of 42
 * cells, 32 of which had visible chromosomes", "36 cells in interphase, 14 in prophase …", « 500
 * cellules dont 50 en mitose », « 18 cellules sur 240 sont en division », with the mitotic index
 * or a stage's length asked ("the cell cycle takes 24 hours: how long does prophase last?",
 * « le cycle cellulaire dure 24 h : calculer la durée de la mitose »). Each count is read from its
 * own clause; a number no clause explains is refused by name.
 */
type Phase = (typeof mitosisPhases)[number];
type TimeUnit = 's' | 'min' | 'h' | 'day';

const INDEX_WORDS = /mitotic\s+index|indice\s+mitotique|index\s+mitotique|\bMI\b(?=[^]*(?:mitos|mitotic|mitotique|interphase|dividing|division))/i;
const ASK_DURATION = /how\s+long|\bduration\b|dur[ée]e|combien\s+de\s+temps|\blength\s+of\s+(?:time|mitosis|pro|meta|ana|telo|inter)|time\s+(?:spent|taken|needed)|\blasts?\b|\btakes?\b[^.?!]*\?/i;
const CYCLE = /(?:cell(?:ular)?\s+)?cycle|cycle\s+cellulaire/i;
const PHASE_WORD: Array<[RegExp, Phase]> = [
  [/\binterphase\b|\bG1\b|\bG2\b|\bS\s+phase\b/i, 'interphase'],
  [/pro(?:m[ée]ta)?phase/i, 'prophase'],
  [/m[ée]taphase/i, 'metaphase'],
  [/anaphase/i, 'anaphase'],
  [/t[ée]lophase/i, 'telophase'],
];
const DIVIDING = /mitos[ie]s?|mitotic|mitotique|\bdividing\b|\bdivision\b|se\s+divis|en\s+division|visible\s+chromosomes|chromosomes\s+visibles|in\s+division|undergoing\s+(?:mitosis|division)/i;
const NOT_DIVIDING = /non[\s-]?dividing|not\s+(?:dividing|in\s+mitosis|undergoing)|non[\s-]mitotic|resting|ne\s+se\s+divis\w*\s+pas|hors\s+mitose|au\s+repos/i;
const TOTAL = /\btotal\b|\bin\s+all\b|\bcounted\b|\bobserved\b|\bexamined\b|\bscored\b|\bcompt[ée]e?s?\b|\bcompte\b|observ[ée]e?s?|examin[ée]e?s?|au\s+total|en\s+tout|\bsample\s+of\b|[ée]chantillon\s+de/i;
const TIME_UNIT = String.raw`(hours?|hrs?|h|minutes?|mins?|min|seconds?|secs?|s|days?|jours?|heures?|secondes?)`;

function unitOf(w: string): TimeUnit {
  const u = w.toLowerCase();
  if (/^(?:h|hr|hrs|hours?|heures?)$/.test(u)) return 'h';
  if (/^min/.test(u)) return 'min';
  if (/^(?:day|days|jours?)$/.test(u)) return 'day';
  return 's';
}

const phaseIn = (s: string): Phase | null => {
  const hits = PHASE_WORD.filter(([re]) => re.test(s));
  return hits.length === 1 ? hits[0][1] : null;
};

interface Counts { dividing?: number; notDividing?: number; total?: number; phases: Partial<Record<Phase, number>> }

/** One clause's count: what its words say the number is. */
function classify(clause: string, value: number, counts: Counts, part?: 'part' | 'whole'): boolean {
  const phase = phaseIn(clause);
  if (part === 'whole') return counts.total === undefined ? ((counts.total = value), true) : false;
  if (phase === 'interphase' || (!phase && NOT_DIVIDING.test(clause))) {
    if (phase === 'interphase') counts.phases.interphase = value;
    else counts.notDividing = value;
    return true;
  }
  if (phase) {
    if (counts.phases[phase] !== undefined) return false;
    counts.phases[phase] = value;
    return true;
  }
  if (DIVIDING.test(clause)) return counts.dividing === undefined ? ((counts.dividing = value), true) : false;
  if (TOTAL.test(clause) || /\bcells?\b|\bcellules?\b/i.test(clause)) return counts.total === undefined ? ((counts.total = value), true) : false;
  return false;
}

export function readMitoticIndex(text: string): MitoticIndexTask | SolverError | null {
  const indexWords = INDEX_WORDS.test(text);
  const asksDuration = ASK_DURATION.test(text) && CYCLE.test(text);
  if (!indexWords && !asksDuration) return null;
  if (!indexWords && !PHASE_WORD.some(([re]) => re.test(text)) && !/mitos|mitotic|mitotique|division/i.test(text)) return null;
  // "(give your answer to 2 decimal places)" asks a rounding, it is no count
  let rest = text.replace(/\(?\s*(?:give\s+(?:your\s+|the\s+)?answer\s+|donner\s+(?:le\s+r[ée]sultat|la\s+r[ée]ponse)\s+)?(?:to|with|correct\s+to|à|avec)\s+\d+\s+(?:decimal\s+places?|d\.\s*p\.|significant\s+figures?|s\.\s*f\.|chiffres?\s+significatifs?|d[ée]cimales?|chiffres?\s+apr[èe]s\s+la\s+virgule)\s*\)?/gi, ' ');
  // the cycle's length: a time next to the word cycle
  const times = [...rest.matchAll(new RegExp(String.raw`(?<![\p{L}\d.,])${NUM}\s*${TIME_UNIT}(?![\p{L}])`, 'giu'))];
  if (times.length > 1) return partNotUnderstood('Several times', 'Plusieurs durées');
  let cycle: number | undefined;
  let timeUnit: TimeUnit | undefined;
  if (times.length === 1) {
    cycle = num(times[0][1]);
    timeUnit = unitOf(times[0][2]);
    rest = rest.replace(times[0][0], ' ');
  }
  // a mitotic index given as a share: "the mitotic index is 15%", « indice mitotique de 0,2 »
  let index: number | undefined;
  const given = new RegExp(String.raw`(?:index|indice)\s+(?:mitotique\s+)?(?:is|of|was|=|:|de|est\s+(?:de\s+)?|vaut|égal\s+à)\s*${NUM}\s*(%)?`, 'iu').exec(rest) ?? new RegExp(String.raw`${NUM}\s*%`, 'u').exec(rest);
  if (given) {
    const v = num(given[1]);
    index = given[2] === '%' || /%\s*$/.test(given[0]) ? v / 100 : v;
    if (!(index >= 0 && index <= 1)) return partNotUnderstood(given[0], given[0]);
    rest = rest.replace(given[0], ' ');
  }
  // the last sentence asks; the counts are read in the sentences before it (all of it when it is one)
  const sentences = rest.trim().replace(/[.!]\s*$/, '').split(/(?<=[.?!])\s+/);
  const asking = sentences.map((x) => x.trim().endsWith('?')).lastIndexOf(true);
  const at = asking >= 0 ? asking : sentences.length - 1;
  const question = sentences[at];
  const counts: Counts = { phases: {} };
  // "M out of N", « M sur N », "M of the N": a part and its whole in one clause
  const numRe = String.raw`(?<![\p{L}\d.,])${NUM}(?![\d])`;
  const body = sentences.length > 1 ? sentences.filter((_, k) => k !== at).join(' ') : question;
  const clauses = body.split(/[,;.:]\s|\s(?:and|et|dont|whereas|while|tandis\s+que|alors\s+que)\s|\(|\)/i);
  for (const clause of clauses) {
    const nums = [...clause.matchAll(new RegExp(numRe, 'gu'))];
    if (nums.length === 0) continue;
    if (nums.length === 2) {
      const between = clause.slice((nums[0].index ?? 0) + nums[0][0].length, nums[1].index);
      if (/\b(?:out\s+of|of|among|from)\b|\bsur\b|\bparmi\b/i.test(between)) {
        if (!classify(clause.replace(nums[1][0], ' '), num(nums[0][1]), counts, 'part') || !classify(clause, num(nums[1][1]), counts, 'whole')) return partNotUnderstood(clause.trim(), clause.trim());
        continue;
      }
    }
    if (nums.length !== 1) return partNotUnderstood(clause.trim(), clause.trim());
    if (!classify(clause, num(nums[0][1]), counts)) return partNotUnderstood(`The number ${nums[0][1]}`, `Le nombre ${nums[0][1]}`);
  }
  if (sentences.length > 1 && new RegExp(numRe, 'u').test(question)) return partNotUnderstood('A number in the question', 'Un nombre dans la question');
  const mitotic = (['prophase', 'metaphase', 'anaphase', 'telophase'] as const).map((p) => counts.phases[p]).filter((x): x is number => x !== undefined);
  const inMitosis = counts.dividing ?? (mitotic.length ? mitotic.reduce((a, b) => a + b, 0) : undefined);
  const others = counts.notDividing ?? counts.phases.interphase;
  const sum = inMitosis !== undefined && others !== undefined ? inMitosis + others : undefined;
  if (counts.total !== undefined && sum !== undefined && Math.abs(counts.total - sum) > 1e-9) return partNotUnderstood('Counts that do not add up to the total', 'Des effectifs dont la somme n’est pas le total');
  const total = counts.total ?? sum;
  const percent = /percentage|per\s*cent|pourcentage|en\s+%|as\s+a\s+%/i.test(question) ? (true as const) : undefined;
  if (!asksDuration || (indexWords && !ASK_DURATION.test(question))) {
    if (index !== undefined || cycle !== undefined) return partNotUnderstood(index !== undefined ? 'A mitotic index given' : 'A time given', index !== undefined ? 'Un indice mitotique donné' : 'Une durée donnée');
    if (inMitosis === undefined || total === undefined || inMitosis > total) return partNotUnderstood('The cells in mitosis and the cells counted', 'Les cellules en mitose et les cellules comptées');
    return { kind: 'mitotic_index', want: 'index', dividing: inMitosis, total, ...(percent ? { percent } : {}) };
  }
  if (cycle === undefined || !timeUnit) return partNotUnderstood('The length of the cell cycle', 'La durée du cycle cellulaire');
  const phase = phaseIn(question) ?? undefined;
  const asked = new RegExp(String.raw`\b(?:in|en)\s+${TIME_UNIT}(?![\p{L}])`, 'iu').exec(question);
  const askedUnit = asked ? unitOf(asked[1]) : undefined;
  const unitPart = { cycle, timeUnit, ...(askedUnit && askedUnit !== timeUnit ? { askedUnit } : {}) };
  if (phase) {
    // interphase is every cell counted that is not in mitosis
    const c = counts.phases[phase] ?? (phase === 'interphase' && inMitosis !== undefined && total !== undefined ? total - inMitosis : undefined);
    if (c === undefined || total === undefined || c > total) return partNotUnderstood(`The cells in ${phase}`, `Les cellules en ${phase}`);
    return { kind: 'mitotic_index', want: 'duration', dividing: c, total, phase, ...unitPart };
  }
  if (index !== undefined && inMitosis === undefined && total === undefined) return { kind: 'mitotic_index', want: 'duration', index, ...unitPart };
  if (index !== undefined || inMitosis === undefined || total === undefined || inMitosis > total) return partNotUnderstood('The cells in mitosis and the cells counted', 'Les cellules en mitose et les cellules comptées');
  return { kind: 'mitotic_index', want: 'duration', dividing: inMitosis, total, ...unitPart };
}
