import type { TaskOf } from '../task/task';
import { DIMS } from '../physics/units';
import { allPlaced, exactly, of, own, question, type Situation } from './formulaFamilies';

/**
 * One hydraulic or pneumatic cylinder (a jack, « un vérin »), in English and French: the pressure
 * on its piston and its bore (a diameter, or a radius) give the force it develops, F = p·πD²/4;
 * or the pressure a force needs, or the bore. Two pistons (a press) are read elsewhere.
 */
type Mech = TaskOf<'mechanics'>;

const CYLINDER = /\bcylinder\b|\bpiston\b|\bjack\b|\bram\b|v[ée]rin/i;
const TWO = /\b(?:two|both|small(?:er)?|large[r]?|second)\b|\bdeux\b|petit|grand/i;

export function readCylinderForce({ raw, rest, qs }: Situation): Mech | null {
  if (!CYLINDER.test(raw) || TWO.test(raw)) return null;
  const p = of(qs, DIMS.pressure);
  const F = of(qs, DIMS.force);
  const L = of(qs, DIMS.L);
  if (p.length > 1 || F.length > 1 || L.length > 1 || qs.length !== 2 || !exactly(qs, p, F, L) || !allPlaced(rest, qs)) return null;
  const q = question(raw);
  const knowns: Record<string, number> = {};
  if (p.length) knowns.p = p[0].si;
  if (F.length) knowns.F = F[0].si;
  if (L.length) {
    // the bore: a diameter (named so, or 'bore'), or a radius
    const words = `${own(rest, qs, L[0])} ${rest.slice(L[0].end, L[0].end + 16)}`;
    const diameter = /diam|\bbore\b|al[ée]sage|\bØ/i.test(words);
    const radius = /radius|rayon/i.test(words);
    if (diameter === radius) return null;
    knowns[diameter ? 'Dm' : 'rw'] = L[0].si;
  }
  const want = !F.length && /force|effort|pouss[ée]e|thrust|push|exert|d[ée]velopp/i.test(q) ? 'F'
    : !p.length && /pressure|pression/i.test(q) ? 'p'
      : !L.length && /diam|\bbore\b|al[ée]sage/i.test(q) ? 'Dm' : null;
  if (!want) return null;
  return { kind: 'mechanics', knowns, want, unit: { F: 'N', p: 'bar', Dm: 'mm' }[want] ?? '' };
}
