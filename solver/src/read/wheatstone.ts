import type { TaskOf } from '../task/task';
import { DIMS } from '../physics/units';
import { allPlaced, exactly, of, question, type Situation } from './formulaFamilies';

/**
 * A balanced Wheatstone bridge, in English and French, its arms named as the course names them:
 * R1, R2, R3 and R4 (or Rx), or P, Q, R and S, with R1/R2 = R3/R4 (P/Q = R/S). Three arms given
 * by their labels give the fourth, the one the question names or the only one left; arms told
 * without labels (whose place in the bridge is then unknown) leave the bridge unread.
 */
type Circuit = TaskOf<'circuits'>;

const BRIDGE = /wheatstone|\bbridge\b|\bpont\b/i;
const BALANCED = /balanc|[ée]quilibr|\bnull\b|z[ée]ro\s+(?:current|courant|deflection)|no\s+current|aucun\s+courant|galvanom/i;
const ARMS: Array<[RegExp, string]> = [
  [/^(?:R_?1|R₁|P)$/, 'Rw1'], [/^(?:R_?2|R₂|Q)$/, 'Rw2'], [/^(?:R_?3|R₃|R)$/, 'Rw3'], [/^(?:R_?4|R₄|R_?x|Rₓ|S|X)$/, 'Rw4'],
];
const ASKED: Record<string, RegExp> = {
  Rw1: /(?<![\p{L}\d_])(?:R_?1|R₁|P)(?![\p{L}\d])/u, Rw2: /(?<![\p{L}\d_])(?:R_?2|R₂|Q)(?![\p{L}\d])/u,
  Rw3: /(?<![\p{L}\d_])(?:R_?3|R₃)(?![\p{L}\d])/u, Rw4: /(?<![\p{L}\d_])(?:R_?4|R₄|R_?x|Rₓ|S|X)(?![\p{L}\d])|unknown|inconnue/iu,
};

export function readWheatstone({ raw, rest, qs }: Situation): Circuit | null {
  if (!BRIDGE.test(raw) || !BALANCED.test(raw)) return null;
  const R = of(qs, DIMS.resistance);
  if (R.length !== 3 || !exactly(qs, R) || !allPlaced(rest, qs)) return null;
  const knowns: Record<string, number> = {};
  for (const r of R) {
    const arm = ARMS.find(([re]) => re.test(r.label ?? ''))?.[1];
    if (!arm || knowns[arm] !== undefined) return null;
    knowns[arm] = r.si;
  }
  const [missing] = ['Rw1', 'Rw2', 'Rw3', 'Rw4'].filter((k) => knowns[k] === undefined);
  // the question names the arm left, or asks a resistance without naming another one
  const q = question(raw);
  const named = Object.entries(ASKED).filter(([, re]) => re.test(q)).map(([k]) => k);
  if (named.length > 1 ? !named.every((k) => k === missing || knowns[k] !== undefined) || !named.includes(missing) : named.length === 1 ? named[0] !== missing : !/resistance|r[ée]sistance|resistor/i.test(q)) return null;
  return { kind: 'circuits', knowns, want: missing, unit: 'Ω' };
}
