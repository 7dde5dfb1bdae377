import type { TaskOf } from '../task/task';
import { DIMS } from '../physics/units';
import { allPlaced, of, question, type Situation } from './formulaFamilies';
import { BOTH_CLOSED, CLOSED, FUNDAMENTAL, HARMONIC, OPEN, OVERTONE, STANDING, STRING, rank } from './standingWave';

export { FUNDAMENTAL, HARMONIC, OVERTONE };

/**
 * One harmonic from another, in English and French: every harmonic of a string or a pipe is a
 * whole multiple of the fundamental, fₙ = n·f₁, so the frequency of one named harmonic gives any
 * other. Harmonics are named by rank ("third harmonic", « harmonique de rang 3 », « 3e harmonique »,
 * n = 3, f₃), as the fundamental, or as overtones, which need the ends: the k-th overtone is
 * harmonic k + 1 on a string or an open pipe, 2k + 1 in a pipe closed at one end (odd harmonics
 * only, so an even harmonic of a closed pipe is refused). The harmonic given is the one told with
 * the frequency; the other one named is asked, or the next one the ends allow ("the next harmonic").
 */
type Wave = TaskOf<'waves'>;
type Ends = 'closed' | 'open' | 'unknown';

interface Mention { n: number; at: number; end: number }

/** A frequency written with its rank: f1, f_3, f_{4}, f₂ (not f in a unit or a word). */
const F_RANK = /(?<![\p{L}\d\\])f\s*_?\s*\{?\s*([1-9])\s*\}?(?![\p{L}\d])|(?<![\p{L}\d])f([₁-₉])/gu;
/** The harmonic after the one given: "the next harmonic", « l'harmonique suivant ». */
const NEXT = /next\s+(?:higher\s+)?(?:harmonic|resonan|overtone|mode)|harmoni(?:c|que)\s+(?:imm[ée]diatement\s+)?(?:suivant|sup[ée]rieur\s+suivant)|(?:mode|harmonique)\s+suivant/i;
const SUB: Record<string, number> = { '₁': 1, '₂': 2, '₃': 3, '₄': 4, '₅': 5, '₆': 6, '₇': 7, '₈': 8, '₉': 9 };

/** The ends of the string or pipe told by the text. */
export function endsOf(raw: string): Ends {
  const bothClosed = BOTH_CLOSED.test(raw);
  if (!bothClosed && CLOSED.test(raw)) return 'closed';
  if (bothClosed || OPEN.test(raw) || (STRING.test(raw) && !/\b(?:pipe|tube|tuyau)/i.test(raw))) return 'open';
  return 'unknown';
}

/** Every harmonic named in the text with its place, or null when an overtone cannot be counted (ends not told). */
export function mentions(text: string, ends: Ends): Mention[] | null {
  const out: Mention[] = [];
  const add = (n: number, m: RegExpMatchArray): void => { out.push({ n, at: m.index ?? 0, end: (m.index ?? 0) + m[0].length }); };
  for (const m of text.matchAll(new RegExp(HARMONIC.source, 'giu'))) add(m[1] ? rank(m[1]) : Number(m[2] ?? m[3]), m);
  for (const m of text.matchAll(new RegExp(OVERTONE.source, 'giu'))) {
    if (ends === 'unknown') return null;
    add(ends === 'closed' ? 2 * rank(m[1]) + 1 : rank(m[1]) + 1, m);
  }
  for (const m of text.matchAll(new RegExp(FUNDAMENTAL.source, 'giu'))) add(1, m);
  for (const m of text.matchAll(F_RANK)) add(m[1] ? Number(m[1]) : SUB[m[2]], m);
  return out.filter((x) => Number.isInteger(x.n) && x.n >= 1);
}

/** The one rank the text names (several names of one harmonic agree), or null. */
export function harmonicRank(text: string, oddOnly: boolean): number | null {
  const ms = mentions(text, oddOnly ? 'closed' : 'open');
  const ranks = new Set(ms?.map((m) => m.n));
  return ranks.size === 1 ? [...ranks][0] : null;
}

/** The sentence around a place in the text. */
function sentenceAt(text: string, at: number): [number, number] {
  const stops = [...text.matchAll(/[.?!;:](?=\s|$)/g)].map((m) => m.index ?? 0);
  const start = Math.max(0, ...stops.filter((i) => i < at).map((i) => i + 1));
  const end = Math.min(text.length, ...stops.filter((i) => i >= at));
  return [start, end];
}

export function readHarmonicFromAnother({ raw, rest, qs }: Situation): Wave | null {
  if (!STANDING.test(raw)) return null;
  const Fq = of(qs, DIMS.freq).filter((q) => /Hz$/.test(q.unit));
  if (Fq.length !== 1 || qs.length !== 1) return null;
  const ends = endsOf(raw);
  const ms = mentions(rest, ends);
  const q = question(raw);
  // "the next harmonic" is the next one the ends allow after the one given
  const next = NEXT.test(q) && ends !== 'unknown';
  if (!ms || new Set(ms.map((m) => m.n)).size !== (next ? 1 : 2)) return null;
  const [x] = Fq;
  // the harmonic given is the one named nearest the frequency, in its sentence
  const [s0, s1] = sentenceAt(rest, x.at);
  // (a label written on the frequency, f₃ = 600 Hz, is inside its span: no gap)
  const gap = (m: Mention): number => Math.max(0, m.end <= x.at ? x.at - m.end : m.at - x.end);
  const given = ms.filter((m) => m.at >= s0 && m.end <= s1).sort((a, b) => gap(a) - gap(b))[0];
  if (!given) return null;
  const asked = next ? [given.n + (ends === 'closed' ? 2 : 1)] : [...new Set(ms.filter((m) => m.n !== given.n).map((m) => m.n))];
  if (asked.length !== 1) return null;
  // a pipe closed at one end has odd harmonics only
  if (ends === 'closed' && (given.n % 2 === 0 || asked[0] % 2 === 0)) return null;
  // the frequency of the other harmonic is asked, nothing else (a length, a speed or a wavelength needs more)
  if (/wavelength|longueur|length|speed|velocity|vitesse|c[ée]l[ée]rit|tension|how\s+long/i.test(q)) return null;
  // (an ordinal figure whose word was read with the frequency, "3rd harmonic = 750 Hz", is placed too)
  const ranks = new RegExp(`${HARMONIC.source}|${OVERTONE.source}|${F_RANK.source}|(?<![\\p{L}\\d])\\d(?:st|nd|rd|th|e|er|re|ème)(?![\\p{L}])`, 'giu');
  if (!allPlaced(rest, qs, ranks)) return null;
  if (given.n === 1) return { kind: 'waves', knowns: { f1h: x.si, nb: asked[0] }, want: 'fb', unit: 'Hz' };
  if (asked[0] === 1) return { kind: 'waves', knowns: { fa: x.si, na: given.n }, want: 'f1h', unit: 'Hz' };
  return { kind: 'waves', knowns: { fa: x.si, na: given.n, nb: asked[0] }, want: 'fb', unit: 'Hz' };
}
