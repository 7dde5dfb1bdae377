import type { Strategy } from '../strategy';
import type { TaskKind } from '../task/task';
import { ALGEBRA_STRATEGIES } from './algebra';
import { binomialTermStrategy } from './algebra/binomialTerm';
import { circleStrategy } from './algebra/circle';
import { longDivisionStrategy } from './algebra/longDivision';
import { countingStrategy } from './algebra/counting';
import { ratioStrategy } from './algebra/ratio';
import { statisticsStrategy } from './algebra/statistics';
import { vietaStrategy } from './algebra/vieta';
import { repeatingDecimalStrategy } from './algebra/repeatingDecimal';
import { periodAmplitudeStrategy } from './trig/periodAmplitude';
import { multiplesSumStrategy } from './series/multiplesSum';
import { linearSystemStrategy } from './linalg/system';
import { substitutionSystemStrategy } from './algebra/substitutionSystem';
import { vertexFormStrategy } from './algebra/vertexForm';
import { valuesGivenStrategy } from './algebra/evaluate-at';
import { parametricSystemStrategy } from './linalg/parametricSystem';
import { matrixStrategy } from './linalg/matrixStrategy';
import { namedBasesStrategy } from './linalg/namedBases';
import { planeTransformStrategy } from './linalg/planeTransform';
import { axisRotationStrategy } from './linalg/axisRotation';
import { spanProjectionStrategy } from './linalg/spanProjection';
import { linePlaneStrategy } from './linalg/linePlane';
import { matrixInBasisStrategy } from './linalg/matrixInBasis';
import { projectionMatrixStrategy } from './linalg/projectionMatrix';
import { spanSumStrategy } from './linalg/spanSum';
import { subspaceQuestionStrategy } from './linalg/subspaceQuestions';
import { mapFromImagesStrategy } from './linalg/mapFromImages';
import { detRulesStrategy } from './linalg/detRules';
import { rankNullityStrategy } from './linalg/rankNullity';
import { symbolicMatrixStrategy } from './linalg/symbolicMatrix';
import { definitenessStrategy } from './linalg/definiteness';
import { gaussReductionStrategy } from './linalg/gaussReduction';
import { givenPolynomialStrategy } from './linalg/givenPolynomial';
import { principalAxesStrategy } from './linalg/principalAxes';
import { traceDetStrategy } from './linalg/traceDetEigen';
import { eigenvalueFactsStrategy } from './linalg/eigenvalueFacts';
import { parityWhichStrategy } from './algebra/parity-which';
import { rangeTransformStrategy } from './algebra/range-transform';
import { matrixEquationStrategy } from './linalg/matrixEquation';
import { complexStrategy } from './complex/complexStrategy';
import { parameterPartsStrategy } from './complex/parameterParts';
import { deMoivreStrategy } from './complex/deMoivre';
import { linearComplexStrategy } from './complex/linearComplex';
import { conjugateEquationStrategy } from './complex/conjugateEquation';
import { linearizeStrategy } from './complex/linearize';
import { multipleAngleStrategy } from './complex/multipleAngle';
import { surdComplexStrategy } from './complex/surdComplex';
import { nthRootsStrategy } from './complex/nthRoots';
import { rootsSumStrategy } from './complex/rootsSum';
import { cyclotomicStrategy } from './complex/cyclotomic';
import { expEquationStrategy } from './complex/expEquation';
import { sumStrategy } from './series/sumStrategy';
import { convergenceStrategy } from './series/convergence';
import { riemannSumStrategy } from './series/riemannSum';
import { seriesForWhichStrategy } from './series/seriesForWhich';
import { productStrategy } from './series/productStrategy';
import { productLimitStrategy } from './series/productLimit';
import { taylorStrategy } from './series/taylorStrategy';
import { standardDlStrategy } from './series/standardDl';
import { dlAtInfinityStrategy } from './series/dlAtInfinity';
import { expansionLimitStrategy } from './limit/expansionLimit';
import { generalTermStrategy } from './series/generalTerm';
import { derivativeStrategy } from './derivative/strategy';
import { vectorStrategy } from './vector/strategy';
import { vectorFunctionStrategy } from './vector/vectorFunction';
import { definiteIntegralStrategy } from './integral/definite';
import { rodDensityStrategy } from './integral/rodDensity';
import { integralConvergenceStrategy } from './integral/convergence';
import { multipleIntegralStrategy } from './integral/multiple';
import { centreOfMassStrategy } from './integral/centreOfMass';
import { momentOfInertiaStrategy } from './integral/momentOfInertia';
import { indefiniteIntegralStrategy } from './integral/indefinite';
import { trigStrategy } from './trig/strategy';
import { limitStrategy } from './limit/strategy';
import { parityLimitStrategy } from './limit/parity';
import { ratioLimitStrategy } from './limit/ratio';
import { stirlingLimitStrategy } from './limit/stirling';
import { twoVariableLimitStrategy } from './limit/twoVariables';
import { equivalentStrategy } from './limit/equivalent';
import { convergesStrategy } from './limit/converges';
import { limitParametersStrategy } from './limit/findParameters';
import { factorialCancelStrategy } from './limit/factorialCancel';
import { recurrenceLimitStrategy } from './limit/recurrence';
import { eulerMethodStrategy } from './ode/eulerMethod';
import { complexLocusStrategy } from './complex/locus';
import { coolingStrategy } from './ode/cooling';
import { odeSystemStrategy } from './ode/system';
import { tangentPlaneStrategy } from './vector/tangentPlane';
import { radiusStrategy } from './series/radius';
import { leastSquaresStrategy } from './linalg/leastSquares';
import { structuredDetStrategy } from './linalg/structuredDet';
import { vectorAlgebraStrategy } from './vector/vectorAlgebra';
import { partialCombinationStrategy } from './derivative/partialCombination';
import { pIntegralStrategy } from './integral/pIntegral';
import { parametricEndsStrategy } from './integral/parametricEnds';
import { gammaIntegralStrategy } from './integral/gammaIntegral';
import { odeStrategy } from './ode/strategy';
import { csStrategy } from './cs/strategy';
import { chemistryStrategy } from './chemistry/strategy';
import { physicsStrategy } from './physics/strategy';
import { PHYSICS_KINDS } from '../physics/task';
import { biologyStrategy } from './biology/strategy';
import { BIOLOGY_KINDS } from '../biology/task';
import { withWrittenSteps } from '../format/steps';

