import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { answersMatch } from './answer-match';
import { checkEvidence } from './evidence';
import { strictCheck } from './strict';
import { verifyTask } from './task';

const solved = (input: string) => {
  const s = solve(input, { locale: 'en' });
  if (!s.check) throw new Error(`no check for ${input}`);
  return { solution: s, check: s.check };
};

describe('check evidence', () => {
  it('substitutes each root of an equation and shows both sides', () => {
    const { solution, check } = solved('x^2 - 5x + 6 = 0');
    expect(solution.verified).toBe(true);
    expect(check.evidence.kind).toBe('roots');
    expect(check.evidence.rows.map((r) => r.at)).toEqual(['x = 2', 'x = 3']);
    expect(check.evidence.rows.every((r) => r.ok && r.expected === r.actual)).toBe(true);
  });

  it('puts a wrong root in the table as a failed row, and the verdict stays the verifier’s', () => {
    const { check } = solved('x^2 - 5x + 6 = 0');
    const wrong = { kind: 'solutions', value: '[2, 4]' };
    const evidence = checkEvidence(check.task, wrong);
    expect(evidence.rows.find((r) => r.at === 'x = 4')).toMatchObject({ expected: '2', actual: '0', ok: false });
    expect(verifyTask(check.task, wrong)).toBe(false);
  });

  it('compares a derivative with the numeric derivative at sample points', () => {
    const { check } = solved('derivative of x^3 sin(2x)');
    expect(check.evidence.kind).toBe('derivative');
    expect(check.evidence.rows.length).toBeGreaterThanOrEqual(4);
    expect(check.evidence.rows.every((r) => r.ok)).toBe(true);
    const off = checkEvidence(check.task, { kind: 'expr', value: '2*x^3*cos(2*x) + 3*x^2*sin(x)' });
    expect(off.rows.some((r) => !r.ok)).toBe(true);
  });

  it('compares the integrand with the derivative of an antiderivative, and quadrature with a closed form', () => {
    expect(solved('integrate x e^(2x) dx').check.evidence).toMatchObject({ kind: 'antiderivative' });
    const definite = solved('integral from 0 to 2 of 3x^2 + 1 dx').check.evidence;
    expect(definite).toMatchObject({ kind: 'quadrature', rows: [{ at: '[0, 2]', expected: '10', actual: '10', ok: true }] });
  });

  it('shows the values approaching a limit point from both sides', () => {
    const evidence = solved('limit (x^2 - 9)/(x - 3) as x -> 3').check.evidence;
    expect(evidence.kind).toBe('limit');
    expect(evidence.rows.map((r) => r.at)).toContain('x = 2.9997');
    expect(evidence.rows.every((r) => r.ok && r.actual === '6')).toBe(true);
  });

  it('tests points around the ends of an inequality’s answer', () => {
    const evidence = solved('2x - 3 < 7').check.evidence;
    expect(evidence.kind).toBe('intervals');
    expect(evidence.rows.find((r) => r.at === 'x = 5')).toMatchObject({ expected: 'false', actual: 'false', ok: true });
  });

  it('leaves the verified mark exactly as the verifier gives it', () => {
    for (const input of ['x^2 - 5x + 6 = 0', 'integrate 3x^2 + 2x', 'limit sin(x)/x as x -> 0', 'simplify (x^2-1)/(x-1)']) {
      const { solution, check } = solved(input);
      expect(solution.verified, input).toBe(verifyTask(check.task, check.answer));
    }
  });
});

describe('strict re-check', () => {
  it('passes a verified exact answer in 40-digit decimal arithmetic', () => {
    const { check } = solved('derivative of x^3 sin(2x)');
    const strict = strictCheck(check.task, check.answer);
    expect(strict.passed).toBe(true);
    expect(strict.evidence).toMatchObject({ precision: 'decimal', digits: 40 });
    expect(strict.evidence.rows.length).toBeGreaterThan(check.evidence.rows.length);
  });

  it('fails a rounded constant the standard check accepts', () => {
    const { check } = solved('integral from 0 to 1 of 4/(1+x^2) dx');
    const rounded = { kind: 'expr', value: '3.14159265358' };
    expect(verifyTask(check.task, rounded)).toBe(true);
    expect(strictCheck(check.task, rounded).passed).toBe(false);
    expect(strictCheck(check.task, check.answer).passed).toBe(true);
  });

  it('fails a value off in the tenth digit', () => {
    const { check } = solved('evaluate sqrt(2)*sqrt(8)');
    const off = { kind: 'expr', value: '4.0000000001' };
    expect(verifyTask(check.task, off)).toBe(true);
    expect(strictCheck(check.task, off).passed).toBe(false);
  });

  it('never passes an answer the standard check rejects', () => {
    const { check } = solved('x^2 - 5x + 6 = 0');
    expect(strictCheck(check.task, { kind: 'solutions', value: '[2]' }).passed).toBe(false);
  });
});

describe('answersMatch (a student’s typed answer against a stored one)', () => {
  it.each([
    [{ kind: 'solutions', value: '[2, 3]' }, 'x = 3 or x = 2', true],
    [{ kind: 'solutions', value: '[2, 3]' }, '{2; 3}', true],
    [{ kind: 'solutions', value: '[2, 3]' }, '2', false],
    [{ kind: 'solutions', value: '[2, 3]' }, '2, 3, 4', false],
    [{ kind: 'solutions', value: '[{x: 2, y: 1}]' }, 'x=2, y=1', true],
    [{ kind: 'solutions', value: '[{x: 2, y: 1}]' }, 'x=1, y=2', false],
    [{ kind: 'antiderivative', value: 'x^3 + x^2 + C' }, 'x³ + x² + 5', true],
    [{ kind: 'antiderivative', value: 'x^3 + x^2 + C' }, 'x^3 + 2x^2', false],
    [{ kind: 'expr', value: '2*x^3*cos(2*x) + 3*x^2*sin(2*x)' }, '3x^2 sin(2x) + 2x^3 cos(2x)', true],
    [{ kind: 'interval', value: '(-oo, 5)' }, 'x < 5', true],
    [{ kind: 'interval', value: '(-oo, 5)' }, 'x <= 5', false],
    [{ kind: 'expr', value: '6' }, '6.0', true],
    [{ kind: 'expr', value: '6' }, 'seven', false],
  ])('%j against %s → %s', (expected, typed, match) => {
    expect(answersMatch(expected, typed)).toBe(match);
  });
});
