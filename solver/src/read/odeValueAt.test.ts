import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { normalize } from '../parse/normalize';
import { taskText } from '../task/text';
import { verifyTask } from '../verify/task';
import { readOdeTask } from './ode';
import { readMixingTank } from './mixingTank';

describe('the value of the solution asked at a point after an initial-value problem', () => {
  it.each([
    ["Solve y' = 2y, y(0) = 3 and find y(1)", 'en', 'y(1) = 3e² ≈ 22.1672'],
    ["Résoudre y' = 2y avec y(0) = 3 puis calculer y(1)", 'fr', 'y(1) = 3e² ≈ 22.1672'],
    ["y' + y = 1, y(0) = 0. What is y(2)?", 'en', 'y(2) = 1 − e⁻² ≈ 0.864665'],
    ["y'' + 4y = 0, y(0) = 1, y'(0) = 2. Find y(pi/8).", 'en', 'y(π/8) = √(2) ≈ 1.41421'],
    ['dy/dx = x y^2, y(0) = 1; evaluate y at x = 1', 'en', 'y(1) = 2'],
  ] as const)('%s', (input, locale, final) => {
    const s = solve(input, { locale });
    expect(s.finalAnswer).toBe(final);
    expect(s.verified).toBe(true);
  });

  it('reads its canonical text back, and names the conditions missing', () => {
    const t = readOdeTask(normalize("dy/dt = -0.05 y, y(0) = 100. Find y(10)."));
    if (!t || t instanceof Error) throw new Error('not read');
    expect(t.at).toBe('10');
    expect(readOdeTask(normalize(taskText(t)))).toEqual(t);
    expect(solve("y' = 2y. Find y(1).").error?.message).toMatch(/the solution must be fixed/);
    expect(solve("y' = 2y. Calculer y(1).", { locale: 'fr' }).error?.message).toMatch(/la solution doit être fixée/);
  });

  it('checks the value by integrating the equation numerically, never from the symbolic solution', () => {
    const t = readOdeTask(normalize("y'' + 4y = 0, y(0) = 1, y'(0) = 2, find y(1)"));
    if (!t || t instanceof Error) throw new Error('not read');
    const exact = Math.cos(2) + Math.sin(2);
    expect(verifyTask(t, { kind: 'expr', value: String(exact) })).toBe(true);
    expect(verifyTask(t, { kind: 'expr', value: String(exact + 0.01) })).toBe(false);
  });

  it('answers a stirred tank asked at one time, in English and French', () => {
    const s = solve('A tank holds 200 L of brine containing 20 kg of dissolved salt. Pure water flows in at 5 L/min and the well-mixed solution flows out at the same rate. How much salt is in the tank after 40 minutes?');
    expect(s.finalAnswer).toBe('Q(40) = 20/e ≈ 7.35759');
    expect(s.verified).toBe(true);
    const f = solve("Une cuve contient 100 L d'eau dans laquelle sont dissous 5 kg de sel. De la saumure à 0,2 kg/L entre à 3 L/min et le mélange sort à 3 L/min. Quelle quantité de sel la cuve contient-elle au bout de 20 min ?", { locale: 'fr' });
    expect(f.finalAnswer).toBe('Q(20) = 20 − 15/e^(3/5) ≈ 11.7678');
    expect(f.interpretation?.text).toMatch(/puis calculer Q\(20\)$/);
    // a time in hours against rates per minute is not converted silently
    expect(readMixingTank(normalize('A tank holds 200 L of brine containing 20 kg of salt. Pure water flows in at 5 L/min and the mixture flows out at the same rate. How much salt is left after 2 hours?'))).toBeNull();
  });
});
