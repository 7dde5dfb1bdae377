import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const value = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { locale });
  return { v: s.answer?.value, ok: s.verified };
};

describe('the greatest bending moment in a beam', () => {
  it('on two supports: wL²/8 for a load per metre, F·a(L − a)/L under one point load', () => {
    expect(value('A simply supported beam of span 10 m carries a uniformly distributed load of 5 kN/m over the whole span. What is the maximum bending moment?')).toEqual({ v: '62.5 kN·m', ok: true });
    expect(value('Une poutre de 6 m de portée repose sur deux appuis simples et supporte une charge uniformément répartie de 4 kN/m sur toute sa longueur. Calculer le moment fléchissant maximal.', 'fr')).toEqual({ v: '18.0 kN·m', ok: true });
    expect(value('A simply supported beam 8 m long carries a point load of 20 kN at 3 m from the left support A. Find the maximum bending moment.')).toEqual({ v: '37.5 kN·m', ok: true });
    expect(value('A beam 6 m long, simply supported at its ends, carries a 30 kN load at mid-span. Determine the greatest bending moment.')).toEqual({ v: '45.0 kN·m', ok: true });
  });

  it('on a cantilever: F·L for a load at its free end', () => {
    expect(value('A cantilever 2.5 m long carries a point load of 12 kN at its free end. What is the maximum bending moment?')).toEqual({ v: '30.0 kN·m', ok: true });
  });

  it('leaves two loads, or a cantilever loaded somewhere unsaid, unread', () => {
    expect(solve('A simply supported beam 8 m long carries loads of 10 kN and 20 kN at 2 m and 5 m from A. Find the maximum bending moment.', { locale: 'en' }).verified).toBe(false);
    expect(solve('A cantilever 2.5 m long carries a point load of 12 kN. What is the maximum bending moment?', { locale: 'en' }).verified).toBe(false);
  });
});
