import type { Text } from '../i18n';
import type { TaskOf } from '../task/task';
import { parseSpecies, speciesLatex } from './formula';
import { sig, sigLatex } from './quantity';
import { quantityNames } from './phQuantities';
import { dilutionText, dilutionWords } from './dilution';

type ChemTask = TaskOf<'balance' | 'molar_mass' | 'mole_mass' | 'stoichiometry' | 'concentration' | 'gas_law' | 'ph' | 'acid_base' | 'gas_change' | 'mass_concentration' | 'empirical_formula'>;
type Part = Text | { text: string; tex: string };
const w = (en: string, fr: string): Text => ({ en, fr });
const f = (s: string): Part => ({ text: s, tex: speciesLatex(parseSpecies(s)) });
const q = (x: number, unit: string): Part => ({ text: `${sig(x)} ${unit}`.trim(), tex: `${sigLatex(x)}${unit ? `\\ \\mathrm{${unit}}` : ''}` });
const side = (xs: string[]): Part[] => xs.flatMap((x, k) => (k ? [w(' + ', ' + '), f(x)] : [f(x)]));
const equation = (r: string[], p: string[]): Part[] => [...side(r), { text: ' → ', tex: ' \\rightarrow ' }, ...side(p)];

/** A chemistry task stated back ("Balance Fe + O2 → Fe2O3", "Masse molaire de CuSO4·5H2O"). */
/** What a concentration task asks, in words (never the task's field name). */
const CONCENTRATION_ASKED: Record<TaskOf<'concentration'>['want'], Part> = {
  molarity: w('the molar concentration', 'la concentration molaire'),
  volume: w('the volume', 'le volume'),
  mass: w('the mass of solute', 'la masse de soluté'),
  moles: w('the amount of solute', 'la quantité de matière de soluté'),
  c1: w('the initial concentration c1', 'la concentration initiale c1'),
  c2: w('the final concentration c2', 'la concentration finale c2'),
  v1: w('the volume V1 to take', 'le volume V1 à prélever'),
  v2: w('the final volume V2', 'le volume final V2'),
  water: w('the volume of water to add', "le volume d'eau à ajouter"),
  mass_conc: w('the mass concentration', 'la concentration massique'),
};

