import { SolverError } from '../errors';

/**
 * A probability about several children at once ("2 of 3 children are aa", "both children",
 * "les trois enfants") is a binomial question on top of the cross: the crosses answer one child
 * only, so such a question is refused by name rather than answered for one child.
 */
const N = String.raw`(?:\d|two|three|four|five|six)`;
const SEVERAL = new RegExp(String.raw`\b${N}\s+(?:out\s+)?of\s+(?:the\s+|their\s+)?${N}\b|\b(?:both|all\s+${N})\s+(?:of\s+)?(?:the\s+|their\s+)?(?:children|kids|offspring|babies|sons|daughters|puppies|kittens)|\b(?:first|next)\s+${N}\s+(?:children|kids|offspring|babies)|\b(?:has|have|having|had)\s+${N}\s+(?:children|kids|babies|sons|daughters)|\b(?:deux|trois|quatre|cinq|\d)\s+(?:premiers\s+)?(?:enfants|descendants|garçons|filles)\b|\btous\s+(?:les\s+)?(?:deux|trois|quatre|cinq)\b|\b(?:two|three|four|five|six)\s+(?:children|kids|sons|daughters|babies|offspring|puppies|kittens)\b|\b(?:are|be|were)\s+all\b|\bsont\s+tou(?:te)?s\b|\bau\s+moins\s+un|\bat\s+least\s+(?:one|two|\d)\b`, 'i');

export function severalOffspring(q: string): SolverError | null {
  const m = SEVERAL.exec(q);
  if (!m) return null;
  return new SolverError('unsupported', {
    en: `"${m[0]}": a probability about several offspring at once was not understood (only one offspring at a time is answered), and nothing was answered in its place.`,
    fr: `« ${m[0]} » : une probabilité portant sur plusieurs descendants à la fois n’a pas été comprise (on ne répond que pour un descendant à la fois), et rien n’a été répondu à sa place.`,
  });
}
