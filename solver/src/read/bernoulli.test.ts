import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const answer = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { subject: 'physics', locale });
  return { v: s.answer?.value, ok: s.verified };
};

describe('a liquid along a horizontal pipe whose section changes', () => {
  it('gives the pressure at the section the question names, by continuity then Bernoulli', () => {
    expect(answer('Water flows through a horizontal pipe. Where the cross-sectional area is 40 cm², the speed is 2 m/s and the pressure is 30000 Pa. What is the pressure where the area is 20 cm²?')).toEqual({ v: '24000 Pa', ok: true });
    // a pressure that would come out negative is no answer
    expect(answer('Water flows through a horizontal pipe. Where the cross-sectional area is 40 cm², the speed is 2 m/s and the pressure is 3000 Pa. What is the pressure where the area is 20 cm²?').v).toBeUndefined();
    expect(answer("De l'eau circule dans une conduite horizontale. Dans une section de 20 cm², la vitesse est de 1,5 m/s et la pression de 2,0×10^5 Pa. Quelle est la pression dans une section de 10 cm² ?", 'fr')).toEqual({ v: '1.97e+5 Pa', ok: true });
  });

  it('takes the section the question names by its size when both areas are told before it', () => {
    expect(answer('Water flows through a horizontal pipe whose cross-section narrows from 4×10^-3 m² to 1×10^-3 m². The speed in the wider section is 1 m/s and the pressure there is 2×10^5 Pa. Find the pressure in the narrower section.')).toEqual({ v: '1.93e+5 Pa', ok: true });
    expect(answer("De l'eau circule dans une conduite horizontale dont la section passe de 50 cm² à 20 cm². Dans la partie large, la vitesse est 2 m/s et la pression 150 kPa. Quelle est la pression dans la partie rétrécie ?", 'fr')).toEqual({ v: '1.40e+5 Pa', ok: true });
    // the data told at the section asked about belong to no other section
    expect(answer('Water flows through a horizontal pipe that narrows from 40 cm² to 10 cm². In the narrow section the speed is 4 m/s and the pressure 150 kPa. Find the pressure in the narrower section.').v).toBeUndefined();
  });

  it('gives the speed at the other section by continuity', () => {
    expect(answer('Water moves at 3 m/s through a horizontal pipe of cross-section 0.06 m². Find the speed where the pipe narrows to 0.02 m².')).toEqual({ v: '9.00 m/s', ok: true });
  });

  it('leaves a pipe with no level told, or a liquid of unknown density, unread', () => {
    expect(answer('Water flows through a pipe: area 0.02 m², speed 2 m/s, pressure 40000 Pa. What is the pressure where the area is 0.01 m²?').v).toBeUndefined();
    expect(answer('Oil flows along a horizontal pipe: area 0.02 m², speed 2 m/s, pressure 40000 Pa. What is the pressure where the area is 0.01 m²?').v).toBeUndefined();
  });
});

describe('Bernoulli with the speed at both sections told', () => {
  it('gives the pressure at the other section from the pressure told beside its speed', () => {
    expect(answer('Water flows at 2 m/s in a horizontal pipe where the pressure is 200 kPa. At a narrower section the speed is 6 m/s. What is the pressure in the narrow section?')).toEqual({ v: '1.84e+5 Pa', ok: true });
    expect(answer("De l'eau circule à 1,5 m/s dans une conduite horizontale sous une pression de 3 bar. Dans la partie rétrécie, sa vitesse est de 4 m/s. Quelle est la pression dans la partie rétrécie ?", 'fr')).toEqual({ v: '2.93e+5 Pa', ok: true });
  });

  it('leaves a pressure told apart from both speeds unread', () => {
    expect(answer('A horizontal pipe carries water at 2 m/s and, further on, at 6 m/s. The pressure is 200 kPa. What is the pressure in the narrow section?').v).toBeUndefined();
  });
});
