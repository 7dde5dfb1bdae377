import { describe, expect, it } from 'vitest';
import { constantLetters } from './constantLetters';

describe('constantLetters', () => {
  it('sets aside a clause naming letters as constants, « ou » without its accent included', () => {
    expect(constantLetters('résoudre y\' = a y ou a est une constante')).toEqual({ rest: "résoudre y' = a y", letters: ['a'] });
    expect(constantLetters('résoudre y\' = a y où a est une constante réelle.')).toEqual({ rest: "résoudre y' = a y.", letters: ['a'] });
    expect(constantLetters('solve dy/dx = k y where k is a constant')).toEqual({ rest: 'solve dy/dx = k y', letters: ['k'] });
    expect(constantLetters('solve y\' = ay, a constant')).toEqual({ rest: "solve y' = ay", letters: ['a'] });
    expect(constantLetters("y'' + \\omega^2 y = 0, where \\omega is a positive constant")).toEqual({ rest: "y'' + \\omega^2 y = 0", letters: ['omega'] });
    expect(constantLetters("y' = a y + b où a et b sont des réels")).toEqual({ rest: "y' = a y + b", letters: ['a', 'b'] });
  });

  it('leaves other words alone', () => {
    expect(constantLetters("solve y' = 2y")).toBeNull();
    expect(constantLetters('est-ce une constante ?')).toBeNull();
  });
});
