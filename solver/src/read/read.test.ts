import { describe, expect, it } from 'vitest';
import { normalize } from '../parse/normalize';
import { solve } from '../solve';
import type { Task } from '../task/task';
import { readTask } from './index';

const read = (input: string): Task | null => readTask(normalize(input)).task;

/** Each phrasing must read as a task with (at least) these fields. */
function reads(cases: [string, Partial<Task> & Record<string, unknown>][]): void {
  for (const [input, expected] of cases) {
    it(input, () => {
      expect(read(input)).toMatchObject(expected);
    });
  }
}

const real = { kind: 'real' } as const;

describe('readTask: command words (EN, FR)', () => {
  reads([
    ['what is 2 + 3?', { kind: 'evaluate', expr: '2 + 3' }],
    ['compute 2^10', { kind: 'evaluate', expr: '2^10' }],
    ['calculer 3/4 + 1/4', { kind: 'evaluate', expr: '3/4 + 1/4' }],
    ['find the roots of x^2 - 4', { kind: 'solve', relations: [{ lhs: 'x^2 - 4', op: '=', rhs: '0' }], unknowns: ['x'], domain: real }],
    ['déterminer les solutions de x^2 = 9', { kind: 'solve', relations: [{ lhs: 'x^2', op: '=', rhs: '9' }], unknowns: ['x'] }],
    ['déterminer x tel que 2x + 1 = 5', { kind: 'solve', relations: [{ lhs: '2*x + 1', op: '=', rhs: '5' }], unknowns: ['x'] }],
    ['x^2 - 4 = 0', { kind: 'solve', relations: [{ lhs: 'x^2 - 4', op: '=', rhs: '0' }], unknowns: ['x'] }],
    ['simplify (x^2-1)/(x-1)', { kind: 'transform', op: 'simplify', expr: '(x^2 - 1)/(x - 1)' }],
    ['factoriser x^2 - 1', { kind: 'transform', op: 'factor', expr: 'x^2 - 1' }],
    // a bracket after a power is the function's argument, not a variable named at the end
    ['simplify sin^2(x) + cos^2(x)', { kind: 'transform', op: 'simplify', expr: 'sin(x)^2 + cos(x)^2' }],
    ['simplify csc^2(x) - cot^2(x)', { kind: 'transform', op: 'simplify', expr: 'csc(x)^2 - cot(x)^2' }],
    ['développer (x+2)^2', { kind: 'transform', op: 'expand', expr: '(x + 2)^2' }],
    ['expand (a+b)^3', { kind: 'transform', op: 'expand', expr: '(a + b)^3' }],
  ]);
  it('2^10 = ?', () => {
    expect(read('2^10 = ?')).toMatchObject({ kind: 'evaluate', expr: '2^10' });
    expect(read('3*4 = ?')).toMatchObject({ kind: 'evaluate', expr: '3*4' });
  });
});

describe('readTask: the unknown', () => {
  reads([
    ['solve for y: 2x + 3y = 6', { kind: 'solve', unknowns: ['y'], relations: [{ lhs: '2*x + 3*y', op: '=', rhs: '6' }] }],
    ['solve 2x + 3y = 6 for y', { kind: 'solve', unknowns: ['y'] }],
    ["résoudre 2x + 3y = 6 d'inconnue y", { kind: 'solve', unknowns: ['y'] }],
    ['solve the system x + y = 3, x - y = 1', { kind: 'solve', unknowns: ['x', 'y'], relations: [{ lhs: 'x + y', op: '=', rhs: '3' }, { lhs: 'x - y', op: '=', rhs: '1' }] }],
    ['résoudre le système 2x + y = 1 et x - y = 2', { kind: 'solve', unknowns: ['x', 'y'], relations: [{ lhs: '2*x + y', op: '=', rhs: '1' }, { lhs: 'x - y', op: '=', rhs: '2' }] }],
  ]);
});

