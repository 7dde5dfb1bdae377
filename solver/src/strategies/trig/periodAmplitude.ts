import type { MathNode } from '../../cas/node';
import { toRatFunc } from '../../cas/poly';
import { Q } from '../../cas/rational';
import { toAscii } from '../../format/ascii';
import { text } from '../../i18n';
import { parseNode } from '../../parse/math';
import type { Outcome, ProblemInput, StepDraft, Strategy } from '../../strategy';
import { evaluateReal } from '../../verify/numeric';

/**
 * The period and the amplitude of a sinusoid y = A·sin(Bx + C) + D (or cos, or tan for the period):
 * "Find the period of y = 3sin(2x)", "the amplitude of y = −4cos(3x)", « la période de f(x) =
 * cos(πx/2) ». The period is 2π/|B| (π/|B| for tan), the amplitude |A|. Checked numerically: the
 * function repeats after one period and not after half of one, and swings |A| either side of D.
 */
const ASKED = /^\s*(?:(?:find|determine|state|give|write\s+down|what\s+(?:is|are)|d[ée]terminer|donner|calculer|quelle\s+est|quelles\s+sont)\s+)?((?:the\s+|la\s+|l['’]\s*)?(?:period|amplitude|p[ée]riode)(?:\s+(?:and|et)\s+(?:the\s+|la\s+|l['’]\s*)?(?:period|amplitude|p[ée]riode))?)\s+(?:of|de)\s+(?:the\s+(?:function|graph\s+of|curve)\s+|la\s+fonction\s+)?(?:(?:y|[a-z]\s*\(\s*x\s*\))\s*=\s*)?(.+?)\s*[.?]?\s*$/i;
const TRIG = new Set(['Sin', 'Cos', 'Tan']);

/** The one trigonometric call of the expression, or null when there is none or more than one. */
function theCall(n: MathNode, found: MathNode[] = []): MathNode[] {
  if (!Array.isArray(n)) return found;
  if (TRIG.has(n[0] as string)) found.push(n);
  else n.slice(1).forEach((a) => theCall(a as MathNode, found));
  return found;
}

const replaced = (n: MathNode, target: MathNode, by: MathNode): MathNode =>
  JSON.stringify(n) === JSON.stringify(target) ? by : Array.isArray(n) ? ([n[0], ...n.slice(1).map((a) => replaced(a as MathNode, target, by))] as MathNode) : n;

/** |B| of the argument Bx + C, rational or a rational multiple of π, or null when the argument is not linear in x. */
function innerSlope(arg: MathNode): { b: Q; pi: boolean } | null {
  const r = toRatFunc(arg, 'x');
  if (r) return r.den.deg === 0 && r.num.deg === 1 ? { b: r.num.coef(1).div(r.den.coef(0)).abs(), pi: false } : null;
  const ascii = toAscii(arg);
  const at = (x: number): number | null => evaluateReal(ascii, { x });
  const [u0, u1, u2] = [at(0), at(1), at(2)];
  if (u0 === null || u1 === null || u2 === null || Math.abs(u2 - 2 * u1 + u0) > 1e-9) return null;
  const ratio = Math.abs(u1 - u0) / Math.PI;
  for (let d = 1; d <= 100; d++) {
    const n = Math.round(ratio * d);
    if (n > 0 && Math.abs(n / d - ratio) < 1e-12) return { b: Q.of(n, d), pi: true };
  }
  return null;
}

