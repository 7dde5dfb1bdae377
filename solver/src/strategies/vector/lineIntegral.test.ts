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

  it.each([
    ['∫C x y dx + e^y dy + x z dz, C given by r(t) = t^4 i + t^2 j + t^3 k, 0 ≤ t ≤ 1', 'en', 'e - 3/10'],
    ['the circulation of the field a = y i - x j + z k around the contour x = cos t, y = sin t, z = 3, t ∈ [0; 2π]', 'en', '-2*pi'],
    ['r(t) = (cos t, sin t, t), 0 ≤ t ≤ 2π. Calculer la circulation de F = (-y, x, z) le long de cette courbe.', 'fr', '2*pi^2 + 2*pi'],
    ['work done by the field F = 3x^2 i + (2xz - y) j + z k along x = 2t^2, y = t, z = 4t^2 - t from t = 0 to t = 1', 'en', '71/5'],
    ['Integral C x sin y ds, C is the segment from (0, 3) to (4, 6)', 'en', '20*sin(6)/9 - 20*cos(6)/3 - 20*sin(3)/9'],
  ] as const)('reads curves in i, j, k, fields named by a small letter, ranges with a semicolon or "from t = a to t = b": %s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });
});

describe('the length of a parametrised curve', () => {
  it.each([
    ['Find the length of r(t) = i + t^2 j + t^3 k, 0 ≤ t ≤ 1', 'en', '13*sqrt(13)/27 - 8/27'],
    ['find the arc length of x = t^2, y = t^3, 0 <= t <= 1', 'en', '13*sqrt(13)/27 - 8/27'],
    ['length of the helix r(t) = <2 sin t, 5t, 2 cos t>, -10 ≤ t ≤ 10', 'en', '20*sqrt(29)'],
    ['Calculer la longueur de la courbe r(t) = (e^t cos t, e^t sin t), 0 ≤ t ≤ 1', 'fr', 'e*sqrt(2) - sqrt(2)'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.interpretation?.text).toMatch(/^(Find the length of the curve|Calculer la longueur de la courbe) r\(t\)/);
    expect(s.verified).toBe(true);
  });

  it.each([
    ['Compute the integral of f(x,y,z) = z along the curve γ(t) = (t cos t, t sin t, t), 0 ≤ t ≤ 2π, with respect to arc length', 'en', '(2 + 4*pi^2)^(3/2)/3 - 2*sqrt(2)/3'],
    ['integrate f(x,y) = xy along the curve x = t, y = t^2, 0 ≤ t ≤ 1 with respect to arc length', 'en', '1/120 + 5*sqrt(5)/24'],
    ['Calculer l’intégrale de f(x,y) = x le long de la courbe r(t) = (t, t^2), 0 ≤ t ≤ 1 par rapport à l’abscisse curviligne', 'fr', '5*sqrt(5)/12 - 1/12'],
  ] as const)('integrates the named function, not the length, when "arc length" only names ds: %s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('leaves the length of a vector, or of a curve in x alone, to other readers', () => {
    expect(solve('length of the vector (3, 4)').answer?.value).toBe('5');
    expect(solve('Find the length of r(t) = (t, t^2), 0 ≤ t ≤ 1').steps.map((x) => x.title)).toEqual(['Arc-length element', 'Integrate in the parameter']);
  });
});

