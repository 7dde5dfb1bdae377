import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { decimalExponents, plainPowers, spacedThousands, spelledNumbers } from './numberSpelling';

const answer = (input: string, subject: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { subject, locale });
  return { v: s.answer?.value, ok: s.verified };
};

describe('numbers spelled in every way, read whole', () => {
  it('writes every power-of-ten notation as ×10^', () => {
    expect(spelledNumbers('3.2·10^-5 M, 2,5⋅10^-3 mol/L, 5 · 10^-3 M')).toBe('3.2×10^-5 M, 2,5×10^-3 mol/L, 5×10^-3 M');
    expect(spelledNumbers('3.2×10-5 M and 2×10⁻³ M')).toBe('3.2×10^-5 M and 2×10^-3 M');
    expect(spelledNumbers('3,2×10–5 M, 2,5·10–3 mol/L')).toBe('3,2×10^-5 M, 2,5×10^-3 mol/L');
  });
  it('leaves a subtraction after ten and a lost caret without its sign alone', () => {
    expect(spelledNumbers('2 x 10 - 5 = 15, 3.2×105 M')).toBe('2 x 10 - 5 = 15, 3.2×105 M');
  });
  it('writes a number with a scale word in digits', () => {
    expect(spelledNumbers('1.5 million, 2 million, 12.5 thousand')).toBe('1500000, 2000000, 12500');
    expect(spelledNumbers('1,6 millier, 2,5 millions, 3 milliards')).toBe('1600, 2500000, 3000000000');
  });
  it('refuses a comma that may separate thousands or decimals before a scale word', () => {
    expect(() => spelledNumbers('1,500 million people')).toThrow(/thousands or decimals/);
  });
  it('writes a number in words with its hundreds in digits, in English and French', () => {
    expect(spelledNumbers('one hundred and fifty km, a hundred and twenty km, one thousand two hundred and five')).toBe('150 km, 120 km, 1205');
    expect(spelledNumbers('cent cinquante km, deux cent mille habitants, trois cents, quatre-vingt-dix-neuf mille, vingt et un mille')).toBe('150 km, 200000 habitants, 300, 99000, 21000');
  });
  it('leaves percentages and coins alone', () => {
    expect(spelledNumbers('cinq pour cent, twenty cents, 5 per cent')).toBe('cinq pour cent, twenty cents, 5 per cent');
  });
  it('refuses words that make no one number, never reading a piece of them', () => {
    expect(() => spelledNumbers('two three hundred km')).toThrow(/as one number/);
    expect(() => spelledNumbers('mille deux mille km')).toThrow(/as one number/);
  });
  it('writes a count with a power of ten in digits for readers of whole counts', () => {
    expect(plainPowers('a population of 2.5 × 10^4, and 1.25e4, and 3·10^2.')).toBe('a population of 25000, and 12500, and 300.');
  });
});

