/**
 * √3 i, √3i: the root of the number alone, times i, as written in a + b√3 i. Read with the general
 * rule, the root would take the product 3i under it (√(3i)), which no student means.
 */
export function rootTimesI(raw: string): string {
  return raw.replace(/√\s*(\d+(?:[.,]\d+)?)(?=\s*i(?![\p{L}\d]))/gu, '√($1)');
}
