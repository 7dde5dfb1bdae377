import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { foldMathLetters, normalizeText } from './normalize';

describe('normalizeText', () => {
  it('turns unicode math into ASCII', () => {
    expect(normalizeText('x² − 6x + 9 = 0')).toBe('x^2 - 6x + 9 = 0');
    expect(normalizeText('2 · 3 × 4 ÷ 5')).toBe('2 * 3 * 4 / 5');
    expect(normalizeText('x ≤ 3 and y ≥ 2, z ≠ 1')).toBe('x <= 3 and y >= 2, z != 1');
    expect(normalizeText('√x + π')).toBe('sqrt x + pi');
    expect(normalizeText('x⁻¹')).toBe('x^(-1)');
    expect(normalizeText('∫₀² x dx')).toBe('int _0^2 x dx');
    expect(normalizeText('x → ∞')).toBe('x -> oo');
    // differentials written together, one per variable
    expect(normalizeText('∬ xy dxdy')).toBe('∬ xy dx dy');
    expect(normalizeText('x dzdydx + dxdx')).toBe('x dz dy dx + dxdx');
    expect(normalizeText('eˣ')).toBe('e^x');
    expect(normalizeText('ln²x')).toBe('ln^2x');
    // a series from its first index, the bound written ≥ or in LaTeX
    expect(normalizeText('Σ_{n≥1} 1/n^2')).toBe('sum_{n=1}^{oo} 1/n^2');
    expect(normalizeText('\\sum_{n\\geq 2} 1/n^2')).toBe('\\sum_{n=2}^{oo} 1/n^2');
  });
  it("writes a logarithm's base said in words as a subscript", () => {
    expect(normalizeText('log base 2 of 64')).toBe('log_2(64)');
    expect(normalizeText('logarithme en base 3 de 27')).toBe('log_3(27)');
    expect(normalizeText('solve log base 2 of (x+1) = 3')).toBe('solve log_2((x+1)) = 3');
    // a sum running to the end of its clause is the whole argument; one stopped by another logarithm is not
    expect(normalizeText('log base 2 of x+ log base 2 of x-2=3')).toBe('log_2(x)+ log_2(x-2)=3');
    expect(normalizeText('logarithme en base 3 de x + 6 = 2')).toBe('log_3(x + 6) = 2');
    // "plus" and "minus" said in words run the radicand on like + and −
    expect(normalizeText('square root of 16 plus 9')).toBe(normalizeText('square root of 16 + 9'));
    expect(normalizeText('racine carrée de 25 moins 9')).toBe('sqrt(25 - 9)');
    expect(normalizeText('square root of 16 plus the square root of 9')).not.toContain('sqrt(16 plus');
  });
  it('collapses whitespace and keeps words', () => {
    expect(normalizeText('  résoudre\u00a0 x  =  2 ')).toBe('résoudre x = 2');
    expect(normalizeText('x ** 2')).toBe('x^2');
  });
  it('takes the whole fraction on the right of ÷ or "divided by" as the divisor', () => {
    expect(normalizeText('4/5 ÷ 2/3')).toBe('4/5 / (2/3)');
    expect(normalizeText('(1/2 + 1/3) ÷ 5/6')).toBe('(1/2 + 1/3) / (5/6)');
    expect(normalizeText('4/5 divided by 2/3')).toBe('4/5 / (2/3)');
    expect(normalizeText('3/4 divisé par 1/2')).toBe('3/4 / (1/2)');
    expect(normalizeText('2 ÷ -3/4')).toBe('2 / (-3/4)');
    // Without a fraction on the right, ÷ is a plain division, read left to right.
    expect(normalizeText('6 ÷ 2 × 3')).toBe('6 / 2 * 3');
    // A complex number written a + bi is one divisor.
    expect(normalizeText('1 divided by 2+3i')).toBe('1 / (2+3i)');
    expect(normalizeText('5 ÷ 1 - 2i')).toBe('5 / (1 - 2i)');
  });
  it('keeps the engineering unit j before its coefficient (3 + j4), not a lost exponent', () => {
    expect(normalizeText('3 + j4')).toBe('3 + j4');
    expect(normalizeText('x2 + 1')).toBe('x^2 + 1');
  });
  it('reads the Greek capital sigma as a sum', () => {
    expect(normalizeText('Σ_{k=1}^{∞} 1/k²')).toBe('sum _{k=1}^{oo} 1/k^2');
  });
  it('writes operators said in words as symbols, in English and French', () => {
    expect(normalizeText("what's 2 to the power of 5?")).toBe("what's 2^5?");
    expect(normalizeText('3 squared plus 4 squared')).toBe('3^2 + 4^2');
    expect(normalizeText('square root of 144')).toBe('sqrt 144');
    expect(normalizeText('racine carrée de 81')).toBe('sqrt 81');
    expect(normalizeText('x au carré moins 4 fois x')).toBe('x^2 - 4 * x');
    expect(normalizeText('sin x over x')).toBe('sin x / x');
    expect(normalizeText('integrate over [0, 1]')).toBe('integrate over [0, 1]');
    // Words that only look like operators stay.
    expect(normalizeText('n plus grand que 3')).toBe('n plus grand que 3');
  });

  it('keeps "the square root of" a complex number as its two square roots, never a root of its real part', () => {
    expect(normalizeText('find the square root of 5 - 12i')).toBe('find square roots of 5 - 12i');
    expect(normalizeText('Find the square root of the complex number -5 + 12j.')).toBe('Find square roots of the complex number -5 + 12j.');
    expect(normalizeText('racine carrée de 3 + 4i')).toBe('racines carrées de 3 + 4i');
    expect(normalizeText('square root of 16')).toBe('sqrt 16');
  });
  it('writes relations said in words as symbols, in English and French', () => {
    expect(normalizeText('2x plus 3 equals 7')).toBe('2x + 3 = 7');
    expect(normalizeText('2x + 1 is less than or equal to 5')).toBe('2x + 1 <= 5');
    expect(normalizeText('x is greater than 3')).toBe('x > 3');
    expect(normalizeText('3x − 2 supérieur à 4')).toBe('3x - 2 > 4');
    expect(normalizeText('x - 1 inférieur ou égal à 2')).toBe('x - 1 <= 2');
    expect(normalizeText('that is equal to the answer')).toBe('that is equal to the answer');
  });
  it('reads a fraction or a percentage of a quantity as a product', () => {
    expect(normalizeText('what is 3/5 of 40?')).toBe('what is 3/5 * 40?');
    expect(normalizeText('20 % de 80')).toBe('20 % * 80');
    expect(normalizeText('half of 3/4')).toBe('(1/2) * 3/4');
    expect(normalizeText('10% of x if x = 50')).toBe('10% * x if x = 50');
    expect(normalizeText('the sum of 3 and 4')).toBe('the sum of 3 and 4');
  });
  it('drops LaTeX layout: math delimiters, left/right sizing, thin spaces, displaystyle', () => {
    expect(normalizeText('$\\frac{d}{dx}\\left(x^3\\sin x\\right)$')).toBe('d/dx (x^3\\sin x)');
    expect(normalizeText('Solve $$x^2 = 4$$ please')).toBe('Solve x^2 = 4 please');
    expect(normalizeText('Résoudre \\(x^2 - 1 = 0\\) dans R')).toBe('Résoudre x^2 - 1 = 0 dans R');
    expect(normalizeText('calculer \\[\\displaystyle \\int_0^1 x\\,dx\\]')).toBe('calculer \\int_0^1 x dx');
    expect(normalizeText('\\left[ 0, 1 \\right)')).toBe('[ 0, 1 )');
    expect(normalizeText('\\left. x^2 \\right|_{0}^{1} + 2\\!x')).toBe('x^2 |_{0}^{1} + 2x');
    // Commands that only begin like \left are kept.
    expect(normalizeText('x \\leftarrow 2')).toBe('x \\leftarrow 2');
  });
  it("reads the upright and the spaced differential of typeset or OCR'd LaTeX as Leibniz's d, never a variable d", () => {
    expect(normalizeText('\\int_0^1 x^2 \\mathrm{~d} x')).toBe('\\int_0^1 x^2 dx');
    expect(normalizeText('\\frac{\\mathrm{d} y}{\\mathrm{d} x}=2 x y')).toBe('dy/dx =2 x y');
    expect(normalizeText('\\int \\frac{d x}{x^{2}+1}')).toBe('\\int \\frac{dx}{x^{2}+1}');
    expect(normalizeText('\\frac{d^{2} y}{d x^{2}}')).toBe('d^2y/dx^2');
    // Leibniz's fractions as students type them
    expect(normalizeText('Find \\( \\frac{d y}{d x} \\) if \\( y=x^2 \\)')).toBe('Find dy/dx if y=x^2');
    expect(normalizeText('\\frac{d^{2}}{d x^{2}}(x^3)')).toBe('d^2/dx^2 (x^3)');
    expect(normalizeText('\\frac{dy}{dt^2}')).toBe('\\frac{dy}{dt^2}');
    // a unit typeset with a tie keeps its letters
    expect(normalizeText('2 \\mathrm{~m}')).toBe('2 \\mathrm{m}');
  });
  it('reads a letter glued to a digit as a lost superscript, unless the letter carries several (subscripts) or it is chemistry', () => {
    expect(normalizeText('x2 - 9 = 0')).toBe('x^2 - 9 = 0');
    expect(normalizeText('3x2 + 5x - 2')).toBe('3x^2 + 5x - 2');
    expect(normalizeText('a2 + b2 = c2')).toBe('a^2 + b^2 = c^2');
    expect(normalizeText('m1 + m2 = 5')).toBe('m1 + m2 = 5');
    expect(normalizeText('CO2 + H2O')).toBe('CO2 + H2O');
    expect(normalizeText('5e2 + 1')).toBe('5e2 + 1');
    expect(normalizeText('d2y/dx2')).toBe('d^2y/dx^2');
    expect(normalizeText('3 + j4')).toBe('3 + j4');
    expect(normalizeText('det of the 3x3 matrix A')).toBe('det of the 3x3 matrix A');
    expect(normalizeText('x^1/2 + 8^1/3')).toBe('x^(1/2) + 8^(1/3)');
    expect(normalizeText('x^2/3')).toBe('x^2/3');
    expect(normalizeText('la matrice 2x2 suivante')).toBe('la matrice 2x2 suivante');
    expect(normalizeText('A is 3x3, find det(2A)')).toBe('A is 3x3, find det(2A)');
    expect(normalizeText('3x2 + 5x = 2, 3x2 = 12')).toBe('3x^2 + 5x = 2, 3x^2 = 12');
  });
  it('reads a spaced x between numbers as a times sign when x is no letter of the problem', () => {
    expect(normalizeText('3/4 x 8/9')).toBe('3/4 * 8/9');
    expect(normalizeText('2,5 x 4')).toBe('2.5 * 4');
    expect(normalizeText('2 x 3 + x = 7')).toBe('2 x 3 + x = 7');
  });
  it('takes a root right after ^ as the whole exponent or bound', () => {
    expect(normalizeText('∫_0^√3 x dx')).toBe('int _0^(sqrt(3)) x dx');
    expect(normalizeText('3e exposant(2x)')).toBe('3e^(2x)');
  });
});


