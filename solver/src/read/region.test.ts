import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { readRegion, regionBetweenCurves } from './region';
import { normalize } from '../parse/normalize';

const read = (text: string) => readRegion(normalize(text));

describe('regions named in words or by inequalities', () => {
  it.each([
    ['∬_D y dA where D is the upper half of the disk x² + y² ≤ 9', 'polar', [['r', '0', '3'], ['theta', '0', 'pi']]],
    ['∬_D x dA, D = {1 ≤ x² + y² ≤ 4, x ≥ 0, y ≥ 0}', 'polar', [['r', '1', '2'], ['theta', '0', 'pi/2']]],
    ['∭ (x² + y²) dV over the cylinder x² + y² ≤ 1, 0 ≤ z ≤ 2', 'cylindrical', [['z', '0', '2'], ['r', '0', '1'], ['theta', '0', '2*pi']]],
    ['∭_B (x² + y² + z²) dV over the unit ball', 'spherical', [['rho', '0', '1'], ['phi', '0', 'pi'], ['theta', '0', '2*pi']]],
    ['passer en coordonnées polaires : ∬_D xy dx dy, D le quart de disque x ≥ 0, y ≥ 0, x² + y² ≤ 1', 'polar', [['r', '0', '1'], ['theta', '0', 'pi/2']]],
    ['∭ z dV over the upper half of the unit ball', 'spherical', [['rho', '0', '1'], ['phi', '0', 'pi/2'], ['theta', '0', '2*pi']]],
    ['volume of the solid inside the sphere x² + y² + z² = 4 and above the cone z = √(x² + y²)', 'spherical', [['rho', '0', '2'], ['phi', '0', 'pi/4'], ['theta', '0', '2*pi']]],
  ])('%s', (text, system, bounds) => {
    const t = read(text);
    expect(t?.coordinates).toBe(system);
    expect(t?.bounds.map((b) => [b.variable, b.lo, b.hi])).toEqual(bounds);
  });

  it('reads two circles as the annulus between them, and leaves a circle with another kind of bound unread', () => {
    expect(read('Use polar coordinates to evaluate ∬_R (3x + 4y²) dA where R is the region in the upper half-plane bounded by the circles x² + y² = 1 and x² + y² = 4')?.bounds).toEqual([
      { variable: 'r', lo: '1', hi: '2' },
      { variable: 'theta', lo: '0', hi: 'pi' },
    ]);
    expect(read('∬_D x dA over the region x² + y² ≥ 1, x² + y² ≤ 9, x ≥ 0')?.bounds[0]).toEqual({ variable: 'r', lo: '1', hi: '3' });
    expect(read('∬_D x dA over the region x² + y² ≤ 1, x² + y² ≤ 9')).toBeNull();
  });

  it('reads the planes x = 0, y = 0, z = 0 named with a slanted one as a tetrahedron', () => {
    expect(solve('∭_E y dV where E is bounded by the planes x = 0, y = 0, z = 0 and 2x + 2y + z = 4').answer?.value).toBe('4/3');
  });

  it('reads a tetrahedron by its vertices, and a plane with fractional coefficients exactly', () => {
    const bounds = [
      { variable: 'z', lo: '0', hi: '6 - 3*x - 2*y' },
      { variable: 'y', lo: '0', hi: '3 - 3*x/2' },
      { variable: 'x', lo: '0', hi: '2' },
    ];
    expect(read('find the volume of the tetrahedron with vertices (0,0,0), (2,0,0), (0,3,0), (0,0,6)')?.bounds).toEqual(bounds);
    expect(read('find the volume of the tetrahedron bounded by the coordinate planes and x/2 + y/3 + z/6 = 1')?.bounds).toEqual(bounds);
    expect(read('∭_E x^2 dV, where E is the solid tetrahedron with vertices (0,0,0), (1,0,0), (0,1,0), and (0,0,1)')?.integrand).toBe('x^2');
  });

  it('leaves a tetrahedron cut by a plane other than the coordinate planes unread', () => {
    expect(read('Find the volume of the tetrahedron bounded by the planes x + 2y + z = 2, x = 2y, x = 0 and z = 0')).toBeNull();
  });

  it('reads a tetrahedron as z under the plane, then the triangle below it', () => {
    expect(read('volume du tétraèdre x + y + z ≤ 1, x ≥ 0, y ≥ 0, z ≥ 0 (par une intégrale triple)')?.bounds).toEqual([
      { variable: 'z', lo: '0', hi: '1 - x - y' },
      { variable: 'y', lo: '0', hi: '1 - x' },
      { variable: 'x', lo: '0', hi: '1' },
    ]);
  });

  it('leaves unread what it cannot describe: a polar curve that goes negative, a region with no shape named', () => {
    expect(read('area enclosed by the curve r = cos(2θ)')).toBeNull();
    expect(read('∬_D xy dA where D is the triangle with vertices (0,0), (1,0), (0,1)')).toBeNull();
  });
});

