import type { TaskOf } from '../task/task';
import { DIMS } from '../physics/units';
import { allPlaced, exactly, of, question, type Found, type Situation } from './formulaFamilies';

/**
 * A rigid body of a standard shape turning about its axis, in English and French: its moment of
 * inertia (solid disc or cylinder ½MR², ring or hoop MR², solid sphere ⅖MR², thin spherical shell
 * ⅔MR², rod about its centre ML²/12 or about an end ML²/3), its rotational kinetic energy ½Iω² at a
 * speed in rpm or rad/s, the torque Iα for an angular acceleration, or the angular acceleration a
 * torque gives. A flywheel or a wheel whose shape is not said is not guessed.
 */
type Dynamics = TaskOf<'dynamics'>;

/** Each shape with the letter its size is read into (the relation for I names the shape). */
const SHAPES: { re: RegExp; size: string; length?: true }[] = [
  { re: /(?:hollow|thin[\s-]*walled|thin)\s+(?:spherical\s+shell|sphere)|spherical\s+shell|sph[èe]re\s+creuse|coquille\s+sph[ée]rique/i, size: 'rShell' },
  { re: /(?:solid|uniform)\s+(?:sphere|ball)|\bsph[èe]re\s+(?:pleine|homog[èe]ne)|\bboule\b/i, size: 'rSphere' },
  { re: /\bring\b|\bhoop\b|thin[\s-]*walled\s+(?:cylinder|tube)|\banneau\b|\bcerceau\b|cylindre\s+creux\s+(?:à|de)\s+paroi\s+mince/i, size: 'rRing' },
  { re: /(?:solid|uniform)\s+(?:disc|disk|cylinder)|\b(?:disc|disk)\b|\bdisque\b|cylindre\s+(?:plein|homog[èe]ne)|treated\s+as\s+a\s+(?:solid\s+)?(?:disc|disk|cylinder)/i, size: 'rDisk' },
  { re: /\b(?:rod|bar|stick|tige|barre)\b/i, size: 'Lrod', length: true },
];
const ROD_END = /\b(?:about|around|through)\s+(?:one\s+|an?\s+|its\s+)?end\b|pivot\w*\s+(?:at|about)\s+(?:one\s+|an?\s+|its\s+)?end|(?:autour\s+d['’]une|par\s+une|à\s+une|en\s+une)\s+(?:de\s+ses\s+)?extr[ée]mit[ée]s?|hinged\s+at\s+(?:one\s+)?end/i;
const ROD_CENTRE = /\b(?:about|around|through)\s+(?:its\s+)?(?:the\s+)?(?:centre|center|middle|midpoint)|(?:autour\s+de\s+son|par\s+son|en\s+son)\s+(?:centre|milieu)/i;
/** An axis other than the body's own (an edge, a parallel axis): a different formula, left unread. */
const OTHER_AXIS = /\bedge\b|\bbord\b|tangent|parallel[\s-]+axis|huygens|steiner/i;
/** A diameter as the axis: a sphere's own, but not a disc's or a ring's (their axis is perpendicular to their plane). */
const DIAMETER_AXIS = /\bdiameter\s+axis|(?:about|around|through)\s+(?:a|its|any|one)\s+diameter|\baxe\s+diam[ée]tral|(?:autour|par\s+rapport)\s+(?:d['’]un|[àa]\s+un|de\s+son)\s+diam[èe]tre/i;
const INERTIA = /moment\s+of\s+inertia|rotational\s+inertia|moment\s+d['’]inertie|\binertia\b|\binertie\b/i;
const KINETIC = /kinetic\s+energy|[ée]nergie\s+cin[ée]tique|\bKE\b|\bE_?c\b/i;
const TORQUE = /\btorque\b|\bcouple\b|moment\s+(?:du\s+couple|moteur)/i;
const ANG_ACC = /angular\s+acceleration|acc[ée]l[ée]ration\s+angulaire/i;

const rel = (knowns: Record<string, number>, want: string, unit: string): Dynamics => ({ kind: 'dynamics', knowns, want, unit });

/** The shape named, with its size letter; null when none or more than one is named. */
function shapeOf(raw: string): { size: string; length?: true } | null {
  const hits = SHAPES.filter((s) => s.re.test(raw));
  // "a hollow sphere" also reads as a sphere: the first (most specific) names it
  const named = hits.filter((s) => !(s.size === 'rSphere' && hits.some((h) => h.size === 'rShell')) && !(s.size === 'rDisk' && hits.some((h) => h.size === 'rRing')));
  if (named.length !== 1) return null;
  const [s] = named;
  if (DIAMETER_AXIS.test(raw) && s.size !== 'rSphere' && s.size !== 'rShell') return null;
  if (!s.length) return s;
  const end = ROD_END.test(raw);
  if (end === ROD_CENTRE.test(raw)) return null;
  return { size: end ? 'LrodEnd' : 'Lrod', length: true };
}

/** The radius (half a diameter said so) or the rod's length. */
function size(rest: string, qs: Found[], L: Found, length: boolean): number | null {
  const words = rest.slice(Math.max(0, L.at - 30), L.at);
  const diameter = /diam[eè]t\w*\s*(?:of|is|=|:|de|d['’]|égal\s+à|vaut)?\s*$|\bD\s*=\s*$|\bØ\s*$/i.test(words);
  if (length) return diameter ? null : L.si;
  return diameter ? L.si / 2 : L.si;
}

/** A standard body named with a mass in units ("a solid disc of 2 kg"): its moment of inertia is read here, not refused as uncovered. */
export const standardBodyWithMass = (raw: string): boolean => !OTHER_AXIS.test(raw) && shapeOf(raw) !== null && /\d\s*(?:kg|g)\b/.test(raw);

export function readRotation({ raw, rest, qs }: Situation): Dynamics | null {
  if (OTHER_AXIS.test(raw)) return null;
  const shape = shapeOf(raw);
  const M = of(qs, DIMS.M);
  const L = of(qs, DIMS.L);
  const W = of(qs, DIMS.freq).filter((x) => /^(?:rpm|tr\/min|rad\/s|rev\/s|tr\/s|rev\/min)$/.test(x.unit));
  const A = of(qs, DIMS.angAcc);
  const Tq = of(qs, DIMS.torque);
  if (!shape || M.length !== 1 || L.length !== 1 || W.length + A.length + Tq.length > 1 || !exactly(qs, M, L, W, A, Tq) || !allPlaced(rest, qs)) return null;
  const r = size(rest, qs, L[0], shape.length === true);
  if (r === null) return null;
  const knowns: Record<string, number> = { m: M[0].si, [shape.size]: r };
  const q = question(raw);
  if (W.length) return KINETIC.test(q) ? rel({ ...knowns, w: W[0].si }, 'Ekr', 'J') : null;
  if (A.length) return TORQUE.test(q) ? rel({ ...knowns, alpha: A[0].si }, 'Tq', 'N·m') : null;
  if (Tq.length) return ANG_ACC.test(q) ? rel({ ...knowns, Tq: Tq[0].si }, 'alpha', 'rad/s^2') : null;
  return INERTIA.test(q) ? rel(knowns, 'Irot', 'kg·m^2') : null;
}
