import { eq } from 'drizzle-orm';
import type { Level, RelatedTopicAnswer } from '../../../../contract/src';
import type { Db } from '../../db/client';
import { libraryTopics } from '../../db/schema';

/**
 * Solver method families (dotted, most specific first when looked up) → the library topic that
 * teaches the method. A method is matched on its longest known prefix ("integral.parts.twice"
 * → "integral.parts"), then the problem category decides. Every slug here exists in the seed
 * (checked by a test).
 */
export const METHOD_TOPICS: Readonly<Record<string, string>> = {
  arithmetic: 'algebraic-expressions',
  simplify: 'algebraic-expressions',
  'algebra.linear': 'linear-equations',
  'algebra.quadratic': 'quadratic-equations',
  quadratic: 'quadratic-equations',
  'algebra.polynomial': 'polynomial-functions-division',
  'algebra.factor': 'polynomial-factoring',
  'algebra.rational_equation': 'rational-expressions',
  'algebra.absolute_value': 'absolute-value-equations',
  'algebra.exponential': 'exponential-logarithmic-equations',
  'algebra.logarithmic': 'exponential-logarithmic-equations',
  'algebra.radical': 'radicals-rational-exponents',
  inequality: 'linear-inequalities',
  'inequality.linear': 'linear-inequalities',
  'inequality.absolute_value': 'absolute-value-equations',
  'inequality.sign_chart': 'rational-functions-asymptotes',
  elimination: 'systems-of-two-equations',
  substitution: 'systems-of-two-equations',
  linear_system: 'systems-of-two-equations',
  'linear_system.gauss': 'gaussian-elimination',
  'linear_system.gauss_jordan': 'gaussian-elimination',
  matrix: 'matrix-operations',
  'matrix.det': 'determinants',
  'matrix.inverse': 'matrix-inverse',
  'matrix.eigen': 'eigenvalues-eigenvectors',
  'matrix.rank': 'kernel-image-rank',
  complex: 'complex-number-arithmetic',
  'complex.polar': 'complex-plane-and-polar-form',
  'complex.exponential': 'complex-exponential-and-logarithm',
  derivative: 'differentiation-rules',
  'derivative.chain': 'chain-rule',
  'derivative.implicit': 'implicit-differentiation-related-rates',
  'derivative.partial': 'partial-derivatives',
  integral: 'antiderivatives',
  'integral.parts': 'integration-by-parts',
  'integral.substitution': 'integration-by-substitution',
  'integral.partial_fractions': 'partial-fractions-integration',
  'integral.trig': 'trigonometric-integrals',
  'integral.trig_substitution': 'trigonometric-substitution',
  'integral.definite': 'fundamental-theorem-of-calculus',
  'integral.improper': 'improper-integrals',
  limit: 'computing-limits',
  'limit.lhopital': 'lhopital-rule',
  'limit.infinity': 'limits-at-infinity',
  series: 'infinite-series',
  'series.taylor': 'taylor-and-maclaurin-series',
  'series.power': 'power-series',
  'series.geometric': 'geometric-sequences-series',
  sum: 'infinite-series',
  'sum.geometric': 'geometric-sequences-series',
  'sum.formulas': 'arithmetic-sequences',
  ode: 'ode-classification-and-ivp',
  'ode.separable': 'separable-odes',
  'ode.integrating_factor': 'first-order-linear-odes',
  'ode.linear': 'first-order-linear-odes',
  'ode.exact': 'exact-odes',
  'ode.characteristic': 'second-order-linear-odes',
  'ode.undetermined_coefficients': 'undetermined-coefficients',
  'ode.variation_of_parameters': 'variation-of-parameters',
  'ode.laplace': 'laplace-transform-ivp',
  trig: 'solving-trig-equations',
  'trig.equation': 'solving-trig-equations',
  'trig.identity': 'fundamental-trig-identities',
  'trig.simplify': 'fundamental-trig-identities',
  'trig.value': 'unit-circle',
  'integral.multiple': 'double-integrals',
  'integral.convergence': 'integral-and-comparison-tests',
  'limit.parity': 'calc2-sequences',
  'limit.recurrence': 'calc2-sequences',
  'limit.converges': 'calc2-sequences',
  'series.radius': 'power-series',
  'ode.system': 'linear-systems-of-odes',
  'vector.tangent_plane': 'gradient-and-directional-derivatives',
  'vector.dot': 'inner-product-orthogonality',
  'vector.angle': 'inner-product-orthogonality',
  'vector.norm': 'inner-product-orthogonality',
  'vector.cross': 'inner-product-orthogonality',
  'vector.critical_points': 'multivariable-critical-points',
  'vector.lagrange': 'lagrange-multipliers',
  'vector.hessian': 'hessian-second-order-conditions',
  'vector.line_integral': 'line-integrals-and-conservative-fields',
  'vector.potential': 'line-integrals-and-conservative-fields',
  'vector.conservative': 'line-integrals-and-conservative-fields',
  'linalg.least_squares': 'correlation-and-linear-regression',
  'complex.de_moivre': 'complex-plane-and-polar-form',
  'matrix.nullity': 'kernel-image-rank',
  'matrix.adjugate': 'determinants',
  'matrix.cofactors': 'determinants',
  // Sciences: one topic per task kind (the solver's method is "<subject>.<kind>[.<variant>]").
  'chemistry.balance': 'balancing-chemical-equations',
  'chemistry.molar_mass': 'molar-mass',
  'chemistry.mole_mass': 'moles-mass-and-particles',
  'chemistry.stoichiometry': 'stoichiometry-limiting-reagent-yield',
  'chemistry.concentration': 'concentration-and-dilution',
  'chemistry.gas_law': 'ideal-gas-law',
  // a gas whose state changes (Boyle, Charles, Gay-Lussac, combined) is the ideal gas law at fixed n
  'chemistry.gas_change': 'ideal-gas-law',
  'chemistry.mass_concentration': 'concentration-and-dilution',
  // a formula from a composition is the molar-mass computation run backwards
  'chemistry.empirical_formula': 'molar-mass',
  'chemistry.ph': 'ph-strong-acids-and-bases',
  'chemistry.acid_base': 'weak-acids-and-bases',
  'physics.unit_conversion': 'units-and-conversions',
  'physics.kinematics': 'kinematics-and-projectiles',
  'physics.dynamics': 'newtons-laws-weight-friction',
  'physics.connected_bodies': 'newtons-laws-weight-friction',
  // whether a body slides: the push against the greatest static friction μs·N
  'physics.slide_check': 'newtons-laws-weight-friction',
  'physics.energy': 'work-energy-power',
  'physics.pressure_density': 'pressure-and-density',
  'physics.waves': 'waves-speed-frequency-wavelength',
  'engineering.circuits': 'ohms-law-resistor-networks',
  'engineering.rc': 'rc-circuits',
  'engineering.mechanics': 'stress-efficiency-gear-ratios',
  'engineering.gear_train': 'stress-efficiency-gear-ratios',
  'cs.base': 'number-bases',
  'cs.twos': 'twos-complement-and-overflow',
  'cs.arith': 'binary-arithmetic-and-bitwise-operations',
  'cs.bitwise': 'binary-arithmetic-and-bitwise-operations',
  'cs.boolean': 'boolean-algebra-karnaugh-maps',
  'cs.logic': 'truth-tables-and-logical-equivalence',
  'biology.monohybrid': 'monohybrid-and-dihybrid-crosses',
  'biology.dihybrid': 'monohybrid-and-dihybrid-crosses',
  'biology.test_cross': 'test-crosses',
  // incomplete dominance, codominance and X-linked genes are taught with the Punnett squares of the crosses topic
  'biology.allele_cross': 'monohybrid-and-dihybrid-crosses',
  'biology.hardy_weinberg': 'hardy-weinberg-equilibrium',
  'biology.magnification': 'microscope-magnification',
  'biology.population_growth': 'population-growth-models',
  // energy along a food chain (the 10 % rule): the library's ecology is its population topic, until a food-web topic exists
  'biology.energy_transfer': 'population-growth-models',
  'biology.nucleic_acid': 'dna-rna-and-the-genetic-code',
  'biology.chi_square': 'chi-square-test-in-genetics',
  'biology.cell_division': 'cell-division-and-cell-size',
  'biology.mitotic_index': 'cell-division-and-cell-size',
  'biology.surface_volume': 'cell-division-and-cell-size',
};

