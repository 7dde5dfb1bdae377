import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const answer = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { subject: 'physics', locale });
  return { v: s.answer?.value, ok: s.verified };
};

describe('a car round a bend', () => {
  it('gives the greatest speed on a level bend from the friction, v = √(μgr)', () => {
    expect(answer('Soit un virage horizontal de rayon r = 40 m ; le coefficient de frottement vaut 0,5. Vitesse maximale ?', 'fr')).toEqual({ v: '14.0 m/s', ok: true });
    expect(answer('Given $\\mu_s = 0.6$ and a level turn of radius $r = 30\\,\\text{m}$, find $v_{max}$.')).toEqual({ v: '13.3 m/s', ok: true });
    expect(answer('The coefficient of static friction between the tyres and the road is 0.5. What is the maximum speed round a flat bend of radius 45 m?')).toEqual({ v: '14.9 m/s', ok: true });
  });
  it('gives the least coefficient of friction, or the least radius', () => {
    expect(answer('A cyclist rides round a flat circular track of radius 20 m at 8 m/s. What is the least coefficient of friction needed?')).toEqual({ v: '0.3262', ok: true });
    expect(answer('What is the minimum radius of an unbanked curve that a car can take at 25 m/s if μs = 0.5?')).toEqual({ v: '127 m', ok: true });
  });
  it('takes a banked bend without friction: tan θ = v²/(gr)', () => {
    expect(answer('Un virage de rayon 120 m est relevé d’un angle de 15°. À quelle vitesse une voiture peut-elle le prendre sans frottement ?', 'fr')).toEqual({ v: '17.8 m/s', ok: true });
    expect(answer('At what angle should a curve of radius 150 m be banked so that cars at 20 m/s need no friction?')).toEqual({ v: '15.2 °', ok: true });
  });
  it('gives the greatest or least speed on a banked bend with friction, whichever is named', () => {
    expect(answer('A curve of radius 200 m is banked at 10° and the coefficient of static friction is 0.60. What is the maximum speed without sliding?')).toEqual({ v: '41.3 m/s', ok: true });
    expect(answer('Banked track: r = 120 m, θ = 25°, μs = 0.15. Minimum speed to avoid sliding down the bank?')).toEqual({ v: '18.7 m/s', ok: true });
    expect(answer('Soit un virage relevé de $\\theta = 18^\\circ$ et de rayon $R = 60\\,\\text{m}$, avec $\\mu_s = 0{,}25$. Calculer la vitesse minimale.', 'fr')).toEqual({ v: '6.39 m/s', ok: true });
    expect(answer('Given that the bank angle is 12 degrees, the radius of the turn is 75 m and mu = 0.5, find v_max.')).toEqual({ v: '24.2 m/s', ok: true });
  });
  it('gives no least speed above zero when friction alone holds the car, and leaves an unnamed speed unread', () => {
    expect(answer('A road curve of radius 50 m is banked at 15 degrees. If mu_s = 0.4, find the minimum speed without slipping down.')).toEqual({ v: '0 m/s', ok: false });
    expect(answer('A curve of radius 90 m is banked at 20°, coefficient of friction 0.2. What speed can a car take it?').v).toBeUndefined();
  });
  it('leaves a banked bend with friction but no angle unread, and keeps the friction force on a level bend', () => {
    expect(answer('A car takes a banked curve of radius 100 m at 20 m/s; the coefficient of friction is 0.3. What is the maximum speed?').v).toBeUndefined();
    expect(answer('A 1200 kg car goes round a level bend of radius 60 m at 15 m/s. What friction force is needed?')).toEqual({ v: '4500 N', ok: true });
  });
});

describe('a banked bend: its design speed, and the range of speeds with friction', () => {
  it('takes a banked bend with no friction named as its design speed or angle', () => {
    expect(answer('A curve of radius 80 m is banked at 15°. For what speed is it designed? (g = 9.8 m/s²)')).toEqual({ v: '14.5 m/s', ok: true });
    expect(answer('Une piste circulaire de rayon 50 m est relevée de 20°. À quelle vitesse un cycliste doit-il la parcourir ? (g = 9,8 m/s²)', 'fr')).toEqual({ v: '13.4 m/s', ok: true });
    expect(answer('At what speed should a car go around a 60 m radius turn banked at 20° so that it does not depend on friction?')).toEqual({ v: '14.6 m/s', ok: true });
    expect(answer('Une voiture aborde un virage relevé de 12° et de rayon 80 m. À quelle vitesse doit-elle rouler pour ne pas avoir besoin des frottements ?', 'fr')).toEqual({ v: '12.9 m/s', ok: true });
    expect(answer('Un virage de rayon 200 m est relevé d’un angle de 8°. Quelle est la vitesse pour laquelle aucune force de frottement n’est nécessaire ? (g = 9,8 m/s²)', 'fr')).toEqual({ v: '16.6 m/s', ok: true });
    expect(answer('At what angle should a curve of radius 50 m be banked for cars travelling at 72 km/h? (g = 9.8 m/s²)')).toEqual({ v: '39.2 °', ok: true });
    expect(answer('Quel doit être l’angle d’inclinaison d’un virage de rayon 100 m pour qu’une voiture puisse le prendre à 90 km/h sans compter sur les frottements ?', 'fr')).toEqual({ v: '32.5 °', ok: true });
  });
  it('gives both ends of the range of speeds, and the greatest for "how fast can"', () => {
    expect(answer('A curve of radius 60 m is banked at 25° and the coefficient of static friction between tyres and road is 0.3. Find the range of speeds at which a car can take the curve without slipping (g = 9.8 m/s²).')).toEqual({ v: 'v_min = 9.26 m/s, v_max = 22.9 m/s', ok: true });
    expect(answer('A curve of radius 100 m is banked at 20° and μs = 0.3. Find the minimum and maximum speeds (g = 9.8 m/s²).')).toEqual({ v: 'v_min = 7.52 m/s, v_max = 27.0 m/s', ok: true });
    expect(answer('Un virage de rayon 80 m est relevé de 12°, le coefficient de frottement vaut 0,4. Entre quelles vitesses une voiture peut-elle le prendre sans déraper ? (g = 9,8 m/s²)', 'fr').v).toBe('v_min = 0 m/s, v_max = 22.9 m/s');
    expect(answer('How fast can a car go around a 50 m radius bend banked at 10° without skidding if the coefficient of static friction is 0.5? Take g = 9.8 m/s².')).toEqual({ v: '19.1 m/s', ok: true });
  });
  it('leaves a greatest speed on a banked bend with no μ told unread', () => {
    expect(answer('A curve of radius 90 m is banked at 20°. What is the maximum speed a car can take it at?').v).toBeUndefined();
    expect(answer('A car of mass 1200 kg rounds a curve of radius 80 m banked at 12°. What is the normal force on the car at the design speed?').v).toBeUndefined();
    expect(answer('A curve of radius 90 m is banked at 20° and has friction. At what speed can a car take it?').v).toBeUndefined();
  });
});

describe('a level road told in other words', () => {
  it('reads a circular level road and a static coefficient told in French', () => {
    expect(answer('A car is moving on a circular level road of radius 100 m. The coefficient of friction between the tyres and road is 0.2. Find the maximum speed for safe driving.')).toEqual({ v: '14.0 m/s', ok: true });
    expect(answer('Sur une route horizontale, une voiture prend un virage de rayon 50 m. Le coefficient de frottement statique est 0,8. Calculer la vitesse maximale.', 'fr')).toEqual({ v: '19.8 m/s', ok: true });
  });
});
