/**
 * "xyz", "xy" in a function of x, y, z: the product x·y·z, as every multivariable course writes it.
 * Only runs of two or three of the letters x, y, z standing alone (not part of a word, not a
 * function's name before a bracket) are split.
 */
export const splitLetterProducts = (s: string): string =>
  s.replace(/(?<![A-Za-z])([xyz]{2,3})(?![A-Za-z(])/g, (m) => [...m].join('*'));
