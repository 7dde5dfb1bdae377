/**
 * An entry of a matrix answer written "(2/5)*(…)" starts and ends with a bracket, which a plain
 * reader of nested lists takes for a row: the leading fraction then loses its brackets ("2/5*(…)",
 * the same value by precedence). Other entries are kept as written.
 */
export const plainEntry = (x: string): string => (/\)$/.test(x) ? x.replace(/^\((-?\d+\/\d+)\)\*/, '$1*') : x);
