import type { TaskOf } from '../task/task';
import { DIMS } from '../physics/units';
import { allPlaced, exactly, of, own, question, type Situation } from './formulaFamilies';

/**
 * Kirchhoff's current law at a junction, or across two parallel branches, in English and French:
 * "5 A enters a junction; 2 A leaves through one branch. Current in the other branch?", "the
 * main current is 3 A and one branch carries 1.2 A", « le courant principal vaut 2 A, la branche 1
 * est parcourue par 0,5 A : intensité dans l'autre branche ? ». The current in equals the sum of
 * the currents out; two of the three given, the third asked by name.
 */
const JUNCTION = /junction|\bnode\b|n[œo]e?ud|branch|branche|d[ée]rivation|parallel|parall[èe]le/i;
const MAIN = /\benter|\bin(?:to|coming)\b|\btotal\b|\bmain\b|supplied|from\s+the\s+(?:battery|source|supply)|arriv|entr|principal|total|g[ée]n[ée]rateur|d[ée]bit[ée]/i;
const BRANCH = /\bleav|\bout\b|\bexit|branch|branche|\bone\b|\bune\b|first|premi[èe]re|sort|repart/i;
const OTHER = /other|second|remaining|autre|deuxi[èe]me|seconde|third|troisi[èe]me|I_?[23₂₃]/i;

export function readJunction({ raw, rest, qs }: Situation): TaskOf<'circuits'> | null {
  const I = of(qs, DIMS.current);
  if (!JUNCTION.test(raw) || I.length !== 2 || !exactly(qs, I) || !allPlaced(rest, qs)) return null;
  const q = question(raw);
  if (!/current|courant|intensit/i.test(q)) return null;
  const knowns: Record<string, number> = {};
  for (const x of I) {
    // the words of its own clause name it (else the words right after it): the current that comes in, or one branch's;
    // a second value joined by "and" to a branch's is the other branch's ("branches carry 1.2 A and 0.8 A")
    const parts = (own(rest, qs, x).split(/[.;]/).pop() ?? '').split(/,|\band\b|\bet\b/i);
    const before = parts.pop() ?? '';
    const joined = parts.length > 0 && before.trim() === '' && knowns.Ia !== undefined;
    const words = MAIN.test(before) || BRANCH.test(before) ? before : rest.slice(x.end, x.end + 30).split(/[,.;]|\band\b|\bet\b/)[0];
    const main = !joined && MAIN.test(words);
    const branch = joined || BRANCH.test(words);
    const key = main && !branch ? 'Iin' : branch && !main ? (knowns.Ia === undefined ? 'Ia' : 'Ib2') : null;
    if (!key || knowns[key] !== undefined) return null;
    knowns[key] = x.si;
  }
  // the current in from two branches, or the other branch from the current in and one branch
  const want = knowns.Iin === undefined ? (MAIN.test(q) ? 'Iin' : null) : knowns.Ib2 === undefined && OTHER.test(q) ? 'Ib2' : null;
  return want ? { kind: 'circuits', knowns, want, unit: 'A' } : null;
}
