import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { landmarkDegrees, typedDegrees } from './degrees';

describe('bounds in degrees', () => {
  it('reads bare landmarks and typed degrees', () => {
    expect(landmarkDegrees('0', '360')).toBe(true);
    expect(landmarkDegrees('-180', '180')).toBe(true);
    expect(landmarkDegrees('0', '6')).toBe(false);
    expect(landmarkDegrees('0', '2*pi')).toBe(false);
    expect(typedDegrees('360*pi/180')).toBe('360');
  });

  it.each([
    ['solve cos x = 0.5 for 0 ≤ x ≤ 360', 'en', 'x = 60° or x = 300°', '[0°, 360°]'],
    ['sin(x) = 1/2, x in [0°, 360°]', 'en', 'x = 30° or x = 150°', '[0°, 360°]'],
    ['résoudre sin(x) = 1/2 sur [0 ; 360]', 'fr', 'x = 30° ou x = 150°', '[0°, 360°]'],
    ['solve tan x = 1 for 0 \\le x \\le 180', 'en', 'x = 45°', ''],
  ] as const)('%s is answered in degrees', (input, locale, answer, interval) => {
    const s = solve(input, { locale });
    expect(s.finalAnswer).toBe(answer);
    expect(s.interpretation?.text ?? '').toContain(interval);
    expect(s.verified).toBe(true);
  });

  it.each([
    ['solve sin x = 1/2 for 0 <= x < 2pi', 'x = π/6 or x = 5π/6'],
    ['solve cos x = 0.5 on [0, 6]', 'x = π/3 or x = 5π/3'],
    ['solve x^2 = 4 for 0 <= x <= 360', 'x = 2'],
  ] as const)('%s keeps radians (or no angle)', (input, answer) => {
    expect(solve(input, { locale: 'en' }).finalAnswer).toBe(answer);
  });
});
