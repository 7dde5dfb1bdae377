import type { TaskOf } from '../task/task';
import { DIMS } from '../physics/units';
import { allPlaced, exactly, following, of, own, question, type Found, type Situation } from './formulaFamilies';
import { EN_NUMBER_WORDS, FR_NUMBER_WORDS } from './numberWords';
import { partNotUnderstood } from './partNotUnderstood';

/**
 * Identical cells in a mixed grouping, in English and French: m rows (branches, groups,
 * « branches », « rangées ») side by side in parallel, each of n cells in series, every cell with
 * the same EMF E and internal resistance r. The group is one source of EMF nE and internal
 * resistance nr/m; asked are that EMF, that internal resistance, or with a load the current and the
 * voltage across it. The count of each row and the count of rows are read from their own words
 * ("4 rows of 6 cells", "6 cells in series in each of 4 rows", « 3 branches de 4 piles en série »),
 * checked against a total when one is told. Groups in series made of cells in parallel are the same
 * sum with the roles swapped, read when each connection is said; a grouping whose connections are
 * not told is left unread. Cells all in series (one row of n) or all in parallel (n rows of one)
 * are the same group, read here too; a current asked "in each cell" is left unread.
 */
type Circ = TaskOf<'circuits'>;

const WORDS: Record<string, number> = { ...FR_NUMBER_WORDS, ...EN_NUMBER_WORDS };
const COUNT = String.raw`(\d+|${Object.keys(WORDS).filter((w) => WORDS[w] >= 2).join('|')})`;
const CELL = String.raw`(?:(?:identical|similar|equal|identiques?|semblables?)\s+)?(?:cells?|batteries|piles?|[ée]l[ée]ments?|accumulat(?:eu)?rs?|accumulators?)`;
const ROW = String.raw`(?:rows?|branch(?:es)?|groups?|lines?|rang[ée]es?|branches?|groupes?|lignes?)`;
/** How cells are joined, said right after them: "(connected) in series", « montées en dérivation ». */
const JOINED = String.raw`(?:(?:connected\s+|joined\s+|mont[ée]e?s\s+|plac[ée]e?s\s+|branch[ée]e?s\s+)?(?:in\s+series|en\s+s[ée]rie|in\s+parallel|en\s+parall[eè]le|en\s+d[ée]rivation)\s+)`;
const num = (w: string): number => WORDS[w.toLowerCase()] ?? Number(w);

/** A count of rows ("4 rows", « 3 branches ») and a count of cells in each ("of 6 cells", « comportant 4 piles »). */
const ROWS = new RegExp(String.raw`(?<![\p{L}\d])${COUNT}\s+(?:(?:parallel|equal|identical|similar|parall[eè]les?|identiques?)\s+)?${ROW}(?![\p{L}])`, 'giu');
const PER_ROW = [
  // "rows of 6 cells", « branches de 4 piles », "groups each of 5 cells", "rows, each containing 6 cells"
  new RegExp(String.raw`${ROW}\s*,?\s*(?:each\s+)?(?:of|de|containing|having|with|comprising|comportant|contenant|chacune?\s+(?:de|comportant|contenant))\s+${COUNT}\s+${CELL}`, 'iu'),
  // "each row has 6 cells", « chaque branche comporte 4 piles », « chaque branche comportant 4 piles »
  new RegExp(String.raw`(?:each|every|chaque)\s+${ROW}\s+(?:has|contains|consists\s+of|is\s+made\s+of|of|comporte|comportant|contient|contenant|compte|est\s+form[ée]e\s+de|de)\s+${COUNT}\s+${CELL}`, 'iu'),
  // "6 cells in series in each of 4 rows", « 4 piles en série dans chacune des 3 branches »
  new RegExp(String.raw`(?<![\p{L}\d])${COUNT}\s+${CELL}\s+(?:${JOINED})?(?:in\s+each\s+of(?:\s+the)?|dans\s+chacune\s+des|on\s+each\s+of(?:\s+the)?)\s`, 'iu'),
  // "6 cells in (series in) each row", « 4 piles (en série) par branche », "6 cells per row"
  new RegExp(String.raw`(?<![\p{L}\d])${COUNT}\s+${CELL}\s+(?:${JOINED})?(?:in\s+each|per|dans\s+chaque|par|on\s+each)\s+${ROW}`, 'iu'),
];
/** A count of cells, their EMF possibly told in between ("three 1.5 V cells"). */
const TOTAL = new RegExp(String.raw`(?<![\p{L}\d])${COUNT}\s+(?:\d+(?:[.,]\d+)?\s*-?\s*(?:V|volts?)\s+)?${CELL}(?![\p{L}])`, 'giu');
const SERIES = /\bin\s+series\b|\ben\s+s[ée]rie\b|end\s+to\s+end/i;
const PARALLEL = /\bin\s+parallel\b|\ben\s+parall[eè]le\b|\ben\s+d[ée]rivation\b|side\s+by\s+side/i;

