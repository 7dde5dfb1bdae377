import { ionicFormula } from './compoundNames';
import { countAtoms } from './formula';

/**
 * The equation of a reaction told only by its two reactants, for the school reactions of an acid:
 * with a hydroxide (salt + water), a carbonate or hydrogencarbonate (salt + water + carbon dioxide),
 * a metal oxide (salt + water), a metal above hydrogen (salt + hydrogen) or ammonia (ammonium salt);
 * and two salts exchanging their ions when the product asked is one of the new pair (AgNO3 + NaCl →
 * AgCl). The acid gives up all its hydrogen ions. Any other pair is left unbuilt (null): guessing
 * its products would give a wrong mole ratio.
 */
export interface Reaction { reactants: string[]; products: string[] }

interface Ion { formula: string; charge: number }

/** Acids by composition, with the anion left when every acidic hydrogen is given up. */
const ACIDS: ReadonlyArray<[string, Ion]> = [
  ['HCl', { formula: 'Cl', charge: 1 }], ['HBr', { formula: 'Br', charge: 1 }], ['HI', { formula: 'I', charge: 1 }], ['HF', { formula: 'F', charge: 1 }],
  ['HNO3', { formula: 'NO3', charge: 1 }], ['HClO4', { formula: 'ClO4', charge: 1 }], ['H2SO4', { formula: 'SO4', charge: 2 }],
  ['H3PO4', { formula: 'PO4', charge: 3 }], ['H2C2O4', { formula: 'C2O4', charge: 2 }], ['CH3COOH', { formula: 'CH3COO', charge: 1 }],
];
/** Anions a salt of an exchange is read with. */
const ANIONS: ReadonlyArray<Ion> = [...ACIDS.map(([, a]) => a), { formula: 'CO3', charge: 2 }, { formula: 'OH', charge: 1 }];
/** Metals with the one charge they take in an acid (iron gives Fe²⁺ with dilute acids). */
const METALS: Readonly<Record<string, number>> = { Li: 1, Na: 1, K: 1, Ag: 1, Mg: 2, Ca: 2, Ba: 2, Sr: 2, Zn: 2, Fe: 2, Ni: 2, Sn: 2, Pb: 2, Mn: 2, Cu: 2, Hg: 2, Al: 3, Cr: 3 };
/** Metals below hydrogen: no reaction with a non-oxidising acid. */
const NOBLE = new Set(['Cu', 'Ag', 'Au', 'Pt', 'Hg']);
/** Precipitates of school exchanges: a salt pair making one of them reacts though none is asked (AgNO3 + NaCl). */
const PRECIPITATES = ['AgCl', 'AgBr', 'AgI', 'BaSO4', 'PbSO4', 'CaCO3', 'BaCO3', 'PbI2', 'PbCl2', 'Cu(OH)2', 'Fe(OH)2', 'Fe(OH)3', 'Mg(OH)2', 'Al(OH)3', 'Zn(OH)2', 'Ag2CO3', 'CaSO4'];

const composition = (f: string): string => [...countAtoms(f)].map(([e, n]) => `${e}${n}`).sort().join();
const sameAs = (f: string, g: string): boolean => composition(f) === composition(g);
const poly = (f: string): boolean => /\d|[A-Z].*[A-Z]/.test(f);

function acidOf(f: string): Ion | null {
  return ACIDS.find(([a]) => sameAs(a, f))?.[1] ?? null;
}

