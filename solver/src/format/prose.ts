/**
 * Math inside sentences, written the way a reader writes it by hand: x², 3x, √(x + 1), π, ∞, ≤,
 * e²ˣ. Explanations interpolate formulas printed for machines (ASCII: `x^2`, `2*x`, `oo`,
 * `sqrt(x)`) or for display (LaTeX: `\frac{0}{0}`, `x^{3}`, `\sin x`); prose turns both into
 * plain Unicode text, so no program notation reaches the student.
 */

const SUPERSCRIPT: Record<string, string> = {
  '0': '⁰', '1': '¹', '2': '²', '3': '³', '4': '⁴', '5': '⁵', '6': '⁶', '7': '⁷', '8': '⁸', '9': '⁹',
  '-': '⁻', '−': '⁻', '+': '⁺', '=': '⁼', '(': '⁽', ')': '⁾',
  a: 'ᵃ', b: 'ᵇ', c: 'ᶜ', d: 'ᵈ', e: 'ᵉ', f: 'ᶠ', g: 'ᵍ', h: 'ʰ', i: 'ⁱ', j: 'ʲ', k: 'ᵏ', l: 'ˡ', m: 'ᵐ',
  n: 'ⁿ', o: 'ᵒ', p: 'ᵖ', r: 'ʳ', s: 'ˢ', t: 'ᵗ', u: 'ᵘ', v: 'ᵛ', w: 'ʷ', x: 'ˣ', y: 'ʸ', z: 'ᶻ',
};

/** Superscript digits and signs only (x², x⁻¹), as the task statement uses them. */
const DIGIT_SUP = (s: string): string => [...s].map((c) => SUPERSCRIPT[c] ?? c).join('');

const SUBSCRIPT_DIGIT = '₀₁₂₃₄₅₆₇₈₉';

// Letters students type by name (ω for a pulsation, λ for a wavelength or an eigenvalue); gamma is
// left out, as gamma(x) is the Γ function
const GREEK_LETTER: Record<string, string> = { theta: 'θ', phi: 'φ', rho: 'ρ', alpha: 'α', beta: 'β', delta: 'δ', lambda: 'λ', mu: 'μ', omega: 'ω', sigma: 'σ', tau: 'τ' };

