import { SolverError } from '../../errors';
import { text } from '../../i18n';
import type { Outcome, ProblemInput, StepDraft, Strategy } from '../../strategy';
import { Q } from '../../cas/rational';
import { verifyDetRule } from '../../verify/detRules';
import { asciiToWords } from '../../format/words';

/**
 * The determinant of an expression in square matrices whose determinants are given, by the rules
 * of determinants: "if det A = 3 and A is 3×3, find det(2A)", "det A = 2, det B = −5: det(AB)",
 * « soit A d'ordre 3 telle que det(A) = 4 ; calculer det(A⁻¹) ». det(cM) = cⁿ det M for n×n,
 * det(Mᵀ) = det M, det(M⁻¹) = 1/det M, det(MN) = det M · det N. A size is needed only when a
 * number multiplies the matrix. Every word must be read; a sum of matrices is no product and is
 * left unanswered.
 */

const NUM = String.raw`[-+]?\s*\d+(?:[.,]\d+)?(?:\/\d+)?`;
/** "det A = 3", "det(A) = 3", "|A| = 3", "the determinant of A is 3", « le déterminant de A vaut 3 ». */
const GIVEN = new RegExp(
  String.raw`(?:\bd[ée]t\s*\(\s*([A-Z])\s*\)|\bd[ée]t\s*([A-Z])(?![\p{L}\d^(])|\|\s*([A-Z])\s*\||\b(?:the\s+)?determinant\s+of\s+([A-Z])|\b(?:le\s+)?d[ée]terminant\s+de\s+([A-Z]))\s*(?:=|\bis\b|\bequals\b|\bvaut\b|\best\s+(?:[ée]gal\s+[àa]\s+)?)\s*(${NUM})(?![\d/])`,
  'gu',
);
/** "3×3", "3 by 3", "of order 3", « d'ordre 3 », "n = 3", "A ∈ M₃(ℝ)". */
const SIZE = /\b([1-9])\s*(?:\*|x|by|par|\\times)\s*\1\b|\b(?:of\s+order|of\s+size|d['’]\s*ordre|de\s+taille)\s+([1-9])\b|\bn\s*=\s*([1-9])\b|\b(?:in|∈)\s*(?:\\mathcal\s*\{\s*M\s*\}|M)\s*_\s*\{?\s*([1-9])\s*\}?\s*\(\s*(?:\\mathbb\s*\{\s*[RCK]\s*\}|[RCK])\s*\)/giu;
/** A determinant said in words of the one matrix named: "a 3×3 matrix with determinant 5", « de déterminant 5 ». */
const GIVEN_WORDS = new RegExp(String.raw`\b(?:with|of|having|de)\s+(?:determinant|d[ée]terminant)\s+(${NUM})(?![\d/])`, 'giu');
/** What is asked: det(…), |…|, "the determinant of …", « le déterminant de … ». */
const ASKED_HEAD = /\bd[ée]t\s*\(|\|(?=[^|]*[A-Z][^|]*\|)|\b(?:the\s+)?determinant\s+of\s+|\b(?:le\s+)?d[ée]terminant\s+(?:de\s+)?/giu;
/** The words of such a statement, in English and French; anything else is a question not read here. */
const WORDS =
  /(?<![\p{L}])(?:if|and|is|are|be|let|suppose|assume|given|that|such|with|where|for|the|a|an|two|both|square|real|invertible|nonsingular|matrix|matrices|of|order|size|find|compute|calculate|evaluate|determine|deduce|what|then|so|value|also|soit|soient|on|suppose|sachant|pour|consid[èe]re|consid[ée]rons|consider|que|qu|une|un|des|deux|matrice|matrices|carr[ée]es?|r[ée]elles?|inversibles?|d|de|du|la|le|les|l|taille|ordre|telles?|tel|avec|et|est|sont|calculer|calculez|d[ée]terminer|donner|en|d[ée]duire|quel|quelle|vaut|valent|alors|ainsi)(?![\p{L}])/giu;

type Power = Map<string, number>;
interface Product {
  scalar: Q;
  powers: Power;
  /** The same product for mathjs, to be checked independently. */
  mathjs: string;
  /** An adjugate inside: det(adj M) = (det M)ⁿ⁻¹. */
  adj?: boolean;
}

class Unread extends Error {}

/** The exponent after a factor: ^T, ^{T}, ^\top, ', ᵀ (transpose, power 1), ^(-1), ^{-1}, ^2 … */
function exponent(s: string, at: number): { power: number; transpose: boolean; length: number } {
  const m = /^(?:\s*\^\s*(?:\{\s*([^{}]+?)\s*\}|\(\s*([^()]+?)\s*\)|(-?\s*\d+|[Tt](?![\p{L}])|\\top))|\s*(['ᵀ]))/u.exec(s.slice(at));
  if (!m) return { power: 1, transpose: false, length: 0 };
  const e = (m[1] ?? m[2] ?? m[3] ?? m[4]).replace(/\s+/g, '');
  if (/^(?:[Tt]|\\top|'|ᵀ)$/.test(e)) return { power: 1, transpose: true, length: m[0].length };
  if (!/^-?\d+$/.test(e) || Math.abs(Number(e)) > 12) throw new Unread();
  return { power: Number(e), transpose: false, length: m[0].length };
}

/** A product of numbers, matrix letters and bracketed products, each with an exponent. */
function product(s: string, size: number | null): Product {
  let scalar = Q.ONE;
  let adj = false;
  const powers: Power = new Map();
  const parts: string[] = [];
  let i = 0;
  const t = s.replace(/\\cdot|\\times|\*/g, ' ').trim();
  if (/^-/.test(t) && !/^-\s*\d/.test(t)) {
    scalar = Q.MINUS_ONE;
    parts.push('-1');
    i = 1;
  }
  while (i < t.length) {
    const rest = t.slice(i);
    const space = /^\s+/.exec(rest);
    if (space) {
      i += space[0].length;
      continue;
    }
    const num = /^-?\d+(?:[.,]\d+)?(?:\/\d+)?/.exec(rest);
    if (num) {
      const q = Q.parse(num[0].replace(',', '.'));
      if (!q) throw new Unread();
      i += num[0].length;
      const e = exponent(t, i);
      if (e.transpose) throw new Unread();
      i += e.length;
      scalar = scalar.mul(q.pow(e.power));
      parts.push(`(${num[0].replace(',', '.')})^(${e.power})`);
      continue;
    }
    let inner: Product;
    if (/^[A-Z](?![a-z])/.test(rest)) {
      inner = { scalar: Q.ONE, powers: new Map([[rest[0], 1]]), mathjs: rest[0] };
      i += 1;
    } else if (rest[0] === '(') {
      let depth = 0;
      let j = 0;
      for (; j < rest.length; j++) {
        if (rest[j] === '(') depth++;
        else if (rest[j] === ')' && --depth === 0) break;
      }
      if (j >= rest.length) throw new Unread();
      inner = product(rest.slice(1, j), size);
      i += j + 1;
    } else if (/^(?:adj|com)(?![a-z])/i.test(rest)) {
      // adj(M) counts, for its determinant, as M^(n − 1) times c^(n − 1): det(adj M) = (det M)^(n − 1)
      if (size === null) throw new SolverError('unsupported', SIZE_NEEDED);
      const head = /^(?:adj|com)\s*/i.exec(rest)?.[0] ?? '';
      const arg = rest.slice(head.length);
      const close = arg.startsWith('(') ? bracketed(arg, 0) : null;
      const body = close ?? /^[A-Z](?![a-z])/.exec(arg)?.[0];
      if (!body) throw new Unread();
      const m = product(body, size);
      const e = size - 1;
      inner = { scalar: m.scalar.pow(e), powers: new Map([...m.powers].map(([l, k]) => [l, k * e])), mathjs: `(det(${m.mathjs}) * inv(${m.mathjs}))`, adj: true };
      i += head.length + (close !== null ? close.length + 2 : 1);
    } else throw new Unread();
    const e = exponent(t, i);
    i += e.length;
    const p = e.power;
    scalar = scalar.mul(inner.scalar.pow(p));
    adj ||= inner.adj === true;
    for (const [letter, k] of inner.powers) powers.set(letter, (powers.get(letter) ?? 0) + k * p);
    const base = e.transpose ? `transpose(${inner.mathjs})` : `(${inner.mathjs})`;
    parts.push(p === 1 ? base : p < 0 ? `inv(${base})^${-p}` : `${base}^${p}`);
  }
  if (powers.size === 0) throw new Unread();
  return { scalar, powers, mathjs: parts.join(' * '), adj };
}

/** The bracketed text from an opening bracket at `at` to its match, or null. */
function bracketed(s: string, at: number): string | null {
  let depth = 0;
  for (let j = at; j < s.length; j++) {
    if (s[j] === '(') depth++;
    else if (s[j] === ')' && --depth === 0) return s.slice(at + 1, j);
  }
  return null;
}

interface Statement {
  given: Map<string, Q>;
  size: number | null;
  asked: string[];
}

function readStatement(raw: string): Statement | null {
  const given = new Map<string, Q>();
  let s = raw.replace(GIVEN, (_m, a?: string, b?: string, c?: string, d?: string, e?: string, v?: string) => {
    const letter = a ?? b ?? c ?? d ?? e ?? '';
    const q = Q.parse((v ?? '').replace(/\s+/g, '').replace(',', '.'));
    if (!q || (given.has(letter) && !given.get(letter)?.eq(q))) throw new Unread();
    given.set(letter, q);
    return ' \uE003 ';
  });
  // "with determinant 5" belongs to the one matrix the statement names
  const named = new Set([...raw.replace(/\bd[ée]t\s*\(/giu, ' ').matchAll(/(?<![\p{L}])([A-Z])(?![\p{L}])/gu)].map((m) => m[1]));
  s = s.replace(GIVEN_WORDS, (_m, v: string) => {
    const q = Q.parse(v.replace(/\s+/g, '').replace(',', '.'));
    if (!q || named.size !== 1 || given.size > 0) throw new Unread();
    given.set([...named][0], q);
    return ' \uE003 ';
  });
  if (given.size === 0) return null;
  const sizes = new Set<number>();
  s = s.replace(SIZE, (_m, a?: string, b?: string, c?: string, d?: string) => {
    sizes.add(Number(a ?? b ?? c ?? d));
    return ' ';
  });
  if (sizes.size > 1) return null;
  const asked: string[] = [];
  for (let k = 0; k < 5; k++) {
    ASKED_HEAD.lastIndex = 0;
    const h = ASKED_HEAD.exec(s);
    if (!h) break;
    const open = h.index + h[0].length;
    let body: string | null;
    let end: number;
    if (h[0].endsWith('(')) {
      body = bracketed(s, open - 1);
      end = open + (body?.length ?? 0) + 1;
    } else if (h[0] === '|') {
      const close = s.indexOf('|', open);
      body = close < 0 ? null : s.slice(open, close);
      end = close + 1;
    } else {
      // "the determinant of 2A" runs to the end of the expression
      const m = /^[-\d\s.,/()A-Z^{}'ᵀ\\a-z]*?(?=\s*(?:[?.,;!]|\s(?:if|si|where|o[uù]|when|for|pour|and|et)\b|$))/u.exec(s.slice(open));
      body = m ? m[0] : null;
      end = open + (body?.length ?? 0);
    }
    if (body === null || !/\S/.test(body)) return null;
    asked.push(body);
    s = `${s.slice(0, h.index)} ${s.slice(end)}`;
  }
  if (asked.length === 0) return null;
  const letters = [...given.keys()].join('');
  const rest = s
    .replace(/\uE003/g, ' ')
    .replace(new RegExp(`(?<![\\p{L}])[${letters}](?![\\p{L}])`, 'gu'), ' ')
    .replace(/['’]/g, ' ')
    .replace(WORDS, ' ');
  if (/[\p{L}\d=]/u.test(rest)) return null;
  return { given, size: sizes.size ? [...sizes][0] : null, asked };
}

const SIZE_NEEDED = text(
  'A number multiplies the matrix: its size n is needed, as det(cA) = cⁿ det A for an n×n matrix. Give the size (for example "A is 3×3").',
  'Un nombre multiplie la matrice : il faut sa taille n, car det(cA) = cⁿ det A pour une matrice n×n. Donnez la taille (par exemple « A est d’ordre 3 »).',
);

export function detRuleOutcome(problem: ProblemInput): Outcome | null {
  let st: Statement | null;
  try {
    st = readStatement(problem.text);
  } catch (e) {
    if (e instanceof Unread) return null;
    throw e;
  }
  if (!st) return null;
  const statement = st;
  const parts = st.asked.map((a) => oneAsked(statement, a));
  if (parts.some((o) => o === null)) return null;
  const done = parts as Outcome[];
  if (done.length === 1) return done[0];
  // several asked at once ("det(2A) and det(Aᵀ)"): answered in the order asked
  const values = done.map((o) => o.answer?.value ?? '');
  const joined = (lang: 'en' | 'fr'): string => done.map((o) => o.finalAnswer[lang]).join(lang === 'en' ? '; ' : ' ; ');
  return {
    ...done[0],
    steps: done.flatMap((o, k) => (k === 0 ? o.steps : o.steps.slice(1))),
    answer: { kind: 'matrix', value: `[${values.join(', ')}]`, latex: `\\left(${done.map((o) => o.answer?.latex ?? '').join(',\\ ')}\\right)`, words: asciiToWords(values.join(', ')) },
    finalAnswer: text(joined('en'), joined('fr')),
    verified: done.every((o) => o.verified),
  };
}

function oneAsked(st: Statement, askedText: string): Outcome | null {
  let p: Product;
  try {
    p = product(askedText, st.size);
  } catch (e) {
    if (e instanceof Unread) return null;
    throw e;
  }
  const { given, size } = st;
  if ([...p.powers.keys()].some((l) => !given.has(l))) return null;
  if (!p.scalar.isOne() && size === null) throw new SolverError('unsupported', SIZE_NEEDED);
  for (const [l, k] of p.powers) {
    if (k < 0 && given.get(l)?.isZero()) {
      throw new SolverError('unsupported', text(`det ${l} = 0: ${l} is not invertible, so ${l}⁻¹ does not exist.`, `det ${l} = 0 : ${l} n'est pas inversible, donc ${l}⁻¹ n'existe pas.`));
    }
  }
  const n = size ?? 0;
  let value = p.scalar.isOne() ? Q.ONE : p.scalar.pow(n);
  for (const [l, k] of p.powers) value = value.mul((given.get(l) ?? Q.ONE).pow(k));
  const factors = [...p.powers].filter(([, k]) => k !== 0);
  const power = (base: string, k: number): string => (k === 1 ? base : `${base}^{${k}}`);
  const rule = factors.map(([l, k]) => power(k === 1 ? `\\det ${l}` : `(\\det ${l})`, k));
  const numbers = factors.map(([l, k]) => power(paren(given.get(l) ?? Q.ONE), k));
  const scalarTex = p.scalar.isOne() ? [] : [`${paren(p.scalar)}^{${n}}`];
  // A^(-1), A' and Aᵀ as LaTeX exponents
  const asked = askedText
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/\^\s*\(([^()]*)\)/g, '^{$1}')
    .replace(/'|ᵀ|\^\s*[Tt](?![\p{L}])/gu, '^{T}')
    .replace(/\s*\*\s*/g, ' \\cdot ');
  const steps: StepDraft[] = [
    {
      title: text('Use the rules of determinants', 'Utiliser les règles des déterminants'),
      explanation: text(
        `det(MN) = det M · det N, det(Mᵀ) = det M, det(M⁻¹) = 1/det M${p.adj ? `, det(adj M) = (det M)ⁿ⁻¹` : ''}${p.scalar.isOne() && !p.adj ? '' : `, and det(cM) = cⁿ det M for an n×n matrix (here n = ${n})`}.`,
        `det(MN) = det M · det N, det(ᵗM) = det M, det(M⁻¹) = 1/det M${p.adj ? `, det(com M) = (det M)ⁿ⁻¹` : ''}${p.scalar.isOne() && !p.adj ? '' : `, et det(cM) = cⁿ det M pour une matrice n×n (ici n = ${n})`}.`,
      ),
      formula: `\\det\\left(${asked}\\right) = ${[...scalarTex, ...rule].join(' \\cdot ') || '1'}`,
    },
    {
      title: text('Put in the given determinants', 'Remplacer par les déterminants donnés'),
      explanation: text(factors.map(([l]) => `det ${l} = ${given.get(l)?.toString() ?? ''}`).join(', ') + '.', factors.map(([l]) => `det ${l} = ${given.get(l)?.toString() ?? ''}`).join(', ') + '.'),
      formula: `\\det\\left(${asked}\\right) = ${[...scalarTex, ...numbers].join(' \\cdot ') || '1'} = ${value.toLatex()}`,
    },
  ];
  const values = Object.fromEntries([...given].map(([l, q]) => [l, q.toNumber()]));
  const verified = verifyDetRule(p.mathjs, values, size === null ? [2, 3, 4] : [size], value.toNumber());
  return {
    method: 'matrix.det.rules',
    category: 'matrix',
    steps,
    answer: { kind: 'expr', value: value.toString(), latex: value.toLatex(), words: asciiToWords(value.toString()) },
    finalAnswer: text(`det(${askedText.trim()}) = ${value.toString()}`, `det(${askedText.trim()}) = ${value.toString()}`),
    verified,
    verification: verified
      ? text(
          'Checked: matrices built with the given determinants, the expression computed from them and its determinant taken numerically.',
          "Vérifié : des matrices construites avec les déterminants donnés, l'expression calculée à partir d'elles et son déterminant pris numériquement.",
        )
      : undefined,
  };
}

const paren = (q: Q): string => (q.isNegative() || !q.isInt() ? `\\left(${q.toLatex()}\\right)` : q.toLatex());

export const detRulesStrategy: Strategy = {
  name: 'matrix.det.rules',
  solve: (problem) => detRuleOutcome(problem),
};
