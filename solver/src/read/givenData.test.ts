import { describe, expect, it } from 'vitest';
import { placeGivenData } from './givenData';

describe('data listed after the question that names them', () => {
  it('puts the point and the vector where the question names them', () => {
    expect(placeGivenData('Find the directional derivative of f at P in the direction of v. f(x, y) = x y, P(1, 2), v = <3, 4>'))
      .toBe('Find the directional derivative of f f(x, y) = x y at (1, 2) in the direction of <3, 4>');
  });

  it('reads an angle as the direction and "the given point" as the point', () => {
    expect(placeGivenData('Find the directional derivative of f at the given point in the direction indicated by the angle θ. f(x, y) = x + y, (0, 1), θ = π/3'))
      .toBe('Find the directional derivative of f f(x, y) = x + y at (0, 1) in the direction given by the angle θ = π/3');
  });

  it('leaves the text as written when an item after the function is neither a point, a vector nor an angle', () => {
    const text = 'Find the gradient of f. f(x, y) = x y, z = 3';
    expect(placeGivenData(text)).toBe(text);
    expect(placeGivenData('f(x, y) = x y. Find the gradient.')).toBe('f(x, y) = x y. Find the gradient.');
  });
});
