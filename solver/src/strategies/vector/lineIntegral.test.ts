import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';
import { verifyTask } from '../../verify/task';
import type { TaskOf } from '../../task/task';

describe('line integrals along a parametrised curve', () => {
  it.each([
    ['Evaluate ∫_C F·dr where F = (y, x) and C: r(t) = (t, t^2), 0 ≤ t ≤ 1', 'en', '1'],
    ['Evaluate the line integral ∫_C (x y dx + x^2 dy) where C is given by x = t, y = t^2, 0 ≤ t ≤ 1', 'en', '3/4'],
    ['Calculer la circulation de F(x,y) = (-y, x) le long du cercle r(t) = (cos t, sin t), t ∈ [0, 2π]', 'fr', '2*pi'],
    ['line integral of F = <y z, x z, x y> along r(t) = <t, t^2, t^3> for t from 0 to 1', 'en', '1'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it.each([
    ['Compute ∫C x^2 + y ds where C is the segment from (0,0) to (3,4)', '25'],
    ['∮C y dx - x dy, C: the unit circle', '-2*pi'],
    ['find the work done in moving a particle in the field F = y i + x j + z k along the straight line from (0,0,0) to (1,2,2)', '4'],
    ['work done by F(x, y) = (y, x^2) along the path γ(t) = (t^2, t) from the origin to the point (4, 2)', '176/15'],
  ] as const)('reads ∫C without its underscore, fields in i, j, k and a range given by the ends: %s', (input, value) => {
    const s = solve(input);
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('refuses a range whose ends the curve meets more than once', () => {
    const s = solve('work done by F = (y, x) along r(t) = (cos t, sin t) from (1, 0) to (-1, 0)');
    expect(s.answer).toBeNull();
    expect(s.error?.message).toContain('range of the curve’s parameter');
  });

  it('writes F(r(t))·r′(t) in both languages', () => {
    const fr = solve('circulation de F = (-y, x) le long de r(t) = (cos t, sin t), t ∈ [0, 2π]', { locale: 'fr' });
    expect(fr.steps.map((x) => x.title)).toEqual(['Écrire le champ le long de la courbe', 'Dériver la paramétrisation', 'Produit scalaire']);
  });

  it('names the part it could not read', () => {
    const s = solve('Evaluate ∫_C F·dr where F = (y, x) and C: r(t) = (t, t^2)');
    expect(s.answer).toBeNull();
    expect(s.error?.message).toContain('range of the curve’s parameter');
  });

  it('the verifier integrates numerically and rejects a wrong value', () => {
    const t: TaskOf<'vector'> = { kind: 'vector', op: 'line_integral', components: ['y', 'x'], variables: ['x', 'y'], curve: ['t', 't^2'], parameter: 't', bounds: ['0', '1'] };
    expect(verifyTask(t, { kind: 'expr', value: '1' })).toBe(true);
    expect(verifyTask(t, { kind: 'expr', value: '3/4' })).toBe(false);
  });
});
