import { describe, expect, it } from 'vitest';
import katex from 'katex';
import { solve } from '../../solve';
import { readTask } from '../../read';
import { normalize } from '../../parse/normalize';
import { taskText } from '../../task/text';
import { verifyTask } from '../../verify/task';
import type { TaskOf } from '../../task/task';

describe('for which p an integral of 1/xᵖ converges', () => {
  it('answers the set of p at each improper end, in English and French, verified', () => {
    for (const [input, value] of [
      ['For which values of p does ∫_1^∞ dx/x^p converge?', '(1, oo)'],
      ["pour quelles valeurs de p l'intégrale ∫_0^1 dx/x^p converge-t-elle ?", '(-oo, 1)'],
      ['for which p does ∫_2^∞ 3/x^p dx converge', '(1, oo)'],
      ['for which p does ∫_0^∞ 1/x^p dx converge', 'EmptySet'],
    ]) {
      for (const locale of ['en', 'fr'] as const) {
        const s = solve(input, { locale });
        expect(s.answer, input).toMatchObject({ kind: 'interval', value });
        expect(s.verified, input).toBe(true);
        for (const step of s.steps) if (step.formula) katex.renderToString(step.formula, { throwOnError: true });
      }
    }
  });

  it('leaves other integrands unanswered rather than guess', () => {
    expect(solve('for which p does ∫_1^∞ e^(-p x) dx converge').answer).toBeNull();
  });

  it('reads its canonical text back into the same task', () => {
    const t = readTask(normalize('For which values of p does ∫_1^∞ dx/x^p converge?')).task;
    expect(t).toMatchObject({ kind: 'integrate', asks: 'for_which', parameter: 'p' });
    if (t) expect(readTask(normalize(taskText(t))).task).toEqual(t);
  });

  it('rejects a set with the wrong side or the wrong end', () => {
    const t: TaskOf<'integrate'> = { kind: 'integrate', integrand: '1/x^p', variable: 'x', bounds: { lo: '1', hi: 'oo' }, asks: 'for_which', parameter: 'p' };
    expect(verifyTask(t, { kind: 'interval', value: '(1, oo)' })).toBe(true);
    for (const wrong of ['[1, oo)', '(-oo, 1)', '(0, oo)', '(2, oo)', 'EmptySet']) expect(verifyTask(t, { kind: 'interval', value: wrong }), wrong).toBe(false);
  });
});

describe('for which p: other powers of x, and Bertrand integrals', () => {
  it('solves the exponent for p when it is any linear expression in p', () => {
    for (const [input, value] of [
      ['for which p does ∫_0^1 x^p dx converge?', '(-1, oo)'],
      ['for which values of p is ∫_1^∞ dx/x^(2p) convergent?', '(1/2, oo)'],
      ["Pour quelles valeurs de α l'intégrale ∫_1^{+∞} dt/t^α converge-t-elle ?", '(1, oo)'],
    ]) {
      const s = solve(input, { locale: 'fr' });
      expect(s.answer, input).toMatchObject({ kind: 'interval', value });
      expect(s.verified, input).toBe(true);
    }
  });

  it('substitutes u = ln x for 1/(x (ln x)^p)', () => {
    const s = solve('for what values of p is ∫_e^∞ dx/(x (ln x)^p) convergent?');
    expect(s.answer).toMatchObject({ kind: 'interval', value: '(1, oo)' });
    expect(s.steps[0].title).toBe('Substitute u = ln x');
  });

  it('keeps the boundary of the power when a power of ln x multiplies it', () => {
    for (const [input, value] of [
      ['for which values of α does ∫_0^1 x^α ln x dx converge?', '(-1, oo)'],
      ["pour quelles valeurs de a l'intégrale ∫_2^{+∞} (ln x)^2/x^a dx converge-t-elle ?", '(1, oo)'],
      ['for which p does ∫_0^∞ x^p ln(x) dx converge?', 'EmptySet'],
    ]) {
      const s = solve(input, { locale: 'fr' });
      expect(s.answer, input).toMatchObject({ kind: 'interval', value });
      expect(s.verified, input).toBe(true);
      expect(s.steps[0].title, input).toBe('Une puissance de x fois une puissance de ln x');
    }
  });
});
