import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

/** [input, answer value, method step titles in English, the same in French]. */
const CASES: Array<[string, string, string[], string[]]> = [
  ["y'' - 4y = 0", 'y = C1*exp(-2*x) + C2*exp(2*x)', ['Characteristic equation', 'Roots and homogeneous solution'], ['Équation caractéristique', 'Racines et solution homogène']],
  ["y'' + 4y' + 4y = 0", 'y = C2*exp(-2*x)*x + C1*exp(-2*x)', ['Characteristic equation', 'Roots and homogeneous solution'], ['Équation caractéristique', 'Racines et solution homogène']],
  ["y'' + 2y' + 5y = 0", 'y = C1*exp(-x)*cos(2*x) + C2*exp(-x)*sin(2*x)', ['Characteristic equation', 'Roots and homogeneous solution'], ['Équation caractéristique', 'Racines et solution homogène']],
  ["y''' - 6y'' + 11y' - 6y = 0", 'y = C1*exp(x) + C2*exp(2*x) + C3*exp(3*x)', ['Characteristic equation', 'Roots and homogeneous solution'], ['Équation caractéristique', 'Racines et solution homogène']],
  ["y'''' - y = 0", 'y = C1*exp(-x) + C2*exp(x) + C3*cos(x) + C4*sin(x)', ['Characteristic equation', 'Roots and homogeneous solution'], ['Équation caractéristique', 'Racines et solution homogène']],
  ["y'' + y = sin(x)", 'y = C1*cos(x) + C2*sin(x) - x*cos(x)/2', ['Characteristic equation', 'Roots and homogeneous solution', 'Guess a particular solution', 'Identify the coefficients'],
    ['Équation caractéristique', 'Racines et solution homogène', 'Chercher une solution particulière', 'Identifier les coefficients']],
  ["y' + y tan(x) = cos(x)", 'y = C1*cos(x) + x*cos(x)', ['Integrating factor', 'Integrate'], ["Résoudre l'équation homogène", 'Variation de la constante']],
  ["y' + 2y = e^x", 'y = C1*exp(-2*x) + exp(x)/3', ['Integrating factor', 'Integrate'], ["Résoudre l'équation homogène", 'Variation de la constante']],
  ["y' = e^(x-y)", 'y = ln(C1 + exp(x))', ['Separate the variables', 'Integrate both sides', 'Solve for y'], ['Séparer les variables', 'Intégrer les deux membres', 'Exprimer y']],
  ["y' = y^2", 'y = 1/(C1 - x)', ['Separate the variables', 'Integrate both sides', 'Solve for y'], ['Séparer les variables', 'Intégrer les deux membres', 'Exprimer y']],
  ["y' + y = y^2", 'y = 1/(C1*exp(x) + 1)', ['Bernoulli equation', 'Integrating factor', 'Integrate', 'Back to y'], ['Équation de Bernoulli', "Résoudre l'équation homogène", 'Variation de la constante', 'Revenir à y']],
  ["y' = y/x + x/y", 'y = sqrt(C1*x^2 + 2*x^2*ln(x))', ['Bernoulli equation', 'Integrating factor', 'Integrate', 'Back to y'], ['Équation de Bernoulli', "Résoudre l'équation homogène", 'Variation de la constante', 'Revenir à y']],
  ["y' = (x - y)/(x + y)", 'y = x*(sqrt(4*C1/x^2 + 8)/2 - 1)', ['Homogeneous equation', 'Integrate both sides', 'Back to y = v·x'], ['Équation homogène', 'Intégrer les deux membres', 'Revenir à y = v·x']],
  ['x dy/dx = y + sqrt(x^2 + y^2), x > 0', 'y = (C1^2*x^2 - 1)/(2*C1)', ['Homogeneous equation', 'Integrate both sides', 'Back to y = v·x'], ['Équation homogène', 'Intégrer les deux membres', 'Revenir à y = v·x']],
  ['solve dy/dx = y/(x + y^2)', 'y = sqrt(C1^2 + 4*x)/2 - C1/2', ['Exchange the roles of x and y', 'Integrating factor', 'Integrate', 'Solve for y'], ['Échanger les rôles de x et y', "Résoudre l'équation homogène", 'Variation de la constante', 'Exprimer y']],
  ["(2xy + 1) + (x^2 + 2y) y' = 0", 'y = sqrt(x^4 + C1 - 4*x)/2 - x^2/2', ['Exact equation', 'Find the potential', 'Solve for y'], ['Équation exacte', 'Trouver le potentiel', 'Exprimer y']],
  ["x^2 y'' + x y' - y = 0", 'y = C2*x + C1/x', ['Cauchy–Euler equation', 'Roots and general solution'], ["Équation d'Euler", 'Racines et solution générale']],
  ["y' = 3y, y(0) = 2", 'y = 2*exp(3*x)', ['Solve the homogeneous equation', 'Use the initial condition'], ["Résoudre l'équation homogène", 'Utiliser la condition initiale']],
  ["y'' + y = 0, y(0) = 0, y'(0) = 1", 'y = sin(x)', ['Characteristic equation', 'Roots and homogeneous solution', 'Use the initial conditions'], ['Équation caractéristique', 'Racines et solution homogène', 'Utiliser les conditions initiales']],
];

