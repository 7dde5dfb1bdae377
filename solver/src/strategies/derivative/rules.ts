import {
  type Ex, type FnName, ONE, MINUS_ONE, TWO, add, div, fn, mul, neg, num, pow, sqrt, sub, ln,
} from './expr';

/**
 * Derivatives of the standard functions, f'(u) as a function of the inner expression u
 * (the chain rule multiplies by u' afterwards), with the rule as a teacher writes it.
 */
export interface StandardRule {
  derivative(u: Ex, args: Ex[]): Ex;
  /** The rule in LaTeX with u as the inner function, e.g. `(\sin u)' = \cos u \cdot u'`. */
  latex: string;
}

const abs = (u: Ex): Ex => fn('abs', u);

export const STANDARD: Record<Exclude<FnName, 'sign'>, StandardRule> = {
  sin: { derivative: (u) => fn('cos', u), latex: "(\\sin u)' = \\cos u \\cdot u'" },
  cos: { derivative: (u) => neg(fn('sin', u)), latex: "(\\cos u)' = -\\sin u \\cdot u'" },
  tan: { derivative: (u) => pow(fn('sec', u), TWO), latex: "(\\tan u)' = \\sec^2 u \\cdot u' = (1 + \\tan^2 u)\\,u'" },
  cot: { derivative: (u) => neg(pow(fn('csc', u), TWO)), latex: "(\\cot u)' = -\\csc^2 u \\cdot u'" },
  sec: { derivative: (u) => mul(fn('sec', u), fn('tan', u)), latex: "(\\sec u)' = \\sec u \\tan u \\cdot u'" },
  csc: { derivative: (u) => neg(mul(fn('csc', u), fn('cot', u))), latex: "(\\csc u)' = -\\csc u \\cot u \\cdot u'" },
  asin: { derivative: (u) => pow(sub(ONE, pow(u, TWO)), num(-1, 2)), latex: "(\\arcsin u)' = \\frac{u'}{\\sqrt{1 - u^2}}" },
  acos: { derivative: (u) => neg(pow(sub(ONE, pow(u, TWO)), num(-1, 2))), latex: "(\\arccos u)' = -\\frac{u'}{\\sqrt{1 - u^2}}" },
  atan: { derivative: (u) => pow(add(ONE, pow(u, TWO)), MINUS_ONE), latex: "(\\arctan u)' = \\frac{u'}{1 + u^2}" },
  acot: { derivative: (u) => neg(pow(add(ONE, pow(u, TWO)), MINUS_ONE)), latex: "(\\operatorname{arccot} u)' = -\\frac{u'}{1 + u^2}" },
  asec: {
    derivative: (u) => div(ONE, mul(abs(u), sqrt(sub(pow(u, TWO), ONE)))),
    latex: "(\\operatorname{arcsec} u)' = \\frac{u'}{|u|\\sqrt{u^2 - 1}}",
  },
  acsc: {
    derivative: (u) => neg(div(ONE, mul(abs(u), sqrt(sub(pow(u, TWO), ONE))))),
    latex: "(\\operatorname{arccsc} u)' = -\\frac{u'}{|u|\\sqrt{u^2 - 1}}",
  },
  sinh: { derivative: (u) => fn('cosh', u), latex: "(\\sinh u)' = \\cosh u \\cdot u'" },
  cosh: { derivative: (u) => fn('sinh', u), latex: "(\\cosh u)' = \\sinh u \\cdot u'" },
  tanh: { derivative: (u) => pow(fn('sech', u), TWO), latex: "(\\tanh u)' = \\frac{u'}{\\cosh^2 u}" },
  coth: { derivative: (u) => neg(pow(fn('csch', u), TWO)), latex: "(\\coth u)' = -\\frac{u'}{\\sinh^2 u}" },
  sech: { derivative: (u) => neg(mul(fn('sech', u), fn('tanh', u))), latex: "\\left(\\frac{1}{\\cosh u}\\right)' = -\\frac{\\sinh u}{\\cosh^2 u} \\cdot u'" },
  csch: { derivative: (u) => neg(mul(fn('csch', u), fn('coth', u))), latex: "\\left(\\frac{1}{\\sinh u}\\right)' = -\\frac{\\cosh u}{\\sinh^2 u} \\cdot u'" },
  asinh: { derivative: (u) => pow(add(pow(u, TWO), ONE), num(-1, 2)), latex: "(\\operatorname{arsinh} u)' = \\frac{u'}{\\sqrt{u^2 + 1}}" },
  acosh: { derivative: (u) => pow(sub(pow(u, TWO), ONE), num(-1, 2)), latex: "(\\operatorname{arcosh} u)' = \\frac{u'}{\\sqrt{u^2 - 1}}" },
  atanh: { derivative: (u) => pow(sub(ONE, pow(u, TWO)), MINUS_ONE), latex: "(\\operatorname{artanh} u)' = \\frac{u'}{1 - u^2}" },
  ln: { derivative: (u) => pow(u, MINUS_ONE), latex: "(\\ln u)' = \\frac{u'}{u}" },
  log: {
    derivative: (u, args) => div(ONE, mul(u, ln(args[1]))),
    latex: "(\\log_b u)' = \\frac{u'}{u \\ln b}",
  },
  abs: { derivative: (u) => div(u, abs(u)), latex: "(|u|)' = \\frac{u}{|u|}\\,u' \\quad (u \\neq 0)" },
};