describe('subject problems with numbers spelled out', () => {
  it('reads a population with a scale word or a power of ten whole', () => {
    expect(answer('In a population of 1.5 million, 1 in 2500 has the recessive disease. How many carriers are expected?', 'biology')).toEqual({ v: '58800', ok: true });
    expect(answer('In a population of 2.5 × 10^4, 1 in 2500 has the recessive disease. How many carriers are expected?', 'biology')).toEqual({ v: '980', ok: true });
    expect(answer('How many carriers are expected in a population of 1.25e4 if q = 0.1?', 'biology')).toEqual({ v: '2250', ok: true });
    expect(answer("Dans une population de deux cent mille habitants, 1 personne sur 2500 est atteinte d'une maladie récessive. Combien de porteurs attend-on ?", 'biology', 'fr')).toEqual({ v: '7840', ok: true });
    expect(answer('Dans un croisement AaBb × AaBb, combien de descendants sur 1,6 millier sont de phénotype [A, b] ?', 'biology', 'fr')).toEqual({ v: '300', ok: true });
  });
  it('reads a concentration written with a middle dot or a lost caret', () => {
    expect(answer('What is the pH of a 3.2·10^-5 M HCl solution?', 'chemistry')).toEqual({ v: '4.495', ok: true });
    expect(answer('What is the pH of a 3.2×10-5 M HCl solution?', 'chemistry')).toEqual({ v: '4.495', ok: true });
    expect(answer("Quel est le pH d'une solution d'acide chlorhydrique de concentration 2,5·10^-3 mol/L ?", 'chemistry', 'fr')).toEqual({ v: '2.602', ok: true });
    expect(answer('A tablet contains 2.78·10^-3 mol of aspirin. How many molecules is that?', 'chemistry')).toEqual({ v: '1.67e21', ok: true });
  });
  it('reads a power of ten written the French school way, with a dot or a space and the caret lost', () => {
    expect(answer("Calculer le pH d'une solution d'acide chlorhydrique de concentration 2,5.10-3 mol/L.", 'chemistry', 'fr')).toEqual({ v: '2.602', ok: true });
    expect(answer('Calculate the pH of a 2.5.10-3 M HCl solution.', 'chemistry')).toEqual({ v: '2.602', ok: true });
    expect(answer('Calculer la masse de 2,0 10-3 mol de NaCl.', 'chemistry', 'fr')).toEqual({ v: '0.117 g', ok: true });
    expect(answer('How many molecules are in 2.0.10-3 mol of water?', 'chemistry')).toEqual({ v: '1.20e21', ok: true });
    expect(answer("Calculer le pH d'une solution d'acide chlorhydrique de concentration 2,5.10⁻³ mol/L.", 'chemistry', 'fr')).toEqual({ v: '2.602', ok: true });
    expect(answer("Calculer le pH d'une solution d'acide chlorhydrique de concentration 10-3 mol/L.", 'chemistry', 'fr')).toEqual({ v: '3.000', ok: true });
    expect(answer("Un condensateur de capacité C = 2,2.10-6 F est chargé sous une tension de 12 V. Calculer l'énergie stockée.", 'physics', 'fr')).toEqual({ v: '0.158 mJ', ok: true });
    expect(answer("Calculer le niveau sonore d'un son d'intensité I = 1,0.10-4 W.m-2, sachant que I0 = 10-12 W.m-2.", 'physics', 'fr')).toEqual({ v: '80.0 dB', ok: true });
    expect(answer("Une onde de fréquence 5,0 10+14 Hz se propage à 3,0 10+8 m/s. Calculer sa longueur d'onde.", 'physics', 'fr')).toEqual({ v: '6.00e-7 m', ok: true });
  });
  it('reads a distance in words with its hundreds', () => {
    expect(answer('A car covers one hundred and fifty km in 2 h. What is its average speed?', 'physics')).toEqual({ v: '20.8 m/s', ok: true });
    expect(answer('A car covers a hundred and twenty km in 2 h. What is its average speed?', 'physics')).toEqual({ v: '16.7 m/s', ok: true });
    expect(answer('Une voiture parcourt cent cinquante km en 2 h. Quelle est sa vitesse moyenne ?', 'physics', 'fr')).toEqual({ v: '20.8 m/s', ok: true });
    expect(solve('A car covers two three hundred km in 2 h. What is its average speed?', { subject: 'physics', locale: 'en' }).error?.message).toMatch(/"two three hundred" as one number/);
  });
});

