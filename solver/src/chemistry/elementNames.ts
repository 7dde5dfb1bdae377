/**
 * Element names as students write them, in English and French, to their symbols ("82.66% carbon",
 * « 40,0 % de carbone », "the remainder is oxygen"). Only elements whose names occur in school
 * exercises; « or » (gold) is left out, being the French word "or" too.
 */
const NAMES: Readonly<Record<string, string>> = {
  hydrogen: 'H', hydrogène: 'H', helium: 'He', hélium: 'He', lithium: 'Li', boron: 'B', bore: 'B', carbon: 'C', carbone: 'C',
  nitrogen: 'N', azote: 'N', oxygen: 'O', oxygène: 'O', fluorine: 'F', fluor: 'F', sodium: 'Na', magnesium: 'Mg', magnésium: 'Mg',
  aluminium: 'Al', aluminum: 'Al', silicon: 'Si', silicium: 'Si', phosphorus: 'P', phosphore: 'P', sulfur: 'S', sulphur: 'S', soufre: 'S',
  chlorine: 'Cl', chlore: 'Cl', potassium: 'K', calcium: 'Ca', titanium: 'Ti', titane: 'Ti', chromium: 'Cr', chrome: 'Cr',
  manganese: 'Mn', manganèse: 'Mn', iron: 'Fe', fer: 'Fe', cobalt: 'Co', nickel: 'Ni', copper: 'Cu', cuivre: 'Cu', zinc: 'Zn',
  arsenic: 'As', selenium: 'Se', sélénium: 'Se', bromine: 'Br', brome: 'Br', strontium: 'Sr', silver: 'Ag', argent: 'Ag', tin: 'Sn', étain: 'Sn',
  iodine: 'I', iode: 'I', barium: 'Ba', baryum: 'Ba', platinum: 'Pt', platine: 'Pt', gold: 'Au', mercury: 'Hg', mercure: 'Hg', lead: 'Pb', plomb: 'Pb',
};

/** The names, longest first, as a regular-expression alternation. */
export const ELEMENT_NAME_PATTERN = Object.keys(NAMES).sort((a, b) => b.length - a.length).join('|');

/** The symbol of an element named in words, or undefined. */
export const elementOfName = (name: string): string | undefined => NAMES[name.toLowerCase()];
