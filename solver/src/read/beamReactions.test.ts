import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const answer = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { subject: 'engineering', locale });
  return { v: s.answer?.value, ok: s.verified };
};

describe('a beam on two end supports carrying point loads', () => {
  it('gives the reaction the question names from one load and its distance to A', () => {
    expect(answer('A simply supported beam of span 4 m carries a point load of 10 kN at 1 m from the left support A. Find the reaction at support B.')).toEqual({ v: '2.50 kN', ok: true });
    expect(answer('A simply supported beam of span 4 m carries a point load of 10 kN at 1 m from the left support A. Find the reaction at support A.')).toEqual({ v: '7.50 kN', ok: true });
    expect(answer('Une poutre de 6 m repose sur deux appuis simples A et B à ses extrémités. Elle supporte une charge ponctuelle de 12 kN à 2 m de A. Calculer la réaction en B.', 'fr')).toEqual({ v: '4.00 kN', ok: true });
  });

  it('measures a distance told from B back from A, and reads two loads', () => {
    expect(answer('Une poutre AB de longueur 8 m, posée sur deux appuis, porte une charge de 400 N à 3 m de l\'appui de gauche et une charge de 600 N à 2 m de l\'appui de droite. Calculer la réaction en B.', 'fr')).toEqual({ v: '600 N', ok: true });
    expect(answer('A beam 4 m long rests on supports at its ends. It carries a 2 kN point load at 1 m and a 1 kN load at 2 m from the left support. Find the reaction at the left support.')).toEqual({ v: '2.00 kN', ok: true });
  });

  it('puts a weight told at the middle at half the span', () => {
    expect(answer('Une poutre de poids 1000 N (appliqué en son milieu) repose sur deux poteaux en A et B distants de 5 m. Elle supporte une force de 2000 N en C, à 1,5 m de A. Calculer l\'effort supporté par le poteau en A.', 'fr')).toEqual({ v: '1900 N', ok: true });
  });

  it('reads a beam supported at its ends, loads paired respectively, and a uniform beam\'s own weight at its middle', () => {
    expect(answer('A 5 m long beam is supported at its ends A and B. A load of 20 kN acts at 2 m from A. Find R_B.')).toEqual({ v: '8.00 kN', ok: true });
    expect(answer('A simply supported beam of span 8 m carries loads of 10 kN and 20 kN at 2 m and 5 m from the left support respectively. Find the reaction at the right support.')).toEqual({ v: '15.0 kN', ok: true });
    expect(answer('A uniform beam 6 m long weighing 600 N rests on supports at its ends. A 900 N load is placed 2 m from the left end. Find the force on the right support.')).toEqual({ v: '600 N', ok: true });
    expect(answer('Une poutre homogène de 4 m et de poids 800 N repose sur deux appuis A et B à ses extrémités. Une charge de 1200 N est placée à 1 m de B. Calculer la réaction en A.', 'fr')).toEqual({ v: '700 N', ok: true });
  });

  it("reads a span told before the word beam, a support named « l'appui B », and two loads paired in order", () => {
    expect(answer('A 4 m beam is simply supported at its ends. It carries a point load of 6 kN at its midpoint. Find the reaction at A.')).toEqual({ v: '3.00 kN', ok: true });
    expect(answer("Une poutre de 5 m de portée repose sur deux appuis A et B. Une charge de 10 kN est appliquée à 2 m de l'appui A. Déterminer la réaction de l'appui B.", 'fr')).toEqual({ v: '4.00 kN', ok: true });
    expect(answer('A beam AB 6 m long is supported at A and B. Loads of 4 kN and 6 kN act at 1 m and 4 m from A. Find the reaction at B.')).toEqual({ v: '4.67 kN', ok: true });
  });

  it('reads the reaction asked even when the question names both supports to place the beam', () => {
    expect(answer("Déterminer la réaction en A d'une poutre de 6 m reposant sur deux appuis A et B et supportant une charge de 9 kN à 2 m de A.", 'fr')).toEqual({ v: '6.00 kN', ok: true });
  });

  it("puts the beam's own weight at its middle when the weight is told as the beam's, and reads « supporté par le poteau B »", () => {
    expect(answer("Une poutre de poids 1000 N repose sur deux poteaux A et B distants de 5 m. Elle supporte une force de 2000 N en C, à 1,5 m de A. Calculer l'effort supporté par le poteau B.", 'fr')).toEqual({ v: '1100 N', ok: true });
    expect(answer('A beam weighing 600 N rests on supports A and B 4 m apart and carries a 900 N load 1 m from A. Find the reaction at B.')).toEqual({ v: '525 N', ok: true });
  });

  it('answers both reactions asked at once side by side, in both languages', () => {
    expect(answer('A simply supported beam of span 4 m carries a point load of 10 kN at 1 m from the left support A. Find the reactions at the supports.')).toEqual({ v: 'R_A = 7.50 kN, R_B = 2.50 kN', ok: true });
    expect(answer('A beam of span 6 m carries 12 kN at 2 m from A. Find the reactions at A and B.')).toEqual({ v: 'R_A = 8.00 kN, R_B = 4.00 kN', ok: true });
    expect(answer('Une poutre de 6 m repose sur deux appuis A et B. Elle supporte une charge de 12 kN à 2 m de A. Calculer les réactions en A et B.', 'fr')).toEqual({ v: 'R_A = 8.00 kN, R_B = 4.00 kN', ok: true });
    expect(answer('A simply supported beam AB of span 6 m carries a point load of 8 kN at 2 m from the left end A and a distributed load of 3 kN/m along the whole span. Determine the vertical reactions at supports A and B.')).toEqual({ v: 'R_A = 14.3 kN, R_B = 11.7 kN', ok: true });
  });

  it('takes a load per metre over the whole span as its resultant at mid-span', () => {
    expect(answer('A simply supported beam AB of span 6 m carries a point load of 8 kN at 2 m from A and a uniformly distributed load of 3 kN/m along the whole span. Determine the vertical reaction at A.')).toEqual({ v: '14.3 kN', ok: true });
    expect(answer('A simply supported beam of span 5 m carries a uniformly distributed load of 4 kN/m over its entire length. Find the reaction at B.')).toEqual({ v: '10.0 kN', ok: true });
    expect(answer('Une poutre de 4 m repose sur deux appuis A et B. Elle porte une charge répartie de 2 kN/m sur toute sa longueur et une charge de 6 kN à 1 m de A. Calculer la réaction en B.', 'fr')).toEqual({ v: '5.50 kN', ok: true });
  });

  it('leaves a spread load whose extent is not placed (over 3 m: which 3 m?), and a cantilever, unread', () => {
    expect(answer('A beam of span 6 m carries a UDL of 2 kN/m over 3 m from A. Find the reaction at B.').v).toBeUndefined();
    expect(answer('A cantilever beam 3 m long carries a 5 kN load at its free end. Find the reaction at the support.').v).toBeUndefined();
  });
});
