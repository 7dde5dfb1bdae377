import { describe, expect, it } from 'vitest';
import { value } from '../biology/test-helpers';

describe('scale bars', () => {
  it('takes the length the bar stands for from its label, "represents" or the smaller of two lengths equated', () => {
    for (const q of [
      'A scale bar of 10 µm is 25 mm long on the micrograph. What is the magnification?',
      'The scale bar represents 10 µm and measures 25 mm. Calculate the magnification.',
    ]) expect(value(q)).toEqual({ v: '2500', ok: true });
    expect(value("Une barre d'échelle de 10 µm mesure 25 mm sur la photo. Quel est le grossissement ?", 'fr')).toEqual({ v: '2500', ok: true });
    expect(value('scale bar 5 um = 20 mm, magnification?')).toEqual({ v: '4000', ok: true });
    expect(value('scale bar: 20 mm = 5 µm. Magnification?')).toEqual({ v: '4000', ok: true });
  });
  it('never answers a bar that would shrink the specimen', () => {
    expect(value('A scale bar 5 mm long represents 20 mm. What is the magnification?').v).toBeUndefined();
  });
});
