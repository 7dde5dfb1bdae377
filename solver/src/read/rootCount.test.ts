import { describe, expect, it } from 'vitest';
import { SolverError } from '../errors';
import { normalize } from '../parse/normalize';
import { solve } from '../solve';
import { readRootCount } from './rootCount';

const read = (s: string) => readRootCount(normalize(s));
const relations = (s: string) => {
  const r = read(s);
  return r && !(r instanceof SolverError) ? r.relations : null;
};

describe('the number of real solutions of a quadratic with a parameter', () => {
  it('reads the condition on the discriminant, in English and French', () => {
    expect(relations('For what values of k does x^2 + kx + 9 = 0 have equal roots?')).toEqual([{ lhs: 'k^2 - 36', op: '=', rhs: '0' }]);
    expect(relations("Pour quelles valeurs de m l'équation x² + mx + 1 = 0 admet-elle une unique solution ?")).toEqual([{ lhs: 'm^2 - 4', op: '=', rhs: '0' }]);
    expect(relations('Find the values of a for which x^2 + 2ax + 3a = 0 has no real roots.')?.[0].op).toBe('<');
    expect(relations('For which values of \\(c\\) does the equation \\(x^2 + 6x + c = 0\\) have real solutions?')?.[0].op).toBe('>=');
  });
  it('refuses a leading coefficient depending on the parameter by name, and leaves other questions alone', () => {
    expect(read('For which values of p does (p-1)x^2 + 2x + 1 = 0 have exactly one real root?')).toBeInstanceOf(SolverError);
    expect(read("Pour quelles valeurs de m l'équation m x² + x + 1 = 0 n'a-t-elle aucune solution réelle ?")).toBeInstanceOf(SolverError);
    expect(read('Solve x^2 + 5x + 6 = 0')).toBeNull();
    expect(read('For what values of k does x^3 + kx + 9 = 0 have equal roots?')).toBeNull();
  });
  it('answers, verified', () => {
    expect(solve('Find k such that x^2 - 4x + k = 0 has two distinct real roots').answer?.value).toBe('(-oo, 4)');
    const fr = solve("Déterminer les valeurs du réel m pour que l'équation 2x² + (m-1)x + 2 = 0 n'ait aucune solution réelle.", { locale: 'fr' });
    expect(fr.answer?.value).toBe('(-3, 5)');
    expect(fr.verified).toBe(true);
  });
});

describe('the whole root phrase decides the condition', () => {
  const op = (s: string) => relations(s)?.[0].op ?? null;
  it('reads complex, non-real and imaginary roots as Δ < 0', () => {
    expect(relations("Pour quelles valeurs de m l'équation x² + mx + 4 = 0 admet-elle deux racines complexes conjuguées ?")).toEqual([{ lhs: 'm^2 - 16', op: '<', rhs: '0' }]);
    expect(op('For which m does x² + mx + 4 = 0 have non-real roots?')).toBe('<');
    expect(op('For which m does x² + mx + 4 = 0 have two non-real roots?')).toBe('<');
    expect(op('Find the values of k for which x^2 + kx + 9 = 0 has imaginary roots')).toBe('<');
    expect(op("Pour quelles valeurs de m l'équation x² + mx + 4 = 0 a-t-elle des racines non réelles ?")).toBe('<');
  });
  it('takes a negation as the complement', () => {
    expect(op("Pour quelles valeurs de m l'équation x² + mx + 4 = 0 n'a-t-elle pas de racine double ?")).toBe('!=');
    expect(op('For which values of k does x^2 + kx + 9 = 0 have no repeated root?')).toBe('!=');
    expect(op('For which values of k does x^2 + kx + 9 = 0 not have two distinct real roots?')).toBe('<=');
    expect(op('For which values of k does x^2 + kx + 9 = 0 not have any real roots?')).toBe('<');
    expect(op("Pour quelles valeurs de m l'équation x² + mx + 4 = 0 n'admet-elle qu'une seule solution ?")).toBe('=');
    expect(op("Pour quelles valeurs de m l'équation x² + mx + 4 = 0 admet-elle deux racines réelles distinctes ?")).toBe('>');
  });
  it('refuses a phrase it does not read whole', () => {
    expect(read('For what values of k are the roots of x^2 + kx + 9 = 0 real and distinct?')).toBeNull();
    expect(read('For which values of k does x^2 + kx + 9 = 0 not have complex roots?')).toBeNull();
    expect(read('For which values of k does x^2 + kx + 9 = 0 have two equal complex roots?')).toBeNull();
  });
  it('answers the complex case, verified', () => {
    const fr = solve("Pour quelles valeurs de m l'équation x² + mx + 4 = 0 admet-elle deux racines complexes conjuguées ?", { locale: 'fr' });
    expect(fr.answer?.value).toBe('(-4, 4)');
    expect(fr.verified).toBe(true);
    expect(solve('For which m does x^2 + mx + 4 = 0 have two non-real roots?').answer?.value).toBe('(-4, 4)');
    expect(solve("Pour quelles valeurs de m l'équation x² + mx + 4 = 0 n'a-t-elle pas de racine double ?", { locale: 'fr' }).verified).toBe(true);
  });
});

describe('two roots asked of a quadratic whose leading coefficient depends on the parameter', () => {
  it('keeps the equation of degree 2: a ≠ 0 joins the condition on Δ, in both languages', () => {
    expect(relations('For which values of p does (p-1)x^2 + 2x + 1 = 0 have two real roots?')).toEqual([
      { lhs: '-4*p + 8', op: '>', rhs: '0' },
      { lhs: 'p - 1', op: '!=', rhs: '0' },
    ]);
    const en = solve('For what values of k does kx^2 - 4x + 1 = 0 have two distinct real roots?', { locale: 'en' });
    expect(en.answer?.value).toBe('(-oo, 0) U (0, 4)');
    expect(en.verified).toBe(true);
    const fr = solve("Pour quelles valeurs de m l'équation (m − 1)x² − (m + 2)x + (6 − m) = 0 a-t-elle deux solutions distinctes ?", { locale: 'fr' });
    expect(fr.answer?.value).toBe('(-oo, 1) U (1, 2) U (14/5, oo)');
    expect(fr.verified).toBe(true);
    expect(solve('Find the values of m for which (m-1)x^2 + 2x + 1 = 0 has two complex roots').answer?.value).toBe('(2, oo)');
  });
});
