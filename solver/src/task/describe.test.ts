import { describe as group, expect, it } from 'vitest';
import { describe } from './describe';
import type { Task } from './task';

const TASKS: Record<string, Task> = {
  complex: { kind: 'solve', relations: [{ lhs: 'z^4', op: '=', rhs: '16' }], unknowns: ['z'], domain: { kind: 'complex' } },
  inequality: { kind: 'solve', relations: [{ lhs: 'x^2 - 1', op: '>=', rhs: '0' }], unknowns: ['x'], domain: { kind: 'real' } },
  interval: { kind: 'solve', relations: [{ lhs: 'sin(x)', op: '=', rhs: '0' }], unknowns: ['x'], domain: { kind: 'interval', lo: '0', hi: '2*pi', loClosed: true, hiClosed: false } },
  system: {
    kind: 'solve',
    relations: [
      { lhs: '2*x + y', op: '=', rhs: '5' },
      { lhs: 'x - y', op: '=', rhs: '1' },
    ],
    unknowns: ['x', 'y'],
    domain: { kind: 'real' },
  },
  partial: { kind: 'differentiate', expr: 'a*sin(y)/x', variable: 'y', order: 1, partial: true, implicit: false },
  atPoint: { kind: 'differentiate', expr: 'x^2 + 3*x', variable: 'x', order: 2, partial: false, implicit: false, at: '1' },
  implicit: { kind: 'differentiate', expr: 'x^2 + y^2 - 25', variable: 'x', order: 2, partial: false, implicit: true, name: 'y' },
  definite: { kind: 'integrate', integrand: 'x^2', variable: 'x', bounds: { lo: '0', hi: '1' } },
  antiderivative: { kind: 'integrate', integrand: '3*x^2', variable: 'x' },
  limit: { kind: 'limit', expr: '1/x', variable: 'x', point: '0', side: 'right', sequence: false },
  sequence: { kind: 'limit', expr: '(1 + 1/n)^n', variable: 'n', point: 'oo', side: 'both', sequence: true },
  series: { kind: 'series', expr: 'sin(x)', variable: 'x', point: '0', order: 5 },
  sum: { kind: 'sum', summand: 'k^2', index: 'k', lo: '1', hi: 'n' },
  ode: {
    kind: 'ode',
    equation: "y'' - 3*y' + 2*y = 0",
    unknown: 'y',
    variable: 'x',
    order: 2,
    conditions: [
      { derivative: 0, at: '0', value: '1' },
      { derivative: 1, at: '0', value: '0' },
    ],
  },
  claim: { kind: 'claim', relation: { lhs: '(a + b)^2', op: '=', rhs: 'a^2 + b^2' } },
  factor: { kind: 'transform', op: 'factor', expr: 'x^2 - 1' },
  evaluate: { kind: 'evaluate', expr: '2*3 + 1' },
};

