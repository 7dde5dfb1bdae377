import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const answer = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { subject: 'engineering', locale });
  return { v: s.answer?.value, ok: s.verified };
};
/** The value and unit answered, checked to 0.5 % (the figures it is stated to are the format's business). */
const speed = (input: string, x: number, unit: string, locale: 'en' | 'fr' = 'en'): void => {
  const { v, ok } = answer(input, locale);
  const [n, u] = (v ?? '').split(' ');
  expect(ok).toBe(true);
  expect(u).toBe(unit);
  expect(Math.abs(Number(n) - x)).toBeLessThan(0.005 * x);
};

describe('continuity between two sections of a pipe', () => {
  it('puts the speed on the section its clause names and asks the other, from diameters', () => {
    speed('You need to extend a 2.50 inch diameter pipe with a 1.00 inch diameter pipe. If the water is flowing at 6.00 cm/s in the wide pipe, how fast will it be flowing through the narrow one?', 37.5, 'cm/s');
    speed('A water pipe of diameter 5.2 cm is connected to another pipe of diameter 1.3 cm. The speed of the water in the smaller pipe is 3 m/s. What is the speed of the water in the larger pipe?', 0.188, 'm/s');
    speed("Dans une conduite, l'eau circule à 2 m/s dans une partie de diamètre 10 cm. Quelle est sa vitesse dans la partie rétrécie de diamètre 5 cm ?", 8.00, 'm/s', 'fr');
  });

  it('takes the size the question names, and radii or areas (in², ft/s) as well', () => {
    speed('A liquid is flowing through a horizontal pipe of varying cross section. Where the diameter of the pipe is 5 cm, the flow velocity is 0.25 m/s. What is the flow velocity where the diameter is 1 cm?', 6.25, 'm/s');
    speed('Water flows at a speed of 5 m/s through a pipe of radius 1 meter. The pipe tapers to a smaller pipe of radius 0.45 meters. What is the speed of the water in the smaller pipe?', 24.7, 'm/s');
    speed('Water flows through a pipe with an area of 13 in2 with a speed of 12 ft/s. It then enters a smaller pipe with an area of 3.1 in2. What is the speed of the water as it flows through the smaller pipe?', 50.32, 'ft/s');
  });

  it('leaves sizes it cannot put on a side unread', () => {
    expect(answer('Two pipes have diameters 4 cm and 2 cm. Water flows at 3 m/s in one of them. What is the speed in the other?').v).toBeUndefined();
  });
});