describe('integrals over those regions, solved and verified', () => {
  it.each([
    ['∬_D y dA where D is the upper half of the disk x² + y² ≤ 9', '18'],
    ['using polar coordinates, ∬_D √(x² + y²) dA where D is the annulus 1 ≤ x² + y² ≤ 4', '14*pi/3'],
    ['area enclosed by the cardioid r = 1 + cos θ', '3*pi/2'],
    ['∭_E z dV where E = {x ≥ 0, y ≥ 0, 0 ≤ z ≤ 1 − x − y}', '1/24'],
    ['∭_E z dV, E the solid inside the cylinder x² + y² = 4 between z = 0 and z = 3 (cylindrical coordinates)', '18*pi'],
    ['∭_{x²+y²+z² ≤ 1} e^{(x²+y²+z²)^{3/2}} dV', '4*e*pi/3 - 4*pi/3'],
    ['en coordonnées sphériques, ∭_B √(x² + y² + z²) dx dy dz, B la boule de centre O de rayon 2', '16*pi'],
  ])('%s', (text, value) => {
    const s = solve(text);
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('shows the change of variables with its Jacobian, and says it back in French', () => {
    const s = solve('∭_B (x² + y² + z²) dV over the unit ball', { locale: 'fr' });
    expect(s.steps[0].title).toBe('Passer en coordonnées sphériques');
    expect(s.steps[0].explanation).toContain('ρ² sin φ');
    expect(s.interpretation?.text).toContain('en coordonnées sphériques');
  });
});

describe('double and triple integrals as typed: ∫∫, "over" and a region named after', () => {
  it('reads ∫∫ … dA over a rectangle, a region defined after, inequalities after "over", and a disk or ball named in words', () => {
    for (const [input, value] of [
      ['∫∫ x y dA over [0,1]×[0,2]', '1'],
      ['∫∫_R x y dA, R = [0,1] x [0,2]', '1'],
      ['calculer ∫∫_D xy dx dy où D = [0,1]×[0,1]', '1/4'],
      ['double integral of e^(x+y) over 0<=x<=1, 0<=y<=1', 'exp(2) + 1 - 2*e'],
      ['use polar coordinates to evaluate ∫∫_D e^(-(x^2+y^2)) dA where D is the unit disk', 'pi - pi*exp(-1)'],
      ['∫∫_D (x^2 + y^2) dA, D: x² + y² ≤ 9', '81*pi/2'],
      ['∫∫∫_E z dV where E is the unit ball', '0'],
    ]) {
      const s = solve(input);
      expect(s.answer?.value, input).toBe(value);
      expect(s.verified, input).toBe(true);
    }
  });
});

describe('volumes over a disk, and the disk named in French', () => {
  it.each([
    ['volume of the solid bounded by the paraboloid z = 4 − x² − y² and the xy-plane', '8*pi'],
    ['find the volume under z = 9 − x² − y² above the disk x² + y² ≤ 4', '28*pi'],
    ['en coordonnées polaires, calculer ∬_D dx dy/(1 + x² + y²) où D est le disque de centre O et de rayon 1', 'pi*ln(2)'],
    ['Calculer ∭_B z² dx dy dz où B est la boule unité, en coordonnées sphériques', '4*pi/15'],
  ])('%s', (input, value) => {
    const s = solve(input);
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });
});

describe('regions bounded by two curves', () => {
  it('integrates between the crossings, from the lower curve to the upper one, in English and French', () => {
    for (const [input, value] of [
      ['integrate xy over the region bounded by y = x and y = x^2', '1/24'],
      ['area of the region bounded by y = x^2 and y = 2x using a double integral', '4/3'],
      ["calculer l'aire du domaine limité par y = x^2 et y = x", '1/6'],
      ["Calculer l'aire du domaine compris entre les courbes y = x² et y = √x à l'aide d'une intégrale double", '1/3'],
      ["Calculer l'aire du domaine limité par y = x² et y = 2x en utilisant une intégrale double", '4/3'],
    ]) {
      const s = solve(input);
      expect(s.answer?.value, input).toBe(value);
      expect(s.verified, input).toBe(true);
    }
  });

  it('closes a region with vertical lines, and reads curves x = g(y) as a type II region', () => {
    for (const [input, value] of [
      ['area of the region between y = x² and y = 2x', '4/3'],
      ['∬_D x dA where D is bounded by y = √x, y = 0 and x = 4', '64/5'],
      ['∬_D (x + y) dA where D is the region bounded by x = y² and x = 4', '128/5'],
      ['find the volume under z = xy above the region bounded by y = x² and y = x', '1/24'],
      ['∭_E 6xy dV, where E lies under the plane z = 1 + x + y and above the region bounded by y = √x, y = 0 and x = 1', '65/28'],
      ["Calculer ∬_D (x+y) dx dy, D étant le domaine limité par les droites x = 0, y = 0 et x + y = 1", '1/3'],
      ['∬_R (x + y) dA, R the triangle bounded by the coordinate axes and the line 2x + y = 4', '8'],
    ]) {
      const s = solve(input);
      expect(s.answer?.value, input).toBe(value);
      expect(s.verified, input).toBe(true);
    }
  });

  it('keeps the crossings on the side named when the curves cross more than twice', () => {
    expect(solve('aire du domaine délimité par les courbes y = x et y = x³ pour x ≥ 0').answer?.value).toBe('1/4');
    expect(solve('area of the region in the first quadrant bounded by y = x and y = x^3').answer?.value).toBe('1/4');
  });

  it('leaves curves that do not cross exactly twice unread', () => {
    expect(solve('area of the region bounded by y = x^3 and y = x').answer).toBeNull();
  });
});

describe('the area between a curve and the x-axis, closed by lines written as bounds', () => {
  it.each([
    ['Compute the area of the region bounded by y = x^2 and the x-axis between x = 1 and x = 2', 'en', '7/3'],
    ['area between the curve y = 4 - x^2 and the x-axis from x=-2 to x=2', 'en', '32/3'],
    ['area bounded by y = sin x and the x-axis on [0, pi]', 'en', '2'],
    ['Find the area of the region between the graph of f(x) = x^3 and the x-axis from x = 0 to x = 2', 'en', '4'],
    ["Calculer l'aire du domaine délimité par la courbe de f(x) = 4 - x², l'axe des abscisses et les droites d'équations x = -1 et x = 1", 'fr', '22/3'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('leaves a curve crossing the axis between the lines unread, never an integral with signs', () => {
    expect(regionBetweenCurves('area between y = x^2 - 1 and the x-axis from x = 0 to x = 2')).toBeNull();
  });
});

describe('another measure of a solid is not its volume', () => {
  it.each(['surface area to volume ratio of a sphere of radius 3 cm', 'rapport surface sur volume d’une boule de rayon 2'])('%s is not answered with the volume', (input) => {
    const s = solve(input, {});
    expect(s.answer?.value).not.toBe('36*pi');
    expect(s.answer?.value).not.toBe('32*pi/3');
    expect(s.verified).toBe(false);
  });
});

describe('a disk through the origin, x² + y² ≤ a·x or a·y', () => {
  it.each([
    ['Calculer ∬_D x dx dy où D = {(x,y) ∈ R² : x^2 + y^2 ≤ x}', 'pi/8', 'fr'],
    ['Calculer ∬_D x dx dy où D est le disque x^2 + y^2 ≤ 2x', 'pi', 'fr'],
    ['evaluate ∬_D y dA where D is the region x^2 + y^2 <= 4y', '8*pi', 'en'],
  ])('is r ≤ a cos θ (a sin θ) in polar coordinates, never the disk x² + y² ≤ a: %s', (input, value, locale) => {
    const s = solve(input, { locale: locale as 'en' | 'fr' });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('keeps an annulus whose circles are followed by words, and halves a disk through the origin only along the line through its centre', () => {
    expect(solve('evaluate ∬_R (3x + 4y^2) dA where R is the region in the upper half-plane bounded by the circles x^2 + y^2 = 1 and x^2 + y^2 = 4').answer?.value).toBe('15*pi/2');
    expect(solve('evaluate ∬_D y dA where D is the region x^2 + y^2 <= 4y and x >= 0').answer?.value).toBe('4*pi');
    expect(solve('evaluate ∬_D y dA where D is the region x^2 + y^2 <= 4y and x >= 1').answer).toBeNull();
  });
});

describe('a sector of a disk cut by a line through the origin', () => {
  it.each([
    ['evaluate ∬_R xy dA where R is the region in the first quadrant bounded by the circle x^2 + y^2 = 4 and the lines y = 0 and y = x', '1'],
    ['evaluate ∬_R x dA where R is the region in the first quadrant between the circle x^2 + y^2 = 9, the y-axis and the line y = sqrt(3) x', '9 - 9*sqrt(3)/2'],
  ])('runs θ between the axis and the line: %s', (input, value) => {
    const s = solve(input);
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('never drops a line it cannot place', () => {
    expect(solve('evaluate ∬_R y dA where R is bounded by the circle x^2 + y^2 = 4 and the line y = 2x').answer).toBeNull();
  });

  it.each([
    ['∬_D xy dA where D = {x²+y² ≤ 4, y ≥ x, x ≥ 0}', 'en', '1'],
    ['Evaluate the double integral of x^2+y^2 over the region x^2+y^2<=1, y>=0, y<=x', 'en', 'pi/16'],
    ['Calculer ∬_D x dx dy où D = {(x,y) : x² + y² ≤ 1, x ≥ 0, y ≤ x}', 'fr', '1/3 + sqrt(2)/6'],
    ['$\\iint_D y\\,dA$, $D=\\{x^2+y^2\\le 9,\\ 0\\le y\\le x\\}$', 'en', '9 - 9*sqrt(2)/2'],
  ])('a cut written as an inequality (y ≥ x) is the sector it leaves: %s', (input, locale, value) => {
    const s = solve(input, { locale: locale as 'en' | 'fr' });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it.each([
    'centroid of x^2 + y^2 <= 4, x <= 1, y >= 0',
    'Find the area of the part of the disk x^2+y^2 <= 9 with x >= 0 and y >= 1',
    "Calculer l'intégrale double de x sur D = {x² + y² ≤ 4, y ≥ x²}",
  ])('refuses a disk cut by a line or curve off the origin rather than drop the cut: %s', (input) => {
    expect(solve(input).answer).toBeNull();
  });
});

describe('a disk off the origin', () => {
  it.each([
    ['Calculate the double integral of y dA over R, where R is the disk of radius 2 centred at (1, 3)', '12*pi', 'en', /polar coordinates about \(1, 3\)/],
    ['Calculer ∬_D x dx dy où D = {(x,y) : y ≥ 0, x² + y² − x ≤ 0}', 'pi/16', 'fr', /0 ≤ r ≤ cos\(θ\)/],
    ['\\iint_D (x+y)\\,dA où D est le disque (x-1)^2 + (y+2)^2 \\le 4', '-4*pi', 'fr', /coordonnées polaires de centre \(1, -2\)/],
    ['∬_D x^2 dA over the disk x^2 - 4x + y^2 <= 0 with y <= 0', '10*pi', 'en', /-π\/2 ≤ θ ≤ 0, 0 ≤ r ≤ 4cos\(θ\)/],
    ['Calculer ∬_D y dx dy où D est le demi-disque de centre (1, 0) et de rayon 2, y ≥ 0', '16/3', 'fr', /de centre \(1, 0\)/],
  ] as const)('%s', (input, value, locale, reading) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
    expect(s.interpretation?.text).toMatch(reading);
  });

  it.each([
    ['Evaluate ∬_D x dA where D is the region x^2 + y^2 >= 2x, x^2 + y^2 <= 4, x >= 0, y >= 0', '8/3 - pi/2', 'en', /2cos\(θ\) ≤ r ≤ 2/],
    ['Calculer ∬_D y dx dy où D = {(x,y) : 2y ≤ x²+y² ≤ 9, y ≥ 0}', '18 - pi', 'fr', /0 ≤ θ ≤ π, 2sin\(θ\) ≤ r ≤ 3/],
  ] as const)('between a circle through the origin and a circle about it: %s', (input, value, locale, reading) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
    expect(s.interpretation?.text).toMatch(reading);
  });

  it('leaves unread a region between two circles with no side named, a piece cut off-centre, and a ball centred elsewhere', () => {
    expect(solve('Evaluate ∬_D 1 dA where D = {x ≤ x²+y² ≤ 1}').answer).toBeNull();
    expect(solve('Calculer I = ∬_D dx dy / (1+x²+y²)² où D = {(x,y) ∈ R+² : x ≤ x²+y² ≤ 1}', { locale: 'fr' }).interpretation?.text).toMatch(/cos\(θ\) ≤ r ≤ 1/);
    expect(solve('evaluate ∬_D y dA where D is the disk (x-1)^2 + y^2 <= 4 and x >= 0').answer).toBeNull();
    expect(solve('Evaluate the triple integral of z dV over the ball of radius 1 centered at (0, 0, 1)').answer).toBeNull();
  });
});

describe('an improper double integral over the plane, a half-plane or a quadrant', () => {
  it.each([
    ['Evaluate the improper integral ∬_{R^2} e^{-(x^2+y^2)} dA', 'pi', 'en', /0 ≤ r ≤ ∞, in polar coordinates/],
    ['Find the integral of e^(-x^2-y^2) over the first quadrant x >= 0, y >= 0', 'pi/4', 'en', /0 ≤ θ ≤ π\/2/],
    ["Calculer l'intégrale double de e^{-x²-y²} sur ℝ+ × ℝ+", 'pi/4', 'fr', /0 ≤ θ ≤ π\/2/],
    ['\\iint_{\\mathbb{R}^2} \\frac{1}{(1+x^2+y^2)^{3/2}} \\, dx\\, dy', '2*pi', 'en', /0 ≤ θ ≤ 2π/],
    ["Calculer l'intégrale impropre ∬ e^{-(x²+y²)} dx dy sur le demi-plan y ≥ 0", 'pi/2', 'fr', /0 ≤ θ ≤ π,/],
  ] as const)('%s', (input, value, locale, reading) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
    expect(s.interpretation?.text).toMatch(reading);
  });

  it('says when it diverges, and leaves a bounded piece of a quadrant to the other readings', () => {
    expect(solve('∬_{R^2} 1/(1+x^2+y^2) dA', { locale: 'fr' }).error?.message).toMatch(/diverge/);
    expect(solve('Evaluate the double integral of xy over the region in the first quadrant bounded by y = x and y = x^2').answer?.value).toBe('1/24');
  });
});

describe('the volume under a paraboloid and above the xy-plane', () => {
  it.each([
    ['Find the volume of the solid under the paraboloid z = 4 - x^2 - y^2 and above the xy-plane', 'en', '8*pi'],
    ['What is the volume of the solid below the paraboloid z = 9 - x^2 - y^2 and above the xy-plane?', 'en', '81*pi/2'],
    ['Calculer le volume du solide sous le paraboloïde z = 1 - x² - y² et au-dessus du plan xOy', 'fr', 'pi/2'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });
});

describe('the solid between a cone or a paraboloid and a plane above its vertex', () => {
  it.each([
    ['Evaluate the triple integral of z dV over the solid bounded by the cone z = sqrt(x^2+y^2) and the plane z = 1', 'en', 'pi/4', /r ≤ z ≤ 1, in cylindrical coordinates/],
    ['Calculer ∭_E z dx dy dz où E est le solide limité par le paraboloïde z = x² + y² et le plan z = 4', 'fr', '64*pi/3', /r² ≤ z ≤ 4/],
    ['Find the volume of the solid bounded by the cone z = 2√(x²+y²) and the plane z = 2', 'en', '2*pi/3', /0 ≤ r ≤ 1, 2r ≤ z ≤ 2/],
  ] as const)('%s', (input, locale, value, reading) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
    expect(s.interpretation?.text).toMatch(reading);
  });
});

describe('words that only end like « aire »', () => {
  it('leaves a linear map (« application linéaire ») to the linear-algebra readers', () => {
    const input = "Soit f l'application linéaire de R^3 dans R^2 définie par f(x,y,z)=(x+y, y-z). Déterminer une base du noyau de f";
    expect(read(input)).toBeNull();
    expect(solve(input, { locale: 'fr' }).interpretation?.text ?? '').not.toMatch(/intégrale/);
  });

  it('still reads « l\'aire » of a region', () => {
    expect(read("Calculer l'aire du disque de rayon 2")).not.toBeNull();
  });
});

describe('a half given by its last inequality, at the end of the sentence', () => {
  it.each([
    ['Evaluate the triple integral of z over the solid x^2 + y^2 + z^2 <= 1, z >= 0.', 'pi/4'],
    ['Evaluate the triple integral of 1 over the ball x^2 + y^2 + z^2 <= 4, z >= 0.', '16*pi/3'],
    ['Evaluate the double integral of y over the disk x^2 + y^2 <= 4, y >= 0.', '16/3'],
  ] as const)('%s', (input, value) => {
    const s = solve(input, { locale: 'en' });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });
});

describe('solids and regions whose size is a letter', () => {
  it.each([
    ['Calculer le volume du domaine √(x²+y²) ≤ z ≤ h.', 'fr', 'h^3*pi/3'],
    ['Find the volume of the solid that lies inside the cone z = 2√(x²+y²) and under the plane z = 4.', 'en', '16*pi/3'],
    ['Find the volume of the solid bounded by the cylinder x^2 + y^2 = a^2 and the planes z = 0 and z = y + a.', 'en', 'a^3*pi'],
    ['Calculer ∭_B z² dV, B étant la boule de rayon a centrée en O.', 'fr', '4*a^5*pi/15'],
    ['Use polar coordinates to evaluate ∬_D (x^2 + y^2) dA where D is the disk of radius a centred at the origin.', 'en', 'a^4*pi/2'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('leaves a cylinder cut by a plane that crosses it unread', () => {
    expect(solve('Find the volume of the solid bounded by the cylinder x^2 + y^2 = 1 and the planes z = 0 and z = y.', { locale: 'en' }).verified).toBe(false);
  });
});

describe('the inside of an ellipse named by its equation', () => {
  it('reads its area and its centroid, its semi-axes numbers or letters', () => {
    const area = solve('Find the area of the region inside the ellipse x^2/4 + y^2/9 = 1', { locale: 'en' });
    expect(area.answer?.value).toBe('6*pi');
    expect(area.verified).toBe(true);
    expect(solve("Calculer l'aire de l'ellipse x²/a² + y²/b² ≤ 1.", { locale: 'fr' }).answer?.value).toBe('a*b*pi');
    expect(solve("Déterminer le centre de gravité de la plaque homogène limitée par l'ellipse x²/9 + y²/4 = 1", { locale: 'fr' }).answer?.value).toBe('[[0], [0]]');
  });

  it('never reads half an ellipse, or one cut by a line, as the whole', () => {
    expect(solve('Find the centroid of the upper half of the ellipse x^2/a^2 + y^2/b^2 = 1', { locale: 'en' }).answer?.value).not.toBe('[[0], [0]]');
    expect(solve('Find the centroid of the region bounded by the ellipse x^2/4 + y^2/9 = 1 and the line y = x', { locale: 'en' }).answer?.value).not.toBe('[[0], [0]]');
  });
});

describe('definite integrals whose bounds are letters', () => {
  it('are checked with the letters given values', () => {
    const s = solve('integrate x^2 from 0 to a', { locale: 'en' });
    expect(s.answer?.value).toBe('a^3/3');
    expect(s.verified).toBe(true);
  });
});

describe('a region written in polar coordinates by two ranges', () => {
  it.each([
    ['Find the centroid of the sector 0 ≤ r ≤ 2, -π/4 ≤ θ ≤ π/4 with density 1.', 'en', '[[8*sqrt(2)/(3*pi)], [0]]'],
    ['Déterminer le centre de gravité du domaine D = {(r, θ) : 0 ≤ r ≤ R, 0 ≤ θ ≤ π/3}.', 'fr', '[[sqrt(3)*R/pi], [R/pi]]'],
    ['Find the area of the region 0 ≤ r ≤ 3, 0 ≤ θ ≤ π/6.', 'en', '3*pi/4'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('never drops another relation that cuts it', () => {
    expect(solve('Find the centroid of the region 0 ≤ r ≤ 2, 0 ≤ θ ≤ π, y ≥ 1', { locale: 'en' }).answer).toBeFalsy();
  });
});

describe('a ball cut by a cone written as an inequality', () => {
  it('reads z ≥ √(x² + y²) as the cone, and refuses a cone condition it does not read rather than answer the whole ball', () => {
    const s = solve('Find the volume of the region x^2 + y^2 + z^2 <= 4, z >= sqrt(x^2 + y^2).');
    expect(s.answer?.value).toBe('16*pi/3 - 8*pi*sqrt(2)/3');
    expect(s.verified).toBe(true);
    expect(solve('Find the volume of the region x^2 + y^2 + z^2 <= 4, z <= sqrt(x^2 + y^2).').answer).toBeNull();
  });
});
