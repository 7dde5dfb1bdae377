import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const answer = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { subject: 'engineering', locale });
  return { v: s.answer?.value, ok: s.verified };
};

describe("Kirchhoff's current law at a junction", () => {
  it('gives the other branch from the current in and one branch', () => {
    expect(answer('4 A flows into a node and 1.5 A leaves along one branch. Find the current in the other branch.')).toEqual({ v: '2.50 A', ok: true });
    expect(answer('In a parallel circuit the total current is 3 A and one branch carries 1.2 A. Current in the second branch?')).toEqual({ v: '1.80 A', ok: true });
    expect(answer("Le courant principal vaut 2 A et une branche est parcourue par 0,6 A. Quelle est l'intensité dans l'autre branche ?", 'fr')).toEqual({ v: '1.40 A', ok: true });
  });

  it('adds two branches into the total', () => {
    expect(answer('Two branches in parallel carry 0.7 A and 0.3 A. What is the total current?')).toEqual({ v: '1.00 A', ok: true });
  });

  it('leaves currents whose place is not told unanswered', () => {
    expect(answer('A junction: 3 A and 1 A. Current?').v).toBeUndefined();
  });
});
