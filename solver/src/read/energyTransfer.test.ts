import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { readTask } from '.';
import { normalizeText } from '../parse/normalize';
import { taskText } from '../task/text';
import { refusal, value } from '../biology/test-helpers';

describe('energy up a food chain', () => {
  it('passes the share on once for each level climbed, in English and French', () => {
    expect(value('The producers in an ecosystem have 100,000 kcal of stored energy. With the 10% rule, about how much of this energy reaches the tertiary consumers?')).toEqual({ v: '100 kcal', ok: true });
    expect(value('A grassland has 10,000 kcal of energy in its vegetation. Using the 10% rule, how much energy is transferred to the primary consumers?')).toEqual({ v: '1000 kcal', ok: true });
    expect(value('Les producteurs d’une chaîne alimentaire contiennent 50 000 kJ. Avec un rendement de 10 % à chaque niveau, quelle énergie reçoivent les consommateurs secondaires ?', 'fr')).toEqual({ v: '500 kJ', ok: true });
  });
  it('reads the levels of a chain written with arrows', () => {
    expect(value('Food chain: grass → grasshopper → frog → snake → hawk. The grass holds 20 000 kJ. Using the 10% rule, how much energy reaches the snake?')).toEqual({ v: '20 kJ', ok: true });
  });
  it('reads a chain the sentence runs into, its first name the words that name a level', () => {
    expect(value('In a food chain grass → rabbit → fox, the grass captures 50,000 J. Assuming 10% energy transfer, how much energy reaches the fox?')).toEqual({ v: '500 J', ok: true });
    expect(value('Dans la chaîne alimentaire herbe → criquet → grenouille → serpent, l’herbe contient 20 000 kJ. Avec un rendement de 10 %, quelle énergie reçoit le serpent ?', 'fr')).toEqual({ v: '20 kJ', ok: true });
    expect(value('Consider the food chain phytoplankton -> zooplankton -> fish -> seal. If phytoplankton store 1,000,000 kcal, how much energy does the seal get under the 10% rule?')).toEqual({ v: '1000 kcal', ok: true });
  });
  it('reads a chain that starts at a level word, the energy written inside it', () => {
    expect(value('Producers 10 000 kcal → herbivores → carnivores. With the 10% rule how much energy do the carnivores get?')).toEqual({ v: '100 kcal', ok: true });
    expect(refusal('Food chain: frog → snake → hawk. The frog holds 2000 kJ. With the 10% rule how much reaches the hawk?')).toContain('trophic levels');
  });
  it('walks back down to the producers needed', () => {
    const s = solve('If the tertiary consumers get 10 kcal, how much energy did the producers have (10% rule)?', { subject: 'biology' });
    expect([s.answer?.value, s.verified]).toEqual(['10000 kcal', true]);
    expect(s.finalAnswer).toContain('must hold');
  });
  it('refuses energy lost, an unstated share, and a third level', () => {
    expect(refusal('Producers have 5000 J. How much energy is lost between the producers and the primary consumers with the 10% rule?')).toContain('energy lost');
    expect(refusal('Producers have 5000 J. How much energy reaches the secondary consumers?')).toContain('10 % rule');
    expect(refusal('Producers have 5000 J and the primary consumers 500 J. With the 10% rule, how much reaches the secondary consumers?')).toContain('Several energies');
  });
  it('is written back into the same task', () => {
    for (const input of ['The producers have 100,000 kcal. With the 10% rule, how much reaches the tertiary consumers?', 'If the tertiary consumers get 10 kcal, how much energy did the producers have (10% rule)?']) {
      const t = readTask({ raw: input, text: normalizeText(input), subject: 'biology' }).task;
      expect(t?.kind).toBe('energy_transfer');
      if (!t) continue;
      const back = taskText(t);
      expect(readTask({ raw: back, text: normalizeText(back), subject: 'biology' }).task).toEqual(t);
    }
  });
});
