import { describe, expect, it } from 'vitest';
import katex from 'katex';
import { solve } from '../../solve';
import { readTask } from '../../read';
import { normalize } from '../../parse/normalize';
import { taskText } from '../../task/text';
import { verifyTask } from '../../verify/task';
import type { TaskOf } from '../../task/task';

describe('vector algebra', () => {
  it('computes dot and cross products, angles and norms from the usual notations, in English and French', () => {
    for (const [input, value] of [
      ['dot product of (1,2,3) and (4,5,6)', '32'],
      ['produit scalaire de (1 ; 2) et (3 ; -1)', '1'],
      ['cross product of <1,0,0> and <0,1,0>', '[[0], [0], [1]]'],
      ['cross product of 2i - j + k and i + 3j - 2k', '[[-1], [5], [7]]'],
      ['find the angle between the vectors (1,0) and (1,1)', 'pi/4'],
      ['angle between (1, 2, 3) and (1, 0, 0)', 'acos(sqrt(14)/14)'],
      ['magnitude of the vector 3i + 4j', '5'],
      ['norme du vecteur (1, 1, 1)', 'sqrt(3)'],
    ]) {
      for (const locale of ['en', 'fr'] as const) {
        const s = solve(input, { locale });
        expect(s.answer?.value, input).toBe(value);
        expect(s.verified, input).toBe(true);
        for (const step of s.steps) if (step.formula) katex.renderToString(step.formula, { throwOnError: true });
      }
    }
  });

  it('leaves vectors of different sizes or other words unanswered', () => {
    expect(readTask(normalize('dot product of (1,2) and (1,2,3)')).task?.kind).not.toBe('vector_algebra');
    expect(readTask(normalize('angle between the planes x + y = 1 and (1,2,3)')).task?.kind).not.toBe('vector_algebra');
  });

  it('reads its canonical text back into the same task', () => {
    for (const input of ['dot product of (1,2,3) and (4,5,6)', 'cross product of 2i - j + k and i + 3j - 2k', 'norme du vecteur (1, 1, 1)', 'project (2, 0, 1) onto (0, 3, 4)']) {
      const t = readTask(normalize(input)).task;
      expect(t?.kind).toBe('vector_algebra');
      if (t) expect(readTask(normalize(taskText(t))).task).toEqual(t);
    }
  });

  it('verifies from the definitions and rejects plausible mistakes', () => {
    const cross: TaskOf<'vector_algebra'> = { kind: 'vector_algebra', op: 'cross', vectors: [['2', '-1', '1'], ['1', '3', '-2']] };
    expect(verifyTask(cross, { kind: 'matrix', value: '[[-1], [5], [7]]' })).toBe(true);
    // the opposite orientation, a sign slip, the wrong kind
    for (const [kind, value] of [['matrix', '[[1], [-5], [-7]]'], ['matrix', '[[-1], [-5], [7]]'], ['expr', '-1']]) {
      expect(verifyTask(cross, { kind, value }), value).toBe(false);
    }
    const angle: TaskOf<'vector_algebra'> = { kind: 'vector_algebra', op: 'angle', vectors: [['1', '0'], ['1', '1']] };
    expect(verifyTask(angle, { kind: 'expr', value: 'pi/4' })).toBe(true);
    expect(verifyTask(angle, { kind: 'expr', value: '-pi/4' })).toBe(false);
    expect(verifyTask(angle, { kind: 'expr', value: 'pi/3' })).toBe(false);
    const norm: TaskOf<'vector_algebra'> = { kind: 'vector_algebra', op: 'norm', vectors: [['3', '4']] };
    expect(verifyTask(norm, { kind: 'expr', value: '5' })).toBe(true);
    expect(verifyTask(norm, { kind: 'expr', value: '-5' })).toBe(false);
    expect(verifyTask(norm, { kind: 'expr', value: '25' })).toBe(false);
  });
});

