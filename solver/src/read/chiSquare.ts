import { SolverError } from '../errors';
import type { ChiSquareTask } from '../biology/task';
import { NUM, num } from './sizes';
import { partNotUnderstood } from './partNotUnderstood';

/**
 * Chi-square goodness of fit as set in genetics: counts observed against an expected ratio
 * ("290 purple and 110 white, expected 3:1, calculate χ²", « 60 rouges et 40 blancs, rapport
 * attendu 1:1, calculer χ² et conclure au seuil de 5 % »), or the degrees of freedom of a ratio.
 * The counts are taken in the ratio's order; counts ranked against the ratio's parts are refused.
 */
const TOPIC = /chi[\s-]?(?:squared?|carr[ée]|deux|2)|χ\s*(?:²|\^?\s*2)|khi[\s-]?(?:deux|2|carr[ée])|goodness[\s-]+of[\s-]+fit|degrees?\s+of\s+freedom|degr[ée]s?\s+de\s+libert[ée]|\bddl\b/i;

const refuse = partNotUnderstood;

/** The level of the test: "p = 0.05", « seuil de 5 % », "α = 0,01", "95 % confidence". */
const LEVEL = /(?:at\s+the\s+|au\s+)?(\d+(?:[.,]\d+)?\s*%)\s*(?:significance\s+)?level|(?:\b(?:p|α|alpha|level|seuil|risque)\s*(?:[=<:]|of|de|value\s+of)?\s*(?:de\s+)?|significance\s+(?:level\s+)?(?:of\s+)?)(0?[.,]\d+|\d+(?:[.,]\d+)?\s*%)|(\d+)\s*%\s*(?:confidence|de\s+confiance)|(?<![\d.,])(0[.,](?:05|01|1))(?![\d])/i;

/**
 * "160 seeds … 123 purple and 37 white": one count more than the ratio has parts, equal to the sum
 * of the others, is the total sown or counted, not a class of its own.
 */
function withoutTotal(counts: number[], parts: number): number[] {
  if (counts.length !== parts + 1) return counts;
  const sum = counts.reduce((a, b) => a + b, 0);
  const totals = counts.flatMap((c, i) => (Math.abs(2 * c - sum) < 1e-9 ? [i] : []));
  return totals.length === 1 ? counts.filter((_, i) => i !== totals[0]) : counts;
}

export function readChiSquare(text: string): ChiSquareTask | SolverError | null {
  if (!TOPIC.test(text)) return null;
  const ratios = [...text.matchAll(/(?<![\w.,])(\d+(?:\s*:\s*\d+)+)(?!\d|[.,]\d)/g)];
  // without a ratio it is no genetics test (a contingency table, a t-test's degrees of freedom)
  if (ratios.length === 0) return null;
  // the same ratio named again ("expected 3:1 … the 3:1 hypothesis") is one ratio
  const distinct = new Set(ratios.map((r) => r[1].replace(/\s/g, '')));
  if (distinct.size > 1) return refuse('Several ratios', 'Plusieurs rapports');
  const ratio = ratios[0][1].split(':').map((x) => Number(x.trim()));
  if (ratio.some((x) => x <= 0)) return refuse(`The ratio ${ratios[0][1]}`, `Le rapport ${ratios[0][1]}`);
  const level = LEVEL.exec(text);
  let alpha: ChiSquareTask['alpha'] = '0.05';
  if (level) {
    const raw = level[1] ?? level[2] ?? level[4];
    const a = raw !== undefined ? (raw.includes('%') ? num(raw.replace('%', '').trim()) / 100 : num(raw)) : 1 - Number(level[3]) / 100;
    const known = (['0.1', '0.05', '0.01'] as const).find((x) => Math.abs(Number(x) - a) < 1e-9);
    if (!known) return refuse(`The significance level ${level[0].trim()}`, `Le seuil ${level[0].trim()}`);
    alpha = known;
  }
  // the counts: every number left once the ratio, the level, χ² and generation labels (F2) are taken out
  const rest = text.replace(new RegExp(ratios[0][1].replace(/\s/g, '').split(':').join(String.raw`\s*:\s*`), 'g'), ' ').replace(level?.[0] ?? '\u0000', ' ').replace(new RegExp(TOPIC.source, 'gi'), ' ').replace(/\b[FP]\s*\d\b/g, ' ');
  const observed = withoutTotal([...rest.matchAll(new RegExp(String.raw`(?<![\p{L}\d.,])${NUM}(?![\d])`, 'gu'))].map((m) => num(m[1])), ratio.length);
  const asksDf = /degrees?\s+of\s+freedom|degr[ée]s?\s+de\s+libert[ée]|\bddl\b|\bdf\b/i.test(text);
  // the test's own name ("for the chi-square test") asks nothing
  const plain = text.replace(/degrees?\s+of\s+freedom|degr[ée]s?\s+de\s+libert[ée]/gi, ' ').replace(new RegExp(String.raw`(?:${TOPIC.source})\s*(?:test|de\s+conformit[ée])?|test\s+du\s+(?:${TOPIC.source})`, 'gi'), ' ');
  const asksChi = /calculat|comput|find|determin|what\s+is|value|valeur|calcul|d[ée]termin|\btest\b|conclu|significant|significati|accept|reject|rejet/i.test(plain);
  if (observed.length === 0) return asksDf ? { kind: 'chi_square', ratio, want: 'df', alpha } : refuse('The counts observed', 'Les effectifs observés');
  if (observed.length !== ratio.length) return refuse(`The counts ${observed.join(', ')} against the ${ratio.length} parts of ${ratios[0][1]}`, `Les effectifs ${observed.join(', ')} face aux ${ratio.length} parts de ${ratios[0][1]}`);
  // a count larger than another where the ratio expects it smaller: the classes' order is not the ratio's
  const misordered = ratio.some((r, i) => ratio.some((s, j) => r > s && observed[i] < observed[j]));
  if (misordered) return refuse(`Which count goes with which part of ${ratios[0][1]}`, `L’effectif qui correspond à chaque part de ${ratios[0][1]}`);
  // "degrees of freedom and χ²?" asks the value too
  const asksValue = asksChi || /(?:and|et|,)\s*(?:the\s+|le\s+)?(?:χ|chi|khi)|(?:χ|chi|khi)[^.?]*(?:and|et)\s+(?:the\s+)?(?:degrees?|degr[ée]s?|ddl|df)/i.test(text);
  if (!asksValue && asksDf) return { kind: 'chi_square', observed, ratio, want: 'df', alpha };
  return { kind: 'chi_square', observed, ratio, want: 'chi2', alpha };
}