describe('readTask: domains', () => {
  reads([
    ['solve z^2 + 1 = 0 in C', { kind: 'solve', unknowns: ['z'], domain: { kind: 'complex' } }],
    ['résoudre z^2 + 1 = 0 dans ℂ', { kind: 'solve', unknowns: ['z'], domain: { kind: 'complex' } }],
    ['résoudre dans ℂ : z^3 = 1', { kind: 'solve', relations: [{ lhs: 'z^3', op: '=', rhs: '1' }], domain: { kind: 'complex' } }],
    ['solve cos(x) = 0 on [0, 2π)', { kind: 'solve', domain: { kind: 'interval', lo: '0', hi: '2*pi', loClosed: true, hiClosed: false } }],
    ['solve sin(x) = 0 on [0, 2pi)', { kind: 'solve', domain: { kind: 'interval', lo: '0', hi: '2*pi', loClosed: true, hiClosed: false } }],
    ['résoudre sin(x) = 0 sur [0 ; 2π[', { kind: 'solve', domain: { kind: 'interval', lo: '0', hi: '2*pi', loClosed: true, hiClosed: false } }],
    ['résoudre sin(x) = 0 sur ]0 ; π]', { kind: 'solve', domain: { kind: 'interval', lo: '0', hi: 'pi', loClosed: false, hiClosed: true } }],
    ['solve x^2 - 4 = 0', { kind: 'solve', domain: real }],
  ]);
  it('solve sin(x) = 0 for x in (0, pi]', () => {
    expect(read('solve sin(x) = 0 for x in (0, pi]')).toMatchObject({ kind: 'solve', domain: { kind: 'interval', lo: '0', hi: 'pi', loClosed: false, hiClosed: true } });
  });
});

describe('readTask: inequalities', () => {
  reads([
    ['x^2 < 4', { kind: 'solve', relations: [{ lhs: 'x^2', op: '<', rhs: '4' }], unknowns: ['x'], domain: real }],
    ['résoudre x^2 - 1 >= 0', { kind: 'solve', relations: [{ lhs: 'x^2 - 1', op: '>=', rhs: '0' }] }],
    ['solve |x| <= 3', { kind: 'solve', relations: [{ lhs: 'Abs(x)', op: '<=', rhs: '3' }] }],
  ]);
});

describe('readTask: LaTeX and Unicode', () => {
  reads([
    ['\\frac{d}{dx} \\sin(x^2)', { kind: 'differentiate', expr: 'sin(x^2)', variable: 'x', order: 1 }],
    ['\\int_0^1 x^2 \\, dx', { kind: 'integrate', integrand: 'x^2', variable: 'x', bounds: { lo: '0', hi: '1' } }],
    ['∫₀¹ x² dx', { kind: 'integrate', integrand: 'x^2', variable: 'x', bounds: { lo: '0', hi: '1' } }],
    ['√(x+1) = 3', { kind: 'solve', relations: [{ lhs: 'sqrt(x + 1)', op: '=', rhs: '3' }] }],
    ['x² − 5x + 6 = 0', { kind: 'solve', relations: [{ lhs: 'x^2 - 5*x + 6', op: '=', rhs: '0' }] }],
    ['lim_{x \\to 0^+} \\frac{1}{x}', { kind: 'limit', expr: '1/x', variable: 'x', point: '0', side: 'right' }],
    ['\\sum_{k=1}^{10} k^2', { kind: 'sum', summand: 'k^2', index: 'k', lo: '1', hi: '10' }],
    ['∑_{n=0}^{∞} 1/2^n', { kind: 'sum', summand: '1/2^n', index: 'n', lo: '0', hi: 'oo' }],
  ]);
});

