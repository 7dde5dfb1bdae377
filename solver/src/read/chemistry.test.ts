import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const answer = (input: string, locale: 'en' | 'fr' = 'en'): [string | undefined, boolean] => {
  const s = solve(input, { subject: 'chemistry', locale });
  return [s.answer?.value, s.verified];
};
const refusal = (input: string, locale: 'en' | 'fr' = 'en'): string | undefined => solve(input, { subject: 'chemistry', locale }).error?.message;

describe('a purity told', () => {
  it('weighs more of an impure sample to prepare a solution', () => {
    expect(answer('What mass of glucose is needed to prepare 250 mL of a 0.2 M solution, if the glucose is only 90% pure?')).toEqual(['10.0 g', true]);
    expect(answer('What mass of NaCl is needed to prepare 500 mL of a 0.1 M solution if the salt is 95 % pure?')).toEqual(['3.08 g', true]);
    expect(answer('Quelle masse de chlorure de sodium pur à 98 % faut-il peser pour préparer 100 mL de solution à 0,50 mol/L ?', 'fr')).toEqual(['2.98 g', true]);
  });
  it('is refused by name where no method counts with it, never dropped', () => {
    expect(refusal('How many moles are in 10.0 g of NaCl that is 90% pure?')).toMatch(/purity \("90% pure"\)/);
    expect(refusal('What mass of NaCl containing 10 % impurities is needed to prepare 500 mL of a 0.1 M solution?')).toMatch(/purity \("10 % impurities"\)/);
    expect(refusal("Calculer la quantité de matière dans 10 g de carbonate de calcium CaCO3 d'une pureté de 95 %.", 'fr')).toMatch(/pureté \(« pureté de 95 % »\)/);
  });
});

describe('a quantity named by its symbol', () => {
  it('never reads the symbol as an element (V = 0,50 L is no vanadium)', () => {
    expect(refusal('Calculer la concentration molaire d’une solution contenant m = 2,0 g de soluté dans V = 0,50 L.', 'fr')).toBeDefined();
    expect(answer('Calculer la masse de NaCl à dissoudre pour obtenir V = 250 mL de solution de concentration C = 0,10 mol/L.', 'fr')).toEqual(['1.46 g', true]);
    expect(solve('Calculer la concentration en quantité de matière d’une solution contenant n = 4,0.10-3 mol de soluté dans V = 2,0.10-1 L.', { subject: 'chemistry', locale: 'fr' }).interpretation?.text).not.toMatch(/soluté V/);
  });
});

describe('a salt named without its metal’s charge', () => {
  it('is no metal alone: the formula written beside it is read, else the mass is refused by name', () => {
    expect(answer('Quelle masse de sulfate de cuivre CuSO4 faut-il peser pour préparer 100 mL de solution à 0,05 mol/L ?', 'fr')).toEqual(['0.798 g', true]);
    expect(answer('Quelle masse de sulfate de cuivre II faut-il peser pour préparer 100 mL de solution à 0,05 mol/L ?', 'fr')).toEqual(['0.798 g', true]);
    expect(refusal('What mass of copper sulfate is needed to prepare 100 mL of a 0.05 M solution?')).toMatch(/which substance is dissolved/);
    expect(refusal('Quelle masse de chlorure de fer faut-il peser pour préparer 250 mL de solution à 0,10 mol/L ?', 'fr')).toMatch(/quelle substance est dissoute/);
  });
});

describe('a volume in centilitres, decilitres or cubic centimetres', () => {
  it('reads the volume and answers the concentration asked', () => {
    expect(answer("On dissout 5,0 g de glucose dans 50 cL d'eau. Quelle est la concentration massique ?", 'fr')).toEqual(['10.0 g/L', true]);
    expect(answer("On dissout 2,0 g de sel dans 2,5 dL d'eau. Calculer la concentration massique.", 'fr')).toEqual(['8.00 g/L', true]);
    expect(answer('What is the molarity of a solution of 5.85 g NaCl in 250 cc?')).toEqual(['0.400 mol/L', true]);
    expect(answer('A 250-mL solution contains 5.85 g of NaCl. What is its molarity?')).toEqual(['0.400 mol/L', true]);
    expect(answer("On dissout 5,0 g de glucose dans un demi-litre d'eau. Quelle est la concentration massique ?", 'fr')).toEqual(['10.0 g/L', true]);
  });
  it('never answers a concentration asked with the amount of the mass alone', () => {
    expect(answer('What is the molarity of 5.85 g of NaCl in 25 hL?')[1]).toBe(false);
  });
});

describe('a molarity beyond any solution', () => {
  it('is refused with the number as read, never answered', () => {
    expect(refusal('How many moles of NaOH are in 250 mL of a 1,500 M solution?')).toMatch(/1500 M is more than any solution holds/);
    expect(answer('How many moles of NaOH are in 250 mL of a 1.500 M solution?')).toEqual(['0.375 mol', true]);
    expect(refusal("Quelle est la quantité de matière dans 250 mL d'une solution de NaOH à 1 500 mol/L ?", 'fr')).toMatch(/1500 mol\/L dépasse/);
  });
});

describe('the substance dissolved', () => {
  it('is the one weighed, never an ion named before it', () => {
    expect(answer('Une solution contient des ions Na+ et Cl-. On dissout 5,85 g de NaCl dans 1,0 L. Quelle est la concentration molaire en NaCl ?', 'fr')).toEqual(['0.100 mol/L', true]);
  });
});
