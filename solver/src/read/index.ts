import { SolverError } from '../errors';
import { normalize } from '../parse/normalize';
import type { ProblemInput } from '../strategy';
import type { Task } from '../task/task';
import { recognizeConvergence } from '../strategies/series/convergenceRecognize';
import { riemannIntegrand } from '../strategies/series/riemannSum';
import { namedBasesOutcome } from '../strategies/linalg/namedBases';
import { mapFromImagesOutcome } from '../strategies/linalg/mapFromImages';
import { claimsSubspaceQuestion } from '../strategies/linalg/subspaceQuestions';
import { claimsProjectionMatrix } from '../strategies/linalg/projectionMatrix';
import { claimsMatrixEquation } from '../strategies/linalg/matrixEquation';
import { readSeriesForWhich } from '../strategies/series/seriesForWhich';
import { readAlgebraTask, readClaim, readFormulaAsAlgebra, readQuantityAsAlgebra } from './algebra';
import { readDerivative } from './derivative';
import { groupedThousands } from './numberSpelling';
import { readIntegralTask } from './integral';
import { readLimit } from './limit';
import { readPartialSumLimit } from './partialSumLimit';
import { readOdeTask } from './ode';
import { readSeriesTask } from './series';
import { readConvergenceAndSum, readSumTask } from './sum';
import { readVector } from './vector';
import { readMultiple } from './multiple';
import { readTwoNumbers } from './twoNumbers';
import { readOneNumber } from './oneNumber';
import { readTwoPoints } from './twoPoints';
import { readPercentChange } from './percentChange';
import { readInterest } from './interest';
import { readFunctionValue } from './functionValue';
import { readValuesGiven } from './valuesGiven';
import { readDiscriminant } from './discriminant';
import { readHowManyRoots } from './howManyRoots';
import { readIsRoot } from './isRoot';
import { readAngleConversion } from './angleConversion';
import { readRepeatingDecimal } from './repeatingDecimal';
import { readIntersection } from './intersection';
import { readPolynomialDivision } from './polynomialDivision';
import { readTrigRatio } from './trigRatio';
import { readLineEquation } from './lineEquation';
import { readSlopeIntercept } from './slopeIntercept';
import { readValueAfterSolving } from './valueAfterSolving';
import { readAges } from './ages';
import { readRectangle } from './rectangle';
import { readWorkTogether } from './workTogether';
import { readDomain } from './domain';
import { readInverseFunction } from './inverseFunction';
import { readLineThroughPoint } from './lineThroughPoint';
import { readVertexForm } from './vertexForm';
import { readRepeatedChange } from './repeatedChange';
import { readDiscount } from './discount';
import { readSuccessiveChanges } from './successiveChanges';
import { readRectangleMeasure } from './rectangleMeasure';
import { readMixture } from './mixture';
import { readParity } from './parity';
import { readRootCount } from './rootCount';
import { readThreeNumbers } from './threeNumbers';
import { readMotion } from './motion';
import { readPercentApplied } from './percentApplied';
import { readMonotonic } from './monotonic';
import { readBetweenCurves, readRegion } from './region';
import { readCrossingArea } from './crossingArea';
import { readPlaneRegion } from './planeRegion';
import { readLaminaMass } from './laminaMass';
import { readMassProperties } from './massProperties';
import { readRodDensity } from './rodDensity';
import { readWireCentre, readWireMass } from './wireMass';
import { readUniformBody } from './uniformBody';
import { readScaledRegion } from './scaledRegion';
import { readShapeMeasure } from './shapeMeasure';
import { readParametricArea } from './parametricArea';
import { readSurfaceArea } from './surfaceArea';
import { readGreen } from './green';
import { readNamedRegionIntegral } from './namedRegionIntegral';
import { readFlux } from './flux';
import { readAbsoluteExtrema } from './absoluteExtrema';
import { readAbstractFunction } from './abstractFunction';
import { readInstructedIterated } from './integralInstructions';
import { readProgressionTask } from './progression';
import { readRecurrence } from './recurrence';
import { readEulerMethod } from './eulerMethod';
import { readComplexLocus } from './complexLocus';
import { readCircuitOde } from './circuitOde';
import { readCooling } from './cooling';
import { readMixingTank } from './mixingTank';
import { readFallingBody } from './fallingBody';
import { readExponentialGrowth } from './exponentialGrowth';
import { readOdeSystem } from './odeSystem';
import { readTangentPlane } from './tangentPlane';
import { readTangentLine } from './tangentLine';
import { readPrimitiveCondition } from './primitiveCondition';
import { readPrimitiveDomain } from './primitiveDomain';
import { readSecondQuestion } from './secondQuestion';
import { readExplicitTerm } from './explicitTerm';
import { readAmbiguousListedSum } from './listedSum';
import { readAverageValue } from './averageValue';
import { readVectorFunction } from './vectorFunction';
import { readRadius } from './radius';
import { readLeastSquares } from './leastSquares';
import { readComplexNumber, readRealOrImaginaryQuestion, readRootsOf } from './complexNumber';
import { readMatrixTask } from './matrix';
import { strayPart } from './strayPart';
import { readStructuredDet } from './structuredDet';
import { readVectorAlgebra } from './vectorAlgebra';
import { readPartialCombination } from './partialCombination';
import { readLineIntegral } from './lineIntegral';
import { readCs } from './cs';
import { readChemistry } from './chemistry';
import { readPhysics } from './physics';
import { readBiology } from './biology';
import { readUncovered, readUnitMismatch } from './uncovered';
import { readGluedExponent, readLostExponent } from './lostExponent';
import { readRunTogetherSystem } from './runTogetherSystem';