/** Benchmark / solver problem categories → topic slug. */
export const CATEGORY_TOPICS: Readonly<Record<string, string>> = {
  arithmetic: 'algebraic-expressions',
  simplify: 'algebraic-expressions',
  linear_eq: 'linear-equations',
  poly_eq: 'quadratic-equations',
  nonlinear_eq: 'exponential-logarithmic-equations',
  inequality: 'linear-inequalities',
  linear_system: 'systems-of-two-equations',
  matrix: 'matrix-operations',
  complex: 'complex-number-arithmetic',
  derivative: 'differentiation-rules',
  indefinite_integral: 'antiderivatives',
  definite_integral: 'fundamental-theorem-of-calculus',
  limit: 'computing-limits',
  series: 'infinite-series',
  ode: 'ode-classification-and-ivp',
  trig: 'solving-trig-equations',
  multiple_integral: 'double-integrals',
  improper_integral: 'improper-integrals',
  vector_calculus: 'gradient-and-directional-derivatives',
  balance: 'balancing-chemical-equations',
  molar_mass: 'molar-mass',
  empirical_formula: 'molar-mass',
  mole_mass: 'moles-mass-and-particles',
  stoichiometry: 'stoichiometry-limiting-reagent-yield',
  concentration: 'concentration-and-dilution',
  gas_law: 'ideal-gas-law',
  ph: 'ph-strong-acids-and-bases',
  unit_conversion: 'units-and-conversions',
  kinematics: 'kinematics-and-projectiles',
  dynamics: 'newtons-laws-weight-friction',
  energy: 'work-energy-power',
  pressure_density: 'pressure-and-density',
  waves: 'waves-speed-frequency-wavelength',
  circuits: 'ohms-law-resistor-networks',
  rc: 'rc-circuits',
  mechanics: 'stress-efficiency-gear-ratios',
  base_conversion: 'number-bases',
  twos_complement: 'twos-complement-and-overflow',
  binary_arith: 'binary-arithmetic-and-bitwise-operations',
  bitwise: 'binary-arithmetic-and-bitwise-operations',
  boolean_min: 'boolean-algebra-karnaugh-maps',
  logic_equivalence: 'truth-tables-and-logical-equivalence',
  monohybrid: 'monohybrid-and-dihybrid-crosses',
  dihybrid: 'monohybrid-and-dihybrid-crosses',
  test_cross: 'test-crosses',
  hardy_weinberg: 'hardy-weinberg-equilibrium',
  magnification: 'microscope-magnification',
  population_growth: 'population-growth-models',
  nucleic_acid: 'dna-rna-and-the-genetic-code',
  chi_square: 'chi-square-test-in-genetics',
  cell_division: 'cell-division-and-cell-size',
  surface_volume: 'cell-division-and-cell-size',
};

/** The slug for a method (longest known prefix) or, failing that, the category; null when neither is known. */
export function relatedSlug(method?: string | null, category?: string | null): string | null {
  if (method) {
    const parts = method.trim().toLowerCase().split('.');
    for (let n = parts.length; n > 0; n--) {
      const slug = METHOD_TOPICS[parts.slice(0, n).join('.')];
      if (slug) return slug;
    }
  }
  if (category) return CATEGORY_TOPICS[category.trim().toLowerCase()] ?? null;
  return null;
}

/** The related topic as stored (null when unmapped or the topic was deleted). */
export async function findRelatedTopic(db: Db, method?: string | null, category?: string | null): Promise<RelatedTopicAnswer['topic']> {
  const slug = relatedSlug(method, category);
  if (!slug) return null;
  const [row] = await db
    .select({
      id: libraryTopics.id,
      level: libraryTopics.level,
      subject: libraryTopics.subject,
      topicSlug: libraryTopics.topicSlug,
      titleEn: libraryTopics.titleEn,
      titleFr: libraryTopics.titleFr,
    })
    .from(libraryTopics)
    .where(eq(libraryTopics.topicSlug, slug));
  return row ? { ...row, level: row.level as Level } : null;
}
