import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { oneOfTwoParts } from './odeTwoParts';

describe('differential equations asked in two parts', () => {
  it('reads "the general solution, then the one with conditions" as the initial-value problem', () => {
    expect(oneOfTwoParts("Find the general solution of y' + y = x, then the solution with y(0) = 1.")).toBe("Find the general solution of y' + y = x, y(0) = 1");
    expect(oneOfTwoParts("Résoudre y' + 2y = 0, puis en déduire la solution telle que y(0) = 3")).toBe("Résoudre y' + 2y = 0, y(0) = 3");
    expect(oneOfTwoParts("solve y'' + 4y = 0, then find the particular solution satisfying y(0) = 1 and y'(0) = 2")).toBe("solve y'' + 4y = 0, y(0) = 1 and y'(0) = 2");
  });

  it('reads the homogeneous equation then the complete one as the complete one', () => {
    expect(oneOfTwoParts("Résoudre (E0) : y'' - 3y' + 2y = 0 puis (E) : y'' - 3y' + 2y = 4x")).toBe("(E) : y'' - 3y' + 2y = 4x");
  });

  it('leaves two unrelated equations alone, for the reader to refuse', () => {
    expect(oneOfTwoParts("Résoudre (E0) : y'' + y = 0 puis (E) : y'' - y = x")).toBeNull();
    expect(oneOfTwoParts("solve y' = y, then plot the solution")).toBeNull();
  });

  it('answers both parts with one verified solution', () => {
    const a = solve("Find the general solution of y' + y = x, then the solution with y(0) = 1.");
    expect(a.answer?.value).toBe('y = x + 2*exp(-x) - 1');
    expect(a.verified).toBe(true);
    const b = solve("Résoudre (E0) : y'' - 3y' + 2y = 0 puis (E) : y'' - 3y' + 2y = 4x", { locale: 'fr' });
    expect(b.answer?.value).toBe('y = C1*exp(x) + C2*exp(2*x) + 2*x + 3');
    expect(b.verified).toBe(true);
    expect(solve("Résoudre (E0) : y'' + y = 0 puis (E) : y'' - y = x", { locale: 'fr' }).answer).toBeNull();
  });
});
