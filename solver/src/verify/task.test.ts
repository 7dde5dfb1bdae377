import { describe, expect, it } from 'vitest';
import type { Task, TaskOf } from '../task/task';
import { answerIsDefined, verifyTask } from './task';

/** Builders for the tasks checked below (the fields the reader fills). */
const solveTask = (lhs: string, op: TaskOf<'solve'>['relations'][number]['op'], rhs: string, x = 'x', domain: TaskOf<'solve'>['domain'] = { kind: 'real' }): Task => ({
  kind: 'solve',
  relations: [{ lhs, op, rhs }],
  unknowns: [x],
  domain,
});
const derivative = (expr: string, variable: string, extra: Partial<TaskOf<'differentiate'>> = {}): Task => ({
  kind: 'differentiate',
  expr,
  variable,
  order: 1,
  partial: false,
  implicit: false,
  ...extra,
});
const series = (expr: string, point: string, order: number, variable = 'x'): Task => ({ kind: 'series', expr, variable, point, order });
const limit = (expr: string, point: string, side: TaskOf<'limit'>['side'] = 'both', variable = 'x', sequence = false): Task => ({ kind: 'limit', expr, variable, point, side, sequence });
const ode = (equation: string, order: number, conditions: TaskOf<'ode'>['conditions'] = []): Task => ({ kind: 'ode', equation, unknown: 'y', variable: 'x', order, conditions });

const accepts = (task: Task, kind: string, value: string): void => {
  expect(verifyTask(task, { kind, value }), `${kind} ${value} should verify`).toBe(true);
};
const rejects = (task: Task, kind: string, ...values: string[]): void => {
  for (const value of values) expect(verifyTask(task, { kind, value }), `${kind} ${value} should not verify`).toBe(false);
};

describe('verifyTask: solve (one equation)', () => {
  const quadratic = solveTask('x^2 - 5*x + 6', '=', '0');
  it('accepts every root, in any order', () => {
    accepts(quadratic, 'solutions', '[2, 3]');
    accepts(quadratic, 'solutions', '[3, 2]');
  });
  it('rejects a missing root, an extra root, a sign error', () => {
    rejects(quadratic, 'solutions', '[2]', '[2, 3, 4]', '[-2, 3]', '[-2, -3]', '[]');
  });
  it('rejects an undefined value among the roots, and another kind of answer', () => {
    rejects(quadratic, 'solutions', '[2, 3, tan(pi/2)]', '[2, 1/0]', '[2, limit(3 + x, x, 0)]');
    rejects(quadratic, 'interval', '[2, 3]');
  });
  it('accepts [] when there is no real root, and rejects it when there are roots', () => {
    accepts(solveTask('x^2 + 1', '=', '0'), 'solutions', '[]');
    rejects(quadratic, 'solutions', '[]');
  });
  it('general solutions of a trigonometric equation: every family, none missing', () => {
    const t = solveTask('sin(x)', '=', '1/2');
    accepts(t, 'solutions', '[2*k*pi + pi/6, 2*k*pi + 5*pi/6]');
    rejects(t, 'solutions', '[2*k*pi + pi/6]', '[2*k*pi + pi/6, 2*k*pi - pi/6]', '[2*k*pi + pi/6, 2*k*pi + 5*pi/6, 2*k*pi + 1]');
  });
  it('in ℂ: the complex roots are required; in ℝ they are not roots', () => {
    const c = solveTask('z^4', '=', '16', 'z', { kind: 'complex' });
    accepts(c, 'solutions', '[-2, -2*i, 2*i, 2]');
    rejects(c, 'solutions', '[-2, 2]', '[-2, -2*i, 2]', '[-2, -2*i, 2*i, 2, 3*i]', '[-2, 2*i, 2*i, 2]');
    const r = solveTask('z^4', '=', '16', 'z');
    accepts(r, 'solutions', '[-2, 2]');
    rejects(r, 'solutions', '[-2, -2*i, 2*i, 2]');
  });
  it('on an interval: only the roots inside, with the brackets as asked', () => {
    const t = solveTask('sin(x)', '=', '0', 'x', { kind: 'interval', lo: '0', hi: '2*pi', loClosed: true, hiClosed: false });
    accepts(t, 'solutions', '[0, pi]');
    rejects(t, 'solutions', '[0, pi, 2*pi]', '[-pi, 0, pi]', '[0]');
  });
  it('on an interval: a family in k is not the list asked', () => {
    const t = solveTask('sin(x)', '=', '0', 'x', { kind: 'interval', lo: '0', hi: '2*pi', loClosed: true, hiClosed: false });
    rejects(t, 'solutions', '[k*pi]');
  });
  it('on an interval: a root at a closed end may not be left out', () => {
    const t = solveTask('sin(x)', '=', '0', 'x', { kind: 'interval', lo: '0', hi: '2*pi', loClosed: true, hiClosed: false });
    rejects(t, 'solutions', '[pi]');
  });
});

