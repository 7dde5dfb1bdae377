import type { TaskOf } from '../task/task';
import { ATOMIC_WEIGHTS, AVOGADRO } from '../chemistry/elements';
import { byProduct } from '../chemistry/byProduct';
import { verifyAcidBase } from './acidBase';
import { verifyGasChange } from './gasChange';
import { answerParts } from '../chemistry/phQuantities';

/**
 * Chemistry answers checked without the methods' code: formulas are counted by expanding
 * brackets textually (innermost first) and tallying symbols, balanced equations are recounted
 * element by element and charge by charge, and numeric answers are put back into the inverse
 * relation (m = n·M for n = m/M, PV against nRT, 10^−pH against the ion concentration).
 */
type Chem = TaskOf<'balance' | 'molar_mass' | 'mole_mass' | 'stoichiometry' | 'concentration' | 'gas_law' | 'ph' | 'acid_base' | 'gas_change' | 'mass_concentration' | 'empirical_formula'>;

/**
 * An equation told without its by-product: the amount of product from the one reactant given by
 * an element only those two carry among the species named (every calcium atom of Ca ends in
 * Ca(OH)2), counted here without balancing anything.
 */
function tracedAmount(t: TaskOf<'stoichiometry'>, all: string[], moles: (g: TaskOf<'stoichiometry'>['given'][number]) => number): number {
  if (t.given.length !== 1) return NaN;
  const g = t.given[0];
  const from = tally(g.species).atoms;
  const to = tally(t.target).atoms;
  const el = Object.keys(from).find((e) => to[e] && all.every((s) => s === g.species || s === t.target || !tally(s).atoms[e]));
  return el ? (moles(g) * from[el]) / to[el] : NaN;
}

/** Element tally and charge of an unambiguously written species (Fe^3+, SO4^2-, CuSO4·5H2O, e^-). */
function tally(species: string): { atoms: Record<string, number>; charge: number } {
  let s = species.trim();
  let charge = 0;
  const c = /\^\{?(\d*)([+-])\}?$/.exec(s);
  if (c) {
    charge = (c[2] === '+' ? 1 : -1) * (c[1] ? Number(c[1]) : 1);
    s = s.slice(0, c.index);
  }
  if (s === 'e') return { atoms: {}, charge };
  const atoms: Record<string, number> = {};
  for (const part of s.split(/[·.*•]/)) {
    const lead = /^(\d*)/.exec(part)?.[1] ?? '';
    let body = part.slice(lead.length).replace(/[[{]/g, '(').replace(/[\]}]/g, ')');
    // expand the innermost bracket until none is left: (OH)2 → OHOH
    for (let guard = 0; body.includes('(') && guard < 50; guard++) {
      body = body.replace(/\(([^()]*)\)(\d*)/, (_m, inner: string, k: string) => inner.replace(/([A-Z][a-z]?)(\d*)/g, (_x, el: string, n: string) => `${el}${(n ? Number(n) : 1) * (k ? Number(k) : 1)}`));
    }
    if (/[()]/.test(body) || !/^(?:[A-Z][a-z]?\d*)+$/.test(body)) throw new Error('unreadable');
    for (const m of body.matchAll(/([A-Z][a-z]?)(\d*)/g)) {
      if (!(m[1] in ATOMIC_WEIGHTS)) throw new Error('element');
      atoms[m[1]] = (atoms[m[1]] ?? 0) + (m[2] ? Number(m[2]) : 1) * (lead ? Number(lead) : 1);
    }
  }
  return { atoms, charge };
}

const mass = (species: string, given?: Readonly<Record<string, number>>): number => Object.entries(tally(species).atoms).reduce((a, [el, n]) => a + n * (given?.[el] ?? ATOMIC_WEIGHTS[el]), 0);
const close = (a: number, b: number, rtol = 2e-3): boolean => Number.isFinite(a) && Number.isFinite(b) && Math.abs(a - b) <= rtol * Math.max(Math.abs(a), Math.abs(b), 1e-300);