export function chemistryStatement(t: ChemTask): Part[] {
  switch (t.kind) {
    case 'balance': return [w('Balance ', 'Équilibrer '), ...equation(t.reactants, t.products), ...(t.medium === 'acidic' ? [w(' in acidic solution (H⁺ and H₂O)', ' en milieu acide (H⁺ et H₂O)')] : t.medium === 'basic' ? [w(' in basic solution (OH⁻ and H₂O)', ' en milieu basique (OH⁻ et H₂O)')] : [])];
    case 'molar_mass':
      if (t.element) return [w(`Percent by mass of ${t.element} in `, `Pourcentage massique de ${t.element} dans `), f(t.formula), ...givenMassesPart(t.masses)];
      return [w('Molar mass of ', 'Masse molaire de '), f(t.formula), ...givenMassesPart(t.masses)];
    case 'mole_mass': {
      const atoms = t.part ? (t.part.atoms ? w(`${t.part.atoms} atoms`, `d'atomes ${t.part.atoms}`) : w('atoms', "d'atomes")) : null;
      const want = atoms
        ? t.want === 'mol' ? w(`Amount of ${atoms.en}`, `Quantité de matière ${atoms.fr}`) : w(`Number of ${atoms.en}`, `Nombre ${atoms.fr}`)
        : { mol: w('Amount of substance', 'Quantité de matière'), g: w('Mass', 'Masse'), particles: w('Number of particles', "Nombre d'entités"), L: w('Volume of gas', 'Volume de gaz') }[t.want];
      const given = t.given.unit === 'particles' ? q(t.given.value, '') : q(t.given.value, t.given.unit);
      const vm: Part[] = t.molarVolume === undefined ? [] : [w(', molar volume ', ', volume molaire '), q(t.molarVolume, 'L/mol')];
      return [want, w(' in ', ' dans '), given, ...(t.formula ? [w(' of ', ' de '), f(t.formula)] : []), ...vm, ...givenMassesPart(t.masses)];
    }
    case 'stoichiometry': {
      const want = { g: w('Mass of ', 'Masse de '), mol: w('Amount of ', 'Quantité de '), yield: w('Percent yield of ', 'Rendement en '), limiting: w('Limiting reagent', 'Réactif limitant'), volume: w('Volume at STP of ', 'Volume dans les CNTP de '), solution: w('Volume of the solution of ', 'Volume de la solution de '), molarity: w('Concentration of the solution of ', 'Concentration de la solution de ') }[t.want];
      // a volume of solution: "25.0 mL of 1.20 mol/L H2SO4"
      const given = t.given.flatMap((g, k): Part[] => [w(k ? ', ' : ' from ', k ? ', ' : ' à partir de '), ...(g.unit === 'L' ? [q(g.value * 1000, 'mL'), w(' of ', ' de '), q(g.molarity ?? NaN, 'mol/L'), w(' ', ' ')] : [q(g.value, g.unit), w(' of ', ' de ')]), f(g.species)]);
      const solution = t.targetSolution;
      const target: Part[] = t.want === 'limiting' ? [] : [f(t.target), ...(solution?.molarity !== undefined ? [w(' at ', ' à '), q(solution.molarity, 'mol/L')] : solution?.volume !== undefined ? [w(' (', ' ('), q(solution.volume * 1000, 'mL'), w(')', ')')] : [])];
      return [want, ...target, ...given, w(' (', ' ('), ...equation(t.reactants, t.products), w(')', ')')];
    }
    case 'concentration': {
      const known: Part[] = [];
      const add = (label: string, x: number | undefined, unit: string, scale = 1): void => {
        if (x !== undefined) known.push(w(known.length ? ', ' : '', known.length ? ', ' : ''), { text: `${label} = `, tex: `${label} = ` }, q(x * scale, unit));
      };
      add('c', t.molarity, 'mol/L');
      add('V', t.volume, 'L');
      add('m', t.mass, 'g');
      add('n', t.moles, 'mol');
      add('c1', t.c1, 'mol/L');
      add('V1', t.v1, 'mL', 1000);
      add('c2', t.c2, 'mol/L');
      add('V2', t.v2, 'mL', 1000);
      const asked = CONCENTRATION_ASKED[t.want];
      const n = t.neutralization;
      if (n) return [w('Neutralisation of ', 'Neutralisation de '), f(n.s1), w(' (solution 1) by ', ' (solution 1) par '), f(n.s2), w(' (solution 2): find ', ' (solution 2) : calculer '), asked, w(' given ', ' sachant '), ...known];
      return [w('Find ', 'Calculer '), asked, w(' given ', ' sachant '), ...known, ...(t.solute ? [w(' (solute ', ' (soluté '), f(t.solute), w(')', ')')] : []), ...(t.diluted ? [dilutionWords(t.diluted)] : []), ...(t.purity !== undefined ? [w(`, purity ${sig(t.purity * 100)} %`, `, pureté ${sig(t.purity * 100).replace('.', ',')} %`)] : []), ...givenMassesPart(t.masses)];
    }
    case 'gas_law': {
      const known: Part[] = [];
      const add = (label: string, x: number | undefined, unit: string, scale = 1): void => {
        if (x !== undefined) known.push(w(known.length ? ', ' : '', known.length ? ', ' : ''), { text: `${label} = `, tex: `${label} = ` }, q(x * scale, unit));
      };
      add('P', t.pressure, 'kPa', 1e-3);
      add('V', t.volume, 'L', 1000);
      add('n', t.moles, 'mol');
      add('m', t.mass, 'g');
      add('T', t.temperature, 'K');
      const want = { pressure: w('pressure', 'la pression'), volume: w('volume', 'le volume'), moles: w('amount', 'la quantité'), temperature: w('temperature', 'la température'), mass: w('mass', 'la masse') }[t.want];
      const of: Part[] = t.want === 'mass' && t.gas ? [w(' of ', ' de '), f(t.gas)] : [];
      return [w('Ideal gas: find the ', 'Gaz parfait : calculer '), want, ...of, w(' given ', ' sachant '), ...known];
    }
    case 'empirical_formula': {
      const parts = t.parts.flatMap((p, k): Part[] => [w(k ? ', ' : '', k ? ', ' : ''), t.unit === '%' ? { text: `${sig(p.value)} %`, tex: `${sigLatex(p.value)}\\,\\%` } : q(p.value, 'g'), w(' ', ' '), f(p.element)]);
      const given = t.molarMass === undefined ? [] : [w(', molar mass ', ', masse molaire '), q(t.molarMass, 'g/mol')];
      return [t.molarMass === undefined ? w('Empirical formula of a compound with ', 'Formule empirique d’un composé contenant ') : w('Empirical and molecular formulas of a compound with ', 'Formules empirique et moléculaire d’un composé contenant '), ...parts, ...given];
    }
    case 'mass_concentration': return [w(t.want === 'mol/L' ? 'Molar concentration of a solution of ' : 'Mass concentration of a solution of ', t.want === 'mol/L' ? 'Concentration molaire d’une solution de ' : 'Concentration massique d’une solution de '), f(t.solute), w(' at ', ' à '), q(t.given.value, t.given.unit)];
    case 'gas_change': {
      const what = { p2: w('pressure', 'la pression'), v2: w('volume', 'le volume'), t2: w('temperature', 'la température') }[t.want];
      return [w('A fixed amount of gas: find the new ', 'Quantité de gaz fixée : calculer '), what, w(` in ${t.unit} given ${gasStates(t)}`, ` en ${t.unit} sachant ${gasStates(t)}`)];
    }
    case 'acid_base': {
      const name = (x: 'pH' | 'pOH' | 'H' | 'OH'): string => ({ pH: 'pH', pOH: 'pOH', H: '[H3O+]', OH: '[OH-]' })[x];
      const asked = quantityNames(t.want, t.also);
      if (t.given) return [w(`${asked.en} of a solution with ${name(t.given.quantity)} = `, `${asked.fr} d'une solution où ${name(t.given.quantity)} = `), t.given.quantity === 'H' || t.given.quantity === 'OH' ? q(t.given.value, 'mol/L') : w(String(t.given.value), String(t.given.value).replace('.', ','))];
      return [w(`${asked.en} of a `, `${asked.fr} d'une solution à `), q(t.concentration ?? 0, 'mol/L'), w(t.base ? ' weak base' : ' weak acid', t.base ? ' de base faible' : " d'acide faible"), ...(t.solute ? [w(' ', ' '), f(t.solute)] : []), w(`, K${t.base ? 'b' : 'a'} = `, `, K${t.base ? 'b' : 'a'} = `), q(t.k ?? 0, ''), ...(t.diluted ? [dilutionWords(t.diluted)] : [])];
    }
    case 'ph': {
      const want = quantityNames(t.want, t.also);
      if (t.dissolved && t.solute) return [w(`${want.en} of a solution of `, `${want.fr} d'une solution de `), t.dissolved.moles !== undefined ? q(t.dissolved.moles, 'mol') : q(t.dissolved.mass ?? NaN, 'g'), w(' of ', ' de '), f(t.solute), w(t.base ? ' (strong base) in ' : ' (strong acid) in ', t.base ? ' (base forte) dans ' : ' (acide fort) dans '), q(t.dissolved.volume, 'L'), ...(t.diluted ? [dilutionWords(t.diluted)] : []), ...givenMassesPart(t.masses)];
      const diluted = t.diluted ? [dilutionWords(t.diluted)] : [];
      return [w(`${want.en} of a `, `${want.fr} d'une solution à `), q(t.concentration ?? NaN, 'mol/L'), w(t.base ? ' strong base' : ' strong acid', t.base ? ' de base forte' : " d'acide fort"), ...(t.solute ? [w(' ', ' '), f(t.solute)] : []), ...diluted];
    }
  }
}

