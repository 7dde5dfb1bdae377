import type { TaskOf } from '../task/task';
import { DIMS } from '../physics/units';
import { AFTER_TAU, TIME_CONSTANTS, WORD_COUNT, allPlaced, exactly, of, own, question, type Found, type Situation } from './formulaFamilies';

/**
 * Two small readers of alternating and switched circuits, in English and French.
 * A coil in series with a resistor: its time constant τ = L/R (a supply told beside it changes
 * nothing), or the L or R that gives a time constant; its current rising once switched on, or dying
 * away once the supply is taken away. A sine wave's peak and RMS (« efficace »)
 * values, V_rms = V_max/√2, either asked from the other; a peak-to-peak value is left unread.
 */
type Rel = TaskOf<'rc' | 'circuits'>;

const TAU_ASKED = /time\s+constant|constante\s+de\s+temps|\bτ\b|\btau\b/i;

/** Words of a supply taken away from a coil, or of its current dying away: the rising law does not hold. */
const COIL_DECAY = /open(?:ed|s|ing)?\b|ouvr|ouverture|d[ée]charg|short[\s-]*circuit|court[\s-]*circuit|disconnect|d[ée]connect|d[ée]branch|\bremov(?:ed|es|al|ing)?\b|taken\s+(?:out|away)|replac|remplac|retir|enl[èe]v|switch(?:ed|es)?\s+off|turned\s+off|\bcut\s+off|\bcoup[ée]|interrupt(?:ed|s)?\b|\bbroken\b|\bdecay|d[ée]cro[iî]|dies?\s+(?:away|out)|\bfalls?\b|diminu|s'annul/iu;

/** Words of a supply switched on across the coil. */
const SWITCHED_ON = /switch(?:ed)?\s+(?:is\s+)?(?:closed|on)|(?<!\p{L})(?:closed|connected|applied)|(?<!\p{L})clos(?:ing|es)\s+(?:the\s+|a\s+)?switch|(?:switch(?:ing|es)?|turn(?:ing|s|ed)?)\s+on\b|ferm[ée]|(?<!\p{L})branch[ée]|on\s+ferme|mise?\s+sous\s+tension|[àa]\s+la\s+fermeture/iu;

/** The current rising in a coil once the supply is switched on: i = (V/R)(1 − e^(−Rt/L)), at a time told (not named a time constant). */
function coilCurrent(raw: string, rest: string, qs: Found[], H: Found[], R: Found[], T: Found[], V: Found[]): Rel | null {
  if (H.length !== 1 || R.length !== 1 || T.length !== 1 || V.length !== 1 || qs.length !== 4 || !allPlaced(rest, qs)) return null;
  if (/time\s+constant|constante\s+de\s+temps|(?:τ|tau)\s*=?\s*$/i.test(own(rest, qs, T[0])) || /^(?:τ|tau)$/i.test(T[0].label ?? '')) return null;
  // switched on: the current grows. A supply taken away (removed, replaced by a wire, disconnected,
  // a switch opened) lets it decay from V/R instead, another problem, so such a coil is left unread.
  if (!SWITCHED_ON.test(raw) || COIL_DECAY.test(raw)) return null;
  if (!/current|courant|intensit[ée]/i.test(question(raw))) return null;
  return { kind: 'rc', knowns: { V: V[0].si, Rr: R[0].si, Lind: H[0].si, t: T[0].si }, want: 'Irl', unit: 'A' };
}

