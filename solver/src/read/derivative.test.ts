import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

describe('derivative requests', () => {
  it('refuses two derivatives asked at once rather than answer one of them', () => {
    const s = solve("Soit f(x) = x e^{-x}. Calculer f'(x) puis f''(x).", { locale: 'fr' });
    expect(s.answer).toBeNull();
    expect(s.error?.message).toBe("Nous répondons à une dérivée à la fois : demandez f''(x) séparément.");
    expect(solve("f(x) = x^3, find f'(x) and f'(2)").error?.message).toContain("f'(2)");
  });

  it('still reads one derivative asked by its name, and the conditions of a differential equation', () => {
    expect(solve("f(x)=x^3-3x, f'(2)=?").answer?.value).toBe('9');
    expect(solve("y'' + y = 0, y(0) = 1, y'(0) = 0").answer?.value).toBe('y = cos(x)');
  });

  it('substitutes a letter defined after "where" into the expression asked, never differentiates its definition alone', () => {
    const en = solve('derivative of x^2 + y where y = 3x');
    expect(en.answer?.value).toBe('2*x + 3');
    expect(en.interpretation?.text).toContain('x² + 3x');
    expect(solve('second derivative of x^4 + y where y = sin x').answer?.value).toBe('12*x^2 - sin(x)');
    expect(solve('dérivée de x^2 + y où y = 3x', { locale: 'fr' }).answer?.value).toBe('2*x + 3');
    expect(solve('derivative of y where y = x^3').answer?.value).toBe('3*x^2');
  });
  it('reads the map x ↦ f(x) as the function', () => {
    expect(solve('dériver la fonction x ↦ x^2 sin x', { locale: 'fr' }).answer?.value).toBe('x^2*cos(x) + 2*x*sin(x)');
    expect(solve('primitive de x ↦ cos x', { locale: 'fr' }).answer?.value).toBe('sin(x) + C');
    expect(solve('limite en +∞ de x ↦ (2x+1)/(x+3)', { locale: 'fr' }).answer?.value).toBe('2');
    expect(solve('lim x ↦ 0 sin x / x').answer?.value).toBe('1');
  });

  it("takes a value given to another letter than the request's variable as a constant's value, never as the point", () => {
    const s = solve('find dy/dx for y = a x^2, where a = 3');
    expect(s.interpretation?.text).toBe("Find y'(x) (with respect to x) for y = 3x²");
    expect(s.answer?.value).toBe('6*x');
    expect(solve('find dy/dx if y = x^2 + k where k = 5').answer?.value).toBe('2*x');
    // the variable's own value is still the point
    expect(solve('find dy/dx if y = 3x^2 where x = 2').answer?.value).toBe('12');
  });

  it('substitutes values given after a bare formula or an operator, named or not, and keeps the point apart', () => {
    expect(solve('d/dx (x^3 + kx) where k = 2').interpretation?.text).toBe("Find f'(x) (with respect to x) for f = x³ + 2x");
    expect(solve('find the derivative of x^3 + kx where k = 2').answer?.value).toBe('3*x^2 + 2');
    expect(solve('d/dt (a t^2 + b) with a = 3 and b = 1').answer?.value).toBe('6*t');
    expect(solve('differentiate a x^2 + 3x with a = 4').answer?.value).toBe('8*x + 3');
    expect(solve('derivative of x^2 where x = 3').answer?.value).toBe('6');
    // a value for a letter the formula does not hold is not silently dropped
    expect(solve('d/dx x^2 where k = 2').answer).toBeNull();
  });

  it('takes the slope at a point written (a, b) on the curve, and refuses a point off it', () => {
    expect(solve('What is the slope of y = x^2 - 4x at the point (3, -3)?').answer?.value).toBe('2');
    expect(solve('pente de la tangente à y = x^3 au point A(1 ; 1)', { locale: 'fr' }).answer?.value).toBe('3');
    expect(solve('What is the slope of y = x^2 - 4x at the point (3, 5)?').error?.message).toContain('(3, 5) is not on the curve');
    expect(solve('find dy/dx at (1, 2) if x^2 + y^2 = 5').answer?.value).toBe('-1/2');
  });

  it('does not take a direction written as a second point for the point on a curve', () => {
    const s = solve('find the derivative of g(x,y) = x y^2 at (2,1) with v=(1,1)');
    expect(s.answer).toBeNull();
  });

  it('evaluates a derivative of a function of two letters at the point given, never drops it', () => {
    const s = solve('find the derivative of f(x,y) = x^2 y at (1, 2) with respect to x');
    expect(s.answer?.value).toBe('4');
    expect(s.verified).toBe(true);
  });
});


describe('the chain rule by substitution, the inner functions however they are written', () => {
  it('substitutes an inner function after any word, not only after "where" or a comma', () => {
    const s = solve('find dz/dt for z = x y^2 where x and y depend on t, namely x = t^2 and y = 3t');
    expect(s.interpretation?.text).not.toMatch(/(?<![A-Za-z])x(?![A-Za-z])/);
    expect(s.answer?.value).toBe('36*t^3');
  });

  it('reads definitions typed one a line, or in a row with no comma', () => {
    for (const input of ['z = x + y^2\nx = t^3\ny = 2t\nfind dz/dt', 'z = x + y^2 x = t^3 y = 2t what is dz/dt?']) {
      expect(solve(input).answer?.value).toBe('3*t^2 + 8*t');
    }
  });

  it('names an inner function it could not read instead of holding its letter constant', () => {
    const s = solve('Find dz/dt where z = x y and x = t^2 + 1 ; y := 3t');
    expect(s.answer).toBeNull();
    expect(s.error?.message).toContain('y := 3t');
  });

  it('takes a subscript partial derivative in the new variable ("z_t: z = …, x = …, y = …")', () => {
    const s = solve('Find z_t: z = x^2 y, x = cos t, y = sin t');
    expect(s.verified).toBe(true);
    expect(s.interpretation?.text).toContain('cos(t)');
  });
});