group('describe: the task stated back, in English and in French', () => {
  const cases: [keyof typeof TASKS, string, string][] = [
    ['complex', 'Solve z⁴ = 16 in ℂ for z', "Résoudre z⁴ = 16 dans ℂ d'inconnue z"],
    ['inequality', 'Solve the inequality x² − 1 ≥ 0 for x', "Résoudre l'inéquation x² − 1 ≥ 0 d'inconnue x"],
    ['system', 'Solve the system 2x + y = 5, x − y = 1 for the unknowns x, y', "Résoudre le système 2x + y = 5, x − y = 1 d'inconnues x, y"],
    ['partial', 'Find ∂f/∂y for f = a·sin(y)/x', 'Calculer ∂f/∂y pour f = a·sin(y)/x'],
    ['atPoint', "Find f''(x) (with respect to x) at x = 1 for f = x² + 3x", "Calculer f''(x) (par rapport à x) en x = 1 pour f = x² + 3x"],
    ['implicit', 'Find d²y/dx² on the curve x² + y² − 25 = 0', 'Calculer d²y/dx² sur la courbe x² + y² − 25 = 0'],
    ['definite', 'Compute the integral from 0 to 1 of x² dx', "Calculer l'intégrale de 0 à 1 de x² dx"],
    ['antiderivative', 'Find the antiderivatives of 3x² with respect to x', 'Calculer les primitives de 3x² par rapport à x'],
    ['limit', 'Find the limit of 1/x as x → 0 from the right', 'Calculer la limite de 1/x quand x → 0 à droite'],
    ['sequence', 'Find the limit of (1 + 1/n)^n as n → +∞ (a sequence)', 'Calculer la limite de (1 + 1/n)^n quand n → +∞ (une suite)'],
    ['series', 'Expand sin(x) as a Taylor polynomial about x = 0 up to order 5', "Développer sin(x) en polynôme de Taylor en x = 0 à l'ordre 5"],
    ['sum', 'Compute the sum of k² for k from 1 to n', 'Calculer la somme de k² pour k de 1 à n'],
    ['ode', "Solve the differential equation y'' − 3y' + 2y = 0 with y(0) = 1, y'(0) = 0 for y(x)", "Résoudre l'équation différentielle y'' − 3y' + 2y = 0 avec y(0) = 1, y'(0) = 0 d'inconnue y(x)"],
    ['claim', 'Decide whether (a + b)² = a² + b² holds', 'Dire si (a + b)² = a² + b² est vraie'],
    ['factor', 'Factor x² − 1', 'Factoriser x² − 1'],
    ['evaluate', 'Compute 2·3 + 1', 'Calculer 2·3 + 1'],
  ];
  for (const [name, en, fr] of cases) {
    it(`${name} (EN)`, () => {
      expect(describe(TASKS[name], 'en').text).toBe(en);
    });
    it(`${name} (FR)`, () => {
      expect(describe(TASKS[name], 'fr').text).toBe(fr);
    });
  }
  it('interval domain', () => {
    expect(describe(TASKS.interval, 'en').text).toBe('Solve sin(x) = 0 on [0, 2π) for x');
    expect(describe(TASKS.interval, 'fr').text).toBe("Résoudre sin(x) = 0 sur [0, 2π) d'inconnue x");
  });
});

group('describe: the LaTeX form', () => {
  for (const [name, task] of Object.entries(TASKS)) {
    it(`${name}: no raw "*" in the LaTeX nor in the text, in either language`, () => {
      for (const locale of ['en', 'fr'] as const) {
        const d = describe(task, locale);
        expect(d.latex).not.toContain('*');
        expect(d.text).not.toContain('*');
        expect(d.latex.length).toBeGreaterThan(0);
      }
    });
  }
  it('typesets formulas and keeps words in \\text', () => {
    expect(describe(TASKS.partial, 'en').latex).toContain('\\frac{\\partial f}{\\partial y}');
    expect(describe(TASKS.implicit, 'fr').latex).toContain('\\frac{d^{2}y}{dx^{2}}');
    expect(describe(TASKS.interval, 'en').latex).toContain('2\\pi');
    expect(describe(TASKS.sequence, 'en').latex).toContain('n \\to +\\infty');
    expect(describe(TASKS.inequality, 'fr').latex).toContain("\\text{Résoudre l'inéquation }");
    expect(describe(TASKS.inequality, 'en').latex).toContain('\\ge');
    expect(describe(TASKS.ode, 'en').latex).not.toContain('\\cdot');
  });
  it('writes function names of an equation with primes in roman (\\exp, not italic e·x·p)', () => {
    const ode: Task = { kind: 'ode', equation: "y' + 2*y - exp(x) + sin(x) = 0", unknown: 'y', variable: 'x', order: 1, conditions: [] };
    const latex = describe(ode, 'fr').latex;
    expect(latex).toContain('\\exp(x)');
    expect(latex).toContain('\\sin(x)');
    expect(latex).not.toMatch(/[^\\]exp/);
  });
  it('typesets a derivative in Leibniz notation as one fraction, never d^2x over d times t^2', () => {
    const ode = (equation: string, order: number): Task => ({ kind: 'ode', equation, unknown: 'x', variable: 't', order, conditions: [] });
    for (const locale of ['en', 'fr'] as const) {
      expect(describe(ode('d^2x/dt^2 + 9*x = 0', 2), locale).latex).toContain('\\frac{d^{2}x}{dt^{2}} + 9x = 0');
      expect(describe(ode('t*d^2x/dt^2 + dx/dt = 0', 2), locale).latex).toContain('\\frac{d^{2}x}{dt^{2}} + \\frac{dx}{dt} = 0');
      expect(describe(ode('dx/dt + 2*x = 0', 1), locale).latex).not.toContain('/');
      expect(describe(ode('dx/dt - t*sqrt(x) = 0', 1), locale).latex).toContain('\\frac{dx}{dt} - t \\cdot \\sqrt{x} = 0');
    }
  });
});
