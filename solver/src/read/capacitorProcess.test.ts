import { describe, expect, it } from 'vitest';
import { solve } from '../index';
import { capacitorProcess } from './capacitorProcess';

describe('capacitorProcess', () => {
  it('reads a capacitor that starts discharged as charging', () => {
    expect(capacitorProcess('Un condensateur initialement déchargé est chargé à travers une résistance')).toBe('charge');
    expect(capacitorProcess('An initially discharged capacitor is charged through a 10 kΩ resistor')).toBe('charge');
    expect(capacitorProcess('A capacitor, discharged at first, is then charged by a 9 V battery')).toBe('charge');
  });

  it('still reads a discharge, and says nothing when neither is told', () => {
    expect(capacitorProcess('A capacitor charged to 12 V discharges through a 1 kΩ resistor')).toBe('discharge');
    expect(capacitorProcess('Le condensateur chargé sous 12 V se décharge dans une résistance')).toBe('discharge');
    expect(capacitorProcess('Un condensateur initialement déchargé est relié à une résistance')).toBeNull();
  });
});

describe('a charging capacitor that starts discharged', () => {
  const answer = (input: string, locale: 'en' | 'fr') => {
    const s = solve(input, { locale });
    return { value: Number.parseFloat(s.answer?.value ?? 'NaN'), verified: s.verified };
  };

  it('gets the charging voltage V0(1 − e^(−t/RC)), not the discharge', () => {
    const fr = answer('Un condensateur de 100 µF initialement déchargé est chargé à travers une résistance de 10 kΩ par un générateur de 12 V. Quelle est la tension aux bornes du condensateur au bout de 1 s ?', 'fr');
    expect(fr.value).toBeCloseTo(12 * (1 - Math.exp(-1)), 1);
    const en = answer('An initially discharged 200 µF capacitor is charged through a 5 kΩ resistor from a 9 V supply. What is the voltage across the capacitor after 2 s?', 'en');
    expect(en.value).toBeCloseTo(9 * (1 - Math.exp(-2)), 1);
  });
});

describe('the starting state is not the process', () => {
  const volts = (input: string, locale: 'en' | 'fr') => Number.parseFloat(solve(input, { locale }).answer?.value ?? 'NaN');
  const charged = 12 * (1 - Math.exp(-1));
  const left = 12 * Math.exp(-1);

  it('charges an empty capacitor connected to a source', () => {
    expect(volts('A fully discharged 100 µF capacitor is connected in series with a 10 kΩ resistor to a 12 V battery. Voltage after 1 s?', 'en')).toBeCloseTo(charged, 1);
    expect(volts('An uncharged 100 µF capacitor is connected through a 10 kΩ resistor to a 12 V supply. What is the voltage across the capacitor after 1 s?', 'en')).toBeCloseTo(charged, 1);
    expect(volts('Un condensateur de 100 µF complètement déchargé est relié en série à une résistance de 10 kΩ et à une pile de 12 V. Tension après 1 s ?', 'fr')).toBeCloseTo(charged, 1);
    expect(volts('Un condensateur de 100 µF déchargé est chargé à travers une résistance de 10 kΩ par un générateur de 12 V. Quelle est la tension à ses bornes au bout de 1 s ?', 'fr')).toBeCloseTo(charged, 1);
  });

  it('discharges a charged capacitor connected across a resistor alone', () => {
    expect(volts('A 100 µF capacitor charged to 12 V is connected across a 10 kΩ resistor. What is the voltage across the capacitor after 1 s?', 'en')).toBeCloseTo(left, 1);
    expect(volts('A 100 µF capacitor charged to 12 V by a battery is disconnected from the battery and connected across a 10 kΩ resistor. Voltage after 1 s?', 'en')).toBeCloseTo(left, 1);
    expect(volts('Un condensateur de 100 µF chargé sous 12 V est relié à une résistance de 10 kΩ. Quelle est la tension à ses bornes au bout de 1 s ?', 'fr')).toBeCloseTo(left, 1);
  });

  it('reads « déchargé à travers » as the discharge and a share of the charge as charging', () => {
    expect(capacitorProcess('Condensateur de 220 µF chargé à 10 V, déchargé à travers 1 kΩ : tension après 0,22 s ?')).toBe('discharge');
    expect(capacitorProcess('10 kΩ and 100 µF: how long to be ~99.3 % charged?')).toBe('charge');
    expect(capacitorProcess('Au bout de combien de temps le condensateur est-il chargé à 63 % ?')).toBe('charge');
  });

  it('says nothing when the state and the circuit do not tell', () => {
    expect(capacitorProcess('A capacitor charged to 12 V is connected to a 12 V battery through a resistor')).toBeNull();
    expect(capacitorProcess('A 220 µF capacitor is charged to 12 V. Charge stored?')).toBeNull();
    expect(capacitorProcess('Un condensateur de 10 µF déchargé est relié à une résistance de 1 kΩ')).toBeNull();
  });
});
