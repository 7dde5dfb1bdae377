import type { TaskOf } from '../task/task';
import { DIMS } from '../physics/units';
import { allPlaced, exactly, of, own, following, question, type Found, type Situation } from './formulaFamilies';
import { beamAsked, BOTH } from './beamReactions';

/**
 * Beams the end-supported reader leaves: supports placed along the beam ("supported at 1 m and
 * 3 m from the left end", « appuis à 1 m et à 3 m de l'extrémité gauche », overhangs), and a load
 * per metre over part of it ("over the first 2 m", "from 1 m to 3 m from A", "over the right half",
 * "from the midpoint to the right end", « sur les 2 premiers mètres »). Every position is measured
 * from the left end, then from support A (a load before A has a negative distance); a spread load
 * keeps its extent, and its moment about each support is the integral of w·x over it. One point
 * load may be added. A position or an extent that is not read leaves the beam unread.
 */
type Mech = TaskOf<'mechanics'>;

const BEAM = /\bbeam\b|\bgirder\b|\bplank\b|poutre|madrier/i;
const SPREAD = /distributed|\budl\b|uniform(?:ly)?\s+(?:distributed\s+)?load|r[ée]partie?|per\s+met|par\s+m[èe]tre/i;
const LENGTH_BEFORE = /(?:length|longueur|span|port[ée]e|(?:beam|poutre|girder|plank)(?:\s+(?:AB|of|de))?)\s*(?:of\s+|de\s+|is\s+|=\s*|:\s*)?(?:L\s*=\s*)?$/i;
const LENGTH_AFTER = /^\s*(?:long\b|de\s+long|span\b|de\s+port[ée]e|(?:simply[\s-]+supported\s+)?(?:beam|girder|plank|poutre)\b)/i;
const NUM = String.raw`(\d+(?:[.,]\d+)?)\s*m\b`;
/** Two supports placed from the left end: "supported at 1 m and 3 m from the left end". */
const SUPPORTS_AT = new RegExp(String.raw`(?:supported|supports?\s+(?:are\s+)?(?:placed\s+|located\s+)?|appuis?\s+(?:sont\s+)?(?:plac[ée]s\s+|situ[ée]s\s+)?|repose\s+sur\s+deux\s+appuis\s+(?:plac[ée]s\s+|situ[ée]s\s+)?)\s*(?:at|à)\s+${NUM}\s+(?:and|et)\s+(?:at\s+|à\s+)?${NUM}\s+(?:from\s+(?:the\s+)?left(?:\s+end)?|from\s+(?:the\s+)?end\s+A|de\s+l'extr[ée]mit[ée]\s+gauche|du\s+bord\s+gauche)`, 'i');
/** A load per metre over a part, its extent in words ([from, to] in metres from the left end, given the length). */
const EXTENTS: Array<[RegExp, (L: number, x: number[]) => [number, number] | null]> = [
  [/(?:over|on|across|along)\s+(?:the\s+)?(?:whole|entire|full|complete)\s+(?:length|span|beam)|(?:the\s+)?(?:whole|entire|full|complete)\s+length|sur\s+toute\s+(?:sa|la)\s+longueur|tout\s+le\s+long/i, (L) => [0, L]],
  [/(?:over|on)\s+(?:the\s+|its\s+)?left\s+half|moiti[ée]\s+gauche/i, (L) => [0, L / 2]],
  [/(?:over|on)\s+(?:the\s+|its\s+)?right\s+half|moiti[ée]\s+droite/i, (L) => [L / 2, L]],
  [/(?:from|starts?\s+at)\s+(?:the\s+)?(?:mid[\s-]?(?:point|span)|cent(?:re|er)|middle|half[\s-]?way(?:\s+(?:mark|point))?)\s+(?:to|up\s+to|until)\s+(?:the\s+)?right(?:\s+end)?|du\s+milieu\s+(?:à|jusqu'à)\s+l'extr[ée]mit[ée]\s+droite/i, (L) => [L / 2, L]],
  [/starts?\s+at\s+the\s+right\s+end\s+and\s+extends\s+(?:only\s+)?to\s+the\s+(?:half[\s-]?way\s+(?:mark|point)|mid[\s-]?(?:point|span)|middle|cent(?:re|er))/i, (L) => [L / 2, L]],
  [/(?:from|starts?\s+at)\s+(?:the\s+)?left\s+end\s+(?:to|up\s+to)\s+(?:the\s+)?(?:mid[\s-]?(?:point|span)|cent(?:re|er)|middle|half[\s-]?way(?:\s+(?:mark|point))?)|de\s+l'extr[ée]mit[ée]\s+gauche\s+(?:au|jusqu'au)\s+milieu/i, (L) => [0, L / 2]],
];
/** An extent told with a length: "over the first 2 m", "the last 1.5 m", « sur les 2 premiers mètres ». */
const FIRST = /(?:over|on|along|across)\s+(?:the\s+)?first\s*$|sur\s+les\s*$/i;
const LAST = /(?:over|on|along|across)\s+(?:the\s+)?last\s*$/i;
const FIRST_AFTER = /^\s*(?:premiers?\s+m[èe]tres|premiers)/i;
const LAST_AFTER = /^\s*(?:derniers?\s+m[èe]tres|derniers)/i;
/** A count of metres in words, the unit after the rank: « sur les 2 premiers mètres », 'over the 2 last metres'. */
const RANKED = /(?:sur\s+les|over\s+the)\s+(\d+(?:[.,]\d+)?)\s+(premiers|derniers|first|last)\s+(?:m[èe]tres|metres|meters)\b/i;
/** "from 1 m to 3 m (from the left end)", « entre 1 m et 3 m de l'extrémité gauche ». */
const FROM_TO = new RegExp(String.raw`(?:from|between|de|entre)\s+${NUM}\s+(?:to|and|à|et)\s+${NUM}(?:\s+(?:from\s+(?:the\s+)?left(?:\s+end)?|from\s+A|de\s+l'extr[ée]mit[ée]\s+gauche|de\s+A))?`, 'i');
/** A point load's position from the left end (or from A when A is that end). */
const FROM_LEFT = /^\s*(?:from|de|du)\s+(?:the\s+)?(?:left(?:[\s-]hand)?(?:\s+end)?|end\s+A|l'extr[ée]mit[ée]\s+gauche|bord\s+gauche)/i;
const FROM_SUPPORT_A = /^\s*(?:from|de|du)\s+(?:the\s+)?(?:support\s+|appui\s+|point\s+|l'appui\s+)?A\b/i;
const FROM_SUPPORT_B = /^\s*(?:from|de|du)\s+(?:the\s+)?(?:support\s+|appui\s+|point\s+|l'appui\s+)?B\b|^\s*(?:from|de)\s+(?:the\s+)?right(?:\s+end)?|^\s*de\s+l'extr[ée]mit[ée]\s+droite/i;
const AT_RIGHT_END = /^\s*(?:[^,.;]{0,12})?\b(?:at\s+the\s+(?:right|free)\s+end|à\s+l'extr[ée]mit[ée]\s+(?:droite|libre))/i;

const within = (q: Found, m: RegExpExecArray): boolean => q.at >= m.index && q.end <= m.index + m[0].length;

export function readBeamLayout({ raw, rest, qs }: Situation): Mech | null {
  if (!BEAM.test(raw)) return null;
  const F = of(qs, DIMS.force);
  const L = of(qs, DIMS.L);
  const W = of(qs, DIMS.stiffness);
  const ranked = RANKED.exec(rest);
  if (F.length > 1 || W.length > 1 || F.length + W.length < 1 || (!W.length && SPREAD.test(raw)) || !exactly(qs, F, L, W) || !allPlaced(rest, qs, new RegExp(`\\b[AB]\\b|${RANKED.source}`, 'gi'))) return null;
  const lengths = L.filter((q) => LENGTH_BEFORE.test(own(rest, qs, q)) || LENGTH_AFTER.test(following(rest, qs, q)));
  if (lengths.length !== 1) return null;
  const total = lengths[0].si;
  const spanWord = /span|port[ée]e/i.test(own(rest, qs, lengths[0]));
  const used = new Set<Found>([lengths[0]]);
  // the supports: told along the beam, else at its two ends
  const sm = SUPPORTS_AT.exec(rest);
  let supports: [number, number] = [0, total];
  if (sm) {
    // a span is the distance between the supports: with supports placed along the beam it is not its length
    if (spanWord) return null;
    const inside = L.filter((q) => within(q, sm));
    if (inside.length !== 2) return null;
    inside.forEach((q) => used.add(q));
    supports = [inside[0].si, inside[1].si];
  }
  if (!(supports[0] >= 0 && supports[0] < supports[1] && supports[1] <= total)) return null;
  // the spread load's extent
  let extent: [number, number] | null = null;
  if (W.length) {
    const named = EXTENTS.find(([re]) => re.test(rest));
    const ft = FROM_TO.exec(rest);
    const firstLast = L.filter((q) => !used.has(q) && (FIRST.test(own(rest, qs, q)) || LAST.test(own(rest, qs, q)) || FIRST_AFTER.test(following(rest, qs, q)) || LAST_AFTER.test(following(rest, qs, q))));
    if (ranked && !named && !ft && !firstLast.length) {
      const d = Number(ranked[1].replace(',', '.'));
      extent = /derniers|last/i.test(ranked[2]) ? [total - d, total] : [0, d];
    } else if (ranked) return null;
    else if (named && !ft && !firstLast.length) extent = named[1](total, []);
    else if (ft && !named && !firstLast.length) {
      const inside = L.filter((q) => !used.has(q) && within(q, ft));
      if (inside.length !== 2) return null;
      inside.forEach((q) => used.add(q));
      extent = [inside[0].si, inside[1].si];
    } else if (firstLast.length === 1 && !named && !ft) {
      const d = firstLast[0];
      used.add(d);
      const last = LAST.test(own(rest, qs, d)) || LAST_AFTER.test(following(rest, qs, d));
      extent = last ? [total - d.si, total] : [0, d.si];
    }
    if (!extent || !(extent[0] >= 0 && extent[0] < extent[1] && extent[1] <= total)) return null;
  }
  // this reader takes only what the end-supported one leaves: supports along the beam or a partial spread load
  const partial = extent !== null && (extent[0] > 0 || extent[1] < total);
  if (!sm && !partial) return null;
  // the point load: at a distance from the left end, or at the right (free) end
  let point: { F: number; x: number } | null = null;
  if (F.length) {
    const rest2 = L.filter((q) => !used.has(q) && q.at > F[0].end);
    // with the supports at the ends, A is the left end and B the right one
    const fromA = !sm && FROM_SUPPORT_A.test(rest.slice(rest2[0]?.end ?? 0));
    const fromB = !sm && FROM_SUPPORT_B.test(rest.slice(rest2[0]?.end ?? 0));
    if (rest2.length === 1 && (FROM_LEFT.test(rest.slice(rest2[0].end)) || fromA || fromB)) {
      used.add(rest2[0]);
      point = { F: F[0].si, x: fromB ? total - rest2[0].si : rest2[0].si };
    } else if (!rest2.length && AT_RIGHT_END.test(rest.slice(F[0].end))) point = { F: F[0].si, x: total };
    else return null;
    if (point.x < 0 || point.x > total) return null;
  }
  if (used.size !== L.length) return null;
  const both = BOTH(question(raw));
  const want = both ? 'RA' : beamAsked(question(raw));
  if (!want) return null;
  const unit = [...F, ...W].some((f) => /kN/.test(f.unit)) ? 'kN' : 'N';
  const span = supports[1] - supports[0];
  const knowns: Record<string, number> = { Lsp: span };
  if (extent) Object.assign(knowns, { wp: W[0].si, Lud: extent[1] - extent[0], aud: extent[0] - supports[0] });
  if (point) Object.assign(knowns, extent ? { Fq2: point.F, aq2: point.x - supports[0] } : { Fbm: point.F, ab: point.x - supports[0] });
  return { kind: 'mechanics', knowns, want: extent && point ? `${want}2` : want, unit, ...(both ? { also: extent && point ? 'RB2' : 'RB' } : {}) };
}
