import { z } from 'zod';
import { CS_TASKS } from './cs';
import { PHYSICS_KINDS, PHYSICS_TASKS } from '../physics/task';
import { BIOLOGY_KINDS, BIOLOGY_TASKS } from '../biology/task';
import { CHEMISTRY_KINDS, acidBaseTask, empiricalFormulaTask, gasChangeTask, massConcentrationTask, balanceTask, concentrationTask, gasLawTask, molarMassTask, moleMassTask, phTask, stoichiometryTask } from '../chemistry/task';

/**
 * What the student asked, read once from the text (see read/): the one description of a problem
 * that the methods answer and the verifier checks against. Formulas are plain ASCII math, the
 * form `answer.value` uses (`x^2 - 5*x + 6`, `sqrt(x)`, `pi`, `oo`), so any reader — the text
 * reader, a language model translating a word problem — can produce a task, and the verifier can
 * evaluate it without knowing who read it.
 */

/** A formula in plain ASCII math. */
export const formula = z.string().min(1).max(2000);
/** A variable's name: a letter, or a Greek letter's name. */
export const variableName = z.string().regex(/^[A-Za-z][A-Za-z0-9_]*$/);

export const relationOp = z.enum(['=', '<', '<=', '>', '>=', '!=']);
export type RelationOp = z.infer<typeof relationOp>;

/** lhs op rhs; an expression asked to be solved alone reads as `expr = 0`. */
export const relation = z.object({ lhs: formula, op: relationOp, rhs: formula });
export type Relation = z.infer<typeof relation>;

export const domain = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('real') }),
  z.object({ kind: z.literal('complex') }),
  z.object({ kind: z.literal('interval'), lo: formula, hi: formula, loClosed: z.boolean(), hiClosed: z.boolean() }),
]);
export type Domain = z.infer<typeof domain>;

export const solveTask = z.object({
  kind: z.literal('solve'),
  /** One relation, or several for a system. */
  relations: z.array(relation).min(1).max(10),
  unknowns: z.array(variableName).min(1).max(10),
  domain,
  /** The unit each unknown is measured in, when a word problem gave it (t in h, L and W in cm): said after its value. */
  units: z.record(variableName, z.enum(['h', 'min', 'day', 'week', 'mm', 'cm', 'm', 'km', 'in', 'ft', 'yd', 'mm2', 'cm2', 'm2', 'km2', 'in2', 'ft2', 'yd2'])).optional(),
  /** The inverse of a function asked (f(x) = formula in x): the relation is x = f(y), solved for y. */
  inverse: z.object({ name: variableName, formula }).optional(),
  /**
   * Where a function is increasing or decreasing (« sur quel intervalle f est-elle croissante ? »):
   * the relation is derivative ≥ 0 (or ≤ 0) with the conditions under which the function is defined.
   */
  /**
   * For which values of the unknown (a parameter) the quadratic equation `equation = 0` in x has
   * two, one, no or some real solutions: the relation is then its discriminant compared with 0.
   */
  rootCount: z.object({ equation: formula, count: z.enum(['two', 'one', 'none', 'some', 'complex', 'notTwo', 'notOne']) }).optional(),
  /** The unknowns the question asks, when it asks only some of them ("How old is the son now?"). */
  asked: z.array(variableName).min(1).max(10).optional(),
  /** The number of solutions asked ("how many real roots does … have"): the solutions found, then counted. */
  howMany: z.literal(true).optional(),
  /** The value of this expression at the solutions asked ("if 3x + 5 = 20, what is 2x − 1?"): the equation solved, then the expression computed. */
  thenCompute: formula.optional(),
  monotonic: z.object({
    name: variableName,
    formula,
    derivative: formula,
    direction: z.enum(['increasing', 'decreasing']),
    /** A positive factor (e^u, √u) taken out of the derivative: the relation is the derivative without it. */
    positive: formula.optional(),
  }).optional(),
});

