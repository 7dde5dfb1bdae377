import katex from 'katex';
import 'katex/dist/katex.min.css';

/** KaTeX and its stylesheet, in a chunk of their own: only pages that show formulas load them. */
export function renderLatex(latex: string, displayMode: boolean): string {
  return katex.renderToString(latex, { displayMode, throwOnError: false, output: 'htmlAndMathml', strict: 'ignore' });
}