/** The words of one part of the text up to the next comma, "and", « et » or full stop. */
const clauseAfter = (text: string, at: number): string => text.slice(at).split(/[,;.]|\band\b|\bet\b|\bthe\s+(?:rows|groups|branches)\b|\bles\s+(?:branches|rang[ée]es|groupes)\b/i)[0];

interface Grouping { series: number; parallel: number; spans: [number, number][]; rows: boolean }

/** n cells all in series or all in parallel: one count of cells and one connection told. */
function plainGrouping(text: string): Grouping | null {
  const totals = [...text.matchAll(TOTAL)];
  const n = totals.length ? num(totals[0][1]) : NaN;
  if (!totals.length || totals.some((t) => num(t[1]) !== n) || !Number.isInteger(n) || n < 2 || n > 400) return null;
  const series = SERIES.test(text);
  if (series === PARALLEL.test(text)) return null;
  const spans: [number, number][] = totals.map((x) => [x.index ?? 0, (x.index ?? 0) + x[0].length]);
  return series ? { series: n, parallel: 1, spans, rows: false } : { series: 1, parallel: n, spans, rows: false };
}

/**
 * The grouping told: how many cells are in series and how many such rows are in parallel. The rows
 * are in parallel unless said otherwise; if the rows are said to be in series, their cells are
 * read in parallel (the same sum with the counts swapped), and only when that is said too.
 */
function grouping(text: string): Grouping | null {
  const rows = [...text.matchAll(ROWS)];
  if (rows.length === 0) return plainGrouping(text);
  if (rows.length !== 1) return null;
  const row = rows[0];
  const per = PER_ROW.map((re) => re.exec(text)).filter((m): m is RegExpExecArray => m !== null);
  const totals = [...text.matchAll(TOTAL)];
  const m = num(row[1]);
  let n = per.length ? num(per[0][1]) : NaN;
  if (per.some((p) => num(p[1]) !== n)) return null;
  // a total told: the cells per row follow from it, or must agree with it
  const total = totals.map((t) => num(t[1])).filter((x) => x !== n);
  if (total.length > 1) return null;
  if (Number.isNaN(n)) {
    if (total.length !== 1 || total[0] % m !== 0) return null;
    n = total[0] / m;
  } else if (total.length === 1 && total[0] !== n * m) return null;
  if (!Number.isInteger(n) || !Number.isInteger(m) || n < 1 || m < 2 || n * m > 400) return null;
  // how the rows are joined: said next to them ("4 rows in parallel", "the rows connected in series")
  const after = clauseAfter(text, (row.index ?? 0) + row[0].length);
  const cut = after.search(new RegExp(String.raw`${COUNT}\s+${CELL}`, 'iu'));
  const rowWords = `${row[0]} ${cut >= 0 ? after.slice(0, cut) : after} ${/(?:the|les)\s+(?:rows|groups|branches|rang[ée]es|groupes)\s+(?:being\s+|are\s+|sont\s+)?(?:connected\s+|joined\s+|mont[ée]e?s\s+|reli[ée]e?s\s+)?(in\s+(?:series|parallel)|en\s+(?:s[ée]rie|parall[eè]le|d[ée]rivation))/i.exec(text)?.[1] ?? ''}`;
  const rowsInSeries = SERIES.test(rowWords) && !PARALLEL.test(rowWords);
  // "in series" said of no one in particular ("two rows of 3 cells each are connected in series")
  // may join the rows or the cells: with no parallel said, it must follow the cells themselves
  if (!PARALLEL.test(text) && SERIES.test(text) && !rowsInSeries && !new RegExp(String.raw`${CELL}\s+(?:each\s+)?(?:(?:connected|joined|mont[ée]e?s|plac[ée]e?s)\s+)?(?:in\s+series|en\s+s[ée]rie)`, 'iu').test(text)) return null;
  // how the cells of a row are joined: said next to them
  const cellWords = per.map((p) => clauseAfter(text, (p.index ?? 0) + p[0].length) + p[0]).join(' ');
  const cellsInParallel = PARALLEL.test(cellWords) && !SERIES.test(cellWords);
  if (rowsInSeries !== cellsInParallel) return null;
  const spans: [number, number][] = [row, ...per, ...totals].map((x) => [x.index ?? 0, (x.index ?? 0) + x[0].length]);
  return rowsInSeries ? { series: m, parallel: n, spans, rows: true } : { series: n, parallel: m, spans, rows: true };
}

