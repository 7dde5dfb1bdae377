import { describe, expect, it } from 'vitest';
import { normalize } from '../parse/normalize';
import { solve } from '../solve';
import { SolverError } from '../errors';
import { readOdeTask } from './ode';

const read = (s: string) => {
  const t = readOdeTask(normalize(s));
  return t instanceof SolverError ? null : t;
};

describe('ODEs: names of the equation or method, and where the solution lives, are set aside', () => {
  it.each([
    ["x^2 y'' - 3x y' + 4y = 0, x > 0"],
    ["équation d'Euler x² y'' + x y' − 4y = 0 sur ]0, +∞["],
    ["problème de Cauchy : y'' + 2y' + y = 0, y(0) = 1, y'(0) = 0"],
    ["solve x²y″ + xy′ + y = 0 for x > 0"],
    ["par la méthode de variation des constantes, résoudre y'' − 2y' + y = e^x/x (x > 0)"],
    ["y'' + y = tan(x), 0 < x < π/2"],
    ["by undetermined coefficients, solve y'' + y = x"],
    ["use variation of parameters to solve y'' + y = sec x"],
    ["utiliser la méthode de variation des constantes pour résoudre y'' + y = 1/cos(x)"],
  ])('%s', (input) => {
    expect(read(input)).not.toBeNull();
  });

  it('keeps the initial conditions of a "problème de Cauchy"', () => {
    expect(read("problème de Cauchy : y'' + 2y' + y = 0, y(0) = 1, y'(0) = 0")?.conditions).toHaveLength(2);
  });

  it('solves a Cauchy–Euler equation given with its domain, verified', () => {
    const s = solve("équation d'Euler x² y'' + x y' − 4y = 0 sur ]0, +∞[", { locale: 'fr' });
    expect(s.answer?.value).toBe('y = C2*x^2 + C1/x^2');
    expect(s.verified).toBe(true);
  });
});

describe('ODEs: the equation stated back as a student writes it', () => {
  it('keeps a linear equation with its highest derivative first and its right-hand side on the right', () => {
    expect(read("solve y' + 2y = e^x")?.equation).toBe("y' + 2*y = exp(x)");
    expect(read("y' + 2xy = x")?.equation).toBe("y' + 2*x*y = x");
    expect(read("y'' - 3y' + 2y = 0")?.equation).toBe("y'' - 3*y' + 2*y = 0");
    expect(solve("solve y' + 2y = e^x").interpretation?.text).toBe("Solve the differential equation y' + 2y = eˣ for y(x)");
  });
});

describe('ODEs in differential form', () => {
  it('reads M dx + N dy = 0 as M + N·y\' = 0, in English and French', () => {
    for (const [input, locale] of [['solve (2xy + 3) dx + (x^2 - 1) dy = 0', 'en'], ['résoudre (3x^2 + y) dx + (x + 2y) dy = 0', 'fr'], ['y dx = x dy', 'en']] as const) {
      const s = solve(input, { locale });
      expect(s.method, input).toMatch(/^ode\./);
      expect(s.verified, input).toBe(true);
    }
    expect(read('(x + y) dx + (x - y) dy = 0, y(0) = 1')?.equation).toBe("y'*(x - y) + x + y = 0");
  });

  it('refuses a differential form it cannot read instead of solving for the letters d, x, y', () => {
    const s = solve('x dx + y dy + 2 = 0');
    expect(s.answer).toBeNull();
    expect(s.error?.message).toMatch(/differential form/);
  });
});

describe("ODEs: Newton's dots", () => {
  it('reads ẏ and ẍ as derivatives in time, conditions included', () => {
    const s = solve('ẏ = -2y, y(0) = 3');
    expect(s.answer?.value).toBe('y = 3*exp(-2*t)');
    expect(s.verified).toBe(true);
    expect(solve('ẍ + 9x = 0, x(0) = 1, ẋ(0) = 0').answer?.value).toBe('x = cos(3*t)');
  });
});

describe('the interval of the solution said before the conditions', () => {
  it.each([
    ["Solve x^2y'' - xy' + y = x^3 for x > 0 with y(1) = 0, y'(1) = 1", 'en', 'y = x³/4 + x·ln(x)/2 − x/4'],
    ["Résoudre x^2 y'' + x y' - y = 0 sur ]0, +∞[ avec y(1) = 1 et y'(1) = 0", 'fr', 'y = x/2 + 1/(2x)'],
    ["Find the solution of x y' + 2y = x^2 for x > 0 given y(1) = 1", 'en', 'y = x²/4 + 3/(4x²)'],
  ] as const)('%s', (input, locale, final) => {
    const s = solve(input, { locale });
    expect(s.finalAnswer).toBe(final);
    expect(s.verified).toBe(true);
  });
});