describe('ODE methods, steps in both languages', () => {
  it.each(CASES)('%s', (input, value, en, fr) => {
    const a = solve(input);
    const b = solve(input, { locale: 'fr' });
    expect(a.answer?.value).toBe(value);
    expect(a.verified).toBe(true);
    expect(a.steps.slice(1, -1).map((s) => s.title)).toEqual(en);
    expect(b.steps.slice(1, -1).map((s) => s.title)).toEqual(fr);
  });

  it('reads the usual notations and command words', () => {
    for (const input of ["dy/dx = 2y", "\\frac{dy}{dx} = 2y", "solve the differential equation y' = 2y", "résoudre l'équation différentielle y' - 2y = 0", "équation différentielle y'(x) = 2y(x)"]) {
      expect(solve(input).answer?.value, input).toBe('y = C1*exp(2*x)');
    }
    expect(solve('dy/dt = -3y').answer?.value).toBe('y = C1*exp(-3*t)');
  });

  it('falls back on variation of parameters when no guess fits the right-hand side', () => {
    for (const input of ["y'' + y = sec(x)", "y'' - 2y' + y = e^x/x"]) {
      const a = solve(input);
      const b = solve(input, { locale: 'fr' });
      expect(a.verified, input).toBe(true);
      expect(a.method).toBe('ode.variation_of_parameters');
      expect(a.steps.map((s) => s.title)).toContain('Variation of parameters');
      expect(b.steps.map((s) => s.title)).toContain('Variation des constantes');
    }
    expect(solve("y'' - 2y' + y = e^x/x").answer?.value).toBe('y = C2*exp(x)*x + exp(x)*x*ln(x) - exp(x)*x + C1*exp(x)');
  });

  it('checks a parameter-dependent solution with sample values of the parameter', () => {
    const r = solve('dy/dt = -k y');
    expect(r.answer?.value).toBe('y = C1*exp(-k*t)');
    expect(r.verified).toBe(true);
  });
});

