import type { Strategy } from '../../strategy';
import { complexPolyEquationStrategy } from '../complex/polyEquation';
import { absoluteEquationStrategy } from './absolute-eq';
import { arithmeticStrategy } from './arithmetic';
import { keepInInterval } from './domain-guard';
import { evaluateAtStrategy } from './evaluate-at';
import { expLogStrategy } from './explog';
import { factorStrategy } from './factor';
import { generalEquationStrategy } from './general-eq';
import { higherDegreeStrategy } from './higher-degree';
import { algebraicIdentityStrategy } from './identity';
import { inequalityStrategy } from './inequality';
import { integerFunctionsStrategy } from './integer-functions';
import { linearStrategy } from './linear';
import { numberFormsStrategy } from './numberForms';
import { primalityStrategy } from './primality';
import { quadraticStrategy } from './quadratic';
import { radicalEquationStrategy } from './radical-eq';
import { rationalEquationStrategy } from './rational-eq';
import { simplifyStrategy } from './simplify';

/**
 * The algebra strategies in the order they are tried: exact commands (factor, expand) first, then
 * polynomial equations with complex coefficients (in ℂ), equations by kind, inequalities,
 * simplification, and the general equation fallback last. None may answer outside an interval asked.
 */
export const ALGEBRA_STRATEGIES: Strategy[] = [
  algebraicIdentityStrategy,
  integerFunctionsStrategy,
  primalityStrategy,
  numberFormsStrategy,
  evaluateAtStrategy,
  arithmeticStrategy,
  factorStrategy,
  complexPolyEquationStrategy,
  linearStrategy,
  higherDegreeStrategy,
  quadraticStrategy,
  rationalEquationStrategy,
  radicalEquationStrategy,
  absoluteEquationStrategy,
  expLogStrategy,
  inequalityStrategy,
  simplifyStrategy,
  generalEquationStrategy,
].map(keepInInterval);
