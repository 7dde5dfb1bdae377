import type { TaskOf } from '../task/task';
import { DIMS } from '../physics/units';
import { allPlaced, exactly, following, of, own, question, type Situation } from './formulaFamilies';
import { NUMBER_WORDS as ALL_NUMBER_WORDS, numberWordsWhere } from './numberWords';

/**
 * n identical cells (batteries, « piles », « éléments », accumulators) with one EMF and one internal
 * resistance told for each, joined in series or in parallel and feeding one load: the current in the
 * load. In series the EMFs and the internal resistances add (nE over nr + R); in parallel the EMF is
 * one cell's and the internal resistance r/n. Two cells are read here too; a count of one, a mixed
 * grouping (rows of cells) or a connection not told is left unread.
 */
type Circ = TaskOf<'circuits'>;

// a count of cells starts at two: "one cell" is not a battery of identical cells
const NUMBER_WORDS = numberWordsWhere(ALL_NUMBER_WORDS, (v) => v >= 2 && v <= 100);
const COUNT = new RegExp(String.raw`(?<![\p{L}\d])(\d+|${Object.keys(NUMBER_WORDS).join('|')})\s+(?:(?:identical|similar|equal|like|identiques?|semblables?|pareils?)\s+)?(?:cells?|batteries|piles|[ée]l[ée]ments|accumulateurs|g[ée]n[ée]rateurs|sources)(?![\p{L}])`, 'giu');
const EACH = /\beach\b|\bchacune?\b|\bidentical\b|\bidentiques?\b|\ball\s+of\b|\btoutes?\s+de\b/i;
const SERIES = /\bseries\b|\bs[ée]rie\b|end\s+to\s+end/i;
const PARALLEL = /parall[eè]l|en\s+d[ée]rivation|side\s+by\s+side/i;
const MIXED = /\brows?\b|\brang[ée]es?\b|\bgroups?\b|\bgroupes?\b|\bbranches\b|mixed|mixte/i;

export function readIdenticalCells({ raw, rest, qs }: Situation): Circ | null {
  const counts = [...rest.matchAll(COUNT)];
  if (counts.length !== 1) return null;
  const w = counts[0][1].toLowerCase();
  const n = NUMBER_WORDS[w] ?? Number(w);
  if (!Number.isInteger(n) || n < 2 || n > 100) return null;
  const V = of(qs, DIMS.voltage);
  const R = of(qs, DIMS.resistance);
  if (V.length !== 1 || R.length !== 2 || !exactly(qs, V, R) || !allPlaced(rest, qs, COUNT) || MIXED.test(raw)) return null;
  // one EMF and one internal resistance, said to be each cell's
  if (!EACH.test(raw)) return null;
  const inner = R.filter((r) => /internal|interne/i.test(own(rest, qs, r).split(/[,;]|\band\b|\bet\b/).pop() ?? '') || /^r(?:_?i(?:nt)?)?$/.test(r.label ?? '') || /^\s*(?:of\s+)?internal|^\s*de\s+r[ée]sistance\s+interne/i.test(following(rest, qs, r)));
  if (inner.length !== 1) return null;
  const load = R.find((r) => r !== inner[0]);
  const series = SERIES.test(raw);
  const parallel = PARALLEL.test(raw);
  if (!load || series === parallel) return null;
  const q = question(raw);
  if (!/current|courant|intensit[ée]/i.test(q) || /\beach\b|\bchaque\b|\bchacun/i.test(q)) return null;
  const knowns = { Ecl: V[0].si, rcl: inner[0].si, RLd: load.si, [series ? 'ncs' : 'ncp']: n };
  return { kind: 'circuits', knowns, want: 'Ilr', unit: 'A' };
}
