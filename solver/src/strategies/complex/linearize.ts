import { text } from '../../i18n';
import type { Outcome, ProblemInput, StepDraft, Strategy } from '../../strategy';
import { asciiToWords } from '../../format/words';
import { evaluateReal } from '../../verify/numeric';
import { Q } from '../../cas/rational';
import { type Ex, add, fn, freeVars, isNum, mul, num, sym } from '../derivative/expr';
import { simplify } from '../derivative/simplify';
import { parseCalc } from '../derivative/latex';
import { fromMathJson } from '../derivative/mathjson';
import { toAscii, toLatex } from '../derivative/print';
import { C } from './gaussian';

/**
 * Linearisation of products of powers of sin and cos — cos³x = (3cos x + cos 3x)/4, « linéariser
 * sin²x·cos x »: Euler's formulas write each factor with e^{ikx}, the product is expanded, and the
 * terms e^{ikx}, e^{−ikx} are paired back into cos kx and sin kx. Exact with Gaussian rationals;
 * checked numerically against the expression as typed.
 */
/**
 * The same question asked by the form wanted: "express sin⁵x as a sum of sines of multiple angles",
 * "write cos⁴x as a linear combination of cosines", « écrire cos³x sous forme d'une combinaison
 * linéaire de cos(kx) ». Never "express cos 3θ in terms of cos θ", the other way round.
 */
