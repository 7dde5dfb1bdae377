import { argsOf, hasSymbol, headOf, type MathNode } from '../cas/node';

/** Heads whose value is defined for every real argument. */
const TOTAL = new Set(['Add', 'Subtract', 'Multiply', 'Negate', 'Sin', 'Cos', 'Exp', 'Abs', 'Square', 'Sinh', 'Cosh', 'Tanh', 'Arctan']);

/**
 * Whether an expression is defined for every real value of x, read from its shape: sums,
 * products, whole powers, sines, exponentials; a division by x, a root or a logarithm of x is not.
 * An equation whose sides agree everywhere is then true on all of ℝ, not only where both are defined.
 */
export function definedForEveryReal(n: MathNode, x: string): boolean {
  if (!hasSymbol(n, x)) return true;
  const h = headOf(n);
  if (h === null) return true;
  const args = argsOf(n);
  if (h === 'Divide') return !hasSymbol(args[1], x) && definedForEveryReal(args[0], x);
  if (h === 'Power') {
    const [base, exp] = args;
    if (!hasSymbol(base, x)) return typeof base === 'number' ? base > 0 && definedForEveryReal(exp, x) : base === 'ExponentialE' && definedForEveryReal(exp, x);
    return typeof exp === 'number' && Number.isInteger(exp) && exp >= 0 && definedForEveryReal(base, x);
  }
  return TOTAL.has(h) && args.every((a) => definedForEveryReal(a, x));
}
