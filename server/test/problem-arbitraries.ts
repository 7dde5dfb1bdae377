import fc from 'fast-check';

/**
 * Problems no student should be able to use to hurt the server: towers of powers, huge
 * factorials, deep nesting, very long polynomials, calculus on functions without closed forms.
 */
export const PATHOLOGICAL_PROBLEMS: readonly string[] = [
  '9^9^9^9',
  '9^9^9^9 = x',
  '(10^10^10)!',
  '1000000!',
  '99999999999! / 99999999998!',
  `${'('.repeat(400)}x${')'.repeat(400)} = 1`,
  `${'('.repeat(900)}1`,
  `${Array.from({ length: 220 }, (_, i) => `${i + 1}x^${i}`).join(' + ')} = 0`.slice(0, 2000),
  `${Array.from({ length: 400 }, (_, i) => `x^${400 - i}`).join('+')}`.slice(0, 2000),
  `d/dx ${'sin('.repeat(150)}x${')'.repeat(150)}`,
  'integrate e^(x^2) sin(x^x) dx',
  'x^(10^9) = 1',
  'solve x^x^x^x = 2',
  String.raw`\frac{\frac{\frac{\frac{1}{x}}{x}}{x}}{x} = 10^{-300}`,
  'lim x->0 sin(1/x)^(1/x)',
  'sum_{n=1}^{10^12} n^n',
  '2^(2^(2^(2^(2^2))))',
  'x = 1e308 * 1e308',
];

const NOISE = [...'0123456789xyzabcnπ√∞±×÷·²³⁴⁵^_{}[]()=<>≤≥+-*/!|,;.:\\ \t\n\'"`$%&#@~?'];

/** Arbitrary text up to maxLength: unicode, control characters and the problem alphabet's debris. */
export function problemText(maxLength: number): fc.Arbitrary<string> {
  return fc.oneof(
    fc.string({ maxLength, unit: 'binary' }),
    fc.string({ maxLength: 200, unit: fc.constantFrom(...NOISE) }),
    fc.string({ maxLength: 60, unit: 'grapheme' }),
  );
}

/** Expressions from a small math grammar (numbers, x, operators, functions, LaTeX commands). */
const expression: fc.Arbitrary<string> = fc.letrec<{ expr: string }>((tie) => ({
  expr: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom('x', 'y', 'pi', 'e', 'π', '∞'),
    fc.integer({ min: -1000, max: 100_000 }).map(String),
    fc.double({ noNaN: true, min: -1e6, max: 1e6 }).map((n) => n.toPrecision(6)),
    fc.tuple(tie('expr'), fc.constantFrom('+', '-', '*', '/', '^', ' ', '·'), tie('expr')).map(([a, op, b]) => `${a}${op}${b}`),
    tie('expr').map((a) => `(${a})`),
    fc.tuple(fc.constantFrom('sin', 'cos', 'tan', 'ln', 'log', 'sqrt', 'exp', 'abs', 'arcsin'), tie('expr')).map(([f, a]) => `${f}(${a})`),
    tie('expr').map((a) => `${a}!`),
    fc.tuple(tie('expr'), tie('expr')).map(([a, b]) => String.raw`\frac{${a}}{${b}}`),
    tie('expr').map((a) => String.raw`\sqrt{${a}}`),
  ),
})).expr;

/** A whole problem: an expression, an equation, an inequality or a calculus request around it. */
const wellFormed: fc.Arbitrary<string> = fc.oneof(
  expression,
  fc.tuple(expression, fc.constantFrom('=', '<', '>', '≤', '>='), expression).map(([a, rel, b]) => `${a} ${rel} ${b}`),
  fc.tuple(fc.constantFrom('derivative of ', 'd/dx ', 'integrate ', '∫ ', 'simplify ', 'factor ', 'lim x->0 ', 'solve '), expression).map(([w, e]) => `${w}${e}`),
  fc.tuple(expression, expression).map(([a, b]) => `${a} = ${b}, x`),
);

/** Well-formed problems, and the same with characters dropped, repeated or swapped in. */
export function mathProblem(): fc.Arbitrary<string> {
  return fc.oneof(
    wellFormed,
    fc.tuple(wellFormed, fc.nat(), fc.constantFrom(...NOISE)).map(([text, at, ch]) => {
      const i = text.length === 0 ? 0 : at % text.length;
      return `${text.slice(0, i)}${ch}${text.slice(i + 1)}`;
    }),
    fc.tuple(wellFormed, fc.nat(), fc.integer({ min: 2, max: 40 })).map(([text, at, times]) => {
      const i = text.length === 0 ? 0 : at % text.length;
      return `${text.slice(0, i)}${text.charAt(i).repeat(times)}${text.slice(i)}`;
    }),
  );
}
