import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';
import type { TaskOf } from '../../task/task';
import { verifyTask } from '../../verify/task';

const answer = (input: string, locale: 'en' | 'fr' = 'en') => {
  const s = solve(input, { locale });
  return { v: s.answer?.value, ok: s.verified, method: s.method };
};

describe('a system of two equations, one not linear, by substitution', () => {
  it('solves for the unknown with a number as coefficient, substitutes, and carries every root back', () => {
    expect(answer('solve x + y = 5, x*y = 6')).toEqual({ v: '[{x: 2, y: 3}, {x: 3, y: 2}]', ok: true, method: 'algebra.system.substitution' });
    expect(answer('solve y = x^2, y = 2x')).toEqual({ v: '[{x: 0, y: 0}, {x: 2, y: 4}]', ok: true, method: 'algebra.system.substitution' });
    expect(answer('x^2 + y^2 = 25 and x + y = 7').v).toBe('[{x: 3, y: 4}, {x: 4, y: 3}]');
    expect(answer('résoudre le système x + y = 1, x^2 + y^2 = 5', 'fr')).toEqual({ v: '[{x: -1, y: 2}, {x: 2, y: -1}]', ok: true, method: 'algebra.system.substitution' });
  });

  it('writes the substitution as steps, in English and in French', () => {
    const en = solve('solve x + y = 5, x*y = 6', { locale: 'en' });
    expect(en.steps.map((s) => s.title)).toEqual(['Solve one equation for y', 'Substitute into the other equation', 'Solve for x', 'Carry each value back to find y']);
    const fr = solve('résoudre le système x + y = 5, x*y = 6', { locale: 'fr' });
    expect(fr.steps[1].title).toBe("Substituer dans l'autre équation");
  });

  it('leaves a linear system to elimination and a system with no real solution unverified', () => {
    expect(answer('x + y = 3 and 2x + 3y = 8').method).not.toBe('algebra.system.substitution');
    expect(answer('solve x^2 + y^2 = 1, x + y = 5')).toMatchObject({ v: '[]', ok: false });
  });

  it('rejects an answer that leaves a solution out, or lists a pair that is none', () => {
    const task: TaskOf<'solve'> = { kind: 'solve', relations: [{ lhs: 'x + y', op: '=', rhs: '5' }, { lhs: 'x*y', op: '=', rhs: '6' }], unknowns: ['x', 'y'], domain: { kind: 'real' } };
    expect(verifyTask(task, { kind: 'solutions', value: '[{x: 2, y: 3}, {x: 3, y: 2}]' })).toBe(true);
    expect(verifyTask(task, { kind: 'solutions', value: '[{x: 2, y: 3}]' })).toBe(false);
    expect(verifyTask(task, { kind: 'solutions', value: '[{x: 2, y: 3}, {x: 1, y: 4}]' })).toBe(false);
  });
});
