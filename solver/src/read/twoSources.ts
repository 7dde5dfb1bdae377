import type { TaskOf } from '../task/task';
import { DIMS } from '../physics/units';
import { allPlaced, commandClause, exactly, following, of, own, question, type Found, type Situation } from './formulaFamilies';

/**
 * Two batteries (cells, sources, « générateurs », « piles ») with internal resistances feeding one
 * load resistor, in English and French. Side by side (in parallel, like terminals joined) the
 * voltage across them all follows from Millman's theorem and the load's current from Ohm's law;
 * one after the other (in series) one current goes round the loop, the EMFs adding when the
 * sources aid each other and subtracting when they oppose. Each internal resistance belongs to the
 * EMF told in the same place (by its index, E₁ with r₁, or in the order given, "respectively").
 * In parallel the current through one source is asked by its name (battery A, E₁), its rank or its
 * EMF told again, or both at once ("the current in each battery": I₁ and I₂, a negative one being
 * charged). Sources in parallel with opposite terminals joined, a current "in each battery" of sources
 * in series, or a load that cannot be told from the internal resistances are left unread.
 */
type Circ = TaskOf<'circuits'>;

/** One value told for both sources. */
const EACH = /\beach\b|\bboth\b|\bchacune?\b|\btoutes?\s+deux\b|\btous\s+deux\b|\bidentical\b|\bidentiques?\b/i;
const SOURCES = /batter(?:y|ies)|\bcells?\b|\bsources?\b|\bpiles?\b|g[ée]n[ée]rateurs?|accumulateurs?|\bemfs?\b|e\.m\.f|f\.?\s?[ée]\.?\s?m\.?/i;
const PARALLEL = /parall[eè]l|positive\s+to\s+positive|like\s+terminals|same\s+(?:polarity\s+)?terminals|bornes\s+de\s+m[êe]me\s+signe|en\s+d[ée]rivation/i;
const SERIES = /\bseries\b|\bs[ée]rie\b/i;
const OPPOSING = /oppos|back[\s-]+to[\s-]+back|t[êe]te[\s-]+b[êe]che|positive\s+to\s+positive|in\s+opposite\s+(?:directions|senses)|sens\s+(?:oppos|contraire|inverse)/i;
const AIDING = /\baiding\b|\baid\b|\bassist|same\s+(?:direction|sense)|m[êe]me\s+sens|positive\s+to\s+negative|\+\s*to\s*-|cumulati|additi/i;
/** A resistance told as the load: "80 Ω resistor", "external resistance of 5 Ω", "load R = 10 Ω", « résistance R = 10 Ω ». */
function isLoad(rest: string, qs: Found[], q: Found): boolean {
  if (/^R(?:_?(?:L|ext|load|ch|c))?$/.test(q.label ?? '')) return true;
  if (/^r/.test(q.label ?? '')) return false;
  const before = own(rest, qs, q);
  if (/internal|interne/i.test(before.split(/[,;]|\band\b|\bet\b/).pop() ?? '')) return false;
  return /^\s*(?:ohms?\s+)?(?:resistor|load|external|r[ée]sistor|charge|lamp|bulb|heater|lampe|ampoule)/i.test(following(rest, qs, q))
    || /(?:external|load|ext[ée]rieure?|de\s+charge|r[ée]sistance\s+R|resistor\s+R)\s*(?:resistance|resistor|r[ée]sistance)?\s*(?:of|de|is|=|:)?\s*$/i.test(before)
    // "a resistance of 7 Ω", « une résistance de 7 Ω », « un conducteur ohmique de 7 Ω »
    || /\b(?:a|an|one|une?)\s+(?:resistance|resistor|r[ée]sistance|r[ée]sistor|conducteur\s+ohmique|lamp|lampe|bulb)\s+(?:of|de)\s*$/i.test(before);
}
/** The load named in a question: "the current in R", "through the 5 Ω resistor", « dans la lampe ». */
const LOAD_NAMED = /resistor|r[ée]sistor|load|external|\bcharge\b|lamp|bulb|heater|ampoule|(?<![\p{L}])R(?![\p{L}\d_])|r[ée]sistance\s+(?:de\s+)?\d|\d+(?:[.,]\d+)?\s*(?:Ω|ohms?)/iu;
/** The index a label gives (E1, ε₂, r_2, E_A …), or null. */
const indexOf = (label: string | undefined): string | null => /^(?:E|ε|U|e|r)_?\{?([12AB₁₂])\}?$/.exec(label ?? '')?.[1].replace('₁', '1').replace('₂', '2').replace('A', '1').replace('B', '2') ?? null;

