import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { taskText } from '../task/text';
import { readSlideCanonical } from './slide';

const answer = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { subject: 'physics', locale });
  return { v: s.answer?.value, ok: s.verified };
};

describe('whether a body at rest slides, asked yes or no', () => {
  it('compares a horizontal push on a level floor with μs m g', () => {
    expect(answer('A man pushes horizontally with a force of 125 N on a 30 kg crate resting on the floor. The coefficient of static friction is 0.45. Does the crate slide? (g = 9.8 m/s²)')).toEqual({ v: 'False', ok: true });
    expect(answer('A 48.4 kg crate rests on a level floor at a shipping dock; μs = 0.578 and μk = 0.428. A worker pushes it horizontally with 300 N. Will the crate move?')).toEqual({ v: 'True', ok: true });
    expect(answer('Une caisse de 40 kg repose sur un sol horizontal (μs = 0,5). On la tire horizontalement avec une force de 150 N. La caisse se met-elle en mouvement ? (g = 9,8 N/kg)', 'fr')).toEqual({ v: 'False', ok: true });
    expect(answer('Consider a 12 kg crate on a horizontal floor, $\\mu_s = 0.35$. A horizontal force of 30 N is applied. Will the crate move?')).toEqual({ v: 'False', ok: true });
    expect(answer('Given that a 50 kg sled rests on level snow with μs = 0.1, and a child pulls it horizontally with a 60 N force, does the sled start moving?')).toEqual({ v: 'True', ok: true });
  });
  it('compares tan α with μs on an incline, and answers “does it stay at rest?” the other way round', () => {
    expect(answer('Un bloc de 5 kg est posé sur un plan incliné à 30° par rapport à l’horizontale. Le coefficient de frottement statique vaut 0,4. Le bloc glisse-t-il ?', 'fr')).toEqual({ v: 'True', ok: true });
    expect(answer('A box sits on a ramp inclined at 20° to the horizontal. The coefficient of static friction between box and ramp is 0.5. Will the box slide down?')).toEqual({ v: 'False', ok: true });
    expect(answer('A 10 kg block rests on a 25° incline with μs = 0.3. Does it remain at rest?')).toEqual({ v: 'False', ok: true });
    expect(answer('Soit un solide de masse m = 2 kg posé sur une pente de 40°. Le coefficient d’adhérence est 0,9. Est-ce que le solide glisse ?', 'fr')).toEqual({ v: 'False', ok: true });
  });
  it('reads “determine whether it slides”, “is it going to slide”, “can you move it”, « déterminer si le bloc glisse »', () => {
    expect(answer('A block of mass 3 kg is placed on a plane inclined at 40° to the horizontal. μs = 0.6. Determine whether the block slides.')).toEqual({ v: 'True', ok: true });
    expect(answer('Is the 8 kg crate on the 15° ramp going to slide? μs = 0.25')).toEqual({ v: 'True', ok: true });
    expect(answer('A 100 kg crate sits on the floor. You push it with 400 N horizontally. The static friction coefficient is 0.5. Can you move the crate?')).toEqual({ v: 'False', ok: true });
    expect(answer('Un bloc de 3 kg est posé sur un plan incliné de 40°. μs = 0,6. Déterminer si le bloc glisse.', 'fr')).toEqual({ v: 'True', ok: true });
  });
  it('leaves a kinetic coefficient alone, or a case at the edge of sliding, unanswered', () => {
    expect(answer('A 20 kg box on a floor is pushed with 50 N, μk = 0.2. Does it slide?').v).toBeUndefined();
    expect(answer('Will the 5 kg block on the 35° slope slip if the static friction coefficient is 0.7?').v).toBeUndefined();
    expect(answer('A 20 kg box on a floor is pushed at 30° above the horizontal with 50 N, μs = 0.2. Does it slide?').v).toBeUndefined();
  });
  it('leaves a quantity asked about sliding to its own reader', () => {
    expect(answer('A curve of radius 200 m is banked at 10° and the coefficient of static friction is 0.60. What is the maximum speed without sliding?')).toEqual({ v: '41.3 m/s', ok: true });
  });
  it('reads its own canonical text back to the same task', () => {
    const t = { kind: 'slide_check' as const, mus: 0.4, g: 9.8, mass: 5, incline: 0.5, rest: true as const };
    expect(readSlideCanonical(taskText(t))).toEqual(t);
  });
});