export const transformTask = z.object({
  kind: z.literal('transform'),
  /** complete_square: a quadratic written a(x − h)² + k (vertex form, « forme canonique »). */
  op: z.enum(['simplify', 'expand', 'factor', 'complete_square']),
  /** With complete_square: the range of the quadratic asked, read from its vertex form. */
  range: z.literal(true).optional(),
  /** With complete_square: the parabola's vertex (a point) or its axis of symmetry (x = h) asked, read from its vertex form. */
  vertex: z.enum(['point', 'axis']).optional(),
  expr: formula,
  /** The line through a point parallel or perpendicular to a given line (`to`, an equation in x and y): expr is y = m(x − x₀) + y₀. */
  line: z.object({ relation: z.enum(['parallel', 'perpendicular']), to: z.string().min(1).max(200), point: z.tuple([formula, formula]) }).optional(),
  /** The line through two points, or through one with a given slope: expr is y = m(x − x₁) + y₁. */
  through: z.object({ points: z.array(z.tuple([formula, formula])).min(1).max(2), slope: formula.optional() }).optional(),
  /** A polynomial division asked (« division euclidienne », 'quotient and remainder'): expr is dividend/divisor, written quotient + remainder/divisor. */
  division: z.object({ dividend: formula, divisor: formula }).optional(),
});

export const evaluateTask = z.object({
  kind: z.literal('evaluate'),
  expr: formula,
  /** What the number computed is, when the question named it: a slope from two points, a distance, a percentage change, an interest. */
  quantity: z.enum(['slope', 'distance', 'percent_change', 'interest', 'amount', 'discriminant', 'radians', 'degrees', 'y_intercept', 'repeating_decimal', 'common_difference', 'common_ratio', 'remainder', 'trig_ratio']).optional(),
  /** A repeating decimal written as a fraction: its whole part, the digits before the repeating block, and the block. */
  repeating: z.object({ negative: z.boolean(), whole: z.string().regex(/^\d{1,15}$/), start: z.string().regex(/^\d{0,15}$/), block: z.string().regex(/^\d{1,12}$/) }).optional(),
  /** The figure the quantity belongs to, as given (the line 3x + 4y = 12 whose slope is −a/b): said with it. */
  of: z.string().min(1).max(200).optional(),
  /** The values its letters take ("x² − 2xy + y² when x = 3 and y = −1"): the expression is computed there. */
  at: z.array(z.tuple([variableName, formula])).min(1).max(8).optional(),
});

export const differentiateTask = z.object({
  kind: z.literal('differentiate'),
  /** The function; for an implicit derivative, `lhs - (rhs)` of the curve F(x, y) = 0. */
  expr: formula,
  variable: variableName,
  order: z.number().int().min(1).max(20),
  partial: z.boolean(),
  /** Implicit differentiation: y is a function of `variable` defined by expr = 0. */
  implicit: z.boolean(),
  /** The point where the derivative is evaluated, when asked. */
  at: formula.optional(),
  /** The function's name when the input gives one (f, y). */
  name: variableName.optional(),
  /** A mixed partial derivative: the variables in the order of differentiation (∂³f/∂x²∂y → x, x, y). */
  mixed: z.array(variableName).min(2).max(8).optional(),
  /** An implicit partial derivative asked with a second one (∂z/∂x and ∂z/∂y): the second variable. */
  alsoVariable: variableName.optional(),
  /** For an implicit derivative asked at a point of the curve: its coordinates (x, y). */
  point: z.array(formula).length(2).optional(),
  /** A partial derivative asked at a point, f_x(1, 2): each variable of the function with its value. */
  values: z.array(z.object({ variable: variableName, value: formula })).min(1).max(4).optional(),
  /**
   * The equation of a line at `at` is asked, its right-hand side as the answer: the tangent
   * y = f(a) + f'(a)(x − a), or the normal y = f(a) − (x − a)/f'(a).
   */
  line: z.enum(['tangent', 'normal']).optional(),
});