/** A method and the task kinds it answers; null for methods that still read their own notation. */
export interface Registered {
  strategy: Strategy;
  kinds: readonly TaskKind[] | null;
}

const EQUATIONS: readonly TaskKind[] = ['solve', 'transform', 'evaluate', 'claim'];
// Every method's titles and explanations are written as prose (x², π, ∞), never program notation.
const own = (strategy: Strategy): Registered => ({ strategy: withWrittenSteps(strategy), kinds: null });
const answers = (kinds: readonly TaskKind[], ...list: Strategy[]): Registered[] => list.map((strategy) => ({ strategy: withWrittenSteps(strategy), kinds }));

/**
 * The methods, tried in this order; the first that returns an Outcome wins. With a task read,
 * only the methods of its kind are tried; with none (matrices, convergence tests, products, or
 * notation the reader does not know), every method is, in this order: those recognised by an
 * explicit command word or notation (derivative, integral, limit, sum, matrix, ODE, system) before
 * the general ones (solve an equation, simplify, evaluate). ALGEBRA_STRATEGIES stays last.
 */
export const REGISTRY: Registered[] = [
  // school questions with no formula to read as a task, each asked in a whole sentence of its own:
  // first, as the methods below may stop at their words with an error of their own
  // a circle's centre and radius from its equation, or its equation from them
  own(circleStrategy),
  // the mean, median, mode, range, variance and standard deviation of a list of numbers
  own(statisticsStrategy),
  // one term of a binomial expansion, by the general term of the binomial theorem
  own(binomialTermStrategy),
  // the sum and product of the roots from the coefficients, and symmetric expressions in two roots
  own(vietaStrategy),
  // a ratio simplified, or a quantity shared in a ratio
  own(ratioStrategy),
  // counting in words: n people in a row, k chosen among n, the arrangements of a word's letters
  own(countingStrategy),
  // the period and amplitude of a sinusoid
  own(periodAmplitudeStrategy),
  // the sum or the number of the multiples of k in a range
  own(multiplesSumStrategy),
  // « étudier la parité », 'even, odd or neither': which one, asked openly; first, as it reads only
  // that question and the general methods may spend the time limit on the formula alone
  own(parityWhichStrategy),
  // 'range of y = √(x − 2) + 1': a transformed parent function
  own(rangeTransformStrategy),
  // det(2A) from det A = 3, a kernel's dimension from a size and a rank: first, as the general
  // methods stop at the words of their statements
  own(detRulesStrategy),
  // det, trace or eigenvalues of A², A⁻¹, A + 2I from A's eigenvalues alone
  own(eigenvalueFactsStrategy),
  own(rankNullityStrategy),
  // F ⊕ G, « supplémentaires », F⊥ and projections onto them, the subspaces in any notation: before the
  // readers of spans, planes and families, which would take one subspace for the whole question
  own(subspaceQuestionStrategy),
  // bases named, with their vectors' indexed names (b'1 = (1, 2)): before the readers of systems
  own(namedBasesStrategy),
  // a rotation, projection, reflection or shear of the plane described in words
  own(planeTransformStrategy),
  // a rotation of R³ about a coordinate axis described in words
  own(axisRotationStrategy),
  // the orthogonal projection onto the line or subspace spanned by given vectors
  own(spanProjectionStrategy),
  own(linePlaneStrategy),
  own(matrixInBasisStrategy),
  own(projectionMatrixStrategy),
  // the sum and intersection of two spanned subspaces
  own(spanSumStrategy),
  // a linear map given by the images of a basis, T((1, 0)) = (2, 5)
  own(mapFromImagesStrategy),
  // lim (1/n) Σ f(k/n): before the limit and sum methods, which would stop at the other's notation
  own(riemannSumStrategy),
  // a power of a complex number in polar form: before the calculus methods, which refuse i
  // « linéariser cos³x », 'use De Moivre's theorem to express cos 3θ …': the words are read by the methods alone
  ...answers(['transform'], linearizeStrategy, multipleAngleStrategy, vertexFormStrategy, longDivisionStrategy),
  ...answers(['evaluate', 'transform', 'complex_number'], deMoivreStrategy),
  // values given for the letters, read into the task: before the general methods, which would stop at the words around them
  ...answers(['evaluate'], valuesGivenStrategy),
  // a repeating decimal's fraction, by the shift-and-subtract method
  ...answers(['evaluate'], repeatingDecimalStrategy),
  ...answers(['balance', 'molar_mass', 'mole_mass', 'stoichiometry', 'concentration', 'gas_law', 'ph', 'acid_base', 'gas_change', 'mass_concentration', 'empirical_formula'], chemistryStrategy),
  ...answers(PHYSICS_KINDS, physicsStrategy),
  ...answers(BIOLOGY_KINDS, biologyStrategy),
  ...answers(['base', 'twos_complement', 'binary_arith', 'bitwise', 'boolean', 'logic'], csStrategy),
  ...answers(['multiple'], centreOfMassStrategy, momentOfInertiaStrategy, multipleIntegralStrategy),
  ...answers(['integrate'], rodDensityStrategy, pIntegralStrategy, parametricEndsStrategy, integralConvergenceStrategy, gammaIntegralStrategy, definiteIntegralStrategy, indefiniteIntegralStrategy),
  ...answers(['vector'], vectorStrategy),
  ...answers(['vector_function'], vectorFunctionStrategy),
  ...answers(['differentiate'], derivativeStrategy),
  ...answers(['limit'], equivalentStrategy),
  ...answers(['limit'], convergesStrategy),
  ...answers(['limit'], limitParametersStrategy),
  ...answers(['limit'], factorialCancelStrategy),
  ...answers(['limit'], limitStrategy),
  ...answers(['limit'], parityLimitStrategy),
  ...answers(['limit'], ratioLimitStrategy),
  ...answers(['limit'], stirlingLimitStrategy),
  // ∞ − ∞ and 1^∞ at +∞ by a développement limité in 1/x, once the other methods fail
  ...answers(['limit'], expansionLimitStrategy),
  own(twoVariableLimitStrategy),
  ...answers(['recurrence'], recurrenceLimitStrategy),
  ...answers(['euler_method'], eulerMethodStrategy),
  ...answers(['complex_locus'], complexLocusStrategy),
  ...answers(['newton_cooling'], coolingStrategy),
  ...answers(['ode_system'], odeSystemStrategy),
  ...answers(['tangent_plane'], tangentPlaneStrategy),
  ...answers(['radius'], radiusStrategy),
  ...answers(['least_squares'], leastSquaresStrategy),
  ...answers(['matrix'], matrixStrategy),
  ...answers(['structured_det'], structuredDetStrategy),
  ...answers(['vector_algebra'], vectorAlgebraStrategy),
  ...answers(['partial_combination'], partialCombinationStrategy),
  ...answers(['ode'], odeStrategy),
  ...answers(['solve'], linearSystemStrategy),
  ...answers(['solve'], substitutionSystemStrategy),
  own(parametricSystemStrategy),
  own(matrixEquationStrategy),
  own(traceDetStrategy),
  own(givenPolynomialStrategy),
  own(gaussReductionStrategy),
  own(principalAxesStrategy),
  own(definitenessStrategy),
  own(matrixStrategy),
  own(symbolicMatrixStrategy),
  // sums of powers of a root of unity whose angle has no known cosine (e^{2iπ/5}): before the general method, which stops there
  ...answers(['complex_number'], cyclotomicStrategy),
  ...answers([...EQUATIONS, 'complex_number'], complexStrategy),
  ...answers([...EQUATIONS, 'complex_number'], surdComplexStrategy),
  ...answers(EQUATIONS, parameterPartsStrategy, nthRootsStrategy, linearComplexStrategy, conjugateEquationStrategy, expEquationStrategy),
  own(seriesForWhichStrategy),
  // the sum or product of the n-th roots of a number: before the readers of sums and products in words
  own(rootsSumStrategy),
  own(convergenceStrategy),
  own(productLimitStrategy),
  own(productStrategy),
  ...answers(['sum'], sumStrategy),
  // the standard expansions composed, as a course does; Taylor's formula for the other functions
  ...answers(['series'], generalTermStrategy, dlAtInfinityStrategy, standardDlStrategy, taylorStrategy),
  ...answers(EQUATIONS, trigStrategy, ...ALGEBRA_STRATEGIES),
];