/**
 * The reader: the one place where the words around a formula are turned into a task. The first
 * kind that recognises the text decides (an integral sign before the word "derivative" inside it,
 * a limit before the expression it holds …). `task: null` means no reader here knows the problem's
 * kind: the caller then lets every method try, as they read their own notation (matrices,
 * convergence tests, products).
 */
export type Reading = { task: Task; refusal?: undefined } | { task: null; refusal?: SolverError };

/** Kinds whose methods still read their own notation; the reader leaves them alone (matrices
 * among them: |2 3; 1 4|, A = (1 2 / 3 4)). */
const OWN_NOTATION = /\[\s*\[|\\begin\{[pbvB]?matrix\}|\|[^|]*;[^|]*\||\b[A-Z]\s*=\s*\([-+\d\s.,]+(?:(?:;|\s\/\s)[-+\d\s.,]+)+\)|\bmatri(?:x|ces|ce)\b|\bdet\b|d[ée]terminant|\beigen|valeurs?\s+propres?|vecteurs?\s+propres?|\btranspos|\brank\b|\brang\b|\brref\b|\bprod(?:uct|uit)?\s*_|∏|\\prod|\bfamille\s+(?:libre|li[ée]e|g[ée]n[ée]ratrice)|lin[ée]airement\s+(?:in)?d[ée]pendant|\blinearly\s+(?:in)?dependent|combinaison\s+lin[ée]aire|\blinear\s+combination|sous[- ]espace|\bsubspace/i;
/** A determinant given and another asked between bars, |A| = 4 then |A²|: capitals only, as |x| = 4 is an equation. */
const DET_BARS = /\|\s*[A-Z]\s*\|\s*=[^|]*\|[^|]*[A-Z][^|]*\|/;

type Reader = (p: ProblemInput) => Task | SolverError | null;

// Computer science first: a Boolean identity (A + AB = A) is no real-number claim.
// Refusals first: quantities of different kinds added, a quantity no method computes.
const READERS: Reader[] = [readSecondQuestion, readAmbiguousListedSum, readUnitMismatch, readRodDensity, readWireMass, readWireCentre, readUniformBody, readMassProperties, readUncovered, readRealOrImaginaryQuestion, readLostExponent, readCs, readChemistry, readPhysics, readBiology, readMatrixTask, readTwoNumbers, readThreeNumbers, readOneNumber, readLineThroughPoint, readLineEquation, readSlopeIntercept, readTwoPoints, readPercentChange, readRepeatedChange, readDiscount, readSuccessiveChanges, readPercentApplied, readInterest, readMonotonic, readRootCount, readParity, readTrigRatio, readFunctionValue, readValuesGiven, readDiscriminant, readHowManyRoots, readValueAfterSolving, readIsRoot, readAngleConversion, readRepeatingDecimal, readIntersection, readPolynomialDivision, readAges, readRectangle, readRectangleMeasure, readWorkTogether, readMotion, readDomain, readInverseFunction, readVertexForm, readGluedExponent, readMixture, readProgressionTask, readExplicitTerm, readRecurrence, readEulerMethod, readCircuitOde, readCooling, readMixingTank, readFallingBody, readExponentialGrowth, readOdeSystem, readTangentPlane, readRadius, readLeastSquares, readStructuredDet, readVectorFunction, readVectorAlgebra, readAbstractFunction, readPartialCombination, readParametricArea, readNamedRegionIntegral, readGreen, readLineIntegral, readAbsoluteExtrema, readVector, readFlux, readShapeMeasure, readSurfaceArea, readLaminaMass, readPlaneRegion, readMultiple, readInstructedIterated, readRegion, readScaledRegion, readBetweenCurves, readCrossingArea, readPrimitiveCondition, readPrimitiveDomain, readAverageValue, readIntegralTask, readTangentLine, readDerivative, readPartialSumLimit, readLimit, readOdeTask, readComplexLocus, readComplexNumber, readRootsOf];
/** Little-o outside an expansion ("sin x = x − x³/6 + o(x⁵)") states a result; it is no equation. */
const LITTLE_O = /(?<![A-Za-z])o\s*\(\s*\(?[a-z][^)]*\)/;
const littleO = (text: string): SolverError =>
  new SolverError('unsupported', {
    en: `We could not read "${text}": an expansion with o(…) is stated, not asked. Ask for it, e.g. "Taylor series of sin x to order 5".`,
    fr: `Nous n'avons pas pu lire « ${text} » : un développement avec o(…) est affirmé, pas demandé. Demandez-le, par exemple « développement limité de sin x à l'ordre 5 ».`,
  });

/** The general reader's complaint ("unknown word") is no reason to refuse: the methods that read
 * their own notation may still know the problem, and give their own message if not. */
const generalReading: Reader = (p) => {
  try {
    const r = readAlgebraTask(p);
    return r instanceof SolverError ? null : r;
  } catch (e) {
    if (e instanceof SolverError) return null;
    throw e;
  }
};
const readLittleO: Reader = (p) => {
  const o = LITTLE_O.exec(p.text);
  return o ? littleO(o[0]) : null;
};
const AFTER_OWN_NOTATION: Reader[] = [readSumTask, readSeriesTask, readLittleO, readClaim, readFormulaAsAlgebra, readQuantityAsAlgebra, generalReading, readRunTogetherSystem];

function attempt(readers: Reader[], problem: ProblemInput): Reading | null {
  for (const read of readers) {
    let r: Task | SolverError | null;
    try {
      r = read(problem);
    } catch (e) {
      if (!(e instanceof SolverError)) throw e;
      r = e;
    }
    if (r instanceof SolverError) return { task: null, refusal: r };
    if (r) {
      const stray = strayPart(r);
      return stray ? { task: null, refusal: stray } : { task: r };
    }
  }
  return null;
}

export function readTask(problem: ProblemInput): Reading {
  // an English statement's 1,000 is a thousand (« 1,000 » in French is a decimal): read with its grouping commas dropped
  if (problem.locale === 'en' && groupedThousands(problem.raw) !== problem.raw) return readTask({ ...problem, ...normalize(groupedThousands(problem.raw)) });
  // the limit of a Riemann sum and "for which p does Σ … converge" are their own methods': the
  // limit reader would stop at the Σ inside, the general one at the question's words (a power
  // series asked "for which x" stays the radius reader's)
  // bases given by name (u'1 = (1, 0)) and maps by images (f(e1) = …) are their methods': the derivative
  // and function readers would take u' for a derivative, f(e1) for a value; so are F ⊕ G and F⊥, whose
  // equations other readers would solve; so is the matrix of a projection or a reflection (x = t, y = 2t read as a system),
  // and a matrix equation A X = B (X no number)
  if (riemannIntegrand(problem.text) || (readSeriesForWhich(problem.text) && !readRadius(problem)) || namedBasesOutcome(problem.text) !== undefined || mapFromImagesOutcome(problem.text) !== undefined || claimsSubspaceQuestion(problem.text) || claimsProjectionMatrix(problem.text) || claimsMatrixEquation(problem.text)) return { task: null };
  const first = attempt(READERS, problem);
  if (first) return first;
  // "does Σ … converge? If so, find its sum": the sum answers both, before the yes/no method takes it
  const both = readConvergenceAndSum(problem);
  if (both) return { task: both };
  if (OWN_NOTATION.test(problem.text) || DET_BARS.test(problem.text) || recognizeConvergence(problem.text)) return { task: null };
  return attempt(AFTER_OWN_NOTATION, problem) ?? { task: null };
}