/** Half a unit in the last figure of a stated number, relative to it (1.20e24: 0.005 / 1.20). */
function statedTolerance(value: string): number {
  const m = /^\s*-?(\d+)(?:\.(\d+))?(?:e[-+]?\d+)?/.exec(value);
  if (!m) return 0;
  const digits = `${m[1]}${m[2] ?? ''}`.replace(/^0+/, '');
  const x = Math.abs(Number(`${m[1]}.${m[2] ?? ''}`.replace(/\.$/, '')));
  if (!digits || !(x > 0)) return 0;
  const lastPlace = 10 ** (Math.floor(Math.log10(x)) - digits.length + 1);
  return (0.5 * lastPlace) / x;
}

const UNITS: Record<string, number> = { g: 1, mol: 1, 'g/mol': 1, 'mol/L': 1, 'g/L': 1, L: 1e-3, mL: 1e-6, 'm^3': 1, Pa: 1, kPa: 1000, atm: 101325, bar: 1e5, mmHg: 133.322, K: 1, '%': 0.01, '': 1 };
/** "12.5 kPa" → value in the base unit and the unit's name. */
function quantity(value: string): { x: number; unit: string } | null {
  const m = /^\s*(-?\d+(?:\.\d+)?(?:e[-+]?\d+)?)\s*(\S*)\s*$/.exec(value);
  if (!m || !(m[2] in UNITS)) return null;
  return { x: Number(m[1]) * UNITS[m[2]], unit: m[2] };
}

/** The equation's terms: coefficient and species, each side. */
function sides(value: string): Array<Array<{ k: number; sp: string }>> | null {
  const parts = value.split('→');
  if (parts.length !== 2) return null;
  return parts.map((side) => side.split(/\s\+\s/).map((t) => {
    const m = /^\s*(\d*)(.+?)\s*$/.exec(t);
    return { k: m?.[1] ? Number(m[1]) : 1, sp: m?.[2] ?? '' };
  }));
}

function verifyBalance(t: TaskOf<'balance'>, value: string): boolean {
  const s = sides(value);
  if (!s) return false;
  const [l, r] = s;
  const same = (a: string[], b: string[]): boolean => a.length === b.length && [...a].sort().join('|') === [...b].sort().join('|');
  if (!same(l.map((x) => x.sp), t.reactants) || !same(r.map((x) => x.sp), t.products)) return false;
  const ks = [...l, ...r].map((x) => x.k);
  const g = ks.reduce((a, b) => { let x = a; let y = b; while (y) [x, y] = [y, x % y]; return x; }, 0);
  if (ks.some((k) => !Number.isInteger(k) || k <= 0) || g !== 1) return false;
  const totals = new Map<string, number>();
  const add = (terms: Array<{ k: number; sp: string }>, sign: number): void => {
    for (const { k, sp } of terms) {
      const { atoms, charge } = tally(sp);
      for (const [el, n] of Object.entries(atoms)) totals.set(el, (totals.get(el) ?? 0) + sign * k * n);
      totals.set('±', (totals.get('±') ?? 0) + sign * k * charge);
    }
  };
  add(l, 1);
  add(r, -1);
  return [...totals.values()].every((v) => v === 0);
}

/** Balancing by floating-point elimination, independent of the exact method. */
function coefficients(reactants: string[], products: string[]): number[] | null {
  const all = [...reactants, ...products];
  const t = all.map(tally);
  const rows = [...new Set(t.flatMap((x) => Object.keys(x.atoms)))];
  const A = rows.map((el) => t.map((x, j) => (j < reactants.length ? 1 : -1) * (x.atoms[el] ?? 0)));
  A.push(t.map((x, j) => (j < reactants.length ? 1 : -1) * x.charge));
  // fix the last coefficient to 1 and solve the rest by least squares through normal equations
  const n = all.length - 1;
  const M = Array.from({ length: n }, (_, i) => Array.from({ length: n + 1 }, (_, j) => A.reduce((a, row) => a + row[i] * (j < n ? row[j] : -row[n]), 0)));
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(M[r][c]) > Math.abs(M[p][c])) p = r;
    if (Math.abs(M[p][c]) < 1e-12) return null;
    [M[c], M[p]] = [M[p], M[c]];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = M[r][c] / M[c][c];
      for (let j = c; j <= n; j++) M[r][j] -= f * M[c][j];
    }
  }
  const x = [...M.map((row, i) => row[n] / row[i]), 1];
  return A.every((row) => Math.abs(row.reduce((a, v, j) => a + v * x[j], 0)) < 1e-9) && x.every((v) => v > 0) ? x : null;
}