/** A source's name: "battery A", "cell 2", « pile 1 », « générateur B ». */
const NAMED = /(?:batter(?:y|ie)|\bcell|\bsource|\bpile|g[ée]n[ée]rateur|accumulateur)\s+\(?([AB12])\)?(?![\p{L}\d])/giu;
const nameIndex = (x: string): string => (x === 'A' ? '1' : x === 'B' ? '2' : x);
/**
 * The source a question asks the current of, as 0 or 1: named (battery A, E₁, « pile 2 »), by rank
 * (the first, « le second »), or by its EMF told again ("the 6 V battery"); null when none or both.
 */
function sourceAsked(q: string, V: Found[], names: (string | null)[], again: Found[]): number | null {
  const hits = new Set<number>();
  for (const m of q.matchAll(NAMED)) {
    const i = names.indexOf(nameIndex(m[1].toUpperCase()));
    if (i >= 0) hits.add(i);
  }
  for (const m of q.matchAll(/(?<![\p{L}\d])(?:E|ε|e)_?\{?([12₁₂])\}?(?![\p{L}\d])/gu)) hits.add(m[1] === '1' || m[1] === '₁' ? 0 : 1);
  if (/\b(?:first|1st|premi[eè]re?)\b/i.test(q)) hits.add(0);
  if (/\b(?:second|2nd|deuxi[eè]me|seconde)\b/i.test(q)) hits.add(1);
  for (const a of again) V.forEach((v, i) => { if (v.si === a.si) hits.add(i); });
  return hits.size === 1 ? [...hits][0] : null;
}