describe('verifyTask: solve (inequalities)', () => {
  const outside = solveTask('x^2 - 1', '>=', '0');
  it('accepts the solution set', () => {
    accepts(outside, 'interval', '(-oo, -1] U [1, oo)');
    accepts(solveTask('2*x + 1', '<', '5'), 'interval', '(-oo, 2)');
    accepts(solveTask('x^2 + 1', '<', '0'), 'interval', 'EmptySet');
  });
  it('rejects a wrong bracket, a wrong endpoint, a missing piece, a sign error', () => {
    rejects(outside, 'interval', '(-oo, -1) U (1, oo)', '(-oo, -1] U (1, oo)', '(-oo, -2] U [1, oo)', '[1, oo)', '[-1, 1]', '(-oo, oo)', 'EmptySet');
    rejects(solveTask('2*x + 1', '<', '5'), 'interval', '(-oo, 2]', '(2, oo)', '(-oo, -2)');
  });
  it('rejects an undefined bound and a list of roots', () => {
    rejects(outside, 'interval', '(-oo, -1] U [1, tan(pi/2))', '(-oo, -1] U [1/0, oo)');
    rejects(outside, 'solutions', '[-1, 1]');
  });
  it('accepts a bounded open interval', () => {
    accepts(solveTask('x^2', '<', '4'), 'interval', '(-2, 2)');
  });
  it('rejects a closed interval for a strict inequality', () => {
    rejects(solveTask('x^2', '<', '4'), 'interval', '[-2, 2]', '(-2, 2]', '(-3, 3)');
  });
  it('rejects a set that covers a gap through an undefined bound', () => {
    rejects(solveTask('x^2 - 5*x + 6', '>=', '0'), 'interval', '(-oo, tan(pi/2)] U [3, oo)', '(-oo, 1/0] U [3, oo)');
  });
  it('rejects a set that covers a gap through a huge bound', () => {
    rejects(solveTask('x^2 - 5*x + 6', '>=', '0'), 'interval', '(-oo, 1e16] U [3, oo)');
  });
});

describe('verifyTask: solve (systems)', () => {
  const t: Task = {
    kind: 'solve',
    relations: [
      { lhs: '2*x + y', op: '=', rhs: '5' },
      { lhs: 'x - y', op: '=', rhs: '1' },
    ],
    unknowns: ['x', 'y'],
    domain: { kind: 'real' },
  };
  it('accepts the solution and rejects swapped values, a sign error, a missing unknown, none', () => {
    accepts(t, 'solutions', '[{x: 2, y: 1}]');
    rejects(t, 'solutions', '[{x: 1, y: 2}]', '[{x: 2, y: -1}]', '[{x: 2}]', '[]', '[{x: 2, y: 1}, {x: 3, y: 1}]', '[{x: 2, y: tan(pi/2)}]');
  });
});

