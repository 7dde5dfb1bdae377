import { describe, expect, it } from 'vitest';
import { solve } from '../../../../solver/src/index';
import { BIOLOGY_KINDS } from '../../../../solver/src/biology/task';
import { CHEMISTRY_KINDS } from '../../../../solver/src/chemistry/task';
import { PHYSICS_KINDS } from '../../../../solver/src/physics/task';
import { CATEGORY_TOPICS, METHOD_TOPICS, relatedSlug } from './related';
import { readSeedFiles } from './seed-files';

const slugs = new Set(readSeedFiles().flatMap((f) => f.topics.map((t) => t.slug)));

/** Solves a problem and returns the topic its solution links to, by method and by category alone. */
function relatedOf(problem: string): { byMethod: string | null; byCategory: string | null } {
  const solved = solve(problem, { locale: 'en' });
  expect(solved.error, `${problem} should be solved`).toBeFalsy();
  return { byMethod: relatedSlug(solved.method, solved.category), byCategory: relatedSlug(null, solved.category) };
}

function expectTopics(cases: ReadonlyArray<readonly [string, string]>): void {
  for (const [problem, slug] of cases) {
    expect(relatedOf(problem), problem).toEqual({ byMethod: slug, byCategory: slug });
  }
}

describe('related theory mapping', () => {
  it('maps only to topics that exist in the seed', () => {
    const missing = [...Object.values(METHOD_TOPICS), ...Object.values(CATEGORY_TOPICS)].filter((s) => !slugs.has(s));
    expect(missing).toEqual([]);
  });

  it('covers every solver category', () => {
    const categories = ['arithmetic', 'simplify', 'linear_eq', 'poly_eq', 'nonlinear_eq', 'inequality', 'linear_system', 'matrix', 'complex', 'derivative', 'indefinite_integral', 'definite_integral', 'limit', 'series', 'ode', 'trig'];
    expect(categories.filter((c) => relatedSlug(null, c) === null)).toEqual([]);
  });

  it('prefers the longest known method prefix, then the category', () => {
    expect(relatedSlug('integral.parts', 'indefinite_integral')).toBe('integration-by-parts');
    expect(relatedSlug('integral.parts.repeated', null)).toBe('integration-by-parts');
    expect(relatedSlug('integral.unknown_rule', null)).toBe('antiderivatives');
    expect(relatedSlug('mystery', 'ode')).toBe('ode-classification-and-ivp');
    expect(relatedSlug('mystery', 'unknown')).toBeNull();
  });

  it('links vector algebra, least squares and patterned determinants to their topics', () => {
    expect(relatedSlug(solve('dot product of (1,2,3) and (4,5,6)').method, null)).toBe('inner-product-orthogonality');
    expect(relatedSlug(solve('cross product of <1,0,0> and <0,1,0>').method, null)).toBe('inner-product-orthogonality');
    expect(relatedSlug(solve('least squares line through (0, 1), (1, 3), (2, 4)').method, null)).toBe('correlation-and-linear-regression');
    expect(relatedSlug(solve('determinant of the n×n matrix with a on the diagonal and b everywhere else').method, null)).toBe('determinants');
  });

  it('has a topic for every chemistry, physics, engineering and biology task kind the solver knows', () => {
    // Their methods are "<subject>.<kind>"; physics kinds answer as physics or as engineering.
    const methods = [
      ...CHEMISTRY_KINDS.map((kind) => [`chemistry.${kind}`]),
      ...PHYSICS_KINDS.map((kind) => [`physics.${kind}`, `engineering.${kind}`]),
      ...BIOLOGY_KINDS.map((kind) => [`biology.${kind}`]),
    ];
    expect(methods.filter((names) => names.every((name) => relatedSlug(name) === null))).toEqual([]);
  });

  it('links each kind of chemistry solution to its topic', () => {
    expectTopics([
      ['balance H2 + O2 -> H2O', 'balancing-chemical-equations'],
      ['équilibrer Fe^3+ + Zn -> Fe^2+ + Zn^2+', 'balancing-chemical-equations'],
      ['molar mass of H2SO4', 'molar-mass'],
      ['How many moles are in 36 g of H2O?', 'moles-mass-and-particles'],
      ['N2 + 3H2 -> 2NH3 with 28 g N2 and 10 g H2: mass of NH3?', 'stoichiometry-limiting-reagent-yield'],
      ['What is the molarity of 5.85 g of NaCl in 250 mL of solution?', 'concentration-and-dilution'],
      ['Volume of 2 mol of gas at 300 K and 100 kPa?', 'ideal-gas-law'],
      ['pH of 0.01 M HCl', 'ph-strong-acids-and-bases'],
    ]);
    // Weak acids and bases are answered with the category of pH questions but have their own topic.
    expect(relatedSlug('chemistry.acid_base', 'ph')).toBe('weak-acids-and-bases');
  });

  it('links each kind of physics solution to its topic', () => {
    expectTopics([
      ['convert 72 km/h to m/s', 'units-and-conversions'],
      ['convertir 100 °F en °C', 'units-and-conversions'],
      ['A car covers 150 km in 2 h. What is its average speed?', 'kinematics-and-projectiles'],
      ['A ball is launched at 20 m/s at 30° above level ground. Range? (g = 9.81 m/s²)', 'kinematics-and-projectiles'],
      ['What force accelerates a 3 kg mass at 4 m/s²?', 'newtons-laws-weight-friction'],
      ['Poids d’une masse de 70 kg ? g = 9,8 N/kg', 'newtons-laws-weight-friction'],
      ['Kinetic energy of a 1000 kg car at 20 m/s?', 'work-energy-power'],
      ['Masse volumique d’un objet de 500 g et de volume 200 cm³ ?', 'pressure-and-density'],
      ['Quelle est la période d’une onde de fréquence 50 Hz ?', 'waves-speed-frequency-wavelength'],
    ]);
    expect(relatedSlug('physics.connected_bodies', 'dynamics')).toBe('newtons-laws-weight-friction');
  });

  it('links each kind of engineering solution to its topic', () => {
    expectTopics([
      ['Current through a 220 Ω resistor across 9 V?', 'ohms-law-resistor-networks'],
      ['Trois résistances de 10 Ω, 20 Ω et 30 Ω en série : résistance équivalente ?', 'ohms-law-resistor-networks'],
      ['A 100 µF capacitor charges through 10 kΩ from a 12 V supply. Voltage after 1 s?', 'rc-circuits'],
      ['What is the stress in a bar of 200 mm² section under a 10 kN load?', 'stress-efficiency-gear-ratios'],
      ['A 20-tooth gear turning at 1200 rpm drives a 60-tooth gear. Output speed?', 'stress-efficiency-gear-ratios'],
    ]);
  });

  it('links each kind of computer-science solution to its topic', () => {
    expectTopics([
      ['convert 1011.101_2 to decimal', 'number-bases'],
      ['convertir 13.375 en binaire', 'number-bases'],
      ["signed value of 11111011_2 in 8-bit two's complement", 'twos-complement-and-overflow'],
      ["represent -6 in 8-bit two's complement", 'twos-complement-and-overflow'],
      ["does 100 + 50 overflow in 8-bit two's complement?", 'twos-complement-and-overflow'],
      ['1011_2 + 0110_2, answer in binary', 'binary-arithmetic-and-bitwise-operations'],
      ['1100_2 AND 1010_2 on 4 bits, answer in binary', 'binary-arithmetic-and-bitwise-operations'],
      ['minimal sum of products of F(A,B,C) = Σm(0,1,2,5)', 'boolean-algebra-karnaugh-maps'],
      ["A + A'B = A + B ? true or false", 'truth-tables-and-logical-equivalence'],
    ]);
  });

  it('links each kind of biology solution to its topic', () => {
    expectTopics([
      ['Cross Aa x Aa, phenotype ratio', 'monohybrid-and-dihybrid-crosses'],
      ['AaBb × aaBb: phenotypic ratio', 'monohybrid-and-dihybrid-crosses'],
      ['test cross of an AaBb individual: phenotype ratio', 'test-crosses'],
      ['Cystic fibrosis affects 1 in 2500. Carrier frequency 2pq?', 'hardy-weinberg-equilibrium'],
      ['image 3 mm long at ×400: actual size?', 'microscope-magnification'],
      ['Une population de 1000 individus augmente de 5 % par an. Effectif au bout de 3 ans ?', 'population-growth-models'],
      ['A DNA sample contains 30% adenine. What percentage of guanine?', 'dna-rna-and-the-genetic-code'],
      ['290 purple and 110 white flowers, expected ratio 3:1: calculate chi-square', 'chi-square-test-in-genetics'],
      ['A cell undergoes 5 rounds of mitosis. How many cells?', 'cell-division-and-cell-size'],
      ['surface area to volume ratio of a cube cell of side 2 µm', 'cell-division-and-cell-size'],
    ]);
  });
});