describe('the orthogonal projection of a vector onto another', () => {
  it('is (u · v / v · v) v, onto the vector written after "onto" or « sur »', () => {
    const en = solve('orthogonal projection of u = (3, 4) onto v = (1, 2)');
    expect(en.answer).toMatchObject({ kind: 'matrix', value: '[[11/5], [22/5]]' });
    expect(en.verified).toBe(true);
    expect(solve('project (2, 0, 1) onto (0, 3, 4)').answer?.value).toBe('[[0], [12/25], [16/25]]');
    const fr = solve('projeté orthogonal du vecteur (1, 2, 3) sur le vecteur (1, 1, 1)', { locale: 'fr' });
    expect(fr.answer?.value).toBe('[[2], [2], [2]]');
    expect(fr.interpretation?.text).toBe('Calculer le projeté orthogonal de (1, 2, 3) sur (1, 1, 1)');
  });

  it('leaves a scalar projection, or vectors named apart from "onto", unread', () => {
    expect(readTask(normalize('length of the projection of (3, 4) onto (1, 0)')).task?.kind).not.toBe('vector_algebra');
    expect(readTask(normalize('with u = (3, 4) and v = (1, 2), project u onto v')).task?.kind).not.toBe('vector_algebra');
  });

  it('verifies a multiple of v with u − p orthogonal to v', () => {
    const proj: TaskOf<'vector_algebra'> = { kind: 'vector_algebra', op: 'projection', vectors: [['3', '4'], ['1', '2']] };
    expect(verifyTask(proj, { kind: 'matrix', value: '[[11/5], [22/5]]' })).toBe(true);
    // the projection of v onto u, and a vector of the right length but not parallel to v
    expect(verifyTask(proj, { kind: 'matrix', value: '[[33/25], [44/25]]' })).toBe(false);
    expect(verifyTask(proj, { kind: 'matrix', value: '[[22/5], [11/5]]' })).toBe(false);
  });

  it('reads the norm written with double bars, ‖u‖ or ||u||, and vectors of R⁴', () => {
    expect(solve('Find ‖u‖ where u = (2, -1, 3, 5)')).toMatchObject({ answer: { value: 'sqrt(39)' }, verified: true });
    expect(solve('||(1, 2, 2)||').answer?.value).toBe('3');
    expect(solve('Calculer ‖u‖ où u = (1, −2, 2)', { locale: 'fr' })).toMatchObject({ answer: { value: '3' }, verified: true });
    expect(solve('dot product of (1, 2, 3, 4) and (0, 1, 0, 1)').answer?.value).toBe('6');
    // one norm asked of two vectors: which one is not said
    expect(solve('‖u‖ where u = (3, 4) and v = (1, 1)').answer).toBeNull();
  });

  it("reads the cross product written with the vectors' names, 'u × v for u = …'", () => {
    expect(solve('Compute the cross product u × v for u = (1, 2, 3) and v = (4, 5, 6).')).toMatchObject({ answer: { value: '[[-3], [6], [-3]]' }, verified: true });
  });

  it('reads the product from its sign alone: × between triples is the cross product, · the dot product', () => {
    // elementwise, (2·1, −1·4, 3·(−2)) would be (2, −4, −6)
    expect(solve('(2, -1, 3) × (1, 4, -2)')).toMatchObject({ answer: { value: '[[-10], [7], [9]]' }, verified: true });
    expect(solve('(1,2,3) x (4,5,6)').answer?.value).toBe('[[-3], [6], [-3]]');
    expect(solve('v × u où u = (1, 0, 2), v = (3, 1, 1)', { locale: 'fr' })).toMatchObject({ answer: { value: '[[2], [-5], [-1]]' }, verified: true });
    expect(solve('(1, 2, 3) · (4, 5, 6)').answer?.value).toBe('32');
  });

  it('reads the wedge sign and « pour »: « Calculer u ∧ v pour u = …, v = … »', () => {
    expect(solve('Calculer u ∧ v pour u = (1, 2, 0) et v = (0, 1, 3)', { locale: 'fr' })).toMatchObject({ answer: { value: '[[6], [-3], [1]]' }, verified: true });
  });

  it('gives the angle in degrees when it is asked so (« en degrés », "in degrees", "(in degrees)"), exactly or to two decimals', () => {
    for (const [input, locale, value, final] of [
      ['Find the angle between (1, 0) and (0, 1) in degrees', 'en', '90°', 'θ = 90°'],
      ['Find the angle between u = (1, 0) and v = (1, 1) in degrees', 'en', '45°', 'θ = 45°'],
      ["Calculer l'angle entre u = (1 ; 0) et v = (-1 ; 1) en degrés", 'fr', '135°', 'θ = 135°'],
      ['Find the angle, in degrees, between the vectors ⟨3, 4⟩ and ⟨4, 3⟩', 'en', '16.26°', 'θ ≈ 16.26°'],
      ['What is the angle (in degrees) between a = <1, 2> and b = <2, 1>?', 'en', '36.87°', 'θ ≈ 36.87°'],
      ['Déterminer l\'angle en degrés entre les vecteurs (1, 1) et (-1, 1)', 'fr', '90°', 'θ = 90°'],
      ['Déterminer l\'angle entre 2i + j et i - 3j en degrés', 'fr', '98.13°', 'θ ≈ 98,13°'],
    ] as const) {
      const s = solve(input, { locale });
      expect(s.answer?.value, input).toBe(value);
      expect(s.finalAnswer, input).toBe(final);
      expect(s.verified, input).toBe(true);
    }
    // radians unless degrees are asked
    expect(solve('Find the angle between (1, 0) and (1, 1) in radians').answer?.value).toBe('pi/4');
  }, 30_000);

  it('checks an angle in degrees against the vectors, to its two decimals', () => {
    const t: TaskOf<'vector_algebra'> = { kind: 'vector_algebra', op: 'angle', vectors: [['3', '4'], ['4', '3']], degrees: true };
    expect(verifyTask(t, { kind: 'quantity', value: '16.26°' })).toBe(true);
    expect(verifyTask(t, { kind: 'quantity', value: '16.3°' })).toBe(false);
    expect(verifyTask(t, { kind: 'expr', value: 'acos(24/25)' })).toBe(false);
  });
});
