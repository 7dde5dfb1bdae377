import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';
import { verifyTask } from '../../verify/task';
import type { TaskOf } from '../../task/task';

describe('∂z/∂x for z defined by an equation in x, y, z', () => {
  it('is −F_x/F_z, in general and at a point of the surface', () => {
    const s = solve('Find ∂z/∂x if x^2 + y^2 + z^2 = 1');
    expect(s.answer?.value).toBe('-x/z');
    expect(s.verified).toBe(true);
    const fr = solve('z est définie implicitement par xyz + x + y + z = 4. Calculer ∂z/∂y au point (1,1,1)', { locale: 'fr' });
    expect(fr.answer?.value).toBe('-1');
    expect(fr.verified).toBe(true);
    expect(fr.interpretation?.text).toContain('x·y·z + x + y + z − 4 = 0');
    expect(fr.steps.map((x) => x.title)).toContain('Isoler ∂z/∂y');
  });

  it('refuses a point that is not on the surface', () => {
    const s = solve('Find ∂z/∂x at (1,2,3) if x^2 + y^2 + z^2 = 1');
    expect(s.answer).toBeNull();
    expect(s.error?.message).toContain('does not satisfy');
  });

  it('leaves z = f(x, y), an explicit function, to the partial derivative', () => {
    expect(solve('find ∂z/∂x if z = x^2 y + y^3').answer?.value).toBe('2*x*y');
  });

  it('the verifier follows z on the surface numerically and rejects a wrong sign', () => {
    const t: TaskOf<'differentiate'> = { kind: 'differentiate', expr: 'x^2 + y^2 + z^2 - 1', variable: 'x', order: 1, partial: true, implicit: true, name: 'z' };
    expect(verifyTask(t, { kind: 'expr', value: '-x/z' })).toBe(true);
    expect(verifyTask(t, { kind: 'expr', value: 'x/z' })).toBe(false);
  });
});
