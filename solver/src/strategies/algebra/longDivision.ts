import { Poly, toRatFunc } from '../../cas/poly';
import { Q } from '../../cas/rational';
import { prose } from '../../format/prose';
import { toAscii } from '../../format/ascii';
import { toLatex } from '../../format/latex';
import { text } from '../../i18n';
import { parseNode } from '../../parse/math';
import type { Outcome, ProblemInput, StepDraft, Strategy } from '../../strategy';
import { step } from './common';

/**
 * The long division of two polynomials asked as such (task `division`): each step divides the
 * leading terms and subtracts, until the remainder's degree is below the divisor's. The answer is
 * the quotient and the remainder, written P/D = Q + R/D; checked by D·Q + R = P.
 */
const asPoly = (s: string): Poly | null => {
  const r = toRatFunc(parseNode(s), 'x');
  return r && r.den.deg === 0 ? r.num.scale(r.den.coef(0).inv()) : null;
};
const ascii = (p: Poly): string => toAscii(p.toNode('x'));
const latex = (p: Poly): string => toLatex(p.toNode('x'));

export const longDivisionStrategy: Strategy = {
  name: 'algebra.long-division',
  solve(problem: ProblemInput): Outcome | null {
    const t = problem.task;
    if (t?.kind !== 'transform' || !t.division) return null;
    const [p, d] = [asPoly(t.division.dividend), asPoly(t.division.divisor)];
    if (!p || !d || d.deg < 1 || d.deg > p.deg) return null;
    const steps: StepDraft[] = [];
    let rest = p;
    let quotient = Poly.const(Q.ZERO);
    while (!rest.isZero() && rest.deg >= d.deg) {
      const factor = rest.lead().div(d.lead());
      const power = rest.deg - d.deg;
      const term = new Poly([...Array<Q>(power).fill(Q.ZERO), factor]);
      quotient = quotient.add(term);
      const next = rest.sub(term.mul(d));
      steps.push(step(text('Divide the leading terms, then subtract', 'Diviser les termes de plus haut degré, puis soustraire'),
        text(`${prose(ascii(rest))} begins with a term that ${prose(ascii(term))} times the divisor's leading term gives; subtract ${prose(ascii(term))}·(${prose(ascii(d))}).`,
          `${prose(ascii(rest))} commence par un terme que donne ${prose(ascii(term))} fois le terme de plus haut degré du diviseur ; on soustrait ${prose(ascii(term))}·(${prose(ascii(d))}).`),
        `${latex(rest)} - (${latex(term)})(${latex(d)}) = ${next.isZero() ? '0' : latex(next)}`));
      rest = next;
    }
    const q = ascii(quotient);
    const r = rest.isZero() ? '0' : ascii(rest);
    steps.push(step(text('Read the quotient and the remainder', 'Lire le quotient et le reste'),
      text('The remainder’s degree is below the divisor’s: the division stops.', 'Le degré du reste est inférieur à celui du diviseur : la division s’arrête.'),
      `${latex(p)} = (${latex(d)})(${latex(quotient)})${rest.isZero() ? '' : ` + ${latex(rest)}`}`));
    const value = rest.isZero() ? q : `${q} + (${r})/(${ascii(d)})`;
    const words = text(`Quotient ${prose(q)}, remainder ${prose(r)}.`, `Quotient ${prose(q)}, reste ${prose(r)}.`);
    return {
      method: 'algebra.long-division',
      category: 'simplify',
      steps,
      answer: { kind: 'expr', value, latex: rest.isZero() ? latex(quotient) : `${latex(quotient)} + \\frac{${latex(rest)}}{${latex(d)}}`, words },
      finalAnswer: words,
      verified: d.mul(quotient).add(rest).eq(p),
      verification: text('Divisor × quotient + remainder gives back the dividend.', 'Diviseur × quotient + reste redonne le dividende.'),
    };
  },
};
