import { text } from '../../i18n';
import type { Outcome, ProblemInput, StepDraft, Strategy } from '../../strategy';
import { asciiToWords } from '../../format/words';
import { evaluateAscii } from '../../verify/numeric';
import { SolverError } from '../../errors';
import { Q } from '../../cas/rational';
import { C } from './gaussian';
import { evaluateComplex, NotComplexExpr, parseComplex } from './complexExpr';
import { equationText } from './linearComplex';

/**
 * Equations in z and its conjugate — `z + 2z̄ = 3 − i`, `2z − i·conj(z) = 1 + i`: with z = x + iy
 * the equation a·z + b·z̄ = d is two real equations in x and y (real and imaginary parts), solved
 * exactly. The root is substituted back into the equation as typed with mathjs.
 */
const CONJ = /(?<![A-Za-z])conj(?:ugate)?\s*\(\s*z\s*\)/g;
/** The same, without the global flag's memory, to test for one. */
const HAS_CONJ = new RegExp(CONJ.source);
const Z = /(?<![A-Za-z])z(?![A-Za-z])/g;

/** The side with z = v and z̄ = w (both written as bracketed numbers), or null. */
function at(side: string, v: C, w: C): C | null {
  try {
    return evaluateComplex(parseComplex(side.replace(CONJ, `(${w.toAscii()})`).replace(Z, `(${v.toAscii()})`)), []);
  } catch (e) {
    if (e instanceof NotComplexExpr || e instanceof RangeError) return null;
    throw e;
  }
}

const c = (re: number, im: number): C => new C(Q.of(re), Q.of(im));

/** `p x + q y` with rational coefficients, as LaTeX. */
function realCombination(p: Q, q: Q): string {
  const term = (k: Q, v: string, first: boolean): string => {
    if (k.isZero()) return '';
    const abs = k.abs();
    const coef = abs.isOne() ? '' : abs.toLatex();
    return `${k.isNegative() ? (first ? '-' : ' - ') : first ? '' : ' + '}${coef}${v}`;
  };
  const x = term(p, 'x', true);
  return `${x}${term(q, 'y', x === '')}` || '0';
}

export const conjugateEquationStrategy: Strategy = {
  name: 'complex-conjugate-equation',
  solve(problem: ProblemInput): Outcome | null {
    const t = equationText(problem.text);
    const sides = t.split('=');
    if (sides.length !== 2 || !HAS_CONJ.test(t)) return null;
    const f = (v: C, w: C): C | null => {
      const l = at(sides[0], v, w);
      const r = at(sides[1], v, w);
      return l && r ? l.sub(r) : null;
    };
    const zero = c(0, 0);
    const f0 = f(zero, zero);
    const fa = f(c(1, 0), zero);
    const fb = f(zero, c(1, 0));
    if (!f0 || !fa || !fb) return null;
    const a = fa.sub(f0);
    const b = fb.sub(f0);
    // affine in z and z̄ separately: other points follow from a, b and f(0, 0)
    const probes: Array<[C, C]> = [[C.I, zero], [zero, C.I], [c(2, 1), c(3, -2)]];
    for (const [v, w] of probes) {
      const fv = f(v, w);
      if (!fv || !fv.sub(f0.add(a.mul(v)).add(b.mul(w))).isZero()) return null;
    }
    // a(x + iy) + b(x − iy) = d: (a + b)x + i(a − b)y = d
    const d = f0.neg();
    const p = a.add(b);
    const q = a.sub(b).mul(C.I);
    const det = p.re.mul(q.im).sub(q.re.mul(p.im));
    if (det.isZero()) {
      throw new SolverError('unsupported', text(
        'With z = x + iy, the real and imaginary parts of this equation are not independent: it has no solution or a whole line of them, which is not worked out here.',
        "Avec z = x + iy, les parties réelle et imaginaire de cette équation ne sont pas indépendantes : elle n'a aucune solution ou toute une droite de solutions, ce qui n'est pas traité ici.",
      ));
    }
    const x = d.re.mul(q.im).sub(q.re.mul(d.im)).div(det);
    const y = p.re.mul(d.im).sub(d.re.mul(p.im)).div(det);
    const z = new C(x, y);
    const steps: StepDraft[] = [
      {
        title: text('Write z = x + iy', 'Poser z = x + iy'),
        explanation: text(
          'With x and y real, the conjugate is z̄ = x − iy; the equation becomes one in x and y.',
          'Avec x et y réels, le conjugué est z̄ = x − iy ; l’équation porte alors sur x et y.',
        ),
        formula: `\\left(${a.toLatex()}\\right)(x + iy) + \\left(${b.toLatex()}\\right)(x - iy) = ${d.toLatex()}`,
      },
      {
        title: text('Identify real and imaginary parts', 'Identifier parties réelles et imaginaires'),
        explanation: text(
          'Two complex numbers are equal when their real parts and their imaginary parts are: two real equations.',
          'Deux complexes sont égaux quand leurs parties réelles et leurs parties imaginaires le sont : deux équations réelles.',
        ),
        formula: `\\begin{cases} ${realCombination(p.re, q.re)} = ${d.re.toLatex()} \\\\ ${realCombination(p.im, q.im)} = ${d.im.toLatex()} \\end{cases}`,
      },
      {
        title: text('Solve the system', 'Résoudre le système'),
        explanation: text(`x = ${x.toString()} and y = ${y.toString()}.`, `x = ${x.toString()} et y = ${y.toString()}.`),
        formula: `x = ${x.toLatex()},\\quad y = ${y.toLatex()} \\;\\Rightarrow\\; z = ${z.toLatex()}`,
      },
    ];
    const zs = `(${z.toAscii()})`;
    const typed = (side: string): string => side.replace(CONJ, `conj(${zs})`).replace(Z, zs);
    const lhs = evaluateAscii(typed(sides[0]));
    const rhs = evaluateAscii(typed(sides[1]));
    const verified = lhs !== null && rhs !== null && Math.hypot(lhs.re - rhs.re, lhs.im - rhs.im) < 1e-9 * Math.max(1, Math.hypot(rhs.re, rhs.im));
    return {
      method: 'complex.conjugate_equation',
      category: 'complex',
      steps,
      answer: { kind: 'solutions', value: `[${z.toAscii()}]`, latex: z.toLatex(), words: asciiToWords(`z = ${z.toAscii()}`) },
      finalAnswer: text(`z = ${z.toAscii()}`, `z = ${z.toAscii()}`),
      verified,
      verification: text('Checked: substituted back into the equation with mathjs.', "Vérifié : remplacé dans l'équation avec mathjs."),
    };
  },
};
