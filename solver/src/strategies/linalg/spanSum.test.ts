import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('the sum and the intersection of two spanned subspaces', () => {
  it('gives dim(F + G) as the rank of both families', () => {
    const o = solve('Let F = span{(1,2,3,4),(1,1,1,3),(2,1,1,1)} and G = span{(1,2,3,4),(-1,0,-1,2),(2,3,0,1)} in R^4. Find dim(F+G).');
    expect(o).toMatchObject({ answer: { value: '4' }, verified: true, finalAnswer: 'dim(F + G) = 4' });
    const basis = solve('U = span{(1,0,0), (0,1,0)} and W = span{(0,1,0),(0,0,1)}: find a basis of U + W');
    expect(basis).toMatchObject({ answer: { value: '[[1, 0, 0], [0, 1, 0], [0, 0, 1]]' }, verified: true });
  });

  it("gives dim(F ∩ G) by Grassmann's formula, in French with Vect", () => {
    const fr = solve('Soient F = Vect((1,2,3,4),(1,1,1,3),(2,1,1,1)) et G = Vect((1,2,3,4),(-1,0,-1,2),(2,3,0,1)). Déterminer la dimension de F ∩ G.', { locale: 'fr' });
    expect(fr).toMatchObject({ answer: { value: '2' }, verified: true, finalAnswer: 'dim(F ∩ G) = 2' });
  });

  it('gives a basis of the intersection from the relations between the two bases', () => {
    const en = solve('U = span{(1,0,0), (0,1,0)} and W = span{(0,1,0),(0,0,1)}: find a basis of U ∩ W');
    expect(en).toMatchObject({ answer: { value: '[[0], [1], [0]]' }, verified: true });
    const fr = solve('Soient F = Vect((1,0,1),(1,1,0)) et G = Vect((1,1,1),(0,1,0)). Donner une base de F ∩ G.', { locale: 'fr' });
    expect(fr.finalAnswer).toBe('base : (-1, 0, -1) ; dim(F ∩ G) = 1');
    // F ∩ G = {0}: no basis to give
    expect(solve('U = span{(1,0,0)} and W = span{(0,1,0)}: find a basis of U ∩ W').answer).toBeNull();
  });

  it('spans a subspace given by its equations beside one given by its vectors', () => {
    const fr = solve('Dans R^3, soit F = {(x,y,z) : x+y+z=0} et G = Vect((1,1,0),(0,1,1)). Déterminer la dimension de F ∩ G.', { locale: 'fr' });
    expect(fr).toMatchObject({ answer: { value: '1' }, verified: true });
    expect(fr.steps.map((st) => st.title)).toContain('Une base de F à partir de ses équations');
    const basis = solve('Soient F = {(x,y,z) ∈ R^3 | x - y + 2z = 0} et G = Vect((1,0,1),(2,1,0)). Donner une base de F ∩ G.', { locale: 'fr' });
    expect(basis.finalAnswer).toBe('base : (5, 3, -1) ; dim(F ∩ G) = 1');
    const en = solve('Let G = span{(1,2,0,1),(0,1,1,0)} and F = {(x,y,z,t) in R^4 : x + y - z = 0, t = 0}. Find a basis of F ∩ G and its dimension.');
    expect(en).toMatchObject({ finalAnswer: 'basis: (0, 1, 1, 0); dim(F ∩ G) = 1', verified: true });
    expect(solve('F = {(x,y,z): x+y+z=0}, G = span{(1,1,1)}. What is dim(F+G)?').answer?.value).toBe('3');
    // an affine set (x + y + z = 1) is no subspace: not spanned
    expect(solve('F = {(x,y,z): x+y+z=1}, G = span{(1,1,1)}. What is dim(F+G)?').answer?.value).not.toBe('3');
  });

  it('leaves subspaces not both named unanswered', () => {
    expect(solve('U = span{(1,0,0), (0,1,0)} and W = span{(0,1,0),(0,0,1)}: find dim(U + V)').answer).toBeNull();
  });

  it('decides whether two subspaces are supplementary, one maybe given by its equations', () => {
    const fr = solve('Soit F = {(x,y,z) ∈ R^3 : x + y + z = 0} et G = Vect((1,1,1)). Montrer que F et G sont supplémentaires.', { locale: 'fr' });
    expect(fr).toMatchObject({ answer: { kind: 'bool', value: 'True' }, verified: true, finalAnswer: 'Oui : F ⊕ G = R^3.' });
    expect(solve('Show that F = {(x,y,z): x+y+z=0} and G = span{(1,1,1)} are complementary subspaces of R^3.').answer?.value).toBe('True');
    expect(solve('Are U = span{(1,0,0),(0,1,0)} and W = span{(1,1,0)} complementary in R^3?').answer?.value).toBe('False');
    expect(solve('Let F = {(x,y,z) in R^3 : x = y} and G = span{(1,-1,0)}. Is F ⊕ G = R^3?').answer?.value).toBe('True');
    // a word not read: no answer
    expect(solve('Are U = span{(1,0,0),(0,1,0)} and W = span{(1,1,0)} orthogonal complements in R^3?').answer).toBeNull();
  });
});