describe('readTask: derivatives (variable, order, point)', () => {
  reads([
    ['find the derivative of y^2*x with respect to y', { kind: 'differentiate', expr: 'y^2*x', variable: 'y', order: 1 }],
    ['∂/∂y of x^2*y^3', { kind: 'differentiate', expr: 'x^2*y^3', variable: 'y', partial: true }],
    ['f(x,y)=x^2 y, find ∂f/∂x', { kind: 'differentiate', expr: 'x^2*y', variable: 'x', partial: true, name: 'f' }],
    ['∂²f/∂x² for f = x^3*y', { kind: 'differentiate', expr: 'x^3*y', variable: 'x', order: 2, partial: true }],
    ['d/dx x^3 at x = 2', { kind: 'differentiate', expr: 'x^3', variable: 'x', order: 1, at: '2' }],
    ['find the derivative of x^2 + 3x at x = 1', { kind: 'differentiate', expr: 'x^2 + 3*x', at: '1' }],
    ["find f''(x) for f(x) = sin(x)", { kind: 'differentiate', expr: 'sin(x)', order: 2, name: 'f' }],
    ["f'(2) for f(x) = x^3", { kind: 'differentiate', expr: 'x^3', order: 1, at: '2' }],
    ['third derivative of x^5', { kind: 'differentiate', expr: 'x^5', order: 3 }],
    ['second derivative of x^4', { kind: 'differentiate', expr: 'x^4', order: 2 }],
    ['dériver x^3 par rapport à x', { kind: 'differentiate', expr: 'x^3', variable: 'x', order: 1 }],
    ['dérivée de f(x) = x^2 en x = 3', { kind: 'differentiate', expr: 'x^2', at: '3' }],
    ['dérivée seconde de x^3 - 2x', { kind: 'differentiate', order: 2 }],
    ['d/dt (t^3 + 2t)', { kind: 'differentiate', variable: 't' }],
    ['find dy/dx if x^2 + y^2 = 25', { kind: 'differentiate', expr: 'x^2 + y^2 - 25', variable: 'x', order: 1, implicit: true }],
    ['d^2y/dx^2 if x^2 + y^2 = 25', { kind: 'differentiate', variable: 'x', order: 2, implicit: true }],
  ]);
  it('d²y/dx² for x^2+y^2=25 implicitly', () => {
    expect(read('d²y/dx² for x^2+y^2=25 implicitly')).toMatchObject({ kind: 'differentiate', order: 2, implicit: true });
  });
  it('x^2+y^2=25 find dy/dx', () => {
    expect(read('x^2+y^2=25 find dy/dx')).toMatchObject({ kind: 'differentiate', order: 1, implicit: true });
  });
});

describe('readTask: Taylor series (order and point)', () => {
  const sin5 = { kind: 'series', expr: 'sin(x)', variable: 'x', point: '0', order: 5 } as const;
  reads([
    ['Taylor series of sin(x) to order 5', sin5],
    ['Taylor series of sin(x) up to x^5', sin5],
    ['Taylor series of sin(x) through x^5', sin5],
    ["développement limité de sin(x) à l'ordre 5 en 0", sin5],
    ['DL_3 de e^x en 0', { kind: 'series', expr: 'e^x', point: '0', order: 3 }],
    ["DL à l'ordre 3 de e^x en 0", { kind: 'series', expr: 'e^x', point: '0', order: 3 }],
    ['Taylor series of e^x at x = 1 to order 3', { kind: 'series', point: '1', order: 3 }],
    ['Taylor series of e^x about 2 to order 3', { kind: 'series', point: '2', order: 3 }],
    ["développement limité de e^x en 1 à l'ordre 2", { kind: 'series', point: '1', order: 2 }],
    ["développement limité de ln(1+x) au voisinage de 0 à l'ordre 3", { kind: 'series', expr: 'ln(1 + x)', point: '0', order: 3 }],
    ['Maclaurin series of cos(x) through x^4', { kind: 'series', expr: 'cos(x)', point: '0', order: 4 }],
    ['T_3(x) for ln x at x = 1', { kind: 'series', expr: 'ln(x)', point: '1', order: 3 }],
    ['Find T_4(x) for cos x at a = 0', { kind: 'series', expr: 'cos(x)', point: '0', order: 4 }],
  ]);
  it("développement de sin(x) à l'ordre 5", () => {
    expect(read("développement de sin(x) à l'ordre 5")).toMatchObject(sin5);
  });
  it('sin(x) = x - x^3/6 + o(x^5) is refused, naming the o(…) part', () => {
    const r = readTask(normalize('sin(x) = x - x^3/6 + o(x^5)'));
    expect(r.task).toBeNull();
    expect(r.refusal?.text.en).toContain('o(x^5)');
  });
  reads([
    ['first 3 terms of the Taylor series of e^x', { kind: 'series', expr: 'e^x', point: '0', terms: 3 }],
    ['first three nonzero terms of the Maclaurin series of sin(x)', { kind: 'series', expr: 'sin(x)', point: '0', terms: 3 }],
    ['les 3 premiers termes non nuls du développement en série de Taylor de e^x', { kind: 'series', expr: 'e^x', terms: 3 }],
  ]);
  for (const input of ['the 3 terms of the Taylor series of e^x', 'Taylor series of e^x with 3 terms']) {
    it(`refuses a count of terms it cannot place: ${input}`, () => {
      expect(read(input)).toBeNull();
      const s = solve(input);
      expect(s.answer).toBeNull();
      expect(s.error).toBeDefined();
    });
  }
});