describe('verifyTask: solve (systems with free unknowns)', () => {
  const t: Task = {
    kind: 'solve',
    relations: [
      { lhs: 'x + y - z', op: '=', rhs: '1' },
      { lhs: '2*x + 2*y - 2*z', op: '=', rhs: '2' },
    ],
    unknowns: ['x', 'y', 'z'],
    domain: { kind: 'real' },
  };
  it('accepts the family in the free unknowns when there are n − rank of them', () => {
    accepts(t, 'solutions', '[{x: 1 - y + z}]');
  });
  it('rejects a wrong family, too few free unknowns, or a family of a system of higher rank', () => {
    rejects(t, 'solutions', '[{x: 1 + y + z}]', '[{x: 1 - y + z, y: 0}]', '[{x: 1 - y + z}, {x: 2}]');
    const full: Task = { ...t, relations: [...t.relations.slice(0, 1), { lhs: 'x - y', op: '=', rhs: '0' }] };
    rejects(full, 'solutions', '[{x: 1 - y + z, y: 0}]', '[{x: 1 - y + z}]');
  });
});

describe('verifyTask: transform and evaluate', () => {
  it('factor: the same polynomial as a product', () => {
    const t: Task = { kind: 'transform', op: 'factor', expr: 'x^2 - 1' };
    accepts(t, 'expr', '(x - 1)*(x + 1)');
    rejects(t, 'expr', '(x - 1)*(x - 1)', '(x + 1)^2', '-(x - 1)*(x + 1)', '2*(x - 1)*(x + 1)', '(x - 1)*(x + 1) + tan(pi/2)');
  });
  it('expand: a sign error in one term', () => {
    const t: Task = { kind: 'transform', op: 'expand', expr: '(x + 1)^2' };
    accepts(t, 'expr', 'x^2 + 2*x + 1');
    rejects(t, 'expr', 'x^2 - 2*x + 1', 'x^2 + 1', 'x^2 + 2*x + 1 + 1/0');
  });
  it('evaluate: the value, not its opposite, not undefined', () => {
    const t: Task = { kind: 'evaluate', expr: '2/3 + 5/6' };
    accepts(t, 'expr', '3/2');
    rejects(t, 'expr', '-3/2', '3', '3/2 + tan(pi/2)', 'limit(3/2 + x, x, 0)');
    rejects(t, 'solutions', '[3/2]');
  });
});

describe('verifyTask: differentiate', () => {
  it('a partial derivative in the variable asked, not another', () => {
    const t = derivative('x^2*y^3', 'y', { partial: true });
    accepts(t, 'expr', '3*x^2*y^2');
    rejects(t, 'expr', '2*x*y^3', '-3*x^2*y^2', '6*x^2*y^2', '3*x^2*y^2 + tan(pi/2)');
  });
  it('the order asked', () => {
    const t = derivative('x^4', 'x', { order: 2 });
    accepts(t, 'expr', '12*x^2');
    rejects(t, 'expr', '4*x^3', '24*x', '-12*x^2');
  });
  it('the value at the point asked', () => {
    const t = derivative('x^2 + 3*x', 'x', { at: '1' });
    accepts(t, 'expr', '5');
    rejects(t, 'expr', '2*x + 3', '7', '4', '-5', '5 + 1/0');
  });
  it('in t: an answer in x is an answer to another question', () => {
    const t = derivative('t^3 + 2*t', 't');
    accepts(t, 'expr', '3*t^2 + 2');
    rejects(t, 'expr', '3*x^2 + 2', '0', '3*t^2 - 2');
  });
  it('implicit, order 1 and order 2 (order 2 answered with order 1 does not pass)', () => {
    const first = derivative('x^2 + y^2 - 25', 'x', { implicit: true, name: 'y' });
    accepts(first, 'expr', '-x/y');
    rejects(first, 'expr', 'x/y', '-y/x', '-2*x/y');
    const second = derivative('x^2 + y^2 - 25', 'x', { implicit: true, order: 2, name: 'y' });
    accepts(second, 'expr', '-25/y^3');
    accepts(second, 'expr', '-1/y - x^2/y^3');
    rejects(second, 'expr', '-x/y', '25/y^3', '-1/y');
  });
});

