import type { TaskOf } from '../task/task';
import { DIMS } from '../physics/units';
import { allPlaced, degs, exactly, of, own, following, question, type Found, type Situation } from './formulaFamilies';

/**
 * A car (or a bike, a runner, a train) round a bend, in English and French. On a level road the
 * friction is the centripetal force, at most μmg, so m v²/r ≤ μ m g: the greatest speed √(μ g r),
 * the least μ = v²/(g r) for a speed, or the least radius v²/(μ g). On a bend banked at θ taken
 * without friction the normal force alone turns it: tan θ = v²/(g r). Banked with friction, both
 * at work, there is a range of speeds: the greatest (friction down the slope) or the least (up it)
 * is read when the question names which, both when it asks for the range; a bare "speed" there is
 * ambiguous and left unread. Banked with no μ and no friction named, the speed asked is the design
 * speed, the one at which the bank alone turns the car.
 */
type Dyn = TaskOf<'dynamics'>;

const BEND = /\bbends?\b|\bcurves?\b|\bcorners?\b|\bturns?\b|roundabout|\bvirages?\b|\bcourbes?\b|rond-point|\btournant\b|\bexit\s+ramp|\bhighway\s+exit|(?:circular|curved)\s+(?:\p{L}+\s+)?(?:track|road|path)|\bbanked\s+(?:\p{L}+\s+)?(?:track|road|highway|ramp)|piste\s+(?:circulaire|relev[ée]e)|trajectoire\s+circulaire/iu;
const BANKED = /(?<!un|not\s|non\s|non-)banked|\bbank(?:ing)?\s+angle|(?<!non\s)relev[ée]|inclin[ée]|angle\s+d['’]inclinaison|d[ée]vers|superelevat/i;
const LEVEL = /\bflat\b|\blevel\b|unbanked|not\s+banked|non[\s-]banked|horizontal|\bplat\b|non\s+relev[ée]|\bplane\b/i;
const NO_FRICTION = /frictionless|without\s+(?:any\s+)?friction|no\s+friction|(?:not|n't|without)\s+(?:\p{L}+\s+){0,2}?(?:depend(?:ing)?|rel(?:y|ying)|need(?:ing)?|requir(?:e|ing)|us(?:e|ing))\s+(?:on\s+|upon\s+)?(?:any\s+)?friction|zero\s+friction|friction(?:al)?\s+(?:force\s+)?(?:is\s+)?not\s+(?:required|needed|necessary)|aucune?\s+(?:force\s+de\s+)?frottements?|(?:pas|plus)\s+(?:avoir\s+)?besoin\s+d(?:es?|u|['’])\s*frottements?|sans\s+(?:avoir\s+besoin\s+d[eu]s?\s+|l['’]aide\s+d[eu]s?\s+)frottements?|(?:not|without)\s+(?:rely(?:ing)?\s+on|need(?:ing)?)\s+(?:any\s+)?friction|friction\s+is\s+(?:not\s+needed|negligible|neglected)|icy|verglac|sans\s+(?:aucun\s+)?frottements?|frottements?\s+n[ée]glig|sans\s+compter\s+sur\s+(?:le|les)\s+frottements?|design\s+speed|ideal\s+speed|vitesse\s+id[ée]ale|vitesse\s+de\s+conception/iu;
const MU_ASKED = /coefficient|\bμ|\bµ|\bmu\b|adh[ée]rence/i;
const SPEED_ASKED = /speed|velocity|how\s+fast|vitesse|km\/h|m\/s|(?<![\p{L}])v_?\{?max\b/iu;
const RADIUS_ASKED = /radius|rayon|how\s+(?:tight|sharp)/i;
const MAX_ASKED = /max(?:imum|imale?)?\b|greatest|highest|fastest|top\s+speed|plus\s+grande|la\s+plus\s+[ée]lev[ée]e|limite\s+sup|without\s+(?:sliding|skidding|slipping)\s+(?:up|out)|(?:slide|skid|slip)s?\s+(?:up|out)|vers\s+l['’]ext[ée]rieur|(?<![\p{L}])v_?\{?max\b/iu;
const MIN_ASKED = /min(?:imum|imale?)?\b|least|lowest|slowest|plus\s+petite|la\s+plus\s+faible|limite\s+inf|(?:slide|skid|slip)s?\s+(?:down|in)|(?:sliding|skidding|slipping)\s+down|vers\s+l['’]int[ée]rieur|(?<![\p{L}])v_?\{?min\b/iu;
const ANGLE_ASKED = /angle|banked\s+at|relev/i;
/** A quantity other than a speed, an angle, a radius or μ named in the question. */
const OTHER_ASKED = /\bforces?\b|r[ée]action|\bweight\b|\bpoids\b|\btension\b|acc[ée]l[ée]ration|\benergy\b|[ée]nergie|\btime\b|\btemps\b|dur[ée]e|period|p[ée]riode|\bmass\b|\bmasse\b|\bwork\b|travail|\bpower\b|puissance/i;
/** Both ends of the range asked: "the range of speeds", "between what speeds", « entre quelles vitesses ». */
const RANGE_ASKED = /\brange\s+of\s+(?:safe\s+|possible\s+|allowed\s+)?(?:speeds|velocities)|(?:speed|velocity)\s+range|between\s+(?:what|which)\s+(?:speeds|velocities|limits)|\bplage\s+de\s+vitesses|\bintervalle\s+de\s+vitesses|\bentre\s+quelles\s+vitesses|fourchette\s+de\s+vitesses/i;
/** Only the greatest speed makes sense of "how fast can it go", « jusqu'à quelle vitesse ». */
const HOW_FAST_CAN = /how\s+fast\s+(?:can|could|may)\b|jusqu['’]\s*[àa]\s+quelle\s+vitesse/i;
/** Friction named without being ruled out: with no μ told, the speed asked could be a limit the text cannot give. */
const FRICTION_TOLD = /friction|frottements?|adh[ée]rence|\bgrip\b/i;

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
  // another quantity asked ("the normal force at the design speed", « la réaction … à la vitesse de conception ») is not the speed named beside it
  if (OTHER_ASKED.test(q.replace(new RegExp(NO_FRICTION.source, 'giu'), ' '))) return null;
  const banked = BANKED.test(raw) || D.length === 1;
  if (banked) {
    if (mu !== undefined) return bankedWithFriction(q, mu, g, D, L, S);
    // banked: without friction, the angle, speed or radius from the two others. With no μ and no
    // friction named, the speed asked is the one the bank is made for (its design speed); a greatest
    // or least speed there would need a friction the text does not give
    const designed = NO_FRICTION.test(raw) || (!FRICTION_TOLD.test(raw) && !MAX_ASKED.test(q) && !MIN_ASKED.test(q) && !HOW_FAST_CAN.test(q));
    if (!designed || D.length + L.length + S.length !== 2) return null;
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

/**
 * Banked at a told angle, radius and μ: the greatest or the least speed, whichever the question
 * names, or both when it asks for the range (or names both ends).
 */
function bankedWithFriction(q: string, mu: number, g: number, D: Found[], L: Found[], S: Found[]): Dyn | null {
  if (D.length !== 1 || L.length !== 1 || S.length || !SPEED_ASKED.test(q)) return null;
  const most = MAX_ASKED.test(q) || HOW_FAST_CAN.test(q);
  const least = MIN_ASKED.test(q);
  const knowns = { g, mu, thb: D[0].si, Rc: L[0].si };
  if (RANGE_ASKED.test(q) || (most && least)) return { kind: 'dynamics', knowns, want: 'vbmin', unit: 'm/s', also: 'vbmax' };
  if (most === least) return null;
  return { kind: 'dynamics', knowns, want: most ? 'vbmax' : 'vbmin', unit: 'm/s' };
}
