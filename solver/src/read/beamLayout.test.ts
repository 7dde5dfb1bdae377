import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const answer = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { subject: 'engineering', locale });
  return { v: s.answer?.value, ok: s.verified };
};

describe('beams with a load over part of them, or supports placed along them', () => {
  it('places a load spread over part of the beam by its extent in words', () => {
    expect(answer('A beam of length L = 4 m is simply supported at both ends. A distributed load of 80 kN/m starts at the right end and extends only to the half-way mark. Determine the support force R1 at the left end.')).toEqual({ v: '40.0 kN', ok: true });
    expect(answer('A simply supported beam AB of span 6 m carries a uniformly distributed load of 10 kN/m over the first 2 m from A. Find the reaction at B.')).toEqual({ v: '3.33 kN', ok: true });
    expect(answer('A 4 m simply supported beam carries 5 kN/m over its right half. Find R_A.')).toEqual({ v: '2.50 kN', ok: true });
    expect(answer('Une poutre de longueur 6 m repose sur deux appuis A et B à ses extrémités. Elle supporte une charge répartie de 3 kN/m sur les 2 premiers mètres. Calculer la réaction en B.', 'fr')).toEqual({ v: '1.00 kN', ok: true });
  });
  it('adds a point load to the spread one, its extent told by two distances', () => {
    expect(answer('A 5 m beam is simply supported at its ends. A distributed load of 4 kN/m acts from 1 m to 3 m from the left end, and a 6 kN point load acts 4 m from the left end. Find the reaction at the right support.')).toEqual({ v: '8.00 kN', ok: true });
    expect(answer('A simply supported beam AB of span 6 m carries 10 kN/m over the first 2 m from A and a 5 kN load 4 m from A. Find the reaction at B.')).toEqual({ v: '6.67 kN', ok: true });
    expect(answer('A simply supported beam AB of span 6 m carries 10 kN/m over the first 2 m and a 5 kN load 1 m from B. Find the reactions.')).toEqual({ v: 'R_A = 17.5 kN, R_B = 7.50 kN', ok: true });
  });
  it('measures from support A when the supports stand along the beam (overhangs)', () => {
    expect(answer('A beam of length 4 m is supported at 1 m and 3 m from the left end. A udl of 2 kN/m acts on the complete length. Find the reaction at A.')).toEqual({ v: '4.00 kN', ok: true });
    expect(answer("Une poutre de 5 m repose sur deux appuis placés à 1 m et à 4 m de l'extrémité gauche ; une charge répartie de 2 kN/m s'exerce sur toute sa longueur. Calculer la réaction en A.", 'fr')).toEqual({ v: '5.00 kN', ok: true });
    expect(answer('A 6 m beam is supported at 0 m and 4 m from the left end and carries a 10 kN load at the right end. Find the reaction at B.')).toEqual({ v: '15.0 kN', ok: true });
  });
  it('leaves a span with supports placed along the beam unread (the span is between the supports)', () => {
    expect(answer('A beam of span 6 m is supported at 1 m and 5 m from the left end and carries 2 kN/m on the complete length. Find the reaction at A.').v).toBeUndefined();
  });
  it('answers both reactions of an overhanging beam', () => {
    expect(answer('A beam of length 4 m is supported at 1 m and 3 m from the left end. A udl of 2 kN/m acts on the complete length. Find the reactions.')).toEqual({ v: 'R_A = 4.00 kN, R_B = 4.00 kN', ok: true });
  });
});
