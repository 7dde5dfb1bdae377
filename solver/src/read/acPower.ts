import type { TaskOf } from '../task/task';
import { DIMS } from '../physics/units';
import { allPlaced, commandClause, of, own, question, type Found, type Situation } from './formulaFamilies';

/**
 * Alternating-current power, in English and French: the active, apparent and reactive powers
 * (P = S cos φ, S² = P² + Q²) of a single-phase load (S = U·I) or a balanced three-phase one
 * (S = √3·U·I from the line voltage and current, S = 3·V·J from a phase's), the power factor given
 * as a number ('power factor of 0.8', 'pf 0.9', « cos φ = 0,82 », '0.8 lagging') or a percentage,
 * and the phase voltage of a star from the line voltage. Each power is told by its unit (VA, var)
 * or the word before it; any letter of the formulas can be asked.
 */
type Circuit = TaskOf<'circuits'>;

const FACTOR_WORDS = String.raw`power\s+factor|(?<![\p{L}])p\.?\s?f\.?(?![\p{L}])|facteur\s+de\s+puissance|cos(?:inus)?\s*\(?\s*(?:φ|ϕ|phi|θ|theta)\s*\)?`;
/** The power factor told by its name, then its number ("power factor of 0.8", « cos φ = 0,82 »). */
export const FACTOR_NAMED = new RegExp(String.raw`(?:${FACTOR_WORDS})\s*(?:of|is|was|=|:|de|est|vaut|égal\s+à|equal\s+to)?\s*(?:about\s+|environ\s+)?(0(?:[.,]\d+)?|1(?:[.,]0+)?)(?![\d%]|[.,]\d)`, 'iu');
/** The number first ("0.8 pf", "0.85 power factor", "at 0.8 lagging"). */
export const FACTOR_BEFORE = new RegExp(String.raw`(?<![\d.,])(0[.,]\d+|1(?:[.,]0+)?)\s*(?:(?:${FACTOR_WORDS})|(?:lagging|leading|inductive|capacitive|en\s+retard|en\s+avance|arri[èe]re|avant)(?![\p{L}]))`, 'iu');
const FACTOR = new RegExp(FACTOR_WORDS, 'iu');
export const THREE_PHASE = /(?:\b(?:three|3)[\s-]*(?:phases?|φ|ϕ)|\btriphas[ée]e?s?)(?![\p{L}])/giu;
const SINGLE_PHASE = /(?:\b(?:single|one|1)[\s-]*phase|\bmonophas[ée]e?)(?![\p{L}])/giu;
/** A power in watts told by the word nearest before it ('when the real power is 3 kW'), else the one after it ('10 kW of real power'): active unless apparent or reactive. */
function powerNamed(before: string, after: string): 'Pac' | 'Sac' | 'Qac' {
  const last = [...before.matchAll(/(apparent|reactive|r[ée]active|active|real|true|actual|useful|utile)/giu)].pop()?.[1] ?? /^\s*(?:of\s+)?(apparent|reactive|r[ée]active)/iu.exec(after)?.[1] ?? '';
  return /^apparent/i.test(last) ? 'Sac' : /^r[ée]active|^reactive/i.test(last) ? 'Qac' : 'Pac';
}
const AC_WORDS = new RegExp(String.raw`${FACTOR_WORDS}|apparent|reactive|r[ée]active`, 'iu');
/** Volt-amperes and vars, written with their own capitals after a number (« On va calculer » is no VA). */
const AC_UNITS = /\d\s*[kM]?(?:VA|var|VAR|VAr)(?![\p{L}])/u;

/** A voltage of a three-phase supply: between two lines (the line voltage) or a line and the neutral (a phase's). */
export const PHASE_VOLTAGE = /phase\s+voltage|tension\s+(?:de\s+phase|simple)|entre\s+(?:une\s+)?phase\s+et\s+(?:le\s+)?neutre|line[\s-]+to[\s-]+neutral|phase[\s-]+to[\s-]+neutral|(?<![\p{L}])[UV]_?ph(?![\p{L}])/iu;
export const PHASE_CURRENT = /phase\s+current|courant\s+de\s+phase|(?<![\p{L}])[IJ]_?ph(?![\p{L}])/iu;

const kilo = (q: Found): boolean => /^[kM]/.test(q.unit);

