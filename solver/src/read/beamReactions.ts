import type { TaskOf } from '../task/task';
import { DIMS } from '../physics/units';
import { allPlaced, exactly, following, of, own, question, type Found, type Situation } from './formulaFamilies';

/**
 * A beam on two simple supports at its ends, in English and French, carrying one or two point
 * loads: the span, each load and its distance from support A (the left one) give the reaction the
 * question names (moments about A give R_B, the vertical balance gives R_A); a load per metre over
 * the whole span acts as its resultant w·L at mid-span. A distance told from
 * B (the right end) is measured back from A. Only one reaction is answered: a question that asks
 * for both, a load spread over part of the span, an overhang or a support that is not at an end is left unread.
 */
type Mech = TaskOf<'mechanics'>;

const BEAM = /\bbeam\b|\bgirder\b|\bplank\b|poutre|madrier|\bsolive\b/i;
/** Supports at its two ends: 'simply supported', 'supports A and B', « deux appuis », « deux poteaux ». */
const SUPPORTS = /simply[\s-]+supported|r[ée]actions?\b|\bsupport(?:s|ed)?\b|\brests?\s+on\b|appuis?\b|poteaux|\bposts\b|\bpillars?\b/i;
/** An overhang, a fixed end or a couple: another problem. */
const OTHER = /overhang|porte[\s-]à[\s-]faux|cantilever|console|encastr|moment\s+of|couple/i;
/** A load spread along the beam: read only when it covers the whole span. */
const SPREAD = /distributed|\budl\b|uniform(?:ly)?\s+(?:load|spread)|r[ée]partie?|per\s+met|par\s+m[èe]tre/i;
const WHOLE = /(?:along|over|on|across|throughout)\s+(?:the\s+|its\s+)?(?:whole|entire|full)\s+(?:span|length|beam)|(?:the\s+|its\s+)?(?:whole|entire|full)\s+(?:span|length)|sur\s+toute\s+(?:sa|la)\s+(?:longueur|port[ée]e)|tout\s+(?:le\s+)?long/i;

