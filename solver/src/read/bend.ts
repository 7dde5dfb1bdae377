import type { TaskOf } from '../task/task';
import { DIMS } from '../physics/units';
import { allPlaced, degs, exactly, of, own, following, question, type Situation } from './formulaFamilies';

/**
 * A car (or a bike, a runner, a train) round a bend, in English and French. On a level road the
 * friction is the centripetal force, at most μmg, so m v²/r ≤ μ m g: the greatest speed √(μ g r),
 * the least μ = v²/(g r) for a speed, or the least radius v²/(μ g). On a bend banked at θ taken
 * without friction the normal force alone turns it: tan θ = v²/(g r). A banked bend with friction
 * (both at work) is another problem, left unread.
 */
type Dyn = TaskOf<'dynamics'>;

const BEND = /\bbends?\b|\bcurves?\b|\bcorners?\b|\bturns?\b|roundabout|\bvirages?\b|\bcourbes?\b|rond-point|\btournant\b|\bexit\s+ramp|\bhighway\s+exit|(?:circular|curved)\s+(?:\p{L}+\s+)?(?:track|road|path)|piste\s+circulaire|trajectoire\s+circulaire/iu;
const BANKED = /(?<!un|not\s|non\s|non-)banked|\bbank(?:ing)?\s+angle|(?<!non\s)relev[ée]|inclin[ée]|d[ée]vers|superelevat/i;
const LEVEL = /\bflat\b|\blevel\b|unbanked|not\s+banked|non[\s-]banked|horizontal|\bplat\b|non\s+relev[ée]|\bplane\b/i;
const NO_FRICTION = /frictionless|without\s+(?:any\s+)?friction|no\s+friction|(?:not|without)\s+(?:rely(?:ing)?\s+on|need(?:ing)?)\s+(?:any\s+)?friction|friction\s+is\s+(?:not\s+needed|negligible|neglected)|icy|verglac|sans\s+(?:aucun\s+)?frottements?|frottements?\s+n[ée]glig|sans\s+compter\s+sur\s+(?:le|les)\s+frottements?|design\s+speed|ideal\s+speed|vitesse\s+id[ée]ale|vitesse\s+de\s+conception/i;
const MU_ASKED = /coefficient|\bμ|\bµ|\bmu\b|adh[ée]rence/i;
const SPEED_ASKED = /speed|velocity|how\s+fast|vitesse|km\/h|m\/s|(?<![\p{L}])v_?\{?max\b/iu;
const RADIUS_ASKED = /radius|rayon|how\s+(?:tight|sharp)/i;
const ANGLE_ASKED = /angle|banked\s+at|relev/i;

export function readBend({ raw, rest, qs, g, mu }: Situation): Dyn | null {
  if (!BEND.test(raw)) return null;
  const L = of(qs, DIMS.L);
  const S = of(qs, DIMS.speed);
  const M = of(qs, DIMS.M);
  const D = degs(qs);
  if (L.length > 1 || S.length > 1 || M.length > 1 || D.length > 1 || !exactly(qs, L, S, M, D) || !allPlaced(rest, qs)) return null;
  // the length is the bend's radius: named so, or the size of the curve ("a 50 m curve")
  if (L.length && !/radius|rayon|curvature|courbure|\br\s*=?\s*$/i.test(own(rest, qs, L[0])) && !BEND.test(`${own(rest, qs, L[0])} ${following(rest, qs, L[0])}`)) return null;
  const q = question(raw);
  const banked = BANKED.test(raw) || D.length === 1;
  if (banked) {
    // banked: without friction only, the angle, speed or radius from the two others
    if (mu !== undefined || !NO_FRICTION.test(raw) || D.length + L.length + S.length !== 2) return null;
    const knowns: Record<string, number> = { g, ...(D.length ? { thb: D[0].si } : {}), ...(L.length ? { Rc: L[0].si } : {}), ...(S.length ? { v: S[0].si } : {}) };
    const want = !S.length && SPEED_ASKED.test(q) ? 'v' : !D.length && ANGLE_ASKED.test(q) ? 'thb' : !L.length && RADIUS_ASKED.test(q) ? 'Rc' : null;
    return want ? { kind: 'dynamics', knowns, want, unit: want === 'v' ? 'm/s' : want === 'Rc' ? 'm' : '°' } : null;
  }
  // a level bend: friction holds the car on it (said level, or friction told or asked)
  if (!LEVEL.test(raw) && mu === undefined && !MU_ASKED.test(q)) return null;
  if (mu !== undefined) {
    if (L.length + S.length !== 1) return null;
    if (L.length && SPEED_ASKED.test(q)) return { kind: 'dynamics', knowns: { mu, g, Rc: L[0].si }, want: 'v', unit: 'm/s' };
    if (S.length && RADIUS_ASKED.test(q)) return { kind: 'dynamics', knowns: { mu, g, v: S[0].si }, want: 'Rc', unit: 'm' };
    return null;
  }
  if (L.length !== 1 || S.length !== 1 || !MU_ASKED.test(q)) return null;
  return { kind: 'dynamics', knowns: { g, Rc: L[0].si, v: S[0].si }, want: 'mu', unit: '' };
}