/** The molar masses the statement gives, stated back: " with M(C) = 12 g/mol, M(H) = 1 g/mol". */
function givenMassesPart(masses: Readonly<Record<string, number>> | undefined): Part[] {
  const list = Object.entries(masses ?? {});
  if (list.length === 0) return [];
  return [w(` with ${list.map(([el, x]) => `M(${el}) = ${x} g/mol`).join(', ')}`, ` avec ${list.map(([el, x]) => `M(${el}) = ${String(x).replace('.', ',')} g/mol`).join(' ; ')}`)];
}

/** Given masses as the text the reader reads back. */
const givenMassesText = (masses: Readonly<Record<string, number>> | undefined): string => Object.entries(masses ?? {}).map(([el, x]) => ` M(${el}) = ${x} g/mol`).join(';');

/** The known states of a gas change, in SI units (P1 = … Pa, V1 = … m^3, T1 = … K …). */
function gasStates(t: TaskOf<'gas_change'>): string {
  const parts: string[] = [];
  for (const k of ['p1', 'v1', 't1', 'p2', 'v2', 't2'] as const) {
    const x = t[k];
    if (x !== undefined) parts.push(`${k.toUpperCase()} = ${x} ${{ p: 'Pa', v: 'm^3', t: 'K' }[k[0] as 'p' | 'v' | 't']}`);
  }
  return parts.join(', ');
}

