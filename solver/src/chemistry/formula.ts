import { isElement } from './elements';

/**
 * Chemical formulas as students type them: nested groups Ca(OH)2, (NH4)2SO4, K4[Fe(CN)6];
 * hydrates CuSO4·5H2O, CuSO4.5H2O, CuSO4*5H2O; charges Fe^3+, SO4^2-, Fe{3+}, Fe+3, ³⁺, and the
 * student forms Fe3+, Cu2+, SO42- read with chemistry (Fe₃ is no species: on a single-element ion
 * the digits before the sign are the charge; SO₄²⁻ is a known ion, SO₄₂⁻ is not); state labels
 * (s), (l), (g), (aq) ignored; e- an electron.
 */
export interface Species {
  /** What the student wrote, without the state label and the charge. */
  body: string;
  counts: Map<string, number>;
  charge: number;
}

const SUB: Record<string, string> = { '₀': '0', '₁': '1', '₂': '2', '₃': '3', '₄': '4', '₅': '5', '₆': '6', '₇': '7', '₈': '8', '₉': '9' };
const SUP: Record<string, string> = { '⁰': '0', '¹': '1', '²': '2', '³': '3', '⁴': '4', '⁵': '5', '⁶': '6', '⁷': '7', '⁸': '8', '⁹': '9', '⁺': '+', '⁻': '-' };

/** Common polyatomic ions, body → charge, to read "SO42-" as SO₄²⁻ and "NH4+" as NH₄⁺. */
const KNOWN_IONS: Record<string, number> = {
  NH4: 1, H3O: 1, Hg2: 2, OH: -1, NO3: -1, NO2: -1, SO4: -2, SO3: -2, HSO4: -1, HSO3: -1, CO3: -2, HCO3: -1, PO4: -3, HPO4: -2, H2PO4: -1,
  MnO4: -1, CrO4: -2, Cr2O7: -2, ClO4: -1, ClO3: -1, ClO2: -1, ClO: -1, BrO3: -1, IO3: -1, CN: -1, SCN: -1, S2O3: -2, C2O4: -2,
  CH3COO: -1, O2: -2, AsO4: -3, SiO3: -2, S4O6: -2, MnO4_2: -2, HS: -1, NH2: -1, N3: -1, BO3: -3, SO4_1: -2,
};

export class FormulaError extends Error {}

function unicode(s: string): string {
  let out = s.replace(/[₀-₉]/g, (c) => SUB[c]);
  out = out.replace(/[⁰-⁹⁺⁻¹²³]+$/, (m) => `^${[...m].map((c) => SUP[c]).join('')}`);
  return out.replace(/[−–]/g, '-');
}

/** Element counts of a formula body (no charge): groups, multipliers, hydrate parts. */
export function countAtoms(body: string): Map<string, number> {
  const parts = body.split(/[·.*•]/);
  const total = new Map<string, number>();
  for (const part of parts) {
    const m = /^(\d*)(.*)$/.exec(part.trim());
    if (!m || m[2] === '') throw new FormulaError(`empty part in ${body}`);
    const mult = m[1] ? Number(m[1]) : 1;
    if (mult === 0) throw new FormulaError('zero multiplier');
    for (const [el, n] of group(m[2])) total.set(el, (total.get(el) ?? 0) + n * mult);
  }
  return total;
}

function group(s: string): Map<string, number> {
  let i = 0;
  const close: Record<string, string> = { '(': ')', '[': ']', '{': '}' };
  const seq = (end: string | null): Map<string, number> => {
    const acc = new Map<string, number>();
    const add = (m: Map<string, number>, k: number): void => {
      for (const [el, n] of m) acc.set(el, (acc.get(el) ?? 0) + n * k);
    };
    while (i < s.length) {
      const c = s[i];
      if (end !== null && c === end) {
        i++;
        return acc;
      }
      let inner: Map<string, number>;
      if (c in close) {
        i++;
        inner = seq(close[c]);
      } else {
        const m = /^[A-Z][a-z]?/.exec(s.slice(i));
        if (!m) throw new FormulaError(`unexpected "${c}"`);
        let sym = m[0];
        if (!isElement(sym) && sym.length === 2 && isElement(sym[0])) sym = sym[0];
        if (!isElement(sym)) throw new FormulaError(`unknown element ${sym}`);
        i += sym.length;
        inner = new Map([[sym, 1]]);
      }
      const d = /^\d+/.exec(s.slice(i));
      const k = d ? Number(d[0]) : 1;
      if (d) i += d[0].length;
      if (k === 0) throw new FormulaError('zero count');
      add(inner, k);
    }
    if (end !== null) throw new FormulaError('unbalanced brackets');
    return acc;
  };
  const out = seq(null);
  if (out.size === 0) throw new FormulaError('empty formula');
  return out;
}

const sign = (s: string): number => (s === '+' ? 1 : -1);

function tryBody(body: string): Map<string, number> | null {
  try {
    return countAtoms(body);
  } catch {
    return null;
  }
}