const FRACTIONS: Record<string, number> = { half: 1 / 2, third: 1 / 3, quarter: 1 / 4, fourth: 1 / 4, fifth: 1 / 5, tenth: 1 / 10, hundredth: 1 / 100, moiti: 1 / 2, tiers: 1 / 3, quart: 1 / 4, cinqui: 1 / 5, dixi: 1 / 10, centi: 1 / 100 };
/** The share of its first value the current falls to: "to one-fourth of its initial value", "to half", « à la moitié », "1/4 of", "25 % of its initial value". */
const FALLS_TO = /(?:\bto|\breach(?:es|ing)?|\bà|atteign\p{L}*|atteint\p{L}*(?:-(?:elle|il))?|atteindre|jusqu'à|\bsoit|\bvaut)\s+(?:one[\s-]|a\s+|an\s+|un\s+|une?\s+|le\s+|la\s+|l')?(half|third|quarter|fourth|fifth|tenth|hundredth|moiti|tiers|quart|cinqui|dixi|centi)\p{L}*|(?<![\d.,])(\d+)\s*\/\s*(\d+)\s+(?:of|de)\b/iu;
/** A percentage of the first value ("10 % of its initial value", « 37 % de sa valeur initiale »), or null. */
/** The current divided by a number, or halved: "divided by 2", « divisée par 4 », "halved", « réduite de moitié ». */
const DIVIDED = /(?:divided|divis[ée]e?)\s+(?:by|par)\s+(\d+)(?![\d.,])|\bhalved\b|r[ée]duite?\s+de\s+moiti[ée]/i;
const SHARE_OF_FIRST = /^\s*(?:of\s+(?:its|the)\s+(?:initial|original|starting|first|maximum|steady|max)|de\s+(?:sa|la|leur)\s+valeur\s+(?:initiale|de\s+d[ée]part|maximale|max))/i;
const RUPTURE = /rupture|extinction|initially|initialement|[àa]\s+t\s*=\s*0(?!\d|[.,]\d)|at\s+t\s*=\s*0(?!\d|[.,]\d)/i;
/** The current asked by name or by its letter (i, i(t), I_L). */
const CURRENT_ASKED = /current|courant|intensit[ée]|(?<![\p{L}\\])[iI](?:_?L)?(?:\(t\))?(?![\p{L}\d_=(])/u;
const TIME_ASKED = /how\s+long|\btime\b|when\b|\binstant|\bdur[ée]e|au\s+bout\s+de\s+combien|combien\s+de\s+temps|quel\s+instant|\bdate\b/i;

/**
 * The current dying away in a coil once its supply is taken away (switch opened, battery removed,
 * « rupture du courant »): i = I₀ e^(−Rt/L). The current at a time told, or the time for it to fall
 * to a share of its first value or to a second current told. A supply voltage told beside it is
 * not read (the current it started from, and the resistor it dies in, would be guesses).
 */
function coilDecay(raw: string, rest: string, qs: Found[], H: Found[], R: Found[], T: Found[], I: Found[]): Rel | null {
  if (H.length !== 1 || R.length !== 1 || T.length > 1 || I.length > 2 || (!COIL_DECAY.test(raw) && !RUPTURE.test(raw))) return null;
  const pct = qs.filter((q) => q.dim === 'pct');
  if (pct.length > 1 || !exactly(qs, H, R, T, I, pct) || !allPlaced(rest, qs, /(?<![\p{L}])t\s*=\s*0(?!\d|[.,]\d)|(?<![\d.,])\d+\s*\/\s*\d+\s+(?:of|de)\b|(?:divided|divis[ée]e?)\s+(?:by|par)\s+\d+/giu)) return null;
  const q = question(raw);
  const base = { Lind: H[0].si, Rr: R[0].si };
  // the current at a time told
  if (T.length === 1 && I.length === 1 && !pct.length && CURRENT_ASKED.test(q) && !TIME_ASKED.test(q.replace(/\bat\s+t\s*=|[àa]\s+(?:la\s+date\s+)?t\s*=/gi, ' '))) {
    return { kind: 'rc', knowns: { ...base, I0l: I[0].si, t: T[0].si }, want: 'Irl', unit: 'A' };
  }
  if (T.length || !TIME_ASKED.test(q)) return null;
  // the time to fall from the first current to the second
  if (I.length === 2 && !pct.length) return I[1].si < I[0].si ? { kind: 'rc', knowns: { ...base, I0l: I[0].si, Irl: I[1].si }, want: 't', unit: 's' } : null;
  // the time to fall to a share of the first value
  let share: number | null = null;
  if (pct.length) share = SHARE_OF_FIRST.test(rest.slice(pct[0].end)) ? pct[0].si : null;
  else {
    const f = FALLS_TO.exec(raw);
    const d = DIVIDED.exec(raw);
    share = d ? (d[1] ? 1 / Number(d[1]) : 1 / 2) : !f ? null : f[1] ? FRACTIONS[f[1].toLowerCase()] ?? null : Number(f[2]) / Number(f[3]);
  }
  if (share === null || !(share > 0 && share < 1)) return null;
  return { kind: 'rc', knowns: { ...base, irf: share, ...(I.length === 1 ? { I0l: I[0].si } : {}) }, want: 't', unit: 's' };
}

/** A share of the final current: "90% of its final value", « 95 % de sa valeur maximale », "half its steady-state value". */
const OF_FINAL = /^\s*(?:of\s+)?(?:its\s+|the\s+|de\s+)?(?:sa\s+|la\s+|l['’]\s*)?(?:final|maximum|max|steady|asymptotic|full|valeur\s+(?:finale|maximale|limite|en\s+r[ée]gime\s+permanent)|intensit[ée]\s+(?:finale|maximale)|r[ée]gime\s+permanent)/i;

/**
 * The time for the current in a coil, once switched on, to reach a share of its final value V/R:
 * i/I∞ = 1 − e^(−t/τ), so t = −τ ln(1 − share). The share is a percentage or a fraction of the final
 * (maximum, steady) value; a share of a first value is the current dying away, read elsewhere.
 */
function coilRise(raw: string, rest: string, qs: Found[], H: Found[], R: Found[], T: Found[], V: Found[]): Rel | null {
  const pct = qs.filter((q) => q.dim === 'pct');
  if (H.length !== 1 || R.length !== 1 || T.length || V.length > 1 || pct.length > 1 || COIL_DECAY.test(raw) || RUPTURE.test(raw)) return null;
  if (!exactly(qs, H, R, V, pct) || !allPlaced(rest, qs, /(?<![\d.,])\d+\s*\/\s*\d+\s+(?:of|de)\b/g) || !TIME_ASKED.test(question(raw))) return null;
  let share: number | null = null;
  if (pct.length) share = OF_FINAL.test(rest.slice(pct[0].end)) ? pct[0].si : null;
  else {
    const f = FALLS_TO.exec(raw);
    const tail = f ? raw.slice((f.index ?? 0) + f[0].length).replace(/^\s*(?:of\b|de\b)?/i, ' ') : '';
    share = f && OF_FINAL.test(tail) ? (f[1] ? FRACTIONS[f[1].toLowerCase()] ?? null : Number(f[2]) / Number(f[3])) : null;
  }
  if (share === null || !(share > 0 && share < 1)) return null;
  return { kind: 'rc', knowns: { Lind: H[0].si, Rr: R[0].si, irs: share }, want: 't', unit: 's' };
}

/**
 * A coil's current after a number of time constants ("after one time constant", « au bout de 3τ »):
 * rising towards V/R once switched on, i = (V/R)(1 − e^(−n)), or dying from I₀, i = I₀e^(−n).
 */
function coilAfterTimeConstants(raw: string, rest: string, qs: Found[], H: Found[], R: Found[], V: Found[], I: Found[]): Rel | null {
  const n = TIME_CONSTANTS.exec(rest);
  if (!n || !AFTER_TAU.test(raw) || H.length > 1 || R.length !== 1 || V.length + I.length !== 1 || !exactly(qs, H, R, V, I) || !allPlaced(rest, qs, new RegExp(TIME_CONSTANTS.source, 'gi'))) return null;
  if (!/inductor|inductance|\bcoil\b|bobine|\bRL\b|self/i.test(raw) || !/current|courant|intensit[ée]/i.test(question(raw))) return null;
  const ntau = WORD_COUNT[n[1].toLowerCase()] ?? Number(n[1].replace(',', '.'));
  const base = { Rr: R[0].si, ntau, ...(H.length ? { Lind: H[0].si } : {}) };
  const decay = COIL_DECAY.test(raw) || RUPTURE.test(raw);
  if (V.length && !decay && SWITCHED_ON.test(raw)) return { kind: 'rc', knowns: { ...base, V: V[0].si }, want: 'Irl', unit: 'A' };
  if (I.length && decay) return { kind: 'rc', knowns: { ...base, I0l: I[0].si }, want: 'Irl', unit: 'A' };
  return null;
}

export function readInductorTimeConstant({ raw, rest, qs, want }: Situation): Rel | null {
  const H = of(qs, DIMS.inductance);
  const R = of(qs, DIMS.resistance);
  const T = of(qs, DIMS.T);
  const V = of(qs, DIMS.voltage);
  const I = of(qs, DIMS.current);
  if (/capacit|condensateur|\bRLC\b/i.test(raw)) return null;
  const counted = coilAfterTimeConstants(raw, rest, qs, H, R, V, I);
  if (counted) return counted;
  const rise = coilRise(raw, rest, qs, H, R, T, V);
  if (rise) return rise;
  if (!V.length) {
    const decay = coilDecay(raw, rest, qs, H, R, T, I);
    if (decay) return decay;
  }
  if (H.length === 1 && V.length === 1 && T.length === 1 && !/capacit|condensateur|\bRLC\b/i.test(raw)) return coilCurrent(raw, rest, qs, H, R, T, V);
  if (H.length > 1 || R.length > 1 || T.length > 1 || V.length > 1 || H.length + R.length + T.length !== 2 || !exactly(qs, H, R, T, V) || !allPlaced(rest, qs)) return null;
  // a capacitor in the circuit makes it another problem
  if (/capacit|condensateur|\bRLC\b/i.test(raw) || !/inductor|inductance|\bcoil\b|bobine|\bRL\b|self/i.test(raw)) return null;
  const q = question(raw);
  // "the current after two time constants" asks a current at a time counted in time constants, not τ
  if (!T.length) return (want === 'tau' || TAU_ASKED.test(q)) && !AFTER_TAU.test(q) ? { kind: 'rc', knowns: { Lind: H[0].si, Rr: R[0].si }, want: 'tau', unit: 's' } : null;
  // a time told is a time constant only when named so
  if (!/time\s+constant|constante\s+de\s+temps|(?:τ|tau)\s*=?\s*$/i.test(own(rest, qs, T[0])) && !/^(?:τ|tau)$/i.test(T[0].label ?? '')) return null;
  if (!H.length) return /inductance/i.test(q) ? { kind: 'rc', knowns: { tau: T[0].si, Rr: R[0].si }, want: 'Lind', unit: 'H' } : null;
  return want === 'R?' || /resistance|r[ée]sistance/i.test(q) ? { kind: 'rc', knowns: { tau: T[0].si, Lind: H[0].si }, want: 'Rr', unit: 'Ω' } : null;
}

const PEAK = /peak(?![\s-]*to[\s-]*peak)|\bmax(?:imum)?\b|amplitude|cr[êe]te|maximale?|\b[VUI]_?(?:m|max|p|0|pk)\b/i;
const RMS = /\brms\b|r\.m\.s|root[\s-]+mean[\s-]+square|efficace|effective|\b[VUI]_?(?:rms|eff)\b/i;
const PEAK_TO_PEAK = /peak[\s-]*to[\s-]*peak|cr[êe]te[\s-]*[àa][\s-]*cr[êe]te|\bpp\b|\bp-p\b/i;

/** The words around a value: its label, the last three words before it and the one right after ('peak voltage of 170 V', '120 V rms'). */
function around(rest: string, qs: Found[], x: Found): { words: string; span: string } {
  const clause = own(rest, qs, x).split(/[.;!?]/).pop() ?? '';
  const near = clause.match(/(?:\S+\s+){0,3}$/)?.[0] ?? '';
  // 'The peak voltage of an AC supply is 325 V': the name opens its clause, further back than three words
  const before = PEAK.test(near) || RMS.test(near) || (PEAK.test(clause) && RMS.test(clause)) ? near : clause;
  const after = /^\s*[\p{L}_.]+/u.exec(rest.slice(x.end))?.[0] ?? '';
  const span = rest.slice(x.at - before.length, x.end + after.length);
  return { words: `${x.label ?? ''} ${span}`, span };
}

export function readRms({ raw, rest, qs }: Situation): Rel | null {
  const V = of(qs, DIMS.voltage);
  const I = of(qs, DIMS.current);
  if (qs.length !== 1 || V.length + I.length !== 1 || !allPlaced(rest, qs) || PEAK_TO_PEAK.test(raw)) return null;
  const [x] = qs;
  const { words, span } = around(rest, qs, x);
  const peak = PEAK.test(words) && !RMS.test(words);
  const rms = RMS.test(words) && !PEAK.test(words);
  // the other value is asked by name, away from the words of the value given
  const q = question(raw).split(span).join(' ');
  const voltage = V.length === 1;
  const [pk, eff] = voltage ? ['Vpk', 'Vrms'] : ['Ipk', 'Irms'];
  const unit = voltage ? 'V' : 'A';
  if (peak && RMS.test(q) && !PEAK.test(q)) return { kind: 'circuits', knowns: { [pk]: x.si }, want: eff, unit };
  if (rms && PEAK.test(q) && !RMS.test(q)) return { kind: 'circuits', knowns: { [eff]: x.si }, want: pk, unit };
  return null;
}
