import { text } from '../../i18n';
import type { Outcome, StepDraft, Strategy } from '../../strategy';
import { evaluateReal } from '../../verify/numeric';
import { quadrature } from '../../verify/integral';
import { asciiToWords } from '../../format/words';

/**
 * ∫_0^∞ c·x^(n + j)·e^(−a·x) dx with n stated a natural number (j a whole number ≥ 0, a > 0): the
 * integration by parts I_m = (m/a)·I_(m−1), I_0 = 1/a, gives I_m = m!/a^(m+1). The shape is read
 * numerically — the integrand must be multiplied by x exactly when n grows by one, and at n = 0 be
 * c·x^j·e^(−a·x) at every point sampled — and the answer is checked by quadrature at n = 0 … 5.
 */

/** A rational close to v (small denominators), as [p, q]; null otherwise. */
function rational(v: number): [number, number] | null {
  for (const q of [1, 2, 3, 4, 5, 6, 8, 10, 12]) {
    const p = Math.round(v * q);
    if (Math.abs(p - v * q) < 1e-8 * q * Math.max(1, Math.abs(v))) return [p, q];
  }
  return null;
}

const close = (u: number, v: number): boolean => Math.abs(u - v) <= 1e-8 * Math.max(1, Math.abs(u), Math.abs(v));

interface GammaShape {
  c: [number, number];
  j: number;
  a: [number, number];
}

/** c, j and a with f(x, n) = c·x^(n + j)·e^(−a·x) at every point sampled; null otherwise. */
function gammaShape(f: (x: number, n: number) => number | null): GammaShape | null {
  for (const x of [0.7, 1.9, 3.3]) {
    for (const n of [0, 1, 2]) {
      const [u, v] = [f(x, n), f(x, n + 1)];
      if (u === null || v === null || u === 0 || !close(v / u, x)) return null;
    }
  }
  const g = (x: number): number | null => f(x, 0);
  const [g1, g2, g4] = [g(1), g(2), g(4)];
  if (g1 === null || g2 === null || g4 === null || Math.sign(g1) !== Math.sign(g2) || Math.sign(g1) !== Math.sign(g4)) return null;
  const sign = Math.sign(g1);
  const [l1, l2, l4] = [g1, g2, g4].map((v) => Math.log(Math.abs(v)));
  // ln|g| = ln|c| + j ln x − a x at x = 1, 2, 4
  const a = l2 - l1 - (l4 - l2);
  const j = (l2 - l1 + a) / Math.LN2;
  const jr = Math.round(j);
  const ar = rational(a);
  const cr = rational(sign * Math.exp(l1 + a));
  if (!ar || !cr || !close(j, jr) || jr < 0 || a <= 0 || cr[0] === 0) return null;
  const [av, cv] = [ar[0] / ar[1], cr[0] / cr[1]];
  for (const x of [0.3, 2.7, 6.1]) {
    const v = g(x);
    if (v === null || !close(v, cv * x ** jr * Math.exp(-av * x))) return null;
  }
  return { c: cr, j: jr, a: ar };
}

const factorial = (m: number): number => (m <= 1 ? 1 : m * factorial(m - 1));

/** p/q written for text: "2", "1/2". */
const ratio = ([p, q]: [number, number]): string => (q === 1 ? String(p) : `${p}/${q}`);
const ratioTex = ([p, q]: [number, number]): string => (q === 1 ? String(p) : `\\frac{${p}}{${q}}`);

