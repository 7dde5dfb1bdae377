import { balance } from './balance';
import { ionicCompounds } from './compoundNames';
import { countAtoms, parseSpecies } from './formula';

/**
 * The product a reaction told in words leaves unnamed: "zinc reacts with hydrochloric acid, how much
 * hydrogen is produced" gives off ZnCl2 as well, "CaCO3 decomposes into CO2" leaves CaO, "methane
 * burns, mass of water?" gives CO2. The small molecules a school reaction gives off are tried first
 * (hydrogen, oxygen, water, carbon dioxide), then the salts and oxides of the ion tables made of the
 * reactants' elements and holding every element the named products leave out. One candidate with
 * which the equation balances in a single way is the by-product; none or several, and nothing is added.
 */
const SMALL = ['H2', 'O2', 'H2O', 'CO2'];
let salts: string[] | null = null;

const elementsOf = (formulas: string[]): Set<string> => new Set(formulas.flatMap((f) => [...countAtoms(f.replace(/\^.*$/, '')).keys()]));

function balancesOnce(reactants: string[], products: string[]): boolean {
  try {
    return balance(reactants.map(parseSpecies), products.map(parseSpecies)).result.kind === 'one';
  } catch {
    return false;
  }
}

export function byProduct(reactants: string[], products: string[]): string | null {
  const named = [...reactants, ...products];
  const have = elementsOf(reactants);
  const made = elementsOf(products);
  if ([...made].some((e) => !have.has(e))) return null;
  const missing = [...have].filter((e) => !made.has(e));
  const fits = (candidates: string[]): string[] => candidates.filter((c) => {
    if (named.includes(c)) return false;
    const els = elementsOf([c]);
    return [...els].every((e) => have.has(e)) && missing.every((e) => els.has(e)) && balancesOnce(reactants, [...products, c]);
  });
  const small = fits(SMALL);
  if (small.length > 0) return small.length === 1 ? small[0] : null;
  salts ??= ionicCompounds();
  const salt = fits(salts);
  return salt.length === 1 ? salt[0] : null;
}
