import type { TaskOf } from '../task/task';
import { DIMS } from '../physics/units';
import { allPlaced, commandClause, following, of, question, type Situation } from './formulaFamilies';
import { FACTOR_BEFORE, FACTOR_NAMED, PHASE_CURRENT, PHASE_VOLTAGE, THREE_PHASE } from './acPower';

/**
 * A balanced star-connected load on a three-phase supply, each phase a resistance or impedance
 * ('10 Ω per phase', « 20 Ω par phase »): the phase voltage is the line voltage over √3, each phase
 * carries V/Z, and in a star that is the line current too; the power from the power factor told
 * ('unity power factor', cos φ = 0,8). A delta, or a load whose connection is not told, is left unread.
 */
type Circuit = TaskOf<'circuits'>;

const STAR = /\bstar\b|\bwye\b|(?<![\p{L}])Y[\s-]*connect|[ée]toile/iu;
const PER_PHASE = /^\s*(?:per|par|in\s+each|on\s+each|each|dans\s+chaque|pour\s+chaque)\s+phase/i;
const UNITY = /unity\s+power\s+factor|power\s+factor\s+(?:of\s+)?(?:unity|one)|facteur\s+de\s+puissance\s+(?:unitaire|égal\s+à\s+un)/i;
/** The supply's frequency told beside its voltage ('400 V, 50 Hz'): it changes nothing for a resistance or an impedance given by its size. */
const MAINS_HZ = /(?<=\bV\s*,?\s*)\d+(?:[.,]\d+)?\s*Hz(?![\p{L}])/u;

export function readStarLoad({ raw, rest, qs }: Situation): Circuit | null {
  const three = THREE_PHASE.test(raw);
  THREE_PHASE.lastIndex = 0;
  if (!three || !STAR.test(raw) || /delta|triangle|Δ/i.test(raw)) return null;
  const V = of(qs, DIMS.voltage);
  const O = of(qs, DIMS.resistance);
  const Hz = of(qs, DIMS.freq).filter((q) => /Hz$/.test(q.unit));
  if (V.length !== 1 || O.length !== 1 || Hz.length > 1 || V.length + O.length + Hz.length !== qs.length) return null;
  if (Hz.length && !MAINS_HZ.test(rest.slice(V[0].at, Hz[0].end))) return null;
  if (!PER_PHASE.test(following(rest, qs, O[0]))) return null;
  const named = FACTOR_NAMED.exec(rest) ?? FACTOR_BEFORE.exec(rest);
  const knowns: Record<string, number> = { Zph: O[0].si };
  knowns[PHASE_VOLTAGE.test(`${V[0].label ?? ''} ${rest.slice(Math.max(0, V[0].at - 30), V[0].at)}`) ? 'Vph' : 'UL'] = V[0].si;
  // the supply's frequency is stated back among the data, though a load given by its impedance does not need it
  if (Hz.length) knowns.f = Hz[0].si;
  if (named) knowns.pf = Number(named[1].replace(',', '.'));
  else if (UNITY.test(raw)) knowns.pf = 1;
  const strip = new RegExp(`${THREE_PHASE.source}|${FACTOR_NAMED.source}|${FACTOR_BEFORE.source}`, 'giu');
  if (!allPlaced(rest.replace(MAINS_HZ, ' '), qs.filter((q) => !Hz.includes(q)), strip)) return null;
  const q = commandClause(question(raw));
  const want = PHASE_VOLTAGE.test(q) ? 'Vph' : PHASE_CURRENT.test(q) ? 'Iph' : /\bcurrent\b|courant|intensit[ée]/i.test(q) ? 'ILs'
    : /\bpower\b|puissance/i.test(q) && knowns.pf !== undefined ? 'Pac' : /line\s+voltage|tension\s+compos[ée]e/i.test(q) ? 'UL' : null;
  if (!want || knowns[want] !== undefined) return null;
  return { kind: 'circuits', knowns, want, unit: { Vph: 'V', UL: 'V', Iph: 'A', ILs: 'A', Pac: 'W' }[want] ?? '' };
}
