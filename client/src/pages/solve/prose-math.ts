import { latexToPlain } from '@contract/math-text';

/** A LaTeX command (`\frac`, `\cos`) or a braced power or index (`x^{2}`, `a_{n}`). */
const LATEX_MARK = /\\[A-Za-z]+|[\^_]\{/;
/** A power that reads unambiguously without brackets: a number, one letter or one symbol. */
const SIMPLE_POWER = /^(-?\d+(\.\d+)?|[A-Za-z]|\\[A-Za-z]+)$/;

/**
 * Step titles and explanations are prose shown as text, but some solver strategies quote the
 * expressions in them in LaTeX ("u = x^{2}", "(\sin u)' = \cos u \cdot u'"). Such text is made
 * readable (x^2, (sin u)' = cos u · u') instead of showing its source; prose without LaTeX is
 * returned unchanged. A power of several characters keeps its grouping: e^{rx} reads e^(rx).
 */
export function readableProse(text: string): string {
  if (!LATEX_MARK.test(text)) return text;
  const grouped = text
    .replace(/\^\{([^{}]+)\}/g, (_match, power: string) => (SIMPLE_POWER.test(power) ? `^${power}` : `^(${power})`))
    // An indeterminate form \frac{\infty}{\infty} reads ∞/∞, without the brackets a longer fraction needs.
    .replace(/\\[dt]?frac\{(\\[A-Za-z]+)\}\{(\\[A-Za-z]+)\}/g, '$1/$2');
  return latexToPlain(grouped);
}
