/**
 * Powers of ten as French courses write them: « 1,2.10^8 », « 3.10^8 m.s-1 », « 6,02.10^23 »,
 * the dot standing for the multiplication: written 1,2×10^8 for the readers of quantities.
 */
const DOT_POWER = /(?<![\d.,])(\d+(?:,\d+)?)\.10\s*\^\s*(\{?[-−]?\d+\}?)/g;

export const frenchPowers = (s: string): string => s.replace(DOT_POWER, '$1×10^$2');
