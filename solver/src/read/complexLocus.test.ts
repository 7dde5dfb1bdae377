import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { normalize } from '../parse/normalize';
import { taskText } from '../task/text';
import { readComplexLocus } from './complexLocus';
import { verifyTask } from '../verify/task';

describe('loci of complex numbers', () => {
  it.each([
    ['Find the locus of z such that |z - i| = |z - 1|', 'y = x'],
    ['|z - 3 + 4i| = 5', '(x - 3)^2 + (y + 4)^2 = 25'],
    ['find the locus of z such that |(z-1)/(z+1)| = 2', '(x + 5/3)^2 + y^2 = 16/9'],
    ['describe the locus of points z satisfying Im(2iz) = 7', 'x = 7/2'],
    ['if |z + 2i| = |z - 2i| then the locus of z is', 'y = 0'],
    ['Re(z) + Im(z) = 1', 'y = 1 - x'],
    ['solve |2z - 1| = |z - 2| in C', 'x^2 + y^2 = 1'],
    // the set asked as points of the plane, or as every complex z, in English and French
    ['Find all points z of the complex plane which satisfy |z - 2i| = |z + 1|', 'y = 3/4 - x/2'],
    ['Find all complex z such that |z - 2i| = |z + 1|', 'y = 3/4 - x/2'],
    ['Déterminer tous les complexes z tels que |z − 1| = 3', '(x - 1)^2 + y^2 = 9'],
    ['Show on an Argand diagram the points for which |z - 1 - i| = 1', '(x - 1)^2 + (y - 1)^2 = 1'],
    // a sum of two distances: an ellipse with these foci, its axis along them
    ['Find all points of the complex plane which satisfy |z+1| + |z-1| = 4', 'x^2/4 + y^2/3 = 1'],
    ['locus of z: |z - 2| + |z - 4| = 4', '(x - 3)^2/4 + y^2/3 = 1'],
    ['$\\left|z - 3i\\right| + \\left|z + 3i\\right| = 10$, describe the locus', 'x^2/16 + y^2/25 = 1'],
    // a radius that is a root, typed as √, sqrt or \\sqrt{…}, alone or times a number, or a modulus times a root
    ["Ensemble des points M d'affixe z tels que |z + 1 - i| = \\sqrt{2}", '(x + 1)^2 + (y - 1)^2 = 2'],
    ['Find the locus of points z satisfying |z - 3 + i| = 2\\sqrt{5}', '(x - 3)^2 + (y + 1)^2 = 20'],
    ['Find the locus of z such that |z - i| = √2', 'x^2 + (y - 1)^2 = 2'],
    ['Find the locus of z with |z + i| = sqrt(2)|z - 1|', '(x - 2)^2 + (y - 1)^2 = 4'],
  ])('%s', (input, value) => {
    const s = solve(input);
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('names the centre and the radius, in French too', () => {
    const s = solve("Déterminer l'ensemble des points M d'affixe z tels que |z̄ + 2i| = 3", { locale: 'fr' });
    expect(s.finalAnswer).toMatch(/Le cercle de centre 2i et de rayon 3/);
    expect(s.interpretation?.text).toMatch(/Déterminer l'ensemble des points z = x \+ iy tels que \|z̄ \+ 2i\| = 3/);
    expect(solve('|z - 2i| = 3').finalAnswer).toMatch(/circle with centre 2i and radius 3/);
  });

  it('refuses other curves, the empty set and the whole plane by name', () => {
    expect(solve('find the locus of z: Re(z^2) = 1').error?.message).toMatch(/neither a line nor a circle/);
    expect(solve('|z - 1| = -2').error?.message).toMatch(/never negative/);
    expect(solve('|z| = |z̄|').error?.message).toMatch(/whole plane/);
    expect(solve('lieu des points z tels que Re z = |z - 1|', { locale: 'fr' }).error?.message).toMatch(/mêle un module/);
  });

  it('leaves numbers and equations with a finite set of roots alone', () => {
    expect(readComplexLocus(normalize('|3 + 4i|'))).toBeNull();
    expect(readComplexLocus(normalize('solve z^2 = 1 + i'))).toBeNull();
    expect(readComplexLocus(normalize('z + |z| = 2 + i'))).toBeNull();
  });

  it('reads its canonical text back to the same task', () => {
    for (const s of ['|(z-1)/(z+1)| = 2', 'describe the locus of points z satisfying Im(2iz) = 7', '|z̄ + 2i| = 3']) {
      const t = readComplexLocus(normalize(s));
      if (!t) throw new Error(`not read: ${s}`);
      expect(readComplexLocus(normalize(taskText(t)))).toEqual(t);
    }
  });

  it('takes out the point where a quotient is not defined', () => {
    expect(solve('Find the locus of z such that Re((z-1)/(z+1)) = 0').answer?.value).toBe('x^2 + y^2 = 1, z != -1');
    const fr = solve("ensemble des points M d'affixe z tels que Im((z - i)/(z + 1)) = 0", { locale: 'fr' });
    expect(fr.finalAnswer).toBe('La droite y = x + 1, privé du point z = -1.');
    expect(fr.verified).toBe(true);
  });

  it('rejects a wrong curve, a missing or a spurious exception', () => {
    const task = { kind: 'complex_locus' as const, lhs: 're((z-1)/(z+1))', rhs: '0' };
    expect(verifyTask(task, { kind: 'expr', value: 'x^2 + y^2 = 1, z != -1' })).toBe(true);
    expect(verifyTask(task, { kind: 'expr', value: 'x^2 + y^2 = 4, z != -1' })).toBe(false);
    expect(verifyTask(task, { kind: 'expr', value: 'x^2 + y^2 = 1, z != 1' })).toBe(false);
    expect(verifyTask({ kind: 'complex_locus', lhs: 'abs(z - i)', rhs: 'abs(z - 1)' }, { kind: 'expr', value: 'y = -x' })).toBe(false);
  });

  it('reads "is real", « soit un imaginaire pur », with the number named before', () => {
    expect(solve('Find the locus of z such that (z - 1)/(z + 1) is real').answer?.value).toBe('y = 0, z != -1');
    const fr = solve("On pose Z = (z + i)/(z - 1). Déterminer l'ensemble des points M d'affixe z tels que Z soit un imaginaire pur.", { locale: 'fr' });
    expect(fr.answer?.value).toBe('(x - 1/2)^2 + (y + 1/2)^2 = 1/2, z != 1');
    expect(fr.finalAnswer).toMatch(/centre 1\/2 − i\/2/);
    expect(fr.verified).toBe(true);
    expect(readComplexLocus(normalize('Is (1+i)/(1-i) real?'))).toBeNull();
  });
});

describe('an argument equal to an angle: a half-line', () => {
  it.each([
    ['Describe the locus arg(z - 1) = π/4', 'en', 'y = x - 1, x > 1'],
    ['Find the locus of z such that arg(z + 2i) = -π/2', 'en', 'x = 0, y < -2'],
    ["Déterminer l'ensemble des points M d'affixe z tels que arg(z - 1 - i) = 2π/3", 'fr', 'y = -sqrt(3)*(x - 1) + 1, x < 1'],
    ['sketch the locus \\arg(z+1) = \\frac{3\\pi}{4}', 'en', 'y = -(x + 1), x < -1'],
    ['Sketch the locus Arg z = π/6', 'en', 'y = sqrt(3)/3*x, x > 0'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('says the start is excluded, in both languages, and refuses an arc by name', () => {
    expect(solve('Describe the locus arg(z - 1) = π/4').finalAnswer).toBe('The half-line from 1 (excluded) in the direction π/4: y = x − 1, x > 1.');
    expect(solve("Décrire l'ensemble des points tels que \\arg(z - i) = \\frac{\\pi}{2}", { locale: 'fr' }).finalAnswer).toBe("La demi-droite d'origine i (exclue) de direction π/2 : x = 0, y > 1.");
    expect(solve('locus arg((z-1)/(z-2i)) = pi/4').error?.message).toMatch(/an arc of a circle, is not yet/);
  });

  it('checks a half-line against the relation on both halves and off the line', () => {
    const t = { kind: 'complex_locus' as const, lhs: 'arg(z - 1)', rhs: 'pi/4' };
    expect(verifyTask(t, { kind: 'expr', value: 'y = x - 1, x > 1' })).toBe(true);
    expect(verifyTask(t, { kind: 'expr', value: 'y = x - 1, x < 1' })).toBe(false);
    expect(verifyTask(t, { kind: 'expr', value: 'y = x + 1, x > 1' })).toBe(false);
  });
});

describe('squared moduli added or subtracted', () => {
  it.each([
    ['Describe the locus |z+3i|^2 - |z-3i|^2 = 12', 'en', 'The line y = 1.'],
    ["Déterminer l'ensemble des points tels que |z - 1|^2 + |z + 1|^2 = 10", 'fr', 'Le cercle de centre 0 et de rayon 2 : x² + y² = 4.'],
    ['locus |z|^2 = 4', 'en', 'The circle with centre 0 and radius 2: x² + y² = 4.'],
  ] as const)('%s', (input, locale, final) => {
    const s = solve(input, { locale });
    expect(s.finalAnswer).toBe(final);
    expect(s.verified).toBe(true);
  });

  it('still refuses a sum of moduli not squared (an ellipse)', () => {
    expect(solve('locus |z - 1| + |z + 1| = 1').error?.message).toMatch(/the set is empty/);
  });
});

describe('a sum of two distances, in French', () => {
  it("names the ellipse and its foci, or says the set is empty", () => {
    const fr = solve("Déterminer l'ensemble des points M d'affixe z tels que |z - i| + |z + i| = 6", { locale: 'fr' });
    expect(fr.answer?.value).toBe('x^2/8 + y^2/9 = 1');
    expect(fr.finalAnswer).toMatch(/^L'ellipse de foyers i, -i/);
    expect(solve('ensemble des points M tels que |z - 1| + |z + 1| = 1', { locale: 'fr' }).error?.message).toMatch(/l'ensemble est vide/);
  });
});

describe('the set asked as « l\'ensemble des nombres complexes z tels que … »', () => {
  it.each([
    ["Déterminer l'ensemble des nombres complexes z tels que |z − 1 + i| = 2", 'fr', '(x - 1)^2 + (y + 1)^2 = 4'],
    ["Déterminer l'ensemble des z ∈ ℂ tels que |z + 2| = |z − 4i|", 'fr', 'y = 3/2 - x/2'],
    ['Find the set of all z such that |z + 1| = 1', 'en', '(x + 1)^2 + y^2 = 1'],
  ])('%s', (input, locale, value) => {
    const s = solve(input, { locale: locale as 'en' | 'fr' });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });
});
