import type { MathNode } from '../../cas';
import { simplify, substitute } from '../../cas';
import { text } from '../../i18n';
import { parseNode } from '../../parse/math';
import { recognizeWordSum } from './wordSums';
import { fitGeneralTerm } from './fittedTerm';
import { toLatex } from '../../format/latex';
import { toAscii } from '../../format/ascii';
import { evaluateAscii } from '../../verify/numeric';
import type { StepDraft } from '../../strategy';

/**
 * A sum written the way students do: `sum (k^2 + k) for k from 0 to 10`, `∑_{k=0}^{3} (k + y)`,
 * `\sum_{n=1}^{\infty} 1/n^2`, `somme de k pour k allant de 1 à n`, `sum(k^2, k, 1, n)`.
 */
export interface SumProblem {
  summand: MathNode;
  k: string;
  lo: MathNode;
  hi: MathNode;
  /** The summand as typed (for the independent numeric check). */
  summandText: string;
  /** How the sum was read, when it was written out term by term (shown before the solution). */
  intro?: StepDraft;
}

const LEAD = /^(?:please\s+)?(?:compute|calculate|find|evaluate|determine|give|simplify|what\s+is|calculer|calculez|évaluer|evaluer|déterminer|determiner|donner|simplifier|quelle\s+est|trouver)?\s*(?:the\s+|la\s+|le\s+|an?\s+|une\s+)?(?:(?:alternating|finite)\s+sum\s+(?:of\s+)?|somme\s+(?:altern[ée]e|finie)\s+(?:de\s+)?)?(?:(?:closed[- ]form(?:\s+(?:formula|expression))?|(?:closed\s+)?(?:formula|expression))\s+(?:of|for)\s+(?:the\s+)?|(?:forme|formule|expression)\s+(?:close|explicite|simple)?\s*(?:de\s+(?:la\s+)?|pour\s+(?:la\s+)?)?)?(?:value\s+of\s+(?:the\s+)?|valeur\s+de\s+(?:la\s+)?)?/i;

function clean(s: string): string {
  // A final "!" is punctuation only after a space: `1/k!` ends with a factorial.
  return s.replace(/(?:[.?]|\s!)\s*$/, '').trim();
}

function tryParse(s: string): MathNode | null {
  try {
    return parseNode(s);
  } catch {
    return null;
  }
}

/** `(k + 1)` without its brackets, but `(k + 1)(k + 2)` kept whole. */
function unwrap(s: string): string {
  if (!s.startsWith('(') || !s.endsWith(')')) return s;
  let depth = 0;
  for (let i = 0; i < s.length - 1; i++) {
    if (s[i] === '(') depth++;
    else if (s[i] === ')' && --depth === 0) return s;
  }
  return s.slice(1, -1);
}

/**
 * binomial(n, k), nCr(n, k), C(n, k), C_n^k, (n choose k): the coefficient as LaTeX's \binom,
 * which the parser reads.
 */
function binomialNotation(s: string): string {
  return s
    .replace(/(?<![A-Za-z])(?:binomial|binom|nCr|C)\s*\(\s*([^(),]+?)\s*,\s*([^(),]+?)\s*\)/g, '\\binom{$1}{$2}')
    .replace(/(?<![A-Za-z])C\s*_\s*\{?\s*([a-z0-9]+)\s*\}?\s*\^\s*\{?\s*([a-z0-9]+)\s*\}?/g, '\\binom{$1}{$2}')
    .replace(/\(\s*([a-z0-9]+)\s+choose\s+([a-z0-9]+)\s*\)/gi, '\\binom{$1}{$2}');
}