/** The cation of a metal compound: the metal and its charge from the rest (Fe2O3 is Fe³⁺, Ca(OH)2 is Ca²⁺). */
function metalCation(f: string, rest: Ion): { cation: Ion; kind: 'hydroxide' | 'carbonate' | 'oxide' | 'salt' } | null {
  const atoms = countAtoms(f);
  const metals = [...atoms.keys()].filter((e) => e in METALS);
  if (metals.length !== 1) return null;
  const m = metals[0];
  const k = atoms.get(m) ?? 0;
  // what is left once the metal is taken out: n times the rest
  const left = new Map(atoms);
  left.delete(m);
  const unit = countAtoms(rest.formula);
  const n = (left.get([...unit.keys()][0]) ?? 0) / ([...unit.values()][0] ?? 1);
  if (!(n > 0) || !Number.isInteger(n) || [...unit].some(([e, c]) => left.get(e) !== c * n) || left.size !== unit.size) return null;
  const charge = (n * rest.charge) / k;
  if (!Number.isInteger(charge) || charge < 1 || charge > 4) return null;
  const kind = rest.formula === 'OH' ? 'hydroxide' : rest.formula === 'O' ? 'oxide' : rest.formula === 'CO3' || rest.formula === 'HCO3' ? 'carbonate' : 'salt';
  return { cation: { formula: m, charge }, kind };
}

const salt = (c: Ion, a: Ion): string =>
  a.formula === 'CH3COO' && c.charge === 1 ? `CH3COO${c.formula}` : ionicFormula(c.formula, c.charge, a.formula, a.charge, poly(c.formula), poly(a.formula));

/** The acid with the other reactant (a base, a carbonate, an oxide, a metal or ammonia). */
function withAcid(acid: string, anion: Ion, other: string): Reaction | null {
  if (sameAs(other, 'NH3')) return { reactants: [acid, other], products: [salt({ formula: 'NH4', charge: 1 }, anion)] };
  if (/^[A-Z][a-z]?$/.test(other)) {
    if (NOBLE.has(other) || !(other in METALS)) return null;
    return { reactants: [acid, other], products: [salt({ formula: other, charge: METALS[other] }, anion), 'H2'] };
  }
  for (const rest of [{ formula: 'OH', charge: 1 }, { formula: 'CO3', charge: 2 }, { formula: 'HCO3', charge: 1 }, { formula: 'O', charge: 2 }]) {
    const m = metalCation(other, rest);
    if (!m) continue;
    const products = [salt(m.cation, anion), 'H2O', ...(m.kind === 'carbonate' ? ['CO2'] : [])];
    return { reactants: [acid, other], products };
  }
  return null;
}

/** Two salts exchanging their ions: the new pair. */
function exchange(a: string, b: string): string[] | null {
  const ions = (f: string): { cation: Ion; anion: Ion } | null => {
    for (const anion of ANIONS) {
      const m = metalCation(f, anion);
      // an oxide is no salt of an exchange; a hydroxide or a carbonate may be (CuSO4 + NaOH → Cu(OH)2)
      if (m && m.kind !== 'oxide') return { cation: m.cation, anion };
    }
    return null;
  };
  const [x, y] = [ions(a), ions(b)];
  if (!x || !y || x.cation.formula === y.cation.formula || x.anion.formula === y.anion.formula) return null;
  return [salt(x.cation, y.anion), salt(y.cation, x.anion)];
}

/**
 * The reaction of a and b, written in that order on the left; `asked` is a product the question
 * names, which the reaction built must give (else null).
 */
export function acidReaction(a: string, b: string, asked?: string): Reaction | null {
  const acidA = acidOf(a);
  const acidB = acidOf(b);
  let built: Reaction | null = null;
  if (acidA && !acidB) built = withAcid(a, acidA, b);
  else if (acidB && !acidA) built = withAcid(b, acidB, a);
  else if (!acidA && !acidB) {
    const pair = exchange(a, b);
    // towards the product asked, or the one precipitate the pair makes
    const precipitates = pair ? pair.filter((p) => PRECIPITATES.some((x) => sameAs(x, p))) : [];
    built = pair && (asked ? pair.some((p) => sameAs(p, asked)) : precipitates.length === 1) ? { reactants: [a, b], products: pair } : null;
  }
  if (!built) return null;
  const reactants = [a, b];
  const products = asked ? built.products.map((p) => (sameAs(p, asked) ? asked : p)) : built.products;
  if (asked && !products.includes(asked)) return null;
  return { reactants, products };
}
