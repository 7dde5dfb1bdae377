import { z } from 'zod';

/**
 * Chemistry tasks. Species are written unambiguously (charges as Fe^3+, SO4^2-, hydrates with ·);
 * quantities are numbers in fixed units: grams, moles, litres, mol/L, pascals, kelvins.
 */
export const species = z.string().min(1).max(200);
const amount = z.number().finite();
/** Molar masses of elements (g/mol) the statement gives: used instead of the table's for those elements. */
export const givenMasses = z.record(z.string().regex(/^[A-Z][a-z]?$/), z.number().finite().positive()).optional();

export const balanceTask = z.object({
  kind: z.literal('balance'),
  reactants: z.array(species).min(1).max(12),
  products: z.array(species).min(1).max(12),
  /** The solution the reaction takes place in, told by the student: H⁺ (acidic) or OH⁻ (basic) and H₂O are among the species. */
  medium: z.enum(['acidic', 'basic']).optional(),
});

export const molarMassTask = z.object({
  kind: z.literal('molar_mass'),
  formula: species,
  /** The element whose percent by mass in the formula is asked (percent composition). */
  element: z.string().regex(/^[A-Z][a-z]?$/).optional(),
  masses: givenMasses,
});

/** L: a volume of gas, through the molar volume given. */
export const particleUnits = ['mol', 'g', 'particles', 'L'] as const;
export const moleMassTask = z.object({
  kind: z.literal('mole_mass'),
  formula: species.optional(),
  given: z.object({ unit: z.enum(particleUnits), value: amount }),
  want: z.enum(particleUnits),
  masses: givenMasses,
  /** The molar volume of gases the statement gives (L/mol), for a volume given or asked. */
  molarVolume: amount.positive().optional(),
  /** Atoms counted instead of formula units ("oxygen atoms in 2.0 mol of CO2"): of one element, or all; how many one formula unit holds. */
  part: z.object({ atoms: z.string().regex(/^[A-Z][a-z]?$/).optional(), per: z.number().int().min(1).max(10000) }).optional(),
});

export const stoichiometryTask = z.object({
  kind: z.literal('stoichiometry'),
  reactants: z.array(species).min(1).max(8),
  products: z.array(species).min(1).max(8),
  /** Amounts of reactants put in; L: litres of a solution of the reactant at `molarity` mol/L (n = c·V). */
  given: z.array(z.object({ species, value: amount, unit: z.enum(['g', 'mol', 'L']), molarity: amount.positive().optional() })
    .refine((g) => (g.unit === 'L') === (g.molarity !== undefined), 'a volume of solution comes with its concentration')).min(1).max(8),
  /** The product (or reactant) asked for; for a yield, the product collected. */
  target: species,
  /**
   * volume: litres of the gas at STP (0 °C and 1 atm, n·R·T/P); solution: litres of the target's
   * solution of known molarity; molarity: the concentration of the target's solution of known volume.
   */
  want: z.enum(['g', 'mol', 'yield', 'limiting', 'volume', 'solution', 'molarity']),
  /** The solution of the target: its concentration (mol/L) when its volume is asked, its volume (L) when its concentration is. */
  targetSolution: z.object({ molarity: amount.positive().optional(), volume: amount.positive().optional() }).optional(),
  /** The amount actually collected, for a percent yield. */
  actual: z.object({ value: amount, unit: z.enum(['g', 'mol']) }).optional(),
});

/** A solution diluted: V₀ (L) taken and made up to V (L), or V₀ with a volume of water (L) added, or a dilution factor. */
const dilution = z.object({ v1: amount.positive().optional(), v2: amount.positive().optional(), water: amount.positive().optional(), factor: amount.positive().optional() });

export const concentrationTask = z.object({
  kind: z.literal('concentration'),
  solute: species.optional(),
  /** c = n / V with n = m / M: the known ones; dilution c1·V1 = c2·V2: the known ones. */
  mass: amount.optional(),
  moles: amount.optional(),
  volume: amount.optional(),
  molarity: amount.optional(),
  c1: amount.optional(),
  v1: amount.optional(),
  c2: amount.optional(),
  v2: amount.optional(),
  /**
   * An acid and a base neutralising each other instead of a dilution: solution 1 and solution 2
   * and the H⁺ or OH⁻ each formula unit gives, so that k₁·c₁·V₁ = k₂·c₂·V₂ at equivalence.
   */
  neutralization: z.object({ s1: species, s2: species, k1: z.number().int().min(1).max(3), k2: z.number().int().min(1).max(3) }).optional(),
  /** The solution made (n or m in V) then diluted before its concentration is asked, as for a pH. */
  diluted: dilution.optional(),
  /** The fraction of the sample that is the solute ("90% pure"): the mass to weigh is the solute's over it. */
  purity: amount.positive().max(1).optional(),
  masses: givenMasses,
  /** water: the volume of solvent added in a dilution, V₂ − V₁; mass_conc: the mass concentration m / V. */
  want: z.enum(['molarity', 'moles', 'mass', 'volume', 'c1', 'v1', 'c2', 'v2', 'water', 'mass_conc']),
});

