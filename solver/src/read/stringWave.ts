import type { TaskOf } from '../task/task';
import { DIMS } from '../physics/units';
import { allPlaced, exactly, of, question, type Situation } from './formulaFamilies';
import { FUNDAMENTAL, HARMONIC, OVERTONE, harmonicRank } from './harmonics';

/**
 * A stretched string, in English and French: the speed of its waves from its tension and its mass
 * per unit length, v = √(T/μ) (μ = m/L when the string's mass and length are told), or the tension
 * or μ that gives a speed; with its length and a harmonic named, the frequency (λₙ = 2L/n, f = v/λ).
 * A mass hung on the string stretches it with its weight, T = mg.
 */
type Wave = TaskOf<'waves'>;

const STRING = /\bstrings?\b|\bcordes?\b|\bcords?\b|\bwires?\b|\bfil\b|\bc[âa]bles?\b|\bropes?\b|\bcordons?\b/i;
const TENSION = /tension|\btendu|\bstretched|\btaut\b|\bunder\s+a\s+(?:force|pull)|\bpulled\s+with/i;
/** A mass hanging on the string: its weight, not the string's own mass. */
/** A wave on the string is spoken of: a rope holding a lamp has a tension but no wave. */
const WAVE = /wave|\bonde|pulse|impulsion|vibrat|vibre|harmoni|fundamental|fondamental|c[ée]l[ée]rit[ée]|transvers|[ée]branlement|frequenc|fr[ée]quence/i;
const HUNG = /\bhang|\bhung\b|suspend|attached|accroch|pend\b|pendu/i;

const ASKED: Array<[RegExp, string]> = [
  [/linear\s+(?:mass\s+)?density|mass\s+per\s+(?:unit\s+)?(?:length|metre|meter)|masse\s+lin[ée](?:ique|aire)|\bμ\b|\bµ\b/i, 'muL'],
  [/tension/i, 'Tw'],
  [/frequenc|fr[ée]quence|pitch/i, 'f'],
  [/wavelength|longueur\s+d'onde/i, 'lam'],
  [/speed|velocity|vitesse|c[ée]l[ée]rit[ée]|how\s+fast/i, 'vw'],
];

export function readStringWave({ raw, rest, qs, g }: Situation): Wave | null {
  if (!STRING.test(raw) || !WAVE.test(raw) || /\bpipes?\b|\btubes?\b|\btuyaux?\b/i.test(raw)) return null;
  const F = of(qs, DIMS.force);
  const MU = of(qs, DIMS.linearDensity);
  const M = of(qs, DIMS.M);
  const L = of(qs, DIMS.L);
  const S = of(qs, DIMS.speed);
  const Fq = of(qs, DIMS.freq).filter((q) => /Hz$/.test(q.unit));
  if ([F, MU, M, L, S, Fq].some((g) => g.length > 1) || !exactly(qs, F, MU, M, L, S, Fq)) return null;
  // a mass hung on the string stretches it with its weight (over a pulley too); else it is the string's own mass, with its length
  const hung = M.length === 1 && HUNG.test(raw) && !F.length;
  if (M.length && !hung && (MU.length || !L.length)) return null;
  // the force is the string's tension when named so, labelled T, or beside a mass per unit length
  if (F.length && !TENSION.test(raw) && !/^T/.test(F[0].label ?? '') && !MU.length) return null;
  if (!F.length && !hung && !TENSION.test(question(raw))) return null;
  if (!allPlaced(rest, qs, new RegExp(`${HARMONIC.source}|${OVERTONE.source}`, 'giu'))) return null;
  const knowns: Record<string, number> = {};
  if (F.length) knowns.Tw = F[0].si;
  if (MU.length) knowns.muL = MU[0].si;
  if (hung) Object.assign(knowns, { m: M[0].si, g });
  else if (M.length) knowns.mst = M[0].si;
  if (L.length) knowns.Lst = L[0].si;
  if (S.length) knowns.vw = S[0].si;
  if (Fq.length) knowns.f = Fq[0].si;
  // the first quantity the question names that is not given (its sentence often names the data too)
  const q = question(raw);
  const want = ASKED.map(([re, w]) => ({ w, at: q.search(re) })).filter((c) => c.at >= 0 && knowns[c.w] === undefined).sort((a, b) => a.at - b.at)[0]?.w;
  if (!want) return null;
  // a frequency or wavelength, given or asked, belongs to one harmonic of a string fixed at both ends: it must be named
  if (Fq.length || want === 'f' || want === 'lam') {
    const n = harmonicRank(raw, false) ?? (FUNDAMENTAL.test(raw) ? 1 : null);
    if (n === null || !L.length) return null;
    knowns.nh = n;
  }
  // the tension or μ from the rest needs the speed (given, or from a frequency and a length)
  const unit: Record<string, string> = { muL: 'kg/m', Tw: 'N', f: 'Hz', lam: 'm', vw: 'm/s' };
  return { kind: 'waves', knowns, want, unit: unit[want] };
}
