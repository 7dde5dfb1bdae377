import type { TaskOf } from '../task/task';
import { DIMS } from '../physics/units';
import { of, question, type Found, type Situation } from './formulaFamilies';
import { INDEX } from './refraction';

/**
 * The speed of light in a transparent medium and its refractive index, n = c / v, as students
 * word it: "light enters glass of refractive index 1.50, speed of light in the glass?", "the
 * speed of light in water is 2.25 × 10^8 m/s, refractive index of water?", « la vitesse de la
 * lumière dans le diamant vaut 1,24×10^8 m/s, calculer l'indice ». The speed in vacuum is the one
 * the problem gives (named vacuum, air or c), else 3.00 × 10⁸ m/s as in class.
 */
const LIGHT = /\blight\b|lumi[èe]re|\blaser\b|\bray\b|\brayon\b/i;
const SPEED = /speed|velocity|vitesse|c[ée]l[ée]rit[ée]/i;
const INDEX_WORD = /refractive\s+index|index\s+of\s+refraction|indice(?:\s+de\s+r[ée]fraction)?|optical\s+density/i;
/** The speed of light in vacuum as used in class. */
const C = 3.0e8;
/** A speed named as that in vacuum or air, or written c = … . */
const VACUUM = /vacuum|\bvide\b|\bair\b|(?<![\p{L}])c\s*(?:_?0)?\s*=\s*$/iu;

export function readLightInMedium({ raw, rest, qs }: Situation): TaskOf<'waves'> | null {
  if (!LIGHT.test(raw) || !SPEED.test(raw) || !INDEX_WORD.test(raw)) return null;
  // an angle brings Snell's law, read elsewhere
  if (qs.some((q) => q.dim === 'deg') || /angle|incidence|refracted\s+ray|rayon\s+r[ée]fract/i.test(raw)) return null;
  const speeds = of(qs, DIMS.speed);
  if (speeds.length !== qs.length || speeds.length > 2) return null;
  const indices = [...rest.matchAll(INDEX)].map((m) => ({ at: m.index ?? 0, end: (m.index ?? 0) + m[0].length, n: Number(m[1].replace(',', '.')) }));
  if (indices.length > 1 || indices.some((x) => !(x.n >= 1 && x.n < 5))) return null;
  // every number is the index or a speed: another one would make another problem
  let left = rest;
  for (const x of [...indices, ...speeds].sort((a, b) => b.at - a.at)) left = `${left.slice(0, x.at)} ${left.slice(x.end)}`;
  if (/\d/.test(left)) return null;
  const inVacuum = (q: Found): boolean => /^c_?0?$/i.test(q.label ?? '') || VACUUM.test(rest.slice(Math.max(0, q.at - 30), q.at));
  const vacuum = speeds.filter(inVacuum);
  const medium = speeds.filter((q) => !inVacuum(q));
  if (vacuum.length > 1 || medium.length > 1) return null;
  const knowns: Record<string, number> = { cv: vacuum.length ? vacuum[0].si : C };
  if (medium.length) knowns.vm = medium[0].si;
  if (indices.length) knowns.nm = indices[0].n;
  const q = question(raw);
  const asksIndex = INDEX_WORD.test(q) && !SPEED.test(q.replace(INDEX_WORD, ' '));
  const want = knowns.nm === undefined && knowns.vm !== undefined && asksIndex ? 'nm' : knowns.vm === undefined && knowns.nm !== undefined && SPEED.test(q) ? 'vm' : null;
  return want ? { kind: 'waves', knowns, want, unit: want === 'nm' ? '' : 'm/s' } : null;
}
