import type { TaskOf } from '../task/task';
import { DIMS } from '../physics/units';
import { allPlaced, exactly, of, question, type Situation } from './formulaFamilies';

/**
 * A reduction stated by its ratio, in English and French: "gear ratio 4:1, input 2000 rpm",
 * "réducteur de rapport de transmission 1/5", "rapport de réduction 5"; the speed or torque on the
 * other side (no losses), or the ratio from the two speeds. The reduction ratio i = ω_in/ω_out;
 * the French rapport de transmission k = ω_out/ω_in is its inverse.
 */
const BY_N = /(?:gear|reduction|velocity|speed)\s+ratio\s*(?:of|is|=|:)?\s*(\d+(?:[.,]\d+)?)\s*(?::\s*1(?!\d|[.,]\d))?|(\d+(?:[.,]\d+)?)\s*:\s*1(?!\d|[.,]\d)/i;
const TRANSMISSION = /rapport\s+de\s+transmission\s*(?:de|=|:|k\s*=|égal\s+à|est\s+de|vaut)?\s*(\d+(?:[.,]\d+)?)(?:\s*\/\s*(\d+(?:[.,]\d+)?))?/i;
const REDUCTION = /rapport\s+de\s+r[ée]duction\s*(?:de|=|:|égal\s+à|est\s+de|vaut)?\s*(\d+(?:[.,]\d+)?)(?:\s*\/\s*(\d+(?:[.,]\d+)?))?/i;
const FRACTION = /rapport\s*(?:de|=|:|égal\s+à|est\s+de|vaut)?\s*(\d+(?:[.,]\d+)?)\s*\/\s*(\d+(?:[.,]\d+)?)/i;
const RATIO_ASKED = /gear\s+ratio|reduction\s+ratio|velocity\s+ratio|speed\s+ratio|rapport\s+de\s+(?:transmission|r[ée]duction)/i;
const OUT = /output|driven|sortie|men[ée]e|r[ée]cepteur/i;
const IN = /input|driver|driving|motor|entr[ée]e|menant|moteur/i;

const num = (s: string): number => Number(s.replace(',', '.'));

/** i = ω_in/ω_out from the ratio written, or null. */
function reduction(text: string): { i: number; written: RegExp } | null {
  const t = TRANSMISSION.exec(text);
  if (t) {
    const k = t[2] ? num(t[1]) / num(t[2]) : num(t[1]);
    // a French transmission ratio is below 1 for a reducer; "rapport de transmission 5" would be a reduction ratio
    return k > 0 && k < 1 ? { i: 1 / k, written: TRANSMISSION } : null;
  }
  const r = REDUCTION.exec(text);
  if (r) {
    const x = r[2] ? num(r[1]) / num(r[2]) : num(r[1]);
    return x > 0 ? { i: x >= 1 ? x : 1 / x, written: REDUCTION } : null;
  }
  // "réducteur de rapport 1/4": a fraction below 1 is the transmission ratio, above 1 the reduction
  const f = FRACTION.exec(text);
  if (f) {
    const x = num(f[1]) / num(f[2]);
    return x > 0 && x !== 1 ? { i: x < 1 ? 1 / x : x, written: FRACTION } : null;
  }
  const b = BY_N.exec(text);
  const i = b ? num(b[1] ?? b[2]) : NaN;
  return i > 0 ? { i, written: BY_N } : null;
}

export function readGearRatio({ raw, rest, qs }: Situation): TaskOf<'mechanics'> | null {
  if (!/gear|r[ée]ducteur|reduction|r[ée]duction|transmission|bo[îi]te|engrenage|ratio|rapport/i.test(raw)) return null;
  const W = of(qs, DIMS.freq).filter((q) => /^(?:rpm|tr\/min|rad\/s)$/.test(q.unit));
  const Tq = of(qs, DIMS.torque);
  const P = qs.filter((q) => q.dim === 'pct');
  if (P.length > 1 || (P.length && !Tq.length) || !exactly(qs, W, Tq, P) || W.length + Tq.length === 0 || W.length > 2 || Tq.length > 1 || (W.length && Tq.length)) return null;
  const q = question(raw);
  const side = (x: (typeof qs)[number]): 'in' | 'out' => {
    // the role word nearest before it ("couple de sortie … si le couple d'entrée vaut 15 N·m": the input)
    const clause = rest.slice(0, x.at).split(/[.;,]/).pop() ?? '';
    const last = (re: RegExp): number => Math.max(-1, ...[...clause.matchAll(new RegExp(re.source, 'gi'))].map((m) => m.index ?? 0));
    return last(OUT) > last(IN) ? 'out' : 'in';
  };
  // the ratio from the two speeds
  if (W.length === 2) {
    const [a, b] = W.map(side);
    if (a === b || !RATIO_ASKED.test(q) || !allPlaced(rest, qs)) return null;
    const [w1, w2] = a === 'in' ? [W[0].si, W[1].si] : [W[1].si, W[0].si];
    return { kind: 'mechanics', knowns: { w1, w2 }, want: 'gr', unit: '' };
  }
  const r = reduction(rest);
  if (!r || !allPlaced(rest, qs, r.written)) return null;
  const given = W[0] ?? Tq[0];
  const at = side(given);
  // the question asks the other side's quantity
  const asksOut = OUT.test(q) && !IN.test(q);
  const asksIn = IN.test(q) && !OUT.test(q);
  if ((at === 'in' && asksIn) || (at === 'out' && asksOut)) return null;
  if (W.length) {
    if (!/speed|vitesse|rpm|tr\/min|how\s+fast/i.test(q)) return null;
    // tr/min is written rpm in the answer (the unit every checker reads)
    const unit = given.unit === 'tr/min' ? 'rpm' : given.unit;
    return at === 'in' ? { kind: 'mechanics', knowns: { gr: r.i, w1: given.si }, want: 'w2', unit } : { kind: 'mechanics', knowns: { gr: r.i, w2: given.si }, want: 'w1', unit };
  }
  // the torque grows as the speed falls, times the efficiency when one is given
  if (!/torque|couple/i.test(q)) return null;
  if (P.length) return at === 'in' ? { kind: 'mechanics', knowns: { gr: r.i, eta: P[0].si, Tin: given.si }, want: 'Tout', unit: 'N·m' } : { kind: 'mechanics', knowns: { gr: r.i, eta: P[0].si, Tout: given.si }, want: 'Tin', unit: 'N·m' };
  if (/efficien|rendement/i.test(raw)) return null;
  return at === 'in' ? { kind: 'mechanics', knowns: { gr: r.i, T1: given.si }, want: 'T2', unit: 'N·m' } : { kind: 'mechanics', knowns: { gr: r.i, T2: given.si }, want: 'T1', unit: 'N·m' };
}
