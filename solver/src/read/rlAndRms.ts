import type { TaskOf } from '../task/task';
import { DIMS } from '../physics/units';
import { allPlaced, exactly, of, own, question, type Found, type Situation } from './formulaFamilies';

/**
 * Two small readers of alternating and switched circuits, in English and French.
 * A coil in series with a resistor: its time constant τ = L/R (a supply told beside it changes
 * nothing), or the L or R that gives a time constant. A sine wave's peak and RMS (« efficace »)
 * values, V_rms = V_max/√2, either asked from the other; a peak-to-peak value is left unread.
 */
type Rel = TaskOf<'rc' | 'circuits'>;

const TAU_ASKED = /time\s+constant|constante\s+de\s+temps|\bτ\b|\btau\b/i;

/** Words of a supply taken away from a coil, or of its current dying away: the rising law does not hold. */
const COIL_DECAY = /open(?:ed|s|ing)?\b|ouvr|ouverture|d[ée]charg|short[\s-]*circuit|court[\s-]*circuit|disconnect|d[ée]connect|d[ée]branch|\bremov(?:ed|es|al|ing)?\b|taken\s+(?:out|away)|replac|remplac|retir|enl[èe]v|switch(?:ed|es)?\s+off|turned\s+off|\bcut\s+off|\bcoup[ée]|interrupt(?:ed|s)?\b|\bbroken\b|\bdecay|d[ée]cro[iî]|dies?\s+(?:away|out)|\bfalls?\b|diminu|s'annul/iu;

/** The current rising in a coil once the supply is switched on: i = (V/R)(1 − e^(−Rt/L)), at a time told (not named a time constant). */
function coilCurrent(raw: string, rest: string, qs: Found[], H: Found[], R: Found[], T: Found[], V: Found[]): Rel | null {
  if (H.length !== 1 || R.length !== 1 || T.length !== 1 || V.length !== 1 || qs.length !== 4 || !allPlaced(rest, qs)) return null;
  if (/time\s+constant|constante\s+de\s+temps|(?:τ|tau)\s*=?\s*$/i.test(own(rest, qs, T[0])) || /^(?:τ|tau)$/i.test(T[0].label ?? '')) return null;
  // switched on: the current grows. A supply taken away (removed, replaced by a wire, disconnected,
  // a switch opened) lets it decay from V/R instead, another problem, so such a coil is left unread.
  if (!/switch(?:ed)?\s+(?:is\s+)?(?:closed|on)|(?<!\p{L})(?:closed|connected|applied)|ferm[ée]|(?<!\p{L})branch[ée]|on\s+ferme|mise?\s+sous\s+tension|[àa]\s+la\s+fermeture/iu.test(raw) || COIL_DECAY.test(raw)) return null;
  if (!/current|courant|intensit[ée]/i.test(question(raw))) return null;
  return { kind: 'rc', knowns: { V: V[0].si, Rr: R[0].si, Lind: H[0].si, t: T[0].si }, want: 'Irl', unit: 'A' };
}

export function readInductorTimeConstant({ raw, rest, qs, want }: Situation): Rel | null {
  const H = of(qs, DIMS.inductance);
  const R = of(qs, DIMS.resistance);
  const T = of(qs, DIMS.T);
  const V = of(qs, DIMS.voltage);
  if (H.length === 1 && V.length === 1 && T.length === 1 && !/capacit|condensateur|\bRLC\b/i.test(raw)) return coilCurrent(raw, rest, qs, H, R, T, V);
  if (H.length > 1 || R.length > 1 || T.length > 1 || V.length > 1 || H.length + R.length + T.length !== 2 || !exactly(qs, H, R, T, V) || !allPlaced(rest, qs)) return null;
  // a capacitor in the circuit makes it another problem
  if (/capacit|condensateur|\bRLC\b/i.test(raw) || !/inductor|inductance|\bcoil\b|bobine|\bRL\b|self/i.test(raw)) return null;
  const q = question(raw);
  if (!T.length) return want === 'tau' || TAU_ASKED.test(q) ? { kind: 'rc', knowns: { Lind: H[0].si, Rr: R[0].si }, want: 'tau', unit: 's' } : null;
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
  const before = own(rest, qs, x).match(/(?:\S+\s+){0,3}$/)?.[0] ?? '';
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
