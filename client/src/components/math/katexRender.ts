import katex from 'katex';
import 'katex/dist/katex.min.css';

/**
 * KaTeX and its stylesheet, in a chunk of their own: only pages that show formulas load them.
 * Formulas come from users and admins: `trust: false` keeps \href, \url, \htmlClass and friends
 * from producing links or attributes (e.g. a javascript: URL), and maxExpand bounds macro bombs.
 */
export function renderLatex(latex: string, displayMode: boolean): string {
  return katex.renderToString(latex, { displayMode, throwOnError: false, output: 'htmlAndMathml', strict: 'ignore', trust: false, maxExpand: 1000 });
}