/** One species: formula, charge, state label. Throws FormulaError when it is no formula. */
export function parseSpecies(input: string): Species {
  let s = unicode(input.trim()).replace(/\s+/g, '');
  s = s.replace(/(?:\((?:s|l|g|aq)\))+$/i, '');
  if (/^e\^?\{?1?-\}?$|^e\^?\{?-1?\}?$/.test(s)) return { body: 'e', counts: new Map(), charge: -1 };
  const done = (body: string, charge: number): Species => ({ body, counts: countAtoms(body), charge });
  let m = /^(.+?)\^\{?(\d*)([+-])\}?$/.exec(s) ?? null;
  if (m) return done(m[1], sign(m[3]) * (m[2] ? Number(m[2]) : 1));
  m = /^(.+?)\^\{?([+-])(\d*)\}?$/.exec(s);
  if (m) return done(m[1], sign(m[2]) * (m[3] ? Number(m[3]) : 1));
  m = /^(.+?[A-Za-z)\]\d])\{(\d*)([+-])\}$/.exec(s);
  if (m) return done(m[1], sign(m[3]) * (m[2] ? Number(m[2]) : 1));
  m = /^(.*[A-Za-z)\]])([+-])(\d+)$/.exec(s);
  if (m) return done(m[1], sign(m[2]) * Number(m[3]));
  m = /^(.*[A-Za-z)\]])(\d+)([+-])$/.exec(s);
  if (m) return studentCharge(m[1], m[2], sign(m[3]));
  m = /^(.*[A-Za-z)\]\d])(\++|-+)$/.exec(s);
  if (m) return done(m[1], sign(m[2][0]) * m[2].length);
  return done(s, 0);
}

/** "Fe3+", "SO42-", "NH4+": which digits are a subscript and which the charge. */
function studentCharge(head: string, digits: string, sg: number): Species {
  const readings: Array<{ body: string; charge: number }> = [];
  for (let k = 0; k <= digits.length; k++) {
    const sub = digits.slice(0, k);
    const ch = digits.slice(k);
    if (ch.startsWith('0')) continue;
    readings.push({ body: head + sub, charge: sg * (ch ? Number(ch) : 1) });
  }
  const known = readings.find((r) => KNOWN_IONS[r.body] === r.charge);
  const single = /^[A-Z][a-z]?$/.test(head) && isElement(head) && Number(digits) <= 7;
  const pick = known ?? (single ? { body: head, charge: sg * Number(digits) } : { body: head + digits, charge: sg });
  const counts = tryBody(pick.body);
  if (!counts) throw new FormulaError(`cannot read ${head}${digits}`);
  return { body: pick.body, counts, charge: pick.charge };
}

/** The charge written unambiguously: ^+, ^2-, ^3+. */
export function chargeText(charge: number): string {
  if (charge === 0) return '';
  const n = Math.abs(charge);
  return `^${n === 1 ? '' : n}${charge > 0 ? '+' : '-'}`;
}

export function speciesText(sp: Species): string {
  if (sp.body === 'e') return 'e^-';
  return `${sp.body.replace(/[.*•]/g, '·')}${chargeText(sp.charge)}`;
}

/** LaTeX of a species: subscripts, the charge as a superscript. */
export function speciesLatex(sp: Species): string {
  if (sp.body === 'e') return '\\mathrm{e}^{-}';
  const body = sp.body.replace(/[.*•·](\d*)/g, (_m, k: string) => `\\cdot ${k}`).replace(/([A-Za-z)\]])(\d+)/g, '$1_{$2}');
  const n = Math.abs(sp.charge);
  const ch = sp.charge === 0 ? '' : `^{${n === 1 ? '' : n}${sp.charge > 0 ? '+' : '-'}}`;
  return `\\mathrm{${body}}${ch}`;
}

export interface SideTerm {
  coefficient: number | null;
  species: Species;
}

/** A state label (s), (l), (g), (aq): lower-case letters never make a group of a formula. */
const STATE = /\(\s*(?:s|l|g|aq)\s*\)(?![\p{L}])/gu;
/** The text with its state labels taken out. */
export const withoutStates = (s: string): string => s.replace(STATE, '');
const ARROW = /\s*(?:<=>|<->|⇌|⇄|↔|⟶|→|->|=>|=)\s*/;

/** Splits a side on the "+" that starts a new species (followed by a coefficient and a capital, "(", "[" or "e-"). */
export function splitSide(side: string): string[] {
  return side.split(/\s*\+\s*(?=\d*\s*(?:[A-Z([]|e\s*[-^⁻]))/).map((x) => x.trim()).filter((x) => x !== '');
}

export function parseTerm(t: string): SideTerm {
  const m = /^(\d+)\s*\*?\s*(?=[A-Z([]|e\b)(.*)$/.exec(t.trim());
  if (m) return { coefficient: Number(m[1]), species: parseSpecies(m[2]) };
  return { coefficient: null, species: parseSpecies(t) };
}

/** An equation "A + B -> C": each side's terms; throws FormulaError when it is not one. */
export function parseEquation(s: string): { reactants: SideTerm[]; products: SideTerm[] } {
  // state labels go first: after a charge ("Ag+(aq) + Cu(s)") the "+(" would read as a new species
  const sides = withoutStates(s).split(ARROW);
  if (sides.length !== 2) throw new FormulaError('one arrow expected');
  const [l, r] = sides.map((x) => splitSide(x).map(parseTerm));
  if (l.length === 0 || r.length === 0) throw new FormulaError('a side is empty');
  return { reactants: l, products: r };
}

export { ARROW };
