import type { TaskOf } from '../task/task';
import { DIMS } from '../physics/units';
import { exactly, following, of, own, question, type Situation } from './formulaFamilies';

/**
 * A body weighed in air, then hanging under a fluid ("weighs 380 N in air but only 320 N in
 * water", « pèse 45 N dans l'air et 25 N immergé dans un liquide de masse volumique 800 kg/m³»):
 * the weight it seems to lose is the upthrust, ρ g V gives its volume, and its weight over g V its
 * density. Fresh water is 1000 kg/m³ when no density is given.
 */
const IN_AIR = /\bin\s+(?:the\s+)?air\b|dans\s+l['’]air|\bà\s+l['’]air/i;
const UNDER = /water|\beau\b|liquid|liquide|fluid|fluide|\boil\b|huile|alcohol|alcool|immers|submerg|immerg|plong/i;
const SALT = /\bsea\b|salt|\bmer\b|sal[ée]e/i;

export function readApparentWeight({ raw, rest, qs, g }: Situation): TaskOf<'pressure_density'> | null {
  const F = of(qs, DIMS.force);
  const R = of(qs, DIMS.density);
  if (F.length !== 2 || R.length > 1 || !exactly(qs, F, R)) return null;
  let left = rest;
  for (const x of [...qs].sort((a, b) => b.at - a.at)) left = `${left.slice(0, x.at)} ${left.slice(x.end)}`;
  if (/\d/.test(left)) return null;
  // the words after a weight tell where it was weighed ("12 N in air"), else those before ("in water, 7.5 N")
  const near = (k: number): string => {
    const after = following(rest, qs, F[k]);
    return IN_AIR.test(after) || UNDER.test(after) ? after : own(rest, qs, F[k]);
  };
  const air = [0, 1].filter((k) => IN_AIR.test(near(k)));
  const under = [0, 1].filter((k) => !IN_AIR.test(near(k)) && UNDER.test(near(k)));
  if (air.length !== 1 || under.length !== 1) return null;
  const Wair = F[air[0]].si;
  const Wapp = F[under[0]].si;
  if (!(Wapp < Wair)) return null;
  const rho = R.length ? R[0].si : /\bwater\b|\beau\b/i.test(raw) && !SALT.test(raw) ? 1000 : null;
  const q = question(raw);
  const knowns: Record<string, number> = { Wair, Wapp, g, ...(rho !== null ? { rho } : {}) };
  const want = /density|masse\s+volumique|\bρ/i.test(q) && !/(?:fluid|liquid|liquide|fluide)\b/i.test(q) ? 'rhos'
    : /volume/i.test(q) ? 'Vol'
      : /buoyan|upthrust|up-thrust|archim[èe]de|pouss[ée]e/i.test(q) ? 'Fb' : null;
  if (!want || (want !== 'Fb' && rho === null)) return null;
  return { kind: 'pressure_density', knowns, want, unit: want === 'Vol' ? 'm^3' : want === 'rhos' ? 'kg/m^3' : 'N' };
}