/** The same task as a text the reader reads back. */
export function chemistryText(t: ChemTask): string {
  const eq = (r: string[], p: string[]): string => `${r.join(' + ')} -> ${p.join(' + ')}`;
  switch (t.kind) {
    case 'balance': return `balance ${eq(t.reactants, t.products)}${t.medium ? ` in ${t.medium} solution` : ''}`;
    case 'molar_mass': return `${t.element ? `percent by mass of ${t.element} in ${t.formula}` : `molar mass of ${t.formula}`}.${givenMassesText(t.masses)}`;
    case 'mole_mass': {
      const given = t.given.unit === 'particles' ? `${t.given.value} ${t.formula ?? ''} particles` : `${t.given.value} ${t.given.unit} of ${t.formula ?? 'substance'}`;
      const vm = t.molarVolume === undefined ? '' : `The molar volume is ${t.molarVolume} L/mol. `;
      const atoms = t.part ? `${t.part.atoms ? `${t.part.atoms} ` : ''}atoms` : null;
      const asked = atoms ? (t.want === 'mol' ? `how many moles of ${atoms}` : `how many ${atoms}`) : { mol: 'how many moles', g: 'how many grams', particles: 'how many particles', L: 'what volume' }[t.want];
      return `${vm}${asked} in ${given}?${givenMassesText(t.masses)}`;
    }
    case 'stoichiometry': {
      const given = t.given.map((g) => (g.unit === 'L' ? `${g.value} L of ${g.molarity ?? 0} M ${g.species}` : `${g.value} ${g.unit} of ${g.species}`)).join(' and ');
      const ask = t.want === 'yield' ? `${t.actual?.value ?? 0} ${t.actual?.unit ?? 'g'} of ${t.target} are collected. Percent yield?` : t.want === 'limiting' ? 'Which is the limiting reagent?' : t.want === 'volume' ? `How many liters of ${t.target} at STP?` : t.want === 'solution' ? `What volume of ${t.targetSolution?.molarity ?? 0} M ${t.target} reacts?` : t.want === 'molarity' ? `They react with ${t.targetSolution?.volume ?? 0} L of ${t.target}. What is the concentration of the ${t.target}?` : `How many ${t.want === 'g' ? 'grams' : 'moles'} of ${t.target}?`;
      return `${eq(t.reactants, t.products)}. ${given} react. ${ask}`;
    }
    case 'concentration': {
      const n = t.neutralization;
      if (n) {
        const other = `${(t.v2 ?? 0) * 1000} mL of ${t.c2 ?? 0} M ${n.s2}`;
        return t.want === 'v1' ? `What volume of ${t.c1 ?? 0} M ${n.s1} is needed to neutralize ${other}?` : `${(t.v1 ?? 0) * 1000} mL of ${n.s1} neutralizes ${other}. What is the concentration of the ${n.s1}?`;
      }
      const diluted = t.diluted ? dilutionText(t.diluted) : '';
      if (t.want === 'mass_conc') return `${t.mass ?? 0} g of ${t.solute ?? ''} in ${t.volume ?? 0} L of solution.${diluted} What is the mass concentration?${givenMassesText(t.masses)}`;
      if (t.diluted && t.c1 !== undefined) return `A ${t.c1} M ${t.solute ?? ''} solution.${diluted} What is the final concentration?`;
      if (t.diluted) return `${t.mass !== undefined ? `${t.mass} g` : `${t.moles ?? 0} mol`} of ${t.solute ?? 'solute'} in ${t.volume ?? 0} L of solution.${diluted} What is the molarity?${givenMassesText(t.masses)}`;
      if (t.c1 !== undefined || t.c2 !== undefined) return `dilution: ${[t.c1 !== undefined ? `c1 = ${t.c1} M` : '', t.v1 !== undefined ? `V1 = ${t.v1 * 1000} mL` : '', t.c2 !== undefined ? `c2 = ${t.c2} M` : '', t.v2 !== undefined ? `V2 = ${t.v2 * 1000} mL` : ''].filter(Boolean).join(', ')}, find ${t.want}`;
      return `concentration: ${[t.molarity !== undefined ? `${t.molarity} M` : '', t.volume !== undefined ? `${t.volume} L` : '', t.mass !== undefined ? `${t.mass} g of ${t.solute ?? ''}` : '', t.moles !== undefined ? `${t.moles} mol of ${t.solute ?? 'solute'}` : ''].filter(Boolean).join(', ')}, find the ${t.want}.${t.purity !== undefined ? ` The solute is ${t.purity * 100}% pure.` : ''}${givenMassesText(t.masses)}`;
    }
    case 'gas_law': return `ideal gas: ${[t.pressure !== undefined ? `${t.pressure} Pa` : '', t.volume !== undefined ? `${t.volume * 1000} L` : '', t.moles !== undefined ? `${t.moles} mol` : '', t.mass !== undefined ? `${t.mass} g of ${t.gas ?? ''}` : '', t.temperature !== undefined ? `${t.temperature} K` : ''].filter(Boolean).join(', ')}, find the ${t.want}`;
    case 'ph': {
      const asked = t.also ? quantityNames(t.want, t.also).en : t.want === 'H' ? '[H+]' : t.want === 'OH' ? '[OH-]' : t.want;
      if (t.dissolved && t.solute) return `${t.dissolved.moles !== undefined ? `${t.dissolved.moles} mol` : `${t.dissolved.mass} g`} of ${t.solute} are dissolved in water to make ${t.dissolved.volume} L of solution.${t.diluted ? dilutionText(t.diluted) : ''} ${asked}?${givenMassesText(t.masses)}`;
      return `${asked} of a ${t.concentration ?? 0} M ${t.solute ?? (t.base ? 'strong base' : 'strong acid')} solution${t.diluted ? `.${dilutionText(t.diluted)}` : ''}`;
    }
    case 'empirical_formula': return `${t.molarMass === undefined ? 'empirical' : 'molecular'} formula of a compound containing ${t.parts.map((p) => `${p.value} ${t.unit} ${p.element}`).join(', ')}${t.molarMass === undefined ? '' : `, molar mass ${t.molarMass} g/mol`}`;
    case 'mass_concentration': return `${t.want === 'mol/L' ? 'molar concentration' : 'mass concentration'} of a ${t.given.value} ${t.given.unit} ${t.solute} solution`;
    case 'gas_change': return `gas change: ${gasStates(t)}; find ${t.want.toUpperCase()} in ${t.unit}`;
    case 'acid_base': {
      const name = (x: 'pH' | 'pOH' | 'H' | 'OH'): string => ({ pH: 'pH', pOH: 'pOH', H: '[H3O+]', OH: '[OH-]' })[x];
      const asked = quantityNames(t.want, t.also).en;
      if (t.given) return `${asked} of a solution with ${name(t.given.quantity)} = ${t.given.value}${t.given.quantity === 'H' || t.given.quantity === 'OH' ? ' M' : ''}`;
      return `${asked} of a ${t.concentration ?? 0} M weak ${t.base ? 'base' : 'acid'}${t.solute ? ` ${t.solute}` : ''} solution, K${t.base ? 'b' : 'a'} = ${t.k ?? 0}${t.diluted ? `.${dilutionText(t.diluted)}` : ''}`;
    }
  }
}
