import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';
import { augmentedSystem } from './augmentedSystem';

describe('a system given by its augmented matrix', () => {
  it('writes the rows out as equations in x, y, z', () => {
    expect(augmentedSystem('solve the system with augmented matrix [[1, -1, 1/2, 3], [0, 2, 0, -1]]')?.system).toBe('x - y + (1/2)*z = 3; 2y = -1');
    // the reduced form asked of the same matrix is another question
    expect(augmentedSystem('reduced row echelon form of the augmented matrix [[1, 1, 2], [1, -1, 0]]')).toBeNull();
    expect(augmentedSystem('solve the system with augmented matrix [[1, 1, 2], [1, -1, 0]] over the rationals')).toBeNull();
  });

  it('solves it: one, none or infinitely many solutions, in both languages, checked', () => {
    const one = solve('Solve the system using the augmented matrix [[1, 1, 2], [1, -1, 0]]', { locale: 'en' });
    expect(one.finalAnswer).toBe('x = 1, y = 1');
    expect(one.verified).toBe(true);
    expect(one.steps[0].title).toBe('Read the system from the augmented matrix');
    const fr = solve('Résoudre le système de matrice augmentée [[1, 1, 1, 6], [0, 1, 2, 8], [0, 0, 1, 3]]', { locale: 'fr' });
    expect(fr.finalAnswer).toBe('x = 1, y = 2, z = 3');
    expect(fr.steps[0].title).toBe('Lire le système sur la matrice augmentée');
    expect(solve('Solve the system with augmented matrix [1 1 3; 2 2 5]', { locale: 'en' }).finalAnswer).toMatch(/No solution/);
    expect(solve('Solve the linear system whose augmented matrix is [[1, 2, -1, 3], [2, 4, -2, 6], [1, 0, 1, 1]]', { locale: 'en' }).finalAnswer).toMatch(/Infinitely many/);
  });
});
