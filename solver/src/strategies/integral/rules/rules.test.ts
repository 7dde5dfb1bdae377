import { describe, expect, it } from 'vitest';
import { parseNode } from '../../../parse/math';
import { fromMathJson } from '../sym/fromMathJson';
import * as X from '../sym/expr';
import { toAscii } from '../sym/print';
import { tidy } from '../sym/tidy';
import { integrate } from './engine';
import { newContext } from '../antiderivative';
import { antiderivativeMatches } from '../../../verify/integral';

/** Integrates, checks the answer numerically, and returns the step titles in both languages. */
function run(input: string, v = 'x', params: string[] = []) {
  const f = fromMathJson(parseNode(input) as never)!;
  const r = integrate(f, X.sym(v), newContext(() => {}));
  expect(r, `no antiderivative for ${input}`).not.toBeNull();
  const F = toAscii(tidy(r!.F));
  expect(antiderivativeMatches(F, toAscii(f), v, params), `${F} is not an antiderivative of ${input}`).toBe(true);
  return {
    F,
    en: r!.steps.map((s) => s.title.en),
    fr: r!.steps.map((s) => s.title.fr),
    text: r!.steps.map((s) => `${s.explanation.en} ${s.explanation.fr} ${s.formula ?? ''}`).join(' '),
  };
}

describe('table and linearity', () => {
  it('integrates a polynomial term by term with the power rule', () => {
    const r = run('3x^2 + 2x - 1');
    expect(r.F).toBe('x^3 + x^2 - x');
    expect(r.en).toEqual(['Integrate term by term']);
    expect(r.fr[0]).toBe('Intégrer terme à terme');
  });

  it('reads a linear inner function straight from the table', () => {
    const r = run('sqrt(2x+1)');
    expect(r.F).toBe('(2*x + 1)^(3/2)/3');
    expect(r.en).toEqual(['Apply the power rule']);
    expect(r.fr).toEqual(["Primitive d'une puissance"]);
    expect(r.text).toContain('divide by its coefficient');
  });

  it('knows 1/x, exponentials, trig and inverse-trig forms', () => {
    expect(run('1/x').F).toBe('ln(abs(x))');
    expect(run('3^x').F).toBe('3^x/ln(3)');
    expect(run('sec(x) tan(x)').F).toBe('sec(x)');
    expect(run('1/(x^2+9)').F).toBe('atan(x/3)/3');
    expect(run('1/sqrt(4-x^2)').F).toBe('asin(x/2)');
    expect(run('cosh(3x)').F).toBe('sinh(3*x)/3');
  });
});

describe('substitution', () => {
  it('finds u = x² in 2x e^(x²)', () => {
    const r = run('2x e^(x^2)');
    expect(r.F).toBe('exp(x^2)');
    expect(r.en).toContain('Substitute u = x²');
    expect(r.fr).toContain('Poser u = x²');
    expect(r.en[r.en.length - 1]).toBe('Substitute back');
  });

  it('finds u = ln x in 1/(x ln x)', () => {
    const r = run('1/(x ln x)');
    expect(r.F).toBe('ln(abs(ln(x)))');
    expect(r.en[0]).toBe('Substitute u = ln(x)');
  });

  it('uses the inverse of arctan for e^(arctan x)/(1+x²)^(3/2)', () => {
    const r = run('e^(arctan x)/(1 + x^2)^(3/2)');
    expect(r.en[0]).toBe('Substitute u = atan(x)');
    expect(r.en).toContain('Integrate by parts');
    expect(r.en).toContain('The original integral comes back');
  });

  it('writes x³ through u when u = x² + 1', () => {
    expect(run('x^3/(x^2+1)^2').en[0]).toMatch(/^Substitute u = /);
  });
});

