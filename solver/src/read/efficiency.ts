import type { TaskOf } from '../task/task';
import { DIMS, sameDim } from '../physics/units';
import { allPlaced, question as questionOf, type Found, type Situation } from './formulaFamilies';

/**
 * A machine's efficiency from powers or energies, in English and French: what goes in (input,
 * absorbed, consumed, supplied), what comes out (output, useful, delivered) and what is lost
 * (losses, wasted, pertes), each told apart by the words next to it; the efficiency as a
 * percentage or a bare number named so ("efficiency 0.8", "η = 0,85"). The quantity asked is the
 * one the question names, never guessed from the one left over.
 */
type Given = Found;
type Role = 'in' | 'out' | 'loss';

const INPUT = /\binput\b|\btak(?:es|ing)\b|\bdraw(?:s|ing)?\b|\bconsum(?:es|ed|ing)\b|\babsorb(?:s|ed|ing)?\b|supplied|\bsupply\b|receiv(?:es|ed|ing)|\bfed\b|electrical\s+energy|absorb[ée]e?s?|consomm\w*|re[çc]oi[ts]|fournie?\s+(?:au|à\s+la|par\s+le\s+r[ée]seau)|entr[ée]e/i;
const OUTPUT = /\boutput\b|transform\w*\s+(?:\w+\s+)?(?:en|into)\b|convert\w*\s+(?:\w+\s+)?(?:en|into)\b|deliver(?:s|ed|ing)?|\buseful\b|\bgiv(?:es|ing)\b|produc(?:es|ed|ing)|\bdoes\b|utile|fourni(?:[ts]|r|e(?!\s+(?:au|à\s+la|par\s+le\s+r[ée]seau)))|restitu\w*|d[ée]livr\w*|sortie/i;
const LOSS = /\bloss(?:es)?\b|\blost\b|wasted?|dissipated\s+as\s+heat|pertes?|perdue?s?/i;
const ETA = /(?:effici?ency|rendement|η|\beta\b)\s*(?:of|is|=|:|de|est|vaut|égal\s+à)?\s*(0(?:[.,]\d+)?|1(?:[.,]0+)?)(?![\d%]|[.,]\d)/i;

const COMMAND = /\?|\bfind\b|\bcalcul|\bd[ée]termin|\bwhat\b|\bquel|\bhow\b|\bcombien\b|\bcompute\b/i;
const WORD: Record<Role, RegExp> = { in: INPUT, out: OUTPUT, loss: LOSS };

