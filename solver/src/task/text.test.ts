import { describe, expect, it } from 'vitest';
import { normalize } from '../parse/normalize';
import { readTask } from '../read';
import { solve, solveTask } from '../solve';
import { taskText } from './text';

const read = (s: string) => readTask(normalize(s)).task;

describe('a task written as text reads back as the same task', () => {
  it.each([
    'solve w*(w+3) = 40 for w',
    'd/dy (a sin y / x)',
    'taylor series of sin x at 1 to order 3',
    'lim x->0+ ln(x)*x',
    'integrate x^2 from 0 to 1',
    "y'' + y = 0, y(0) = 1, y'(0) = 0",
    'sum k^2 for k from 1 to n',
    'show that (x+1)^2 = x^2 + 2x + 1',
    'factor x^2 - 4',
    'compute 2/3 + 1/6',
    'solve x^2 + 1 = 0 in C',
    'solve 2 sin x = 1 on [0, 2pi)',
  ])('%s', (input) => {
    const task = read(input);
    expect(task).not.toBeNull();
    if (task) expect(read(taskText(task))).toEqual(task);
  });
});

describe('solveTask', () => {
  it('answers a task given directly and verifies the answer against it', () => {
    const s = solveTask({ kind: 'solve', relations: [{ lhs: 'w*(w + 3)', op: '=', rhs: '40' }], unknowns: ['w'], domain: { kind: 'real' } }, { locale: 'fr' });
    expect(s.answer?.value).toBe('[-8, 5]');
    expect(s.verified).toBe(true);
    expect(s.interpretation?.text).toContain("d'inconnue w");
  });

  it('states back the order and point it answered', () => {
    const s = solveTask({ kind: 'series', expr: 'sin(x)', variable: 'x', point: '1', order: 3 });
    expect(s.verified).toBe(true);
    expect(s.interpretation?.text).toContain('order 3');
  });
});

describe('an answer the verifier rejects leaves the next method of the kind its chance', () => {
  it('"(1+i)z = 3 - i" without a command word is solved, not evaluated', () => {
    const s = solve('(1+i)z = 3 - i');
    expect(s.answer?.value).toBe('[1 - 2*i]');
    expect(s.verified).toBe(true);
  });
  it('Re(…) is the real part, never R·e', () => {
    const s = solve('Re((1 + 2i)^3)');
    expect(s.answer?.value).toBe('-11');
    expect(s.verified).toBe(true);
  });
});