describe('integration by parts', () => {
  it('differentiates the polynomial (LIATE) and repeats', () => {
    const r = run('x^2 sin(x)');
    expect(r.F).toBe('2*x*sin(x) - x^2*cos(x) + 2*cos(x)');
    expect(r.en[0]).toBe('Integrate by parts');
    expect(r.en).toContain('Integrate by parts again');
    expect(r.fr[0]).toBe('Intégrer par parties');
    expect(r.text).toContain('LIATE');
  });

  it('takes u = ln x before the polynomial', () => {
    const r = run('x^2 ln(x)');
    expect(r.F).toBe('x^3*ln(x)/3 - x^3/9');
    expect(r.text).toContain('u = \\ln x');
  });

  it('integrates ln x and arctan x with dv = dx', () => {
    expect(run('ln(x)').F).toBe('x*ln(x) - x');
    expect(run('arctan(x)').F).toBe('x*atan(x) - ln(x^2 + 1)/2');
  });

  it('solves the cyclic case eˣ cos x as an equation', () => {
    const r = run('e^x cos(x)');
    expect(r.F).toBe('exp(x)*cos(x)/2 + exp(x)*sin(x)/2');
    expect(r.en).toContain('The original integral comes back');
    expect(r.fr).toContain("L'intégrale de départ réapparaît");
  });
});

describe('rational functions', () => {
  it('decomposes distinct linear factors', () => {
    const r = run('(5x+3)/(x^2+2x-3)');
    expect(r.F).toBe('2*ln(abs(x - 1)) + 3*ln(abs(x + 3))');
    expect(r.en).toEqual(expect.arrayContaining(['Factor the denominator', 'Decompose into partial fractions']));
    expect(r.fr).toEqual(expect.arrayContaining(['Factoriser le dénominateur', 'Décomposer en éléments simples']));
  });

  it('divides first when improper and handles repeated factors', () => {
    expect(run('(x^3+1)/(x^2-1)').en[0]).toBe('Divide the polynomials');
    expect(run('1/(x (x+1)^2)').F).toBe('ln(abs(x)) - ln(abs(x + 1)) + 1/(x + 1)');
  });

  it('completes the square for an irreducible quadratic', () => {
    const r = run('x/(x^2+2x+2)');
    expect(r.en).toEqual(expect.arrayContaining(['Split off the derivative of the denominator', 'Complete the square']));
    expect(r.fr).toContain('Mettre sous forme canonique');
  });

  it('handles symbolic parameters by the cover-up method', () => {
    const r = run('x^2/((x^2+a^2)(x^2+b^2))', 'x', ['a', 'b']);
    expect(r.en[0]).toBe('Decompose into partial fractions');
    expect(r.text).toContain('cover-up');
  });
  it('divides first, then covers up, with parameters in linear factors (a + bx)', () => {
    const d = run('x^2/(a + b*x)', 'x', ['a', 'b']);
    expect(d.en[0]).toBe('Divide the polynomials');
    expect(d.fr[0]).toBe('Diviser les polynômes');
    const q = run('(a + b*x)/(c + d*x)', 'x', ['a', 'b', 'c', 'd']);
    expect(q.en[0]).toBe('Divide the polynomials');
    const c = run('1/((a + b*x)*(c + d*x))', 'x', ['a', 'b', 'c', 'd']);
    expect(c.en[0]).toBe('Decompose into partial fractions');
    expect(c.fr[0]).toBe('Décomposer en éléments simples');
    run('x/((x - a)*(x - b))', 'x', ['a', 'b']);
  });
});

