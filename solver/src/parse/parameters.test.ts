import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { readCommand } from './command';
import { normalizeText } from './normalize';

const cmd = (s: string) => readCommand(normalizeText(s));

describe('letters declared as parameters', () => {
  it('solves for the letter left when a statement opens by declaring the others', () => {
    expect(cmd('Let m be a real number. Solve 5x - 3m = 2mx - 7')).toMatchObject({ task: 'solve', variable: 'x' });
    expect(cmd('Soit m un paramètre réel. Résoudre 5x − 3m = 2mx − 7')).toMatchObject({ task: 'solve', variable: 'x' });
    expect(cmd('Soit m ∈ ℝ. Résoudre m x + 2 = 3x')).toMatchObject({ variable: 'x' });
    expect(cmd('Soit $a \\in \\mathbb{R}$. Résoudre $x^2 + a x = 1$.')).toMatchObject({ variable: 'x' });
    expect(cmd('Let a and b be real numbers. Solve a y + b = 3')).toMatchObject({ variable: 'y' });
    expect(cmd('Solve 5t - 3k = 2kt - 7, where k is a constant')).toMatchObject({ variable: 't' });
    expect(cmd('Résoudre 4mx − 8 = 3 + 2m, où m est un réel non nul')).toMatchObject({ variable: 'x' });
  });

  it('keeps a declared letter that is the only one as the unknown', () => {
    expect(solve('Let x be a real number. Solve x^2 = 4').answer?.value).toBe('[-2, 2]');
  });

  it('answers in terms of the parameter, in both languages', () => {
    const en = solve('Let m be a real number. Solve 5x - 3m = 2mx - 7', { locale: 'en' });
    expect(en.answer?.value).toBe('[(3*m - 7)/(-2*m + 5)]');
    expect(en.verified).toBe(true);
    const fr = solve("Soit m un paramètre réel. Résoudre dans R l'équation d'inconnue x : 5x − 3m = 2mx − 7", { locale: 'fr' });
    expect(fr.answer?.value).toBe('[(3*m - 7)/(-2*m + 5)]');
  });
});

describe('a bound on a parameter of an equation', () => {
  it('sets the bound aside instead of reading it as the domain of the unknown', () => {
    expect(cmd('solve x^2 - 2ax - 3a^2 = 0 where a > 0')).toMatchObject({ task: 'solve', math: 'x^2 - 2ax - 3a^2 = 0' });
    expect(cmd('solve x^2 - 2ax - 3a^2 = 0 where a > 0').domain).toBeUndefined();
    expect(cmd('résoudre x^2 = 4 avec x > 0').domain).toMatchObject({ kind: 'interval' });
    expect(solve('solve x^2 = a^2 (a > 0)').answer?.value).toBe('[Abs(a), -Abs(a)]');
  });

  it('tells only the cases the bound on the parameter leaves, in both languages', () => {
    expect(cmd('solve x^2 - a = 0 where a < 0')).toMatchObject({ math: 'x^2 - a = 0', parameterBound: 'a < 0' });
    expect(solve('solve x^2 = a^2 (a > 0)').finalAnswer).toBe('x = |a| or x = -|a| (two solutions if a > 0)');
    const none = solve('Solve x² − a = 0 where a < 0.', { locale: 'en' });
    expect(none.finalAnswer).toBe('No real solution.');
    expect(none.verified).toBe(true);
    expect(solve('Résoudre x² − a = 0 avec a < 0.', { locale: 'fr' }).finalAnswer).toBe('Aucune solution réelle.');
    expect(solve('Solve x^2 + 2x = m, where m < -1', { locale: 'en' }).finalAnswer).toBe('No real solution.');
    expect(solve('Résoudre mx = 2 avec m > 0', { locale: 'fr' }).finalAnswer).toBe('x = 2/m');
  }, 30_000);

  it('refuses a bound on the unknown of an equation holding a parameter, and keeps it when the unknown is alone', () => {
    for (const q of ['Solve x² − 2ax − 3a² = 0 where x > 0.', 'Solve x² = a² where x > 0.', 'Solve x² = 4a² with x < 0.', 'Résoudre dans ℝ x² − 2ax − 3a² = 0 avec x > 0', 'Solve $x^2 - 2ax - 3a^2 = 0$ for $x > 0$']) {
      const s = solve(q, { locale: 'en' });
      expect(s.answer, q).toBeNull();
      expect(s.verified).toBe(false);
    }
    expect(solve('résoudre dans ℝ x^2 = 2 avec x > 0', { locale: 'fr' }).answer?.value).toBe('[sqrt(2)]');
    expect(solve('Solve x^2 = 2 given x > 0', { locale: 'en' }).answer?.value).toBe('[sqrt(2)]');
  }, 30_000);
});

describe('a discussion asked according to the values of a parameter', () => {
  it('solves for the other letter and says the cases, in French and English', () => {
    const count = solve("Discuter suivant les valeurs de m le nombre de solutions de l'équation x² + 1 = m", { locale: 'fr' });
    expect(count.answer?.value).toBe('[sqrt(m - 1), -sqrt(m - 1)]');
    expect(count.finalAnswer).toContain('aucune solution réelle si m < 1 ; x = 0 si m = 1 ; deux solutions si m > 1');
    expect(solve("Résoudre dans R, en discutant suivant les valeurs du paramètre m, l'équation mx = 2", { locale: 'fr' }).finalAnswer).toBe('x = 2/m (pour m ≠ 0 ; aucune solution si m = 0)');
    expect(solve("Résoudre, selon les valeurs de a, l'équation (a − 2)x = a² − 4", { locale: 'fr' }).finalAnswer).toBe('x = a + 2 (pour a ≠ 2 ; tout réel si a = 2)');
    const en = solve('Discuss, according to the values of k, the number of solutions of x^2 - 4x + k = 0', { locale: 'en' });
    expect(en.finalAnswer).toContain('two solutions if k < 4; x = 2 if k = 4; no real solution if k > 4');
    expect(en.verified).toBe(true);
    expect(cmd('Solve mx + 1 = 3x depending on the value of m')).toMatchObject({ task: 'solve', variable: 'x' });
  }, 30_000);
});
