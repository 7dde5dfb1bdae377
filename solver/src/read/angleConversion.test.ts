import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

describe('an angle converted between degrees and radians', () => {
  it('converts degrees to radians exactly', () => {
    expect(solve('Convert 45° to radians').answer?.value).toBe('(1/4)*pi');
    expect(solve('Convertir 120° en radians', { locale: 'fr' }).interpretation?.text).toBe('Convertir en radians : 120π/180');
  });
  it('converts a multiple of π, or a number said to be in radians, to degrees', () => {
    expect(solve('Express 5π/6 in degrees').answer?.value).toBe('150');
    expect(solve('convert 2 radians to degrees').answer?.value).toBe('360/pi');
  });
  it('leaves an angle with other letters, or a number not said to be in radians, to the other readers', () => {
    expect(solve('Express 5x in degrees').answer).toBeNull();
    expect(solve('Express 2 in degrees').answer).toBeNull();
  });
});