export const gammaIntegralStrategy: Strategy = {
  name: 'integral.gamma',
  solve(problem): Outcome | null {
    const t = problem.task;
    if (t?.kind !== 'integrate' || t.asks || !t.bounds || !t.natural || t.natural.length !== 1) return null;
    if (t.bounds.hi !== 'oo' || evaluateReal(t.bounds.lo) !== 0) return null;
    const [x, n] = [t.variable, t.natural[0]];
    const free = (t.integrand.match(/[A-Za-z]+/g) ?? []).filter((w) => w.length === 1 && w !== x && w !== n && w !== 'e');
    if (free.length) return null;
    const f = (xv: number, nv: number): number | null => evaluateReal(t.integrand, { [x]: xv, [n]: nv });
    const shape = gammaShape(f);
    if (!shape) return null;
    const { c, j, a } = shape;
    const m = j === 0 ? n : `${n} + ${j}`;
    const mTex = j === 0 ? n : `(${n} + ${j})`;
    const aOne = a[0] === a[1];
    const aText = a[1] === 1 ? String(a[0]) : `(${ratio(a)})`;
    const aTex = a[1] === 1 ? String(a[0]) : `\\left(${ratioTex(a)}\\right)`;
    const cOne = c[0] === c[1];
    // 1/a^(m + 1) = (q/p)^(m + 1) for a = p/q: a power in the numerator when p = 1
    const up = `${n} + ${j + 1}`;
    const scale = aOne ? null : a[0] === 1 ? { text: `${a[1]}^(${up})`, tex: `${a[1]}^{${up}}`, over: false } : { text: a[1] === 1 ? `${a[0]}^(${up})` : `(${ratio(a)})^(${up})`, tex: `${aTex}^{${up}}`, over: true };
    const value = `${cOne ? '' : `${ratio(c)}*`}${scale && !scale.over ? `${scale.text}*` : ''}factorial(${m})${scale?.over ? `/${scale.text}` : ''}`;
    const coefTex = `${cOne ? '' : `${ratioTex(c)}\\cdot `}${scale && !scale.over ? `${scale.tex}\\cdot ` : ''}`;
    const latex = scale?.over ? `${coefTex}\\frac{${mTex}!}{${scale.tex}}` : `${coefTex}${mTex}!`;
    const shown = `${cOne ? '' : `${ratio(c)}·`}${scale && !scale.over ? `${scale.text}·` : ''}${mTex}!${scale?.over ? `/${scale.text}` : ''}`;
    const aShown = aOne ? '' : aText;
    const exp = aOne ? `e^{-${x}}` : `e^{-${aTex}${x}}`;

    // the same integral at n = 0 … 5 by quadrature, against c·(n + j)!/a^(n + j + 1)
    const av = a[0] / a[1];
    const cv = c[0] / c[1];
    const verified = [0, 1, 2, 3, 4, 5].every((k) => {
      const q = quadrature(t.integrand.replace(new RegExp(`(?<![A-Za-z])${n}(?![A-Za-z])`, 'g'), `(${k})`), x, 0, Infinity);
      const claimed = (cv * factorial(k + j)) / av ** (k + j + 1);
      return q !== null && Math.abs(q - claimed) <= 1e-6 * Math.max(1, Math.abs(claimed));
    });

    const steps: StepDraft[] = [
      {
        title: text('Name the integrals', 'Nommer les intégrales'),
        explanation: text(
          `For each whole number m ≥ 0 let I_m = ∫_0^∞ ${x}^m e^(−${aShown}${x}) d${x}; the integral asked is ${cOne ? '' : `${ratio(c)}·`}I_(${m}). Each converges: ${x}^m e^(−${aShown}${x}) is continuous on [0, ∞) and smaller than e^(−${aShown}${x}/2) for large ${x}.`,
          `Pour tout entier m ≥ 0, on pose I_m = ∫_0^∞ ${x}^m e^(−${aShown}${x}) d${x} ; l'intégrale demandée est ${cOne ? '' : `${ratio(c)}·`}I_(${m}). Chacune converge : ${x}^m e^(−${aShown}${x}) est continue sur [0, ∞) et inférieure à e^(−${aShown}${x}/2) pour ${x} grand.`,
        ),
        formula: `I_m = \\int_{0}^{\\infty} ${x}^{m} ${exp}\\,d${x}`,
      },
      {
        title: text('Integrate by parts', 'Intégrer par parties'),
        explanation: text(
          `With u = ${x}^m and dv = e^(−${aShown}${x}) d${x}, for m ≥ 1: the bracket [−${x}^m e^(−${aShown}${x})${aOne ? '' : `/${aText}`}] is 0 at both ends (${x}^m e^(−${aShown}${x}) → 0 as ${x} → ∞), so I_m = (m${aOne ? '' : `/${aText}`})·I_(m−1).`,
          `Avec u = ${x}^m et dv = e^(−${aShown}${x}) d${x}, pour m ≥ 1 : le crochet [−${x}^m e^(−${aShown}${x})${aOne ? '' : `/${aText}`}] est nul aux deux bornes (${x}^m e^(−${aShown}${x}) → 0 quand ${x} → ∞), donc I_m = (m${aOne ? '' : `/${aText}`})·I_(m−1).`,
        ),
        formula: aOne
          ? `I_m = \\left[-${x}^{m} ${exp}\\right]_{0}^{\\infty} + m\\,I_{m-1} = m\\,I_{m-1}`
          : `I_m = \\left[-\\frac{${x}^{m} ${exp}}{${aTex}}\\right]_{0}^{\\infty} + \\frac{m}{${aTex}} I_{m-1} = \\frac{m}{${aTex}} I_{m-1}`,
      },
      {
        title: text('Start and repeat', 'Initialiser et itérer'),
        explanation: text(
          `I_0 = ∫_0^∞ e^(−${aShown}${x}) d${x} = 1${aOne ? '' : `/${aText}`}. Applying the relation m times (an induction on m): I_m = m!${aOne ? '' : `/${aText}^(m + 1)`}.`,
          `I_0 = ∫_0^∞ e^(−${aShown}${x}) d${x} = 1${aOne ? '' : `/${aText}`}. En appliquant la relation m fois (récurrence sur m) : I_m = m!${aOne ? '' : `/${aText}^(m + 1)`}.`,
        ),
        formula: aOne ? 'I_0 = 1, \\qquad I_m = m!' : `I_0 = \\frac{1}{${aTex}}, \\qquad I_m = \\frac{m!}{${aTex}^{m+1}}`,
      },
      {
        title: text('Answer', 'Réponse'),
        explanation: text(`With m = ${m}: the integral equals ${shown} for every natural number ${n}.`, `Avec m = ${m} : l'intégrale vaut ${shown} pour tout entier naturel ${n}.`),
        formula: `\\int_{0}^{\\infty} ${cOne ? '' : ratioTex(c)} ${x}^{${j === 0 ? n : `${n}+${j}`}} ${exp}\\,d${x} = ${latex}`,
      },
    ];
    return {
      method: 'integral.gamma',
      category: 'definite_integral',
      steps,
      answer: { kind: 'expr', value, latex, words: asciiToWords(value) },
      finalAnswer: text(`∫ = ${shown}`, `∫ = ${shown}`),
      verified,
      verification: verified
        ? text(`The integral computed numerically for ${n} = 0, 1, …, 5 matches.`, `L'intégrale calculée numériquement pour ${n} = 0, 1, …, 5 concorde.`)
        : undefined,
    };
  },
};
