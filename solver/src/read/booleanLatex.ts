/**
 * Boolean algebra typed in LaTeX ("A\cdot B + A\cdot\overline{B}", "\bar{A}B", "\lnot A \lor B",
 * "A \oplus B") as the plain notation the Boolean readers know: a bar over capital letters is their
 * complement, written with a prime. Only capital letters, constants, brackets and logical operators
 * under the bar make it a complement: a bar over z (a complex conjugate) or x̄ (a mean) is left as
 * typed, and the text is only read this way by the Boolean readers.
 */
const OPERATORS: Array<[RegExp, string]> = [
  [/\\(?:cdot|land|wedge)(?![A-Za-z])/g, '·'],
  [/\\(?:lor|vee)(?![A-Za-z])/g, '+'],
  [/\\oplus(?![A-Za-z])/g, '⊕'],
  [/\\(?:lnot|neg)(?![A-Za-z])\s*/g, '¬'],
  [/\\left\s*([()])|\\right\s*([()])/g, '$1$2'],
  [/\\[,;! ]/g, ' '],
];
/** What may stand under a bar read as a complement: capital letters, 0/1, brackets and operators. */
const COMPLEMENTABLE = /^[\sA-Z01'¬+·*∧∨⊕()]*[A-Z][\sA-Z01'¬+·*∧∨⊕()]*$/;
const BAR = /\\(?:overline|bar)\s*(?:\{([^{}]*)\}|([A-Z])(?![A-Za-z]))/g;

export function booleanFromLatex(s: string): string {
  if (!/\\[A-Za-z]/.test(s)) return s;
  let t = OPERATORS.reduce((acc, [re, to]) => acc.replace(re, to), s);
  // innermost bars first, so \overline{\overline{A} + B} becomes (A' + B)'
  for (let before = ''; before !== t; ) {
    before = t;
    t = t.replace(BAR, (all, group: string | undefined, letter: string | undefined) => {
      const under = (group ?? letter ?? '').trim();
      if (!COMPLEMENTABLE.test(under)) return all;
      return /^[A-Z]'*$/.test(under) ? `${under}'` : `(${under})'`;
    });
  }
  // a formula set in $…$ or \(…\) is read as the formula itself
  return t.replace(/\\[()[\]]/g, ' ').replace(/\$/g, ' ').replace(/\s+/g, ' ').trim();
}
