import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { withoutFraming } from './odeFraming';

const answer = (input: string, locale: 'en' | 'fr' = 'en') => {
  const s = solve(input, { locale });
  return { value: s.answer?.value, verified: s.verified };
};

describe('the sentences around a differential equation', () => {
  it('reads several initial value problems named in the plural, and "Consider" right before the equation', () => {
    expect(answer("Solve the following initial value problems: y'' - y = 0, y(0) = 2, y'(0) = 0")).toEqual({ value: 'y = exp(-x) + exp(x)', verified: true });
    expect(answer("Consider y' = 3y. Find the general solution.").verified).toBe(true);
    expect(answer("Consider the ODE y'' = -9y where y is a function of x, with y(0) = 0 and y'(0) = 3").value).toBe('y = sin(3*x)');
  });

  it('takes the function to show a solution as given, then asks the general solution; a function that is none is refused', () => {
    const s = solve("On considère (E) : y' - y = -x. Montrer que u(x) = x + 1 est solution de (E) puis en déduire les solutions de (E).", { locale: 'fr' });
    expect(s.interpretation?.text).toContain('sachant que y₁ = x + 1 est solution');
    expect(s.verified).toBe(true);
    const wrong = solve("On considère (E) : y' - y = -x. Montrer que u(x) = x - 1 est solution de (E) puis en déduire les solutions de (E).", { locale: 'fr' });
    expect(wrong.verified).toBe(false);
    expect(wrong.error?.message).toContain('ne vérifie pas cette équation');
  });

  it('sets aside a lead-in that only introduces the equation, in English and French', () => {
    expect(withoutFraming("Solve the following initial value problem: y'' + 4y = 0, y(0) = 1", 'y')).toBe("y'' + 4y = 0, y(0) = 1");
    expect(withoutFraming("Given: dy/dx = 2xy; y(0) = 3", 'y')).toBe('dy/dx = 2xy; y(0) = 3');
    expect(withoutFraming("On considère l'équation différentielle (E) : y' + 2y = 4.", 'y')).toBe("y' + 2y = 4");
    expect(withoutFraming("Je dois résoudre l'équation différentielle suivante : y' = 3y", 'y')).toBe("y' = 3y");
    expect(withoutFraming("Résoudre sur ]0, +oo[ l'équation différentielle x y' + y = 1", 'y')).toBe("x y' + y = 1");
  });

  it('sets aside the method or the kind of equation said in brackets, in English and French', () => {
    expect(withoutFraming("Résoudre y'' + y = cos x (résonance)", 'y')).toBe("y'' + y = cos x");
    expect(withoutFraming("Solve (2xy + 3) dx + (x^2 - 1) dy = 0 (exact)", 'y')).toBe('(2xy + 3) dx + (x^2 - 1) dy = 0');
    expect(answer("Résoudre x y' - y = x^2 (méthode de variation de la constante)", 'fr')).toEqual({ value: 'y = x^2 + C1*x', verified: true });
    expect(answer("Solve y'' - y = e^x (use undetermined coefficients)").verified).toBe(true);
  });

  it('reads the solutions asked as real ones, « solutions réelles », "all real solutions", "the real-valued general solution"', () => {
    expect(answer("Déterminer les solutions réelles de l'équation différentielle y'' + 2y' + 5y = 0", 'fr')).toEqual({ value: 'y = C1*exp(-x)*cos(2*x) + C2*exp(-x)*sin(2*x)', verified: true });
    expect(answer("Find all real solutions of the differential equation y'' + 2y' + 5y = 0").verified).toBe(true);
    expect(answer("Find the real-valued general solution of y'' + 4y = 0")).toEqual({ value: 'y = C1*cos(2*x) + C2*sin(2*x)', verified: true });
  });

  it('reads the interval the solution lives on with its end typed in LaTeX (\\infty), before or after the equation', () => {
    expect(answer("Résoudre sur ]0,+\\infty[ l'équation x y' - 2y = x^3", 'fr')).toEqual({ value: 'y = x^3 + C1*x^2', verified: true });
    expect(answer("Résoudre x^2 y'' + x y' - y = 0 sur ]0,+\\infty[", 'fr')).toEqual({ value: 'y = C2*x + C1/x', verified: true });
    expect(answer("Solve x^2 y'' + x y' - y = 0 on (0, \\infty)").verified).toBe(true);
    expect(answer("Résoudre sur $]0,+\\infty[$ : $x y' + y = \\ln x$", 'fr').verified).toBe(true);
  });

  it('reads "find y" closing the question as the general solution, whatever the derivative notation', () => {
    expect(answer('dy/dx = 2x, find y')).toEqual({ value: 'y = x^2 + C1', verified: true });
    expect(answer('d2y/dx2 = 6x, find y').verified).toBe(true);
    expect(solve('d2y/dx2 = 6x, find y').interpretation?.text).toBe("Solve the differential equation y'' = 6x for y(x)");
  });
  it('keeps the conditions asked in a closing sentence, and drops the rest of it', () => {
    expect(withoutFraming("y' + y = 0. Déterminer l'unique solution de (E) telle que y(0) = 2.", 'y')).toBe("y' + y = 0, telle que y(0) = 2");
    expect(withoutFraming("dP/dt = 0.3P. Find a formula for P in terms of t if P(0) = 40.", 'P')).toBe('dP/dt = 0.3P, if P(0) = 40');
  });

  it('writes conditions told in words as conditions', () => {
    expect(withoutFraming("y' = 2x, given that y = 5 when x = 1", 'y')).toBe("y' = 2x, given y(1) = 5");
    expect(withoutFraming("y' = -y, at x = 0, y = 4", 'y')).toBe("y' = -y, y(0) = 4");
    expect(withoutFraming("y' + 3y = 6e^(-x), la solution qui s'annule en 0", 'y')).toBe("y' + 3y = 6e^(-x), y(0) = 0");
    expect(withoutFraming("y'' + y = 0 y(0) = 2 = y'(0)", 'y')).toBe("y'' + y = 0, y(0) = 2, y'(0) = 2");
  });

  it('reads conditions on the derivatives told in words, and a point the curve passes through', () => {
    expect(withoutFraming("y'' + y = 0 given y = 3 and dy/dx = -1 when x = 0", 'y')).toBe("y'' + y = 0 given y(0) = 3, y'(0) = -1");
    expect(withoutFraming("x'' + 9x = 0; at t = 0, x = 2 and x' = 0", 'x')).toBe("x'' + 9x = 0; x(0) = 2, x'(0) = 0");
    expect(withoutFraming("The solution of y' = 5y whose graph passes through (0, 2)", 'y')).toBe("y' = 5y, y(0) = 2");
    expect(withoutFraming("y' + 2y = 0 et trouver la solution qui prend la valeur 3 en 1", 'y')).toBe("y' + 2y = 0, y(1) = 3");
  });

  it('sets aside the words joining the question to its conditions, in both languages', () => {
    expect(withoutFraming("Find the solution of y' = 2 - y that satisfies the initial condition y(0) = 0", 'y')).toBe("y' = 2 - y, y(0) = 0");
    expect(withoutFraming("Trouver toutes les solutions de l'équation différentielle y'' - y = 0", 'y')).toBe("y'' - y = 0");
    expect(withoutFraming("Déterminer les fonctions f dérivables sur R telles que f' = -f", 'f')).toBe("telles que f' = -f");
    expect(withoutFraming("Déterminer la fonction g solution de l'équation y' = y vérifiant g(0) = 5", 'y')).toBe("y' = y vérifiant y(0) = 5");
  });

  it("sets aside 'with the initial conditions' and 'find y in terms of x', keeping the conditions", () => {
    expect(withoutFraming("Résoudre dans R l'équation différentielle y'' + 4y = 0 avec les conditions initiales y(0) = 0 et y'(0) = 2.", 'y')).toBe("y'' + 4y = 0, y(0) = 0 et y'(0) = 2");
    expect(withoutFraming('Given the differential equation dy/dx = x/y and y = 3 when x = 0, find y in terms of x', 'y')).toBe('dy/dx = x/y and y(0) = 3');
  });

  it('reads a solution named by its own letter as the unknown, and only when that letter stands nowhere else', () => {
    expect(withoutFraming("Déterminer la solution g de y' = 4y telle que g(0) = 2", 'y')).toBe("y' = 4y telle que y(0) = 2");
    expect(withoutFraming("y' = y, g(x) = x^2, g(1) = 3", 'y')).toBe("y' = y, g(x) = x^2, g(1) = 3");
  });

  it('keeps a question about another function or value, which the reader then refuses', () => {
    expect(withoutFraming("y' = y, y(0) = 1. Find g(t).", 'y')).toBe("y' = y, y(0) = 1, Find g(t)");
    expect(withoutFraming("y' = 2y, y(0) = 1, find y(3)", 'y')).toBe("y' = 2y, y(0) = 1, find y(3)");
    // the value at a point is read apart from the framing (odeValueAt), and answered
    expect(solve("y' = 2y, y(0) = 1, find y(3)").answer?.value).toBe('exp(6)');
    expect(solve('Sketch the slope field of dy/dx = x + y').answer).toBeNull();
  });

  it('reads notations typed on a phone: y" for y\'\', e^3x for e^(3x), xdy − ydx with the differentials glued', () => {
    expect(withoutFraming('y" - y = 0', 'y')).toBe("y'' - y = 0");
    expect(withoutFraming("y' - 3y = e^3x", 'y')).toBe("y' - 3y = e^(3x)");
    expect(withoutFraming('2xdy + ydx = 0', 'y')).toBe('2x dy + y dx = 0');
    expect(withoutFraming('xdy/dx = xy + y', 'y')).toBe('x dy/dx = xy + y');
  });

  it('sets aside what the letters are and the words before the conditions', () => {
    expect(withoutFraming("y'' = -4y where y is the dependent variable which is a function of the independent variable x. Find the particular solution defined by these initial conditions: y(0) = 1 and y'(0) = 3", 'y')).toBe("y'' = -4y, y(0) = 1 and y'(0) = 3");
    expect(withoutFraming("y'' = -4y. Find the particular solution for the Initial Value Problem (IVP) defined by these initial conditions: y(0) = 1", 'y')).toBe("y'' = -4y, y(0) = 1");
  });

  it('sets aside a quiz stem left open and "each" before the equation', () => {
    expect(withoutFraming("The solution of the differential equation y'' - 3y' + 2y = e^{3x} is given by", 'y')).toBe("y'' - 3y' + 2y = e^{3x}");
    expect(withoutFraming("solve each differential equation: y'' + y = sec x", 'y')).toBe("y'' + y = sec x");
  });

  it('solves framed problems, verified', () => {
    expect(answer("Solve the initial value problem: y\"+9y=0, y(0)=0, y'(0)=3")).toEqual({ value: 'y = sin(3*x)', verified: true });
    expect(answer("Consider the differential equation (E): y' = 2y + 2. Determine the unique solution h of (E) such that h(0) = 0.")).toEqual({ value: 'y = exp(2*x) - 1', verified: true });
    expect(answer("Soit l'équation différentielle y' + y = 1. Déterminer la solution de (E) qui s'annule en 0.", 'fr')).toEqual({ value: 'y = 1 - exp(-x)', verified: true });
    expect(answer('Solve for y(x) given dy/dx = 2y - 4 and y(0) = 3')).toEqual({ value: 'y = exp(2*x) + 2', verified: true });
    expect(answer('Find the particular solution of x dy = 3 dx, given that y = 2 when x = 1.').verified).toBe(true);
    expect(answer("Soit (E) : y' - y = 1. Résoudre (E) puis déterminer la solution de (E) vérifiant y(0) = 1.", 'fr')).toEqual({ value: 'y = 2*exp(x) - 1', verified: true });
    expect(answer("Déterminer la solution f de l'équation 2y' = y telle que f(ln 4) = 6.", 'fr')).toEqual({ value: 'y = 3*exp(x/2)', verified: true });
    // conditions after "when" or "subject to" with the function written at its point
    expect(answer("find the solution of x'' - 4x' + 4x = 0 when x(0)=1 and x'(0)=0")).toEqual({ value: 'x = exp(2*t) - 2*exp(2*t)*t', verified: true });
    expect(answer("y'' + 4y = 0 subject to y(0) = 1, y'(0) = 2")).toEqual({ value: 'y = cos(2*x) + sin(2*x)', verified: true });
    // a derivative sign and 'find y' framed around an equation: solved, not differentiated
    expect(answer('Given the differential equation dy/dx = 2x/y and y = 1 when x = 0, find y in terms of x')).toEqual({ value: 'y = sqrt(2*x^2 + 1)', verified: true });
  });
});

describe('a value of the solution said with « vaut », « égale à », "equals"', () => {
  it.each([
    ["Trouver la solution de l'équation différentielle y' − y = 2 e^x qui vaut 1 en 0", 'fr', 'y = 2*exp(x)*x + exp(x)'],
    ["Find the solution of y' − y = 2e^x that equals 1 at x = 0", 'en', 'y = 2*exp(x)*x + exp(x)'],
    ["Résoudre y' + 2y = 4 et déterminer la solution égale à 3 en 0", 'fr', 'y = exp(-2*x) + 2'],
  ])('%s', (input, locale, value) => {
    const s = solve(input, { locale: locale as 'en' | 'fr' });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });
});