export function readTwoSources({ raw, rest, qs: told }: Situation): Circ | null {
  // an EMF told again in the question ("the current through the 6 V battery") names that source
  const lastSentence = rest.length - (rest.replace(/[\s.?!]+$/, '').split(/[.;:?!](?=\s|$)/).pop() ?? '').length;
  const toldV = of(told, DIMS.voltage);
  const again = toldV.filter((q, i) => q.at >= lastSentence && toldV.slice(0, i).some((p) => p.si === q.si));
  const qs = told.filter((q) => !again.includes(q));
  let V = of(qs, DIMS.voltage);
  const all = of(qs, DIMS.resistance);
  if (V.length < 1 || V.length > 2 || !exactly(qs, V, all) || !SOURCES.test(raw) || !allPlaced(rest, told, NAMED)) return null;
  // two identical sources told once: "two cells, each of emf 1.5 V and internal resistance 0.5 Ω"
  const each = V.length === 1 && /\btwo\b|\bdeux\b/i.test(raw) && EACH.test(own(rest, qs, V[0]));
  if (V.length === 1 && !each) return null;
  if (each) V = [V[0], V[0]];
  // a resistor named again in the question ("the p.d. across the 5 Ω resistor") is the same resistor
  const body = rest.replace(/[\s.?!]+$/, '');
  const asking = body.length - (body.split(/[.;:?!](?=\s|$)/).pop() ?? '').length;
  const R = all.filter((q, i) => !(q.at >= asking && all.slice(0, i).some((p) => p.si === q.si)));
  const loads = R.filter((q) => isLoad(rest, qs, q));
  if (loads.length !== 1 || R.length < 2 || R.length > 3) return null;
  const [load] = loads;
  let inner = R.filter((q) => q !== load);
  // one internal resistance told for both ("each with internal resistance 0.4 Ω", « chacune de résistance interne 1 Ω »)
  if (inner.length === 1 && (each || EACH.test(own(rest, qs, inner[0])))) inner = [inner[0], inner[0]];
  if (inner.length !== 2) return null;
  // the other two are the sources' own resistances: named internal, or written r₁ and r₂
  if (!/internal|interne/i.test(raw) && !inner.every((q) => /^r/.test(q.label ?? ''))) return null;
  // an internal resistance goes with the EMF of the same index, else with the EMF in the same place in the order told
  const vi = V.map((q) => indexOf(q.label));
  const ri = inner.map((q) => indexOf(q.label));
  if (vi.every(Boolean) && ri.every(Boolean)) {
    if (new Set(vi).size !== 2 || new Set(ri).size !== 2 || !vi.every((i) => ri.includes(i))) return null;
    inner = vi.map((i) => inner[ri.indexOf(i)]);
  }
  const parallel = PARALLEL.test(raw) && !/\bseries\b|\bs[ée]rie\b/i.test(raw);
  const series = SERIES.test(raw) && !/parall[eè]l|d[ée]rivation/i.test(raw);
  if (parallel === series) return null;
  const q = question(raw);
  const loadNamed = LOAD_NAMED.test(q);
  // the current of every source asked at once ("in each battery", « dans chaque générateur », « les deux piles »)
  // (in the clause its command opens: "… across a 4 Ω resistor, find the current in each cell")
  const command = commandClause(q);
  // (or in the plural: "the currents I1 and I2", « les intensités débitées par les générateurs »)
  const eachAsked = /\beach\b|\bchaque\b|\bchacun|\bboth\b|\bthe\s+two\b|\b(?:les|des|aux)\s+deux\b|\bcurrents\b|\bintensit[ée]s\b|(?<![\p{L}])I_?\{?1\}?\s+(?:and|et)\s+I_?\{?2\}?(?![\p{L}\d])/iu.test(command);
  const [E1, E2] = V;
  if (parallel) {
    // opposite terminals joined in parallel is a short loop of the two sources: not read
    if (/oppos|t[êe]te[\s-]+b[êe]che|sens\s+(?:oppos|contraire|inverse)|revers|wrong\s+way|[àa]\s+l['’]envers|invers[ée]|positive\s+(?:terminals?\s+|poles?\s+)?(?:(?:are\s+)?(?:joined|connected|linked)\s+)?to\s+(?:the\s+|their\s+)?negative|negative\s+(?:terminals?\s+|poles?\s+)?(?:(?:are\s+)?(?:joined|connected|linked)\s+)?to\s+(?:the\s+|their\s+)?positive|\+\s*(?:to|sur|vers)\s*[-−]|p[ôo]le\s+\+\s+(?:de\s+l['’]une?\s+)?(?:reli[ée]|connect[ée])\s+au\s+p[ôo]le\s+[-−]|bornes?\s+de\s+signes?\s+contraires?/i.test(raw)) return null;
    const knowns = { E1p: E1.si, r1p: inner[0].si, E2p: E2.si, r2p: inner[1].si, RLd: load.si };
    const voltage = /terminal|p\.?\s?d\.?\b|potential\s+difference|voltage|tension|ddp|d\.d\.p/i.test(q);
    const current = /current|courant|intensit[ée]/i.test(q);
    if (voltage === current) return null;
    if (voltage) return eachAsked ? null : { kind: 'circuits', knowns, want: 'Vt', unit: 'V' };
    // each source's current by Kirchhoff's laws; the load's too would be a third answer
    if (eachAsked) return LOAD_NAMED.test(command) ? null : { kind: 'circuits', knowns, want: 'Is1', unit: 'A', also: 'Is2' };
    if (loadNamed) return { kind: 'circuits', knowns, want: 'Ilr', unit: 'A' };
    const names = V.map((v) => indexOf(v.label) ?? [...own(rest, qs, v).matchAll(NAMED)].map((m) => nameIndex(m[1].toUpperCase())).pop() ?? null);
    const which = sourceAsked(q, V, names, again);
    return which === null ? null : { kind: 'circuits', knowns, want: which === 0 ? 'Is1' : 'Is2', unit: 'A' };
  }
  if (eachAsked) return null;
  const opposing = OPPOSING.test(raw);
  if (opposing && AIDING.test(raw.replace(/positive\s+to\s+positive/gi, ' '))) return null;
  if (!/current|courant|intensit[ée]/i.test(q)) return null;
  const [big, small] = E1.si >= E2.si ? [E1, E2] : [E2, E1];
  const emfs: Record<string, number> = opposing ? { Es1: big.si, Eop: small.si } : { Es1: E1.si, Es2: E2.si };
  const knowns = { ...emfs, r1p: inner[0].si, r2p: inner[1].si, RLd: load.si };
  return { kind: 'circuits', knowns, want: 'Ilr', unit: 'A' };
}