export function readAcPower({ raw, rest, qs }: Situation): Circuit | null {
  const three = THREE_PHASE.test(raw);
  THREE_PHASE.lastIndex = 0;
  if (!three && !AC_WORDS.test(raw) && !AC_UNITS.test(raw)) return null;
  const named = FACTOR_NAMED.exec(rest) ?? FACTOR_BEFORE.exec(rest);
  const V = of(qs, DIMS.voltage);
  const I = of(qs, DIMS.current);
  const W = of(qs, DIMS.power);
  const pct = qs.filter((q) => q.dim === 'pct');
  // an electrical quantity is given: cos θ alone is also polar coordinates (x = r cos θ)
  if (V.length + I.length + W.length === 0) return null;
  if (V.length + I.length + W.length + pct.length !== qs.length || V.length > 1 || I.length > 1 || W.length > 2 || pct.length > 1) return null;
  const knowns: Record<string, number> = {};
  const set = (k: string, x: number): boolean => {
    if (knowns[k] !== undefined) return false;
    knowns[k] = x;
    return true;
  };
  if (named && !set('pf', Number(named[1].replace(',', '.')))) return null;
  // a power factor as a percentage: 'a power factor of 80 percent'
  if (pct.length && (!FACTOR.test(`${own(rest, qs, pct[0])}`) || !set('pf', pct[0].si))) return null;
  for (const w of W) {
    const role = /VA$/.test(w.unit) ? 'Sac' : /var$|VAR$|VAr$/.test(w.unit) ? 'Qac' : powerNamed(`${w.label ?? ''} ${own(rest, qs, w)}`, rest.slice(w.end, w.end + 30).split(/[,.;]/)[0]);
    if (!set(role, w.si)) return null;
  }
  const phaseCurrent = I.length > 0 && PHASE_CURRENT.test(`${I[0].label ?? ''} ${own(rest, qs, I[0])}`);
  const phaseVoltage = V.length > 0 && PHASE_VOLTAGE.test(`${V[0].label ?? ''} ${own(rest, qs, V[0])}`);
  if ((phaseCurrent || phaseVoltage) && !three) return null;
  if (V.length) set(three ? (phaseVoltage ? 'Vph' : 'UL') : 'Uac', V[0].si);
  if (I.length) set(three ? (phaseCurrent ? 'Iph' : 'IL') : 'Iac', I[0].si);
  // a phase's voltage with the line current (or the reverse) mixes a star's quantities: left unread
  if ((knowns.Vph !== undefined && knowns.IL !== undefined) || (knowns.UL !== undefined && knowns.Iph !== undefined)) return null;
  const strip = new RegExp(`${THREE_PHASE.source}|${SINGLE_PHASE.source}|${FACTOR_NAMED.source}|${FACTOR_BEFORE.source}`, 'giu');
  if (!allPlaced(rest, qs, strip)) return null;
  // the quantity the command word names, not a datum told before it in the same sentence
  const want = askedOf(commandClause(question(raw)), knowns, three);
  // an alternating-current quantity given or asked: a plain power from a voltage and a current is a direct current's
  // (a three-phase supply's phase voltage from its line voltage, or the reverse, needs none)
  if (!want || !(['pf', 'Sac', 'Qac'].some((x) => knowns[x] !== undefined || want === x) || (three && /^(?:UL|Vph)$/.test(want)))) return null;
  const k = [...W, ...V].some(kilo) ? 'k' : '';
  const unit = { Pac: `${k}W`, Sac: `${k}VA`, Qac: `${k}var`, pf: '', Uac: 'V', UL: 'V', Vph: 'V', Iac: 'A', IL: 'A', Iph: 'A' }[want] ?? '';
  const asked = /kilo\s*-?\s*volt[\s-]*amp/i.test(raw) && want === 'Sac' ? 'kVA' : unit;
  return { kind: 'circuits', knowns, want, unit: asked, ...(asked !== unit ? { unitAsked: true as const } : {}) };
}

/** The quantity the question names first that is not given. */
function askedOf(q: string, knowns: Record<string, number>, three: boolean): string | null {
  const names: Array<[RegExp, string]> = [
    [FACTOR, 'pf'], [/apparent\s+power|puissance\s+apparente|(?<![\p{L}])kVA(?![\p{L}])|volt[\s-]*amp/iu, 'Sac'], [/reactive\s+power|puissance\s+r[ée]active|(?<![\p{L}])k?var(?![\p{L}])/iu, 'Qac'],
    [/(?:active|real|true|actual|useful|average)\s+power|puissance\s+(?:active|absorb[ée]e|consomm[ée]e)|\bpower\b(?!\s+factor)|(?<!facteur\s+de\s+)\bpuissance\b(?!\s+(?:apparente|r[ée]active))|\bwattage\b/i, 'Pac'],
    [/phase\s+current|courant\s+de\s+phase/i, three ? 'Iph' : ''], [/\bcurrent\b|\bcourant\b|\bintensit[ée]|\bamps?\b/i, three ? 'IL' : 'Iac'],
    [PHASE_VOLTAGE, three ? 'Vph' : ''], [/\bvoltage\b|\btension\b/i, three ? 'UL' : 'Uac'],
  ];
  const hits = names
    .map(([re, sym]) => ({ sym, at: new RegExp(re.source, `${re.flags.replace('g', '')}g`) }))
    .flatMap(({ sym, at }) => [...q.matchAll(at)].map((m) => ({ sym, at: m.index ?? 0, len: m[0].length })))
    .filter((h) => h.sym !== '' && knowns[h.sym] === undefined)
    .sort((a, b) => a.at - b.at || b.len - a.len);
  return hits[0]?.sym ?? null;
}
