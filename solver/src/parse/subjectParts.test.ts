import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { subjectParts } from './subjectParts';

type Subject = 'physics' | 'engineering' | 'chemistry' | 'cs' | 'biology';

describe('a subject question asking two things gets both answers', () => {
  it.each([
    ['A car accelerates from rest at 2 m/s² for 5 s. Final speed? How far does it go?', 'en', 'physics', '[10.0 m/s, 25.0 m]'],
    ['A car accelerates from rest at 2 m/s² for 5 s. How far does it go? What is its final speed?', 'en', 'physics', '[25.0 m, 10.0 m/s]'],
    ['Une voiture part du repos avec une accélération de 2 m/s² pendant 5 s. Vitesse finale ? Distance parcourue ?', 'fr', 'physics', '[10.0 m/s, 25.0 m]'],
    ['A train starts from rest and accelerates at 0.5 m/s² for 20 s. How far does it travel and what is its final speed?', 'en', 'physics', '[100 m, 10.0 m/s]'],
    ['A 5 A current flows through a 15 Ω resistor. Find the voltage and the power.', 'en', 'engineering', '[75.0 V, 375 W]'],
    ['Un courant de 2 A traverse une résistance de 50 Ω. Calculer la tension puis la puissance.', 'fr', 'engineering', '[100 V, 200 W]'],
    ['In a population, 16% show the recessive phenotype. What is q and what is 2pq?', 'en', 'biology', '[0.4, 0.48]'],
    ['Dans une population, 16 % des individus présentent le phénotype récessif. Calculer q puis p.', 'fr', 'biology', '[0.4, 0.6]'],
    ['Convert 175 to binary and to hexadecimal.', 'en', 'cs', '[10101111, AF]'],
    ['Convertir 175 en binaire puis en hexadécimal.', 'fr', 'cs', '[10101111, AF]'],
    ['Convert 0b101101 to decimal, then to hexadecimal.', 'en', 'cs', '[45, 2D]'],
    ['Calculate the molar mass of CO2 and of H2O.', 'en', 'chemistry', '[44.009 g/mol, 18.015 g/mol]'],
    ['Calculer la masse molaire de CO2 et de H2O.', 'fr', 'chemistry', '[44.009 g/mol, 18.015 g/mol]'],
    // the statement names the first quantity asked: the second part still asks its own
    ['A car slows down from 10 m/s to 6 m/s in 2 s under constant acceleration. What is its acceleration, and how far does it travel in that time?', 'en', 'physics', '[-2.00 m/s^2, 16.0 m]'],
    ['Under constant acceleration a bike speeds up from 2 m/s to 8 m/s in 3 s. How far does it travel and what is its acceleration?', 'en', 'physics', '[15.0 m, 2.00 m/s^2]'],
    ['Une voiture ralentit de 10 m/s à 6 m/s en 2 s avec une accélération constante. Quelle est son accélération, et quelle distance parcourt-elle pendant ce temps ?', 'fr', 'physics', '[-2.00 m/s^2, 16.0 m]'],
    ['Un mobile passe de 20 m/s à 0 m/s en 4 s avec une décélération constante. Quelle est sa décélération, et combien de mètres parcourt-il ?', 'fr', 'physics', '[5.00 m/s^2, 40.0 m]'],
    // two quantities named in one "what is …": each asked on its own, never merged into one (N·2pq)
    ['In a Hardy-Weinberg population, q = 0.3. What is the frequency of heterozygotes and the number of homozygous recessives in a population of 2000?', 'en', 'biology', '[0.42, 180]'],
    ["Dans une population à l'équilibre de Hardy-Weinberg, q = 0,2. Quelle est la fréquence des hétérozygotes et le nombre d'homozygotes récessifs dans une population de 500 individus ?", 'fr', 'biology', '[0.32, 20]'],
    ['What is the current through a 6 Ω resistor connected to a 12 V battery and the power dissipated?', 'en', 'engineering', '[2.00 A, 24.0 W]'],
    ['Find the mass and the number of moles of 3.01 × 10^23 molecules of water.', 'en', 'chemistry', '[9.00 g, 0.500 mol]'],
    // "as well as", « ainsi que » join two things asked
    ['Calculer la quantité de matière contenue dans 11 g de CO2 ainsi que le nombre de molécules.', 'fr', 'chemistry', '[0.250 mol, 1.51e23]'],
    ['Find the current through a 10 Ω resistor across 5 V as well as the power it dissipates.', 'en', 'engineering', '[500 mA, 2.50 W]'],
    // three things listed: each answered, none dropped
    ['q = 0.1. Find p, 2pq and the number of carriers in 5000 people.', 'en', 'biology', '[0.9, 0.18, 900]'],
    ["Pour une population à l'équilibre, q = 0,3. Calculer p, q² et le nombre d'hétérozygotes sur 500 individus.", 'fr', 'biology', '[0.7, 0.09, 210]'],
    ['A 12 V battery drives a 4 Ω resistor. Find the current, the power and the energy used in 10 s.', 'en', 'engineering', '[3.00 A, 36.0 W, 360 J]'],
    // a part that reads only with the question before it ("its pH") is read with it
    ['How many grams of NaOH are needed to make 500 mL of a 0.1 M solution? What is its pH?', 'en', 'chemistry', '[2.00 g, 13.000]'],
  ])('%s', (input, locale, subject, value) => {
    const s = solve(input, { locale: locale as 'en' | 'fr', subject: subject as Subject });
    expect([s.answer?.value, s.verified]).toEqual([value, true]);
  });
});