describe('line integrals: refusals and the verifier', () => {
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

describe('a line integral along any path between two points', () => {
  it.each([
    ['evaluate ∫_C (2xy) dx + (x^2) dy where C is any path from (0,0) to (1,2)', 'en', '2', 'Independence of path'],
    ['Calculer ∫_C F·dr pour F = (y z, x z, x y) où C est n’importe quel chemin allant de (0,0,0) à (1,2,3)', 'fr', '6', 'Indépendance du chemin'],
  ] as const)('takes the segment when the field is conservative: %s', (input, locale, value, title) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
    expect(s.steps[0].title).toBe(title);
  });

  it('refuses a field whose integral depends on the path, in both languages', () => {
    expect(solve('evaluate ∫_C y dx - x dy where C is any path from (0,0) to (1,1)').error?.message).toBe('This field is not conservative: its line integral depends on the path, so give the curve.');
    expect(solve('Calculer ∫_C y dx - x dy où C est n’importe quel chemin de (0,0) à (1,1)', { locale: 'fr' }).error?.message).toBe('Ce champ n’est pas conservatif : son intégrale curviligne dépend du chemin, donnez donc la courbe.');
  });
});

describe('a segment named by its ends in other words and notations', () => {
  it.each([
    ['Calculer ∫_C y^2 dx + x dy où C est le segment qui relie (-5 ; -3) à (0 ; 2).', 'fr', '-5/6'],
    ['Soit F(x, y) = (x + y, x − y). Calculer le travail de F le long du segment qui va de (1,5 ; 0) à (0 ; 2).', 'fr', '-25/8'],
    ['Find the work done by the force field F(x,y) = 2xy i - x^2 j on a particle moving along the line segment that joins (1,3) to (2,4).', 'en', '25/3'],
    ['Compute \\int_C \\vec F \\cdot d\\vec r for \\vec F = \\langle y, x^2 \\rangle along the segment going from A = (0,0) to B = (2,1).', 'en', '7/3'],
    ['Compute \\int_C \\mathbf{F} \\cdot d\\mathbf{r} where \\mathbf{F} = (y, x^2) and C is the segment from (0,0) to (2,1).', 'en', '7/3'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });
});

describe('a curve x = g(y) between two of its points', () => {
  it.each([
    ["Calculer l'intégrale curviligne ∫_C y² dx + x dy où C est l'arc de parabole d'équation x = 4 − y² depuis (−5, −3) jusqu'à (0, 2).", 'fr', '245/6'],
    ['Evaluate ∫_C xy dx + (x - y) dy where C is the parabola x = y^2 from (0,0) to (4,2)', 'en', '202/15'],
    ['Evaluate ∫_C x ds where C is the curve x = y^2/2 for 0 <= y <= 2', 'en', '9*sqrt(5)/8 - ln(2 + sqrt(5))/16'],
  ] as const)('takes y as the parameter: %s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('never reads a parametrisation x = cos t, y = sin t as a graph', () => {
    expect(solve('Evaluate ∫_C y dx - x dy where x = cos t, y = sin t, from 0 to 2pi').verified).toBe(false);
  });
});

describe('curves written in unit vectors or beside their plane', () => {
  it.each([
    ['Find the work done by the force field F(x, y) = x i + (y + 2) j in moving an object along the arch of the cycloid r(t) = (t − sin t) i + (1 − cos t) j, 0 ≤ t ≤ 2π.', 'en', '2*pi^2'],
    ['Calculer la circulation de F = y i + x² j le long de la courbe r(t) = (2t) i + (t² - 1) j, t ∈ [0 ; 1].', 'fr', '2/3'],
    ['Compute the circulation of F = <-y, x, 0> around the circle x^2 + y^2 = 4, z = 0, counterclockwise.', 'en', '8*pi'],
    ['Calculer la circulation de F(x,y,z) = (z - y, x + z, xy) le long du cercle x² + y² = 1, z = 2, parcouru dans le sens direct.', 'fr', '2*pi'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });
});

describe('the line integral of a gradient, ∫_C ∇f·dr', () => {
  it.each([
    ['Evaluate \\int\\limits_{C}{\\nabla f\\cdot d\\vec r} where f(x,y) = 5x - y^2 + 10xy + 9 and C is given by \\vec r(t) = \\left\\langle \\frac{2t}{t^2+1}, 1 - 8t \\right\\rangle with -2 \\le t \\le 0.', 'en', '428', 'Fundamental theorem for line integrals'],
    ['Evaluate ∫_C ∇f · dr where f(x, y, z) = xyz + z^2 and C: r(t) = (t, t^2, t^3), 0 ≤ t ≤ 1.', 'en', '2', 'Fundamental theorem for line integrals'],
    ['Calculer ∫_C grad f · dr où f(x, y) = x^2 y - y^3 le long de la courbe r(t) = (cos t, sin t), 0 ≤ t ≤ π.', 'fr', '0', 'Théorème fondamental des intégrales curvilignes'],
  ] as const)('is f at the end minus f at the start: %s', (input, locale, value, title) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.steps[0].title).toBe(title);
    expect(s.verified).toBe(true);
  });
});

describe('a quarter of a circle between its two ends, the way round unsaid', () => {
  it.each([
    ['Calculer le travail du champ de forces F(x, y) = (x², xy) le long du quart de cercle x² + y² = 1 allant de (1, 0) à (0, 1).', 'fr', '0'],
    ['Evaluate ∫_C y dx - x dy along the quarter circle x^2 + y^2 = 4 from (0, 2) to (2, 0).', 'en', '2*pi'],
  ] as const)('turns the quarter: %s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('refuses an arc between two points with no way round and no quarter named', () => {
    expect(solve('Evaluate ∫_C y dx - x dy along the arc of the circle x^2 + y^2 = 4 from (0, 2) to (2, 0).').answer).toBeNull();
  });
});

describe('a circle named by its centre before its radius', () => {
  it.each([
    ['Evaluate ∮_C y dx - x dy where C is the circle centered at the origin of radius 2, counterclockwise.', 'en', '-8*pi'],
    ["Calculer ∮_C y dx - x dy où C est le cercle centré en l'origine de rayon 2, parcouru dans le sens direct.", 'fr', '-8*pi'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });
});
