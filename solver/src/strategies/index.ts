import type { Strategy } from '../strategy';
import { linearSystemStrategy } from './linalg/system';

/**
 * The strategies, tried in this order; the first that returns an Outcome wins. Strategies
 * recognised by an explicit command word or notation (derivative, integral, limit, sum, matrix,
 * ODE, system) come before the general ones (solve an equation, simplify, evaluate).
 */
export const STRATEGIES: Strategy[] = [linearSystemStrategy];
