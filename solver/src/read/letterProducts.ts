/**
 * "xyz", "xy" in a function of x, y, z (or "uv" in a map of u, v): the product x·y·z, as every
 * multivariable course writes it. Only runs of two or three of the given letters standing alone
 * (not part of a word, not a function's name before a bracket) are split.
 */
export const splitLetterProducts = (s: string, letters = 'xyz'): string =>
  s.replace(new RegExp(`(?<![A-Za-z])([${letters}]{2,3})(?![A-Za-z(])`, 'g'), (m) => [...m].join('*'));