export const integrateTask = z.object({
  kind: z.literal('integrate'),
  integrand: formula,
  variable: variableName,
  bounds: z.object({ lo: formula, hi: formula }).optional(),
  /** The interval on which an antiderivative is sought (« sur ]0 ; +∞[ », "on [0, π]"), as typed: stated, never bounds. */
  domain: z.string().optional(),
  /**
   * "Does it converge?" about an improper integral (yes or no), or "for which p does it converge?"
   * (the set of the parameter's values), or "does it converge? if so, find its value" (the value,
   * or ±∞ when it diverges, with the convergence stated).
   */
  asks: z.enum(['converges', 'for_which', 'value']).optional(),
  /** The parameter asked about ("for which p"). */
  parameter: variableName.optional(),
  /** Parameters the problem states positive ("∫_0^∞ e^(−ax) dx, a > 0"): the value holds for them. */
  positive: z.array(variableName).min(1).optional(),
  /** Parameters the problem states natural numbers ("∫_0^∞ xⁿ e^(−x) dx, n ∈ ℕ"): the value holds for n = 0, 1, 2, … */
  natural: z.array(variableName).min(1).optional(),
  /** The average value of a function on the bounds was asked: the integrand already holds the factor 1/(b − a). */
  average: z.literal(true).optional(),
  /**
   * A rod's mass or centre of mass was asked, its linear density the integrand on [0, L]: the mass
   * is the integral (in unit, the density's mass unit, when given), the centre ∫xλ/∫λ; its moment of
   * inertia about the axis through x = 0 perpendicular to it, ∫x²λ.
   */
  rod: z.object({ asks: z.enum(['mass', 'centre', 'inertia']), unit: z.string().optional() }).optional(),
});

export const limitTask = z.object({
  kind: z.literal('limit'),
  expr: formula,
  variable: variableName,
  /** A value, or `oo` / `-oo`. */
  point: formula,
  side: z.enum(['both', 'left', 'right']),
  /** A sequence's limit (n → ∞ over the integers). */
  sequence: z.boolean(),
  /**
   * A yes/no question about the limit rather than the limit: "does the sequence converge?", "does
   * the limit exist?" (a finite limit: yes; no limit: no); or the values of parameters that make
   * the limit finite or equal to a stated value; or a simple equivalent c·(x − a)^p of the
   * expression at the point (« un équivalent simple de … en 0 »).
   */
  asks: z.enum(['converges', 'exists', 'parameters', 'equivalent']).optional(),
  /** The letters to find ("find a and b so that …"), when `asks` is `parameters`. */
  parameters: z.array(variableName).min(1).max(3).optional(),
  /** The limit's stated value ("… = 1"); without it the limit is asked to be finite. */
  target: formula.optional(),
});

export const seriesTask = z.object({
  kind: z.literal('series'),
  expr: formula,
  variable: variableName,
  point: formula,
  /** The highest power of (x − point) kept. */
  order: z.number().int().min(0).max(30),
  /** "the first 3 nonzero terms": the order is then as high as those terms need. */
  terms: z.number().int().min(1).max(8).optional(),
  /** "the Maclaurin series of …" with no order: the general term of the whole series is asked. */
  general: z.literal(true).optional(),
  /** "… and its radius of convergence": asked beside the general term. */
  radius: z.literal(true).optional(),
});

export const sumTask = z.object({
  kind: z.literal('sum'),
  summand: formula,
  index: variableName,
  lo: formula,
  /** A number, a letter (a closed form in n), or `oo`. */
  hi: formula,
});

export const recurrenceTask = z.object({
  kind: z.literal('recurrence'),
  /** The sequence's name (u in u₍ₙ₊₁₎ = f(uₙ)). */
  name: variableName,
  /** f, written in x: u₍ₙ₊₁₎ = f(uₙ). */
  map: formula,
  /** The first index and the first term: u₀ = 5. */
  start: z.number().int().min(0).max(10),
  first: formula,
});

export const radiusTask = z.object({
  kind: z.literal('radius'),
  /** The general term aₙ·(x − c)ⁿ of a power series, as written. */
  summand: formula,
  index: variableName,
  variable: variableName,
  /** The centre c of the powers (x − c)ⁿ; 0 when absent. */
  center: formula.optional(),
  /** "interval of convergence": the endpoints are decided too. */
  asks: z.enum(['interval']).optional(),
  /** The first index, where the endpoints' series start (1 for Σ xⁿ/n). */
  lo: z.number().int().min(0).max(10).optional(),
});

export const leastSquaresTask = z.object({
  kind: z.literal('least_squares'),
  /** The data points (x, y), each coordinate an exact number as written ("1.5", "-2", "1/3"). */
  points: z.array(z.tuple([formula, formula])).min(2).max(50),
  /**
   * The line in the student's letters, "y = C + Dt", "y = mx + c": the response, the variable, and
   * the names of the intercept and the slope. Absent: y = a + bx.
   */
  model: z
    .object({ response: z.string().regex(/^[a-zA-Z]$/), variable: z.string().regex(/^[a-z]$/), intercept: z.string().regex(/^[a-zA-Zαβ]$/), slope: z.string().regex(/^[a-zA-Zαβ]$/) })
    .optional(),
});

