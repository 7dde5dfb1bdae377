import { describe, expect, it } from 'vitest';
import { answersMatch, solve } from '../../../../solver/src/index';
import { PRACTICE_FAMILIES, TOPIC_FAMILIES, practiceProblem, terms } from './templates';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

describe('practice templates', () => {
  it('writes sums the way a student does', () => {
    expect(terms([[1, 'x^2'], [-5, 'x'], [6, '']])).toBe('x^2 - 5x + 6');
    expect(terms([[-1, 'x'], [0, 'y'], [-3, '']])).toBe('-x - 3');
  });

  it('gives the same problem for the same seed and varies with it', () => {
    expect(practiceProblem('quadratic', 42)).toEqual(practiceProblem('quadratic', 42));
    const problems = new Set([1, 2, 3, 4, 5, 6].map((seed) => practiceProblem('quadratic', seed).problem));
    expect(problems.size).toBeGreaterThan(3);
  });

  // Every family, several seeds: the solver answers the generated problem verified, and its answer
  // is the one the coefficients were chosen for.
  it.each(PRACTICE_FAMILIES)('%s: the solver verifies the problem and finds the answer it was built for', (family) => {
    for (const seed of [1, 7, 19, 123]) {
      const p = practiceProblem(family, seed);
      const solution = solve(p.problem, { locale: 'en' });
      expect(solution.verified, `${p.problem} → ${solution.answer?.value ?? solution.error?.message}`).toBe(true);
      expect(solution.answer).not.toBeNull();
      expect(answersMatch({ kind: solution.answer?.kind ?? '', value: solution.answer?.value ?? '' }, p.expected), `${p.problem}: ${solution.answer?.value} vs ${p.expected}`).toBe(true);
    }
  });

  it('maps only topics the seeded library has', () => {
    const dir = path.resolve(__dirname, '../../../seed/library');
    const slugs = new Set(readdirSync(dir).flatMap((f) => (JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Array<{ slug: string }>).map((t) => t.slug)));
    expect(Object.keys(TOPIC_FAMILIES).filter((slug) => !slugs.has(slug))).toEqual([]);
  });
});
