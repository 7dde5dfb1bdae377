import type { NetworkToken } from '../physics/network';
import type { TaskOf } from '../task/task';

/**
 * A resistor network as students write it, in symbols or in words, in English and French:
 * "4 Ω + (6 Ω ∥ 3 Ω)", "R1 + R2 || R3 with R1 = …", "a 6 Ω resistor in series with a parallel
 * combination of 4 Ω and 12 Ω", "(10 Ω + 20 Ω) in parallel with 30 Ω", "R2 et R3 en dérivation,
 * l'ensemble en série avec R1". In symbols ∥ binds tighter than +, and a group written in
 * symbols is one part of the words around it ("4 Ω + 6 Ω in parallel with 3 Ω" is (4 + 6) ∥ 3);
 * in words, two different connections in a row need a comma to say which comes first ("A in
 * series with B, in parallel with C" is (A + B) ∥ C), else the network is not read.
 */
export interface Resistance { si: number; at: number; end: number; label?: string }
export interface ReadNetwork {
  tokens: NetworkToken[];
  /** The resistances the network uses, in the order of its resistors. */
  used: Resistance[];
  /** Where the network's writing ends in the text. */
  end: number;
}

type Tok =
  | { k: 'res'; q: Resistance } | { k: 'ref'; label: string } | { k: '(' } | { k: ')' }
  | { k: 'op'; c: 'series' | 'parallel'; words: boolean } | { k: 'comb'; c: 'series' | 'parallel' }
  | { k: 'and'; comma: boolean } | { k: 'pair'; c: 'series' | 'parallel' } | { k: 'other' };
interface At { t: Tok; at: number; end: number }