/** The quantities of a complex number that the reader states back and the verifier recomputes. */
export const COMPLEX_QUANTITIES = ['algebraic', 'modulus', 'argument', 'conjugate', 're', 'im', 'parts', 'polar', 'modulus_argument', 'sqrt', 'log', 'is_real', 'is_imaginary'] as const;
export type ComplexQuantity = (typeof COMPLEX_QUANTITIES)[number];

export const complexNumberTask = z.object({
  kind: z.literal('complex_number'),
  /** Each quantity asked of its number, in the order asked ("z̄ and |z|"); the number in ASCII with `i` and `conj(…)`. */
  asks: z.array(z.object({ quantity: z.enum(COMPLEX_QUANTITIES), number: formula })).min(1).max(8),
  /** Angles asked in degrees. */
  degrees: z.boolean(),
  /** The polar form asked as r(cos θ + i sin θ) rather than r·e^{iθ}. */
  trigonometric: z.boolean(),
});

/** The operations on one matrix given by its entries that the reader states back and the verifier recomputes. */
export const MATRIX_OPS = ['det', 'inverse', 'rank', 'nullity', 'rref', 'transpose', 'trace', 'eigenvalues', 'adjugate', 'cofactors', 'charpoly', 'kernel', 'columns'] as const;

export const matrixTask = z.object({
  kind: z.literal('matrix'),
  op: z.enum(MATRIX_OPS),
  /** The matrix's rows, each entry an exact number as read ("3/2", "-1"). */
  matrix: z.array(z.array(formula).min(1).max(8)).min(1).max(8),
});

export const structuredDetTask = z.object({
  kind: z.literal('structured_det'),
  /**
   * 'constant': the diagonal entries equal `diagonal` and every other entry `upper` (= `lower`);
   * 'tridiagonal': `diagonal` on the diagonal, `upper` just above it, `lower` just below, 0 elsewhere.
   */
  structure: z.enum(['constant', 'tridiagonal']),
  diagonal: formula,
  upper: formula,
  lower: formula,
  /** The size's letter: the matrix is size × size. */
  size: variableName,
});

/** plane_distance, closest_point: from the point (first vector) to the plane n·x = level (n the second vector; a line n·x = level in the plane). */
export const vectorAlgebraOps = ['dot', 'cross', 'angle', 'norm', 'projection', 'plane_distance', 'closest_point', 'midpoint'] as const;
export const vectorAlgebraTask = z.object({
  kind: z.literal('vector_algebra'),
  op: z.enum(vectorAlgebraOps),
  /** One vector (norm) or two, each with 2 to 6 exact components as written (3 for a cross product); a projection's first is projected onto its second. */
  vectors: z.array(z.array(formula).min(2).max(6)).min(1).max(2),
  /** The right side d of the plane n·x = d, for a distance or a closest point. */
  level: formula.optional(),
  /** An angle asked in degrees ("in degrees", « en degrés », "(in degrees)"). */
  degrees: z.boolean().optional(),
});

export const partialCombinationTask = z.object({
  kind: z.literal('partial_combination'),
  /** The function's name and variables, u(x, t), and its formula. */
  name: variableName,
  variables: z.array(variableName).min(1).max(3),
  expr: formula,
  /** The expression in its partial derivatives, written with subscripts: "u_t - u_xx". */
  combination: formula,
  /** "u satisfies u_tt = 4 u_xx": the right side of the claimed equation (the answer is yes or no). */
  equals: formula.optional(),
});

/** A partial derivative of the named function in the combination's notation: u_t, u_xx (orders captured). */
export const partialToken = (name: string): RegExp => new RegExp(`(?<![A-Za-z])${name}_([a-z]{1,4})(?![A-Za-z])`, 'g');

export const tangentPlaneTask = z.object({
  kind: z.literal('tangent_plane'),
  /** The surface lhs = rhs in x, y, z (z = f(x, y) for a graph). */
  lhs: formula,
  rhs: formula,
  /** The point (x₀, y₀, z₀) on the surface. */
  point: z.array(formula).length(3),
  /** Instead of the plane: the normal line through the point (x, y, z)(t), or the unit normal vector ∇G/|∇G|. */
  normal: z.enum(['line', 'unit']).optional(),
});

