import type { Strategy } from '../strategy';
import { ALGEBRA_STRATEGIES } from './algebra';
import { linearSystemStrategy } from './linalg/system';
import { matrixStrategy } from './linalg/matrixStrategy';
import { symbolicMatrixStrategy } from './linalg/symbolicMatrix';
import { matrixEquationStrategy } from './linalg/matrixEquation';
import { complexStrategy } from './complex/complexStrategy';
import { linearComplexStrategy } from './complex/linearComplex';
import { surdComplexStrategy } from './complex/surdComplex';
import { nthRootsStrategy } from './complex/nthRoots';
import { sumStrategy } from './series/sumStrategy';
import { convergenceStrategy } from './series/convergence';
import { productStrategy } from './series/productStrategy';
import { taylorStrategy } from './series/taylorStrategy';
import { derivativeStrategy } from './derivative/strategy';
import { definiteIntegralStrategy } from './integral/definite';
import { indefiniteIntegralStrategy } from './integral/indefinite';
import { trigStrategy } from './trig/strategy';
import { limitStrategy } from './limit/strategy';
import { odeStrategy } from './ode/strategy';

/**
 * The strategies, tried in this order; the first that returns an Outcome wins. Strategies
 * recognised by an explicit command word or notation (derivative, integral, limit, sum, matrix,
 * ODE, system) come before the general ones (solve an equation, simplify, evaluate).
 * ALGEBRA_STRATEGIES holds those general ones and stays last.
 */
export const STRATEGIES: Strategy[] = [definiteIntegralStrategy, indefiniteIntegralStrategy, derivativeStrategy, limitStrategy, odeStrategy, linearSystemStrategy, matrixEquationStrategy, matrixStrategy, symbolicMatrixStrategy, complexStrategy, surdComplexStrategy, nthRootsStrategy, linearComplexStrategy, convergenceStrategy, productStrategy, sumStrategy, taylorStrategy, trigStrategy, ...ALGEBRA_STRATEGIES];