export const periodAmplitudeStrategy: Strategy = {
  name: 'trig.period-amplitude',
  solve(problem: ProblemInput): Outcome | null {
    const m = ASKED.exec(problem.text);
    if (!m) return null;
    const asksPeriod = /period|p[ée]riode/i.test(m[1]);
    const asksAmplitude = /amplitude/i.test(m[1]);
    let f: MathNode;
    try {
      f = parseNode(m[2]);
    } catch {
      return null;
    }
    const calls = theCall(f);
    if (calls.length !== 1 || !Array.isArray(calls[0])) return null;
    const call = calls[0];
    const kind = call[0] as string;
    // y = A·u + D in the call u, with Bx + C inside it; B may be a rational multiple of π (cos(πx/2))
    const outer = toRatFunc(replaced(f, call, 'x'), 'x');
    const slope = innerSlope(call[1] as MathNode);
    if (!slope || !outer || outer.den.deg !== 0 || outer.num.deg !== 1) return null;
    const b = slope.b;
    const a = outer.num.coef(1).div(outer.den.coef(0)).abs();
    if (asksAmplitude && kind === 'Tan') return null;
    const periodFactor = kind === 'Tan' ? Q.ONE : Q.of(2);
    // T = 2π/|B|: a multiple of π, or a plain number when B holds π
    const period = periodFactor.div(b);
    const periodText = slope.pi ? period.toString() : period.isOne() ? 'π' : period.d === 1n ? `${period.n}π` : period.n === 1n ? `π/${period.d}` : `${period.n}π/${period.d}`;
    const periodAscii = slope.pi ? period.toString() : `${period.toString()}*pi`;
    const bText = slope.pi ? `${b.isOne() ? '' : b.toString()}π` : b.toString();
    const name = kind.toLowerCase();
    const steps: StepDraft[] = [];
    const parts: Array<{ en: string; fr: string }> = [];
    if (asksPeriod) {
      steps.push({ title: text('The period', 'La période'),
        explanation: text(`${name}(Bx + C) repeats when Bx grows by ${kind === 'Tan' ? 'π' : '2π'}, so the period is ${kind === 'Tan' ? 'π' : '2π'}/|B| with B = ${bText}.`,
          `${name}(Bx + C) se répète quand Bx augmente de ${kind === 'Tan' ? 'π' : '2π'} : la période est ${kind === 'Tan' ? 'π' : '2π'}/|B| avec B = ${bText}.`),
        formula: `T = \\frac{${kind === 'Tan' ? '\\pi' : '2\\pi'}}{${bText.replace('π', '\\pi')}} = ${periodText.replace('π', '\\pi')}` });
      parts.push({ en: `period ${periodText}`, fr: `période ${periodText}` });
    }
    if (asksAmplitude) {
      steps.push({ title: text('The amplitude', 'L’amplitude'),
        explanation: text(`The curve swings |A| = ${a.toString()} above and below its centre line.`, `La courbe oscille de |A| = ${a.toString()} de part et d’autre de sa ligne médiane.`),
        formula: `|A| = ${a.toLatex()}` });
      parts.push({ en: `amplitude ${a.toString()}`, fr: `amplitude ${a.toString()}` });
    }
    // repeats after T and not after T/2; swings |A| either side of the mean
    const ascii = toAscii(f);
    const at = (x: number): number | null => evaluateReal(ascii, { x });
    const T = period.toNumber() * (slope.pi ? 1 : Math.PI);
    const xs = [0.137, 0.9, 1.7, 2.45];
    const repeats = xs.every((x) => {
      const [u, v] = [at(x), at(x + T)];
      return u !== null && v !== null && Math.abs(u - v) <= 1e-7 * Math.max(1, Math.abs(u));
    });
    const notHalf = xs.some((x) => {
      const [u, v] = [at(x), at(x + T / 2)];
      return u !== null && v !== null && Math.abs(u - v) > 1e-6;
    });
    let swings = true;
    if (asksAmplitude) {
      const values = Array.from({ length: 721 }, (_, k) => at((k * T) / 720)).filter((v): v is number => v !== null);
      swings = Math.abs((Math.max(...values) - Math.min(...values)) / 2 - a.toNumber()) <= 1e-3 * Math.max(1, a.toNumber());
    }
    const words = text(parts.map((p) => p.en).join(', ').replace(/^./, (c) => c.toUpperCase()) + '.', parts.map((p) => p.fr).join(', ').replace(/^./, (c) => c.toUpperCase()) + '.');
    const single = parts.length === 1;
    return {
      method: 'trig.period-amplitude',
      category: 'trig',
      steps,
      answer: single
        ? { kind: 'expr', value: asksPeriod ? periodAscii : a.toString(), latex: asksPeriod ? periodText.replace('π', '\\pi') : a.toLatex(), words }
        : { kind: 'text', value: `period ${periodAscii}, amplitude ${a.toString()}`, latex: `T = ${periodText.replace('π', '\\pi')},\\ |A| = ${a.toLatex()}`, words },
      finalAnswer: words,
      verified: (!asksPeriod || (repeats && notHalf)) && swings,
      verification: text('The function repeats after one period and not after half of one; its swing measured over a period.', 'La fonction se répète après une période et pas après une demi-période ; son oscillation mesurée sur une période.'),
    };
  },
};