describe('verifyTask: integrate', () => {
  it('an antiderivative (the constant does not matter), not the derivative nor another variable', () => {
    const t: Task = { kind: 'integrate', integrand: 'x^2', variable: 'x' };
    accepts(t, 'antiderivative', 'x^3/3 + C');
    accepts(t, 'antiderivative', 'x^3/3 + 7 + C');
    rejects(t, 'antiderivative', '2*x + C', '-x^3/3 + C', 'x^3 + C', 't^3/3 + C', 'x^3/3 + tan(pi/2) + C', 'integrate(x^2, x) + C');
    rejects(t, 'expr', 'x^3/3');
  });
  it('a definite integral: its value', () => {
    const t: Task = { kind: 'integrate', integrand: 'x^2', variable: 'x', bounds: { lo: '0', hi: '1' } };
    accepts(t, 'expr', '1/3');
    rejects(t, 'expr', '-1/3', '2/3', '1', '1/3 + 1/0');
  });
  it('a divergent integral answered with a finite value does not pass', () => {
    rejects({ kind: 'integrate', integrand: '1/x^2', variable: 'x', bounds: { lo: '0', hi: '1' } }, 'expr', '1', '-1', '0');
    rejects({ kind: 'integrate', integrand: '1/x^2', variable: 'x', bounds: { lo: '-1', hi: '1' } }, 'expr', '-2', '2');
  });
});

describe('verifyTask: limit', () => {
  it('a finite limit, not another value, not unevaluated', () => {
    const t = limit('sin(x)/x', '0');
    accepts(t, 'expr', '1');
    rejects(t, 'expr', '0', '-1', 'oo', 'DNE', 'limit(sin(x)/x, x, 0)', 'tan(pi/2)');
  });
  it('one-sided limits: the side asked', () => {
    accepts(limit('1/x', '0', 'right'), 'expr', 'oo');
    rejects(limit('1/x', '0', 'right'), 'expr', '-oo', '0');
    accepts(limit('1/x', '0', 'left'), 'expr', '-oo');
    rejects(limit('1/x', '0', 'left'), 'expr', 'oo');
    rejects(limit('1/x', '0'), 'expr', 'oo', '-oo');
  });
  it('at infinity and for a sequence', () => {
    accepts(limit('(3*x^2 + 1)/(x^2 - 2)', 'oo'), 'expr', '3');
    rejects(limit('(3*x^2 + 1)/(x^2 - 2)', 'oo'), 'expr', '-3', '1/2');
    const seq = limit('(1 + 1/n)^n', 'oo', 'both', 'n', true);
    accepts(seq, 'expr', 'e');
    rejects(seq, 'expr', '1', 'oo');
  });
  it('DNE where the limit does not exist, and only there', () => {
    accepts(limit('1/x', '0'), 'expr', 'DNE');
    accepts(limit('sin(x)', 'oo'), 'expr', 'DNE');
    accepts(limit('Abs(x)/x', '0'), 'expr', 'DNE');
    rejects(limit('Abs(x)/x', '0'), 'expr', '1', '-1');
    rejects(limit('sin(x)/x', '0'), 'expr', 'DNE');
    rejects(limit('1/x', 'oo'), 'expr', 'DNE');
  });
  it('DNE is no answer where the limit is an infinity', () => {
    rejects(limit('1/x', '0', 'right'), 'expr', 'DNE');
    rejects(limit('x^2', 'oo'), 'expr', 'DNE');
    rejects(limit('1/x^2', '0'), 'expr', 'DNE');
  });
});

