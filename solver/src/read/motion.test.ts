import { describe, expect, it } from 'vitest';
import { normalize } from '../parse/normalize';
import { solve } from '../solve';
import { readMotion } from './motion';

const read = (s: string) => readMotion(normalize(s));

describe('uniform motion in words', () => {
  it('reads two movers closing or opening a distance together as (v₁ + v₂)t = D, in English and French', () => {
    expect(read("Deux villes A et B sont distantes de 300 km. Un train part de A vers B à 80 km/h et au même moment un autre part de B vers A à 120 km/h. Au bout de combien d'heures se croisent-ils ?")?.relations).toEqual([{ lhs: '80*t + 120*t', op: '=', rhs: '300' }]);
    expect(read('Two cars start at the same time from towns 300 km apart and drive toward each other at 60 km/h and 90 km/h. When do they meet?')?.units).toEqual({ t: 'h' });
    expect(read('Two cars leave the same point in opposite directions at 60 mph and 80 mph. How long until they are 350 miles apart?')?.relations).toEqual([{ lhs: '60*t + 80*t', op: '=', rhs: '350' }]);
  });
  it('reads a leg with the current and one against it, the speed asked answered', () => {
    expect(read('A boat travels 24 km downstream in 2 hours and returns upstream in 3 hours. Find the speed of the current.')).toMatchObject({ relations: [{ lhs: 'b + c', op: '=', rhs: '24/2' }, { lhs: 'b - c', op: '=', rhs: '24/3' }], asked: ['c'] });
    expect(read('Un bateau parcourt 36 km en descendant la rivière en 2 h et remonte la même distance en 3 h. Quelle est la vitesse du bateau en eau calme ?')?.asked).toEqual(['b']);
  });
  it('leaves a later departure, a clock time or a place asked to the other readers', () => {
    expect(read('Two towns are 300 km apart. A train leaves A for B at 80 km/h; one hour later another leaves B for A at 120 km/h. When do they meet?')).toBeNull();
    expect(read('Two trains 300 km apart leave at 8:00 toward each other at 80 km/h and 120 km/h. At what time do they meet?')).toBeNull();
    expect(read('Two trains 300 km apart travel toward each other at 80 km/h and 120 km/h. Where do they meet?')).toBeNull();
  });
  it('answers, verified, with the unit of time', () => {
    const s = solve("Deux villes A et B sont distantes de 300 km. Un train part de A vers B à 80 km/h et au même moment un autre part de B vers A à 120 km/h. Au bout de combien d'heures se croisent-ils ?", { locale: 'fr' });
    expect(s.finalAnswer).toBe('t = 3/2 h');
    expect(s.verified).toBe(true);
    const w = solve('A plane flies 1200 miles with the wind in 4 hours and 1000 miles against the wind in 5 hours. Find the speed of the wind.');
    expect(w.answer?.value).toBe('50');
  });
  it('answers the distance a mover covers when that is asked, never the time', () => {
    const s = solve('Two cars start at the same time from towns 350 km apart and drive towards each other at 60 and 80 km/h. How far has the first car travelled when they meet?');
    expect(s.answer?.value).toBe('150');
    expect(s.verified).toBe(true);
    expect(solve('Two cyclists leave the same point at the same time and ride in opposite directions at 12 and 15 mph. How far does the faster one ride before they are 81 miles apart?').answer?.value).toBe('45');
    expect(solve("Deux villes sont distantes de 350 km. Deux voitures partent en même temps l'une vers l'autre à 60 km/h et 80 km/h. Quelle distance la deuxième voiture a-t-elle parcourue lorsqu'elles se croisent ?", { locale: 'fr' }).answer?.value).toBe('200');
    // the mover not said, or a time and a distance asked together: not read
    expect(read('Two cars start at the same time from towns 350 km apart and drive towards each other at 60 km/h and 80 km/h. How far has each car travelled when they meet?')).toBeNull();
    expect(read('Two cars start at the same time from towns 350 km apart and drive towards each other at 60 km/h and 80 km/h. How long do they drive and how far does the first car go?')).toBeNull();
    expect(read('Two cars start at the same time from towns 350 km apart and drive towards each other at 60 km/h and 80 km/h. Where do they meet?')).toBeNull();
  });
});