export const odeSystemTask = z.object({
  kind: z.literal('ode_system'),
  /** X' = A·X: the two unknown functions, in the order of A's rows. */
  unknowns: z.array(variableName).length(2),
  variable: variableName,
  /** A, 2 × 2, constant entries. */
  matrix: z.array(z.array(formula).length(2)).length(2),
  /** X(0), when given. */
  initial: z.array(formula).length(2).optional(),
  /** The one function asked with the initial values ("… find x(t)"): answered alone. */
  asked: variableName.optional(),
});

export const odeTask = z.object({
  kind: z.literal('ode'),
  /** The equation as an ASCII relation with y, y', y'' … written as typed. */
  equation: formula,
  unknown: variableName,
  variable: variableName,
  order: z.number().int().min(1).max(8),
  conditions: z.array(z.object({ derivative: z.number().int().min(0), at: formula, value: formula })).max(8),
  /** A solution the problem gives ("given that y₁ = 1/x is a solution"), to reduce a Riccati equation. */
  particular: formula.optional(),
  /** The point where the value of the solution fixed by the conditions is asked ("… find y(1)"). */
  at: formula.optional(),
  /** The equation's own constant asked, fixed by the one condition more than its order ("y(0) = 100, y(5) = 50, find k"). */
  constant: variableName.optional(),
  /** What the problem assumes of the equation's letters ("where c² < 4mk", "with 0 < b < w", "b ≠ a"). */
  assumptions: z.array(relation).max(8).optional(),
  /** The damping regime named in words ("underdamped", « régime critique »). */
  regime: z.enum(['over', 'critical', 'under']).optional(),
});

export const complexLocusTask = z.object({
  kind: z.literal('complex_locus'),
  /** Both sides real, in z, with abs(), re(), im(), conj(): |z − i| = |z − 1| is abs(z - i) = abs(z - 1). */
  lhs: formula,
  rhs: formula,
});

export const coolingTask = z.object({
  kind: z.literal('newton_cooling'),
  /** Newton's law T′ = −k(T − ambient): the start, the surroundings, and a reading after a time. */
  initial: formula,
  ambient: formula,
  after: formula,
  reading: formula,
  /** Asked: the temperature at a time, or the time a temperature is reached. */
  at: formula.optional(),
  reach: formula.optional(),
  tempUnit: z.enum(['°C', '°F']),
  timeUnit: z.enum(['min', 'h', 's']),
});

export const eulerMethodTask = z.object({
  kind: z.literal('euler_method'),
  /** f in y' = f(x, y), in the task's letters. */
  slope: formula,
  unknown: variableName,
  variable: variableName,
  /** The starting point y(x0) = y0. */
  x0: formula,
  y0: formula,
  /** The step h, and the point where y is approximated (x0 + n·h). */
  step: formula,
  target: formula,
  /** The one-step scheme named; absent: Euler's method. */
  scheme: z.enum(['heun', 'midpoint', 'rk4']).optional(),
});

export const claimTask = z.object({
  kind: z.literal('claim'),
  /** An identity or relation to test for every value of its letters (or a closed statement). */
  relation,
  /** Set when the claim is that the function `name` is even (f(−x) = f(x)) or odd (f(−x) = −f(x)). */
  parity: z.object({ name: variableName, kind: z.enum(['even', 'odd']) }).optional(),
  /** Set when the claim is that a linear divisor is a factor of a polynomial: by the factor theorem, the polynomial vanishes at its root. */
  factor: z.object({ divisor: z.string().min(1).max(200), polynomial: z.string().min(1).max(500) }).optional(),
});

