import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

/** Refusals every subject must keep: each names what it could not do, in both languages. */
const refused = (input: string, opts: { subject?: string; locale?: 'en' | 'fr' } = {}): { answer: unknown; message: string; steps: string } => {
  const s = solve(input, opts);
  return { answer: s.answer, message: s.error?.message ?? s.finalAnswer ?? '', steps: s.steps.map((x) => x.explanation).join(' ') };
};

describe('refusals', () => {
  it('an equation that cannot be balanced, and one with two independent balancings', () => {
    const none = refused('balance H2 + O2 -> NaCl');
    expect(none.answer).toBeNull();
    expect(none.message).toMatch(/cannot form a balanced equation/);
    expect(refused('équilibrer H2 + O2 -> NaCl', { locale: 'fr' }).answer).toBeNull();
    expect(refused('balance H2 + O2 + H2O2 -> H2O').answer).toBeNull();
  });

  it('quantities of different kinds added', () => {
    const r = refused('add 3 m and 2 s');
    expect(r.answer).toBeNull();
    expect(r.message).toBe('3 m is a length and 2 s is a time: quantities of different kinds cannot be added.');
    expect(refused('additionner 5 kg et 3 L', { locale: 'fr' }).message).toContain('grandeurs de natures différentes');
    expect(refused('3 m + 2 s', { subject: 'physics' }).answer).toBeNull();
  });

  it('one kind of quantity in two units: never its unit letters multiplied', () => {
    const r = refused('add 3 m and 20 cm');
    expect(r.answer).toBeNull();
    expect(r.message).toContain('different units');
    expect(refused('2 kg + 300 g', { locale: 'fr' }).message).toContain('unités différentes');
  });

  it('a Boolean expression with an unknown operator', () => {
    const r = refused("simplify A # B + A'", { subject: 'cs' });
    expect(r.answer).toBeNull();
    expect(r.message).toContain('#');
    expect(refused('F = A ⊗ B + C, simplify', { subject: 'cs' }).answer).toBeNull();
  });

  it('a quantity in a subject’s words that no method computes, named and never simplified as algebra', () => {
    const r = refused('What is the half-life of a 2 mol sample of carbon-14?');
    expect(r.answer).toBeNull();
    expect(r.message).toContain('half-life');
    expect(refused('Quel est le moment cinétique d’une roue de 3 kg à 4 m/s ?', { locale: 'fr' }).message).toContain('moment cinétique');
    // momentum is answered from a mass and a speed, and refused when the situation is not read
    expect(refused('Quantité de mouvement totale après un choc élastique entre deux billes de 3 kg à 4 m/s ?', { locale: 'fr' }).message).toContain('quantité de mouvement');
    expect(refused('Calculate the entropy change when 2 mol of ice melts').message).toContain('entropy');
    // a value given under the same name is data, not the question
    expect(refused('A sample has a half-life of 5 years. What fraction remains after 10 years?').message).not.toContain('We do not compute the half-life');
  });
});