describe('ODE requests as students write them', () => {
  it.each([
    ['find the general solution of y\'\' + y\' - 6y = 0', 'y = C1*exp(-3*x) + C2*exp(2*x)'],
    ['trouver la solution générale de y\'\' - y = 0', 'y = C1*exp(-x) + C2*exp(x)'],
    ['Solve y\'\' + 9y = 0 with y(0) = 1, y\'(0) = 0', 'y = cos(3*x)'],
    ['solve the initial value problem y\' = y, y(0) = 3', 'y = 3*exp(x)'],
    ['dy/dx = y^2 x, y(0) = 1', 'y = 1/(1 - x^2/2)'],
    ['Résoudre (E) : y\' + 2y = 3', 'y = C1*exp(-2*x) + 3/2'],
    ['xy\' = 3y', 'y = C1*x^3'],
    ['y dy/dx = x', 'y = sqrt(x^2 + C1)'],
    ['solve y\'(t) = -2 y(t)', 'y = C1*exp(-2*t)'],
    ['dx/dt = 3x', 'x = C1*exp(3*t)'],
    ["f'(x) = 3 f(x), f(0) = 2", 'f = 2*exp(3*x)'],
    ["résoudre f'' + f = 0", 'f = C1*cos(x) + C2*sin(x)'],
    ["y' + 2y = 0 avec y(0) = 1", 'y = exp(-2*x)'],
    ["determine the general solution of y'' - 9y = 0", 'y = C1*exp(-3*x) + C2*exp(3*x)'],
    ["déterminer les solutions de l'équation différentielle y' = 4y", 'y = C1*exp(4*x)'],
    ["y''' - y' = 0, y(0) = 1, y'(0) = 0, y''(0) = 1", 'y = exp(-x)/2 + exp(x)/2'],
    ["y'' + y = 0, y(pi/2) = 1, y'(pi/2) = 0", 'y = sin(x)'],
    ["y' = y^2, y(0) = 1", 'y = 1/(1 - x)'],
    ["Find the solution of y'' + y = 0 satisfying y(0) = 1, y'(0) = 1", 'y = cos(x) + sin(x)'],
    ["Déterminer la solution de y'' + 4y = 0 telle que y(0) = 1 et y'(0) = 2", 'y = cos(2*x) + sin(2*x)'],
    ["Résoudre sur ℝ l'équation différentielle y' − 2y = 3", 'y = C1*exp(2*x) - 3/2'],
    ["find the particular solution of y' = 3y such that y(0) = 2", 'y = 2*exp(3*x)'],
    ["x'' + 4x = 0, x(0) = 1, x'(0) = 0", 'x = cos(2*t)'],
    ['d²x/dt² + 4x = 0', 'x = C1*cos(2*t) + C2*sin(2*t)'],
    ["résoudre l'équation u'' + u = 0", 'u = C1*cos(x) + C2*sin(x)'],
    ["N'(t) = 0.2 N(t)", 'N = C1*exp(t/5)'],
    ["Résoudre l'équation de Bernoulli y' + y = x y³", 'y = 1/sqrt(C1*exp(2*x) + x + 1/2)'],
    ["2y' + y = 3t", 'y = C1*exp(-t/2) + 3*t - 6'],
    ["y' + y tan x = sec x", 'y = C1*cos(x) + sin(x)'],
    ['dy/dx = e^{2x + y}', 'y = -ln(C1 - exp(2*x)/2)'],
    ["Find y(x) if y' = 3x² y and y(0) = 5", 'y = 5*exp(x^3)'],
  ])('%s', (input, value) => {
    const r = solve(input);
    expect(r.answer?.value).toBe(value);
    expect(r.verified).toBe(true);
  });
});

describe('an initial condition picks the sign of a square root', () => {
  it.each([
    ["y' = (1 − 2x)/y, y(1) = −2", 'y = -sqrt(2*x - 2*x^2 + 4)'],
    ["y' = -x/y, y(0) = -3", 'y = -sqrt(9 - x^2)'],
    ["y' = x/y, y(0) = 2", 'y = sqrt(x^2 + 4)'],
  ])('%s', (input, value) => {
    const r = solve(input);
    expect(r.answer?.value).toBe(value);
    expect(r.verified).toBe(true);
  });

  it('says so in both languages', () => {
    expect(solve("y' = -x/y, y(0) = -3").steps.map((s) => s.title)).toContain('Choose the branch');
    expect(solve("y' = -x/y, y(0) = -3", { locale: 'fr' }).steps.map((s) => s.title)).toContain('Choisir la branche');
  });
});

