import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';
import { verifyTask } from '../../verify/task';

describe('limits of sequences defined by a recurrence', () => {
  it.each([
    ['u_0 = 0 et u_{n+1} = √(2 + u_n). Déterminer la limite de (u_n).', '2'],
    ['suite récurrente u_{n+1} = u_n/2 + 1 avec u_0 = 5 : limite ?', '2'],
    ['a_{n+1} = (a_n + 2/a_n)/2, a_0 = 1: find the limit', 'sqrt(2)'],
    ['u_{n+1} = 1/(1 + u_n), u_0 = 1, limit?', 'sqrt(5)/2 - 1/2'],
  ])('%s', (input, value) => {
    const s = solve(input);
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
    expect(s.steps.map((x) => x.title)).toEqual(['Compute the first terms', 'Show that it converges', 'Pass to the limit']);
  });

  it('states the sequence back, and argues monotone and bounded in French', () => {
    const s = solve('u_0 = 0 et u_{n+1} = √(2 + u_n). Déterminer la limite de (u_n).', { locale: 'fr' });
    expect(s.interpretation?.text).toBe('Calculer la limite de la suite définie par u₀ = 0 et uₙ₊₁ = √(2 + u_n)');
    expect(s.steps[1].explanation).toContain('croissante et majorée');
  });

  it('reads the first term before « et, pour tout n, » and a request after the recurrence', () => {
    const s = solve('Soit (u_n) la suite définie par u_0 = 1 et, pour tout n, u_{n+1} = √(u_n + 6). Montrer que (u_n) converge et calculer sa limite.', { locale: 'fr' });
    expect(s.answer?.value).toBe('3');
    expect(s.verified).toBe(true);
  });

  it('argues by an interval the terms enter and f maps into itself when f decreases', () => {
    const s = solve('x_0 = 1, x_{n+1} = 1 + 1/x_n. Show that x_n converges and find its limit.');
    expect(s.answer?.value).toBe('sqrt(5)/2 + 1/2');
    expect(s.verified).toBe(true);
    expect(s.steps[1].explanation).toContain('From x_1 on, the terms stay in I = [1.5, 2]');
    const fr = solve('x_0 = 1, x_{n+1} = 1 + 1/x_n. Montrer que (x_n) converge et calculer sa limite.', { locale: 'fr' });
    expect(fr.steps[1].explanation).toContain('f envoie I dans I');
  });

  it('argues a slow approach to a fixed point where f′ = 1 as monotone and bounded', () => {
    for (const [input, value] of [['u_0 = 1/2, u_{n+1} = u_n − u_n². Find the limit of u_n.', '0'], ['a_1 = 1, a_{n+1} = a_n/(1 + a_n). Find lim a_n', '0'], ['u_0 = 0 et u_{n+1} = u_n² + 1/4. Déterminer la limite de (u_n).', '1/2']]) {
      const s = solve(input);
      expect(s.answer?.value, input).toBe(value);
      expect(s.steps[1].explanation, input).toContain('monotone convergence theorem');
    }
  });

  it('gives no finite limit for a sequence that does not converge: it tends to +∞, checked on the terms', () => {
    const s = solve('u_{n+1} = 2u_n + 1, u_0 = 1, limit?');
    expect(s.answer?.value).toBe('oo');
    expect(s.verified).toBe(true);
  });

  it('the verifier computes the terms itself', () => {
    const t = { kind: 'recurrence' as const, name: 'u', map: 'x/2 + 1', start: 0, first: '5' };
    expect(verifyTask(t, { kind: 'expr', value: '2' })).toBe(true);
    expect(verifyTask(t, { kind: 'expr', value: '5/2' })).toBe(false);
  });
});

describe('a recurrence written from the previous term', () => {
  it('reads u_n = f(u_{n−1}) as the step from one term to the next', () => {
    const s = solve('Soit (u_n) définie par u_0 = 3 et, pour n ⩾ 1, u_n = u_{n-1}/3 + 2. Déterminer lim u_n.', { locale: 'fr' });
    expect(s.answer?.value).toBe('3');
    expect(s.verified).toBe(true);
    expect(s.interpretation?.text).toBe('Calculer la limite de la suite définie par u₀ = 3 et uₙ₊₁ = u_n/3 + 2');
  });
});
