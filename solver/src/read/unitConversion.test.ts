import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { verifyTask } from '../verify/task';
import { readUnitConversion } from './unitConversion';

const answer = (input: string): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { subject: 'physics' });
  return { v: s.answer?.value, ok: s.verified };
};

describe('unit conversions in words, arrows and compound units', () => {
  it('converts temperatures with their offsets, both ways', () => {
    expect(answer('convert 98.6 °F to °C')).toEqual({ v: '37.00 °C', ok: true });
    expect(answer('Convertir 300 K en degrés Fahrenheit')).toEqual({ v: '80.33 °F', ok: true });
    expect(answer('212 °F → K')).toEqual({ v: '373.1 K', ok: true });
  });

  it('reads the target after "= ?", an arrow or a unit in words', () => {
    expect(answer('750 mmHg = ? atm')).toEqual({ v: '0.9868 atm', ok: true });
    expect(answer('0.5 kWh → kJ')).toEqual({ v: '1800 kJ', ok: true });
    expect(answer('3 kWh en joules')).toEqual({ v: '1.080e7 J', ok: true });
  });

  it('reads "how many … in …" and prefixes in words', () => {
    expect(answer('How many joules are in 2 kcal?')).toEqual({ v: '8368 J', ok: true });
    expect(answer('How many seconds in 3 hours?')).toEqual({ v: '1.080e+4 s', ok: true });
    expect(answer('Combien de kilomètres font 5 miles ?')).toEqual({ v: '8.047 km', ok: true });
    expect(answer('Convertissez 5 kWh en mégajoules')).toEqual({ v: '18.00 MJ', ok: true });
    expect(answer('convert 3 milliamps to A')).toEqual({ v: '0.003000 A', ok: true });
  });

  it('counts two imperial units in the smaller one first', () => {
    expect(answer('how many cm is 6 ft 2 in?')).toEqual({ v: '188.0 cm', ok: true });
    expect(answer('A 6 lb 4 oz baby: how many kg?')).toEqual({ v: '2.835 kg', ok: true });
    expect(readUnitConversion('convertir 2 h 30 min en secondes')).toEqual({ kind: 'unit_conversion', value: 150, from: 'min', to: 's' });
  });

  it('leaves problems with other numbers, and mismatched dimensions, alone', () => {
    expect(readUnitConversion('A car drives 2 h 30 min at 60 km/h: how many km?')).toBeNull();
    expect(readUnitConversion('convert 5 kg to joules')).toBeNull();
  });

  it('verifies a conversion only in the unit asked', () => {
    const t = readUnitConversion('−40 °C to Fahrenheit'.replace('−', '-'));
    expect(t).not.toBeNull();
    if (!t) return;
    expect(verifyTask(t, { kind: 'quantity', value: '-40.00 °F' })).toBe(true);
    expect(verifyTask(t, { kind: 'quantity', value: '233.1 K' })).toBe(false);
    expect(verifyTask(t, { kind: 'quantity', value: '-40.00' })).toBe(false);
  });

  it('converts the one quantity of a story into the unit its question asks', () => {
    expect(answer('A car travels at 72 km/h. Convert to m/s.')).toEqual({ v: '20.00 m/s', ok: true });
    expect(answer('A cheetah can run at 30 m/s. What is its speed in km/h?')).toEqual({ v: '108.0 km/h', ok: true });
    expect(answer('Un sac a une masse de 2500 g. Exprimer sa masse en kg.')).toEqual({ v: '2.500 kg', ok: true });
    expect(answer('The temperature of the room is 25 °C. Express it in kelvin.').v).toBe('298.1 K');
    const fr = solve('Une voiture roule à 72 km/h. Quelle est sa vitesse en m/s ?', { subject: 'physics', locale: 'fr' });
    expect(fr.finalAnswer).toBe('72 km/h = 20,00 m/s.');
  });

  it('leaves a question about another quantity of the same kind, or of another kind, to the other readers', () => {
    // a height is no width, though both are lengths
    expect(readUnitConversion('A box is 2 m high. What is its width in cm?')).toBeNull();
    expect(readUnitConversion('A rope has a length of 3.5 m. What is its length in cm?')).toEqual({ kind: 'unit_conversion', value: 3.5, from: 'm', to: 'cm' });
    expect(readUnitConversion('A car travels at 72 km/h. What is its kinetic energy in kJ?')).toBeNull();
    expect(readUnitConversion('A car travels at 72 km/h. What is its mass in kg?')).toBeNull();
  });
});
