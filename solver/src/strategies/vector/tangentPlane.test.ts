import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';
import { verifyTask } from '../../verify/task';
import type { TaskOf } from '../../task/task';

describe('tangent planes', () => {
  it.each([
    ['tangent plane to z = x² + y² at (1, 2, 5); write it as z = ...', '2*x + 4*y - 5'],
    ['tangent plane to the sphere x² + y² + z² = 14 at (1, 2, 3), solved for z', '14/3 - x/3 - 2*y/3'],
    ['plan tangent à la surface z = xy au point (1, 2, 2)', '2*x + y - 2'],
  ])('%s', (input, value) => {
    const s = solve(input);
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
    expect(s.steps[1].title).toBe('Compute the gradient at the point');
  });

  it('refuses a point that is not on the surface, in French too', () => {
    expect(solve('tangent plane to z = x^2 + y^2 at (1, 1, 5)', { locale: 'fr' }).error?.message).toBe("Ce point n'est pas sur la surface : il n'y a pas de plan tangent en ce point.");
  });

  it('the verifier checks the point and both slopes', () => {
    const t = { kind: 'tangent_plane' as const, lhs: 'z', rhs: 'x^2 + y^2', point: ['1', '2', '5'] };
    expect(verifyTask(t, { kind: 'expr', value: '2*x + 4*y - 5' })).toBe(true);
    expect(verifyTask(t, { kind: 'expr', value: '2*x + 4*y - 4' })).toBe(false);
    expect(verifyTask(t, { kind: 'expr', value: '4*x + 2*y - 3' })).toBe(false);
  });
});

describe('tangent planes written the other usual ways', () => {
  it.each([
    ['Find the tangent plane to the elliptic paraboloid z = 2x^2 + y^2 at the point (1,1,3)', 'en', '4*x + 2*y - 3'],
    ['tangent plane to the hyperbolic paraboloid z = y^2 - x^2 at (-4, 5, 9)', 'en', '8*x + 10*y - 9'],
    ['find the equation of the tangent plane to z = sqrt(x) y at (x,y) = (1,4)', 'en', '2*x + y - 2'],
    ['Déterminer le plan tangent au paraboloïde elliptique z = x^2 + 2y^2 au point (1, 1, 3)', 'fr', '2*x + 4*y - 3'],
  ] as const)('reads a surface named with its adjective and a point written (x, y) = (a, b): %s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });
  it('reads "la surface d’équation …" and the graph of f(x, y) at a point given by x and y', () => {
    const fr = solve("Équation du plan tangent à la surface d'équation x² + 2y² + 3z² = 6 au point (1, 1, 1)", { locale: 'fr' });
    expect(fr.answer?.value).toBe('2 - x/3 - 2*y/3');
    expect(fr.verified).toBe(true);
    const graph = solve('Find the tangent plane to f(x, y) = x^2 + xy at (1, 1)');
    expect(graph.answer?.value).toBe('3*x + y - 2');
    expect(graph.interpretation?.text).toContain('(1, 1, 2)');
    expect(graph.verified).toBe(true);
  });
});

describe('normal lines and unit normal vectors to a surface', () => {
  it.each([
    ['Find the normal line to the surface x^2 + y^2 + z^2 = 9 at the point (1, 2, 2).', 'en', '[[2*t + 1], [4*t + 2], [4*t + 2]]'],
    ['Find parametric equations of the normal line to z = x^2 + y^2 at (1, 1, 2).', 'en', '[[1 - 2*t], [1 - 2*t], [t + 2]]'],
    ['Déterminer la droite normale à la surface xy + z = 3 au point (1, 1, 2).', 'fr', '[[t + 1], [t + 1], [t + 2]]'],
    ['Find the unit normal vector to the surface x^2 + y^2 + z^2 = 3 at (1, 1, 1).', 'en', '[[1/sqrt(3)], [1/sqrt(3)], [1/sqrt(3)]]'],
    ['Vecteur normal unitaire à la surface z = x^2 + y^2 au point (1, 0, 1).', 'fr', '[[-2/sqrt(5)], [0], [1/sqrt(5)]]'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('the verifier rejects a line off the point or across the gradient, and a normal not of length 1', () => {
    const line: TaskOf<'tangent_plane'> = { kind: 'tangent_plane', lhs: 'x^2 + y^2 + z^2', rhs: '9', point: ['1', '2', '2'], normal: 'line' };
    expect(verifyTask(line, { kind: 'matrix', value: '[[1 + t], [2 + 2*t], [2 + 2*t]]' })).toBe(true);
    expect(verifyTask(line, { kind: 'matrix', value: '[[t], [2*t], [2*t]]' })).toBe(false);
    expect(verifyTask(line, { kind: 'matrix', value: '[[1 + t], [2 - 2*t], [2 + 2*t]]' })).toBe(false);
    const unit: TaskOf<'tangent_plane'> = { ...line, normal: 'unit' };
    expect(verifyTask(unit, { kind: 'matrix', value: '[[1/3], [2/3], [2/3]]' })).toBe(true);
    expect(verifyTask(unit, { kind: 'matrix', value: '[[2], [4], [4]]' })).toBe(false);
  });
});
