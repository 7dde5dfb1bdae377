import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const answer = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { subject: 'engineering', locale });
  return { v: s.answer?.value, ok: s.verified };
};

describe('two pulleys joined by a belt', () => {
  it('gives the driven pulley’s speed from both diameters and the motor’s speed', () => {
    expect(answer('An electric motor turns at 1440 rpm with a 100 mm pulley. A belt drives a 240 mm pulley. What is the speed of the driven pulley?')).toEqual({ v: '600 rpm', ok: true });
    expect(answer('A 6-inch motor pulley running at 1200 RPM drives a 9 inch pulley by a belt. Find the speed of the second pulley, the driven one.')).toEqual({ v: '800.0 rpm', ok: true });
    expect(answer('Une poulie motrice de 80 mm de diamètre tourne à 3000 tr/min ; elle entraîne par courroie une poulie réceptrice de 200 mm. Calculer la vitesse de la poulie réceptrice.', 'fr')).toEqual({ v: '1200 rpm', ok: true });
  });

  it('takes the pulley a belt leads to as the driven one', () => {
    expect(answer('A motor pulley of diameter 100 mm turns at 1450 rpm and drives a belt to a pulley of diameter 250 mm. Find the speed of the driven pulley.')).toEqual({ v: '580 rpm', ok: true });
    expect(answer('Une poulie motrice de diamètre 120 mm tourne à 1500 tr/min ; elle est reliée par courroie à une poulie de 300 mm. Calculer la vitesse de la poulie réceptrice.', 'fr')).toEqual({ v: '600 rpm', ok: true });
    expect(answer('An electric motor running at 960 rpm has a 150 mm pulley connected by a belt to a 400 mm pulley on a pump. How fast does the pump pulley turn?')).toEqual({ v: '360 rpm', ok: true });
  });
  it('gives a diameter from both speeds and the other diameter', () => {
    expect(answer('The motor runs at 1750 rpm and the fan must turn at 700 rpm. The motor pulley is 4 inches across. What diameter should the fan pulley be?')).toEqual({ v: '10.00 inch', ok: true });
  });

  it('leaves pulleys whose sides are not told unread', () => {
    expect(answer('Two pulleys of 100 mm and 250 mm are joined by a belt; one turns at 500 rpm. Speed of the other?').v).toBeUndefined();
  });
});