describe('the point of a derivative asked by name', () => {
  it("takes a lone e in f'(e) for the number e, never for the variable", () => {
    expect(solve("Find f'(e) if f(x) = x ln x").answer?.value).toBe('2');
    expect(solve("Soit f(x) = x ln(x). Calculer f'(e).", { locale: 'fr' }).answer?.value).toBe('2');
    expect(solve("Calculer f'(e) pour f(x) = ln(x)^2", { locale: 'fr' }).answer?.value).toBe('2/e');
    expect(solve("Find f''(e) for f(x) = x ln x").answer?.value).toBe('exp(-1)');
    expect(solve("Find h'(e) for h(t) = t ln t").answer?.value).toBe('2');
    // no variable declared: y'(e) is still the point, not "with respect to e"
    const y = solve("Find y'(e) for y = x ln x");
    expect(y.answer?.value).toBe('2');
    expect(y.interpretation?.text).toContain('x = e');
    // y'(t) names the variable of a curve written in t
    expect(solve("Find y'(t) for y = t^3").answer?.value).toBe('3*t^2');
  });

  it('takes another letter than the declared variable for the point, and refuses the imaginary unit', () => {
    expect(solve("Soit f(x) = x^2. Calculer f'(a).", { locale: 'fr' }).answer?.value).toBe('2*a');
    expect(solve("Find f'(i) if f(x) = x^2").answer).toBeNull();
  });

  it("keeps the point when a constant's value follows it", () => {
    expect(solve('Find the derivative of f(x) = x^k at x = 2 where k = 3').answer?.value).toBe('12');
    expect(solve('Calculer la dérivée de f(x) = x^n en x = 1 où n = 5', { locale: 'fr' }).answer?.value).toBe('5');
    expect(solve('What is the derivative of x^a at x = 3 with a = 2?').answer?.value).toBe('6');
    expect(solve('Find the derivative of x^k at x = 2 given that k = 3').answer?.value).toBe('12');
  });

  it('reads a point followed by a full stop, and a definition after "consider" or « on pose »', () => {
    expect(solve('find the derivative of x^3 at x = 0.5.').answer?.value).toBe('3/4');
    expect(solve("Consider g(x) = ln(x). Find g'(x).").answer?.value).toBe('1/x');
    expect(solve("On pose g(x) = ln(x). Calculer g'(2).", { locale: 'fr' }).answer?.value).toBe('1/2');
    expect(solve("On considère g(x)=ln(x). Calculer g'(x).", { locale: 'fr' }).answer?.value).toBe('1/x');
    expect(solve("Soit f(x) = ln(x)/x. Que vaut f'(e) ?", { locale: 'fr' }).answer?.value).toBe('0');
  });
});

describe('the point given by its abscissa or by where x is', () => {
  it("reads « au point d'abscisse 2 », 'the point with x-coordinate 3', 'the point where x = 2'", () => {
    for (const [input, locale, value] of [
      ["Calculer le nombre dérivé de f(x) = x² au point d'abscisse 2", 'fr', '4'],
      ["Calculer la dérivée de f(x) = x² au point d'abscisse 1,5", 'fr', '3'],
      ["Calculer f'(x) au point d'abscisse x = −1 pour f(x) = x³ + 2x", 'fr', '5'],
      ['Find the derivative of f(x) = x^2 at the point with x-coordinate 3', 'en', '6'],
      ['Find the slope of the tangent to y = x^3 at the point where x = 2', 'en', '12'],
    ] as const) {
      const s = solve(input, { locale });
      expect([input, s.answer?.value, s.verified]).toEqual([input, value, true]);
    }
  });
});

describe('an implicit derivative on a curve named in words, at a point written after it', () => {
  it("reads « pour la courbe d'équation … », 'for the curve given by …' and a point after the equation", () => {
    for (const [input, locale, value] of [
      ['Calculer dy/dx en (3 ; 4) pour la courbe x² + y² = 25', 'fr', '-3/4'],
      ["Calculer dy/dx sur la courbe d'équation x y = 6 au point (2 ; 3)", 'fr', '-3/2'],
      ['Find dy/dx at the point (1, 1) for the curve given by x^3 + y^3 = 2xy', 'en', '-1'],
      ['Find dy/dx if x^2 + y^2 = 25 at (3, 4).', 'en', '-3/4'],
    ] as const) {
      const s = solve(input, { locale });
      expect([input, s.answer?.value, s.verified]).toEqual([input, value, true]);
    }
    // a point of letters is never dropped from the equation's words
    expect(solve('Find dy/dx if x^2 + y^2 = 25 at (a, b)').answer ?? null).toBeNull();
  });
});

describe('an implicit derivative asked by the verb alone', () => {
  it.each([
    ['Differentiate implicitly x^2 + y^2 = 25', 'en', '-x/y'],
    ['Implicitly differentiate x*y = 4', 'en', '-y/x'],
    ['Dériver implicitement x^2 + y^2 = 25', 'fr', '-x/y'],
  ] as const)('%s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect([s.answer?.value, s.verified]).toEqual([value, true]);
  });
});