describe('variation of parameters on any second-order linear equation with known homogeneous solutions', () => {
  it.each([
    ["y'' + 4y = sec(2x)", 'y = C1*cos(2*x) + C2*sin(2*x) + x*sin(2*x)/2 + cos(2*x)*ln(cos(2*x))/4'],
    ["y'' + y = 1/cos x", 'y = C1*cos(x) + C2*sin(x) + x*sin(x) + cos(x)*ln(cos(x))'],
    ["y'' + y = tan x", 'y = C1*cos(x) + C2*sin(x) - cos(x)*ln(sec(x) + tan(x))'],
    ["y'' + 9y = 9 sec²(3x)", 'y = C1*cos(3*x) + C2*sin(3*x) + ln(sec(3*x) + tan(3*x))*sin(3*x) - 1'],
    ["y'' − 2y' + y = eˣ/(1 + x²)", 'y = C2*exp(x)*x + exp(x)*x*atan(x) + C1*exp(x) - exp(x)*ln(x^2 + 1)/2'],
    ["x²y'' − 2xy' + 2y = x³", 'y = x^3/2 + C2*x^2 + C1*x'],
    ["x^2 y'' + x y' - y = x", 'y = C2*x + x*ln(x)/2 - x/4 + C1/x'],
  ])('%s', (input, value) => {
    const r = solve(input);
    expect(r.answer?.value).toBe(value);
    expect(r.verified).toBe(true);
  });

  it('says why it varies the constants, in both languages', () => {
    const en = solve("x²y'' − 2xy' + 2y = x³").steps.find((s) => s.title === 'Variation of parameters');
    const fr = solve("x²y'' − 2xy' + 2y = x³", { locale: 'fr' }).steps.find((s) => s.title === 'Variation des constantes');
    expect(en?.explanation).toMatch(/^The coefficients are not constant/);
    expect(fr?.explanation).toMatch(/^Les coefficients ne sont pas constants/);
    expect(en?.formula).toMatch(/^W = x\^\{?2/);
  });
});

describe('second-order equations without y: v = y′ first', () => {
  it.each([
    ["x y'' + y' = 0", 'y = C1*ln(x) + C2'],
    ["x y'' + 2y' = 6x", 'y = x^2 + C2 - C1/x'],
    ["(1 + x²) y'' + 2x y' = 0", 'y = C1*atan(x) + C2'],
  ])('%s', (input, value) => {
    const r = solve(input);
    expect(r.answer?.value).toBe(value);
    expect(r.verified).toBe(true);
    expect(r.method).toBe('ode.reduction_of_order');
  });

  it('names the substitution in both languages', () => {
    expect(solve("x y'' + y' = 0").steps.map((s) => s.title)).toContain("Substitute v = y'");
    expect(solve("x y'' + y' = 0", { locale: 'fr' }).steps.map((s) => s.title)).toContain("Poser v = y'");
  });
});

describe('a method named before the equation is set aside', () => {
  it('variation des constantes : …', () => {
    const r = solve("variation des constantes : y'' + y = 1/sin(x)", { locale: 'fr' });
    expect(r.answer?.value).toBe('y = C1*cos(x) + C2*sin(x) - x*cos(x) + ln(sin(x))*sin(x)');
    expect(r.verified).toBe(true);
  });
});

describe('right-hand sides linearised before the guess', () => {
  it.each([
    ["y'' + 4y = sin²x", 'y = C1*cos(2*x) + C2*sin(2*x) - x*sin(2*x)/8 + 1/8'],
    ["y'' - y = cosh x", 'y = exp(x)*x/4 - exp(-x)*x/4 + C1*exp(-x) + C2*exp(x)'],
    ["y'' + y = sin x cos x", 'y = C1*cos(x) + C2*sin(x) - sin(2*x)/6'],
  ])('%s', (input, value) => {
    const r = solve(input);
    expect(r.answer?.value).toBe(value);
    expect(r.verified).toBe(true);
    expect(r.method).toBe('ode.undetermined_coefficients');
  });
});

describe('separable and linear equations whose integrals need the denominator turned round', () => {
  it.each([
    ["(1 + x²) y' = 1 + y²", 'y = tan(C1 + atan(x))'],
    ["y' = -(1 + y^2)", 'y = tan(C1 - x)'],
  ])('%s', (input, value) => {
    const r = solve(input);
    expect(r.answer?.value).toBe(value);
    expect(r.verified).toBe(true);
  });
});

describe('an integrating factor with a logarithm in its exponent written as a power', () => {
  it.each([
    ["y' + (1 + 1/x)y = 0", 'y = C1*exp(-x)/x'],
    ["y' + (2 + 1/x)y = 3", 'y = C1*exp(-2*x)/x - 3/(4*x) + 3/2'],
    ["xy' - (1 + x)y = xy^2", 'y = 1/(C1*exp(-x)/x + 1/x - 1)'],
  ])('%s', (input, value) => {
    const r = solve(input);
    expect(r.answer?.value).toBe(value);
    expect(r.verified).toBe(true);
  });
});

describe('an angle θ as the unknown, as for a pendulum', () => {
  it.each([
    ["θ'' + 16θ = 0, θ(0) = 0.2, θ'(0) = 0", 'theta = cos(4*t)/5'],
    ['dθ/dt = -3θ, θ(0) = 2', 'theta = 2*exp(-3*t)'],
  ])('%s', (input, value) => {
    const r = solve(input);
    expect(r.answer?.value).toBe(value);
    expect(r.verified).toBe(true);
  });

  it('still refuses θ as a constant of an equation in y', () => {
    expect(solve("y' = θ y").answer).toBeNull();
  });
});

describe('solutions known only implicitly', () => {
  it('states the relation, in both languages, instead of an explicit y it cannot give', () => {
    const en = solve('dy/dx = x^2/(1 + y^2)');
    expect(en.answer).toBeNull();
    expect(en.error?.message).toBe('The solutions satisfy y^3/3 + y = x^3/3 + C1 (C1 an arbitrary constant), but y cannot be isolated from this relation in closed form: they are given implicitly by it.');
    expect(solve('dy/dx = 1/(x + y)').error?.message).toBe('The solutions satisfy x = C1*exp(y) - y - 1 (C1 an arbitrary constant), but y cannot be isolated from this relation in closed form: they are given implicitly by it.');
    const fr = solve('dy/dx = (y - x)/(y + x)', { locale: 'fr' });
    expect(fr.error?.message).toBe('Les solutions vérifient -atan(y/x) - ln(y^2/x^2 + 1)/2 = ln(x) + C1 (C1 constante arbitraire), mais on ne peut pas en isoler y sous forme explicite : elles sont données implicitement par cette relation.');
  });

  it('states the potential of an exact equation whose y cannot be isolated', () => {
    const s = solve('(2x + y)dx + (x + y^2)dy = 0');
    expect(s.answer).toBeNull();
    expect(s.error?.message).toBe('The solutions satisfy y^3/3 + x^2 + x*y = C1 (C1 an arbitrary constant), but y cannot be isolated from this relation in closed form: they are given implicitly by it.');
  });
});

describe('a linear equation whose integral is a fractional power', () => {
  it.each([
    ["Solve 2x y' − y = 2x^2", 'en', 'y = 2*x^2/3 + C1*sqrt(x)'],
    ["Résoudre sur ]0, +∞[ l'équation 2t y' − y = 2t^2", 'fr', 'y = 2*t^2/3 + C1*sqrt(t)'],
  ])('keeps the coefficients exact: %s', (input, locale, value) => {
    const s = solve(input, { locale: locale as 'en' | 'fr' });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });
});
