import type { TaskOf } from '../task/task';
import { question, type Situation } from './formulaFamilies';

/**
 * A resistor's colour bands, in English and French ('brown black red', « marron noir rouge »,
 * 'red-red-brown-gold', 'yellow violet orange silver', five bands 'brown black black red brown'):
 * the digits, then the multiplier (a power of ten, gold 10⁻¹, silver 10⁻²), then the tolerance,
 * which does not change the value. Four bands are two digits, a multiplier and a tolerance.
 */
const COLOURS: Array<[RegExp, number]> = [
  [/^(?:black|noire?s?)$/, 0], [/^(?:brown|marron|brune?s?)$/, 1], [/^(?:red|rouges?)$/, 2], [/^(?:orange|oranges)$/, 3],
  [/^(?:yellow|jaunes?)$/, 4], [/^(?:green|verte?s?)$/, 5], [/^(?:blue|bleue?s?)$/, 6], [/^(?:violet|purple|violette?s?|pourpre)$/, 7],
  [/^(?:gr[ae]y|grise?s?)$/, 8], [/^(?:white|blanche?s?)$/, 9], [/^(?:gold|golden|or|dor[ée]e?)$/, -1], [/^(?:silver|argent|argent[ée]e?)$/, -2],
];
const colour = (word: string): number | null => COLOURS.find(([re]) => re.test(word.toLowerCase()))?.[1] ?? null;
const CONTEXT = /resist|r[ée]sistance|colou?r|couleur|\bcode\b|\bbands?\b|anneaux?|bagues?/i;

/** The longest run of colour words with only separators between them. */
function bands(text: string): number[] | null {
  const tokens = text.split(/([\s,;:/–—-]+|\bthen\b|\bpuis\b|\band\b|\bet\b)/i).filter((t) => t.trim() !== '' && !/^[\s,;:/–—-]+$/.test(t) && !/^(?:then|puis|and|et)$/i.test(t));
  let best: number[] = [];
  let run: number[] = [];
  for (const t of tokens) {
    const c = colour(t.replace(/[.?!()]+/g, ''));
    run = c === null ? [] : [...run, c];
    if (run.length > best.length) best = run;
    if (/[.?!]$/.test(t)) run = [];
  }
  return best.length >= 3 ? best : null;
}

export function readColourCode({ raw, qs }: Situation): TaskOf<'circuits'> | null {
  // the value asked, nothing else the bands tell (a tolerance) or do not (a power, a current)
  if (qs.length || !CONTEXT.test(raw) || /power|puissance|current|courant|intensit|voltage|tension|toleran|pr[ée]cision/i.test(question(raw))) return null;
  // one resistor: several named, or combined, is another problem
  if (/series|s[ée]rie|parallel|parall[èe]le|\btotal|equivalent|[ée]quivalente|\bresistors\b|r[ée]sistances\b|\b(?:two|three|four|five|deux|trois|quatre|cinq)\b/i.test(raw)) return null;
  const b = bands(raw);
  if (!b || b.length > 5) return null;
  // the digits and the multiplier; a fourth or fifth band is the tolerance
  const digits = b.length === 5 ? 3 : 2;
  const [d, m] = [b.slice(0, digits), b[digits]];
  // gold and silver are no digits, and the first digit is never black
  if (d.some((x) => x < 0) || d[0] === 0 || (b.length > digits + 1 && b[digits + 1] === 0)) return null;
  const knowns: Record<string, number> = { b1: d[0], b2: d[1], ...(digits === 3 ? { b3: d[2] } : {}), bm: m };
  const r = (digits === 3 ? 100 * d[0] + 10 * d[1] + d[2] : 10 * d[0] + d[1]) * 10 ** m;
  return { kind: 'circuits', knowns, want: 'Rr', unit: r >= 1e6 ? 'MΩ' : r >= 1e3 ? 'kΩ' : 'Ω' };
}
