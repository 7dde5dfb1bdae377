import { text } from '../../i18n';
import type { Outcome, ProblemInput, StepDraft, Strategy } from '../../strategy';
import { SolverError } from '../../errors';
import { asciiToWords } from '../../format/words';
import { evaluateReal } from '../../verify/numeric';
import { type Ex, add, fn, mul, num, pow, sym } from '../derivative/expr';
import { simplify } from '../derivative/simplify';
import { toAscii, toLatex } from '../derivative/print';

/**
 * cos(nθ) or sin(nθ) written as a polynomial in cos θ or sin θ — "use De Moivre's theorem to express
 * cos 3θ in terms of cos θ", « exprimer cos(3x) en fonction de cos(x) »: (cos θ + i sin θ)ⁿ expanded
 * by the binomial formula, its real or imaginary part taken, and sin²θ = 1 − cos²θ (or the other
 * way round) substituted. Checked at sample angles.
 */
const MOIVRE = String.raw`(?:(?:use|using|with|by|apply|[àa]\s+l['’]\s*aide\s+de|avec|en\s+utilisant|utiliser)\s+(?:the\s+|la\s+)?(?:de\s+moivre['’]?s?\s+(?:theorem|formula)|formule\s+de\s+moivre)\s*(?:,|to|pour)?\s*)?`;
const ASKS = new RegExp(
  String.raw`^\s*${MOIVRE}(?:express|write|exprimer|exprimez|[ée]crire|[ée]crivez|donner)\s+(cos|sin)\s*\(?\s*(\d+)\s*\*?\s*([a-z]+)\s*\)?\s+` +
  String.raw`(?:in\s+terms\s+of|as\s+a\s+polynomial\s+in|en\s+fonction\s+de|comme\s+(?:un\s+)?polyn[ôo]me\s+en)\s+(?:powers\s+of\s+|puissances\s+de\s+)?(cos|sin)\s*\(?\s*([a-z]+)\s*\)?(?:\s+(?:only|alone|seul|seulement))?\s*[.?!]?\s*$`,
  'i',
);

const binomial = (n: number, k: number): number => {
  let b = 1;
  for (let j = 1; j <= k; j++) b = (b * (n - k + j)) / j;
  return b;
};

/** Coefficients (index = power) of the product of two polynomials. */
function times(a: number[], b: number[]): number[] {
  const out = new Array<number>(a.length + b.length - 1).fill(0);
  a.forEach((u, i) => b.forEach((v, j) => { out[i + j] += u * v; }));
  return out;
}
const power = (p: number[], k: number): number[] => Array.from({ length: k }).reduce<number[]>((acc) => times(acc, p), [1]);

/** Σ a_k·t^k with t = base(θ), highest power first, as an expression. */
function polynomial(coefs: number[], t: Ex): Ex {
  const terms = coefs.map((a, k) => (a === 0 ? null : mul(num(a), k === 0 ? num(1) : pow(t, num(k))))).filter((e): e is Ex => e !== null).reverse();
  return terms.length ? add(...terms) : num(0);
}

