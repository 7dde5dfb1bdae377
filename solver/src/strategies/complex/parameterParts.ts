import { text } from '../../i18n';
import type { Outcome, Strategy } from '../../strategy';
import { asciiToWords } from '../../format/words';
import { evaluateAscii, close } from '../../verify/numeric';
import { type Ex, ZERO, add, dependsOn, div, freeVars, isNum, mul, neg, num, sub } from '../derivative/expr';
import { expand, simplify } from '../derivative/simplify';
import { toAscii, toLatex } from '../derivative/print';
import { parseCalc } from '../derivative/latex';
import { fromMathJson } from '../derivative/mathjson';
import { NotComplexExpr, parseComplex } from './complexExpr';
import { readComplexTask } from './complexStrategy';

/**
 * Real and imaginary parts of a number written with real letters — Re((a + i)/(1 − i)), « partie
 * imaginaire de (1 + ix)/(1 − ix) où x est réel », "the real and imaginary parts of z = (a + i)/(1 − i)
 * where a is real": the number split as a pair (real part, imaginary part) through sums, products,
 * integer powers and quotients (the conjugate of the denominator), each part simplified.
 */

/** i while the expression is parsed: a name the calculus tree keeps as a plain symbol (a typed σ is then refused). */
export const IOTA = 'sigma';

/** "where a is real", « où x est réel », "(a, b ∈ ℝ)", "a real": the letters declared real, at the end or after a joining word. */
const LETTERS = String.raw`([a-hj-y](?:\s*(?:,|and|et)\s*[a-hj-y])*)`;
const REAL = String.raw`(?:is\s+(?:a\s+)?real(?:\s+number)?|are\s+real(?:\s+numbers)?|(?:∈|in|dans)\s*(?:ℝ|R)|est\s+(?:un\s+)?r[ée]el|sont\s+r[ée]els|r[ée]els?|real)`;
const DECLARED = new RegExp(String.raw`\s*[,;]?\s*\(?\s*(?:where|with|for|avec|o[ùu]|pour|,)?\s*${LETTERS}\s+${REAL}\s*\)?\s*[.?!]?\s*$`, 'iu');
const DECLARED_INSIDE = new RegExp(String.raw`\s*[,;]?\s*\(?\s*(?:where|with|avec|o[ùu])\s+${LETTERS}\s+${REAL}\s*\)?(?=\s*(?:[.,;]|$))`, 'iu');

/** i written as the placeholder, alone or before a letter (ix, iy: i times the letter). */
export const withIota = (s: string): string =>
  s
    .replace(/(?<![A-Za-z])i([a-hj-z])(?![A-Za-z])/g, ` ${IOTA}*$1 `)
    .replace(/(?<![A-Za-z])([a-hj-z])i(?![A-Za-z])/g, ` $1*${IOTA} `)
    .replace(/(?<![A-Za-z])i(?![A-Za-z])/g, ` ${IOTA} `);

type Pair = [Ex, Ex];

const times = ([a, b]: Pair, [c, d]: Pair): Pair => [sub(mul(a, c), mul(b, d)), add(mul(a, d), mul(b, c))];

/** The pair of an expression rational in i; null for i inside a function or a non-integer power. */
export function partsOf(e: Ex): Pair | null {
  switch (e.t) {
    case 'num':
      return [e, ZERO];
    case 'sym':
      return e.name === IOTA ? [ZERO, num(1)] : [e, ZERO];
    case 'add': {
      const ps = e.args.map(partsOf);
      if (ps.some((p) => p === null)) return null;
      return [add(...ps.map((p) => p![0])), add(...ps.map((p) => p![1]))];
    }
    case 'mul': {
      let acc: Pair = [num(1), ZERO];
      for (const a of e.args) {
        const p = partsOf(a);
        if (!p) return null;
        acc = times(acc, p);
      }
      return acc;
    }
    case 'pow': {
      if (!dependsOn(e.base, IOTA)) return dependsOn(e.exp, IOTA) ? null : [e, ZERO];
      if (!isNum(e.exp) || e.exp.q !== 1 || !Number.isInteger(e.exp.p) || Math.abs(e.exp.p) > 12) return null;
      const base = partsOf(e.base);
      if (!base) return null;
      let acc: Pair = [num(1), ZERO];
      for (let k = 0; k < Math.abs(e.exp.p); k++) acc = times(acc, base);
      if (e.exp.p >= 0) return acc;
      // 1/(c + di) = (c − di)/(c² + d²)
      const n2 = add(mul(acc[0], acc[0]), mul(acc[1], acc[1]));
      return [div(acc[0], n2), div(neg(acc[1]), n2)];
    }
    case 'fn':
      return e.args.some((a) => dependsOn(a, IOTA)) ? null : [e, ZERO];
  }
}

const tidy = (e: Ex): Ex => simplify(expand(simplify(e)));