export const multipleTask = z.object({
  kind: z.literal('multiple'),
  integrand: formula,
  /** The iterated integrals, innermost first; bounds may depend on the outer variables. */
  bounds: z.array(z.object({ variable: variableName, lo: formula, hi: formula })).min(2).max(3),
  /**
   * Set when the region was described in other coordinates: the integrand stays in x, y, z as the
   * student wrote it, the bounds are in (r, theta), (r, theta, z) or (rho, phi, theta).
   */
  coordinates: z.enum(['polar', 'cylindrical', 'spherical']).optional(),
  /**
   * Set with polar coordinates about another point than the origin (a disk centred at (a, b)):
   * x = a + r cos θ, y = b + r sin θ, the Jacobian still r.
   */
  centre: z.tuple([formula, formula]).optional(),
  /**
   * Set when the centre of mass (the centroid for a density of 1) is asked: the integrand is the
   * density ρ, the answer the point (∬xρ/∬ρ, ∬yρ/∬ρ), with ∭zρ/∭ρ for a solid.
   */
  centreOfMass: z.boolean().optional(),
  /** The unit of a mass asked, its density given with a unit (5xy kg/m²): the mass is said in it. */
  massUnit: z.string().optional(),
  /** Set with centreOfMass when the mass is asked with it: the answer is then (M, x̄, ȳ[, z̄]). */
  withMass: z.boolean().optional(),
  /**
   * Set when the bounds were found from inequalities that cut a box (0 ≤ x ≤ 2, 0 ≤ y ≤ 3,
   * x + y ≤ 5/2): every one of them as read, so the statement of the task shows each was taken
   * into account, the ones the bounds make redundant included.
   */
  region: z.array(formula).optional(),
  /**
   * Set when a uniform body's total mass is given instead of its density (a disc of mass M): the
   * density is that mass over the region's area or volume, the integrand the squared distance to
   * the axis, and the answer the moment of inertia totalMass·∬ integrand dA / ∬ dA.
   */
  totalMass: formula.optional(),
  /** Set when the average value of the integrand over the region is asked: ∬ integrand dA / ∬ dA. */
  average: z.boolean().optional(),
  /** Set when the area of the graph z = surface over the region is asked: the integrand is its area element √(1 + z_x² + z_y²). */
  surface: formula.optional(),
  /** Set with surface when ∬_S f dS is asked: f(x, y, z), the integrand then f(x, y, surface)·√(1 + z_x² + z_y²). */
  scalar: formula.optional(),
  /**
   * Set when ∮ P dx + Q dy around the region's boundary is asked (Green's theorem): the integrand is
   * ∂Q/∂x − ∂P/∂y, negated when the boundary runs clockwise.
   */
  green: z.object({ p: formula, q: formula, clockwise: z.boolean().optional() }).optional(),
  /**
   * Set when the flux of field is asked: through the graph z = graph over the region (upward, or
   * downward when reversed), the integrand F·(−g_x, −g_y, 1); without a graph, outward through the
   * boundary of the solid (inward when reversed), the integrand div F (the divergence theorem).
   */
  flux: z.object({
    field: z.array(formula).length(3),
    graph: formula.optional(),
    reversed: z.boolean().optional(),
    /** Set when ∮_C F·dr around the graph's boundary is asked (Stokes' theorem): F itself, field being curl F. */
    circulation: z.array(formula).length(3).optional(),
  }).optional(),
});

/**
 * max_rate: the maximum rate of change of f at a point, |∇f|, reached in the gradient's direction;
 * steepest: that direction as a unit vector, ∇f/|∇f| (−∇f/|∇f| for the steepest descent);
 * linearization: L(x, y) = f(a) + ∇f(a)·(x − a), the tangent plane's formula; potential: f with
 * ∇f = F; conservative: whether F has one (yes or no); critical_points: ∇f = 0, each point classified;
 * line_integral: ∫_C F·dr along the curve r(parameter), the parameter running over bounds;
 * lagrange: the largest and smallest values of f on the constraint g = c (Lagrange multipliers);
 * absolute_extrema: the largest and smallest values of f on a closed polygon or disk;
 * curvature: κ of the curve whose coordinates are the components, in the one variable, at the
 * parameter's value when one is given; chain_rule: the derivatives wrt of result = name(outer
 * variables), each outer variable the component of the same rank, written with name's partials.
 */
export const vectorOps = ['gradient', 'divergence', 'curl', 'laplacian', 'hessian', 'jacobian', 'directional', 'max_rate', 'steepest', 'linearization', 'potential', 'conservative', 'critical_points', 'line_integral', 'lagrange', 'absolute_extrema', 'curvature', 'chain_rule'] as const;