/** ASCII math as a reader would write it by hand: x², 3·x, √(x), π, θ, ∞, ≤. */
export function pretty(ascii: string): string {
  return ascii
    // a number printed in E notation (1.350e+5, 2e-7) is written 1.350 × 10⁵ as on paper
    .replace(/(?<![\w.^])(\d+(?:\.\d+)?)e([-+]?\d+)(?![\w.])/g, (_, m: string, e: string) => `${m} × 10${DIGIT_SUP(String(Number(e)))}`)
    .replace(/\^(?:(-?\d+)(?![\d.(])|\((-?\d+)\))/g, (_, a?: string, b?: string) => DIGIT_SUP(a ?? b ?? ''))
    .replace(/(?<![A-Za-z])sqrt(?![A-Za-z])/g, '√')
    .replace(/(?<![A-Za-z])pi(?![A-Za-z])/g, 'π')
    .replace(/(?<![A-Za-z\\])(theta|phi|rho|alpha|beta|delta|lambda|mu|omega|sigma|tau)(?![A-Za-z])/g, (_, g: string) => GREEK_LETTER[g])
    .replace(/\s*\*\s*/g, '·')
    // 3·x is 3x, but the 1 of a name like C1 keeps its dot (C1·exp(x), not C1exp(x)), and so does
    // a denominator (5/2·i is not 5/2i, which reads as 5/(2i))
    .replace(/(?<![A-Za-z/]\d*)(\d)·(?=[A-Za-z(√π])/g, '$1')
    // k·π is kπ
    .replace(/(?<=(?:^|[^A-Za-z])[A-Za-z])·(?=π)/g, '')
    // a fraction times one factor is written over its denominator: (5/6)·π is 5π/6, + (−1/2)·n is − n/2
    // (never an exponent: 2^(1/6)·i is not 2^i/6)
    .replace(/(\+\s)?(?<!\^)\((-?)(\d+)\/(\d+)\)·((?:π|[A-Za-z])[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]*|√\d+|√\([^()]*\))(?![\w(^√·/.⁰¹²³⁴⁵⁶⁷⁸⁹⁻])/g,
      (_, plus: string | undefined, minus: string, p: string, q: string, f: string) =>
        `${plus ? (minus ? '− ' : '+ ') : minus}${p === '1' ? '' : p}${f}/${q}`)
    // Abs(u) as the CAS prints it, abs(u) as students type it: |u| (one level of brackets inside)
    .replace(/(?<![A-Za-z])[Aa]bs\(((?:[^()]|\([^()]*\))*)\)/g, '|$1|')
    // atan(u) as the CAS prints it: arctan(u), as calculus texts write it
    .replace(/(?<![A-Za-z])a(sin|cos|tan|cot|sec|csc|sinh|cosh|tanh)\(/g, 'arc$1(')
    // factorial(n) as the CAS prints it: n!, (2n)!
    .replace(/(?<![A-Za-z])factorial\(((?:[^()]|\([^()]*\))*)\)/g, (_, u: string) => (/^(?:\d+|[A-Za-z])$/.test(u) ? `${u}!` : `(${u})!`))
    // log(u, 2) as the CAS prints a logarithm in base 2: log₂(u)
    .replace(/(?<![A-Za-z])log\(((?:[^(),]|\([^()]*\))*),\s*(\d+)\)/g, (_, u: string, b: string) => `log${[...b].map((c) => SUBSCRIPT_DIGIT[Number(c)]).join('')}(${u})`)
    .replace(/-oo\b/g, '−∞')
    .replace(/\boo\b/g, '∞')
    .replace(/<=/g, '≤')
    .replace(/>=/g, '≥')
    .replace(/!=/g, '≠')
    .replace(/ - /g, ' − ')
    // exp(i·(θ)) of an exponential form: e^(iπ/4), e^(−iπ/4), e^(2iπ/3), as written by hand
    .replace(/(?<![A-Za-z])exp\(i·\(([^()]*)\)\)/g, (_, a: string) => {
      const negative = /^[-−]/.test(a);
      const angle = a.replace(/^[-−]\s*/, '');
      const coefficient = /^(\d+)(π.*)$/.exec(angle);
      return `e^(${negative ? '−' : ''}${coefficient ? `${coefficient[1]}i${coefficient[2]}` : `i${angle}`})`;
    })
    // exp(u) as students write it: eˣ, e⁻²ˣ, else e^(u)
    .replace(/(?<![A-Za-z])exp\(([^()]*)\)/g, (_, u: string) => {
      const up = superscript(u.replace(/^−/, '-'));
      return up === null ? `e^(${u})` : `e${up}`;
    });
}

/** A superscript when every character has one (2x → ²ˣ), else null. */
function superscript(s: string): string | null {
  const t = s.replace(/\s+/g, '').replace(/·/g, '');
  if (t === '') return null;
  let out = '';
  for (const c of t) {
    const u = SUPERSCRIPT[c];
    if (u === undefined) return null;
    out += u;
  }
  return out;
}

const COMMANDS: Record<string, string> = {
  cdot: '·', times: '×', infty: '∞', pi: 'π', theta: 'θ', alpha: 'α', beta: 'β', gamma: 'γ', lambda: 'λ',
  mu: 'μ', varphi: 'φ', phi: 'φ', omega: 'ω', Delta: 'Δ', delta: 'δ', sigma: 'σ', varepsilon: 'ε', epsilon: 'ε',
  le: '≤', leq: '≤', ge: '≥', geq: '≥', ne: '≠', neq: '≠', pm: '±', mp: '∓', to: '→', rightarrow: '→',
  Rightarrow: '⇒', Leftrightarrow: '⇔', iff: '⇔', int: '∫', sum: 'Σ', prod: 'Π', in: '∈', notin: '∉',
  approx: '≈', sim: '~', partial: '∂', ldots: '…', dots: '…', cdots: '⋯', varnothing: '∅', emptyset: '∅',
  cup: '∪', cap: '∩', circ: '∘', checkmark: '✓', lim: 'lim', det: 'det', quad: ' ', qquad: ' ',
  ln: 'ln', log: 'log', exp: 'exp', sin: 'sin', cos: 'cos', tan: 'tan', cot: 'cot', sec: 'sec', csc: 'csc',
  arcsin: 'arcsin', arccos: 'arccos', arctan: 'arctan', sinh: 'sinh', cosh: 'cosh', tanh: 'tanh', coth: 'coth',
  left: '', right: '', displaystyle: '', big: '', Big: '',
};
const BLACKBOARD: Record<string, string> = { R: 'ℝ', C: 'ℂ', Z: 'ℤ', N: 'ℕ', Q: 'ℚ' };

/** The group in braces that starts at s[i] === '{': its content and the index after it. */
function group(s: string, i: number): [string, number] {
  let depth = 0;
  for (let j = i; j < s.length; j++) {
    if (s[j] === '{') depth++;
    else if (s[j] === '}' && --depth === 0) return [s.slice(i + 1, j), j + 1];
  }
  return [s.slice(i + 1), s.length];
}

/** A piece that must be bracketed when written inline next to / or √ (a sum, a product with spaces). */
const compound = (s: string): boolean => /[\s+−\-/·]/.test(s.trim().replace(/^[-−]/, '')) && !/^\(.*\)$/.test(s.trim());
const bracket = (s: string): string => (compound(s) ? `(${s.trim()})` : s.trim());

/** LaTeX written inline: \frac{a}{b} → a/b, x^{3} → x³, \sqrt{x + 1} → √(x + 1), \sin x → sin x. */
function latexToText(s: string): string {
  let out = '';
  let i = 0;
  while (i < s.length) {
    const c = s[i];
    if (c === '\\') {
      const m = /^\\([A-Za-z]+|.)/.exec(s.slice(i));
      const name = m ? m[1] : '';
      i += 1 + name.length;
      if (name === 'frac' || name === 'dfrac' || name === 'tfrac') {
        while (s[i] === ' ') i++;
        const [a, after] = s[i] === '{' ? group(s, i) : [s[i] ?? '', i + 1];
        let j = after;
        while (s[j] === ' ') j++;
        const [b, k] = s[j] === '{' ? group(s, j) : [s[j] ?? '', j + 1];
        out += `${bracket(latexToText(a))}/${bracket(latexToText(b))}`;
        i = k;
      } else if (name === 'sqrt') {
        let index = '';
        if (s[i] === '[') {
          const end = s.indexOf(']', i);
          index = s.slice(i + 1, end);
          i = end + 1;
        }
        const [a, j] = s[i] === '{' ? group(s, i) : [s[i] ?? '', i + 1];
        const inner = latexToText(a).trim();
        const root = index === '3' ? '∛' : index === '4' ? '∜' : index ? `${index}√` : '√';
        out += /^[\w.]+$/.test(inner) ? `${root}${inner}` : `${root}(${inner})`;
        i = j;
      } else if (name === 'text' || name === 'mathrm' || name === 'operatorname' || name === 'mathit' || name === 'textrm' || name === 'mbox') {
        const [a, j] = group(s, i);
        out += name === 'text' ? a : latexToText(a);
        i = j;
      } else if (name === 'mathbb') {
        const [a, j] = group(s, i);
        out += BLACKBOARD[a] ?? a;
        i = j;
      } else if (name === 'overline' || name === 'bar') {
        const [a, j] = group(s, i);
        out += `${latexToText(a)}\u0305`;
        i = j;
      } else if (name === ',' || name === ';' || name === ' ' || name === ':' || name === '!') {
        out += name === '!' ? '' : ' ';
      } else if (name === '{' || name === '}' || name === '|' || name === '(' || name === ')' || name === '[' || name === ']') {
        out += name;
      } else if (COMMANDS[name] !== undefined) {
        out += COMMANDS[name];
        // a function name is followed by a space in LaTeX (\sin x): keep one
      } else {
        out += name;
      }
    } else if (c === '^' && s[i + 1] === '{') {
      const [a, j] = group(s, i + 1);
      const inner = latexToText(a);
      const sup = superscript(inner);
      out += sup ?? ([...inner.trim()].length === 1 ? `^${inner.trim()}` : `^(${inner})`);
      i = j;
    } else if (c === '_' && s[i + 1] === '{') {
      const [a, j] = group(s, i + 1);
      out += `_${latexToText(a)}`;
      i = j;
    } else if (c === '{' || c === '}') {
      i++;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/**
 * A sentence with formulas in it, made readable: LaTeX and ASCII math become Unicode (x², π, ∞,
 * ·, √, −), `exp(u)` becomes eᵘ when the exponent has a superscript form, `abs(u)` becomes |u|.
 */
export function prose(s: string): string {
  if (s === '') return s;
  const tex = /\\[A-Za-z,;{}|]|\^\{|_\{/.test(s);
  // LaTeX spaces a coefficient from its letter (3 x^{2}); by hand it is 3x²
  let t = tex ? latexToText(s).replace(/(\d) ([A-Za-z])(?![A-Za-z])/g, '$1$2') : s;
  t = t
    .replace(/\bexp\(([^()]*)\)/g, (_, a: string) => `e^(${a})`)
    .replace(/\bAbs\(([^()]*)\)|\babs\(([^()]*)\)/g, (_, a?: string, b?: string) => `|${a ?? b}|`)
    .replace(/\ba(sin|cos|tan|cot)\(/g, 'arc$1(')
    .replace(/\*\*/g, '^');
  t = pretty(t);
  t = t
    // powers whose exponent has a superscript form: x^n, e^(2·x), x^(-1/2) stays as it is
    .replace(/\^\(([^()]*)\)/g, (m, a: string) => superscript(a) ?? m)
    .replace(/\^([A-Za-z])(?![A-Za-z(])/g, (m, a: string) => SUPERSCRIPT[a] ?? m)
    .replace(/\^(\d+)/g, (_, a: string) => DIGIT_SUP(a))
    .replace(/(?<![A-Za-z])sqrt\(/g, '√(')
    // √(x) → √x for a single letter or number
    .replace(/√\(([A-Za-z0-9]+)\)/g, '√$1')
    .replace(/\+oo\b/g, '+∞')
    // a minus sign, not a hyphen: after a space, a bracket, = or a comma, before a number or a letter
    .replace(/(^|[\s([=,:;/])-(?=[\d\w(√π∞])/g, '$1−')
    .replace(/\s*\*\s*/g, '·')
    // a union of intervals: (−∞, −2) ∪ (2, ∞)
    .replace(/([)\]]) U ([([])/g, '$1 ∪ $2')
    // the arbitrary constants C1, A2 of a solution, as they are written: C₁, A₂
    .replace(/\b([CAK])([1-9])\b/g, (_, c: string, d: string) => `${c}${'₀₁₂₃₄₅₆₇₈₉'[Number(d)]}`)
    .replace(/[ \t]{2,}/g, ' ');
  return t;
}
