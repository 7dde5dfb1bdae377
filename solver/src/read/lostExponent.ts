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

/**
 * "3^2x-1=27", "2^3x = 16": a number raised to a number glued to a letter, without brackets. Only
 * after e is the glued product the whole exponent by convention (e^2x = e^(2x)); after another
 * number it may be 3^(2x − 1), 3^(2x) − 1 or 3²·x − 1, and each reading is another equation. The
 * readings are named and the student asked for brackets rather than one of them guessed.
 */
const GLUED = /(?<![\p{L}\d.^_])(\d+(?:\.\d+)?)\s*\^\s*(\d+(?:\.\d+)?)([a-zA-Z])(?![\p{L}\d(])(?:\s*([-+])\s*(\d+(?:\.\d+)?|[a-zA-Z](?![\p{L}(])))?/u;

export function readGluedExponent(p: ProblemInput): SolverError | null {
  const m = GLUED.exec(p.text);
  if (!m) return null;
  const [, base, n, letter, sign, term] = m;
  const readings = [
    ...(sign ? [`${base}^(${n}${letter} ${sign} ${term})`, `${base}^(${n}${letter}) ${sign} ${term}`] : [`${base}^(${n}${letter})`]),
    `${base}^${n}·${letter}${sign ? ` ${sign} ${term}` : ''}`,
  ];
  const written = m[0].trim();
  return new SolverError('unsupported', {
    en: `"${written}" can be read as ${readings.join(' or ')}: each is another problem. Put the exponent in brackets, for example ${readings[0]}.`,
    fr: `« ${written} » peut se lire ${readings.join(' ou ')} : chacune est un autre problème. Mettez l'exposant entre parenthèses, par exemple ${readings[0]}.`,
  });
}
