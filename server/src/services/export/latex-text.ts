/**
 * LaTeX and palette symbols as plain, readable text, for places that cannot typeset math (the
 * PDF export's standard fonts). `\frac{a}{b}` → `(a)/(b)`, `\sqrt{x}` → `sqrt(x)`, `x^{2}` → `x²`.
 */

const SYMBOLS: Readonly<Record<string, string>> = {
  cdot: '·', times: '×', div: '÷', pm: '±', mp: '-/+', le: '<=', leq: '<=', ge: '>=', geq: '>=', ne: '!=', neq: '!=',
  approx: '≈', infty: 'infinity', to: '->', rightarrow: '->', Rightarrow: '=>', implies: '=>', iff: '<=>', Leftrightarrow: '<=>',
  in: ' in ', notin: ' not in ', subset: ' subset of ', cup: ' U ', cap: ' n ', emptyset: '{}', varnothing: '{}',
  forall: 'for all ', exists: 'there exists ', neg: 'not ', land: ' and ', lor: ' or ', partial: 'd', nabla: 'grad ',
  int: 'integral ', iint: 'double integral ', oint: 'contour integral ', sum: 'sum ', prod: 'product ', lim: 'lim',
  degree: '°', circ: '°', ldots: '...', cdots: '...', dots: '...', quad: '  ', qquad: '   ', lbrace: '{', rbrace: '}',
  langle: '<', rangle: '>', mid: ' | ', vert: '|', lvert: '|', rvert: '|', setminus: ' \\ ', mathbb: '', mathbf: '',
};

const UNICODE: Readonly<Record<string, string>> = {
  '√': 'sqrt', '∛': 'cbrt', 'π': 'pi', '∫': 'integral ', '∑': 'sum ', '∏': 'product ', '≤': '<=', '≥': '>=', '≠': '!=',
  '∞': 'infinity', '→': '->', '⇒': '=>', '⇔': '<=>', '∈': ' in ', '∉': ' not in ', '⊂': ' subset of ', '∪': ' U ', '∩': ' n ',
  '∅': '{}', '∀': 'for all ', '∃': 'there exists ', '¬': 'not ', '∧': ' and ', '∨': ' or ', '−': '-', '≈': '≈', '∂': 'd',
  '∇': 'grad ', 'θ': 'theta', 'α': 'alpha', 'β': 'beta', 'γ': 'gamma', 'δ': 'delta', 'Δ': 'Delta', 'λ': 'lambda', 'σ': 'sigma',
  'φ': 'phi', 'ω': 'omega', 'Ω': 'Omega', 'ε': 'epsilon', 'ρ': 'rho', 'τ': 'tau', 'ℝ': 'R', 'ℕ': 'N', 'ℤ': 'Z', 'ℚ': 'Q', 'ℂ': 'C',
  '⁴': '^4', '⁵': '^5', 'ⁿ': '^n', '₀': '_0', '₁': '_1', '₂': '_2', '…': '...', '∓': '-/+',
};

const SUPERSCRIPT: Readonly<Record<string, string>> = { '1': '¹', '2': '²', '3': '³' };

/** The contents of the brace group starting at `open` (an index of "{"), and the index after it. */
function group(src: string, open: number): { body: string; end: number } {
  let depth = 0;
  for (let i = open; i < src.length; i += 1) {
    if (src[i] === '{') depth += 1;
    else if (src[i] === '}') {
      depth -= 1;
      if (depth === 0) return { body: src.slice(open + 1, i), end: i + 1 };
    }
  }
  return { body: src.slice(open + 1), end: src.length };
}

/** A single argument: a brace group, or one character / one command. */
function argument(src: string, at: number): { body: string; end: number } {
  let i = at;
  while (src[i] === ' ') i += 1;
  if (src[i] === '{') return group(src, i);
  if (src[i] === '\\') {
    const m = /^\\[a-zA-Z]+/.exec(src.slice(i));
    if (m) return { body: m[0], end: i + m[0].length };
  }
  return { body: src[i] ?? '', end: i + 1 };
}

const isAtom = (s: string) => /^(\d+(\.\d+)?|[A-Za-z])$/.test(s) || /^\([^()]*\)$/.test(s);
const wrap = (s: string) => (isAtom(s) ? s : `(${s})`);

export function latexToText(src: string): string {
  let out = '';
  let i = 0;
  while (i < src.length) {
    const ch = src[i];
    if (ch === '\\') {
      const m = /^\\([a-zA-Z]+|.)/.exec(src.slice(i));
      const name = m ? m[1] : '';
      i += m ? m[0].length : 1;
      if (name === 'frac' || name === 'dfrac' || name === 'tfrac') {
        const num = argument(src, i);
        const den = argument(src, num.end);
        i = den.end;
        out += `${wrap(latexToText(num.body))}/${wrap(latexToText(den.body))}`;
      } else if (name === 'sqrt') {
        let index = '';
        if (src[i] === '[') {
          const close = src.indexOf(']', i);
          index = src.slice(i + 1, close);
          i = close + 1;
        }
        const arg = argument(src, i);
        i = arg.end;
        const inner = latexToText(arg.body);
        out += index ? `root${index}(${inner})` : `sqrt(${inner})`;
      } else if (['text', 'mathrm', 'operatorname', 'textbf', 'mathit', 'mathbf', 'mathbb', 'mathcal', 'boldsymbol'].includes(name)) {
        const arg = argument(src, i);
        i = arg.end;
        out += name === 'mathbb' ? arg.body : latexToText(arg.body);
      } else if (name === 'left' || name === 'right' || name === 'big' || name === 'Big' || name === 'displaystyle') {
        if (src[i] === '.') i += 1;
      } else if (name === 'begin' || name === 'end') {
        const arg = argument(src, i);
        i = arg.end;
        if (/matrix/.test(arg.body)) out += name === 'begin' ? '[' : ']';
        else if (arg.body === 'cases') out += name === 'begin' ? '{ ' : ' }';
      } else if (name === '\\') {
        out += '; ';
      } else if (name === ',' || name === ';' || name === ':' || name === ' ' || name === '!') {
        out += name === '!' ? '' : ' ';
      } else if (name === '{' || name === '}' || name === '%' || name === '$' || name === '&' || name === '#' || name === '_') {
        out += name;
      } else if (name in SYMBOLS) {
        out += SYMBOLS[name];
      } else {
        // Function names (\sin, \ln) and Greek letters (\alpha) read as their names.
        out += name;
      }
    } else if (ch === '^' || ch === '_') {
      const arg = argument(src, i + 1);
      i = arg.end;
      const inner = latexToText(arg.body);
      if (ch === '^' && inner in SUPERSCRIPT) out += SUPERSCRIPT[inner];
      else out += `${ch}${/^(\d+|[A-Za-z])$/.test(inner) ? inner : `(${inner})`}`;
    } else if (ch === '{' || ch === '}') {
      i += 1;
    } else if (ch === '&') {
      out += ', ';
      i += 1;
    } else if (ch === '~') {
      out += ' ';
      i += 1;
    } else {
      out += ch;
      i += 1;
    }
  }
  return out.replace(/\s+/g, ' ').trim();
}

/** Palette symbols a student typed (√, π, ≤, ∫ …) as plain words and ASCII. */
export function symbolsToText(text: string): string {
  return Array.from(text, (c) => UNICODE[c] ?? c).join('');
}
