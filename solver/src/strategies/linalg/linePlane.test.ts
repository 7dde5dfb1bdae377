import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';
import { Q } from '../../cas/rational';
import { chainedLineAsSpan, readChainedLine } from './chainedLine';

const en = (s: string) => solve(s, { locale: 'en' });
const fr = (s: string) => solve(s, { locale: 'fr' });

describe('a line written as chained equalities', () => {
  it('reads a point and an integer direction', () => {
    const l = readChainedLine('the line (x-1)/2 = (y+1)/3 = z');
    expect(l?.point.map((q) => q.toString())).toEqual(['1', '-1', '0']);
    expect(l?.direction.map((q) => q.toString())).toEqual(['2', '3', '1']);
    expect(readChainedLine('la droite x = 2y = 3z')?.direction).toEqual([new Q(6n), new Q(3n), new Q(2n)]);
    expect(readChainedLine('x = 2y = 3x')).toBeNull();
  });

  it('is the line spanned by its direction when it goes through the origin', () => {
    expect(chainedLineAsSpan('onto the line D: x = 2y = 3z')).toBe('onto the line spanned by (6, 3, 2)');
    expect(chainedLineAsSpan('onto the line x - 1 = y = z')).toBe('onto the line x - 1 = y = z');
    expect(fr('Calculer le projeté orthogonal du vecteur u = (1, 0, 0) sur la droite D : x = 2y = 3z.').answer?.value).toBe('[[36/49], [18/49], [12/49]]');
    expect(en('Project v = (3, 1, 2) onto the line x = y = z').answer?.value).toBe('[[2], [2], [2]]');
  });
});

describe('the intersection of a line and a plane', () => {
  it('reads the line as chained equalities, parametric equations, (AB) or through two points', () => {
    const s = en('Find the point of intersection of the line x = 2y = 3z with the plane x + y + z = 11.');
    expect(s.answer?.value).toBe('[[6], [3], [2]]');
    expect(s.verified).toBe(true);
    expect(en('Find the point where the line x = 1 + 2t, y = -1 + 3t, z = t meets the plane x + y + z = 6.').answer?.value).toBe('[[3], [2], [1]]');
    expect(en('Find the intersection of the line (x-1)/2 = (y+1)/3 = z with the plane x + y + z = 6').answer?.value).toBe('[[3], [2], [1]]');
    expect(en('Where does the line through (1, 0, 2) and (3, 1, 1) intersect the plane 2x + y - z = 4?').answer?.value).toBe('[[7/3], [2/3], [4/3]]');
  });

  it('reads the line in vector form, r = P + t d', () => {
    expect(en('Find the point of intersection of the line r = (1, 2, 3) + t(1, -1, 2) and the plane 2x + y - z = 5').answer?.value).toBe('[[-3], [6], [-5]]');
    expect(fr("Déterminer l'intersection de la droite (x, y, z) = (0, 1, 2) + t(1, 1, 1) avec le plan x - y + 2z = 7").answer?.value).toBe('[[2], [3], [4]]');
  });

  it('reads the French statements', () => {
    const s = fr("Dans un repère orthonormé, le plan P a pour équation 2x − y + 3z = 0. Soit A(1 ; 2 ; −3) et B(−1 ; 2 ; 0). Déterminer le point d'intersection de la droite (AB) et du plan P.");
    expect(s.answer?.value).toBe('[[-13/5], [2], [12/5]]');
    expect(s.finalAnswer).toBe('I = (-13/5, 2, 12/5)');
    expect(fr("Déterminer l'intersection de la droite x = 2 - t, y = 1 + t, z = 3t et du plan d'équation x + 2y - z = 1").answer?.value).toBe('[[1/2], [5/2], [9/2]]');
  });

  it('leaves a line parallel to the plane unmet, and a line meeting it at distance 0', () => {
    expect(en('Find the intersection of the line x = t, y = -t, z = 1 with the plane x + y = 3').answer).toBeNull();
    expect(en('Find the distance between the line x = 2y = 3z and the plane x + y + z = 11').answer?.value).toBe('0');
  });
});

describe('the value of the parameter, or the distance, asked of a line and a plane', () => {
  it('answers t when the value of the parameter is asked, with the point when both are, in both languages', () => {
    const t = solve('Find the value of t where the line r = (1, 2, 3) + t(1, −1, 2) meets the plane x + y + z = 10.', { locale: 'en' });
    expect(t.finalAnswer).toBe('t = 2');
    expect(t.verified).toBe(true);
    expect(solve('Déterminer la valeur de t pour laquelle la droite x = 1 + t, y = 2 - t, z = 3 + 2t coupe le plan x + y + z = 10.', { locale: 'fr' }).finalAnswer).toBe('t = 2');
    expect(solve('Find the value of t and the point where the line r = (1, 2, 3) + t(1, −1, 2) meets the plane x + y + z = 10.', { locale: 'en' }).finalAnswer).toBe('t = 2; I = (3, 0, 7)');
    expect(solve('Find the point where the line r = (1, 2, 3) + t(1, −1, 2) meets the plane x + y + z = 10.', { locale: 'en' }).finalAnswer).toBe('I = (3, 0, 7)');
  }, 30_000);

  it('gives 0 for a line meeting the plane and the common distance for a parallel line', () => {
    const meets = solve('Find the distance from the line r = (1, 2, 3) + t(1, −1, 2) to the plane x + y + z = 10', { locale: 'en' });
    expect(meets.answer?.value).toBe('0');
    expect(meets.verified).toBe(true);
    expect(solve('Calculer la distance de la droite x = 1 + t, y = 2 - t, z = 3 + 2t au plan x + y + z = 10.', { locale: 'fr' }).answer?.value).toBe('0');
    expect(solve('Find the distance from the line r = (1, 2, 3) + t(1, -1, 0) to the plane x + y + z = 10', { locale: 'en' }).answer?.value).toBe('(4/3)*sqrt(3)');
    expect(solve('Find the distance from the point (1, 2, 3) to the plane x + y + z = 10', { locale: 'en' }).answer?.value).toBe('(4/3)*sqrt(3)');
  }, 30_000);
});
