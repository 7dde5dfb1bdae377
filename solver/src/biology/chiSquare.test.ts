import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const solved = (input: string, locale: 'en' | 'fr' = 'en') => solve(input, { subject: 'biology', locale });

describe('chi-square goodness of fit', () => {
  it('computes χ² against the ratio and states the decision', () => {
    const s = solved('In a cross, 290 purple and 110 white flowers were observed. The expected ratio is 3:1. Calculate chi-square.');
    expect([s.answer?.value, s.verified]).toEqual(['1.333', true]);
    expect(s.finalAnswer).toContain('not significant');
    expect(solved('Observed 315, 108, 101, 32; expected ratio 9:3:3:1. χ² value?').answer?.value).toBe('0.47');
    const fr = solved('On observe 60 descendants à fleurs rouges et 40 à fleurs blanches. Le rapport attendu est 1:1. Calculer χ² et conclure au seuil de 5 %.', 'fr');
    expect([fr.answer?.value, fr.verified]).toEqual(['4', true]);
    expect(fr.finalAnswer).toContain('rejeté');
  });
  it('reads a generation label apart from the ratio', () => {
    expect(solved('F2: 705 purple, 224 white. Test the 3:1 hypothesis with a chi-square test.').answer?.value).toBe('0.3907');
  });
  it('uses the level asked', () => {
    const s = solved('60 red, 40 white, expected 1:1, chi-square test at p = 0.01');
    expect(s.finalAnswer).toContain('accepted');
  });
  it('reads the same ratio named twice and a level written before "level"', () => {
    const s = solved('χ² test: 88 tall, 32 short, expected 3:1. Calculate χ² and say if the 3:1 hypothesis is accepted at the 5% level.');
    expect([s.answer?.value, s.verified]).toEqual(['0.1778', true]);
    expect(s.finalAnswer).toContain('accepted');
  });
  it('gives the degrees of freedom of a ratio, and the value when both are asked', () => {
    expect(solved('How many degrees of freedom for a chi-square test of a 9:3:3:1 ratio?').answer?.value).toBe('3');
    expect(solved('Observed 72 and 28, expected 3:1: how many degrees of freedom for the chi-square test?').answer?.value).toBe('1');
    expect(solved('Chi-squared: observed 72 and 28, expected ratio 3:1, degrees of freedom and χ²?').answer?.value).toBe('0.48');
  });
  it('sets aside a total named with the counts', () => {
    expect(solved('A researcher planted 160 seeds from an F2 cross and got 123 purple and 37 white. What is the chi-square value for a 3:1 ratio?').answer?.value).toBe('0.3');
    expect(solved('Sur 200 plantes F2, on compte 140 rouges et 60 blanches. Calculer le khi-deux pour un rapport 3:1.', 'fr').answer?.value).toBe('2.667');
    expect(solved('chi-square: 100, 60, 30 against 3:1').error?.message).toContain('100, 60, 30');
  });
  it('refuses counts that do not match the ratio', () => {
    expect(solved('chi-square: 30, 40, 50 against 3:1').error?.message).toContain('30, 40, 50');
    expect(solved('chi-square: 110 white and 290 purple, expected 3:1').error?.message).toContain('Which count goes with which part');
  });
});
