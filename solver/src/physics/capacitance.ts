/** A prefixed unit that keeps a capacitance readable: 6.875 µF rather than 6.875e-6 F. */
const PREFIXES: Array<[number, string]> = [[1, 'F'], [1e-3, 'mF'], [1e-6, 'µF'], [1e-9, 'nF'], [0, 'pF']];
export const capacitanceUnit = (c: number): string => PREFIXES.find(([f]) => c >= f)?.[1] ?? 'F';
