import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('exponential equations in ℂ', () => {
  it('gives the family ln|w| + i(arg w + 2kπ), never the real logarithm', () => {
    const one = solve('Find all complex numbers z such that e^z = 1');
    expect(one.answer?.value).toBe('[2*k*pi*i]');
    expect(one.verified).toBe(true);
    const fr = solve("Résoudre dans ℂ l'équation e^z = −2.", { locale: 'fr' });
    expect(fr.answer?.value).toBe('[ln(2) + (pi + 2*k*pi)*i]');
    expect(fr.verified).toBe(true);
    expect(fr.steps.map((s) => s.title).join(' ')).toMatch(/exponentielle/);
  });

  it('reads the unknown said to be complex in words or notation, and e^{az + b}, exp, (e^z)^n', () => {
    expect(solve('Solve $e^z = 3\\sqrt{3} - 3i$ for $z \\in \\mathbb{C}$').answer?.value).toBe('[ln(6) + (-pi/6 + 2*k*pi)*i]');
    expect(solve('solve exp(z) = i in the complex plane').answer?.value).toBe('[(pi/2 + 2*k*pi)*i]');
    expect(solve('e^z = 1 + i, z complex: find z').verified).toBe(true);
    expect(solve('Résoudre e^{2z} = -1, z étant un nombre complexe', { locale: 'fr' }).answer?.value).toBe('[(pi/2 + k*pi)*i]');
    expect(solve('Soit z ∈ ℂ. Résoudre (e^z)^2 = 4', { locale: 'fr' }).answer?.value).toBe('[ln(2) + k*pi*i]');
    const iz = solve('solve 3e^{iz} + 1 = 0 in C');
    expect(iz.answer?.value).toBe('[(pi + 2*k*pi) + ln(3)*i]');
    expect(iz.verified).toBe(true);
  });

  it('says there is no solution when the exponential would be 0, and leaves real equations alone', () => {
    expect(solve('solve e^z = 0 in C').answer?.value).toBe('[]');
    expect(solve('solve e^x = 2').answer?.value).not.toContain('k');
  });
});