describe('readTask: limits', () => {
  reads([
    ['lim x->0+ 1/x', { kind: 'limit', expr: '1/x', variable: 'x', point: '0', side: 'right', sequence: false }],
    ['lim x->0- 1/x', { kind: 'limit', point: '0', side: 'left' }],
    ['lim_{x→0^-} |x|/x', { kind: 'limit', expr: 'Abs(x)/x', side: 'left' }],
    ['limit as x approaches 0 from the right of ln(x)', { kind: 'limit', expr: 'ln(x)', side: 'right' }],
    ['limit as x approaches 1 from the left of 1/(x-1)', { kind: 'limit', point: '1', side: 'left' }],
    ['limite à droite en 0 de 1/x', { kind: 'limit', point: '0', side: 'right' }],
    ['limite de ln(x) quand x tend vers 0+', { kind: 'limit', point: '0', side: 'right' }],
    ['lim x->0 sin(x)/x', { kind: 'limit', expr: 'sin(x)/x', point: '0', side: 'both' }],
    ['limite de (2x+1)/(x-3) en +∞', { kind: 'limit', point: 'oo', side: 'both' }],
    ['lim_{x->-oo} e^x', { kind: 'limit', point: '-oo' }],
    ['lim_{n→∞} 1/n', { kind: 'limit', variable: 'n', point: 'oo', sequence: true }],
    ['limit of (1+1/n)^n as n -> infinity', { kind: 'limit', expr: '(1 + 1/n)^n', point: 'oo', sequence: true }],
  ]);
  it('limite de 1/x quand x tend vers 0 par valeurs négatives', () => {
    expect(read('limite de 1/x quand x tend vers 0 par valeurs négatives')).toMatchObject({ kind: 'limit', point: '0', side: 'left' });
  });
  it('limite de la suite u_n = 1/n', () => {
    expect(read('limite de la suite u_n = 1/n')).toMatchObject({ kind: 'limit', expr: '1/n', point: 'oo', sequence: true });
  });
});

describe('readTask: sums', () => {
  reads([
    ['sum_{k=1}^{n} k', { kind: 'sum', summand: 'k', index: 'k', lo: '1', hi: 'n' }],
    ['sum k=1 to n of k^2', { kind: 'sum', summand: 'k^2', index: 'k', lo: '1', hi: 'n' }],
    ['somme de k pour k allant de 1 à n', { kind: 'sum', summand: 'k', index: 'k', lo: '1', hi: 'n' }],
    ['somme de k pour k allant de 1 à 10', { kind: 'sum', hi: '10' }],
    ['sum of 1/n^2 from n=1 to infinity', { kind: 'sum', summand: '1/n^2', index: 'n', lo: '1', hi: 'oo' }],
    ['sum_{n=1}^{oo} 1/n^2', { kind: 'sum', hi: 'oo' }],
  ]);
});