describe('a comma between digits read in the student\'s language', () => {
  it('writes English thousands without their commas, and leaves French decimal commas', () => {
    expect(spelledNumbers('1,500 kg, 12,000 m, 1,000,000 W, 1,234.5 m and 1,5 kg', 'en')).toBe('1500 kg, 12000 m, 1000000 W, 1234.5 m and 1,5 kg');
    expect(spelledNumbers('1,500 kg et 0,25 m', 'fr')).toBe('1,500 kg et 0,25 m');
    expect(spelledNumbers('points 1,2,3', 'en')).toBe('points 1,2,3');
    expect(spelledNumbers('6,022 × 10^23 and 1,602e-19', 'en')).toBe('6,022 × 10^23 and 1,602e-19');
  });
  it('reads a scale word after a grouped number once the language is known', () => {
    expect(spelledNumbers('1,500 million people', 'en')).toBe('1500000000 people');
    expect(spelledNumbers('1,500 million d\'habitants', 'fr')).toBe('1500000 d\'habitants');
  });
  it.each([
    ['A 1,500 kg car moves at 25 m/s. Kinetic energy?', 'physics', 'en', '4.69e+5 J'],
    ['A 1,200 kg car accelerates at 2 m/s². Force?', 'physics', 'en', '2400 N'],
    ['Current through a 2,200 Ω resistor with 11 V across it?', 'physics', 'en', '5.00 mA'],
    ['Une voiture de 1,500 kg roule à 20 m/s. Calculer son énergie cinétique.', 'physics', 'fr', '300 J'],
    ['A 1,5 kg ball moves at 4 m/s. Kinetic energy?', 'physics', 'en', '12.0 J'],
    ['How many moles are in 1,000 g of CaCO3?', 'chemistry', 'en', '9.99 mol'],
    ['What mass of NaCl is in 2,000 mL of a 0.5 M solution?', 'chemistry', 'en', '58.4 g'],
    ['Combien de moles dans 1,000 g de CaCO3 ?', 'chemistry', 'fr', '0.00999 mol'],
    ['Convert 1,024 to binary', 'cs', 'en', '10000000000'],
    ['Convertir 1,5 en binaire', 'cs', 'fr', '1.1'],
  ] as const)('%s', (input, subject, locale, value) => {
    expect(answer(input, subject, locale)).toEqual({ v: value, ok: true });
  });
});

describe('thousands grouped with spaces, a leading zero, ten to a decimal power', () => {
  it('joins digits grouped by spaces before a unit or a word, in every language', () => {
    expect(spacedThousands('1 500 g, 12 000 mL, 1\u202f250,5 mg, 1\u00a0000\u00a0000 g, 2 500 mol')).toBe('1500 g, 12000 mL, 1250,5 mg, 1000000 g, 2500 mol');
  });
  it('leaves a formula before a number, a list of numbers and a lone group alone', () => {
    expect(spacedThousands('C6H12O6 180 g, 315 108 101 32 plants, 5,0 100 mL, 0 500 g, une population de 2 500.')).toBe('C6H12O6 180 g, 315 108 101 32 plants, 5,0 100 mL, 0 500 g, une population de 2 500.');
  });
  it('never groups thousands after a leading zero: 0,365 is a decimal in English too', () => {
    expect(spelledNumbers('0,365 g and 1,500 kg', 'en')).toBe('0,365 g and 1500 kg');
  });
  it('writes ten to a decimal power in scientific notation, and leaves a whole power as typed', () => {
    expect(decimalExponents('[H3O+] = 10^-3,5 mol/L, 10^{-5.2} M, 10^(-2.7) M, 10^-3 M')).toBe('[H3O+] = 3.16227766016838×10^-4 mol/L, 6.30957344480193×10^-6 M, 1.99526231496888×10^-3 M, 10^-3 M');
  });
  it('answers the numbers whole in chemistry, in English and in French', () => {
    expect(answer('Combien de moles y a-t-il dans 1 500 g de carbonate de calcium ?', 'chemistry', 'fr')).toEqual({ v: '15.0 mol', ok: true });
    expect(answer('How many moles are in 2 500 g of NaCl?', 'chemistry')).toEqual({ v: '42.8 mol', ok: true });
    expect(answer('On dissout 1 250 mg de glucose dans 250 mL d\'eau. Quelle est la concentration massique ?', 'chemistry', 'fr')).toEqual({ v: '5.00 g/L', ok: true });
    expect(answer('How many moles are in 0,585 g of NaCl?', 'chemistry')).toEqual({ v: '0.0100 mol', ok: true });
    expect(answer('A 0,250 kg ball moves at 12 m/s. What is its kinetic energy?', 'physics')).toEqual({ v: '18.0 J', ok: true });
    expect(answer('A solution has [H3O+] = 10^-3,5 mol/L. What is its pH?', 'chemistry')).toEqual({ v: '3.500', ok: true });
    expect(answer('Une solution a une concentration [H3O+] = 10^{-2,7} mol/L. Quel est son pH ?', 'chemistry', 'fr')).toEqual({ v: '2.700', ok: true });
  });
});
