import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const answer = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { subject: 'physics', locale });
  return { v: s.answer?.value, ok: s.verified };
};

describe('sound sources heard together', () => {
  it('adds the intensities of two to five sources of given levels', () => {
    expect(answer('One machine makes 80 dB and another 85 dB. What is the combined sound level?')).toEqual({ v: '86.2 dB', ok: true });
    expect(answer('Two machines produce 80 dB and 75 dB respectively. What is the combined sound level?')).toEqual({ v: '81.2 dB', ok: true });
    expect(answer('The individual contributions of five machines at a given location are 85, 88, 80, 70 and 95 dBA. Find the sound level when all five are operating together.')).toEqual({ v: '96.3 dB', ok: true });
    expect(answer('Une radio produit un niveau sonore de 63 dB et une télévision 73 dB. Quel est le niveau sonore total quand les deux fonctionnent ?', 'fr')).toEqual({ v: '73.4 dB', ok: true });
    expect(answer('Deux sources sonores de niveaux L₁ = 60 dB et L₂ = 66 dB fonctionnent simultanément. Quel est le niveau sonore résultant ?', 'fr')).toEqual({ v: '67.0 dB', ok: true });
  });
  it('puts n identical sources 10 log n above one, and counts how many give a level', () => {
    expect(answer('Quatre trompettistes jouent ensemble. Chacun produit seul un niveau sonore de 92 dB. Quel est le niveau sonore total ?', 'fr')).toEqual({ v: '98.0 dB', ok: true });
    expect(answer('Three identical fans each produce 60 dB. What is the total sound level?')).toEqual({ v: '64.8 dB', ok: true });
    expect(answer('One violin produces 70 dB. How many violins are needed to produce 90 dB?')).toEqual({ v: '100.0', ok: true });
    expect(answer('Deux haut-parleurs produisent chacun un niveau sonore de 80 dB. Quel est le niveau total ?', 'fr')).toEqual({ v: '83.0 dB', ok: true });
    expect(answer('A machine produces 85 dB. What is the total level if a second identical machine is switched on?')).toEqual({ v: '88.0 dB', ok: true });
    expect(answer('Une machine produit 70 dB. Quel est le niveau sonore total si on ajoute une deuxième machine identique ?', 'fr')).toEqual({ v: '73.0 dB', ok: true });
  });
  it('takes the count the question gives for sources of one level told one after another', () => {
    expect(answer('In a factory one machine produces a noise level of 72 dB. Two more similar machines each with a noise level of 72 dB are added in the same space. What is the noise level of the 3 machines?')).toEqual({ v: '76.8 dB', ok: true });
    expect(answer('Une machine produit 80 dB. On ajoute une deuxième machine identique de 80 dB puis une troisième de 80 dB. Quel est le niveau sonore des 3 machines ?', 'fr')).toEqual({ v: '84.8 dB', ok: true });
    expect(answer('One fan makes 60 dB and a second fan makes 65 dB. What is the level of the 2 fans?')).toEqual({ v: '66.2 dB', ok: true });
  });
  it('leaves sources counted otherwise than told, or heard at another distance, unread', () => {
    expect(answer('A machine makes 80 dB at 2 m. What is the combined level of two such machines at 4 m?').v).toBeUndefined();
    expect(answer('A machine makes 80 dB and another 85 dB. What is the level if the first is turned off?').v).toBeUndefined();
    expect(answer('Two machines produce 80 dB and 75 dB respectively. What is the level of the first machine alone?').v).toBeUndefined();
  });
});
