import type { TaskOf } from '../task/task';
import { DIMS } from '../physics/units';
import { allPlaced, exactly, of, question, type Situation } from './formulaFamilies';

/**
 * A mass on a spring oscillating, in English and French: its period T = 2π√(m/k), its frequency
 * f = 1/T, or the stiffness or the mass from the period ("a 200 g mass hangs from a spring of
 * 50 N/m: period?", « une masse de 200 g accrochée à un ressort de raideur 50 N/m : période »).
 * An extension given as well would be another question (the stiffness from the load), left unread.
 */
type Energy = TaskOf<'energy'>;

const SPRING = /spring|ressort|raideur|stiffness|oscillateur\s+[ée]lastique/i;
// ('Find T', « calculer T₀ »: the period by its letter, a capital; f the frequency, never F the force)
const PERIOD_LETTER = /(?<![\p{L}\d])T(?:_?0|₀)?(?:\s*=\s*\?)?\s*[.?]?\s*$/u;
const FREQUENCY_LETTER = /(?<![\p{L}\d])f(?:_?0|₀)?(?:\s*=\s*\?)?\s*[.?]?\s*$/u;
const PERIOD = /\bperiod\b|p[ée]riode|time\s+(?:for|of|taken\s+for)\s+(?:one|an?|each)\s+(?:complete\s+)?(?:oscillation|cycle|vibration)|dur[ée]e\s+d['’]une\s+oscillation/i;
const FREQUENCY = /frequency|fr[ée]quence/i;
const ANGULAR = /angular\s+frequency|pulsation|angular\s+speed/i;
const STIFF = /spring\s+constant|stiffness|force\s+constant|raideur|constante\s+de\s+raideur/i;
const MASS = /\bmass\b|\bmasse\b|how\s+heavy/i;

export function readMassSpring({ raw, rest, qs }: Situation): Energy | null {
  if (!SPRING.test(raw)) return null;
  const M = of(qs, DIMS.M);
  const K = of(qs, DIMS.stiffness);
  const T = of(qs, DIMS.T);
  const F = of(qs, DIMS.freq).filter((x) => /Hz$/.test(x.unit));
  if (M.length > 1 || K.length > 1 || T.length + F.length > 1 || qs.length !== 2 || !exactly(qs, M, K, T, F) || !allPlaced(rest, qs)) return null;
  const q = question(raw);
  if (ANGULAR.test(q)) return null;
  const period = PERIOD.test(q) || PERIOD_LETTER.test(q);
  const frequency = FREQUENCY.test(q) || FREQUENCY_LETTER.test(q);
  if (M.length && K.length) {
    const knowns = { m: M[0].si, ks: K[0].si };
    if (period && !frequency) return { kind: 'energy', knowns, want: 'Tsp', unit: 's' };
    if (frequency && !period) return { kind: 'energy', knowns, want: 'fsp', unit: 'Hz' };
    return null;
  }
  const timing: Record<string, number> | null = T.length ? { Tsp: T[0].si } : F.length ? { fsp: F[0].si } : null;
  if (!timing || !/oscillat|vibrat|bounc|\bSHM\b|harmonic|harmonique|period|p[ée]riode|frequency|fr[ée]quence/i.test(raw)) return null;
  if (M.length && STIFF.test(q)) return { kind: 'energy', knowns: { ...timing, m: M[0].si }, want: 'ks', unit: 'N/m' };
  if (K.length && MASS.test(q) && !STIFF.test(q)) return { kind: 'energy', knowns: { ...timing, ks: K[0].si }, want: 'm', unit: 'kg' };
  return null;
}
