import { describe, expect, it } from 'vitest';
import { solve } from '../../../solve';
import { parseNode } from '../../../parse/math';
import { fromMathJson } from '../sym/fromMathJson';
import * as X from '../sym/expr';
import { biocheTanRule } from './bioche';
import { integrate } from './engine';
import { newContext } from '../antiderivative';

const rule = (input: string) => biocheTanRule(fromMathJson(parseNode(input) as never)!, X.sym('x'), { ...newContext(() => {}), integrate });

describe("Bioche's rule t = tan x", () => {
  it.each([
    ['Calculer I = ∫_0^π dθ/(1+cos²θ)', 'fr', 'π·√(2)/2'],
    ['Find ∫_0^{π/2} dx/(1+sin²x)', 'en', 'π·√(2)/4'],
    ['\\int_0^{\\pi/2} \\frac{dx}{4\\cos^2 x + 9\\sin^2 x}', 'en', 'π/12'],
    ["Calculer l'intégrale de 0 à 2π de 1/(2 + cos² t) dt", 'fr', 'π·√(6)/3'],
    ['∫_0^π sin²x/(1+cos²x) dx', 'en', 'π·√(2) − π'],
  ] as const)('%s over a range where tan x has a pole: %s', (input, locale, value) => {
    const s = solve(input, { locale });
    expect(s.finalAnswer).toBe(`∫ = ${value}`);
    expect(s.verified).toBe(true);
    expect(s.steps[0].title).toBe(locale === 'fr' ? 'Règle de Bioche : t = tan x' : "Bioche's rule: t = tan x");
  });

  it('takes no integrand that x → x + π changes: t = tan(x/2) stays for those', () => {
    expect(rule('1/(2 + sin(x))')).toBeNull();
    expect(rule('cos(x)/(1 + sin(x)^2)')).toBeNull();
    expect(solve('Evaluate ∫_0^{2π} dx/(2+sin x)').steps[0].title).toBe('Weierstrass substitution');
  });

  it('reads sin x cos x and tan x too', () => {
    expect(rule('sin(x)*cos(x)/(1 + cos(x)^2)')).not.toBeNull();
    expect(rule('tan(x)/(1 + cos(x)^2)')).not.toBeNull();
  });
});