function build(summandTextIn: string, kIn: string, loText: string, hiText: string): SumProblem | null {
  // An index named i would be read as the imaginary unit: it is renamed (k, or n when k is taken).
  let summandText = summandTextIn;
  let k = kIn;
  if (kIn === 'i') {
    k = /(?<![A-Za-z])k(?![A-Za-z])/.test(summandTextIn) ? 'n' : 'k';
    summandText = summandTextIn.replace(/(?<![A-Za-z\\])i(?![A-Za-z])/g, k);
  }
  const summand = tryParse(binomialNotation(unwrap(clean(summandText))) || '');
  const lo = tryParse(clean(loText));
  // "to +∞", « jusqu'à l'infini »: the article before infini is French, not a factor
  const hiT = clean(hiText).replace(/^\+\s*/, '').replace(/^l['’]\s*(?=infini)/i, '');
  const hi = /^(oo|\+?inf(inity|ini|ty)?|\\infty)$/i.test(hiT) ? 'PositiveInfinity' : tryParse(hiT);
  if (summand === null || lo === null || hi === null) return null;
  return { summand, k, lo, hi, summandText: clean(summandText) };
}

export function recognizeSum(text: string): SumProblem | null {
  // "la somme ∑_{k=0}^{∞} …", "the series Σ …": the word and the symbol both announce the sum.
  const t = text
    .replace(LEAD, '')
    // « S = 1 + 3 + … + 3¹⁰ », "the sum S_n = …": the sum's name before the written-out terms
    .replace(/^(?:(?:the\s+|la\s+)?(?:sum|somme)\s+)?[A-Z](?:_\s*\{?\s*\w+\s*\}?)?\s*=\s*(?=[\d(+-].*(?:\.\.\.|…|⋯|\\[lc]?dots))/i, '')
    // "the sum of the geometric series 3 + 1 + 1/3 + …": the words before the written-out terms
    .replace(/^(?:the\s+|la\s+)?(?:sum|somme)\s+(?=[\d(+-].*(?:\.\.\.|…|⋯|\\[lc]?dots))/i, '')
    .replace(/^(?:the\s+|la\s+)?(?:sum|somme)\s+(?:of\s+the\s+|de\s+la\s+)(?:(?:infinite|geometric|arithmetic|g[ée]om[ée]trique|arithm[ée]tique|infinie)\s+)*(?:series|s[ée]rie)(?:\s+(?:g[ée]om[ée]trique|arithm[ée]tique|infinie))?\s*:?\s*(?=.*(?:\.\.\.|…|⋯|\\[lc]?dots))/i, '')
    .trim()
    .replace(/^(?:somme|sum|s[ée]rie|series)\s+(?=(?:\\sum|sum)\s*_)/i, '')
    // "SUM(1/(n + n^2)) from n = 1 to infty": the summand in brackets right after the word
    .replace(/^(sum|somme)\s*(?=\((?![^()]*,))/i, '$1 ');
  // sigma notation: sum_{k=0}^{3} expr, \sum_{k=0}^{n} expr, sum_(k=1)^(oo) expr
  const sigma = /^(?:\\sum|sum|somme)\s*_\s*[{(]?\s*([a-zA-Z])\s*=\s*([^}^)]+?)\s*[})]?\s*\^\s*(?:\{([^}]*)\}|\(([^)]*)\)|(\\infty|[^\s(]+))\s*(.+)$/i.exec(t);
  if (sigma) return build(sigma[6], sigma[1], sigma[2], sigma[3] ?? sigma[4] ?? sigma[5]);
  // sum(expr, k, a, b)
  const call = /^sum\s*\((.+),\s*([a-zA-Z])\s*,\s*([^,]+),\s*([^,]+)\)$/i.exec(t);
  if (call) return build(call[1], call[2], call[3], call[4]);
  // sum of EXPR for k from A to B / somme de EXPR pour k allant de A à B / sum EXPR, k = A..B
  const words =
    /^(?:sum|somme|the\s+sum|la\s+somme)\s*(?:of|de|des|du)?\s+(.+?)\s*,?\s*(?:for|pour|with|avec|where|où|,)\s*([a-zA-Z])\s*(?:from|=|allant\s+de|variant\s+de|de|going\s+from|ranging\s+from)\s*(.+?)\s*(?:to|à|a|jusqu'à|jusqu'a|\.\.|until)\s*(.+)$/i.exec(
      t,
    );
  if (words) return build(words[1], words[2], words[3], words[4]);
  // sum of EXPR from k = A to B / somme de EXPR de k = A à B
  const fromEq =
    /^(?:sum|somme|the\s+sum|la\s+somme)\s*(?:of|de|des|du)?\s+(.+?)\s*,?\s*(?:from|de|pour|for)\s+([a-zA-Z])\s*=\s*(.+?)\s*(?:to|à|a|jusqu'à|jusqu'a|\.\.|until)\s*(.+)$/i.exec(t);
  if (fromEq) return build(fromEq[1], fromEq[2], fromEq[3], fromEq[4]);
  // sum from k = A to B of EXPR / somme pour k allant de A à B de EXPR
  const boundsFirst =
    /^(?:sum|somme|the\s+sum|la\s+somme)\s+(?:from|for|pour|de)\s+([a-zA-Z])\s*(?:=|from|allant\s+de|variant\s+de|de)\s*(.+?)\s*(?:to|à|a|jusqu'à|jusqu'a|\.\.|until)\s*(.+?)\s+(?:of|de|des|du)\s+(.+)$/i.exec(t);
  if (boundsFirst) return build(boundsFirst[4], boundsFirst[1], boundsFirst[2], boundsFirst[3]);
  // sum k=1..20 k^2 / sum k = 1 to 10 of k: the index and its bounds first, without brackets
  const bare = /^(?:sum|somme)\s+([a-zA-Z])\s*=\s*(\S+?)\s*(?:\.\.|to|à|a)\s*(\S+)\s+(?:(?:of|de)\s+)?(.+)$/i.exec(t);
  if (bare) return build(bare[4], bare[1], bare[2], bare[3]);
  // sum k from 1 to 10 / somme de k de 1 à 10: the index is the summand's only letter
  const unnamed = /^(?:sum|somme)\s*(?:of|de|des|du)?\s+(.+?)\s+(?:from|de)\s+(.+?)\s+(?:to|à|a)\s+(.+)$/i.exec(t);
  if (unnamed) {
    const letters = [...new Set(unnamed[1].replace(/\b(?:sqrt|sin|cos|tan|ln|log|exp|pi)\b/gi, ' ').match(/(?<![A-Za-z])[A-Za-z](?![A-Za-z])/g) ?? [])];
    if (letters.length === 1) return build(unnamed[1], letters[0], unnamed[2], unnamed[3]);
  }
  return listed(t) ?? recognizeWordSum(t);
}

const close = (a: number, b: number): boolean => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

/** Whether a, b, …, end fits both a progression of step b − a and a geometric sequence of ratio b/a: two terms shown do not decide. */
export function bothFit(a: number, b: number, end: number | null): boolean {
  if (end === null || a === 0 || b === a) return false;
  const steps = (end - a) / (b - a);
  const arithmetic = steps >= 1 && close(steps, Math.round(steps));
  const r = b / a;
  if (r <= 0 || r === 1 || end / a <= 0) return false;
  const count = Math.round(Math.log(end / a) / Math.log(r));
  return arithmetic && count >= 1 && close(a * r ** count, end);
}

/**
 * A sum written out with an ellipsis: `1 + 2 + 3 + ... + 100` (arithmetic),
 * `1 + 1/2 + 1/4 + 1/8 + ...` (geometric, endless) — three terms fix the pattern.
 */
export function listed(t: string): SumProblem | null {
  // "C(m,2) − … + (−1)^m C(m,m)": an alternating list may put a minus before the dots, and before the last term
  const m = /^(.+?)\s*[+-]\s*(?:\.\.\.|…|⋯|\\cdots|\\ldots|\\dots)\s*(?:([+-])\s*(.+?))?\s*(?:=\s*\??)?$/.exec(t.replace(/[?]\s*$/, ''));
  if (!m) return null;
  const last = m[2] === '-' ? `-(${m[3]})` : m[3];
  // "3 − 4 + 16/3 − 64/9 + …": a term after a minus is negative
  const shown = m[1].replace(/(?<=\S)\s+-\s*/g, ' + -').split(/\s*\+\s*/);
  const general = generalTerm(shown, last);
  if (general) return general;
  // numbers only, products included (2·3⁹ is a term, not a letter)
  // two terms and the last fix the pattern when only one of a progression or a geometric sequence fits them
  if (shown.length < (last === undefined ? 3 : 2) || shown.some((x) => !/^[\d\s/().^*·-]+$/.test(x))) return null;
  if (last !== undefined && !/^[\d\s/().^*·-]+$/.test(last)) return null;
  const vals = shown.map(numeric);
  if (vals.some((v) => v === null)) return null;
  const v = vals as number[];
  if (shown.length === 2 && last !== undefined && bothFit(v[0], v[1], numeric(last))) return null;
  const [t0, t1] = shown;
  const d = v[1] - v[0];
  if (v.every((x, i) => i === 0 || close(x - v[i - 1], d)) && d !== 0 && last !== undefined) {
    const end = numeric(last);
    if (end === null) return null;
    const count = (end - v[0]) / d;
    if (count < shown.length - 1 || !close(count, Math.round(count))) return null;
    return pattern(build(`(${t0}) + k*((${t1}) - (${t0}))`, 'k', '0', String(Math.round(count))), 'arithmetic', t);
  }
  const r = v[1] / v[0];
  if (v[0] !== 0 && v.every((x, i) => i === 0 || close(x / v[i - 1], r)) && r !== 1 && r !== 0) {
    const summand = `(${t0})*((${t1})/(${t0}))^k`;
    if (last === undefined) return pattern(build(summand, 'k', '0', 'oo'), 'geometric', t);
    const end = numeric(last);
    if (end === null || end / v[0] <= 0) return null;
    const count = Math.log(end / v[0]) / Math.log(Math.abs(r));
    if (!close(count, Math.round(count)) || !close(v[0] * r ** Math.round(count), end)) return null;
    return pattern(build(summand, 'k', '0', String(Math.round(count))), 'geometric', t);
  }
  // an endless series of another pattern: numerators and denominators each a polynomial or a progression
  const term = last === undefined ? fitGeneralTerm(shown) : null;
  return term ? fitted(build(term, 'k', '1', 'oo'), t) : null;
}

/** The written-out series as a Σ with the general term its terms fit, and the step that says so. */
function fitted(sp: SumProblem | null, written: string): SumProblem | null {
  if (!sp) return null;
  const summand = sp.summand;
  return {
    ...sp,
    intro: {
      title: text('Recognise the general term', 'Reconnaître le terme général'),
      explanation: text(
        'The numerators and the denominators of the terms shown follow a regular pattern in k = 1, 2, 3, …: the series is the sum of its general term.',
        'Les numérateurs et les dénominateurs des termes écrits suivent une loi régulière en k = 1, 2, 3, … : la série est la somme de son terme général.',
      ),
      formula: `${written.replace(/\.\.\.|…|⋯/g, '\\cdots')} = \\sum_{k=1}^{\\infty} ${toLatex(summand)}`,
    },
  };
}

/**
 * `1⁴ + 2⁴ + … + n⁴`, `1 + 3 + 5 + … + (2n − 1)`, `1/(1·2) + 1/(2·3) + … + 1/(n(n + 1))`: the last
 * term is the general term in a letter; the terms shown must be its values at 1, 2, … (or 0, 1, …).
 */
function generalTerm(shown: string[], last: string | undefined): SumProblem | null {
  if (last !== undefined && shown.length >= 2 && shown.some((x) => /[A-Za-z]/.test(x))) return lettered(shown, last);
  if (last === undefined || shown.length < 2 || shown.some((x) => !/^[\d\s/().^*·-]+$/.test(x))) return null;
  const letters = [...new Set(last.match(/(?<![A-Za-z])[a-zA-Z](?![A-Za-z])/g) ?? [])];
  if (letters.length !== 1 || letters[0] === 'i') return null;
  const n = letters[0];
  const f = tryParse(last);
  const vals = shown.map(numeric);
  if (!f || vals.some((v) => v === null)) return null;
  for (const start of [1, 0]) {
    const fits = vals.every((v, j) => {
      const at = evalNumber(simplify(substitute(f, n, start + j)));
      return at !== null && Math.abs(at - (v as number)) <= 1e-9 * Math.max(1, Math.abs(at));
    });
    if (!fits) continue;
    const sp = build(last.replace(new RegExp(`(?<![A-Za-z])${n}(?![A-Za-z])`, 'g'), 'k'), 'k', String(start), n);
    if (!sp) return null;
    return {
      ...sp,
      intro: {
        title: text('Recognise the general term', 'Reconnaître le terme général'),
        explanation: text(
          `The last term is written with ${n}; the terms shown are its values at ${n} = ${start}, ${start + 1}, …`,
          `Le dernier terme est écrit avec ${n} ; les termes écrits sont ses valeurs en ${n} = ${start}, ${start + 1}, …`,
        ),
        formula: `\\sum_{k=${start}}^{${n}} ${toLatex(simplify(sp.summand))}`,
      },
    };
  }
  return null;
}

/** A value of `ascii` with the letters given (binomials and powers included), or null. */
function valueAt(ascii: string, scope: Record<string, number>): number | null {
  const node = tryParse(binomialNotation(ascii));
  // binomial(n, k) is mathjs's combinations, at the integer samples of n and k
  const v = node === null ? null : evaluateAscii(toAscii(node).replace(/\bbinomial\(/g, 'combinations('), scope);
  return v && Math.abs(v.im) < 1e-12 && Number.isFinite(v.re) ? v.re : null;
}

/**
 * Terms written with letters: `C(m,0) − C(m,1) + … + (−1)^m C(m,m)`, `1 + x + x² + … + xⁿ`,
 * `1 + 2x + 3x² + … + n x^(n−1)`. The last term is the general term at the bound n, so the general
 * term is the last with some of its n's made the index k: each choice is tried (shown terms at
 * k = 0, 1, … or 1, 2, …) and kept when every shown term matches it at sample values of the letters.
 */
function lettered(shown: string[], last: string): SumProblem | null {
  const written = last.trim();
  const letters = [...new Set(written.replace(/\b(?:sqrt|sin|cos|tan|ln|log|exp|pi|C|binomial)\b/g, ' ').match(/(?<![A-Za-z])[a-zA-Z](?![A-Za-z])/g) ?? [])];
  const others = [...new Set(shown.join(' ').replace(/\b(?:sqrt|sin|cos|tan|ln|log|exp|pi|C|binomial)\b/g, ' ').match(/(?<![A-Za-z])[a-zA-Z](?![A-Za-z])/g) ?? [])];
  for (const n of letters) {
    const at = [...written.matchAll(new RegExp(`(?<![A-Za-z])${n}(?![A-Za-z])`, 'g'))].map((m) => m.index as number);
    if (at.length === 0 || at.length > 4) continue;
    const k = n === 'k' ? 'j' : 'k';
    const scope: Record<string, number> = { [n]: 9 };
    [...letters, ...others].filter((v) => v !== n).forEach((v, j) => (scope[v] = [1.3, 0.7, 2.1][j % 3]));
    for (let mask = 1; mask < 1 << at.length; mask++) {
      let term = written;
      // right to left, so the earlier positions stay valid
      for (let j = at.length - 1; j >= 0; j--) if (mask & (1 << j)) term = `${term.slice(0, at[j])}${k}${term.slice(at[j] + 1)}`;
      for (const start of [0, 1]) {
        const fits = shown.every((x, j) => {
          const want = valueAt(x, scope);
          const got = valueAt(term, { ...scope, [k]: start + j });
          return want !== null && got !== null && Math.abs(want - got) <= 1e-9 * Math.max(1, Math.abs(want));
        });
        if (!fits) continue;
        const sp = build(term, k, String(start), n);
        if (!sp) return null;
        return {
          ...sp,
          intro: {
            title: text('Recognise the general term', 'Reconnaître le terme général'),
            explanation: text(
              `The last term is the general term at ${k} = ${n}; the terms shown are its values at ${k} = ${start}, ${start + 1}, …`,
              `Le dernier terme est le terme général en ${k} = ${n} ; les termes écrits sont ses valeurs en ${k} = ${start}, ${start + 1}, …`,
            ),
            formula: `\\sum_{${k}=${start}}^{${n}} ${toLatex(sp.summand)}`,
          },
        };
      }
    }
  }
  return null;
}

/** The written-out sum as a Σ with a simplified general term, and the step that says so. */
function pattern(sp: SumProblem | null, kind: 'arithmetic' | 'geometric', written: string): SumProblem | null {
  if (!sp) return null;
  const summand = simplify(sp.summand);
  const hi = sp.hi === 'PositiveInfinity' ? '\\infty' : toLatex(sp.hi);
  const why =
    kind === 'arithmetic'
      ? text('The terms go up by the same amount each time: an arithmetic series. Write it with a general term.', "Les termes augmentent toujours de la même quantité : une suite arithmétique. On l'écrit avec un terme général.")
      : text('Each term is the previous one times the same ratio: a geometric series. Write it with a general term.', "Chaque terme est le précédent multiplié par la même raison : une suite géométrique. On l'écrit avec un terme général.");
  return {
    ...sp,
    summand,
    intro: {
      title: text('Recognise the pattern', 'Reconnaître la régularité'),
      explanation: why,
      formula: `${written.replace(/\.\.\.|…|⋯/g, '\\cdots')} = \\sum_{k=0}^{${hi}} ${Array.isArray(summand) && summand[0] === 'Add' ? `\\left(${toLatex(summand)}\\right)` : toLatex(summand)}`,
    },
  };
}

/** The value of a plain numeric term such as `1/4` or `(-2)^3`, or null. */
function numeric(s: string): number | null {
  const node = tryParse(s);
  if (node === null) return null;
  const v = evalNumber(node);
  return v !== null && Number.isFinite(v) ? v : null;
}

function evalNumber(n: MathNode): number | null {
  if (typeof n === 'number') return n;
  if (!Array.isArray(n)) return null;
  const args = n.slice(1).map((a) => evalNumber(a as MathNode));
  if (args.some((a) => a === null)) return null;
  const a = args as number[];
  switch (n[0]) {
    case 'Rational':
    case 'Divide':
      return a[0] / a[1];
    case 'Negate':
      return -a[0];
    case 'Add':
      return a.reduce((x, y) => x + y, 0);
    case 'Multiply':
      return a.reduce((x, y) => x * y, 1);
    case 'Power':
      return a[0] ** a[1];
    default:
      return null;
  }
}
