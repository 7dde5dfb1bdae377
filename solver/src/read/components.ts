import type { TaskOf } from '../task/task';
import { DIMS } from '../physics/units';
import { allPlaced, exactly, following, of, own, question, type Found, type Situation } from './formulaFamilies';

/**
 * Single components, in English and French: an LED's series resistor ((Vs − Vf)/I), the energy in
 * an inductor (½LI²) and an ideal transformer (Vs/Vp = Ns/Np, turns told as bare numbers).
 */
type Circuit = TaskOf<'circuits'>;
const rel = (knowns: Record<string, number>, want: string, unit: string): Circuit => ({ kind: 'circuits', knowns, want, unit });

const LED = /(?<![\p{L}])(?:LEDs?|DELs?|diodes?)(?![\p{L}])|light[\s-]emitting|[ée]lectroluminescente/iu;
const FORWARD = /forward|seuil|\bdrop\b|chute|(?<![\p{L}])V_?[fFdD](?![\p{L}\d])|(?:LED|DEL|diode)\s*$/iu;
const SUPPLY = /supply|battery|source|alimentation|\bpile\b|batterie|g[ée]n[ée]rateur|\bsous\s*$|(?<![\p{L}])V_?(?:s|cc|CC|in|S)(?![\p{L}\d])/u;

const RESISTOR = /resist|r[ée]sistance|(?<![\p{L}])R\s*=?\s*\?/iu;