describe('trigonometric integrals', () => {
  it('rewrites tan² with sec² − 1', () => {
    const r = run('tan(x)^2');
    expect(r.F).toBe('tan(x) - x');
    expect(r.en[0]).toBe('Use the identity tan² = sec² − 1');
    expect(r.fr[0]).toBe("Utiliser l'identité tan² = 1/cos² − 1");
  });

  it('keeps one factor of an odd power', () => {
    const r = run('sin(x)^3 cos(x)^2');
    expect(r.en[0]).toBe('Odd power of sin: keep one factor');
    expect(r.fr[0]).toBe('Puissance impaire de sin : garder un facteur');
  });

  it('uses half-angle formulas for even powers', () => {
    const r = run('sin(x)^4');
    expect(r.F).toBe('3*x/8 - sin(2*x)/4 + sin(4*x)/32');
    expect(r.en[0]).toBe('Even powers: use the half-angle formulas');
  });

  it('turns products of different angles into sums', () => {
    const r = run('sin(x) sin(2x)');
    expect(r.F).toBe('sin(x)/2 - sin(3*x)/6');
    expect(r.en[0]).toBe('Use a product-to-sum formula');
    expect(r.fr[0]).toBe('Transformer le produit en somme');
  });

  it('uses the reduction formula for sec³', () => {
    expect(run('sec(x)^3').en[0]).toBe('Reduction formula');
  });

  it('multiplies 1/(1 + cos x) by its conjugate', () => {
    expect(run('1/(1 + cos(x))').en[0]).toBe('Multiply by the conjugate');
  });
});

describe('substitutions that remove roots', () => {
  it('rationalises √(ax + b)', () => {
    const r = run('1/(1 + sqrt(x))');
    expect(r.en[0]).toBe('Rationalising substitution');
    expect(r.fr[0]).toBe('Changement de variable rationalisant');
  });

  it('uses x = sin θ for √(1 − x²) and x = tan θ for √(x² + 1)', () => {
    const r = run('sqrt(1-x^2)');
    expect(r.en[0]).toBe('Trigonometric substitution');
    expect(r.en[r.en.length - 1]).toBe('Back to x');
    expect(run('1/(x^2 sqrt(x^2+1))').F).toBe('-sqrt(x^2 + 1)/x');
  });
});

describe('more rewrites', () => {
  it('turns 1/(sin x cos x) into tan powers times sec²', () => {
    const r = run('1/(sin(x) cos(x))');
    expect(r.F).toBe('ln(abs(tan(x)))');
    expect(r.en[0]).toBe('Write with tan and sec²');
    expect(r.fr[0]).toBe('Écrire avec tan et sec²');
  });

  it('keeps one factor of an odd hyperbolic power', () => {
    expect(run('sinh(x)^3').en[0]).toBe('Odd hyperbolic power: keep one factor');
  });

  it('completes the square under a root', () => {
    const r = run('1/sqrt(4x - x^2)');
    expect(r.en[0]).toBe('Complete the square');
    expect(r.fr[0]).toBe('Mettre sous forme canonique');
  });

  it('substitutes u = e^(3x) and writes e^(6x) as u²', () => {
    const r = run('e^(3x)/(1+e^(6x))');
    expect(r.F).toBe('atan(exp(3*x))/3');
    expect(r.en).toContain('Substitute u = exp(3x)');
  });
});

describe('last resorts', () => {
  it('uses t = tan(x/2) for a rational function of sin and cos', () => {
    const r = run('1/(2 + sin(x))');
    expect(r.en[0]).toBe('Weierstrass substitution');
    expect(r.fr[0]).toBe('Changement de variable t = tan(x/2)');
  });

  it('factors each factor of a given product separately', () => {
    expect(run('1/((x^2+1)(x^2+2x+3))').en).toContain('Decompose into partial fractions');
  });

  it('integrates 1/(a² − x²) with irrational a to logarithms', () => {
    expect(run('1/(2 - x^2)').F).toContain('ln(abs(');
  });

  it('simplifies du before the second integral of parts', () => {
    expect(run('ln(x + sqrt(x^2+1))').F).toBe('x*ln(sqrt(x^2 + 1) + x) - sqrt(x^2 + 1)');
  });
});

describe('limits of the search', () => {
  it('returns null for e^(x²), which has no elementary antiderivative', () => {
    const f = fromMathJson(parseNode('e^(x^2)') as never)!;
    expect(integrate(f, X.sym('x'), newContext(() => {}))).toBeNull();
  });
});