/** The role of a quantity by the last role word in the words of its clause before it, else the first after it. */
function roleOf(text: string, qs: readonly Given[], q: Given): Role | null {
  const start = Math.max(0, ...qs.filter((x) => x.end <= q.at).map((x) => x.end));
  const before = text.slice(start, q.at).split(/[.;]/).pop() ?? '';
  const after = text.slice(q.end, Math.min(text.length, ...qs.filter((x) => x.at >= q.end).map((x) => x.at))).split(/[,.;?]/)[0];
  const last = (s: string): Role | null => {
    let best: { at: number; role: Role } | null = null;
    for (const role of ['in', 'out', 'loss'] as const) {
      for (const m of s.matchAll(new RegExp(WORD[role].source, 'gi'))) if (!best || (m.index ?? 0) >= best.at) best = { at: m.index ?? 0, role };
    }
    return best?.role ?? null;
  };
  const first = (s: string): Role | null => {
    const hits = (['loss', 'out', 'in'] as const).map((role) => ({ role, at: WORD[role].exec(s)?.index ?? Infinity })).sort((a, b) => a.at - b.at);
    return hits[0].at < Infinity ? hits[0].role : null;
  };
  // "250 W of losses" names it after; "input of 1000 W" before; the words after "and" belong to the next clause
  // ("takes 2 kW of electrical power and delivers 1.7 kW")
  const own = after.split(/\b(?:and|et|but|mais|while|whereas|tandis)\b/i)[0];
  return (/^\s*(?:of|de|d')\s/i.test(after) ? first(own) : null) ?? last(before) ?? first(own);
}

/** The quantity the question names: the efficiency, the losses, the input or the output. */
function askedRole(question: string): Role | 'eta' | null {
  if (/effici?en|efficacit[ée]|rendement|\bη\b/i.test(question)) return 'eta';
  if (LOSS.test(question)) return 'loss';
  const out = OUTPUT.exec(question)?.index ?? Infinity;
  const inp = INPUT.exec(question)?.index ?? Infinity;
  return out < inp ? 'out' : inp < out ? 'in' : null;
}

const isDim = (q: Given, d: typeof DIMS[keyof typeof DIMS]): boolean => q.dim !== 'pct' && q.dim !== 'deg' && sameDim(q.dim, d);

/** A load lifted at a steady pace: its mass, the height and the time give the useful power m·g·h/t. */
function lifted(raw: string, qs: readonly Given[]): { m: number; h: number; t: number; rest: Given[] } | null {
  const M = qs.filter((q) => isDim(q, DIMS.M));
  const H = qs.filter((q) => isDim(q, DIMS.L));
  const T = qs.filter((q) => isDim(q, DIMS.T));
  if (M.length !== 1 || H.length !== 1 || T.length !== 1 || !/\blift|\braise|\bhoist|soul[èe]v|\bmonte|[ée]l[èe]ve/i.test(raw)) return null;
  return { m: M[0].si, h: H[0].si, t: T[0].si, rest: qs.filter((q) => q !== M[0] && q !== H[0] && q !== T[0]) };
}

/** The side of a supply's voltage or current told by its index (U1, I_p: the primary; U2, I_s: the secondary). */
const sideOfLabel = (label: string | undefined): Role | null => (!label ? null : /^[UVI]_?(?:1|₁|p|in)$/i.test(label) ? 'in' : /^[UVI]_?(?:2|₂|s|out)$/i.test(label) ? 'out' : null);
/** A transformer's winding named in the words just before a quantity (« l'intensité au secondaire est de 4 A »). */
function windingOf(rest: string, qs: readonly Given[], q: Given): Role | null {
  const before = rest.slice(Math.max(0, ...qs.filter((x) => x.end <= q.at).map((x) => x.end)), q.at).split(/[.;,]|\b(?:and|et)\b/i).pop() ?? '';
  return /secondary|secondaire/i.test(before) ? 'out' : /primary|primaire/i.test(before) ? 'in' : null;
}
const PRIMARY_SIDE = /primary|primaire|\binput\b|entr[ée]e/i;
const SECONDARY_SIDE = /secondary|secondaire|\boutput\b|sortie|deliver|d[ée]livr/i;

/**
 * The supply's voltages and currents, each on its side: what goes in (a primary, the supply) or
 * comes out (a secondary, what is delivered). One told without a side takes the side the others
 * share, or goes in when none is told (a motor's supply).
 */
function electricalSides(rest: string, qs: readonly Given[], V: Given[], I: Given[]): Map<Given, Role> | null {
  const sides = new Map<Given, Role | null>();
  for (const q of [...V, ...I]) {
    const r = sideOfLabel(q.label) ?? windingOf(rest, qs, q) ?? roleOf(rest, qs, q);
    if (r === 'loss') return null;
    sides.set(q, r);
  }
  // two voltages stepped 'from 240 V down to 12 V' (« de 230 V en 12 V ») go from the input to the output
  if (V.length === 2 && sides.get(V[0]) === null && sides.get(V[1]) === null && /^\s*(?:down\s+|up\s+)?(?:to|into|en|à)\s*$/i.test(rest.slice(V[0].end, V[1].at))) {
    sides.set(V[0], 'in');
    sides.set(V[1], 'out');
  }
  const told = new Set([...sides.values()].filter((r): r is Role => r !== null));
  const fallback: Role = told.size === 1 ? [...told][0] : 'in';
  const out = new Map<Given, Role>();
  for (const [q, r] of sides) out.set(q, r ?? fallback);
  return out;
}

export function readEfficiency({ raw, rest, qs: all, g }: Situation): TaskOf<'mechanics'> | null {
  if (!/effici?en|efficacit[ée]|rendement|\bη\b|\bloss(?:es)?\b|pertes?\b/i.test(raw)) return null;
  const lift = lifted(raw, all);
  const qs = lift?.rest ?? all;
  const pct = qs.filter((q) => q.dim === 'pct');
  const ps = qs.filter((q) => isDim(q, DIMS.power) || isDim(q, DIMS.energy));
  const V = qs.filter((q) => isDim(q, DIMS.voltage));
  const I = qs.filter((q) => isDim(q, DIMS.current));
  const energy = ps.length > 0 && ps.every((q) => isDim(q, DIMS.energy));
  if (pct.length + ps.length + V.length + I.length !== qs.length || pct.length > 1 || ps.length > 3 || V.length > 2 || I.length > 2) return null;
  if ((energy && V.length + I.length) || (!energy && ps.some((q) => !isDim(q, DIMS.power)))) return null;
  const bare = ETA.exec(rest);
  if (pct.length + (bare ? 1 : 0) > 1 || !allPlaced(rest, all, ETA)) return null;
  const names: Record<Role, string> = energy ? { in: 'Ein', out: 'Eout', loss: 'Eloss' } : { in: 'Pin', out: 'Pout', loss: 'Ploss' };
  const knowns: Record<string, number> = {};
  for (const q of ps) {
    const r = roleOf(rest, qs, q);
    if (!r || knowns[names[r]] !== undefined) return null;
    knowns[names[r]] = q.si;
  }
  // a voltage and a current on each side: the electrical power taken in (V I) or delivered (V_out I_out)
  const sides = electricalSides(rest, qs, V, I);
  if (!sides) return null;
  const letter = (q: Given): string => (isDim(q, DIMS.voltage) ? (sides.get(q) === 'out' ? 'Vout' : 'V') : sides.get(q) === 'out' ? 'Iout' : 'I');
  for (const q of [...V, ...I]) {
    if (knowns[letter(q)] !== undefined) return null;
    knowns[letter(q)] = q.si;
  }
  if (pct.length) knowns.eta = pct[0].si;
  // the load's own power is the output: no other power may claim it
  if (lift) {
    if (energy || knowns.Pout !== undefined || !Number.isFinite(g)) return null;
    Object.assign(knowns, { m: lift.m, h: lift.h, t: lift.t, g });
  }
  if (bare) knowns.eta = Number(bare[1].replace(',', '.'));
  // the clause that asks ("Sachant qu'il a un rendement de 80 %, calculer la puissance utile": the useful power)
  const q = questionOf(raw);
  const clauses = q.split(',');
  const asked = askedRole([...clauses].reverse().find((c) => COMMAND.test(c) && !/\d/.test(c)) ?? q);
  // a side's voltage or current asked: the side the question names, else the one whose pair is half given
  const pairs = { in: ['V', 'I'], out: ['Vout', 'Iout'] } as const;
  const half = (['in', 'out'] as const).filter((r) => pairs[r].filter((k) => knowns[k] !== undefined).length === 1);
  const full = (['in', 'out'] as const).filter((r) => pairs[r].every((k) => knowns[k] !== undefined));
  const sideAsked: Role | null = SECONDARY_SIDE.test(q) && !PRIMARY_SIDE.test(q) ? 'out' : PRIMARY_SIDE.test(q) && !SECONDARY_SIDE.test(q) ? 'in' : half.length === 1 ? half[0] : null;
  const electric = /\bcurrent\b|\bintensit[ée]|\bcourant\b/i.test(q) ? 1 : /\bvoltage\b|\btension\b/i.test(q) ? 0 : null;
  const side = electric !== null && sideAsked && half.includes(sideAsked as 'in' | 'out') ? pairs[sideAsked as 'in' | 'out'][electric] : null;
  const want = side && knowns[side] === undefined ? side : asked === 'eta' ? 'eta' : asked ? names[asked] : null;
  // two of the balance known, each side given as V and I making one; a side half given only when its other half is asked
  const balance = Object.keys(knowns).filter((k) => !['V', 'I', 'Vout', 'Iout', 'm', 'h', 't', 'g'].includes(k)).length + full.length + (lift ? 1 : 0);
  if (!want || knowns[want] !== undefined || balance !== 2 || half.length > (side ? 1 : 0)) return null;
  return { kind: 'mechanics', knowns, want, unit: want === 'eta' ? '%' : want === 'I' || want === 'Iout' ? 'A' : want === 'Vout' || want === 'V' ? 'V' : energy ? 'J' : 'W' };
}