describe('letters pasted in a mathematical font', () => {
  it('reads 𝐴, 𝑛 and 𝐱 as the plain letters', () => {
    expect(foldMathLetters('𝐴^𝑛 + 𝐱')).toBe('A^n + x');
    expect(normalizeText('𝑥 + 2 = 5')).toBe('x + 2 = 5');
  });
});

describe('inverse trigonometric functions written with a power −1', () => {
  it.each([
    ['tan^-1(x^2)', 'arctan(x^2)'],
    ['sin⁻¹ x', 'arcsin x'],
    ['evaluate tan^{-1}(1)', 'evaluate arctan(1)'],
    ['cos^(-1)(1/2)', 'arccos(1/2)'],
  ])('%s', (input, text) => {
    expect(normalizeText(input)).toBe(text);
  });

  it('leaves the reciprocal of a bracketed sine, a matrix inverse and other powers alone', () => {
    expect(normalizeText('(sin x)^-1')).toBe('(sin x)^-1');
    expect(normalizeText('A^-1')).toBe('A^-1');
    expect(normalizeText('sin^2 x')).toBe('sin^2 x');
    expect(normalizeText('tan^-12')).toBe('tan^-12');
  });
});

describe('a root said in words', () => {
  it.each([
    ['find the square root of 2x+1', 'find sqrt(2x+1)'],
    ['solve the square root of x+3 = 5', 'solve sqrt(x+3) = 5'],
    ['racine carrée de x^2 + 1', 'sqrt(x^2 + 1)'],
    ['what is the square root of 16 + 9?', 'what is sqrt(16 + 9)?'],
  ])('takes a formula running to the end of its clause as the whole radicand: %s', (input, text) => {
    expect(normalizeText(input)).toBe(text);
  });
});