const LABEL = /R_?[0-9₀-₉]+/y;
const PATTERNS: Array<[RegExp, (m: RegExpExecArray) => Tok | null]> = [
  [/(?:∥|\|\||\/\/)/y, () => ({ k: 'op', c: 'parallel', words: false })],
  [/\+/y, () => ({ k: 'op', c: 'series', words: false })],
  [/\(/y, () => ({ k: '(' })],
  [/\)/y, () => ({ k: ')' })],
  [/(?:(?:which\s+is|is|are|(?:is\s+|are\s+)?(?:connected|placed|wired)|then|puis|est|sont|(?:est\s+|sont\s+)?(?:mont[ée]e?s?|plac[ée]e?s?|branch[ée]e?s?|associ[ée]e?s?))\s+)?(?:in\s+series\s+with|en\s+s[ée]rie\s+avec)(?![\p{L}])/iuy, () => ({ k: 'op', c: 'series', words: true })],
  [/(?:(?:which\s+is|is|are|(?:is\s+|are\s+)?(?:connected|placed|wired)|then|puis|est|sont|(?:est\s+|sont\s+)?(?:mont[ée]e?s?|plac[ée]e?s?|branch[ée]e?s?|associ[ée]e?s?))\s+)?(?:in\s+parallel\s+(?:with|across)|en\s+(?:parall[èe]le|d[ée]rivation)\s+(?:avec|sur))(?![\p{L}])/iuy, () => ({ k: 'op', c: 'parallel', words: true })],
  [/(?:an?\s+|the\s+)?(?:parallel\s+(?:combination|pair|group|arrangement)|combination\s+in\s+parallel)\s+of(?![\p{L}])|(?:l'|une?\s+)?(?:association|groupement|ensemble)\s+en\s+(?:parall[èe]le|d[ée]rivation)\s+(?:de|d')/iuy, () => ({ k: 'comb', c: 'parallel' })],
  [/(?:an?\s+|the\s+)?(?:series\s+(?:combination|pair|group|arrangement)|combination\s+in\s+series)\s+of(?![\p{L}])|(?:l'|une?\s+)?(?:association|groupement|ensemble)\s+en\s+s[ée]rie\s+(?:de|d')/iuy, () => ({ k: 'comb', c: 'series' })],
  [/(?:(?:are|is|both|(?:are\s+)?(?:connected|placed|wired)|sont|(?:sont\s+)?(?:mont[ée]e?s|plac[ée]e?s|branch[ée]e?s|associ[ée]e?s))\s+)?(?:in\s+parallel|en\s+(?:parall[èe]le|d[ée]rivation))(?![\p{L}])(?!\s+(?:with|across|avec|sur)(?![\p{L}]))/iuy, () => ({ k: 'pair', c: 'parallel' })],
  [/(?:(?:are|is|both|(?:are\s+)?(?:connected|placed|wired)|sont|(?:sont\s+)?(?:mont[ée]e?s|plac[ée]e?s|branch[ée]e?s|associ[ée]e?s))\s+)?(?:in\s+series|en\s+s[ée]rie)(?![\p{L}])(?!\s+(?:with|avec)(?![\p{L}]))/iuy, () => ({ k: 'pair', c: 'series' })],
  [/,/y, () => ({ k: 'and', comma: true })],
  [/(?:and|et)(?![\p{L}])/iuy, () => ({ k: 'and', comma: false })],
];
/** Words that may stand between the parts of a network (articles, "resistor", "the combination", "l'ensemble"). */
const FILLER = /(?:[dl]'|(?:an?|the|of|with|une?|la|le|les|de|resistors?|r[ée]sistances?|resistance|combination|this|that|ensemble|tout|cet|cette|association|then|puis|each|chacune?)(?![\p{L}\d]))/iuy;

function tokenize(text: string, rs: readonly Resistance[]): At[] {
  const out: At[] = [];
  let i = 0;
  while (i < text.length) {
    if (/\s/.test(text[i])) { i++; continue; }
    const r = rs.find((q) => q.at === i);
    if (r) { out.push({ t: { k: 'res', q: r }, at: i, end: r.end }); i = r.end; continue; }
    let hit: At | null = null;
    for (const [re, make] of PATTERNS) {
      re.lastIndex = i;
      const m = re.exec(text);
      const t = m ? make(m) : null;
      if (m && t) { hit = { t, at: i, end: i + m[0].length }; break; }
    }
    if (!hit) {
      LABEL.lastIndex = i;
      const m = LABEL.exec(text);
      if (m && !/[\p{L}\d]/u.test(text[i + m[0].length] ?? '') && !/^\s*=/.test(text.slice(i + m[0].length))) hit = { t: { k: 'ref', label: norm(m[0]) }, at: i, end: i + m[0].length };
    }
    if (!hit) {
      FILLER.lastIndex = i;
      const m = FILLER.exec(text);
      if (m && m[0].length) { i += m[0].length; continue; }
      const w = /[\p{L}\d'’]+|\S/uy;
      w.lastIndex = i;
      const o = w.exec(text);
      hit = { t: { k: 'other' }, at: i, end: i + (o?.[0].length ?? 1) };
    }
    out.push(hit);
    i = hit.end;
  }
  return out;
}

const norm = (label: string): string => label.replace(/_/g, '').replace(/[₀-₉]/g, (d) => String(d.charCodeAt(0) - 0x2080));

/** A parsed part: its postfix tokens and its resistors (values or labels) in order. */
interface Part { tokens: Array<NetworkToken | { label: string }>; ops: Set<string> }
const join = (a: Part, b: Part, c: 'series' | 'parallel'): Part => ({ tokens: [...a.tokens, ...b.tokens, c], ops: new Set([...a.ops, ...b.ops, c]) });

function parse(toks: At[], start: number): { part: Part; next: number } | null {
  let i = start;
  const peek = (): Tok | undefined => toks[i]?.t;
  const atom = (): Part | null => {
    const t = peek();
    if (!t) return null;
    if (t.k === 'res') { i++; return { tokens: [t.q.si], ops: new Set() }; }
    if (t.k === 'ref') { i++; return { tokens: [{ label: t.label }], ops: new Set() }; }
    if (t.k === '(') {
      i++;
      const inner = words();
      if (!inner || peek()?.k !== ')') return null;
      i++;
      return inner;
    }
    if (t.k === 'comb') {
      i++;
      const list = listed();
      return list && list.length >= 2 ? list.slice(1).reduce((a, b) => join(a, b, t.c), list[0]) : null;
    }
    return null;
  };
  // "A and B" or "A, B and C"
  const listed = (): Part[] | null => {
    const first = symbols();
    if (!first) return null;
    const parts = [first];
    while (peek()?.k === 'and') {
      const save = i;
      i++;
      const next = symbols();
      if (!next) { i = save; break; }
      parts.push(next);
    }
    return parts;
  };
  const chain = (next: () => Part | null, c: 'series' | 'parallel'): Part | null => {
    let left = next();
    while (left) {
      const t = peek();
      if (t?.k !== 'op' || t.words || t.c !== c) break;
      i++;
      const right = next();
      if (!right) return null;
      left = join(left, right, c);
    }
    return left;
  };
  const symbols = (): Part | null => chain(() => chain(atom, 'parallel'), 'series');
  // a list ending "in parallel" / "in series" is one group; else the first of the list stands alone
  const grouped = (): Part | null => {
    const save = i;
    // "two resistors in parallel, R1 = 20 Ω and R2 = 30 Ω": the connection told before its list
    const lead = peek();
    if (lead?.k === 'pair') {
      i++;
      if (peek()?.k === 'and' && (peek() as { comma: boolean }).comma) i++;
      const list = listed();
      if (list && list.length >= 2 && peek()?.k !== 'pair') return list.slice(1).reduce((a, b) => join(a, b, lead.c), list[0]);
      i = save;
      return null;
    }
    const list = listed();
    const t = peek();
    // "… in series with a 9 V battery": the list is the group, the supply is no part of it
    const supply = t?.k === 'op' && t.words && !['res', 'ref', '(', 'comb'].includes(toks[i + 1]?.t.k ?? '');
    if (list && list.length >= 2 && (t?.k === 'pair' || supply)) {
      const c = t.k === 'pair' || t.k === 'op' ? t.c : 'series';
      i++;
      return list.slice(1).reduce((a, b) => join(a, b, c), list[0]);
    }
    i = save;
    return symbols();
  };
  // word connections, left to right; a change of connection needs a comma before it
  const words = (): Part | null => {
    let left = grouped();
    let last: string | null = null;
    while (left) {
      const comma = peek()?.k === 'and' && (peek() as { comma: boolean }).comma;
      // ", and this combination is in series with …": the word after the comma joins as well
      let k = i + (comma ? 1 : 0);
      const joined = toks[k]?.t;
      if (comma && joined?.k === 'and' && !joined.comma) k++;
      const t = toks[k]?.t;
      if (t?.k !== 'op' || !t.words) break;
      if (last && last !== t.c && !comma) return null;
      i = k + 1;
      const right = grouped();
      if (!right) return null;
      left = join(left, right, t.c);
      last = t.c;
    }
    return left;
  };
  const part = words();
  return part ? { part, next: i } : null;
}

/**
 * The network written in the text, every resistance given used once (directly or by its label),
 * or null when the text combines resistors in a way not read; undefined when it writes none.
 */
export function readNetwork(text: string, rs: readonly Resistance[]): (ReadNetwork & { mixed: boolean }) | null | undefined {
  const toks = tokenize(text, rs);
  let best: { part: Part; from: number; next: number } | null = null;
  for (let s = 0; s < toks.length; s++) {
    if (!['res', 'ref', '(', 'comb', 'pair'].includes(toks[s].t.k)) continue;
    const p = parse(toks, s);
    if (p && p.part.tokens.length >= 3 && (!best || p.part.tokens.length > best.part.tokens.length)) best = { ...p, from: s };
  }
  const mixed = /(?<![eE\d])\+|\bseries\b|s[ée]rie/i.test(text) && /∥|\|\||\/\/|parallel|parall[èe]le|d[ée]rivation/i.test(text);
  if (!best) return mixed ? null : undefined;
  // labels resolved by their definitions ("R2 = 20 Ω"), each resistance used once
  const labelled = new Map<string, Resistance>();
  for (const q of rs) if (q.label && /^R_?[0-9₀-₉]+$/.test(q.label)) labelled.set(norm(q.label), q);
  const inside = toks.slice(best.from, best.next).flatMap((x) => (x.t.k === 'res' ? [x.t.q] : []));
  const used: Resistance[] = [];
  const tokens: NetworkToken[] = [];
  for (const t of best.part.tokens) {
    const q = typeof t === 'object' ? labelled.get(t.label) : typeof t === 'number' ? inside.find((x) => !used.includes(x)) : undefined;
    if (typeof t === 'string') { tokens.push(t); continue; }
    if (!q || used.includes(q)) return null;
    used.push(q);
    tokens.push(q.si);
  }
  if (mixed && best.part.ops.size < 2) return null;
  return { tokens, used, end: toks[best.next - 1].end, mixed: best.part.ops.size === 2 };
}

const ELEMENT: Array<[RegExp, 'Ib' | 'Vb' | 'Pb']> = [
  [/(?:current|intensit[ée]|courant)\s+(?:(?:(?:would|will|does)\s+)?(?:flow(?:s|ing)?|pass(?:es|ing)?)\s+)?(?:through|in|dans|traversant|qui\s+traverse)\s+/giu, 'Ib'],
  [/(?:voltage|p\.?d\.?|potential\s+difference|tension)\s+(?:across|over|aux\s+bornes\s+d[e'])\s*/giu, 'Vb'],
  [/(?:power|puissance)\s+(?:dissipated\s+|dissip[ée]e\s+|consomm[ée]e\s+)?(?:in|by|dans|par)\s+/giu, 'Pb'],
];
/**
 * The one resistor a question is about ("current through the 4 Ω resistor", "tension aux bornes
 * de R2"), by its label or its value (which must be the value of one resistor only); undefined
 * when the question names none, null when it names one not read.
 */
export function askedElement(text: string, net: ReadNetwork, rs: readonly Resistance[]): { want: 'Ib' | 'Vb' | 'Pb'; element: number; ref?: Resistance } | null | undefined {
  const tail = text.slice(net.end);
  let found: { want: 'Ib' | 'Vb' | 'Pb'; element: number; ref?: Resistance } | null | undefined;
  for (const [re, want] of ELEMENT) {
    for (const m of tail.matchAll(re)) {
      const at = net.end + (m.index ?? 0) + m[0].length;
      const words = /^(?:the\s+|la\s+|l'|le\s+)?(?:resistor\s+|r[ée]sistance\s+(?:de\s+)?)?/iu.exec(text.slice(at))?.[0] ?? '';
      const pos = at + words.length;
      const label = /^R_?[0-9₀-₉]+(?![\p{L}\d])/u.exec(text.slice(pos));
      const ref = rs.find((q) => q.at === pos);
      let element = -1;
      // "each" when the resistors of one plain group are all equal: they share alike
      const each = /^(?:each|every|chaque|chacune)(?![\p{L}])/iu.test(text.slice(at));
      if (each) {
        const plain = new Set(net.tokens.filter((t) => typeof t === 'string')).size === 1;
        if (!plain || net.used.some((q) => Math.abs(q.si - net.used[0].si) > 1e-9 * q.si) || found !== undefined) return null;
        found = { want, element: 0 };
        continue;
      }
      if (label) element = net.used.findIndex((q) => q.label !== undefined && norm(q.label) === norm(label[0]));
      else if (ref) {
        const same = net.used.map((q, k) => (Math.abs(q.si - ref.si) <= 1e-9 * ref.si ? k : -1)).filter((k) => k >= 0);
        element = same.length === 1 ? same[0] : -1;
      } else continue;
      if (element < 0 || found !== undefined) return null;
      found = { want, element, ...(ref && !net.used.includes(ref) ? { ref } : {}) };
    }
  }
  return found;
}

const UNIT: Record<string, string> = { Req: 'Ω', I: 'A', V: 'V', P: 'W', Ib: 'A', Vb: 'V', Pb: 'W' };
/**
 * The circuit task of a network: its equivalent resistance, the supply's current, voltage or power
 * from one of them, or one resistor's share. Undefined when the network is one plain series or
 * parallel group asked about as a whole (read with the other groups); null when some number is
 * left unused or the question is not read.
 */
export function networkCircuit(text: string, net: ReadNetwork & { mixed: boolean }, rs: readonly Resistance[], given: Record<'V' | 'I' | 'P', readonly Resistance[]>, want: string | null): TaskOf<'circuits'> | null | undefined {
  const element = askedElement(text, net, rs);
  if (element === null) return null;
  if (!element && !net.mixed) return undefined;
  if (rs.some((q) => !net.used.includes(q) && q !== element?.ref)) return null;
  const supplied = (['V', 'I', 'P'] as const).filter((k) => given[k].length);
  if (supplied.length > 1 || supplied.some((k) => given[k].length > 1)) return null;
  const knowns: Record<string, number> = Object.fromEntries(supplied.map((k) => [k, given[k][0].si]));
  const w = element ? element.want : supplied.length === 0 ? (want === null || want === 'R?' ? 'Req' : null)
    : want === 'I' ? 'I' : want === 'V?' ? 'V' : want === 'P' ? 'P' : want === 'R?' ? 'Req' : null;
  if (!w || knowns[w] !== undefined || (element && supplied.length === 0)) return null;
  return { kind: 'circuits', knowns, want: w, unit: UNIT[w], network: net.tokens, ...(element ? { element: element.element } : {}) };
}

/**
 * A resistance written again in the question ("… resistors of 2 Ω, 4 Ω and 6 Ω. Current through
 * the 4 Ω resistor?"): the same value as one listed before it, after an article. It names that
 * resistor; it is no new one.
 */
export function repeatedResistances<R extends Resistance>(text: string, rs: readonly R[]): R[] {
  return rs.filter((q, k) => rs.slice(0, k).some((p) => Math.abs(p.si - q.si) <= 1e-9 * q.si && /[.;:?!]/.test(text.slice(p.end, q.at)))
    && /(?:the|this|that|le|la|l'|cette|ce)\s*(?:(?:resistor|r[ée]sistance)\s+(?:of|de)\s+)?$/iu.test(text.slice(Math.max(0, q.at - 30), q.at)));
}

/**
 * Resistors listed in one plain group ("2 Ω, 4 Ω and 6 Ω in series"), as a network, when a question
 * names one of them again; undefined when no resistor is named again.
 */
export function plainGroup(text: string, rs: readonly Resistance[], connection: 'series' | 'parallel'): ReadNetwork & { mixed: false } | undefined {
  const again = repeatedResistances(text, rs);
  const used = rs.filter((q) => !again.includes(q));
  if (again.length !== 1 || used.length < 2) return undefined;
  const tokens: NetworkToken[] = [used[0].si, ...used.slice(1).flatMap((q): NetworkToken[] => [q.si, connection])];
  return { tokens, used, end: used[used.length - 1].end, mixed: false };
}