const AS_SUM = /^\s*(?:express|write|rewrite|[ée]crire|exprimer|mettre)\s+(.+?)\s+(?:as\s+an?\s+(?:linear\s+combination|sum)\s+of\s+(?:sines|cosines|sin|cos)[^.?!]*|in\s+terms\s+of\s+(?:sines|cosines)\s+of\s+multiple\s+angles|sous\s+(?:la\s+)?forme\s+d['’]\s*une\s+(?:combinaison\s+lin[ée]aire|somme)\s+de\s+(?:cos|sin|cosinus|sinus)[^.?!]*|en\s+fonction\s+de\s+(?:cos|sin|cosinus|sinus)[^.?!]*multiples?[^.?!]*)\s*[.?!]?\s*$/i;
const ASKS = /^\s*(?:please\s+)?(?:lin[ée]ari[sz]e[rz]?|lin[ée]arisez|(?:find|give|compute|donner|calculer|d[ée]terminer)\s+(?:the\s+|la\s+)?lin[ée]ari[sz]ation\s+(?:of|de)|(?:the\s+|la\s+)?lin[ée]ari[sz]ation\s+(?:of|de))\s+(.+?)\s*[.?!]?\s*$/i;

/** Σ c_k e^{ikx}: frequency k → coefficient. */
type Spectrum = Map<number, C>;

const HALF = Q.of(1, 2);
/** cos(kx) = (e^{ikx} + e^{−ikx})/2, sin(kx) = (e^{ikx} − e^{−ikx})/(2i). */
const euler = (name: string, k: number): Spectrum => new Map(name === 'cos'
  ? [[k, C.real(HALF)], [-k, C.real(HALF)]]
  : [[k, new C(Q.ZERO, HALF.neg())], [-k, new C(Q.ZERO, HALF)]]);

function times(a: Spectrum, b: Spectrum): Spectrum {
  const out: Spectrum = new Map();
  for (const [j, u] of a) for (const [k, v] of b) out.set(j + k, (out.get(j + k) ?? C.real(Q.ZERO)).add(u.mul(v)));
  return out;
}

/** k in k·x, an integer, or null. */
function frequency(arg: Ex, x: string): number | null {
  if (arg.t === 'sym') return arg.name === x ? 1 : null;
  if (arg.t === 'mul' && arg.args.length === 2 && isNum(arg.args[0]) && arg.args[1].t === 'sym' && arg.args[1].name === x) {
    const k = arg.args[0];
    return k.q === 1 ? k.p : null;
  }
  return null;
}

/** The spectrum of a product of powers of sin(kx), cos(kx) and rational constants, or null. */
function spectrum(e: Ex, x: string): Spectrum | null {
  if (isNum(e)) return new Map([[0, C.real(Q.of(e.p, e.q))]]);
  if (e.t === 'fn' && (e.name === 'sin' || e.name === 'cos') && e.args.length === 1) {
    const k = frequency(e.args[0], x);
    return k === null ? null : euler(e.name, k);
  }
  if (e.t === 'pow' && isNum(e.exp) && e.exp.q === 1 && e.exp.p >= 1 && e.exp.p <= 12) {
    const b = spectrum(e.base, x);
    if (!b) return null;
    let out: Spectrum = new Map([[0, C.real(Q.ONE)]]);
    for (let i = 0; i < e.exp.p; i++) out = times(out, b);
    return out;
  }
  if (e.t === 'mul') {
    let out: Spectrum = new Map([[0, C.real(Q.ONE)]]);
    for (const f of e.args) {
      const s = spectrum(f, x);
      if (!s) return null;
      out = times(out, s);
    }
    return out;
  }
  return null;
}

const rational = (q: Q): Ex => num(Number(q.n), Number(q.d));

/** c₀ + Σ_{k>0} 2Re(c_k)·cos kx − 2Im(c_k)·sin kx, highest frequency last. */
function realForm(s: Spectrum, x: string): Ex {
  const terms: Ex[] = [];
  const c0 = s.get(0);
  if (c0 && !c0.re.isZero()) terms.push(rational(c0.re));
  const ks = [...s.keys()].filter((k) => k > 0).sort((a, b) => a - b);
  const arg = (k: number): Ex => (k === 1 ? sym(x) : mul(num(k), sym(x)));
  for (const k of ks) {
    const c = s.get(k) as C;
    const two = Q.of(2);
    if (!c.re.isZero()) terms.push(mul(rational(c.re.mul(two)), fn('cos', arg(k))));
    if (!c.im.isZero()) terms.push(mul(rational(c.im.mul(two).neg()), fn('sin', arg(k))));
  }
  return terms.length ? add(...terms) : num(0);
}

/** Σ c_k e^{ikx} in LaTeX, frequencies in decreasing order. */
function exponentialLatex(s: Spectrum, x: string): string {
  const ks = [...s.keys()].filter((k) => !(s.get(k) as C).isZero()).sort((a, b) => b - a);
  return ks.map((k, i) => {
    const c = s.get(k) as C;
    const e = k === 0 ? '' : `e^{${k === 1 ? '' : k === -1 ? '-' : k}i${x}}`;
    const coef = c.isReal() || c.re.isZero() ? c.toLatex() : `\\left(${c.toLatex()}\\right)`;
    const body = e && coef === '1' ? e : e && coef === '-1' ? `-${e}` : `${coef}${e}`;
    return i === 0 || body.startsWith('-') ? (i === 0 ? body : ` - ${body.slice(1)}`) : ` + ${body}`;
  }).join('') || '0';
}

export const linearizeStrategy: Strategy = {
  name: 'trig-linearize',
  solve(problem: ProblemInput): Outcome | null {
    const m = ASKS.exec(problem.text) ?? AS_SUM.exec(problem.text);
    if (!m) return null;
    let e: Ex;
    try {
      e = simplify(fromMathJson(parseCalc(m[1])));
    } catch {
      return null;
    }
    const vars = [...freeVars(e)];
    if (vars.length !== 1) return null;
    const x = vars[0];
    const s = spectrum(e, x);
    if (!s) return null;
    for (const [k, c] of s) if (c.isZero()) s.delete(k);
    const result = simplify(realForm(s, x));
    const steps: StepDraft[] = [
      {
        title: text("Apply Euler's formulas", "Appliquer les formules d'Euler"),
        explanation: text(
          `Write each factor with exponentials: cos(k${x}) = (e^{ik${x}} + e^{−ik${x}})/2 and sin(k${x}) = (e^{ik${x}} − e^{−ik${x}})/(2i).`,
          `On écrit chaque facteur avec des exponentielles : cos(k${x}) = (e^{ik${x}} + e^{−ik${x}})/2 et sin(k${x}) = (e^{ik${x}} − e^{−ik${x}})/(2i).`,
        ),
        formula: `${toLatex(e)} = ${exponentialLatex(s, x)}`,
      },
      {
        title: text('Pair the conjugate exponentials', 'Regrouper les exponentielles conjuguées'),
        explanation: text(
          `e^{ik${x}} + e^{−ik${x}} = 2cos(k${x}) and e^{ik${x}} − e^{−ik${x}} = 2i·sin(k${x}): no power or product of sines and cosines is left.`,
          `e^{ik${x}} + e^{−ik${x}} = 2cos(k${x}) et e^{ik${x}} − e^{−ik${x}} = 2i·sin(k${x}) : il ne reste ni puissance ni produit de sinus et cosinus.`,
        ),
        formula: `${toLatex(e)} = ${toLatex(result)}`,
      },
    ];
    const typed = toAscii(e);
    const value = toAscii(result);
    const verified = [0.3, 1.1, 2.5, -0.7, 4.2].every((a) => {
      const u = evaluateReal(typed, { [x]: a });
      const v = evaluateReal(value, { [x]: a });
      return u !== null && v !== null && Math.abs(u - v) < 1e-9;
    });
    return {
      method: 'trig.linearize',
      category: 'complex',
      steps,
      answer: { kind: 'expr', value, latex: toLatex(result), words: asciiToWords(value) },
      finalAnswer: text(value, value),
      verified,
      verification: text('Checked: equal to the expression as typed at sample points.', "Vérifié : égal à l'expression saisie en des points tests."),
    };
  },
};