export const vectorTask = z.object({
  kind: z.literal('vector'),
  op: z.enum(vectorOps),
  /** The scalar function (gradient, Laplacian, Hessian, directional derivative) or the field's components. */
  components: z.array(formula).min(1).max(4),
  variables: z.array(variableName).min(1).max(4),
  /** The point where the result is evaluated, when asked. */
  at: z.array(formula).min(1).max(4).optional(),
  /** The direction of a directional derivative (normalised by the method). */
  direction: z.array(formula).min(1).max(4).optional(),
  /**
   * Further operations asked of the same function or field in one question, in the order written
   * ('div and curl of F', « le gradient et le laplacien de f », 'the maximum rate of change and the
   * direction in which it occurs'): each answered after op.
   */
  also: z.array(z.enum(['gradient', 'divergence', 'curl', 'laplacian', 'hessian', 'directional', 'max_rate', 'steepest'])).min(1).max(2).optional(),
  /** For a gradient: the partial derivatives asked when not every one is ('f_x and f_z' of f(x, y, z)), in the order written. */
  partials: z.array(variableName).min(2).max(4).optional(),
  /** For a Hessian: the second partial derivatives asked when not the whole matrix is ('f_xx and f_xy'), each as its variables in the order of differentiation. */
  entries: z.array(z.array(variableName).length(2)).min(2).max(4).optional(),
  /** For a curl: whether the field is irrotational is asked too (« le champ est-il irrotationnel ? »), answered by whether the curl vanishes. */
  irrotational: z.boolean().optional(),
  /** For a gradient: asked as the total differential of the function so named (df = f_x dx + f_y dy, « différentielle de f »). */
  differential: variableName.optional(),
  /** For the maximum rate of change: asked as the gradient's length |∇f|, ‖∇f‖, « norme du gradient ». */
  norm: z.boolean().optional(),
  /** For the curvature op: the torsion τ = (r′ × r″)·r‴ / |r′ × r″|² of the space curve asked instead of κ. */
  torsion: z.boolean().optional(),
  /** For critical points: only the local extrema asked (« les extremums de f »), the saddle points set aside. */
  extrema: z.boolean().optional(),
  /** For the steepest direction: the one in which f decreases fastest rather than increases. */
  descent: z.boolean().optional(),
  /** For the Jacobian: the matrix itself rather than its determinant. */
  matrix: z.boolean().optional(),
  /** For the chain rule with an unspecified function: z = f(x, y), its name and its variables (each given by a component). */
  outer: z.object({ result: variableName, name: variableName, variables: z.array(variableName).min(1).max(3) }).optional(),
  /** For the chain rule: the variables the derivatives are asked with respect to (∂z/∂r, ∂z/∂θ), in the order written. */
  wrt: z.array(variableName).min(1).max(3).optional(),
  /** For a line integral of 1 with respect to arc length: asked as the curve's length ('the length of r(t) = …'). */
  arcLength: z.boolean().optional(),
  /** For a line integral with respect to arc length: asked as the mass of a wire along the curve, the function its density. */
  wireMass: z.boolean().optional(),
  /**
   * For a line integral with respect to arc length: the centre of mass of a wire along the curve is
   * asked, the function its density — the point (∫xρ ds/∫ρ ds, ∫yρ ds/∫ρ ds[, z̄]), after the mass ∫ρ ds when withMass.
   */
  wireCentre: z.object({ withMass: z.boolean().optional() }).optional(),
  /**
   * For a line integral with respect to arc length: the moment of inertia of a uniform wire (a ring,
   * a hoop) of this total mass is asked, the function being the squared distance to the axis — the
   * answer mass·∫f ds / ∫ds.
   */
  wireInertia: z.object({ mass: formula }).optional(),
  /** For a line integral: the curve's coordinates in its parameter, and the parameter's range. */
  curve: z.array(formula).min(2).max(3).optional(),
  parameter: variableName.optional(),
  bounds: z.array(formula).length(2).optional(),
  /** For a line integral asked along any path between two points: the field is conservative, the curve the segment. */
  anyPath: z.boolean().optional(),
  /** For a line integral of a gradient, ∫_C ∇f·dr: the function f, whose values at the curve's ends give the integral. */
  gradientOf: formula.optional(),
  /** For a line integral asked as ∬_S curl F·dS (Stokes' theorem): the surface S as read, the curve being its boundary. */
  stokes: z.object({ surface: z.string().min(1).max(200), downward: z.boolean().optional() }).optional(),
  /** For Lagrange multipliers: the constraint's two sides, g and c of g = c. */
  constraint: z.array(formula).length(2).optional(),
  /** For Lagrange multipliers with two constraints (three variables): the second one's two sides. */
  constraint2: z.array(formula).length(2).optional(),
  /** For Lagrange multipliers on the part of the constraint where these variables are positive ("x, y, z > 0"). */
  positive: z.array(variableName).min(1).max(3).optional(),
  /** For Lagrange multipliers: the one extreme value asked, both when absent. */
  extremum: z.enum(['max', 'min']).optional(),
  /** For absolute extrema on a closed region: a polygon's vertices in order (a rectangle, a triangle), or a disk x² + y² ≤ radius2. */
  vertices: z.array(z.array(formula).length(2)).min(3).max(8).optional(),
  radius2: formula.optional(),
  /** For absolute extrema of f(x) on a closed interval [a, b]. */
  interval: z.tuple([formula, formula]).optional(),
  /** For a linearization used to estimate f near the point: where it is evaluated, f(1.1, 1.9). */
  estimate: z.array(formula).min(1).max(4).optional(),
});