/** An LED's series resistor: the supply's voltage less the LED's, over the LED's current. */
export function readLedResistor({ raw, rest, qs }: Situation): Circuit | null {
  const V = of(qs, DIMS.voltage);
  const I = of(qs, DIMS.current);
  if (!LED.test(raw) || V.length !== 2 || I.length !== 1 || !exactly(qs, V, I) || !allPlaced(rest, qs)) return null;
  // the resistor itself asked (a question cut at a ';' inside brackets names it before), nothing it takes or gives
  const q = question(raw);
  if (!RESISTOR.test(q) && !RESISTOR.test(raw.slice(0, raw.indexOf(q.trim())))) return null;
  if (/power|puissance|dissip|current(?![\s-]+limit)|courant|intensit|energy|[ée]nergie|voltage\s+across|tension\s+aux\s+bornes/i.test(q)) return null;
  // the words before a voltage or the word after it ('a 3.3 V LED', '5 V supply') say which it is
  const role = (q: Found): 'supply' | 'forward' | null => {
    const words = `${q.label ?? ''} ${own(rest, qs, q)}`;
    const after = following(rest, qs, q);
    const forward = FORWARD.test(words) || /^\s*(?:LEDs?|DELs?|diodes?|forward|de\s+seuil)/i.test(after);
    const supply = SUPPLY.test(words) || /^\s*(?:supply|battery|source|d'alimentation|power)/i.test(after);
    return forward === supply ? null : forward ? 'forward' : 'supply';
  };
  const [a, b] = V[0].si >= V[1].si ? [V[0], V[1]] : [V[1], V[0]];
  // the supply is the larger: a role told otherwise is a misreading
  if (a.si === b.si || role(a) === 'forward' || role(b) === 'supply') return null;
  return rel({ V: a.si, Vf: b.si, I: I[0].si }, 'Rled', 'Ω');
}

/** The energy in an inductor carrying a current, or the current or inductance from that energy. */
export function readInductor({ raw, rest, qs }: Situation): Circuit | null {
  const H = of(qs, DIMS.inductance);
  const I = of(qs, DIMS.current);
  const E = of(qs, DIMS.energy);
  if (H.length > 1 || I.length > 1 || E.length > 1 || qs.length !== 2 || !exactly(qs, H, I, E) || !allPlaced(rest, qs)) return null;
  const knowns: Record<string, number> = {};
  if (H.length) knowns.Lind = H[0].si;
  if (I.length) knowns.I = I[0].si;
  if (E.length) knowns.Eind = E[0].si;
  const q = question(raw);
  // nothing else asked (the voltage across an inductor needs the rate the current changes at)
  if (/voltage|tension|power|puissance|flux|time\b|temps|dur[ée]e/i.test(q)) return null;
  const w = !E.length && /energy|[ée]nergie/i.test(q) ? 'Eind' : !I.length && /current|courant|intensit/i.test(q) ? 'I' : !H.length && /inductance/i.test(q) ? 'Lind' : null;
  if (!w || !(H.length || /inductor|coil|bobine|inductance/i.test(raw))) return null;
  return rel(knowns, w, { Eind: 'J', I: 'A', Lind: 'H' }[w] ?? '');
}

const PRIMARY = /primary|primaire|input|entr[ée]e|(?<![\p{L}])[NVU]_?(?:p|1|₁)(?![\p{L}\d])/iu;
const SECONDARY = /secondary|secondaire|output|sortie|(?<![\p{L}])[NVU]_?(?:s|2|₂)(?![\p{L}\d])/iu;
const SIDE = String.raw`(primary|secondary|primaire|secondaire)(?:\s+(?:coil|winding|bobinage|enroulement))?`;
const ITS = String.raw`(?:the\s+|its\s+|le\s+|l'|son\s+)?`;
/** Turns told with their side, each writing with the index of its side's group and of its count's (the side named first read first). */
const TURNS_WRITTEN: Array<[RegExp, number, number]> = [
  [/(?<![\p{L}])N_?([ps12₁₂])\s*=\s*(\d+)(?!\d|[.,]\d)/giu, 1, 2],
  [new RegExp(String.raw`${SIDE}(?:\s+of\s+(?:a|the)\s+transformer)?\s+(?:has|have|compte|comporte|a|of|de|with|avec)\s+(\d+)\s*(?:turns|spires)?(?!\d|[.,]\d)`, 'giu'), 1, 2],
  // « le secondaire 25 spires », "secondary 50 turns"
  [new RegExp(String.raw`${SIDE}\s+(\d+)\s*(?:turns|spires)(?![\p{L}])`, 'giu'), 1, 2],
  // "the number of turns in the primary coil is 200", « le nombre de spires du primaire est 400 »
  [new RegExp(String.raw`(?:number\s+(?:of\s+)?|nombre\s+de\s+)?(?:turns|spires)\s+(?:on|in|of|at|au|sur|du|de)\s+${ITS}${SIDE}(?:\s+of\s+(?:a|the)\s+transformer)?\s+(?:is|=|:|vaut|est(?:\s+de)?)\s*(\d+)(?!\d|[.,]\d)`, 'giu'), 1, 2],
  // "500 turns on the primary", "108 turns in its primary", "2000 on the secondary" (turns said before)
  [new RegExp(String.raw`(?<![\d.,])(\d+)\s+(?:(primary|secondary)\s+)?(?:turns|spires)(?:\s+(?:on|in|at|au|sur|dans)\s+${ITS}${SIDE})?|(?<![\d.,])(\d+)\s+(?:on|in|au|sur)\s+${ITS}${SIDE}`, 'giu'), -1, -1],
];
/** Every count of turns with its side: [side word, count, where]. */
function turnsOf(text: string): Array<{ side: string; n: number; at: number; end: number }> {
  const out: Array<{ side: string; n: number; at: number; end: number }> = [];
  for (const [re, s, c] of TURNS_WRITTEN) {
    for (const m of text.matchAll(re)) {
      const at = m.index ?? 0;
      if (out.some((o) => at < o.end && o.at < at + m[0].length)) continue;
      // the writing with two forms gives its count first, then its side
      const [side, n] = s < 0 ? [m[2] ?? m[3] ?? m[5] ?? '', m[1] ?? m[4]] : [m[s], m[c]];
      out.push({ side: side.toLowerCase(), n: Number(n), at, end: at + m[0].length });
    }
  }
  return out;
}
const TURNS = new RegExp(TURNS_WRITTEN.map(([re]) => re.source).join('|'), 'giu');

const RATIO_NAMED = /rapport\s+de\s+transformation|transformation\s+ratio/i;
const TRANSFORMATION = /(?:rapport\s+de\s+transformation|transformation\s+ratio)\s*(?:m\s*)?(?:=|:|de|of|is|égal\s+à|vaut|est(?:\s+de|\s+égal\s+à)?)?\s*(\d+(?:[.,]\d+)?)(?!\d|[.,]\d)/iu;
const RATIO = /turns\s+ratio\s*(?:of|is|=|:)?\s*(\d+(?:\.\d+)?)\s*:\s*(\d+(?:\.\d+)?)/iu;
const clause = (s: string): string[] => s.split(/[,.;:?]|\band\b|\bet\b/);

/** An ideal transformer: the voltages in the ratio of the turns, any one of the four from the other three. */
export function readTransformer({ raw, rest, qs }: Situation): Circuit | null {
  if (!/transformer|transformateur/i.test(raw)) return null;
  const V = of(qs, DIMS.voltage);
  const I = of(qs, DIMS.current);
  if (V.length > 2 || I.length > 1 || !exactly(qs, V, I)) return null;
  const knowns: Record<string, number> = {};
  const put = (k: string, x: number): boolean => (knowns[k] === undefined ? ((knowns[k] = x), true) : false);
  // a turns ratio 'a:b' is primary to secondary
  const ratio = RATIO.exec(rest);
  if (ratio) Object.assign(knowns, { Np: Number(ratio[1]), Ns: Number(ratio[2]) });
  // « rapport de transformation m = 0,05 »: the secondary voltage over the primary voltage
  const m = TRANSFORMATION.exec(rest);
  if (m) knowns.mt = Number(m[1].replace(',', '.'));
  for (const { side, n } of turnsOf(rest)) {
    const key = /^(?:p|1|₁|primary|primaire)$/.test(side) ? 'Np' : /^(?:s|2|₂|secondary|secondaire)$/.test(side) ? 'Ns' : null;
    if (!key || !put(key, n)) return null;
  }
  if (!allPlaced(rest, qs, new RegExp(`${RATIO.source}|${TRANSFORMATION.source}|${TURNS.source}`, 'giu'))) return null;
  // a voltage stepped 'from 230 V to 12 V' (« abaisse 230 V en 12 V ») goes from the primary to the secondary
  // a rating '230 V / 12 V' (« transformateur 230 V / 12 V ») names the primary first
  const ordered = V.length === 2 && ((/\b(?:from|de)?\s*$/i.test(own(rest, qs, V[0])) && /^\s*(?:to|into|en|à|down\s+to|up\s+to)\s*$/i.test(own(rest, qs, V[1])) && /step|abaiss|[ée]l[èe]v|convert|transform|r[ée]dui/i.test(raw))
    || /^\s*\/\s*$/.test(own(rest, qs, V[1])));
  for (const [i, v] of V.entries()) {
    const words = `${v.label ?? ''} ${clause(own(rest, qs, v)).pop() ?? ''} ${clause(following(rest, qs, v))[0]}`;
    const p = PRIMARY.test(words);
    const s = SECONDARY.test(words);
    const key = ordered ? (i === 0 ? 'Vp' : 'Vs') : p === s ? null : p ? 'Vp' : 'Vs';
    if (!key || !put(key, v.si)) return null;
  }
  const q = question(raw);
  // a current on one side: the other side's, in the inverse ratio of the turns (or the ratio of the voltages), no losses
  if (I.length) {
    const words = `${I[0].label ?? ''} ${clause(own(rest, qs, I[0])).pop() ?? ''} ${clause(following(rest, qs, I[0]))[0]}`;
    const [p, s] = [PRIMARY.test(words), SECONDARY.test(words)];
    const asked = /current|courant|intensit[ée]|(?<![\p{L}])I_?(?:[ps12₁₂](?![\p{L}\d])|\s*=\s*\?)/iu;
    const ratioKnown = (knowns.Np !== undefined && knowns.Ns !== undefined) || (knowns.Vp !== undefined && knowns.Vs !== undefined);
    if (p === s || !ratioKnown || m !== null || !asked.test(q)) return null;
    const other = p ? SECONDARY : PRIMARY;
    if (!other.test(q)) return null;
    return p ? rel({ ...knowns, Ip: I[0].si }, 'Is', 'A') : rel({ ...knowns, Is: I[0].si }, 'Ip', 'A');
  }
  // the transformation ratio given or asked stands for the two counts of turns
  const byRatio = m !== null || RATIO_NAMED.test(q);
  const missing = (byRatio ? ['Vp', 'Vs', 'mt'] : ['Vp', 'Vs', 'Np', 'Ns']).filter((k) => knowns[k] === undefined);
  if (missing.length !== 1 || (byRatio && (knowns.Np !== undefined || knowns.Ns !== undefined))) return null;
  const [w] = missing;
  if (w === 'mt') return RATIO_NAMED.test(q) ? rel(knowns, w, '') : null;
  const named = w === 'Vp' || w === 'Vs' ? /voltage|tension|(?<![\p{L}])[VU]_?(?:[ps12₁₂](?![\p{L}\d])|\s*=\s*\?)/iu : /turns|spires|(?<![\p{L}])N_?(?:[ps12₁₂](?![\p{L}\d])|\s*=\s*\?)/iu;
  const side = w.endsWith('p') ? PRIMARY : SECONDARY;
  return named.test(q) && side.test(q) ? rel(knowns, w, w.startsWith('V') ? 'V' : '') : null;
}
