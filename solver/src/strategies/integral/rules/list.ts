import type { Rule } from './types';
import { tableRule } from './table';
import { expandRule } from './algebraic';
import { inverseSubstitutionRule, substitutionRule } from './substitution';
import { rationalRule } from './rational';
import { tanPowerRule, sinCosPowerRule, productToSumRule } from './trig';
import { partsOverSumRule, partsRule } from './parts';
import { radicalRule } from './radical';
import { trigSubstitutionRule } from './trigSubstitution';
import { secPowerRule, sinCosRewriteRule, conjugateRule, hyperbolicSquareRule, tanSubstitutionRule, hyperbolicOddPowerRule } from './trigMore';
import { completeSquareRule } from './completeSquare';
import { weierstrassRule } from './weierstrass';
import { biocheTanRule } from './bioche';
import { biquadraticRule } from './biquadratic';

/**
 * The order a teacher tries methods in: the table, algebra that makes the table apply, a
 * substitution, rational functions, trigonometric rewrites, parts, and the heavier substitutions.
 */
export const RULES: Rule[] = [
  tableRule,
  tanPowerRule,
  substitutionRule,
  partsOverSumRule,
  expandRule,
  rationalRule,
  biquadraticRule,
  sinCosPowerRule,
  productToSumRule,
  secPowerRule,
  hyperbolicSquareRule,
  hyperbolicOddPowerRule,
  tanSubstitutionRule,
  conjugateRule,
  partsRule,
  inverseSubstitutionRule,
  radicalRule,
  trigSubstitutionRule,
  completeSquareRule,
  sinCosRewriteRule,
  biocheTanRule,
  weierstrassRule,
];
