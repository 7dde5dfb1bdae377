import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const answer = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { subject: 'physics', locale });
  return { v: s.answer?.value, ok: s.verified };
};

describe('a projectile launched at an angle from a height', () => {
  it('gives the time of flight down to the ground, the positive root of −h = v₀ sin θ t − ½ g t²', () => {
    expect(answer('A projectile is fired from the top of a 20 m cliff at 30 m/s at an angle of 30° above the horizontal. Find the time of flight. Take g = 10 m/s².')).toEqual({ v: '4.00 s', ok: true });
    expect(answer('A stone is thrown from a 45 m high bridge at 15 m/s, 20° below the horizontal. How long does it take to reach the water?')).toEqual({ v: '2.55 s', ok: true });
    expect(answer('A golf ball is hit at 30 m/s at an angle of 40° from the edge of a 25 m cliff. How long is it in the air?')).toEqual({ v: '4.96 s', ok: true });
    expect(answer('Depuis le haut d’une falaise de 40 m, on lance une pierre à 20 m/s selon un angle de 30° au-dessus de l’horizontale. Calculer la durée du vol.', 'fr')).toEqual({ v: '4.05 s', ok: true });
    expect(answer('Let a ball be thrown with $v_0 = 18\\ \\text{m/s}$ at $\\theta = 37^\\circ$ from a cliff of height $h = 25\\ \\text{m}$. Find the time of flight.')).toEqual({ v: '3.62 s', ok: true });
  });
  it('gives how far from the foot it lands, and its speed at impact', () => {
    expect(answer('A cannon placed on a 50 m high cliff fires a cannonball at 40 m/s at 25° above the horizontal. How far from the base of the cliff does it land?')).toEqual({ v: '194 m', ok: true });
    expect(answer('Une balle est lancée depuis une table de 1,2 m de haut avec une vitesse de 5 m/s faisant un angle de 35° avec l’horizontale. Calculer la portée. g = 9,81 m/s²', 'fr')).toEqual({ v: '3.55 m', ok: true });
    expect(answer('A ball is thrown from the roof of a 15 m tall building at 12 m/s, 40° above the horizontal. With what speed does it hit the ground?')).toEqual({ v: '20.9 m/s', ok: true });
    expect(answer('Un enfant lance une balle du haut d’un immeuble de 20 m avec une vitesse v₀ = 10 m/s sous un angle α = 45° au-dessus de l’horizontale. Quelle est la vitesse de la balle quand elle touche le sol ?', 'fr')).toEqual({ v: '22.2 m/s', ok: true });
  });
  it('leaves a landing place above the launch, or a height not told as the launch point’s, unread', () => {
    expect(answer('A ball is thrown at 20 m/s at 30° from the ground and lands on a roof 5 m high. How long is it in the air?').v).toBeUndefined();
  });
});
