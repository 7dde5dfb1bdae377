import { describe, expect, it } from 'vitest';
import { oneDuration, slashUnits, wordUnits } from './unitWriting';

describe('units written with negative powers', () => {
  it('are rewritten with a slash', () => {
    expect(slashUnits('54 km.h-1 pendant 20 min')).toBe('54 km/h pendant 20 min');
    expect(slashUnits('a = 2.5 m s^-2 from rest')).toBe('a = 2.5 m/s^2 from rest');
    expect(slashUnits('g = 10 m.s-2')).toBe('g = 10 m/s^2');
    expect(slashUnits('v = 3 m·s⁻¹')).toBe('v = 3 m/s');
    expect(slashUnits('ρ = 1000 kg.m-3, g = 9,8 N.kg-1')).toBe('ρ = 1000 kg/m^3, g = 9,8 N/kg');
    expect(slashUnits('k = 200 N.m-1')).toBe('k = 200 N/m');
    expect(slashUnits('E = 2.0×10^11 N m^-2')).toBe('E = 2.0×10^11 N/m^2');
    expect(slashUnits('k = 1.0 J s-1m-1 °C-1, k = 400 W m^-1 K^-1')).toBe('k = 1.0 W/(m·K), k = 400 W/(m·K)');
  });

  it('read a star or a dot operator inside a unit over a product as the product dot', () => {
    expect(slashUnits('c = 0.44 J/(g*°C).')).toBe('c = 0.44 J/(g·°C).');
    expect(slashUnits('c = 900 J/(kg∙K), k = 205 W/(m ⋅ K)')).toBe('c = 900 J/(kg·K), k = 205 W/(m·K)');
    // a product of two quantities is no unit
    expect(slashUnits('2 m * 3 m')).toBe('2 m * 3 m');
  });

  it('leave other writings alone', () => {
    expect(slashUnits('x = 5 m, t = 2 s')).toBe('x = 5 m, t = 2 s');
    expect(slashUnits('3 m - 2 m')).toBe('3 m - 2 m');
    // km per hour squared is no unit here
    expect(slashUnits('5 km.h-2')).toBe('5 km.h-2');
  });
});

describe('a duration written in two units is one quantity', () => {
  it.each([
    ['roule pendant 2 h 30 min.', 'roule pendant 150 min.'],
    ['for 1 h 15.', 'for 75 min.'],
    ['in 2h30', 'in 150 min'],
    ['1 hour 45 minutes later', '105 min later'],
    ['en 1 min 20 s', 'en 80 s'],
  ])('%s', (input, read) => {
    expect(oneDuration(input)).toBe(read);
  });
  it('leaves a time followed by another quantity alone', () => {
    expect(oneDuration('2 h 15 km')).toBe('2 h 15 km');
    expect(oneDuration('at 2 h and 5 km')).toBe('at 2 h and 5 km');
  });
});

describe('units named in words or with a letter of the wrong size', () => {
  it.each([
    ['a 24 volt supply and 3 amperes', 'a 24 V supply and 3 A'],
    ['values 150 Ohms and 75 ohm', 'values 150 Ω and 75 Ω'],
    ['3.3 kilohms, 6,8 kilo ohms, 2 k ohm', '3.3 kΩ, 6,8 kΩ, 2 kΩ'],
    ['2.2 mega ohms or 1 megohm', '2.2 MΩ or 1 MΩ'],
    ['a 4.7 micro Farad capacitor, 22 microfarads, 10 nanofarads', 'a 4.7 µF capacitor, 22 µF, 10 nF'],
    ['25 milliamps, 3 ampères, 60 watts, 12 kilowatts', '25 mA, 3 A, 60 W, 12 kW'],
    ['a load of 150 KN at 9 KV', 'a load of 150 kN at 9 kV'],
    ['a 9v battery', 'a 9 V battery'],
    ['turning at 1500 rev/min (rpm), or 900 revolutions per minute', 'turning at 1500 rpm, or 900 rpm'],
    ['à 750 tours/minute puis 300 tours par minute', 'à 750 rpm puis 300 rpm'],
    ['at $0.12/kW.h', 'at $0.12/kWh'],
    ['a torque of 40 N-m', 'a torque of 40 N·m'],
    ['étiquette « 230 V — 1 500 W »', 'étiquette « 230 V — 1500 W »'],
  ])('%s', (input, read) => {
    expect(wordUnits(input)).toBe(read);
  });
  it('leaves letters of algebra and other words alone', () => {
    expect(wordUnits('3v + 2 = 11')).toBe('3v + 2 = 11');
    expect(wordUnits('the voltage across 2 amplifiers')).toBe('the voltage across 2 amplifiers');
    expect(wordUnits('a 300 K gas')).toBe('a 300 K gas');
    expect(wordUnits('x = 2 000')).toBe('x = 2 000');
  });
});