export const multipleAngleStrategy: Strategy = {
  name: 'multiple-angle',
  solve(problem: ProblemInput): Outcome | null {
    const m = ASKS.exec(problem.text);
    if (!m || m[3] !== m[5]) return null;
    const trig = (w: string): 'cos' | 'sin' => (w.toLowerCase() === 'cos' ? 'cos' : 'sin');
    const [target, n, base, v] = [trig(m[1]), Number(m[2]), trig(m[4]), m[3]];
    if (n < 2 || n > 12) return null;
    const other = base === 'cos' ? 'sin' : 'cos';
    // the real part holds the even powers of i·sin θ, the imaginary part the odd ones
    const ks = Array.from({ length: n + 1 }, (_, k) => k).filter((k) => (target === 'cos' ? k % 2 === 0 : k % 2 === 1));
    // every power of the other function must be even to be written with the base: 1 − base²
    const otherPower = (k: number): number => (base === 'cos' ? k : n - k);
    const oddLeft = ks.some((k) => otherPower(k) % 2 === 1);
    if (oddLeft && !(target === 'sin' && base === 'cos')) {
      throw new SolverError('unsupported', text(
        `${target}(${n}${v}) is not a polynomial in ${base}(${v}) alone; ask for it in terms of ${other}(${v}).`,
        `${target}(${n}${v}) n'est pas un polynôme en ${base}(${v}) seul ; demandez-le en fonction de ${other}(${v}).`,
      ));
    }
    // sin(nθ) in terms of cos θ: the one odd power of sin θ left as a factor
    const factor = oddLeft ? 1 : 0;
    let coefs: number[] = [0];
    for (const k of ks) {
      const sign = (target === 'cos' ? k / 2 : (k - 1) / 2) % 2 === 0 ? 1 : -1;
      const basePower = base === 'cos' ? n - k : k;
      const oneMinus = power([1, 0, -1], (otherPower(k) - factor) / 2);
      const term = times(oneMinus.map((a) => a * sign * binomial(n, k)), [...new Array<number>(basePower).fill(0), 1]);
      coefs = Array.from({ length: Math.max(coefs.length, term.length) }, (_, i) => (coefs[i] ?? 0) + (term[i] ?? 0));
    }
    const t = fn(base, sym(v));
    const poly = polynomial(coefs, t);
    const result = simplify(factor ? mul(fn(other, sym(v)), poly) : poly);
    const V = toLatex(sym(v));
    const powerOf = (body: string, k: number): string => (k === 0 ? '' : k === 1 ? body : body.startsWith('(') ? `${body}^{${k}}` : body.replace(/^\\(cos|sin)/, `\\$1^{${k}}`));
    const binomialTerms = ks.map((k) => [binomial(n, k) === 1 ? '' : String(binomial(n, k)), powerOf(`\\cos ${V}`, n - k), powerOf(`(i\\sin ${V})`, k)].filter(Boolean).join('\\,')).join(' + ');
    const steps: StepDraft[] = [
      {
        title: text("Apply De Moivre's formula", 'Appliquer la formule de Moivre'),
        explanation: text(
          `cos(${n}${v}) + i sin(${n}${v}) = (cos ${v} + i sin ${v})^${n}; expand the right side with the binomial formula.`,
          `cos(${n}${v}) + i sin(${n}${v}) = (cos ${v} + i sin ${v})^${n} ; on développe le membre de droite avec la formule du binôme.`,
        ),
        formula: `\\cos ${n}${V} + i\\sin ${n}${V} = \\left(\\cos ${V} + i\\sin ${V}\\right)^{${n}}`,
      },
      {
        title: target === 'cos' ? text('Take the real part', 'Prendre la partie réelle') : text('Take the imaginary part', 'Prendre la partie imaginaire'),
        explanation: text(
          `The terms with ${target === 'cos' ? 'an even' : 'an odd'} power of i sin ${v} give ${target}(${n}${v}).`,
          `Les termes avec une puissance ${target === 'cos' ? 'paire' : 'impaire'} de i sin ${v} donnent ${target}(${n}${v}).`,
        ),
        formula: `\\${target} ${n}${V} = ${target === 'cos' ? '\\operatorname{Re}' : '\\operatorname{Im}'}\\left(${binomialTerms}\\right)`,
      },
      {
        title: text(`Write ${other}² with ${base}`, `Écrire ${other}² avec ${base}`),
        explanation: text(`Replace ${other}²${v} by 1 − ${base}²${v} and collect the powers.`, `On remplace ${other}²${v} par 1 − ${base}²${v} et on regroupe les puissances.`),
        formula: `\\${target} ${n}${V} = ${toLatex(result)}`,
      },
    ];
    const value = toAscii(result);
    const verified = [0.3, 1.1, 2.5, -0.7].every((a) => {
      const u = evaluateReal(`${target}(${n}*${v})`, { [v]: a });
      const w = evaluateReal(value, { [v]: a });
      return u !== null && w !== null && Math.abs(u - w) < 1e-9;
    });
    return {
      method: 'complex.multiple_angle',
      category: 'complex',
      steps,
      answer: { kind: 'expr', value, latex: toLatex(result), words: asciiToWords(value) },
      finalAnswer: text(`${target}(${n}${v}) = ${value}`, `${target}(${n}${v}) = ${value}`),
      verified,
      verification: text('Checked: both sides agree at sample angles.', "Vérifié : les deux membres coïncident en des angles tests."),
    };
  },
};
