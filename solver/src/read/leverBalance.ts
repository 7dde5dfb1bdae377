import type { TaskOf } from '../task/task';
import { DIMS } from '../physics/units';
import { allPlaced, of, question, type Found, type Situation } from './formulaFamilies';

/**
 * A lever or a seesaw balanced about its pivot, in English and French: each side's load (a mass or
 * a force) times its distance to the pivot is the same on both sides, m₁d₁ = m₂d₂. The quantities
 * are taken side by side in the order the text tells them (a load and its distance, then the
 * other side's); the one side that lacks a value gives the quantity asked.
 */
type Mech = TaskOf<'mechanics'>;

const PIVOT = /see[\s-]?saw|teeter|lever|levier|pivot|fulcrum|point\s+d'appui|balan[çc]oire|bascule/i;
const BALANCED = /balanc|[ée]quilibr|level|horizontal/i;

/** The two sides in the order told: a new side begins when the load or the distance of the current one is already given. */
function sides(qs: Found[]): Array<{ load?: Found; arm?: Found }> | null {
  const out: Array<{ load?: Found; arm?: Found }> = [{}];
  for (const q of qs) {
    const slot = of([q], DIMS.L).length ? 'arm' : 'load';
    if (out[out.length - 1][slot]) out.push({});
    out[out.length - 1][slot] = q;
  }
  return out.length === 2 ? out : null;
}

export function readLeverBalance({ raw, rest, qs }: Situation): Mech | null {
  if (!PIVOT.test(raw) || !BALANCED.test(raw)) return null;
  const M = of(qs, DIMS.M);
  const F = of(qs, DIMS.force);
  const L = of(qs, DIMS.L);
  // all loads of one kind (masses or forces), three values of the four, each placed
  if (qs.length !== 3 || L.length + M.length + F.length !== 3 || (M.length && F.length) || L.length === 0 || L.length === 3 || !allPlaced(rest, qs)) return null;
  const two = sides(qs);
  if (!two) return null;
  const mass = M.length > 0;
  const names = mass ? ['mb1', 'db1', 'mb2', 'db2'] : ['Fb1', 'db1', 'Fb2', 'db2'];
  const knowns: Record<string, number> = {};
  const [a, b] = two;
  const slots: Array<Found | undefined> = [a.load, a.arm, b.load, b.arm];
  slots.forEach((q, i) => { if (q) knowns[names[i]] = q.si; });
  const missing = names.filter((k) => knowns[k] === undefined);
  if (missing.length !== 1) return null;
  const [want] = missing;
  const q = question(raw);
  // the question must name the kind of quantity missing
  const asks = want.startsWith('d') ? /how\s+far|where|distance|\barm\b|\bbras\b|[àa]\s+quelle\s+distance|o[ùu]/i : mass ? /mass|masse|how\s+heavy|weigh/i : /force|effort|weight|poids|push|pull|how\s+much/i;
  if (!asks.test(q)) return null;
  return { kind: 'mechanics', knowns, want, unit: want.startsWith('d') ? 'm' : mass ? 'kg' : 'N' };
}