describe('a part read with the question before it', () => {
  it('answers both, the first question not dropped', () => {
    // the part's own reading leaves out the volume of the first: its mark may be withheld, its value is the pH
    const s = solve("Quelle masse de NaOH faut-il pour préparer 250 mL d'une solution à 0,2 mol/L ? Quel est son pH ?", { locale: 'fr', subject: 'chemistry' });
    expect(s.answer?.value).toBe('[2.00 g, 13.301]');
  });
});

describe('a part that cannot be answered on its own is named, never left unsaid', () => {
  it.each([
    ['What is the molar mass of H2SO4? How many moles are in 49 g?', 'en', 'How many moles are in 49 g?'],
    ['Quelle est la masse molaire de H2SO4 ? Quelle quantité de matière dans 49 g ?', 'fr', 'Quelle quantité de matière dans 49 g ?'],
    ['Calculate the molar mass of H2SO4 and the number of moles in 49 g of it.', 'en', 'the number of moles in 49 g of it'],
    ['Calculer la masse molaire de $\\mathrm{H_2SO_4}$ et la quantité de matière contenue dans 49 g de cet acide.', 'fr', 'la quantité de matière contenue dans 49 g de cet acide'],
    // a decimal point (0.5 M) ends no sentence: the second question is still seen
    ['What mass of NaCl is in 250 mL of a 0.5 M solution, and how many chloride ions does it contain?', 'en', 'how many chloride ions does it contain?'],
  ])('%s', (input, locale, left) => {
    const s = solve(input, { locale: locale as 'en' | 'fr', subject: 'chemistry' });
    expect(s.answer).toBeNull();
    expect(s.error?.message).toContain(left);
  });
});

describe('a question asking one thing is not cut', () => {
  it.each([
    'A 1200 W kettle runs for 5 min. How much energy does it use? Give the answer in kJ.',
    'Find the kinetic energy of a 2 kg ball moving at 3 m/s.',
    'A 12 V battery drives 3 A through a resistor. What is the resistance?',
  ])('%s', (input) => {
    expect(subjectParts(input)).toEqual([]);
  });

  it('keeps the answer when "of … and of …" describes one thing', () => {
    const s = solve('Find the resistance of a copper wire of length 2 m and of area 1 mm² if the resistivity is 1.7e-8 Ω·m.', { subject: 'engineering' });
    expect([s.answer?.value, s.verified]).toEqual(['0.0340 Ω', true]);
  });
});