describe('an index root typed without its backslash', () => {
  it('reads sqrt[n]{…} as the n-th root, not √n times the braces', () => {
    expect(solve('lim_{n→∞} sqrt[n]{2^n + 3^n}').answer?.value).toBe('3');
    expect(solve('simplify sqrt[3]{27}').answer?.value).toBe('3');
  });
});

describe('an index root said in words', () => {
  it.each([
    ['Find the limit of the nth root of n as n goes to infinity', 'en', '1'],
    ['Calculer la limite de la racine n-ième de n! divisée par n quand n tend vers +∞', 'fr', 'exp(-1)'],
    ['What is the 4th root of 16?', 'en', '2'],
  ] as const)('%s', (input, locale, value) => {
    expect(solve(input, { locale }).answer?.value).toBe(value);
  });
});

describe('a digit raised to a power in a letter, glued after a letter', () => {
  it.each([
    ['x^n/(n2^n)', 'x^n/(n*2^n)'],
    ['k3^(k+1)', 'k*3^(k+1)'],
  ])('%s is the letter times the power', (input, written) => {
    expect(normalizeText(input)).toBe(written);
  });

  it('keeps a lost square', () => {
    expect(normalizeText('n2 + 1')).toBe('n^2 + 1');
  });

  it.each([
    ['rayon de convergence de la série entière Σ x^n/(n2^n)', 'fr', 'R = 2'],
    ['radius of convergence of the power series sum x^n/(n3^n)', 'en', 'R = 3'],
    ['Σ_{n≥1} x^n/(n2^n) : rayon de convergence ?', 'fr', 'R = 2'],
  ] as const)('%s has its radius', (input, locale, radius) => {
    const s = solve(input, { locale });
    expect(s.finalAnswer).toBe(radius);
    expect(s.verified).toBe(true);
  });
});

