import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';
import { verifyTask } from '../../verify/task';
import type { TaskOf } from '../../task/task';

const decay: TaskOf<'ode'> = {
  kind: 'ode',
  equation: "y' = -k*y",
  unknown: 'y',
  variable: 't',
  order: 1,
  conditions: [{ derivative: 0, at: '0', value: '100' }, { derivative: 0, at: '5', value: '50' }],
  constant: 'k',
};

describe("the equation's constant as the answer", () => {
  it('is checked by integrating the equation with it from the first condition to the last', () => {
    expect(verifyTask(decay, { kind: 'expr', value: 'ln(2)/5' })).toBe(true);
    expect(verifyTask(decay, { kind: 'expr', value: 'ln(2)/4' })).toBe(false);
    expect(verifyTask(decay, { kind: 'expr', value: '-ln(2)/5' })).toBe(false);
  });

  it('is given exact and in decimals, in both languages', () => {
    expect(solve('dy/dt = -ky with y(0)=100 and y(5)=50. Determine k.').finalAnswer).toBe('k = ln(2)/5 ≈ 0.138629');
    expect(solve("résoudre y' = k y avec y(0) = 2, y(1) = 6 ; déterminer k", { locale: 'fr' }).finalAnswer).toBe('k = ln(3) ≈ 1.09861');
  });
});