describe('readTask: integrals', () => {
  reads([
    ['integrate x e^x dx', { kind: 'integrate', integrand: 'x*e^x', variable: 'x' }],
    ['integrate t^2 dt', { kind: 'integrate', variable: 't' }],
    ['intégrale de 0 à 1 de x^2', { kind: 'integrate', integrand: 'x^2', bounds: { lo: '0', hi: '1' } }],
    ['calculer la primitive de cos(x)', { kind: 'integrate', integrand: 'cos(x)', variable: 'x' }],
    ['integral from 0 to pi of sin(x) dx', { kind: 'integrate', integrand: 'sin(x)', bounds: { lo: '0', hi: 'pi' } }],
    ['∫_1^oo 1/x^2 dx', { kind: 'integrate', bounds: { lo: '1', hi: 'oo' } }],
  ]);
  it('an indefinite integral has no bounds', () => {
    expect(read('find the antiderivative of 1/x')).not.toHaveProperty('bounds');
  });
  it('integral_0^1 1/x^2 dx', () => {
    expect(read('integral_0^1 1/x^2 dx')).toMatchObject({ kind: 'integrate', integrand: '1/x^2', bounds: { lo: '0', hi: '1' } });
  });
});

describe('readTask: differential equations and conditions', () => {
  reads([
    ["y'' + y = 0, y(0) = 1, y'(0) = 0", { kind: 'ode', equation: "y'' + y = 0", unknown: 'y', variable: 'x', order: 2, conditions: [{ derivative: 0, at: '0', value: '1' }, { derivative: 1, at: '0', value: '0' }] }],
    ["résoudre y' = 2y avec y(0) = 3", { kind: 'ode', order: 1, conditions: [{ derivative: 0, at: '0', value: '3' }] }],
    ['solve dy/dx = 3y, y(0) = 2', { kind: 'ode', order: 1, conditions: [{ derivative: 0, at: '0', value: '2' }] }],
    ["y'(0) = 1, y'' = -y, y(0) = 0", { kind: 'ode', order: 2, conditions: [{ derivative: 1, at: '0', value: '1' }, { derivative: 0, at: '0', value: '0' }] }],
    ["solve the differential equation y'' - y = 0", { kind: 'ode', order: 2, conditions: [] }],
    ["y' + y = x", { kind: 'ode', order: 1, conditions: [] }],
  ]);
});

describe('readTask: claims', () => {
  reads([
    ['true or false: (x+1)^2 = x^2 + 1', { kind: 'claim', relation: { lhs: '(x + 1)^2', op: '=', rhs: 'x^2 + 1' } }],
    ['vrai ou faux : cos(x)^2 = 1 - sin(x)^2', { kind: 'claim', relation: { lhs: 'cos(x)^2', op: '=', rhs: '1 - sin(x)^2' } }],
    ['prove that sin(2x) = 2 sin(x) cos(x)', { kind: 'claim', relation: { lhs: 'sin(2*x)', op: '=', rhs: '2*sin(x)*cos(x)' } }],
    ['montrer que (x-2)^2 = x^2 - 4x + 4', { kind: 'claim' }],
  ]);
  it('is (x+1)^2 = x^2+2x+1 true?', () => {
    expect(read('is (x+1)^2 = x^2+2x+1 true?')).toMatchObject({ kind: 'claim' });
  });
});

describe('readTask: a value given for a function is not its definition', () => {
  it('"dN/dt when N = 400" is not the derivative of the number 400', () => {
    const t = readTask(normalize('What is dN/dt when N = 400?')).task;
    expect(t?.kind === 'differentiate' && t.expr === '400').toBe(false);
  });
  it('"f(x) = 5, f\'(x) = ?" still differentiates the constant function', () => {
    expect(readTask(normalize("f(x) = 5, f'(x) = ?")).task).toMatchObject({ kind: 'differentiate', expr: '5' });
  });
});