/** What is asked of a vector-valued function r(t): velocity is r′, acceleration r″, speed |r′|, the unit tangent r′/|r′|. */
export const vectorFunctionAsks = ['derivative', 'second_derivative', 'velocity', 'acceleration', 'speed', 'unit_tangent', 'integral'] as const;

/**
 * The calculus of a vector-valued function, component by component: name(parameter) = (components).
 * With `at`, the results are evaluated at that value; an integral runs over `bounds` when given,
 * and with `initial` it is the function whose derivative was given, fixed by its value there.
 */
export const vectorFunctionTask = z.object({
  kind: z.literal('vector_function'),
  name: variableName,
  parameter: variableName,
  components: z.array(formula).min(2).max(3),
  asks: z.array(z.enum(vectorFunctionAsks)).min(1).max(4),
  at: formula.optional(),
  bounds: z.array(formula).length(2).optional(),
  initial: z.object({ at: formula, value: z.array(formula).min(2).max(3) }).optional(),
});

export const task = z.discriminatedUnion('kind', [
  solveTask,
  transformTask,
  evaluateTask,
  differentiateTask,
  integrateTask,
  limitTask,
  seriesTask,
  sumTask,
  recurrenceTask,
  odeSystemTask,
  tangentPlaneTask,
  radiusTask,
  leastSquaresTask,
  complexNumberTask,
  matrixTask,
  structuredDetTask,
  vectorAlgebraTask,
  partialCombinationTask,
  odeTask,
  eulerMethodTask,
  coolingTask,
  complexLocusTask,
  claimTask,
  vectorTask,
  vectorFunctionTask,
  multipleTask,
  balanceTask,
  molarMassTask,
  moleMassTask,
  stoichiometryTask,
  concentrationTask,
  gasLawTask,
  phTask,
  acidBaseTask,
  gasChangeTask,
  massConcentrationTask,
  empiricalFormulaTask,
  ...CS_TASKS,
  ...PHYSICS_TASKS,
  ...BIOLOGY_TASKS,
]);

export type Task = z.infer<typeof task>;
export type TaskKind = Task['kind'];
export type TaskOf<K extends TaskKind> = Extract<Task, { kind: K }>;

/** The kinds of each school subject other than mathematics, each answered by its own folder's modules. */
const SUBJECT_KINDS = {
  cs: ['base', 'twos_complement', 'binary_arith', 'bitwise', 'boolean', 'logic'],
  chemistry: CHEMISTRY_KINDS,
  physics: PHYSICS_KINDS,
  biology: BIOLOGY_KINDS,
} as const satisfies Record<string, readonly TaskKind[]>;

type SubjectTask<S extends keyof typeof SUBJECT_KINDS> = TaskOf<(typeof SUBJECT_KINDS)[S][number]>;
const inSubject = <S extends keyof typeof SUBJECT_KINDS>(s: S) => {
  const kinds = new Set<string>(SUBJECT_KINDS[s]);
  return (t: Task): t is SubjectTask<S> => kinds.has(t.kind);
};

/** Guards by subject, so the modules that treat every kind (describe, text, verify) dispatch once per subject. */
export const isCsTask = inSubject('cs');
export const isChemistryTask = inSubject('chemistry');
export const isPhysicsTask = inSubject('physics');
export const isBiologyTask = inSubject('biology');
