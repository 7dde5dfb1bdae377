/**
 * The LaTeX students paste (from a textbook, our palette's preview, an OCR service) rewritten as
 * the ASCII our parser reads, so both notations follow the same conventions (`\sin x`, implicit
 * products). Returns null when a command is not known here; the caller then asks the Compute
 * Engine's LaTeX parser.
 */

const COMMANDS: Record<string, string> = {
  cdot: '*', times: '*', div: '/', ast: '*',
  le: '<=', leq: '<=', leqslant: '<=', ge: '>=', geq: '>=', geqslant: '>=', neq: '!=', ne: '!=', lt: '<', gt: '>',
  pi: 'pi', infty: 'oo', infin: 'oo', theta: 'theta', alpha: 'alpha', beta: 'beta', lambda: 'lambda', varphi: 'phi', phi: 'phi', rho: 'rho', varrho: 'rho', omega: 'omega',
  sin: 'sin', cos: 'cos', tan: 'tan', sec: 'sec', csc: 'csc', cot: 'cot', arcsin: 'arcsin', arccos: 'arccos', arctan: 'arctan',
  sinh: 'sinh', cosh: 'cosh', tanh: 'tanh', ln: 'ln', log: 'log', exp: 'exp',
  left: '', right: '', displaystyle: '', big: '', Big: '', bigg: '', Bigg: '', quad: ' ', qquad: ' ',
  pm: '+-', mp: '-+', to: '->', rightarrow: '->', in: ' in ', mathbb: '', mathrm: '', text: '', operatorname: '',
  lbrace: '{', rbrace: '}', vert: '|', mid: '|', lvert: '|', rvert: '|',
};

export function latexToAscii(src: string): string | null {
  let s = src.replace(/\$/g, '').replace(/\\[,;:! ]/g, ' ').replace(/\\\{/g, '(').replace(/\\\}/g, ')').replace(/\\\|/g, '|');
  // \frac{a}{b}, \dfrac, \tfrac → ((a)/(b)); \sqrt[n]{a} → (a)^(1/(n)); \sqrt{a} → sqrt(a)
  for (let guard = 0; guard < 50; guard++) {
    const m = /\\(d|t)?frac\s*/.exec(s) ?? /\\sqrt\s*/.exec(s);
    if (!m) break;
    const start = m.index;
    let i = start + m[0].length;
    if (m[0].startsWith('\\sqrt')) {
      let index: string | null = null;
      if (s[i] === '[') {
        const close = s.indexOf(']', i);
        if (close < 0) return null;
        index = s.slice(i + 1, close);
        i = close + 1;
      }
      const arg = group(s, i);
      if (!arg) return null;
      const rep = index === null ? `sqrt(${arg.body})` : index.trim() === '3' ? `cbrt(${arg.body})` : `((${arg.body})^(1/(${index})))`;
      s = s.slice(0, start) + rep + s.slice(arg.end);
    } else {
      const a = group(s, i);
      if (!a) return null;
      const b = group(s, a.end);
      if (!b) return null;
      s = `${s.slice(0, start)}((${a.body})/(${b.body}))${s.slice(b.end)}`;
    }
  }
  let unknown = false;
  s = s.replace(/\\([a-zA-Z]+)/g, (_, name: string) => {
    const r = COMMANDS[name];
    if (r === undefined) {
      unknown = true;
      return '';
    }
    // A function name keeps a space so "\sin x" stays "sin x".
    return /^[a-z]+$/.test(r) ? ` ${r} ` : r;
  });
  if (unknown) return null;
  // Remaining braces are groups: ^{2x} → ^(2x), _{2} → _(2), {x+1} → (x+1).
  s = s.replace(/[{]/g, '(').replace(/[}]/g, ')');
  return s.replace(/\s+/g, ' ').trim();
}

/** The braced argument at position i (or a single character), and where it ends. */
function group(s: string, i: number): { body: string; end: number } | null {
  while (s[i] === ' ') i++;
  if (s[i] !== '{') return i < s.length ? { body: s[i], end: i + 1 } : null;
  let depth = 0;
  for (let k = i; k < s.length; k++) {
    if (s[k] === '{') depth++;
    else if (s[k] === '}') {
      depth--;
      if (depth === 0) return { body: s.slice(i + 1, k), end: k + 1 };
    }
  }
  return null;
}
