import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { answerParts, askedQuantities, severalAnswer } from './phQuantities';

describe('several of pH, pOH, [H₃O⁺], [OH⁻] asked of one solution', () => {
  it('lists the quantities asked in order, the given one left out', () => {
    expect(askedQuantities('[H+] = 3.2 x 10^-4 M, find pH and pOH', 'H')).toEqual(['pH', 'pOH']);
    expect(askedQuantities('pOH si pH = 9,5', 'pH')).toEqual(['pOH']);
  });

  it('writes every part and reads it back for its own check', () => {
    const { answer } = severalAnswer(['pH', 'OH'], 3);
    expect(answer.value).toBe('pH = 3.000; [OH-] = 1.000e-11 mol/L');
    expect(answerParts(answer.value)).toEqual([
      { quantity: 'pH', answer: { kind: 'number', value: '3.000' } },
      { quantity: 'OH', answer: { kind: 'quantity', value: '1.000e-11 mol/L' } },
    ]);
  });

  it('answers both pH and pOH from a concentration given, in English, LaTeX and French', () => {
    for (const input of ['[H+] = 3.2 x 10^-4 M, find pH and pOH', '$[H^+] = 3.2 \\times 10^{-4}$ M. Find the pH and the pOH.']) {
      const s = solve(input, {});
      expect([input, s.answer?.value, s.verified]).toEqual([input, 'pH = 3.495; pOH = 10.505', true]);
    }
    const fr = solve('[H3O+] = 3,2 × 10^-4 mol/L, calculer le pH et le pOH', { locale: 'fr' });
    expect([fr.finalAnswer, fr.verified, fr.interpretation?.text]).toEqual(['Le pH est 3,495 et le pOH est 10,505.', true, "pH et pOH d'une solution où [H3O+] = 3,200e-4 mol/L"]);
    expect(solve('Find the pH and pOH of a solution with [OH-] = 2.5e-3 M', {}).answer?.value).toBe('pH = 11.398; pOH = 2.602');
  });

  it('answers both for a strong and a weak acid', () => {
    const strong = solve('Find the pH and pOH of 0.01 M HCl', {});
    expect([strong.answer?.value, strong.verified]).toEqual(['pH = 2.000; pOH = 12.000', true]);
    const weak = solve('Calculate the pH and pOH of 0.10 M acetic acid, Ka = 1.8e-5', {});
    expect([weak.answer?.value, weak.verified]).toEqual(['pH = 2.875; pOH = 11.125', true]);
  });

  it('reads an ion concentration named in words, in English and French', () => {
    expect(askedQuantities('Calculate the pH of a 0.025 M HCl solution and the concentration of OH- ions.')).toEqual(['pH', 'OH']);
    expect(askedQuantities('Find the pH of a 0.05 M NaOH solution and the concentration of H3O+ ions.')).toEqual(['pH', 'H']);
    expect(askedQuantities('For a 1.0 × 10⁻³ M KOH solution, find the pOH and the H⁺ concentration.')).toEqual(['pOH', 'H']);
    expect(askedQuantities("Calculer le pH d'une solution d'acide chlorhydrique à 0,020 mol/L ainsi que la concentration en ions hydroxyde.")).toEqual(['pH', 'OH']);
    const s = solve('Calculate the pH of a 0.025 M HCl solution and the concentration of OH- ions.', {});
    expect([s.answer?.value, s.verified]).toEqual(['pH = 1.602; [OH-] = 4.000e-13 mol/L', true]);
  });

  it('still answers one quantity asked alone', () => {
    expect(solve('[OH-] = 2.5e-4 M: pH?', {}).answer?.value).toBe('10.398');
    expect(solve('pOH si pH = 9,5', { locale: 'fr' }).answer?.value).toBe('4.500');
  });
});
