/**
 * "∫0^π ∫0^1 f dr dθ": bounds typed straight after the sign (∫, \int or the normalised int) without
 * the underscore, written as sub- and superscripts (∫_0^π). Only a lower bound that is a number, π,
 * ∞ or a braced group is taken for one: "∫x^2 dx" is the integral of x², not one from x to 2.
 */
const BARE_LOWER = /(∫|\\int(?![a-z])|\bint\b)\s*([-−+]?(?:\d+(?:\.\d+)?|π|pi\b|\\pi\b|∞|oo\b|\\infty\b)|\{[^{}]*\})\s*(?=\^)/g;

export const underscoreBounds = (s: string): string => s.replace(BARE_LOWER, '$1_$2');
