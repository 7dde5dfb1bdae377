import { describe, expect, it } from 'vitest';
import { oneDuration, slashUnits } from './unitWriting';

describe('units written with negative powers', () => {
  it('are rewritten with a slash', () => {
    expect(slashUnits('54 km.h-1 pendant 20 min')).toBe('54 km/h pendant 20 min');
    expect(slashUnits('a = 2.5 m s^-2 from rest')).toBe('a = 2.5 m/s^2 from rest');
    expect(slashUnits('g = 10 m.s-2')).toBe('g = 10 m/s^2');
    expect(slashUnits('v = 3 m·s⁻¹')).toBe('v = 3 m/s');
    expect(slashUnits('ρ = 1000 kg.m-3, g = 9,8 N.kg-1')).toBe('ρ = 1000 kg/m^3, g = 9,8 N/kg');
    expect(slashUnits('k = 200 N.m-1')).toBe('k = 200 N/m');
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