/** Share of each element a formula gives back, against the composition given; a molar mass given, the formula's own. */
function verifyEmpiricalFormula(t: TaskOf<'empirical_formula'>, formula: string): boolean {
  let atoms: Record<string, number>;
  try {
    atoms = tally(formula).atoms;
  } catch {
    return false;
  }
  const elements = t.parts.map((p) => p.element);
  if (Object.keys(atoms).length !== elements.length || !elements.every((e) => (atoms[e] ?? 0) > 0)) return false;
  const total = t.parts.reduce((a, p) => a + p.value, 0);
  const M = mass(formula);
  // measured compositions carry about one percentage point of rounding
  const shares = t.parts.every((p) => Math.abs(p.value / total - (atoms[p.element] * ATOMIC_WEIGHTS[p.element]) / M) <= 0.012);
  if (!shares) return false;
  if (t.molarMass !== undefined) return Math.abs(M - t.molarMass) <= 0.03 * t.molarMass;
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  return Object.values(atoms).reduce(gcd) === 1;
}

export function verifyChemistry(t: Chem, answer: { kind: string; value: string }): boolean {
  // several quantities asked of one solution: each part checked as the single answer of its quantity
  if ((t.kind === 'ph' || t.kind === 'acid_base') && t.also) {
    const parts = answer.kind === 'text' ? answerParts(answer.value) : null;
    const asked = [t.want, ...t.also];
    return !!parts && parts.length === asked.length && parts.every((p, k) => p.quantity === asked[k] && verifyChemistry({ ...t, want: p.quantity, also: undefined }, p.answer));
  }
  if (t.kind === 'balance') return answer.kind === 'chem_equation' && verifyBalance(t, answer.value);
  if (t.kind === 'acid_base') return verifyAcidBase(t, answer);
  if (t.kind === 'gas_change') return verifyGasChange(t, answer);
  if (t.kind === 'empirical_formula') return answer.kind === 'text' && verifyEmpiricalFormula(t, answer.value);
  if (t.kind === 'mass_concentration') {
    // the answer times (or over) the molar mass recounted here gives back the concentration given
    const q = quantity(answer.value);
    const M = mass(t.solute);
    if (!q || answer.kind !== 'quantity' || q.unit !== t.want || !(M > 0)) return false;
    return close(t.want === 'mol/L' ? q.x * M : q.x / M, t.given.value, 2e-3);
  }
  if (t.kind === 'stoichiometry' && t.want === 'limiting') {
    const k = coefficients(t.reactants, t.products);
    if (!k) return false;
    const all = [...t.reactants, ...t.products];
    const r = t.given.map((g) => (g.unit === 'g' ? g.value / mass(g.species) : g.unit === 'L' ? g.value * (g.molarity ?? NaN) : g.value) / k[all.indexOf(g.species)]);
    return answer.value === t.given[r.indexOf(Math.min(...r))].species;
  }
  const q = answer.kind === 'number' ? { x: Number(answer.value), unit: '' } : quantity(answer.value);
  // an answer stated to three figures is as close as its last figure allows
  const stated = statedTolerance(answer.value);
  const near = (x: number, y: number, rtol = 2e-3): boolean => close(x, y, Math.max(rtol, stated));
  if (!q || !Number.isFinite(q.x)) return false;
  const x = q.x;
  switch (t.kind) {
    case 'molar_mass': {
      if (!t.element) return q.unit === 'g/mol' && near(x, mass(t.formula, t.masses));
      // the element's share recounted from the atoms of the formula
      const n = tally(t.formula).atoms[t.element] ?? 0;
      return q.unit === '%' && n > 0 && near(x * 100, (100 * n * (t.masses?.[t.element] ?? ATOMIC_WEIGHTS[t.element])) / mass(t.formula, t.masses));
    }
    case 'mole_mass': {
      const wantUnit = { mol: 'mol', g: 'g', particles: '', L: 'L' }[t.want];
      if (q.unit !== wantUnit) return false;
      const M = t.formula ? mass(t.formula, t.masses) : NaN;
      const vm = t.molarVolume ?? NaN;
      // back to the given quantity through the inverse relations (a volume in L: the quantity read it in m³)
      // atoms counted: each formula unit holds part.per of them
      const per = t.part?.per ?? 1;
      const n = t.want === 'mol' ? x / per : t.want === 'g' ? x / M : t.want === 'L' ? (x * 1000) / vm : x / AVOGADRO / per;
      const back = t.given.unit === 'mol' ? n : t.given.unit === 'g' ? n * M : t.given.unit === 'L' ? n * vm : n * AVOGADRO;
      return near(back, t.given.value);
    }
    case 'stoichiometry': {
      // a by-product left unnamed (ZnCl2 beside the H2 asked) is named by the reading; the equation with it is balanced here
      const named = coefficients(t.reactants, t.products);
      const extra = named ? null : byProduct(t.reactants, t.products);
      const k = named ?? (extra ? coefficients(t.reactants, [...t.products, extra]) : null);
      const all = [...t.reactants, ...t.products, ...(extra && k ? [extra] : [])];
      const moles = (g: (typeof t.given)[number]): number => (g.unit === 'g' ? g.value / mass(g.species) : g.unit === 'L' ? g.value * (g.molarity ?? NaN) : g.value);
      const nT = k ? Math.min(...t.given.map((g) => moles(g) / k[all.indexOf(g.species)])) * k[all.indexOf(t.target)] : tracedAmount(t, all, moles);
      if (!Number.isFinite(nT)) return false;
      if (t.want === 'mol') return q.unit === 'mol' && near(x, nT);
      // a solution of the target: c·V with the volume in m³
      if (t.want === 'solution') return ['L', 'mL', 'm^3'].includes(q.unit) && near(x * 1000 * (t.targetSolution?.molarity ?? NaN), nT);
      if (t.want === 'molarity') return q.unit === 'mol/L' && near(x * (t.targetSolution?.volume ?? NaN), nT);
      // a gas at 0 °C and 1 atm: PV = nRT with the volume in m³
      if (t.want === 'volume') return ['L', 'mL', 'm^3'].includes(q.unit) && near(101325 * x, nT * 8.314462618 * 273.15);
      if (t.want === 'g') return q.unit === 'g' && near(x / mass(t.target), nT);
      if (!t.actual) return false;
      const actualMoles = t.actual.unit === 'mol' ? t.actual.value : t.actual.value / mass(t.target);
      return (q.unit === '%' || q.unit === '') && near(x * nT, actualMoles);
    }
    case 'concentration': {
      if (t.neutralization) {
        // moles of H⁺ against moles of OH⁻, the asked value put back
        const { k1, k2 } = t.neutralization;
        const other = k2 * (t.c2 ?? NaN) * (t.v2 ?? NaN);
        if (t.want === 'v1') return ['L', 'mL', 'm^3'].includes(q.unit) && near(k1 * (t.c1 ?? NaN) * x * 1000, other);
        return t.want === 'c1' && q.unit === 'mol/L' && near(k1 * x * (t.v1 ?? NaN), other);
      }
      // made then diluted: the final volume over the one taken (V₀ + water over V₀), or the factor told
      const d = t.diluted;
      const spread = !d ? 1 : d.v1 !== undefined ? (d.v2 ?? d.v1 + (d.water ?? NaN)) / d.v1 : (d.factor ?? NaN);
      if (t.want === 'mass_conc') return q.unit === 'g/L' && near(x * (t.volume ?? NaN) * spread, t.mass ?? NaN);
      if (t.want === 'water') return ['L', 'mL', 'm^3'].includes(q.unit) && near((x * 1000 + (t.v1 ?? NaN)) * (t.c2 ?? NaN), (t.c1 ?? NaN) * (t.v1 ?? NaN));
      if (t.want === 'v2' || t.want === 'v1') return ['L', 'mL', 'm^3'].includes(q.unit) && near(t.want === 'v2' ? x * 1000 * (t.c2 ?? NaN) : (t.c1 ?? NaN) * x * 1000, t.want === 'v2' ? (t.c1 ?? NaN) * (t.v1 ?? NaN) : (t.c2 ?? NaN) * (t.v2 ?? NaN));
      if (t.want === 'c2' && d) return q.unit === 'mol/L' && near(x * spread, t.c1 ?? NaN);
      if (t.want === 'c2') return q.unit === 'mol/L' && near(x * (t.v2 ?? NaN), (t.c1 ?? NaN) * (t.v1 ?? NaN));
      if (t.want === 'c1') return q.unit === 'mol/L' && near(x * (t.v1 ?? NaN), (t.c2 ?? NaN) * (t.v2 ?? NaN));
      const n = t.moles ?? (t.mass !== undefined && t.solute ? t.mass / mass(t.solute, t.masses) : NaN);
      if (t.want === 'molarity') return q.unit === 'mol/L' && near(x * (t.volume ?? NaN) * spread, n);
      if (t.want === 'volume') return ['L', 'mL', 'm^3'].includes(q.unit) && near(x * 1000 * (t.molarity ?? NaN), n);
      if (t.want === 'moles') return q.unit === 'mol' && near(x / (t.volume ?? NaN), t.molarity ?? NaN);
      // an impure sample: the solute is that fraction of the mass weighed
      return q.unit === 'g' && t.solute !== undefined && near((x * (t.purity ?? 1)) / mass(t.solute, t.masses) / (t.volume ?? NaN), t.molarity ?? NaN);
    }
    case 'gas_law': {
      const n = t.moles ?? (t.mass !== undefined && t.gas ? t.mass / mass(t.gas) : NaN);
      const v = { P: t.pressure ?? NaN, V: t.volume ?? NaN, n, T: t.temperature ?? NaN };
      const dims: Record<string, string[]> = { pressure: ['Pa', 'kPa', 'atm', 'bar', 'mmHg'], volume: ['L', 'mL', 'm^3'], moles: ['mol'], temperature: ['K'], mass: ['g'] };
      if (!dims[t.want].includes(q.unit)) return false;
      if (t.want === 'pressure') v.P = x;
      if (t.want === 'volume') v.V = x;
      if (t.want === 'moles') v.n = x;
      if (t.want === 'mass') v.n = t.gas ? x / mass(t.gas) : NaN;
      if (t.want === 'temperature') v.T = x;
      return near(v.P * v.V, v.n * t.r * v.T);
    }
    case 'ph': {
      // The answer's [H₃O⁺] put into the charge balance with water's own ions: for an acid
      // [H₃O⁺] − Ke/[H₃O⁺] = C·n (for a base the same with OH⁻), at any dilution.
      if (q.unit !== (t.want === 'pH' || t.want === 'pOH' ? '' : 'mol/L') || !(x > 0 || t.want === 'pH' || t.want === 'pOH')) return false;
      const h = t.want === 'pH' ? 10 ** -x : t.want === 'pOH' ? 10 ** -(14 - x) : t.want === 'H' ? x : 1e-14 / x;
      const ion = t.base ? 1e-14 / h : h;
      // a solution told by the mass dissolved: its concentration recounted from the formula here
      const stock = t.dissolved && t.solute ? (t.dissolved.moles ?? (t.dissolved.mass ?? NaN) / mass(t.solute, t.masses)) / t.dissolved.volume : (t.concentration ?? NaN);
      // diluted before: the solute's amount c₀·V₀ spread over the final volume (V₀ + water), or c₀ over the factor
      const d = t.diluted;
      const c = !d ? stock : d.v1 !== undefined ? (stock * d.v1) / (d.v2 ?? d.v1 + (d.water ?? NaN)) : stock / (d.factor ?? NaN);
      return Math.abs(ion - 1e-14 / ion - c * t.ions) <= 0.01 * ion;
    }
  }
  return false;
}