describe('a vector typed in LaTeX', () => {
  it('keeps the letter under an arrow or in bold, and angle brackets around the components', () => {
    expect(normalizeText('\\int_C \\vec F \\cdot d\\vec r, \\vec F = \\langle y, x^2 \\rangle')).toBe('\\int_C F \\cdot dr, F = ⟨ y, x^2 ⟩');
    expect(normalizeText('\\mathbf{F}(x,y) = x\\mathbf{i} + y\\,\\hat{\\jmath}')).toBe('F(x,y) = x i + y j');
  });
});

describe('comparison signs typed in LaTeX', () => {
  it('reads \\le, \\leq, \\ge and \\geqslant as <= and >=', () => {
    expect(normalizeText('-2 \\le t \\leq 0, x \\geqslant 1, y \\ge 0')).toBe('-2 <= t <= 0, x >= 1, y >= 0');
  });
});

describe('a whole number before a fraction sign', () => {
  it('is a mixed number, never a product', () => {
    expect(normalizeText('x^2 = 2½')).toBe('x^2 = (2+1/2)');
    expect(normalizeText('1 ¾ + 1')).toBe('(1+3/4) + 1');
    // a fraction sign alone, or as an exponent, is the fraction
    expect(normalizeText('x^½ + ½x')).toBe('x^(1/2) + (1/2)x');
  });
  it.each([
    ['Compute 2¾ + 1.', 'en', '15/4'],
    ['Compute ∫_0^{1½} 2x dx.', 'en', '9/4'],
    ['Résoudre x² = 6¼.', 'fr', '[-5/2, 5/2]'],
  ] as const)('answers %s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });
  it('keeps "3/5 of 40" a product, but not the fraction of a mixed number', () => {
    expect(normalizeText('Calculer 2/3 de 15')).toBe('Calculer 2/3 * 15');
    expect(normalizeText("l'intégrale de 0 à 1 1/2 de 2x dx")).toBe("l'intégrale de 0 à 1 1/2 de 2x dx");
  });
});

describe('a word typed without its apostrophe', () => {
  it("reads whats as what's", () => {
    expect(normalizeText('whats the derivative of tan x')).toBe("what's the derivative of tan x");
  });
});

describe('an operator typeset upright', () => {
  it('is its word: \\text{curl}, \\operatorname{div}', () => {
    expect(normalizeText('\\text{curl}\\,F and \\operatorname{div} F')).toBe('curl F and div F');
  });
});