describe('verifyTask: series', () => {
  const sin5 = series('sin(x)', '0', 5);
  it('the Taylor polynomial to the order asked', () => {
    accepts(sin5, 'expr', 'x - x^3/6 + x^5/120');
    accepts(sin5, 'expr', '(1/120)*x^5 + (-1/6)*x^3 + x');
  });
  it('rejects a truncated order, a higher degree, a sign error, another variable', () => {
    rejects(sin5, 'expr', 'x - x^3/6', 'x - x^3/6 + x^5/120 - x^7/5040', 'x + x^3/6 + x^5/120', 't - t^3/6 + t^5/120', 'x - x^3/6 + x^5/120 + tan(pi/2)');
  });
  it('rejects a polynomial about another point', () => {
    const t = series('exp(x)', '1', 2);
    accepts(t, 'expr', 'e*(1 + (x - 1) + (x - 1)^2/2)');
    rejects(t, 'expr', '1 + x + x^2/2', 'e*(1 + x + x^2/2)', 'e*(1 + (x - 2) + (x - 2)^2/2)');
  });
});

describe('verifyTask: sum', () => {
  it('a closed form in n', () => {
    const t: Task = { kind: 'sum', summand: 'k^2', index: 'k', lo: '1', hi: 'n' };
    accepts(t, 'expr', 'n*(n + 1)*(2*n + 1)/6');
    rejects(t, 'expr', 'n*(n + 1)/2', '(n - 1)*n*(2*n - 1)/6', '-n*(n + 1)*(2*n + 1)/6', 'sum(k^2, k, 1, n)');
  });
  it('a finite and an infinite sum', () => {
    accepts({ kind: 'sum', summand: 'k', index: 'k', lo: '1', hi: '10' }, 'expr', '55');
    rejects({ kind: 'sum', summand: 'k', index: 'k', lo: '1', hi: '10' }, 'expr', '45', '-55', '110');
    const basel: Task = { kind: 'sum', summand: '1/n^2', index: 'n', lo: '1', hi: 'oo' };
    accepts(basel, 'expr', 'pi^2/6');
    rejects(basel, 'expr', 'pi^2/3', 'oo', '1', 'pi^2/6 + tan(pi/2)');
  });
});

describe('verifyTask: ode', () => {
  const general = ode("y'' - 3*y' + 2*y = 0", 2);
  it('a general solution keeps one constant per order', () => {
    accepts(general, 'ode', 'y = C1*exp(x) + C2*exp(2*x)');
    rejects(general, 'ode', 'y = C1*exp(x)', 'y = C1*exp(x) + C1*exp(2*x)', 'y = C1*exp(x) + C2*exp(3*x)', 'y = C1*exp(-x) + C2*exp(-2*x)');
  });
  it('a particular solution meets every condition', () => {
    const t = ode("y'' - 3*y' + 2*y = 0", 2, [
      { derivative: 0, at: '0', value: '1' },
      { derivative: 1, at: '0', value: '0' },
    ]);
    accepts(t, 'ode', 'y = 2*exp(x) - exp(2*x)');
    rejects(t, 'ode', 'y = exp(x)', 'y = 2*exp(x) + exp(2*x)', 'y = -2*exp(x) + exp(2*x)', 'y = C1*exp(x) + C2*exp(2*x)', 'z = 2*exp(x) - exp(2*x)', 'y = 2*exp(x) - exp(2*x) + tan(pi/2)');
  });
  it('first order, with a condition', () => {
    const t = ode("y' - 3*y = 0", 1, [{ derivative: 0, at: '0', value: '2' }]);
    accepts(t, 'ode', 'y = 2*exp(3*x)');
    rejects(t, 'ode', 'y = 3*exp(2*x)', 'y = exp(3*x)', 'y = 2*exp(3*t)', 'y = 2*exp(-3*x)');
  });
  it('rejects a stray letter taken for a constant', () => {
    rejects(ode("y'' = 0", 2), 'ode', 'y = C2*t + C1');
  });
});

