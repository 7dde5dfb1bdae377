import { describe, expect, it } from 'vitest';
import { withAssumptions } from './odeAssumptions';
import { newtonDots, readOdeTask } from './ode';
import { normalize } from '../parse/normalize';

describe('assumptions on the letters of a differential equation', () => {
  it.each([
    ["Solve m x'' + c x' + k x = 0 where c^2 < 4mk", [{ lhs: 'c^2', op: '<', rhs: '4*m*k' }]],
    ["x'' + 2b x' + w^2 x = 0, with 0 < b < w", [{ lhs: '0', op: '<', rhs: 'b' }, { lhs: 'b', op: '<', rhs: 'w' }]],
    ["Let k > 0. Solve y'' - k^2 y = 0", [{ lhs: 'k', op: '>', rhs: '0' }]],
    ["Soit a < 0 un réel. Résoudre y'' + a y = 0", [{ lhs: 'a', op: '<', rhs: '0' }]],
    ["y'' + a^2 y = sin(b t) (b != a)", [{ lhs: 'b', op: '!=', rhs: 'a' }]],
  ])('%s', (text, assumptions) => {
    expect(withAssumptions(text)?.assumptions).toEqual(assumptions);
  });

  it('reads the regime named in words, in English and French', () => {
    expect(withAssumptions("underdamped case: m x'' + c x' + k x = 0")).toMatchObject({ regime: 'under', rest: "m x'' + c x' + k x = 0" });
    expect(withAssumptions("Résoudre m x'' + c x' + k x = 0 en régime critique")?.regime).toBe('critical');
    expect(withAssumptions("oscillateur amorti, régime apériodique : x'' + 5x' + 4x = 0")?.regime).toBe('over');
  });

  it('leaves conditions and domains to the equation, and letters that are no parameters unread', () => {
    expect(withAssumptions("y'' + y = 0 with y(0) = 1")).toBeNull();
    const t = readOdeTask(normalize("y' = y/x for x > 0"));
    expect(t && !(t instanceof Error) ? t.assumptions : 'none').toBeUndefined();
  });

  it('reads a text with a long run of blanks before its end at once, as any other', () => {
    expect(withAssumptions(`y'' + k y = 0 where k > 0${' '.repeat(3000)}.`)?.assumptions).toEqual([{ lhs: 'k', op: '>', rhs: '0' }]);
    expect(withAssumptions(`y'' + y = 0${' '.repeat(3000)}x`)).toBeNull();
  });
});

describe("Newton's dots", () => {
  it('are derivatives, never the letter alone', () => {
    expect(newtonDots('ẍ + 2ẋ + x = 0').replace(/\s+/g, ' ').trim()).toBe("x'' + 2 x' + x = 0");
    expect(newtonDots('\\ddot{x} + 4x = 0').trim()).toBe("x'' + 4x = 0");
    const t = readOdeTask(normalize('mẍ + cẋ + kx = 0 (c² < 4mk)'));
    expect(t && !(t instanceof Error) ? [t.order, t.assumptions?.length] : null).toEqual([2, 1]);
  });
});
