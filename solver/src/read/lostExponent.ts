import { SolverError } from '../errors';
import type { ProblemInput } from '../strategy';

/**
 * "z 2 + 2z + 3 = 0": an exponent copied from a PDF or a textbook page loses its height, and z²
 * arrives as "z 2". Read as z·2 the equation would be another one, so the pair is named and the
 * student asked to write the power (z^2) or the product (2z).
 */
const LOST = /(?<![\p{L}\d^_.\\])([a-zA-Z])\s+(\d+)(?=\s*[-+=])/u;

export function readLostExponent(p: ProblemInput): SolverError | null {
  if (!p.text.includes('=')) return null;
  const m = LOST.exec(p.text);
  if (!m) return null;
  const [pair, letter, n] = m;
  // the letter must be an unknown of the equation, written elsewhere too (2z, z^2, z)
  const elsewhere = p.text.slice(0, m.index) + p.text.slice(m.index + pair.length);
  if (!new RegExp(`(?<![\\p{L}])${letter}(?![\\p{L}])|\\d${letter}(?![\\p{L}])`, 'u').test(elsewhere)) return null;
  return new SolverError('unsupported', {
    en: `We could not read "${pair}": is it ${letter}^${n} (an exponent lost in copying) or ${n}${letter}? Write it with ^ or as ${n}${letter}.`,
    fr: `Nous n'avons pas pu lire « ${pair} » : est-ce ${letter}^${n} (un exposant perdu au copier-coller) ou ${n}${letter} ? Écrivez-le avec ^ ou sous la forme ${n}${letter}.`,
  });
}