/** The letters' values where the parts are compared with mathjs's complex arithmetic. */
const SAMPLES = [0.37, 1.9, -2.3];

function agrees(source: string, letters: string[], re: Ex, im: Ex): boolean {
  return SAMPLES.every((_, j) => {
    const scope = Object.fromEntries(letters.map((l, k) => [l, SAMPLES[(j + k) % SAMPLES.length] + 0.11 * k]));
    const want = evaluateAscii(source, scope);
    const r = evaluateAscii(toAscii(re), scope);
    const m = evaluateAscii(toAscii(im), scope);
    return !!want && !!r && !!m && r.im === 0 && m.im === 0 && close(want, { re: r.re, im: m.re }, 1e-9);
  });
}

export const parameterPartsStrategy: Strategy = {
  name: 'complex.parameter_parts',
  solve(problem): Outcome | null {
    if (/sigma|σ/i.test(problem.text)) return null;
    // the declaration at the end, or inside the text after a joining word (« soit z = … avec x réel. »)
    const declared = DECLARED.exec(problem.text) ?? DECLARED_INSIDE.exec(problem.text);
    const read = readComplexTask(declared ? `${problem.text.slice(0, declared.index)} ${problem.text.slice(declared.index + declared[0].length)}` : problem.text);
    if (!read || !['re', 'im', 'parts', 'algebraic'].includes(read.task)) return null;
    // a number with no letter is the exact strategy's
    try {
      parseComplex(read.s);
      return null;
    } catch (e) {
      if (!(e instanceof NotComplexExpr)) throw e;
    }
    let e: Ex;
    try {
      e = fromMathJson(parseCalc(withIota(read.s)));
    } catch {
      return null;
    }
    if (!dependsOn(e, IOTA)) return null;
    const letters = [...freeVars(e)].filter((v) => v !== IOTA);
    const declaredLetters = declared ? declared[1].split(/\s*(?:,|and|et)\s*/).map((l) => l.trim()) : [];
    // z and w name complex numbers; an undeclared letter other than the usual real ones is not assumed real
    if (letters.length === 0 || letters.some((l) => l.length > 1 || /[zw]/.test(l) || (!declaredLetters.includes(l) && !/[abcdxyt]/.test(l)))) return null;
    const parts = partsOf(e);
    if (!parts) return null;
    const re = tidy(parts[0]);
    const im = tidy(parts[1]);
    const source = toAscii(e).replace(new RegExp(`\\b${IOTA}\\b`, 'g'), 'i');
    const verified = agrees(source, letters, re, im);
    const names = letters.join(', ');
    const z = toLatex(e).replace(new RegExp(`\\\\?${IOTA}`, 'g'), 'i');
    const steps = [
      {
        title: text('Separate the real and imaginary parts', 'Séparer parties réelle et imaginaire'),
        explanation: text(
          `${names} ${letters.length > 1 ? 'are' : 'is'} real: expand with i² = −1 and multiply a quotient by the conjugate of its denominator, which makes the denominator real.`,
          `${names} ${letters.length > 1 ? 'sont réels' : 'est réel'} : on développe avec i² = −1 et on multiplie un quotient par le conjugué de son dénominateur, qui devient réel.`,
        ),
        formula: `z = ${z} = ${toLatex(re)} + i\\left(${toLatex(im)}\\right)`,
      },
    ];
    const one = read.task === 're' || read.task === 'im';
    const value = read.task === 're' ? toAscii(re) : read.task === 'im' ? toAscii(im) : `Re(z) = ${toAscii(re)}, Im(z) = ${toAscii(im)}`;
    const latex = read.task === 're' ? toLatex(re) : read.task === 'im' ? toLatex(im) : `\\operatorname{Re} z = ${toLatex(re)},\\ \\operatorname{Im} z = ${toLatex(im)}`;
    if (!one) steps.push({ title: text('Read both parts', 'Lire les deux parties'), explanation: text('In a + bi with a and b real, a is the real part and b the imaginary part.', 'Dans a + bi avec a et b réels, a est la partie réelle et b la partie imaginaire.'), formula: latex });
    return {
      method: 'complex.parameter_parts',
      category: 'complex',
      steps,
      answer: { kind: 'expr', value, latex, words: asciiToWords(value) },
      finalAnswer: text(value, value),
      verified,
      verification: verified ? text('Checked: both parts compared with mathjs complex arithmetic for several values of the letters.', 'Vérifié : les deux parties comparées à l’arithmétique complexe de mathjs pour plusieurs valeurs des lettres.') : undefined,
    };
  },
};

/** Kept apart for the tests: the pair of an expression typed with i. */
export const partsOfText = (s: string): [string, string] | null => {
  const p = partsOf(fromMathJson(parseCalc(withIota(s))));
  return p ? [toAscii(tidy(p[0])), toAscii(tidy(p[1]))] : null;
};