/** The span: a length named by 'span', 'long', « portée », « longueur », a beam's own length or the supports' spacing. */
const SPAN_BEFORE = /(?:span|length|longueur|port[ée]e|(?:beam|poutre|girder|plank)(?:\s+(?:AB|uniform|homog[èe]ne|horizontale?|en\s+(?:acier|bois|b[ée]ton)))?(?:\s+(?:of|de))?|apart|distance\s+between|distants?\s+de|espac[ée]s?\s+de|s[ée]par[ée]s?\s+(?:de|par))\s*(?:of\s+|de\s+|is\s+|=\s*|:\s*)?$/i;
const SPAN_AFTER = /^\s*(?:long\b|de\s+long|de\s+port[ée]e|span\b|apart\b|(?:simply[\s-]+supported\s+)?(?:beam|girder|plank)\b)/i;
/** A load's position: its distance from A / the left end, or from B / the right end. */
const FROM_A = /^\s*(?:from|de|du|à\s+partir\s+de)\s+(?:the\s+)?(?:(?:left(?:[\s-]hand)?\s+)?(?:support|end)\s+A\b|(?:l'|la\s+|le\s+)?(?:support|appui|point|poteau|extr[ée]mit[ée])\s+A\b|A\b|left(?:[\s-]hand)?\s+(?:support|end)|l'appui\s+(?:de\s+)?gauche|l'extr[ée]mit[ée]\s+gauche|gauche)/i;
const FROM_B = /^\s*(?:from|de|du|à\s+partir\s+de)\s+(?:the\s+)?(?:(?:right(?:[\s-]hand)?\s+)?(?:support|end)\s+B\b|(?:l'|la\s+|le\s+)?(?:support|appui|point|poteau|extr[ée]mit[ée])\s+B\b|B\b|right(?:[\s-]hand)?\s+(?:support|end)|l'appui\s+(?:de\s+)?droite|l'extr[ée]mit[ée]\s+droite|droite)/i;

/** A load at the middle of the beam (its own weight, « appliqué en son milieu »). */
const MIDDLE = /\b(?:at\s+(?:its|the)\s+(?:middle|centre|center|midpoint)|mid[\s-]?span|en\s+son\s+milieu|au\s+milieu|au\s+centre)\b/i;
/** A uniform beam's own weight, which acts at its middle ('a uniform beam weighing 600 N', « poutre homogène de poids 800 N »). */
const UNIFORM = /\buniform\b|homog[èe]ne/i;
const WEIGHT = /weigh|weight|poids|p[èe]se|mass/i;
const BEAM_WEIGHT = /(?:beam|poutre|plank|girder|madrier)\s+(?:of\s+weight|weighing|that\s+weighs|de\s+poids|pesant|qui\s+p[èe]se)\s*$/i;

const REACTION = /reaction|r[ée]action|support\s+force|force\s+(?:on|at|exerted\s+by)\s+(?:the\s+)?(?:(?:left|right)(?:[\s-]hand)?\s+)?(?:support|post|end)|effort|charge\s+(?:sur|support[ée]e)|supported\s+by|load\s+on\s+(?:each|the)|\bR_?[AB]\b/i;
/** Both reactions asked at once. */
export const BOTH = (q: string): boolean => REACTION.test(q) && (/\bboth\b|\beach\b|\bchaque\b|\bthe\s+reactions\b|\breactions\s+(?:at|of)\s+(?:the\s+)?supports\b|les\s+(?:r[ée]actions|actions|efforts)\b|(?:reactions?|r[ée]actions?|forces?|efforts?)\s+(?:at|en|in|aux?\s+(?:appuis|points)|of\s+the\s+supports)?\s*A\s+(?:and|et)\s+(?:at\s+|en\s+)?B\b|\bR_?A\s*(?:and|et|,)\s*R_?B\b/i.test(q));

/** The reaction asked: at A (left) or at B (right); null when neither or both sides are named. */
export function beamAsked(q: string): 'RA' | 'RB' | null {
  if (!REACTION.test(q) || BOTH(q)) return null;
  const a = /(?:\b(?:at|en|in|on|of|au|sur\s+le|de|du|par\s+le|par)\s+(?:l')?(?:the\s+)?(?:support\s+|point\s+|poteau\s+|appui\s+)?A\b|\bR_?A\b|\bleft(?:[\s-]hand)?\s+(?:support|end)|(?:appui|poteau)\s+(?:de\s+)?gauche)/i.test(q);
  const b = /(?:\b(?:at|en|in|on|of|au|sur\s+le|de|du|par\s+le|par)\s+(?:l')?(?:the\s+)?(?:support\s+|point\s+|poteau\s+|appui\s+)?B\b|\bR_?B\b|\bright(?:[\s-]hand)?\s+(?:support|end)|(?:appui|poteau)\s+(?:de\s+)?droite)/i.test(q);
  return a === b ? null : a ? 'RA' : 'RB';
}

/** The loads on a beam on two end supports: its span, each point load with its distance from A, and a load per metre over the whole span. */
export interface BeamLoading { span: number; loads: Array<{ F: Found; a: number }>; F: Found[]; W: Found[] }

export function beamLoading({ raw, rest, qs }: Situation): BeamLoading | null {
  if (!BEAM.test(raw) || !SUPPORTS.test(raw)) return null;
  const F = of(qs, DIMS.force);
  const L = of(qs, DIMS.L);
  // a load per metre (kN/m) over the whole span
  const W = of(qs, DIMS.stiffness);
  if (W.length > 1 || (W.length === 1) !== SPREAD.test(raw) || (W.length && (!WHOLE.test(raw) || F.length > 1))) return null;
  if (F.length + W.length < 1 || F.length > 2 || L.length < 1 || L.length > F.length + 1 || !exactly(qs, F, L, W) || !allPlaced(rest, qs, /\b[AB]\b/g)) return null;
  const spans = L.filter((q) => SPAN_BEFORE.test(own(rest, qs, q)) || SPAN_AFTER.test(following(rest, qs, q)));
  if (spans.length !== 1) return null;
  const span = spans[0].si;
  // each load and the distance told after it (before the next load), or its middle; a distance
  // without its support takes the one the list ends with ('2 kN at 1 m and 1 kN at 2 m from A')
  const positions = L.filter((q) => q !== spans[0]);
  const from = (d: Found): 'A' | 'B' | null => (FROM_A.test(rest.slice(d.end)) ? 'A' : FROM_B.test(rest.slice(d.end)) ? 'B' : null);
  const loads: Array<{ F: Found; a: number }> = [];
  let used = 0;
  // 'loads of 10 kN and 20 kN at 2 m and 5 m from A (respectively)': paired in the order told
  const respectively = F.length === 2 && positions.length === 2 && positions.every((d) => d.at > F[1].end);
  if (respectively) {
    const side = positions.map(from).find((x) => x !== null) ?? null;
    for (const [i, f] of F.entries()) {
      const a = side === 'A' ? positions[i].si : side === 'B' ? span - positions[i].si : null;
      if (a === null || a <= 0 || a >= span) return null;
      loads.push({ F: f, a });
    }
    used = 2;
  }
  for (const [i, f] of (respectively ? [] : F.entries())) {
    const stop = F[i + 1]?.at ?? rest.length;
    const mine = positions.filter((d) => d.at > f.end && d.end <= stop);
    if (mine.length > 1) return null;
    if (!mine.length) {
      // a uniform beam's weight, or the weight told as the beam's own (« une poutre de poids 1000 N », 'a beam weighing 600 N'): at its middle
      const ownWeight = (UNIFORM.test(raw) && WEIGHT.test(own(rest, qs, f))) || BEAM_WEIGHT.test(own(rest, qs, f));
      if (!MIDDLE.test(rest.slice(f.end, stop)) && !ownWeight) return null;
      loads.push({ F: f, a: span / 2 });
      continue;
    }
    const d = mine[0];
    used += 1;
    const side = from(d) ?? positions.filter((x) => x.at > d.end).map(from).find((x) => x !== null) ?? null;
    const a = side === 'A' ? d.si : side === 'B' ? span - d.si : null;
    if (a === null || a <= 0 || a >= span) return null;
    loads.push({ F: f, a });
  }
  // every distance told belongs to a load
  return used === positions.length ? { span, loads, F, W } : null;
}

export function readBeamReactions(s: Situation): Mech | null {
  if (OTHER.test(s.raw)) return null;
  const loading = beamLoading(s);
  if (!loading) return null;
  const { span, loads, F, W } = loading;
  const q = question(s.raw);
  // both reactions asked: the one at A, then the one at B
  const both = BOTH(q);
  const want = both ? 'RA' : beamAsked(q);
  if (!want) return null;
  const unit = [...F, ...W].some((f) => /kN/.test(f.unit)) ? 'kN' : 'N';
  // a distributed load acts as its resultant w·L at mid-span: the first of two loads, or the only one
  if (W.length) {
    const knowns: Record<string, number> = loads.length ? { wu: W[0].si, Lsp: span, Fq2: loads[0].F.si, aq2: loads[0].a } : { wu: W[0].si, Lsp: span };
    return { kind: 'mechanics', knowns, want: loads.length ? `${want}2` : want, unit, ...(both ? { also: loads.length ? 'RB2' : 'RB' } : {}) };
  }
  const knowns: Record<string, number> = loads.length === 1
    ? { Fbm: loads[0].F.si, ab: loads[0].a, Lsp: span }
    : { Fq1: loads[0].F.si, aq1: loads[0].a, Fq2: loads[1].F.si, aq2: loads[1].a, Lsp: span };
  return { kind: 'mechanics', knowns, want: loads.length === 1 ? want : `${want}2`, unit, ...(both ? { also: loads.length === 1 ? 'RB' : 'RB2' } : {}) };
}
