/**
 * What the student typed (ASCII, palette symbols, words) as LaTeX for the live KaTeX preview.
 * It only has to look right: the solver reads the raw text, not this.
 */

const UNICODE: Readonly<Record<string, string>> = {
  'π': '\\pi ', 'θ': '\\theta ', 'α': '\\alpha ', 'β': '\\beta ', 'λ': '\\lambda ', 'μ': '\\mu ', 'σ': '\\sigma ', 'Δ': '\\Delta ',
  '∫': '\\int ', '∑': '\\sum ', '∏': '\\prod ', '∂': '\\partial ', '∞': '\\infty ', '≠': '\\neq ', '≈': '\\approx ', '≤': '\\le ',
  '≥': '\\ge ', '∈': '\\in ', '∉': '\\notin ', '⊂': '\\subset ', '∪': '\\cup ', '∩': '\\cap ', '∅': '\\emptyset ', 'ℝ': '\\mathbb{R}',
  '∀': '\\forall ', '∃': '\\exists ', '¬': '\\neg ', '∧': '\\land ', '∨': '\\lor ', '→': '\\to ', '⇒': '\\Rightarrow ',
  '⇔': '\\Leftrightarrow ', '±': '\\pm ', '×': '\\times ', '÷': '\\div ', '·': '\\cdot ', '−': '-',
  // The chemistry, physics and computer science palettes.
  '⇌': '\\rightleftharpoons ', '⊕': '\\oplus ', 'Ω': '\\Omega ', 'µ': '\\mu ', '°': '^{\\circ}',
};

/** Subscript and superscript characters (palette subscripts, charges, ² and ³), read as a run: Fe₂O₃, SO₄²⁻. */
const SUBSCRIPTS = '₀₁₂₃₄₅₆₇₈₉';
const SUPERSCRIPTS = '⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻';
const SCRIPT_RUN = /^(?:[₀-₉]+|[⁰¹²³⁴-⁹⁺⁻]+)/;

/** A run of subscript or superscript characters as one LaTeX index or power (two in a row are a KaTeX error). */
function scriptRun(run: string): string {
  const sub = SUBSCRIPTS.includes(run[0]);
  const plain = [...run].map((c) => (sub ? String(SUBSCRIPTS.indexOf(c)) : '0123456789+-'[SUPERSCRIPTS.indexOf(c)])).join('');
  return `${sub ? '_' : '^'}{${plain}}`;
}

const FUNCTIONS = new Set(['sin', 'cos', 'tan', 'cot', 'sec', 'csc', 'ln', 'log', 'exp', 'arcsin', 'arccos', 'arctan', 'sinh', 'cosh', 'tanh', 'lim', 'det', 'max', 'min']);
const GREEK = new Set(['alpha', 'beta', 'gamma', 'delta', 'theta', 'lambda', 'mu', 'pi', 'sigma', 'phi', 'omega', 'epsilon']);

/** The bracket group opening at `open`, and the index after its closing bracket. */
function bracketGroup(src: string, open: number): { inner: string; end: number } | null {
  const close = src[open] === '(' ? ')' : src[open] === '{' ? '}' : null;
  if (!close) return null;
  let depth = 0;
  for (let i = open; i < src.length; i += 1) {
    if (src[i] === src[open]) depth += 1;
    else if (src[i] === close) {
      depth -= 1;
      if (depth === 0) return { inner: src.slice(open + 1, i), end: i + 1 };
    }
  }
  return { inner: src.slice(open + 1), end: src.length };
}

export function previewLatex(input: string): string {
  const text = input.trim();
  if (text === '') return '';
  // Already LaTeX: show it as written.
  if (/\\[a-zA-Z]+/.test(text)) return text;
  let out = '';
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    const rest = text.slice(i);
    const word = /^[A-Za-zÀ-ÿ]+/.exec(rest)?.[0];
    if (word) {
      const lower = word.toLowerCase();
      if ((lower === 'sqrt' || lower === 'cbrt') && text[i + word.length] === '(') {
        const group = bracketGroup(text, i + word.length);
        out += `${lower === 'sqrt' ? '\\sqrt' : '\\sqrt[3]'}{${previewLatex(group?.inner ?? '')}}`;
        i = group?.end ?? text.length;
      } else if (FUNCTIONS.has(lower)) {
        out += `\\${lower} `;
        i += word.length;
      } else if (GREEK.has(lower)) {
        out += `\\${lower} `;
        i += word.length;
      } else if (word.length >= 3) {
        // Command words ("solve", "dériver") stay words.
        out += `\\text{${word}}`;
        i += word.length;
      } else {
        out += word;
        i += word.length;
      }
    } else if (ch === '√' || ch === '∛') {
      const group = bracketGroup(text, i + 1);
      const prefix = ch === '√' ? '\\sqrt' : '\\sqrt[3]';
      if (group) {
        out += `${prefix}{${previewLatex(group.inner)}}`;
        i = group.end;
      } else {
        const operand = /^[A-Za-z0-9.]+/.exec(text.slice(i + 1))?.[0] ?? '';
        out += `${prefix}{${operand}}`;
        i += 1 + operand.length;
      }
    } else if (ch === '^') {
      const group = bracketGroup(text, i + 1);
      if (group) {
        out += `^{${previewLatex(group.inner)}}`;
        i = group.end;
      } else {
        const operand = /^-?[A-Za-z0-9.]+/.exec(text.slice(i + 1))?.[0] ?? '';
        out += `^{${operand}}`;
        i += 1 + operand.length;
      }
    } else if (SCRIPT_RUN.test(rest)) {
      const run = SCRIPT_RUN.exec(rest)?.[0] ?? ch;
      out += scriptRun(run);
      i += run.length;
    } else if (rest.startsWith('<=')) {
      out += '\\le ';
      i += 2;
    } else if (rest.startsWith('>=')) {
      out += '\\ge ';
      i += 2;
    } else if (rest.startsWith('!=')) {
      out += '\\neq ';
      i += 2;
    } else if (rest.startsWith('->')) {
      out += '\\to ';
      i += 2;
    } else if (ch === '*') {
      out += '\\cdot ';
      i += 1;
    } else if (ch === '{' || ch === '}' || ch === '%' || ch === '#' || ch === '&' || ch === '$' || ch === '_') {
      out += ch === '_' ? '_' : `\\${ch}`;
      i += 1;
    } else {
      out += UNICODE[ch] ?? ch;
      i += 1;
    }
  }
  return out.replace(/ {2,}/g, ' ').trim();
}