describe('the kind of equation or the method named in more words', () => {
  it.each([
    ["Use the method of variation of parameters to solve y'' - 2y' + y = e^x / x", 'en', 'y = C2·eˣ·x + eˣ·x·ln(x) − eˣ·x + C1·eˣ'],
    ["Résoudre l'équation différentielle homogène y' = (x + y)/x", 'fr', 'y = C1·x + x·ln(x)'],
    ["Solve by the method of undetermined coefficients: y'' + y = x^2", 'en', 'y = x² + C1·cos(x) + C2·sin(x) − 2'],
  ] as const)('%s', (input, locale, final) => {
    const s = solve(input, { locale });
    expect(s.finalAnswer).toBe(final);
    expect(s.verified).toBe(true);
  });

  it('reads « l’équation différentielle exacte » as the exact equation it names', () => {
    expect(solve("Résoudre l'équation différentielle exacte (2xy + 1) dx + (x^2 + 3y^2) dy = 0", { locale: 'fr' }).error?.message).toMatch(/y\^3 \+ x\^2\*y \+ x = C1/);
  });
});

describe('a story told before the equation, up to a colon', () => {
  it.each([
    ['A body of mass m falls from rest with air resistance kv: m dv/dt = mg - kv, v(0) = 0. Find v(t).', 'en'],
    ['Un corps de masse m tombe sans vitesse initiale, freiné par une force -kv : m dv/dt = mg - kv, v(0) = 0. Déterminer v(t).', 'fr'],
  ] as const)('%s', (input, locale) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe('v = g*m/k - exp(-k*t/m)*g*m/k');
    expect(s.verified).toBe(true);
  });

  it('keeps the words that hold a number or a condition', () => {
    const t = readOdeTask(normalize("Use Euler's method with h = 0.1: y' = x + y, y(0) = 1"));
    expect(t && !(t instanceof SolverError) ? t.kind : null).not.toBe('ode');
  });
});

describe('a condition relating two values of the solution', () => {
  it('is refused by name, never read as a value at one point', () => {
    const en = solve("Find a solution of y''+y=0 given that y(π/2)=2y(0) and y(π/4)=3");
    expect(en.answer).toBeNull();
    expect(en.error?.message).toMatch(/relating two values of the solution/);
    expect(solve("Résoudre y'' + y = 0 avec y(0) = y(π/2) et y(π/4) = 1", { locale: 'fr' }).error?.message).toMatch(/relie deux valeurs/);
    expect(solve("y'' + y = 0, y(0) = 0, y'(0) = 1").answer?.value).toBe('y = sin(x)');
  });

  it('is not the equation itself written with its variable, nor two conditions typed without a comma', () => {
    expect(solve("solve y'(t) = -2 y(t)").answer?.value).toBe('y = C1*exp(-2*t)');
    expect(solve("résoudre y'(t) = 2y(t) + 1", { locale: 'fr' }).verified).toBe(true);
    expect(solve("solve x'(t) = -3 x(t)").verified).toBe(true);
    expect(solve("y''+y=0 y(0)=2 y'(0)=1").answer?.value).toBe('y = 2*cos(x) + sin(x)');
  });
});

describe('ODEs: a clause saying the letters are constants is set aside', () => {
  it.each([
    ["résoudre y' = a y ou a est une constante", 'C1*exp(a*x)'],
    ["résoudre l'équation différentielle y' = k y où k est une constante", 'C1*exp(k*x)'],
    ['Solve the differential equation $\\frac{dy}{dx} = ky$, where $k$ is a constant.', 'C1*exp(k*x)'],
    ["solve y' = ay, a constant", 'C1*exp(a*x)'],
  ])('%s', (input, expected) => {
    const s = solve(input);
    expect(s.verified).toBe(true);
    expect(s.answer?.value.replace(/\s/g, '')).toContain(expected.replace(/\s/g, ''));
  });
});

describe("ODEs: the equation's constant asked, fixed by the condition left over", () => {
  it.each([
    ['Given that dy/dt = -k y and y(0)=100, y(5)=50, find k', 'en' as const, 'ln(2)/5'],
    ["N'(t) = k N(t), N(0) = 500, N(3) = 1000. Déterminer la constante k.", 'fr' as const, 'ln(2)/3'],
    ['$\\frac{dy}{dt} = -ky$, $y(0)=100$, $y(5)=50$. What is the value of k?', 'en' as const, 'ln(2)/5'],
  ])('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('refuses, naming the constant, when the conditions are not one more than the order or it cannot be isolated', () => {
    expect(solve('dy/dt = -k y, y(0)=100, find k').error?.message).toContain("equation's constant k");
    expect(solve('dy/dt = -k y + b, y(0)=100, y(5)=50, find k').error?.message).toContain("equation's constant k");
    expect(solve('dy/dt = -k y + 3, y(0)=100, y(5)=50, find k', { locale: 'fr' }).error?.message).toContain('constante k');
  });
});
