import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

const both = (input: string) => ({ en: solve(input, { locale: 'en' }), fr: solve(input, { locale: 'fr' }) });

describe('identities', () => {
  it('proves sec² − tan² = 1 with the Pythagorean identity', () => {
    const { en, fr } = both('is sec²(x) − tan²(x) = 1 an identity?');
    expect(en.answer?.kind).toBe('bool');
    expect(en.answer?.value).toBe('True');
    expect(en.verified).toBe(true);
    expect(en.steps.map((s) => s.title)).toContain('Pythagorean identity');
    expect(fr.steps.map((s) => s.title)).toContain('Identité de Pythagore');
  });

  it('reads "verify the identity", "vérifier l\'identité", "est-ce une identité"', () => {
    for (const input of ['Verify the identity: (1 - cos^2 x)(1 + cot^2 x) = 1', "vérifier l'identité sin(2x) = 2 sin x cos x", 'est-ce une identité : cos(2x) = 1 - 2sin²x ?']) {
      const s = solve(input);
      expect(s.answer?.value, input).toBe('True');
      expect(s.verified, input).toBe(true);
    }
  });

  it('reads "true for all x" as the quantifier, not as a factor x', () => {
    const { en, fr } = both('Is cos(-x) = cos(x) true for all x?');
    expect(en.answer?.value).toBe('True');
    expect(en.steps[0].formula).not.toContain('x \\cos');
    expect(fr.finalAnswer).toMatch(/^Vrai/);
    expect(both('tan(x) = sin(x)/cos(x) pour tout réel x ?').en.answer?.value).toBe('True');
    expect(both('is cos(2x) = 2cos(x) for all x?').en.answer?.value).toBe('False');
  });

  it('gives a counterexample for sin²x + cos²y = 1', () => {
    const { en, fr } = both('vrai ou faux : sin²x + cos²y = 1 pour tous x, y');
    expect(en.answer?.value).toBe('False');
    expect(en.verified).toBe(true);
    expect(en.steps.some((s) => s.title.startsWith('Try '))).toBe(true);
    expect(fr.steps.some((s) => s.title.startsWith('Essayer '))).toBe(true);
    expect(fr.finalAnswer).toMatch(/^Faux/);
  });

  it.each([
    ['prove that tan(x)cos(x) = sin(x)', 'True'],
    ['is sin(2x) = 2sin(x)cos(x) an identity?', 'True'],
    ['true or false: cos(2x) = 1 - 2sin^2(x)', 'True'],
    ['show that (1 - cos^2 x)/sin x = sin x', 'True'],
    ['is sin(x+y) = sin x + sin y true for all x, y?', 'False'],
    ['sin^2 x + cos^2 x = 1', 'True'],
  ])('%s → %s', (input, value) => {
    const s = solve(input);
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('proves through sine and cosine when no single identity applies', () => {
    const s = solve('prove that tan(x) + cot(x) = sec(x) csc(x)');
    expect(s.answer?.value).toBe('True');
    expect(s.steps.map((st) => st.title)).toContain('Write everything with sine and cosine');
  });
});

describe('simplification', () => {
  it.each([
    ['simplify csc^2(x) - cot^2(x)', '1'],
    ['simplify sin(x)/tan(x)', 'cos(x)'],
    ['simplify 2sin(x)cos(x)', 'sin(2*x)'],
    ['simplify cos^2(x) - sin^2(x)', 'cos(2*x)'],
    ['simplify (1 - cos^2 x)/sin x', 'sin(x)'],
    ['simplifier sec(x)cos(x)', '1'],
    ['simplify (sin x + cos x)^2', 'sin(2*x) + 1'],
    ['simplify cos^4 x - sin^4 x', 'cos(2*x)'],
    ['simplify \\frac{\\sin^2 x}{1 - \\cos x}', 'cos(x) + 1'],
    ['simplify tan(x)/sin(x)', 'sec(x)'],
    ['simplify sin(x)cos(y) + cos(x)sin(y)', 'sin(x + y)'],
    ['simplify cos(x)cos(y) - sin(x)sin(y)', 'cos(x + y)'],
    ['simplify (tan(x) + 1)/(1 + cot(x))', 'tan(x)'],
    ['simplifier \\frac{\\sin(2x)}{1+\\cos(2x)}', 'tan(x)'],
  ])('%s = %s', (input, value) => {
    const s = solve(input);
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
    expect(s.category).toBe('trig');
  });

  it('names the identity in both languages', () => {
    const { en, fr } = both('simplify 2sin(x)cos(x)');
    expect(en.steps[0].title).toBe('Double-angle formula');
    expect(fr.steps[0].title).toBe("Formule de l'angle double");
  });
});

describe('equations', () => {
  it.each([
    ['solve 2sin x − 1 = 0 on [0, 2π)', '[pi/6, 5*pi/6]'],
    ['résoudre cos x = 1/2 sur [0 ; 2π[', '[pi/3, 5*pi/3]'],
    ['solve tan x = 1 on [0, 2pi)', '[pi/4, 5*pi/4]'],
    ['solve 2cos^2 x - cos x - 1 = 0 for 0 <= x < 2pi', '[0, 2*pi/3, 4*pi/3]'],
    ['solve sin x = 0.5 for 0° ≤ x < 360°', '[30, 150]'],
    ['solve sin(2x) = sin x on [0, 2pi)', '[0, pi/3, pi, 5*pi/3]'],
    ['solve sin x = cos x on [0, 2pi)', '[pi/4, 5*pi/4]'],
    ['solve 2sin^2 x = 1 on [0, 2pi)', '[pi/4, 3*pi/4, 5*pi/4, 7*pi/4]'],
    ['solve 2cos x + sqrt(3) = 0 on [0, 2pi)', '[5*pi/6, 7*pi/6]'],
    ['solve sec x = 2 on [0, 2pi)', '[pi/3, 5*pi/3]'],
    ['solve cos^2 x + sin x = 1 on [0, 2pi)', '[0, pi/2, pi]'],
    ['résoudre 2cos(x) = 1 dans [0, 2pi]', '[pi/3, 5*pi/3]'],
    ['sin x + cos x = 1 on [0, 2π)', '[0, pi/2]'],
    ['solve sqrt(3) sin x + cos x = 1 on [0, 2pi)', '[0, 2*pi/3]'],
    ['cos x - sin x = 1 sur [0, 2π[', '[0, 3*pi/2]'],
  ])('%s → %s', (input, value) => {
    const s = solve(input);
    expect(s.answer?.kind).toBe('solutions');
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('gives the general solution with k when there is no interval', () => {
    const { en, fr } = both('solve sin x = 1/2');
    expect(en.answer?.value).toBe('[2*k*pi + pi/6, 2*k*pi + 5*pi/6]');
    expect(en.verified).toBe(true);
    // x read off the unit circle is the general solution itself: no step repeats it
    expect(en.steps.at(-1)?.formula).toBe('x = \\frac{\\pi}{6} + 2k\\pi,\\quad x = \\frac{5 \\pi}{6} + 2k\\pi,\\qquad k \\in \\mathbb{Z}');
    expect(fr.steps.at(-1)?.formula).toBe(en.steps.at(-1)?.formula);
    expect(both('solve sin(2x) = 1/2').en.steps.map((s) => s.title)).toContain('General solution');
    expect(both('solve sin(2x) = 1/2').fr.steps.map((s) => s.title)).toContain('Solution générale');
  });

  it('writes general solutions as flat sums, in degrees when asked', () => {
    expect(solve('solve 2cos(3x) = 1').answer?.value).toBe('[2*k*pi/3 + pi/9, 2*k*pi/3 - pi/9]');
    const d = solve('solve sin x = 0.5 (in degrees)');
    expect(d.answer?.value).toBe('[360*k + 30, 360*k + 150]');
    expect(d.verified).toBe(true);
  });

  it('writes a sin x + b cos x as R sin(x + φ), steps in both languages', () => {
    const { en, fr } = both('solve sin x + cos x = 1 on [0, 2pi)');
    expect(en.steps.map((s) => s.title)).toContain('Write a sin u + b cos u as R sin(u + φ)');
    expect(fr.steps.map((s) => s.title)).toContain('Écrire a sin u + b cos u sous la forme R sin(u + φ)');
  });

  it('has no solution when the value is out of range', () => {
    const s = solve('solve cos x = 2');
    expect(s.answer?.value).toBe('[]');
    expect(s.steps.map((st) => st.title)).toContain('No solution from this value');
  });
});

describe('special values', () => {
  it.each([
    ['sin(π/6)', '1/2'],
    ['cos 120°', '-1/2'],
    ['tan(3pi/4)', '-1'],
    ['arcsin(1/2)', 'pi/6'],
    ['arccos(-1/2)', '2*pi/3'],
    ['find the exact value of cos(5pi/6)', '-sqrt(3)/2'],
  ])('%s = %s', (input, value) => {
    const s = solve(input);
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('explains the reference angle and quadrant', () => {
    const { en, fr } = both('cos 120°');
    expect(en.steps[0].title).toBe('Reference angle');
    expect(en.steps[0].explanation).toContain('quadrant 2');
    expect(fr.steps[0].title).toBe('Angle de référence');
  });
});

describe('trigonometric equations already written f(x) = c', () => {
  it('has no step that only copies the equation; one to isolate when there is something to move', () => {
    expect(solve('solve sin(x) = 1/2').steps.map((s) => s.title)).toEqual(['Read the angles on the unit circle']);
    expect(solve('résoudre dans R cos(x) = sqrt(2)/2', { locale: 'fr' }).steps.map((s) => s.title)).toEqual(['Lire les angles sur le cercle trigonométrique']);
    expect(solve('solve 2cos(x) + 1 = 0').steps[0].title).toBe('Isolate cos(x)');
  });
});

describe('an interval said in degrees', () => {
  it('reads bounds written without π as degrees when the statement says degrees', () => {
    const tan = solve('solve tan(x) = 1 for 0 <= x < 360 degrees', { locale: 'en' });
    expect(tan.answer?.value).toBe('[45, 225]');
    expect(tan.verified).toBe(true);
    expect(solve('résoudre sin(x) = 1/2 pour 0 <= x < 360 en degrés', { locale: 'fr' }).answer?.value).toBe('[30, 150]');
    expect(solve('solve 2cos(x) = 1 for 0 <= x <= 2pi', { locale: 'en' }).answer?.value).toBe('[pi/3, 5*pi/3]');
  });
});

describe('an interval around a Greek or LaTeX-written variable', () => {
  it('reads "0 ≤ θ < 2π" and "0 \\leq \\theta < 2\\pi" as the interval, in both languages', () => {
    const en = solve('Solve cos θ − 2 sin θ cos θ = 0 for 0 ≤ θ < 2π', { locale: 'en' });
    expect(en.answer?.value).toBe('[pi/6, pi/2, 5*pi/6, 3*pi/2]');
    expect(en.verified).toBe(true);
    const fr = solve('Résoudre \\sin(2\\theta) = \\frac{1}{2} pour 0 \\leq \\theta < 2\\pi', { locale: 'fr' });
    expect(fr.answer?.value).toBe('[pi/12, 5*pi/12, 13*pi/12, 17*pi/12]');
    expect(solve('solve tan t = 1 where 0 < t \\le pi', { locale: 'en' }).answer?.value).toBe('[pi/4]');
  });
});