export const gasLawTask = z.object({
  kind: z.literal('gas_law'),
  pressure: amount.optional(),
  volume: amount.optional(),
  moles: amount.optional(),
  temperature: amount.optional(),
  /** n from a mass of a named gas. */
  gas: species.optional(),
  mass: amount.optional(),
  /** R in J/(mol·K) (a value given in L·atm/(mol·K) is converted). */
  r: amount,
  want: z.enum(['pressure', 'volume', 'moles', 'temperature', 'mass']),
  /** The unit the answer is written in: Pa, kPa, atm, bar, mmHg; L, mL, m^3; K, degC; mol; g. */
  unit: z.string().min(1).max(10),
});

export const phTask = z.object({
  kind: z.literal('ph'),
  solute: species.optional(),
  /** Concentration of the solute in mol/L; absent when the solution is told by the mass dissolved. */
  concentration: amount.optional(),
  /** H+ (acid) or OH- (base) released per formula unit. */
  ions: z.number().int().min(1).max(3),
  base: z.boolean(),
  want: z.enum(['pH', 'pOH', 'H', 'OH']),
  /** Further quantities asked beside want ("pH and pOH"), each answered. */
  also: z.array(z.enum(['pH', 'pOH', 'H', 'OH'])).min(1).max(3).optional(),
  /**
   * The solution made by dissolving a mass (g), or an amount (mol), of the solute to a volume (L):
   * the concentration is then n / V (with n = m / M for a mass), worked out as the first steps.
   */
  dissolved: z.object({ mass: amount.positive().optional(), moles: amount.positive().optional(), volume: amount.positive() }).optional(),
  /**
   * The solution diluted before its pH is asked: V₀ (L) taken and made up to V (L), or V₀ with a
   * volume of water (L) added, or a dilution factor. The concentration given is the stock's; the
   * one the pH is of is c·V₀/V, worked out as the first step.
   */
  diluted: dilution.optional(),
  masses: givenMasses,
});


/**
 * Acid–base equilibria beyond strong acids: a weak acid or base of concentration C with its Ka or
 * Kb (read from pKa or pKb too), or a solution known by one of pH, pOH, [H₃O⁺], [OH⁻] (mol/L),
 * the others asked. Water's own ions are neglected; at 25 °C, Ke = 10⁻¹⁴.
 */
export const acidBaseTask = z.object({
  kind: z.literal('acid_base'),
  solute: species.optional(),
  base: z.boolean(),
  k: amount.positive().optional(),
  /** The constant given was the conjugate's (a Ka for a base, a Kb for an acid): k = Ke / conjugateK. */
  conjugateK: amount.positive().optional(),
  concentration: amount.positive().optional(),
  given: z.object({ quantity: z.enum(['pH', 'pOH', 'H', 'OH']), value: amount }).optional(),
  /** The weak acid or base of `concentration` diluted before the question: its concentration c·V₀/V is the one that reacts. */
  diluted: dilution.optional(),
  want: z.enum(['pH', 'pOH', 'H', 'OH']),
  /** Further quantities asked beside want ("pH and pOH"), each answered. */
  also: z.array(z.enum(['pH', 'pOH', 'H', 'OH'])).min(1).max(3).optional(),
});


/**
 * One amount of gas taken from a state 1 to a state 2 (Boyle, Charles, Gay-Lussac or the combined
 * law P·V/T constant): pressures in Pa, volumes in m³, temperatures in K; a quantity kept constant
 * is absent from both states. The unit is the one the state-1 value of the quantity asked was given in.
 */
export const gasChangeTask = z.object({
  kind: z.literal('gas_change'),
  p1: amount.positive().optional(),
  v1: amount.positive().optional(),
  t1: amount.positive().optional(),
  p2: amount.positive().optional(),
  v2: amount.positive().optional(),
  t2: amount.positive().optional(),
  want: z.enum(['p2', 'v2', 't2']),
  unit: z.string().min(1).max(10),
});

/** A solution's mass concentration (g/L) from its molar concentration (mol/L) or back, through the solute's molar mass. */
export const massConcentrationTask = z.object({
  kind: z.literal('mass_concentration'),
  solute: species,
  given: z.object({ unit: z.enum(['g/L', 'mol/L']), value: amount.positive() }),
  want: z.enum(['g/L', 'mol/L']),
});

/**
 * The formula of a compound from its composition: each element's percent by mass, or its mass in
 * grams in one sample (all parts in the same unit). With the compound's molar mass (g/mol) the
 * molecular formula is asked, a whole multiple of the empirical one.
 */
export const empiricalFormulaTask = z.object({
  kind: z.literal('empirical_formula'),
  parts: z.array(z.object({ element: z.string().regex(/^[A-Z][a-z]?$/), value: amount.positive() })).min(2).max(8),
  unit: z.enum(['%', 'g']),
  molarMass: amount.positive().optional(),
});

export const CHEMISTRY_KINDS = ['balance', 'molar_mass', 'mole_mass', 'stoichiometry', 'concentration', 'gas_law', 'ph', 'acid_base', 'gas_change', 'mass_concentration', 'empirical_formula'] as const;