describe('verifyTask: claim', () => {
  it('True for an identity, False for a false one', () => {
    const identity: Task = { kind: 'claim', relation: { lhs: '(x + 1)^2', op: '=', rhs: 'x^2 + 2*x + 1' } };
    accepts(identity, 'bool', 'True');
    rejects(identity, 'bool', 'False');
    const wrong: Task = { kind: 'claim', relation: { lhs: '(a + b)^2', op: '=', rhs: 'a^2 + b^2' } };
    accepts(wrong, 'bool', 'False');
    rejects(wrong, 'bool', 'True');
    rejects(wrong, 'expr', 'False');
  });
  it('closed statements', () => {
    accepts({ kind: 'claim', relation: { lhs: '2^10', op: '=', rhs: '1024' } }, 'bool', 'True');
    accepts({ kind: 'claim', relation: { lhs: '1/2 + 1/3', op: '=', rhs: '2/5' } }, 'bool', 'False');
    rejects({ kind: 'claim', relation: { lhs: '1/2 + 1/3', op: '=', rhs: '2/5' } }, 'bool', 'True');
  });
});

describe('answerIsDefined', () => {
  it('rejects undefined values and unevaluated operators', () => {
    for (const v of ['tan(pi/2)', '1/0', 'x + 1/0', 'ln(0)', 'limit(sin(x)/x, x, 0)', 'Integral(x, x)', 'nan', '[2, tan(pi/2)]', 'y = exp(x) + tan(pi/2)']) {
      expect(answerIsDefined(v), v).toBe(false);
    }
  });
  it('keeps ordinary answers', () => {
    for (const v of ['x^2 + 1', 'x^3/3 + C', '[2, 3]', '[{x: 1, y: 2}]', '[]', '[2*k*pi + pi/6, 2*k*pi + 5*pi/6]', '(-oo, -1] U [1, oo)', 'EmptySet', 'y = C1*exp(x) + C2*exp(2*x)', 'True', 'oo', '-oo', 'DNE']) {
      expect(answerIsDefined(v), v).toBe(true);
    }
  });
  it('keeps a bounded open interval', () => {
    expect(answerIsDefined('(-2, 2)')).toBe(true);
    expect(answerIsDefined('(-3, 0) U (3, oo)')).toBe(true);
  });
});

describe('verifyTask: convergence of an oscillating integrand', () => {
  const converges = (integrand: string, lo = '1'): Task => ({ kind: 'integrate', integrand, variable: 'x', bounds: { lo, hi: 'oo' }, asks: 'converges' });

  it('tells a running integral that keeps swinging (∫ cos x) from one that settles (∫ sin x/x²)', () => {
    accepts(converges('cos(x)', '0'), 'bool', 'False');
    rejects(converges('cos(x)', '0'), 'bool', 'True');
    accepts(converges('sin(x)/x^2'), 'bool', 'True');
    rejects(converges('sin(x)/x^2'), 'bool', 'False');
  });

  it('follows a bounded oscillation on top of a divergent or convergent trend', () => {
    accepts(converges('(2 + sin(x))/x'), 'bool', 'False');
    rejects(converges('(2 + sin(x))/x'), 'bool', 'True');
    accepts(converges('(2 + sin(x))/x^2'), 'bool', 'True');
    rejects(converges('(2 + sin(x))/x^2'), 'bool', 'False');
  });
});

describe('verifyTask: convergence over (−∞, +∞)', () => {
  const overR = (integrand: string): Task => ({ kind: 'integrate', integrand, variable: 'x', bounds: { lo: '-oo', hi: 'oo' }, asks: 'converges' });

  it('asks both halves to converge, and one to diverge for a no', () => {
    accepts(overR('x'), 'bool', 'False');
    rejects(overR('x'), 'bool', 'True');
    accepts(overR('1/(1 + x^2)'), 'bool', 'True');
    rejects(overR('1/(1 + x^2)'), 'bool', 'False');
  });
});
