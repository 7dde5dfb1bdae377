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
});
