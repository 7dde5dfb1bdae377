import type { TaskOf } from '../task/task';
import { DIMS } from '../physics/units';
import { allPlaced, exactly, of, type Found, type Situation } from './formulaFamilies';

/**
 * A liquid along a horizontal pipe whose section changes, in English and French: the speed and the
 * pressure at one section, both sections' areas, and the pressure (or the speed) at the other
 * (continuity A₁v₁ = A₂v₂, then Bernoulli p₁ + ½ρv₁² = p₂ + ½ρv₂²). The section asked about is the
 * one the question names; the density is given, or water's 1000 kg/m³. With no areas, the speed at
 * each section and the pressure at one give the pressure at the other: the pressure belongs to the
 * speed told in its sentence.
 */
type Fluid = TaskOf<'pressure_density'>;

const PIPE = /\bpipe|\btube\b|\bpipeline|\bhose\b|conduite|canalisation|tuyau|\bconduit\b/i;
const LEVEL = /horizontal|same\s+(?:height|level)|m[êe]me\s+(?:hauteur|niveau)|bernoulli/i;
const WATER = /\bwater\b|\beau\b/i;
/** The section asked about named by its size. */
const NARROW = /narrow|smaller|constrict|throat|r[ée]tr[ée]ci|[ée]troite?|plus\s+petite/i;
const WIDE = /wider|larger|broad|plus\s+(?:large|grande)/i;
const ASKS = /\?|\bfind\b|\bcalcul|\bd[ée]termin|\bwhat\b|\bquel|\bhow\b|\bcombien\b/i;

export function readBernoulli({ raw, rest, qs }: Situation): Fluid | null {
  if (!PIPE.test(raw) || !LEVEL.test(raw)) return null;
  const A = of(qs, DIMS.area);
  const v = of(qs, DIMS.speed);
  const p = of(qs, DIMS.pressure);
  const rho = of(qs, DIMS.density);
  if (A.length === 0 && v.length === 2 && p.length === 1) return speedsGiven(raw, rest, qs, v, p[0], rho);
  if (A.length !== 2 || v.length > 1 || p.length > 1 || v.length + p.length < 1 || rho.length > 1 || !exactly(qs, A, v, p, rho) || !allPlaced(rest, qs)) return null;
  const density = rho[0]?.si ?? (WATER.test(raw) ? 1000 : undefined);
  if (density === undefined) return null;
  // the question: the sentence that asks, from its command word on
  const sentences = [...rest.matchAll(/(?:[^.;?!]|[.,](?=\d))+(?:[.;?!](?=\s|$))?/g)].map((m) => ({ at: m.index ?? 0, text: m[0] }));
  const asking = sentences.filter((s) => ASKS.test(s.text));
  if (asking.length !== 1) return null;
  const command = asking[0].at + Math.max(0, asking[0].text.search(ASKS));
  const inQuestion = (q: Found): boolean => q.at >= command && q.at < asking[0].at + asking[0].text.length;
  const q0 = asking[0].text.slice(command - asking[0].at);
  // both areas told before the question ('narrows from 40 cm² to 10 cm²'): the section it names by its size
  const named = A.some(inQuestion) ? null : NARROW.test(q0) ? 'small' : WIDE.test(q0) ? 'large' : null;
  const bySize = named ? [[...A].sort((a, b) => (named === 'small' ? a.si - b.si : b.si - a.si))[0]] : [];
  const second = named ? bySize : A.filter(inQuestion);
  // the data then belong to the other section: none of them told as the section asked about
  if (named && [...v, ...p].some((x) => (named === 'small' ? NARROW : WIDE).test(rest.slice(Math.max(0, x.at - 40), x.at)))) return null;
  if (second.length !== 1 || A[0].si === A[1].si || [...v, ...p, ...rho].some(inQuestion)) return null;
  const first = A.find((q) => q !== second[0]);
  if (!first) return null;
  const q = asking[0].text.slice(command - asking[0].at);
  const want = /pressure|pression/i.test(q) && p.length ? 'pb2' : /speed|velocity|vitesse/i.test(q) && v.length ? 'vb2' : null;
  if (!want || (want === 'pb2' && !v.length)) return null;
  const knowns: Record<string, number> = { Ab1: first.si, Ab2: second[0].si, rho: density };
  if (v.length) knowns.vb1 = v[0].si;
  if (p.length) knowns.pb1 = p[0].si;
  return { kind: 'pressure_density', knowns, want, unit: want === 'pb2' ? 'Pa' : 'm/s' };
}

/** Both speeds told, the pressure at one section: the pressure at the other by Bernoulli alone. */
function speedsGiven(raw: string, rest: string, qs: Found[], v: Found[], p: Found, rho: Found[]): Fluid | null {
  if (rho.length > 1 || !exactly(qs, v, [p], rho) || !allPlaced(rest, qs)) return null;
  const density = rho[0]?.si ?? (WATER.test(raw) ? 1000 : undefined);
  if (density === undefined) return null;
  const sentences = [...rest.matchAll(/(?:[^.;?!]|[.,](?=\d))+(?:[.;?!](?=\s|$))?/g)].map((m) => ({ at: m.index ?? 0, end: (m.index ?? 0) + m[0].length, text: m[0] }));
  const of = (q: Found) => sentences.find((x) => q.at >= x.at && q.at < x.end);
  const home = of(p);
  const first = v.filter((x) => of(x) === home);
  const asking = sentences.filter((x) => ASKS.test(x.text));
  // the pressure's own speed, and a question about the pressure that holds no datum
  if (first.length !== 1 || asking.length !== 1 || asking[0] === home || qs.some((q) => of(q) === asking[0]) || !/pressure|pression/i.test(asking[0].text)) return null;
  const second = v.find((x) => x !== first[0]);
  if (!second) return null;
  return { kind: 'pressure_density', knowns: { pb1: p.si, vb1: first[0].si, vb2: second.si, rho: density }, want: 'pb2', unit: 'Pa' };
}