const EACH = /\beach\b|\bchacune?\b|\bidentical\b|\bidentiques?\b|\ball\s+of\b|\bevery\b|\btoutes?\s+de\b/i;
const isInternal = (rest: string, qs: Found[], r: Found): boolean =>
  /internal|interne/i.test(own(rest, qs, r).split(/[,;]|\band\b|\bet\b/).pop() ?? '') || /^r(?:_?i(?:nt)?)?$/.test(r.label ?? '') || /^\s*(?:of\s+)?internal|^\s*de\s+r[ée]sistance\s+interne/i.test(following(rest, qs, r));

/** A cell turned round in the group: its EMF opposes the others' (n − 2x cells' worth), which is not read here. */
const REVERSED = /wrong\s+way|revers|opposite\s+(?:way|direction|polarity)|back\s*wards|the\s+other\s+way|[àa]\s+l['’]envers|invers[ée]e?s?|retourn[ée]e?s?|en\s+opposition|sens\s+(?:contraire|inverse|oppos[ée])/i;

export function readCellRows({ raw, rest, qs }: Situation): Circ | null {
  const g = grouping(rest);
  if (!g || !EACH.test(raw)) return null;
  // refused by name, so that no reader of identical cells answers as if every cell were the same way round
  const turned = REVERSED.exec(raw);
  if (turned) throw partNotUnderstood(`“${turned[0]}”: a cell connected the other way round`, `« ${turned[0]} » : un élément monté en sens inverse`);
  const V = of(qs, DIMS.voltage);
  const R = of(qs, DIMS.resistance);
  if (V.length !== 1 || R.length < 1 || R.length > 2 || !exactly(qs, V, R)) return null;
  // the counts are words of the grouping, not data of their own
  const blank = g.spans.reduce((s, [a, b]) => `${s.slice(0, a)}${' '.repeat(b - a)}${s.slice(b)}`, rest);
  if (!allPlaced(blank, qs)) return null;
  const inner = R.filter((r) => isInternal(rest, qs, r));
  if (inner.length !== 1) return null;
  const load = R.find((r) => r !== inner[0]);
  const knowns: Record<string, number> = { Ecl: V[0].si, rcl: inner[0].si, ncr: g.series, nrw: g.parallel, ...(load ? { RLd: load.si } : {}) };
  const q = question(raw);
  // one quantity of the group, named in the question
  const asked = [
    /internal\s+resistance|r[ée]sistance\s+interne/i.test(q) && 'rin',
    /\be\.?m\.?f\b|electromotive|f\.?\s?[ée]\.?\s?m\b|force\s+[ée]lectromotrice/i.test(q) && 'Em',
    load && /current|courant|intensit[ée]/i.test(q) && 'Ilr',
    load && /terminal|p\.?\s?d\.?\b|potential\s+difference|voltage\s+across|tension\s+aux\s+bornes|d\.?d\.?p/i.test(q) && 'Vt',
  ].filter((x): x is string => typeof x === 'string');
  // the EMF and the internal resistance of the group asked together: both, each in its unit
  if (asked.length === 2 && asked.includes('Em') && asked.includes('rin')) return { kind: 'circuits', knowns, want: 'Em', unit: 'V', also: 'rin', alsoUnit: 'Ω' };
  if (asked.length !== 1) return null;
  const [want] = asked;
  // the current in each cell is another question (a share of the load's)
  if (want === 'Ilr' && /\beach\b|\bchaque\b|\bchacun|\bevery\b/i.test(q)) return null;
  return { kind: 'circuits', knowns, want, unit: want === 'Ilr' ? 'A' : want === 'rin' ? 'Ω' : 'V' };
}
