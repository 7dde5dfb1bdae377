import { text } from '../../i18n';
import type { Outcome, ProblemInput, StepDraft, Strategy } from '../../strategy';
import { asciiToWords } from '../../format/words';
import { evaluateAscii } from '../../verify/numeric';
import { C } from './gaussian';
import { evaluateComplex, NotComplexExpr, parseComplex, wrap } from './complexExpr';
import { ALGEBRAIC_UNKNOWN, COMPLEX_ANSWER_FORM } from '../../parse/complexAnswerForm';

/**
 * Linear equations in a complex unknown z with complex coefficients — `(1 + i)z = 3 − i`,
 * `2z − i = 4 + 3i`, `z + 2i = 3 − z`: gather the z terms, a·z = b, then z = b/a by multiplying
 * by the conjugate of a. Exact with Gaussian rationals; the root is substituted back with mathjs.
 */
export const LEAD = /^\s*(?:solve|résoudre|resoudre|résous|(?:find|determine|trouver|d[ée]terminer)\s+(?:(?:all|tous\s+les)\s+)?(?:(?:the\s+)?complex(?:\s+numbers?)?\s+|(?:le|les)\s+(?:nombres?\s+)?complexes?\s+)?z(?:\s+(?:such\s+that|with|so\s+that|tels?\s+que|v[ée]rifiant))?)?\s*(?:(?:in|dans)\s+(?:C|ℂ)\s*[:,]?\s*)?(?:(?:the\s+equation|l['’]\s*[ée]quation)(?:\s+d['’]\s*inconnue\s+z(?:\s*(?:∈|in)\s*(?:C|ℂ))?)?\s*:?\s*)?/i;
export const TAIL = /\s*(?:(?:in|dans|over|sur)\s+(?:C|ℂ))?\s*(?:for\s+z)?\s*[.?!]?\s*$/i;

/** The question put after the equation: "…, find z", « …, déterminer z ». */
const FIND_Z = /(?:\s*[,;.]\s*|\s+)(?:find|solve\s+for|determine|trouver|d[ée]terminer|calculer)\s+z\s*[.?!]?\s*$/i;

/** The equation alone: command words, the set ℂ and how the answer is to be written removed, iz written i*z. */
export const equationText = (s: string): string =>
  s.replace(COMPLEX_ANSWER_FORM, ' ').replace(ALGEBRAIC_UNKNOWN, ' ').replace(FIND_Z, ' ').replace(LEAD, '').replace(TAIL, '').replace(/(?<![A-Za-z])iz(?![A-Za-z])/g, 'i*z');

/** The side evaluated at z = v (the unknown replaced by a bracketed number). */
function at(side: string, v: string): C | null {
  try {
    return evaluateComplex(parseComplex(side.replace(/(?<![A-Za-z])z(?![A-Za-z])/g, `(${v})`)), []);
  } catch (e) {
    if (e instanceof NotComplexExpr || e instanceof RangeError) return null;
    throw e;
  }
}

export const linearComplexStrategy: Strategy = {
  name: 'complex-linear-equation',
  solve(problem: ProblemInput): Outcome | null {
    // "iz" is i times z
    const t = equationText(problem.text);
    const sides = t.split('=');
    if (sides.length !== 2 || !/(?<![A-Za-z])z(?![A-Za-z])/.test(t) || !/(?<![A-Za-z])i(?![A-Za-z])/.test(t)) return null;
    if (/[a-hj-y]/i.test(t.replace(/(?<![A-Za-z])[zi](?![A-Za-z])/g, ''))) return null;
    const f = (v: string): C | null => {
      const l = at(sides[0], v);
      const r = at(sides[1], v);
      return l && r ? l.sub(r) : null;
    };
    const f0 = f('0');
    const f1 = f('1');
    const f2 = f('2');
    const fi = f('i');
    if (!f0 || !f1 || !f2 || !fi) return null;
    const a = f1.sub(f0);
    // affine in z: the values at 2 and at i follow from a and b
    if (a.isZero() || !f2.sub(f0).sub(a.add(a)).isZero() || !fi.sub(f0).sub(a.mul(C.I)).isZero()) return null;
    const b = f0.neg();
    const z = b.div(a);
    const steps: StepDraft[] = [
      {
        title: text('Gather the terms in z', 'Regrouper les termes en z'),
        explanation: text('Move every term with z to the left and the numbers to the right: a·z = b.', 'On passe les termes en z à gauche et les nombres à droite : a·z = b.'),
        formula: `\\left(${a.toLatex()}\\right) z = ${b.toLatex()}`,
      },
      {
        title: text('Divide by the coefficient', 'Diviser par le coefficient'),
        explanation: text(
          'z = b/a: multiply the numerator and the denominator by the conjugate of a, so the denominator becomes the real number |a|².',
          'z = b/a : on multiplie le numérateur et le dénominateur par le conjugué de a, le dénominateur devient le réel |a|².',
        ),
        formula: a.isReal()
          ? `z = \\frac{${b.toLatex()}}{${a.toLatex()}} = ${z.toLatex()}`
          : `z = \\frac{${b.toLatex()}}{${a.toLatex()}} = \\frac{${wrap(b)}${wrap(a.conj())}}{${wrap(a)}${wrap(a.conj())}} = ${a.norm2().isOne() ? '' : `\\frac{${b.mul(a.conj()).toLatex()}}{${a.norm2().toLatex()}} = `}${z.toLatex()}`,
      },
    ];
    const value = `[${z.toAscii()}]`;
    const zs = `(${z.toAscii()})`;
    const lhs = evaluateAscii(sides[0].replace(/(?<![A-Za-z])z(?![A-Za-z])/g, zs));
    const rhs = evaluateAscii(sides[1].replace(/(?<![A-Za-z])z(?![A-Za-z])/g, zs));
    const verified = lhs !== null && rhs !== null && Math.hypot(lhs.re - rhs.re, lhs.im - rhs.im) < 1e-9 * Math.max(1, Math.hypot(rhs.re, rhs.im));
    return {
      method: 'complex.linear',
      category: 'complex',
      steps,
      answer: { kind: 'solutions', value, latex: z.toLatex(), words: asciiToWords(`z = ${z.toAscii()}`) },
      finalAnswer: text(`z = ${z.toAscii()}`, `z = ${z.toAscii()}`),
      verified,
      verification: text('Checked: substituted back into the equation with mathjs.', "Vérifié : remplacé dans l'équation avec mathjs."),
    };
  },
};
