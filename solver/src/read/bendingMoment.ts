import type { TaskOf } from '../task/task';
import { DIMS } from '../physics/units';
import { allPlaced, exactly, of, question, type Situation } from './formulaFamilies';
import { beamLoading } from './beamReactions';
import { SolverError } from '../errors';

/**
 * The greatest bending moment in a beam, in English and French: simply supported at its ends with a
 * load per metre over the whole span (wL²/8 at mid-span) or one point load at a from A (F·a(L − a)/L,
 * under the load); a cantilever with one load at its free end (F·L) or a load per metre along it
 * (wL²/2), both at the fixed end. Several loads, or a load and a load per metre, are left unread.
 */
type Mech = TaskOf<'mechanics'>;

const BENDING = /bending\s+moment|moment\s+fl[ée]chissant|moment\s+de\s+flexion/i;
const GREATEST = /\bmax(?:imum|imal|\.)?\b|greatest|largest|maximale?|\bmaxi\b/i;
const CANTILEVER = /cantilever|console|encastr[ée]e?/i;
const FREE_END = /free\s+end|\bat\s+(?:its|the)\s+(?:tip|end)\b|\bend\s+load|extr[ée]mit[ée]\s+libre|bout\s+libre|en\s+bout|[àa]\s+son\s+extr[ée]mit[ée]/i;
const SPREAD = /distributed|\budl\b|uniform(?:ly)?\s+(?:load|spread)|r[ée]partie?|per\s+met|par\s+m[èe]tre/i;
const WHOLE = /(?:whole|entire|full)\s+(?:span|length)|toute\s+(?:sa|la)\s+(?:longueur|port[ée]e)|tout\s+(?:le\s+)?long|along\s+(?:its|the)\s+length/i;
/** Units of the answer: kN·m when the loads are in kilonewtons. */
const unitOf = (units: string[]): string => (units.some((u) => /^kN/.test(u)) ? 'kN·m' : 'N·m');

export function readBendingMoment(s: Situation): Mech | null {
  const q = question(s.raw);
  if (!BENDING.test(q) || !GREATEST.test(q) || /overhang|porte[\s-]à[\s-]faux/i.test(s.raw)) return null;
  if (CANTILEVER.test(s.raw)) return cantilever(s);
  const loading = beamLoading(s);
  if (!loading) return null;
  const { span, loads, F, W } = loading;
  const unit = unitOf([...F, ...W].map((x) => x.unit));
  if (W.length === 1 && loads.length === 0) return { kind: 'mechanics', knowns: { wu: W[0].si, Lsp: span }, want: 'MbU', unit };
  if (W.length === 0 && loads.length === 1) return { kind: 'mechanics', knowns: { Fbm: loads[0].F.si, ab: loads[0].a, Lsp: span }, want: 'MbP', unit };
  return null;
}

/** A cantilever of one length: one load at its free end, or a load per metre along its whole length. */
function cantilever({ raw, rest, qs }: Situation): Mech | null {
  const L = of(qs, DIMS.L);
  const F = of(qs, DIMS.force);
  const W = of(qs, DIMS.stiffness);
  if (L.length !== 1 || F.length + W.length !== 1 || !exactly(qs, L, F, W) || !allPlaced(rest, qs)) return null;
  const unit = unitOf([...F, ...W].map((x) => x.unit));
  if (F.length && FREE_END.test(raw)) return { kind: 'mechanics', knowns: { Fbm: F[0].si, Lcant: L[0].si }, want: 'McF', unit };
  if (W.length && SPREAD.test(raw) && WHOLE.test(raw)) return { kind: 'mechanics', knowns: { wu: W[0].si, Lcant: L[0].si }, want: 'McW', unit };
  // a load whose place is not said: its moment about the fixed end is not known (never taken as the torque F·L)
  throw new SolverError('unsupported', {
    en: 'Say where the load acts on the cantilever (at its free end, or a load per metre along its whole length): the bending moment at the fixed end depends on it.',
    fr: "Précisez où s'applique la charge sur la console (à son extrémité libre, ou répartie sur toute sa longueur) : le moment fléchissant à l'encastrement en dépend.",
  });
}
