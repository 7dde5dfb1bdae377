import type { TaskOf } from '../task/task';
import { DIMS } from '../physics/units';
import { allPlaced, exactly, of, question, type Situation } from './formulaFamilies';

/**
 * Standing waves on a string fixed at both ends or in a pipe, in English and French: the length of
 * the string or pipe is not a wavelength. A string or a pipe open at both ends holds n half
 * wavelengths (λₙ = 2L/n, every n), and so does a pipe closed at both ends; a pipe closed at one end an odd number of quarter wavelengths
 * (λₙ = 4L/n, n odd). With v = fλ the length, the speed, a frequency or a wavelength of a named
 * harmonic gives the others. A pipe whose ends are not told, a harmonic not named, or an even
 * harmonic of a closed pipe is left unread.
 */
type Wave = TaskOf<'waves'>;

/** Words that make the length that of a string or a pipe (resonating, not a wavelength). */
export const STANDING = /\bstrings?\b|\bcordes?\b|\bpipes?\b|\btubes?\b|\btuyaux?\b|organ|orgue|fl[ûu]te|air\s+column|column\s+of\s+air|colonne\s+d'air|harmoni[cq]|fundamental|fondamental|overtone|standing\s+wave|onde\s+stationnaire|mode\s+propre/i;
export const CLOSED = /closed\s+at\s+one\s+end|(?:one|an)\s+end\s+closed|closed\s+(?:at\s+the\s+)?(?:bottom|top)|open\s+at\s+(?:only\s+)?one\s+end|closed[\s-]+(?:end(?:ed)?\s+)?(?:organ\s+)?(?:pipe|tube)|stopped\s+(?:organ\s+)?(?:pipe|tube)|ferm[ée]e?\s+[àa]\s+(?:une|l'une)\s+(?:de\s+ses\s+)?(?:extr[ée]mit[ée]s?|bouts?)|(?:une|l'une)\s+(?:de\s+ses\s+)?extr[ée]mit[ée]s?\s+(?:est\s+)?ferm[ée]e|ouvert\s+[àa]\s+une\s+(?:seule\s+)?extr[ée]mit[ée]|tuyau\s+ferm[ée]|tube\s+ferm[ée]|(?:partly|partially|half)?\s*(?:filled|full)\s+(?:of|with)\s+water|water\s+(?:level|surface|in\s+the\s+tube)|above\s+(?:the\s+)?water|resonance\s+tube|(?:rempli|plong[ée]|contenant)\s+(?:\p{L}+\s+){0,2}?(?:d['’]\s*)?eau|niveau\s+de\s+(?:l['’])?eau|au-dessus\s+de\s+l['’]eau/iu;
export const OPEN = /open\s+at\s+both\s+ends|both\s+ends\s+open|open[\s-]+(?:ended\s+)?(?:organ\s+)?(?:pipe|tube)|open[\s-]open|ouvert\s+(?:[àa]|aux)\s+(?:ses\s+)?deux\s+(?:extr[ée]mit[ée]s|bouts)|deux\s+extr[ée]mit[ée]s\s+ouvertes|tuyau\s+ouvert(?!\s+[àa]\s+une)|tube\s+ouvert(?!\s+[àa]\s+une)/i;
/** A pipe closed at both ends: a node at each end, n half wavelengths like an open pipe (λₙ = 2L/n, every n). */
export const BOTH_CLOSED = /closed\s+at\s+(?:both|each|either)\s+(?:of\s+its\s+|its\s+)?ends?|(?:both|each)\s+(?:of\s+its\s+)?ends?\s+(?:are\s+|is\s+)?closed|closed[\s-]+closed|closed\s+on\s+both\s+(?:ends|sides)|ferm[ée]e?s?\s+(?:[àa]|aux|des|de\s+ses)\s+(?:ses\s+|ces\s+|les\s+)?deux\s+(?:extr[ée]mit[ée]s|bouts|c[ôo]t[ée]s)|(?:deux|ses)\s+(?:deux\s+)?extr[ée]mit[ée]s\s+(?:sont\s+)?ferm[ée]es|deux\s+bouts\s+(?:sont\s+)?ferm[ée]s/i;
export const STRING = /\bstrings?\b|\bcordes?\b|\bwires?\b|\bfil\b/i;

export const ORDINALS: Array<[RegExp, number]> = [
  [/\bfirst\b|\b1st\b|premi[èe]re?|\b1(?:er|re|e)\b/i, 1], [/\bsecond\b|\b2nd\b|deuxi[èe]me|\b2(?:e|ème|nd)\b/i, 2], [/\bthird\b|\b3rd\b|troisi[èe]me|\b3(?:e|ème)\b/i, 3],
  [/\bfourth\b|\b4th\b|quatri[èe]me|\b4(?:e|ème)\b/i, 4], [/\bfifth\b|\b5th\b|cinqui[èe]me|\b5(?:e|ème)\b/i, 5], [/\bsixth\b|\b6th\b|sixi[èe]me|\b6(?:e|ème)\b/i, 6],
  [/\bseventh\b|\b7th\b|septi[èe]me|\b7(?:e|ème)\b/i, 7],
];
/** An ordinal word or figure just before "harmonic" or "overtone" (or a rank after it), as a number. */
export const ORDINAL = String.raw`(first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|sixth|6th|seventh|7th|premi[èe]re?|1er|1re|deuxi[èe]me|2e|2ème|troisi[èe]me|3e|3ème|quatri[èe]me|4e|4ème|cinqui[èe]me|5e|5ème|sixi[èe]me|6e|6ème|septi[èe]me|7e|7ème)`;
export const HARMONIC = new RegExp(String.raw`${ORDINAL}\s+(?:harmonic|harmonique)|harmoni(?:c|que)\s+(?:n(?:umber|°|o\.?)?\s*|de\s+rang\s+|of\s+order\s+)?(\d)\b|(?<![\p{L}])n\s*=\s*(\d)(?!\d)`, 'iu');
export const OVERTONE = new RegExp(String.raw`${ORDINAL}\s+(?:overtone|harmonique\s+sup[ée]rieur)`, 'iu');
export const FUNDAMENTAL = /fundamental|fondamental|lowest\s+(?:resonant\s+|natural\s+|possible\s+)?frequenc|first\s+mode|premier\s+mode|plus\s+basse\s+fr[ée]quence/i;

/**
 * A resonance named by its rank ("the second resonance", « la deuxième résonance ») or the shortest
 * column that resonates ("the shortest length of the air column", « la longueur minimale du tube »,
 * "the first resonance length"): group 1 is the rank, absent for the shortest.
 */
export const RESONANCE = new RegExp(String.raw`${ORDINAL}\s+(?:resonance|r[ée]sonance|resonant\s+length|resonance\s+(?:length|position|point)|position\s+de\s+r[ée]sonance)|(?:shortest|smallest|minimum|minimal|least|lowest)\s+(?:possible\s+)?(?:\p{L}+\s+){0,4}?(?:length|column|tube|pipe|height)|(?:longueur|hauteur)\s+(?:\p{L}+\s+){0,3}?(?:minimale|minimum|la\s+plus\s+(?:petite|courte|faible))|plus\s+(?:petite|courte|faible)\s+(?:longueur|hauteur|colonne)`, 'iu');
export const rank = (word: string): number => ORDINALS.find(([re]) => re.test(word))?.[1] ?? NaN;

/** The harmonic named in the text (n of fₙ), counted in harmonics; an overtone is the next harmonic the ends allow. */
function harmonic(text: string, oddOnly: boolean): number | null {
  const h = HARMONIC.exec(text);
  if (h) return h[1] ? rank(h[1]) : Number(h[2] ?? h[3]);
  const o = OVERTONE.exec(text);
  if (o) return oddOnly ? 2 * rank(o[1]) + 1 : rank(o[1]) + 1;
  // the k-th resonance of a tuning fork over a tube: the k-th length the ends allow (2k − 1 quarter wavelengths closed, k half wavelengths open)
  const r = RESONANCE.exec(text);
  const k = r ? (r[1] ? rank(r[1]) : 1) : null;
  if (k !== null) return oddOnly ? 2 * k - 1 : k;
  return FUNDAMENTAL.test(text) ? 1 : null;
}

export function readStandingWave({ raw, rest, qs }: Situation): Wave | null {
  if (!STANDING.test(raw)) return null;
  // closed at both ends is no closed pipe (one end closed): its harmonics are those of an open one
  const bothClosed = BOTH_CLOSED.test(raw);
  const closed = !bothClosed && CLOSED.test(raw);
  const open = bothClosed || OPEN.test(raw);
  // a closed pipe with both or each of its ends told otherwise than above: which ends are closed is not read
  if (closed && /\b(?:both|each)\s+(?:\w+\s+){0,2}(?:ends?|sides?)\b|(?:deux|chaque)\s+(?:\p{L}+\s+){0,2}(?:extr[ée]mit[ée]s?|bouts?|c[ôo]t[ée]s?)/iu.test(raw)) return null;
  // closed at both ends and at one end, or closed at both ends and open: the ends contradict
  if (bothClosed && (OPEN.test(raw) || /closed\s+at\s+one\s+end|(?:one|an)\s+end\s+closed|open\s+at\s+(?:only\s+)?one\s+end|ferm[ée]e?\s+[àa]\s+(?:une|l'une)\s|ouvert\s+[àa]\s+une/i.test(raw))) return null;
  const string = STRING.test(raw) && !/\b(?:pipe|tube|tuyau)/i.test(raw);
  // one kind of ends, told: a pipe without its ends could be either
  if ([closed, open, string].filter(Boolean).length !== 1) return null;
  const L = of(qs, DIMS.L);
  const S = of(qs, DIMS.speed);
  const Fq = of(qs, DIMS.freq).filter((q) => /Hz$/.test(q.unit));
  if (L.length > 1 || S.length > 1 || Fq.length > 1 || !exactly(qs, L, S, Fq) || qs.length !== 2) return null;
  // the digits of a rank ("3rd harmonic", « harmonique de rang 3 », n = 3) are not quantities
  if (!allPlaced(rest, qs, new RegExp(`${HARMONIC.source}|${OVERTONE.source}`, 'giu'))) return null;
  const n = harmonic(raw, closed);
  if (n === null || !Number.isInteger(n) || n < 1 || (closed && n % 2 === 0)) return null;
  // a length told as a wavelength is no length of the string
  if (L.length && /wavelength|longueur\s+d'onde|λ/i.test(raw.slice(Math.max(0, L[0].at - 25), L[0].at))) return null;
  const length = closed ? 'Lcl' : 'Lst';
  const knowns: Record<string, number> = { nh: n };
  if (L.length) knowns[length] = L[0].si;
  if (S.length) knowns.vw = S[0].si;
  if (Fq.length) knowns.f = Fq[0].si;
  const q = question(raw);
  const w = /wavelength|longueur\s+d'onde/i.test(q) ? 'lam'
    : /frequenc|fr[ée]quence|pitch/i.test(q) && !Fq.length ? 'f'
      : /speed|velocity|vitesse|c[ée]l[ée]rit[ée]/i.test(q) && !S.length ? 'vw'
        : /how\s+long|length|longueur/i.test(q) && !L.length ? length : null;
  if (!w || knowns[w] !== undefined) return null;
  return { kind: 'waves', knowns, want: w, unit: { lam: 'm', f: 'Hz', vw: 'm/s', Lst: 'm', Lcl: 'm' }[w] ?? '' };
}
