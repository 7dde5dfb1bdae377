import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';
import { verifyTask } from '../../verify/task';
import type { TaskOf } from '../../task/task';

const answer = (input: string, locale: 'en' | 'fr' = 'en') => solve(input, { locale });

describe('vector calculus, read and answered with steps', () => {
  it.each([
    ['gradient of f(x,y,z) = x^2 y + y z^3', '[[2*x*y], [z^3 + x^2], [3*y*z^2]]'],
    ['divergence of F = (x^2 y, y z, x z^2)', '2*x*y + 2*x*z + z'],
    ['curl of F = (y z, x z, x y)', '[[0], [0], [0]]'],
    ['rotationnel de F = (-y, x, z)', '[[0], [0], [2]]'],
    ['Hessian matrix of f(x,y) = x^3 - 3xy + y^3', '[[6*x, -3], [-3, 6*y]]'],
    ['div F where F = x i + y j + z k', '3'],
  ])('%s', (input, value) => {
    const s = answer(input);
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('the directional derivative at a point uses a unit vector', () => {
    const s = answer('directional derivative of f = xy + yz + zx at (1, 1, 1) in the direction of (1, 2, 2)');
    expect(s.answer?.value).toBe('10/3');
    expect(s.verified).toBe(true);
    expect(s.steps.map((x) => x.title)).toContain('Unit vector');
  });

  it('speaks French and states the task back', () => {
    const s = answer('calculer le laplacien de f(x,y) = x^2 y + y^3', 'fr');
    expect(s.interpretation?.text).toContain('le laplacien de f(x, y)');
    expect(s.steps[0].title).toBe('Dérivées partielles secondes');
    expect(s.verified).toBe(true);
  });

  it('the Jacobian of a map is its determinant unless the matrix is asked', () => {
    expect(answer("jacobien de l'application (x, y) ↦ (x^2 - y^2, 2xy)", 'fr').answer?.value).toBe('4*x^2 + 4*y^2');
    expect(answer('Jacobian matrix of F(x, y) = (x^2 - y^2, 2xy)').answer?.kind).toBe('matrix');
  });
});

describe('the verifier checks vector answers against the task', () => {
  const grad: TaskOf<'vector'> = { kind: 'vector', op: 'gradient', components: ['x^2*y'], variables: ['x', 'y'] };
  it('accepts the gradient and rejects components swapped, a sign error or a missing component', () => {
    expect(verifyTask(grad, { kind: 'matrix', value: '[[2*x*y], [x^2]]' })).toBe(true);
    expect(verifyTask(grad, { kind: 'matrix', value: '[[x^2], [2*x*y]]' })).toBe(false);
    expect(verifyTask(grad, { kind: 'matrix', value: '[[-2*x*y], [x^2]]' })).toBe(false);
    expect(verifyTask(grad, { kind: 'matrix', value: '[[2*x*y]]' })).toBe(false);
  });
  it('rejects a curl with a wrong sign and a divergence of the wrong field', () => {
    const curl: TaskOf<'vector'> = { kind: 'vector', op: 'curl', components: ['-y', 'x', '0'], variables: ['x', 'y', 'z'] };
    expect(verifyTask(curl, { kind: 'matrix', value: '[[0], [0], [2]]' })).toBe(true);
    expect(verifyTask(curl, { kind: 'matrix', value: '[[0], [0], [-2]]' })).toBe(false);
    const div: TaskOf<'vector'> = { kind: 'vector', op: 'divergence', components: ['x*y', 'y*z', 'z*x'], variables: ['x', 'y', 'z'] };
    expect(verifyTask(div, { kind: 'expr', value: 'x + y + z' })).toBe(true);
    expect(verifyTask(div, { kind: 'expr', value: 'y + z + x*y' })).toBe(false);
  });
});

describe('partial derivatives in a course’s notations', () => {
  it('mixed partials keep every variable (∂³f/∂x²∂y is not ∂³f/∂x³)', () => {
    const s = answer('compute f_xxy where f(x, y) = x^4 y^3 - x^2 y^5');
    expect(s.answer?.value).toBe('36*x^2*y^2 - 10*y^4');
    expect(s.verified).toBe(true);
    const fr = answer('calculer ∂³f/∂x²∂y pour f(x,y) = x² y³', 'fr');
    expect(fr.interpretation?.text).toContain('∂³f/∂x²∂y');
    expect(fr.answer?.value).toBe('6*y^2');
  });
  it('the chain rule: letters defined in the variable are substituted', () => {
    const s = answer('z = x^2 y with x = cos t, y = sin t. Find dz/dt');
    expect(s.verified).toBe(true);
    expect(s.answer?.value).not.toBe('0');
  });
  it('an implicit derivative asked at a point is a number', () => {
    const s = answer("folium x^3 + y^3 = 6xy: compute y'' at (3, 3)");
    expect(s.answer?.value).toBe('-16/3');
    expect(s.verified).toBe(true);
  });
});

describe('partial derivatives and fields as students write them', () => {
  it('differentiates in the variable named after the function, not the first letter of f(x, y)', () => {
    for (const [input, locale] of [['partial derivative of f(x,y) = x^2 y with respect to y', 'en'], ['dérivée partielle de f(x,y) = x^2 y par rapport à y', 'fr']] as const) {
      const s = solve(input, { locale });
      expect(s.answer?.value, input).toBe('x^2');
      expect(s.verified).toBe(true);
    }
  });

  it('reads "the second partial derivatives" (all of them) as the Hessian', () => {
    expect(solve('second partial derivatives of f(x, y) = x^2 + 3xy + y^2').answer?.value).toBe('[[2, 3], [3, 2]]');
    expect(solve('dérivées partielles secondes de f(x,y) = x^2 y^3', { locale: 'fr' }).answer?.value).toBe('[[2*y^3, 6*x*y^2], [6*x*y^2, 6*x^2*y]]');
    // one of them, named, is still that one
    expect(solve('find f_xx for f = x^3 y').answer?.value).toBe('6*x*y');
  });

  it('reads xyz as a product and a direction given a name (v = <3, 4>)', () => {
    expect(solve('gradient of f = xyz at (1, 2, 3)').answer?.value).toBe('[[6], [3], [2]]');
    expect(solve('directional derivative of f(x,y) = x y^2 at (1,1) in the direction of the vector v = <3, 4>').answer?.value).toBe('11/5');
  });
});

describe('the point and the direction, however they are written', () => {
  it('a point written as the argument of ∇f or after "at P" is where the gradient is evaluated', () => {
    expect(solve('∇f(1,1,1) for f(x,y,z) = x y^2 z^3').answer?.value).toBe('[[1], [2], [3]]');
    expect(solve('gradient de f(x,y) = x^2 y au point A = (1, 2)', { locale: 'fr' }).answer?.value).toBe('[[4], [1]]');
  });

  it('a point with the wrong number of coordinates is refused, never filled in with 0', () => {
    const s = solve('gradient of f(x,y) = x^2 y at (1, 2, 3)');
    expect(s.answer).toBeNull();
    expect(s.error?.message).toContain('(1, 2, 3)');
  });

  it('reads ∇ × F with angle brackets as the curl', () => {
    const s = solve('∇ × F for F = ⟨y^2 z, x z, x y⟩');
    expect(s.answer?.value).toBe('[[0], [y^2 - y], [z - 2*y*z]]');
    expect(s.verified).toBe(true);
  });

  it.each([
    ['directional derivative of f(x,y) = x^2 y at (1, 2) in the direction of v = 3i + 4j', '16/5'],
    ['directional derivative of f(x,y) = xy at (1,2) in the direction given by the angle θ = π/4', '3*sqrt(2)/2'],
    ['directional derivative of f(x,y,z) = xyz at (1,1,1) toward the point (2,3,3)', '5/3'],
    ['directional derivative of f(x,y) = x^2 + y^2 at (1,1) making an angle of 90° with the x-axis', '2'],
  ])('%s', (input, value) => {
    const s = solve(input);
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('reads a point named by a capital after "at point", its coordinates split by semicolons', () => {
    const s = solve('Find the gradient of the function f(x, y, z) = (x^2+2y)/(2y+z) at point A(2; 4; 2).');
    expect(s.answer?.value).toBe('[[2/5], [-1/25], [-3/25]]');
    expect(s.verified).toBe(true);
  });

  it('the maximum rate of change is the length of the gradient, in its direction', () => {
    const s = solve('Find the maximum rate of change of f(x,y) = x^2 + y^2 at (3, 4)');
    expect(s.answer?.value).toBe('10');
    expect(s.answer?.words).toContain('(6, 8)');
    expect(s.verified).toBe(true);
    const fr = solve('taux de variation maximal de f(x,y) = x e^y au point (2, 0)', { locale: 'fr' });
    expect(fr.answer?.value).toBe('sqrt(5)');
    expect(fr.steps.map((x) => x.title)).toContain('Norme du gradient');
  });

  it('|∇f| and « la norme du gradient » are the gradient’s length, never the gradient itself', () => {
    const s = solve('find |∇f| at (3,3) for f(x,y) = x^2 + y^2');
    expect(s.answer?.value).toBe('6*sqrt(2)');
    expect(s.interpretation?.text).toContain('magnitude of the gradient');
    expect(s.verified).toBe(true);
    const fr = solve('norme du gradient de f(x,y) = x² y au point (1, 2)', { locale: 'fr' });
    expect(fr.answer?.value).toBe('sqrt(17)');
    expect(fr.finalAnswer).toBe('Norme du gradient : √(17)');
  });

  it('"the partial derivatives of f", « les dérivées partielles de f »: each one, none dropped', () => {
    const fr = solve('dérivées partielles de f(x,y) = x^3 y + e^(xy)', { locale: 'fr' });
    expect(fr.answer?.value).toBe('[[3*x^2*y + exp(x*y)*y], [x^3 + exp(x*y)*x]]');
    expect(fr.finalAnswer).toContain('f_y = ');
    expect(fr.verified).toBe(true);
    expect(solve('find the partial derivatives of f(x,y,z) = x y^2 z^3').answer?.value).toBe('[[y^2*z^3], [2*x*y*z^3], [3*x*y^2*z^2]]');
    expect(solve('second partial derivatives of f(x,y) = x^3 y^2').check?.task).toMatchObject({ op: 'hessian' });
  });

  it('a directional derivative is written without a root in its denominator (6√2, not 12/√2)', () => {
    const s = solve('directional derivative of f(x,y) = x^2 + 4y^2 at (2,1) in the direction of <1, 1>');
    expect(s.answer?.value).toBe('6*sqrt(2)');
    expect(s.verified).toBe(true);
  });

  it('the gradient and a directional derivative asked together are both answered, the gradient first', () => {
    const s = solve('f(x,y) = x^2 + 4y^2. Find the gradient at (2,1) and the directional derivative in the direction of <1, 1>');
    expect(s.answer?.value).toBe('[[4], [8]]; 6*sqrt(2)');
    expect(s.verified).toBe(true);
    const fr = solve('Calculer le gradient de f(x,y) = x² y puis la dérivée directionnelle au point (1, 1) dans la direction de (3, 4)', { locale: 'fr' });
    expect(fr.finalAnswer).toContain('Dérivée directionnelle : 2');
    // in parts, the second after "Hence"
    expect(solve('g(x, y, z) = xyz (a) Find the gradient of g. (b) Find the directional derivative of g at (1, 2, 3) in the direction of v = i + 2j + 2k').answer?.value).toBe('[[6], [3], [2]]; 16/3');
    expect(solve('Find the gradient of the field h = x y z, then evaluate it at (1,2,3). Hence find the directional derivative of h at this point in the direction of (1,1,0).').answer?.value).toBe('[[6], [3], [2]]; 9*sqrt(2)/2');
    expect(solve('Use the gradient to find the directional derivative of f(x,y) = x y at (1,2) in the direction of (1, 1)').answer?.value).toBe('3*sqrt(2)/2');
  });

  it('the data listed after a question that names them are put where it names them', () => {
    const angle = solve('Find the directional derivative of f at the given point in the direction indicated by the angle θ. f(x, y) = x^2 y^3 - y^4, (2, 1), θ = π/4');
    expect(angle.interpretation?.text).toContain('at (2, 1)');
    expect(angle.answer?.value).toBe('6*sqrt(2)');
    const named = solve('Find the directional derivative of the function at P in the direction of v. g(x, y) = x e^y, P(1, 0), v = <3, 4>');
    expect(named.answer?.value).toBe('7/5');
    expect(named.verified).toBe(true);
  });

  it('the total differential: each partial derivative times the differential of its variable, at a point if asked', () => {
    const fr = solve('Soit la fonction f(x ; y) = x^2 y + y^3. Calculer df(1 ; 2)', { locale: 'fr' });
    expect(fr.finalAnswer).toBe('df(1, 2) = 4 dx + 13 dy.');
    expect(fr.verified).toBe(true);
    expect(solve('find the total differential dz of z = x^2 sin(y)').finalAnswer).toBe('dz = 2x·sin(y) dx + x²·cos(y) dy.');
    expect(solve('Calculer la différentielle de g(x, y) = x y', { locale: 'fr' }).finalAnswer).toBe('dg = y dx + x dy.');
    // a differential equation is no differential to compute
    expect(solve("Résoudre l'équation différentielle y' = 2y", { locale: 'fr' }).answer?.value).not.toContain('dx');
  });

  it('every first partial derivative when "its partial derivatives" or « ses dérivées partielles » are asked, none dropped', () => {
    expect(solve('f(x,y) = x^2 e^y. Find its partial derivatives at (1, 0).').finalAnswer).toBe('f_x(1, 0) = 2, f_y(1, 0) = 1');
    expect(solve('Soit f définie par f(x, y) = x y^2. Calculer ses dérivées partielles.', { locale: 'fr' }).finalAnswer).toBe('f_x = y², f_y = 2x·y');
    expect(solve('Soit f(x,y) = x^2 y^3. Calculer ses dérivées partielles secondes.', { locale: 'fr' }).answer?.value).toBe('[[2*y^3, 6*x*y^2], [6*x*y^2, 6*x^2*y]]');
  });

  it('reads a letter glued to its unit vector ("xi + yj + zk") when the field is written so', () => {
    expect(solve('divergence of F = xi + 2yj + zk').answer?.value).toBe('4');
  });

  it('partial derivatives in new variables after the inner functions are substituted (the chain rule)', () => {
    const s = solve('Use the chain rule to find dz/du and dz/dv. z = x^2 + y^2, x = u + v, y = u - v');
    expect(s.answer?.value).toBe('[[4*u], [4*v]]');
    expect(s.verified).toBe(true);
  });

  it('a change of coordinates is stated with its Greek letters (F(r, θ), \\vec F(r, \\theta))', () => {
    const s = solve('Jacobian of the polar coordinate transformation x = r cos θ, y = r sin θ');
    expect(s.interpretation?.text).toContain('F(r, θ) = ');
    expect(s.interpretation?.latex).toContain('\\vec F(r, \\theta)');
    expect(s.answer?.value).toBe('r');
  });

  it('a Laplacian whose fractions cancel is 0, not two opposite fractions', () => {
    const s = solve('Δf pour f(x,y) = ln(x² + y²)', { locale: 'fr' });
    expect(s.answer?.value).toBe('0');
    expect(s.verified).toBe(true);
  });

  it('unit vectors with hats (î, ĵ, k̂) are read as i, j, k', () => {
    const s = solve('div F where F = x²y î + yz ĵ + xz² k̂');
    expect(s.answer?.value).toBe('2*x*y + 2*x*z + z');
    expect(s.verified).toBe(true);
    expect(solve('curl of F = xy î + yz ĵ + zx k̂').answer?.value).toBe('[[-y], [-z], [-x]]');
  });

  it('a direction making an angle in degrees with the x-axis, the angle written in radians', () => {
    const s = solve('directional derivative of f(x,y) = xy at (2,3) in the direction making an angle of 30° with the x-axis');
    expect(s.answer?.value).toBe('3*sqrt(3)/2 + 1');
    expect(s.interpretation?.text).toContain('(cos(π/6), sin(π/6))');
    expect(s.verified).toBe(true);
    const fr = solve('dérivée directionnelle de f(x,y) = x² + y² au point (1, 2) dans la direction faisant un angle de 60° avec l\'axe des abscisses', { locale: 'fr' });
    expect(fr.answer?.value).toBe('2*sqrt(3) + 1');
  });

  it('the verifier rejects a maximum rate that is not the gradient’s length', () => {
    const t: TaskOf<'vector'> = { kind: 'vector', op: 'max_rate', components: ['x^2 + y^2'], variables: ['x', 'y'], at: ['3', '4'] };
    expect(verifyTask(t, { kind: 'expr', value: '10' })).toBe(true);
    expect(verifyTask(t, { kind: 'expr', value: '14' })).toBe(false);
  });
});

describe('Jacobians of changes of coordinates and linearizations', () => {
  it.each([
    ['Jacobian of the transformation x = r cos θ, y = r sin θ', 'en', 'r'],
    ['déterminant jacobien de x = ρ sin φ cos θ, y = ρ sin φ sin θ, z = ρ cos φ', 'fr', 'rho^2*sin(phi)'],
    ['Jacobian of x = r cos θ, y = r sin θ, z = z', 'en', 'r'],
    ['find ∂(x,y)/∂(u,v) if x = u^2 - v^2, y = 2uv', 'en', '4*u^2 + 4*v^2'],
    ['If u = x log y and v = x^2 - y^2, find the Jacobian ∂(u,v)/∂(x,y).', 'en', '-2*y*ln(y) - 2*x^2/y'],
    ['Soit u = x + y et v = x - y. Calculer le jacobien ∂(u,v)/∂(x,y).', 'fr', '-2'],
    // the stretch's sizes are constants, the coordinates the variables
    ['Compute the Jacobian of the transformation x = a r cos θ, y = b r sin θ.', 'en', 'a*b*r'],
    ['Find the Jacobian ∂(x,y,z)/∂(ρ,φ,θ) for x = aρ sin φ cos θ, y = bρ sin φ sin θ, z = cρ cos φ.', 'en', 'a*b*c*rho^2*sin(phi)'],
    ['Soit le changement de variables $x = a\\rho\\sin\\varphi\\cos\\theta$, $y = b\\rho\\sin\\varphi\\sin\\theta$, $z = c\\rho\\cos\\varphi$. Calculer son jacobien.', 'fr', 'a*b*c*rho^2*sin(phi)'],
    ['Find the Jacobian of the transformation x = k u + v, y = u - k v', 'en', '-k^2 - 1'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it.each([
    ['find the jacobian matrix of (u, v) = (x^2 - y^2, 2xy)', 'en', '[[2*x, -2*y], [2*y, 2*x]]'],
    ['Calculer le jacobien de (u, v) = (x + y, xy)', 'fr', 'x - y'],
    ['find the jacobian of the transformation u = x^2 - y^2, v = 2xy', 'en', '4*x^2 + 4*y^2'],
    ['jacobian matrix of u = x + z, v = y z, w = x y', 'en', '[[1, 0, 1], [0, z, y], [y, x, 0]]'],
  ] as const)('reads the new letters named as a tuple, or u, v (, w) defined in x, y (, z): %s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('the order written in ∂(x, y)/∂(v, u) decides the sign', () => {
    expect(solve('find ∂(x,y)/∂(v,u) if x = u + v, y = u - v').answer?.value).toBe('2');
    expect(solve('find ∂(x,y)/∂(u,v) if x = u + v, y = u - v').answer?.value).toBe('-2');
  });

  it.each([
    ['linear approximation of f(x,y) = sqrt(x^2 + y^2) at (3, 4)', 'en', '3*x/5 + 4*y/5'],
    ['Use the linearization of f(x,y) = x^2 y at (1,2) to approximate f(1.1, 1.9)', 'en', '23/10'],
    ["Trouver la linéarisation de f(x,y) = x y² en (1, −1) et l'utiliser pour estimer f(1,1 ; −0,9)", 'fr', '9/10'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('writes L with the signs folded in, in both languages', () => {
    const fr = solve('approximation affine de f(x,y) = x y^2 au point (1, -1)', { locale: 'fr' });
    expect(fr.steps.map((x) => x.title)).toContain('Écrire l’approximation affine');
    expect(fr.steps.at(-1)?.formula).toContain('1 + (x - 1) - 2\\,(y + 1)');
  });

  it('the verifier rejects a linearization with a wrong slope', () => {
    const t: TaskOf<'vector'> = { kind: 'vector', op: 'linearization', components: ['x^2*y'], variables: ['x', 'y'], at: ['1', '2'] };
    expect(verifyTask(t, { kind: 'expr', value: '4*x + y - 4' })).toBe(true);
    expect(verifyTask(t, { kind: 'expr', value: '4*x + 2*y - 6' })).toBe(false);
  });
});

describe('conservative fields and potential functions', () => {
  it.each([
    ['Show that F = (2xy, x^2) is conservative and find a potential function f', 'en', 'x^2*y'],
    ['Find a potential function for F = (yz, xz, xy)', 'en', 'x*y*z'],
    ['Montrer que F(x,y) = (2x + y, x + 2y) est un champ de gradient et trouver un potentiel', 'fr', 'x^2 + y^2 + x*y'],
    ['Is F(x,y,z) = (y^2 z^3, 2xyz^3, 3xy^2z^2) conservative?', 'en', 'True'],
    ['Is F = (y, -x) conservative?', 'en', 'False'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('a field that is not conservative has no potential, said in both languages', () => {
    const fr = solve('trouver un potentiel de F = (y, -x)', { locale: 'fr' });
    expect(fr.answer?.value).toBe('False');
    expect(fr.finalAnswer).toContain('n’est pas conservatif');
    expect(fr.steps[0].title).toBe('Comparer les dérivées partielles croisées');
  });

  it('the verifier checks a potential by its numerical gradient and leaves fields with a hole unjudged', () => {
    const t: TaskOf<'vector'> = { kind: 'vector', op: 'potential', components: ['2*x*y', 'x^2'], variables: ['x', 'y'] };
    expect(verifyTask(t, { kind: 'expr', value: 'x^2*y' })).toBe(true);
    expect(verifyTask(t, { kind: 'expr', value: 'x^2*y + x*y' })).toBe(false);
    const hole: TaskOf<'vector'> = { kind: 'vector', op: 'conservative', components: ['-y/(x^2 + y^2)', 'x/(x^2 + y^2)'], variables: ['x', 'y'] };
    expect(verifyTask(hole, { kind: 'bool', value: 'True' })).toBe(false);
  });
});

describe('more of the ways fields, directions and surfaces are written', () => {
  it.each([
    ['Find div F for F(x,y,z) = x^2 y i - z j + xyz k', 'en', '3*x*y'],
    ['Vérifier que u(x, y) = x³ − 3xy² est harmonique : calculer Δu', 'fr', '0'],
    ['Find the directional derivative of f(x, y) = 3x^2 - 2y^2 at (-3/4, 0) in the direction from P(-3/4, 0) to Q(0, 1)', 'en', '-27/10'],
    ['Find D_u f(2, 1) where f(x,y) = x^2 y and u = <1/sqrt(2), 1/sqrt(2)>', 'en', '4*sqrt(2)'],
    ['dérivée de f(x,y) = x y² au point (1, 1) suivant le vecteur u = (1, 2)', 'fr', 'sqrt(5)'],
    ['Calculer la dérivée de g(x,y) = x y^2 au point (2,1) suivant la direction du vecteur v=(1,1).', 'fr', '5*sqrt(2)/2'],
    ['Déterminer la dérivée de h(x,y)=x^2+3y au point (1,2) selon la direction du vecteur u=(3,4)', 'fr', '18/5'],
    ['Calculer la dérivée de g(x,y) = x y^2 au point (2,1) le long du vecteur v=(1,1)', 'fr', '5*sqrt(2)/2'],
    ['find the derivative of g(x,y) = x y^2 at (2,1) in direction v=(1,1)', 'en', '5*sqrt(2)/2'],
    ['F(x, y) = (3x^2 y + 2, x^3 + 4y^3). Find f such that ∇f = F', 'en', 'y^4 + x^3*y + 2*x'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });
});

describe('∇ · F and ∇ × F told apart, and a rate of change in a direction', () => {
  it('reads ∇·F as the divergence and ∇ × F as the curl, though both signs read as a product', () => {
    expect(solve('compute ∇·F for F = (x^2 z, y^2 x, z^2 y) at (1, 1, 1)').answer?.value).toBe('6');
    expect(solve('∇ × F for F = (y, -x, z)').answer?.value).toBe('[[0], [0], [-2]]');
  });
  it('the rate of change in the direction of a vector is the directional derivative', () => {
    const s = solve('Find the rate of change of f(x,y) = x^2 + 3y at (1, 1) in the direction of <1, 1>');
    expect(s.answer?.value).toBe('5*sqrt(2)/2');
    expect(s.verified).toBe(true);
  });
});

describe('every first partial derivative asked at once', () => {
  it('"f_x and f_y", "∂f/∂x et ∂f/∂y" are answered together as the gradient, never one of them alone', () => {
    expect(solve('f(x,y) = x^2 y^3. Find f_x and f_y').answer?.value).toBe('[[2*x*y^3], [3*x^2*y^2]]');
    const fr = solve('Soit f(x, y) = x² y − 3y. Calculer ∂f/∂x et ∂f/∂y', { locale: 'fr' });
    expect(fr.answer?.value).toBe('[[2*x*y], [x^2 - 3]]');
    expect(fr.verified).toBe(true);
  });
});

describe('operator words that are something else', () => {
  it('\\div is a division sign, not a divergence', () => {
    expect(solve('12 \\div 4').answer?.value).toBe('3');
  });
});

describe('some of the first partial derivatives asked', () => {
  it('"f_x and f_y" of f(x, y, z), "∂f/∂x et ∂f/∂z" are answered each, never one of them dropped', () => {
    const s = solve('f(x,y,z) = xyz. Find f_x and f_y');
    expect(s.answer?.value).toBe('[[y*z], [x*z]]');
    expect(s.finalAnswer).toBe('f_x = y·z, f_y = x·z');
    expect(s.verified).toBe(true);
    const fr = solve('Soit f(x,y,z) = x y^2 z. Calculer ∂f/∂x et ∂f/∂z', { locale: 'fr' });
    expect(fr.answer?.value).toBe('[[y^2*z], [x*y^2]]');
    expect(fr.interpretation?.text).toContain('f_x, f_z');
    expect(fr.verified).toBe(true);
  });

  it('evaluates them at the point asked, and a variable the function does not have is not read', () => {
    expect(solve('f(x, y, z) = x^2 y + z^3. Find f_x and f_z at (1, 2, 1)').answer?.value).toBe('[[4], [3]]');
    expect(solve('f(x,y,z) = xyz. Find f_x and f_w').answer).toBeFalsy();
  });

  it('the verifier rejects a partial derivative of the wrong variable', () => {
    const t: TaskOf<'vector'> = { kind: 'vector', op: 'gradient', components: ['x*y*z'], variables: ['x', 'y', 'z'], partials: ['x', 'z'] };
    expect(verifyTask(t, { kind: 'matrix', value: '[[y*z], [x*y]]' })).toBe(true);
    expect(verifyTask(t, { kind: 'matrix', value: '[[y*z], [x*z]]' })).toBe(false);
  });
});

describe('the direction of steepest ascent or descent', () => {
  it.each([
    ['Find the direction of steepest ascent of f(x, y) = x^2 + 3y^2 at (1, 1).', 'en', '[[1/sqrt(10)], [3/sqrt(10)]]'],
    ['In which direction does f(x,y) = x e^y decrease most rapidly at (2, 0)?', 'en', '[[-1/sqrt(5)], [-2/sqrt(5)]]'],
    ['Find the unit vector in the direction of steepest descent of f(x,y)=x^2+y^2 at (3,4).', 'en', '[[-3/5], [-4/5]]'],
    ['f(x,y,z) = x^2 + y z. Direction of steepest ascent at (1, 1, 1)?', 'en', '[[2/sqrt(6)], [1/sqrt(6)], [1/sqrt(6)]]'],
    ['Direction de plus forte pente de f(x, y) = x^2 y au point (1, 2).', 'fr', '[[4/sqrt(17)], [1/sqrt(17)]]'],
    ['Dans quelle direction f(x,y) = x^2 - y^2 décroît le plus rapidement au point (1, 1) ?', 'fr', '[[-1/sqrt(2)], [1/sqrt(2)]]'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('is refused, naming why, with no point, where the gradient vanishes, or beside a directional derivative', () => {
    expect(solve('direction of steepest ascent of f(x,y) = x^2+y^2').error?.message).toContain('depends on the point');
    expect(solve('direction of steepest ascent of f(x,y) = x^2+y^2 at (0, 0)').answer).toBeFalsy();
    const two = solve('Let f(x,y) = x^2 y. Find the directional derivative at (1, 2) in the direction of (3, 4). In which direction does f increase most rapidly?', { locale: 'fr' });
    expect(two.answer).toBeFalsy();
    expect(two.error?.message).toContain('posez-les une à la fois');
  });

  it('the rate and the direction asked together are both answered, each named, in the order asked', () => {
    const both = solve('Find the maximum rate of change of f(x,y) = x^2 + y^2 at (3, 4) and the direction in which it occurs');
    expect(both.interpretation?.text).toContain('maximum rate of change and the direction of steepest ascent');
    expect(both.answer?.value).toBe('10; [[3/5], [4/5]]');
    expect(both.finalAnswer).toBe('Maximum rate of change: 10; Direction of steepest ascent: [[3/5], [4/5]]');
    expect(both.verified).toBe(true);
    const rate = solve('At (1, 2), in which direction does f(x, y) = x^2 + y^2 increase most rapidly, and what is the maximum rate?');
    expect(rate.answer?.value).toBe('[[1/sqrt(5)], [2/sqrt(5)]]; 2*sqrt(5)');
    expect(rate.verified).toBe(true);
    const fr = solve('Trouver le taux de variation maximal de f(x,y) = x e^y au point (2,0) et la direction dans laquelle il est atteint.', { locale: 'fr' });
    expect(fr.finalAnswer).toContain('Taux de variation maximal : √(5) ; Direction de plus forte pente');
    const down = solve('At (1,1), in which direction does f(x,y) = x^2+y^2 decrease most rapidly and what is the maximum rate of decrease?');
    expect(down.finalAnswer).toContain('Direction of steepest descent: [[-1/√(2)], [-1/√(2)]]');
  });

  it('the verifier rejects a pair whose direction is not the unit gradient', () => {
    const t: TaskOf<'vector'> = { kind: 'vector', op: 'max_rate', components: ['x^2 + y^2'], variables: ['x', 'y'], at: ['3', '4'], also: ['steepest'] };
    expect(verifyTask(t, { kind: 'expr', value: '10; [[3/5], [4/5]]' })).toBe(true);
    expect(verifyTask(t, { kind: 'expr', value: '10; [[6], [8]]' })).toBe(false);
    expect(verifyTask(t, { kind: 'expr', value: '10' })).toBe(false);
  });

  it('the verifier rejects the gradient not normalised, or the ascent given for a descent', () => {
    const t: TaskOf<'vector'> = { kind: 'vector', op: 'steepest', components: ['x^2 + y^2'], variables: ['x', 'y'], at: ['3', '4'], descent: true };
    expect(verifyTask(t, { kind: 'matrix', value: '[[-3/5], [-4/5]]' })).toBe(true);
    expect(verifyTask(t, { kind: 'matrix', value: '[[3/5], [4/5]]' })).toBe(false);
    expect(verifyTask(t, { kind: 'matrix', value: '[[-6], [-8]]' })).toBe(false);
  });
});

describe('several operations asked of one field or function', () => {
  it.each([
    ['Calculate the divergence and curl of F = (-y, xy, z).', 'en', 'Divergence: x + 1; Curl: [[0], [0], [y + 1]]', 'Find the divergence and the curl of F(x, y, z) = (-y, x·y, z)'],
    ['∇×F and ∇·F for F(x,y,z) = ⟨xy, yz, zx⟩', 'en', 'Curl: [[-y], [-z], [-x]]; Divergence: x + y + z', 'Find the curl and the divergence of F(x, y, z) = (x·y, y·z, z·x)'],
    ['F = x^2y i + yz j + xz^2 k. Calculer div F et rot F au point A(1, 2, -1).', 'fr', 'Divergence : 1 ; Rotationnel : [[-2], [-1], [-1]]', 'Calculer la divergence et le rotationnel de F(x, y, z) = (x²·y, y·z, x·z²) au point (1, 2, -1)'],
    ['gradient and Laplacian of f(x,y) = x^2 y + y^3', 'en', 'Gradient: [[2x·y], [x² + 3y²]]; Laplacian: 8y', 'Find the gradient and the Laplacian of f(x, y) = x²·y + y³'],
  ] as const)('answers each in the order asked, none dropped: %s', (input, locale, answer, reading) => {
    const s = solve(input, { locale });
    expect(s.finalAnswer).toBe(answer);
    expect(s.interpretation?.text).toBe(reading);
    expect(s.verified).toBe(true);
  });

  it('names each part in its first step', () => {
    const s = solve('div et rot de F = (y z, x z, x y)', { locale: 'fr' });
    expect(s.steps[0].title).toMatch(/^Divergence — /);
    expect(s.steps.some((x) => /^Rotationnel — /.test(x.title))).toBe(true);
  });

  it('the verifier checks every answer listed', () => {
    const t: TaskOf<'vector'> = { kind: 'vector', op: 'divergence', components: ['-y', 'x*y', 'z'], variables: ['x', 'y', 'z'], also: ['curl'] };
    expect(verifyTask(t, { kind: 'expr', value: 'x + 1; [[0], [0], [y + 1]]' })).toBe(true);
    expect(verifyTask(t, { kind: 'expr', value: 'x + 1; [[0], [0], [y]]' })).toBe(false);
    expect(verifyTask(t, { kind: 'expr', value: 'x + 1' })).toBe(false);
  });
});

describe('how the function and the partial derivatives are written', () => {
  it.each([
    ['Find partial derivatives fx, fy if f(x,y) = x*e^(xy)', 'en', 'Gradient: [[eˣʸ·x·y + eˣʸ], [eˣʸ·x²]]'],
    ['Calculer les dérivées partielles premières de f(x; y) = 2x^2 y + 5', 'fr', 'f_x = 4x·y, f_y = 2x²'],
    ['If φ = 3x^2y - y^3z^2, find grad(φ) at the point (1,-2,-1).', 'en', 'Gradient: [[-12], [-9], [-16]]'],
    ['Soit f(x,y) = x^2 + y^3. Calculer grad f au point (1, 1).', 'fr', 'Gradient : [[2], [3]]'],
  ] as const)('%s', (input, locale, answer) => {
    const s = solve(input, { locale });
    expect(s.finalAnswer).toBe(answer);
    expect(s.verified).toBe(true);
  });

  it('the verifier checks the second partial derivatives asked, in their order', () => {
    const t: TaskOf<'vector'> = { kind: 'vector', op: 'hessian', components: ['x^2*y^3'], variables: ['x', 'y'], entries: [['x', 'x'], ['x', 'y']] };
    expect(verifyTask(t, { kind: 'matrix', value: '[[2*y^3], [6*x*y^2]]' })).toBe(true);
    expect(verifyTask(t, { kind: 'matrix', value: '[[6*x*y^2], [2*y^3]]' })).toBe(false);
  });
});

describe('partial derivatives listed at a point', () => {
  it('"f_x(1,2) and f_y(1,2)", "fx and fy at (1, -1)": each at the point they share', () => {
    expect(solve('f(x,y) = x^3 y, find f_x(1,2) and f_y(1,2)').finalAnswer).toBe('Gradient: [[6], [1]]');
    expect(solve('Find fx and fy at (1, -1) if f(x, y) = x^2 y + 3y').finalAnswer).toBe('Gradient: [[-2], [4]]');
  });

  it('refuses partial derivatives asked at different points rather than answer one', () => {
    const s = solve('f(x,y) = x^3 y, find f_x(1,2) and f_y(0,1)', { locale: 'fr' });
    expect(s.answer).toBeNull();
    expect(s.error?.message).toMatch(/points différents/);
  });
});

describe('a field with its components named before their formulas', () => {
  it('"F = (P, Q, R) = (yz, xz, xy). Is F conservative? If so find a potential."', () => {
    const s = solve('F(x,y,z) = (P, Q, R) = (yz, xz, xy). Is F conservative? If so find a potential.');
    expect(s.finalAnswer).toBe('Potential function: x·y·z');
    expect(s.verified).toBe(true);
  });
});

describe('the Laplacian written as the divergence of the gradient', () => {
  it.each([
    ['div(grad f) for f = x^2 y + z^3', 'Laplacian: 2y + 6z'],
    ['∇·∇f for f(x,y) = x^2 y^2', 'Laplacian: 2x² + 2y²'],
  ])('%s', (input, answer) => {
    const s = solve(input);
    expect(s.finalAnswer).toBe(answer);
    expect(s.verified).toBe(true);
  });
});

describe('a map named by a Greek letter, its variables Greek too', () => {
  it('« matrice jacobienne de φ(r, θ) = (r cos θ, r sin θ) »', () => {
    const s = solve('Calculer la matrice jacobienne de φ(r, θ) = (r cos θ, r sin θ)', { locale: 'fr' });
    expect(s.interpretation?.text).toBe('Calculer la matrice jacobienne de F(r, θ) = (r·cos(θ), r·sin(θ))');
    expect(s.verified).toBe(true);
  });
});

describe('whether a field is irrotational, asked with or after its curl', () => {
  it.each([
    ['calculer le rotationnel de V(x,y,z) = yz i + xz j + xy k. Le champ est-il irrotationnel ?', 'fr', 'Le rotationnel est [[0], [0], [0]]. Le rotationnel est nul partout : le champ est irrotationnel.'],
    ['Is F = (y, -x, z) irrotational?', 'en', 'The curl is [[0], [0], [-2]]. The curl is not zero: the field is not irrotational.'],
    ['F = (y, -x, z): find div F and curl F. Is F irrotational?', 'en', 'Divergence: 1; The curl is [[0], [0], [-2]]. The curl is not zero: the field is not irrotational.'],
  ] as const)('%s', (input, locale, answer) => {
    const s = solve(input, { locale });
    expect(s.finalAnswer).toBe(answer);
    expect(s.interpretation?.text).toMatch(/irrotationnel|irrotational/);
    expect(s.verified).toBe(true);
  });
});

describe('a point written with the variables themselves', () => {
  it.each([
    ['the temperature at (x,y) is T = 100 - x^2 - 2y^2. In which direction does T increase fastest at (1,1)?', 'en', '[[-1/sqrt(5)], [-2/sqrt(5)]]'],
    ['La température au point (x, y) est T(x,y) = 100 - x^2 - 2y^2. Calculer le gradient de T au point (1, 2)', 'fr', '[[-2], [-8]]'],
  ] as const)('only names the variables: the point asked is the numeric one, %s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });
});

describe('the potential asked with its defining relation after the question', () => {
  it.each([
    ['is F = (2xy, x^2 + 3y^2) conservative? if so find f such that F = ∇f', 'en', /^Yes: F = ∇f with f = y³ \+ x²·y \+ C\.$/],
    ['Le champ F = (2xy, x^2 + 3y^2) est-il conservatif ? Si oui, trouver f telle que F = ∇f', 'fr', /^Oui : F = ∇f avec f = y³ \+ x²·y \+ C\.$/],
  ] as const)('%s', (input, locale, answer) => {
    const s = solve(input, { locale });
    expect(s.finalAnswer).toMatch(answer);
    expect(s.verified).toBe(true);
  });
});

describe('a potential asked by its defining relation F = ∇f', () => {
  it.each([
    ['Show that F(x,y) = (3 + 2xy) i + (x^2 − 3y^2) j is conservative and find a function f such that F = ∇f.', 'en', 'x^2*y - y^3 + 3*x'],
    ['Find a function f such that F = ∇f, where F(x,y) = (3 + 2xy) i + (x^2 − 3y^2) j.', 'en', 'x^2*y - y^3 + 3*x'],
    ['Trouver une fonction f telle que F = ∇f, où F(x, y, z) = (y z, x z, x y).', 'fr', 'x*y*z'],
    ['Show that \\mathbf{F}(x, y, z) = \\langle yz, xz, xy + 2z \\rangle is conservative and find f such that \\nabla f = \\mathbf{F}.', 'en', 'x*y*z + z^2'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });
});

describe('a potential asked after the question whether the field is conservative', () => {
  it.each([
    ['Le champ F(x, y, z) = (2xz, 2yz, x² + y²) est-il conservatif ? Si oui, trouver un potentiel.', 'fr', 'x^2*z + y^2*z'],
    ['Determine whether F(x, y) = (x^2 + y) i + (x + e^y) j is a conservative vector field. If it is, find a potential function.', 'en', 'x^3/3 + x*y + exp(y)'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });
});

describe('the steepest direction and the maximum rate asked in two sentences', () => {
  it.each([
    ['In which direction does f(x,y) = x^2 + xy increase most rapidly at (1, 1)? What is the maximum rate of increase?', 'en', 'Maximum rate of change: √(10); Direction of steepest ascent: [[3/√(10)], [1/√(10)]]'],
    ['Dans quelle direction f(x, y) = x e^y croît-elle le plus vite au point (2, 0) ? Quel est ce taux de variation maximal ?', 'fr', 'Taux de variation maximal : √(5) ; Direction de plus forte pente : [[1/√(5)], [2/√(5)]]'],
  ] as const)('%s', (input, locale, final) => {
    const s = solve(input, { locale });
    expect(s.finalAnswer).toBe(final);
    expect(s.verified).toBe(true);
  });
});
