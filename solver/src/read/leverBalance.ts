import type { TaskOf } from '../task/task';
import { DIMS } from '../physics/units';
import { allPlaced, following, of, own, question, type Found, type Situation } from './formulaFamilies';

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
function sides(qs: Found[], oneTold = false): Array<{ load?: Found; arm?: Found }> | null {
  const out: Array<{ load?: Found; arm?: Found }> = [{}];
  for (const q of qs) {
    const slot = of([q], DIMS.L).length ? 'arm' : 'load';
    if (out[out.length - 1][slot]) out.push({});
    out[out.length - 1][slot] = q;
  }
  // a side told whole (its load and its arm) and nothing of the other: the other side is the one asked
  if (oneTold && out.length === 1) out.push({});
  return out.length === 2 ? out : null;
}

/** The bar's whole length ('a 2 m lever', « un levier de 2 m de long », 'a plank 3 m long'): no arm, but arms that add up to it. */
const BAR = String.raw`(?:lever|levier|bar|barre|plank|planche|rod|tige|seesaw|balan[çc]oire|bascule|pole|perche|crowbar|pied-de-biche)`;
const WHOLE_BEFORE = new RegExp(String.raw`${BAR}\s*(?:\(\s*)?(?:(?:is|which\s+is|that\s+is|est|qui\s+mesure|mesure)\s+)?(?:of\s+length|of|de\s+longueur|de|long\s+de|mesurant|measuring|length|longueur)?\s*[:=]?\s*$`, 'i');
const WHOLE_AFTER = new RegExp(String.raw`^\s*(?:-\s*)?(?:long\b|de\s+long|in\s+length|de\s+longueur|${BAR})`, 'i');
const OTHER_END = /other\s+end|opposite\s+end|l'autre\s+(?:extr[ée]mit[ée]|bout)/i;
// (the pivot placed so far from the load, the effort at the other end: the load is at the first end)
const FROM_END = /from\s+(?:the|a|an)\s+(?:[\d.,]+\s*[a-zA-Z]+\s+)?(?:load|weight|rock|stone|box|crate)\b|de\s+la\s+charge|du\s+(?:poids|fardeau|rocher)|from\s+(?:the|one|that|its|an?)\s+end|from\s+the\s+end|d'une\s+(?:de\s+ses\s+)?extr[ée]mit[ée]s?|d'un\s+(?:de\s+ses\s+)?bouts?|du\s+bout|de\s+l'extr[ée]mit[ée]|(?:à|at)\s+(?:un|one)\s+(?:bout|end)|placée?\s+à\s+un\s+bout/i;
/** A load and an effort on the same side of the pivot (a wheelbarrow, a nutcracker): the arms do not add up to the bar. */
const SAME_SIDE = /wheelbarrow|brouette|nutcracker|casse-noix|same\s+side|m[êe]me\s+c[ôo]t[ée]|second[\s-]+class|third[\s-]+class|deuxi[èe]me\s+genre|troisi[èe]me\s+genre/i;
/** The pivot at one end of the bar ('pivoted at one end', « son point d'appui à une extrémité »): load and effort on the same side, each arm measured from that end. */
const PIVOT_AT_END = /(?:pivot(?:s|ed)?|fulcrum|hinged?|point\s+d'appui|articul[ée]e?|axe)[^.?!\d]{0,25}?(?:at|on|à|a)\s+(?:one|an|its|the|un|une|l'une|son|sa|l')\s*(?:de\s+ses\s+)?(?:(?:left|right|near|lower|upper)\s+)?(?:end|bout|extr[ée]mit[ée])|(?:at|à)\s+(?:one|une?|l'une|its|the)\s+(?:de\s+ses\s+)?(?:end|bout|extr[ée]mit[ée])[^.?!\d]{0,15}?(?:pivot|fulcrum|hinge|point\s+d'appui)/i;
/** A distance measured from the end away from the pivot. */
const FROM_FAR_END = /from\s+the\s+(?:other|free|far|opposite)\s+end|de\s+l'autre\s+(?:extr[ée]mit[ée]|bout)|du\s+bout\s+libre|de\s+l'extr[ée]mit[ée]\s+libre/i;
const isWhole = (rest: string, qs: Found[], q: Found): boolean => WHOLE_BEFORE.test(own(rest, qs, q)) || WHOLE_AFTER.test(following(rest, qs, q));

export function readLeverBalance({ raw, rest, qs: all }: Situation): Mech | null {
  if (!PIVOT.test(raw) || !BALANCED.test(raw)) return null;
  const wholes = of(all, DIMS.L).filter((q) => isWhole(rest, all, q));
  if (wholes.length > 1) return null;
  // a distance asked does not come from the bar's length (the pivot may be anywhere on it)
  // the other arm is the rest of the bar only with the pivot between the forces: measured from one end, the effort at the other end
  // with the pivot at one end, the effort at the other end acts at the bar's whole length
  const atEnd = PIVOT_AT_END.test(raw);
  if (atEnd && FROM_FAR_END.test(raw)) return null;
  const between = !atEnd && OTHER_END.test(raw) && FROM_END.test(raw) && !SAME_SIDE.test(raw);
  const whole = /how\s+far|where|distance|[àa]\s+quelle\s+distance|o[ùu]\s/i.test(question(raw)) || !(between || (atEnd && OTHER_END.test(raw))) ? undefined : wholes[0];
  const qs = all.filter((q) => q !== wholes[0]);
  const M = of(qs, DIMS.M);
  const F = of(qs, DIMS.force);
  const L = of(qs, DIMS.L);
  // all loads of one kind (masses or forces), three values of the four, each placed
  if (qs.length !== 3 - (whole && L.length === 1 ? 1 : 0) || L.length + M.length + F.length !== qs.length || (M.length && F.length) || L.length === 0 || L.length === 3 || !allPlaced(rest, all)) return null;
  const one = whole && L.length === 1 ? sides(qs, true) : null;
  const two = one ?? sides(qs);
  if (!two) return null;
  // the pivot placed along a bar of known length: the other arm is what is left of the bar
  if (whole && L.length === 1) {
    const [a, b] = two;
    const bare = a.arm ? b : a;
    const arm = a.arm ?? b.arm;
    if (bare.arm || !arm || arm.si >= whole.si) return null;
    bare.arm = atEnd ? whole : { ...whole, si: whole.si - arm.si };
  } else if (wholes.length) {
    // the bar's length is told but both arms are too: they must fit on it (side by side from the end pivot, or on either side of it)
    if ((atEnd ? Math.max(...L.map((q) => q.si)) : L.reduce((x, q) => x + q.si, 0)) > wholes[0].si * (1 + 1e-9)) return null;
  }
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
