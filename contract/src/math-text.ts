/**
 * Library texts mix prose with LaTeX: `$…$` inline and `$$…$$` display (a literal dollar is
 * written `\$`). The client renders the segments with KaTeX, the seed test checks that every
 * fragment renders, and cards show a plain excerpt.
 */
export type MathSegment = { kind: 'text'; value: string } | { kind: 'inline'; value: string } | { kind: 'display'; value: string };

/** Splits a paragraph into prose and math segments; an unclosed `$` is kept as prose. */
export function splitMath(text: string): MathSegment[] {
  const segments: MathSegment[] = [];
  let prose = '';
  let i = 0;
  const flushProse = () => {
    if (prose) segments.push({ kind: 'text', value: prose });
    prose = '';
  };
  while (i < text.length) {
    const ch = text[i];
    if (ch === '\\' && text[i + 1] === '$') {
      prose += '$';
      i += 2;
      continue;
    }
    if (ch !== '$') {
      prose += ch;
      i += 1;
      continue;
    }
    const display = text[i + 1] === '$';
    const open = display ? 2 : 1;
    const close = findClosing(text, i + open, display);
    if (close < 0) {
      prose += text.slice(i, i + open);
      i += open;
      continue;
    }
    flushProse();
    segments.push({ kind: display ? 'display' : 'inline', value: text.slice(i + open, close).trim() });
    i = close + open;
  }
  flushProse();
  return segments;
}

function findClosing(text: string, from: number, display: boolean): number {
  for (let j = from; j < text.length; j++) {
    if (text[j] === '\\') {
      j += 1; // skip the escaped character (\$ inside math is a dollar sign)
      continue;
    }
    if (text[j] === '$') {
      if (!display) return j;
      if (text[j + 1] === '$') return j;
    }
  }
  return -1;
}

/** Every LaTeX fragment of a text with its display mode (for validation). */
export function mathFragments(text: string): { latex: string; display: boolean }[] {
  return splitMath(text)
    .filter((s) => s.kind !== 'text')
    .map((s) => ({ latex: s.value, display: s.kind === 'display' }));
}

const SYMBOLS: Record<string, string> = {
  cdot: '·', times: '×', div: '÷', pm: '±', mp: '∓', le: '≤', leq: '≤', ge: '≥', geq: '≥', ne: '≠', neq: '≠',
  approx: '≈', equiv: '≡', infty: '∞', to: '→', rightarrow: '→', Rightarrow: '⇒', iff: '⇔', Leftrightarrow: '⇔',
  in: '∈', notin: '∉', subset: '⊂', subseteq: '⊆', cup: '∪', cap: '∩', emptyset: '∅', forall: '∀', exists: '∃',
  ell: 'ℓ', pi: 'π', alpha: 'α', beta: 'β', gamma: 'γ', delta: 'δ', Delta: 'Δ', epsilon: 'ε', varepsilon: 'ε', theta: 'θ',
  lambda: 'λ', mu: 'μ', sigma: 'σ', Sigma: 'Σ', phi: 'φ', varphi: 'φ', omega: 'ω', Omega: 'Ω', rho: 'ρ', tau: 'τ',
  int: '∫', oint: '∮', sum: 'Σ', prod: 'Π', partial: '∂', nabla: '∇', sqrt: '√', circ: '∘', ldots: '…', cdots: '…',
  mathbb: '', mathrm: '', mathbf: '', boldsymbol: '', mathcal: '', mathit: '', vec: '', hat: '', bar: '', overline: '', tilde: '', text: '', operatorname: '', left: '', right: '', displaystyle: '', quad: ' ', qquad: ' ',
  lim: 'lim', sin: 'sin', cos: 'cos', tan: 'tan', ln: 'ln', log: 'log', exp: 'exp', det: 'det', max: 'max', min: 'min',
};

/** A readable plain-text rendering of a LaTeX fragment (for excerpts, not for display of formulas). */
export function latexToPlain(latex: string): string {
  let s = latex;
  // \frac{a}{b} → a/b (innermost first, a few rounds for nesting)
  const wrap = (part: string) => (/^[A-Za-z0-9.]+$/.test(part) ? part : `(${part})`);
  for (let k = 0; k < 4; k++) s = s.replace(/\\[dt]?frac\{([^{}]*)\}\{([^{}]*)\}/g, (_m, a: string, b: string) => `${wrap(a)}/${wrap(b)}`);
  s = s.replace(/\\sqrt\{([^{}]*)\}/g, '√($1)');
  // Limits, sums and integrals carry their range in brackets: lim(x→a) f(x), Σ(k=1…n), ∫(a…b).
  const group = String.raw`(?:\{([^{}]*)\}|([A-Za-z0-9]))`;
  const ranged = new RegExp(String.raw`\\(lim|sum|prod|int|max|min|sup|inf)\s*_${group}(?:\s*\^${group})?\s*`, 'g');
  s = s.replace(ranged, (_m, op: string, lowBraced?: string, lowChar?: string, highBraced?: string, highChar?: string) => {
    const low = (lowBraced ?? lowChar ?? '').trim();
    const high = (highBraced ?? highChar)?.trim();
    return `\\${op}(${high === undefined ? low : `${low}…${high}`}) `;
  });
  s = s.replace(/\\([,;:! ])/g, ' ');
  s = s.replace(/\\\\/g, ' ');
  s = s.replace(/\\([A-Za-z]+)/g, (_m, name: string) => (name in SYMBOLS ? SYMBOLS[name] : name));
  s = s.replace(/\\([{}$%&#_])/g, '$1');
  s = s.replace(/[{}]/g, '');
  // Other subscripts read fine inline (x_1 → x1); powers keep their caret.
  s = s.replace(/_/g, '');
  s = s.replace(/&/g, ' ');
  return s.replace(/\s*→\s*/g, '→').replace(/\s+/g, ' ').trim();
}

/** Plain text of a library text: math fragments made readable, whitespace collapsed. */
export function plainText(text: string): string {
  return splitMath(text)
    .map((s) => (s.kind === 'text' ? s.value : latexToPlain(s.value)))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first `max` characters of the plain text, cut at a word boundary with an ellipsis when shortened. */
export function excerpt(text: string, max: number): string {
  const plain = plainText(text);
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
