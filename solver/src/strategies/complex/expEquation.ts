import { text } from '../../i18n';
import type { Outcome, ProblemInput, StepDraft, Strategy } from '../../strategy';
import type { Task } from '../../task/task';
import { freeSymbols, hasSymbol, simplify, substitute, type MathNode } from '../../cas';
import { parseNode } from '../../parse/math';
import { toAscii } from '../../format/ascii';
import { toLatex } from '../../format/latex';
import { asciiToWords } from '../../format/words';
import { evaluateAscii, type NumValue } from '../../verify/numeric';
import { algebraicLatex, angleOf, parts } from './surdComplex';

/**
 * Exponential equations in ℂ — e^z = 1, « résoudre dans ℂ e^z = −2 », e^{2z − 1} = i, 3e^{iz} + 1 = 0:
 * A·e^{az + b} + B = w gives e^{az + b} = W, and e^ζ = W ≠ 0 exactly when ζ = ln|W| + i(arg W + 2kπ),
 * k ∈ ℤ (e^ζ has modulus e^{Re ζ} and argument Im ζ, and is 2πi-periodic); e^ζ = 0 has no solution.
 * Answered in ℂ, never as the real logarithm: the family of solutions with its integer k.
 */

const T = 'T_exp';

/** e^L and exp(L), with (e^L)^n read as e^{nL}: the exponent, else null. */
function exponentOf(n: MathNode): MathNode | null {
  if (!Array.isArray(n)) return null;
  if (n[0] === 'Exp' && n.length === 2) return n[1] as MathNode;
  if (n[0] === 'Power' && n[1] === 'ExponentialE') return n[2] as MathNode;
  if (n[0] === 'Power' && typeof n[2] === 'number') {
    const inner = exponentOf(n[1] as MathNode);
    if (inner !== null) return ['Multiply', n[2], inner];
  }
  return null;
}

/** Every e^L holding the unknown replaced by T, with the exponents met (as written). */
function withExpsReplaced(n: MathNode, u: string, exps: MathNode[]): MathNode {
  const e = exponentOf(n);
  if (e !== null && hasSymbol(e, u)) {
    exps.push(e);
    return T;
  }
  if (!Array.isArray(n)) return n;
  return [n[0], ...(n.slice(1) as MathNode[]).map((c) => withExpsReplaced(c, u, exps))] as MathNode;
}

const value = (n: MathNode, scope: Record<string, number> = {}): NumValue | null => {
  const v = evaluateAscii(toAscii(n), scope);
  return v && Number.isFinite(v.re) && Number.isFinite(v.im) ? v : null;
};
const near = (a: NumValue, b: NumValue): boolean => Math.hypot(a.re - b.re, a.im - b.im) < 1e-9 * Math.max(1, Math.hypot(b.re, b.im));

/** f = p·x + q in the letter x (checked at three points): [p, q] exact, else null. */
function affine(f: MathNode, x: string): [MathNode, MathNode] | null {
  const q = simplify(substitute(f, x, 0));
  const p = simplify(['Subtract', substitute(f, x, 1), q]);
  if (hasSymbol(p, x) || hasSymbol(q, x)) return null;
  const [p0, q0] = [value(p), value(q)];
  for (const t of [2, -3]) {
    const at = value(f, { [x]: t });
    if (!at || !p0 || !q0 || !near(at, { re: q0.re + t * p0.re, im: q0.im + t * p0.im })) return null;
  }
  return [p, q];
}

const isZero = (n: MathNode): boolean => {
  const v = value(n);
  return !!v && Math.hypot(v.re, v.im) < 1e-12;
};

/** ln|W| from |W|² = re² + im²: ln r when r is a plain number, else ½ ln(r²). */
function logModulus(re: MathNode, im: MathNode): MathNode {
  const r2 = simplify(['Add', ['Power', re, 2], ['Power', im, 2]]);
  const r = simplify(['Sqrt', r2]);
  return hasSymbol(r, 'Sqrt') || /sqrt/.test(toAscii(r)) ? simplify(['Multiply', ['Rational', 1, 2], ['Ln', r2]]) : simplify(['Ln', r]);
}

/** arg W in (−π, π]: a multiple of π/12 when it is one, else from arctan(b/a). */
function principalArgument(re: MathNode, im: MathNode, a: number, b: number): { node: MathNode; latex: string } {
  const known = angleOf(a, b);
  if (known) return { node: parseNode(known.ascii), latex: known.latex };
  const ref: MathNode = ['Arctan', ['Divide', im, re]];
  const node = simplify(a > 0 ? ref : ['Add', ref, b >= 0 ? 'Pi' : ['Negate', 'Pi']]);
  return { node, latex: toLatex(node) };
}

/** A constant written plainly: a multiple of π as p*pi/q, else as the CAS writes it. */
function plain(n: MathNode): string | null {
  const v = value(n);
  if (!v || Math.abs(v.im) > 1e-12) return null;
  if (Math.abs(v.re) < 1e-14) return '0';
  if (hasSymbol(n, 'Pi') && freeSymbols(n).size === 0) {
    const angle = angleOf(Math.cos(v.re), Math.sin(v.re));
    for (let q = 1; q <= 24; q++) {
      const p = Math.round((v.re / Math.PI) * q);
      if (Math.abs((v.re / Math.PI) * q - p) < 1e-9) {
        const g = gcd(Math.abs(p), q);
        const [a, b] = [p / g, q / g];
        return `${a === 1 ? '' : a === -1 ? '-' : `${a}*`}pi${b === 1 ? '' : `/${b}`}`;
      }
    }
    if (angle) return angle.ascii;
  }
  return toAscii(n);
}
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** c0 + c1·k written with the constant first and 2k*pi last: "pi + 2*k*pi", "-pi/6 + k*pi", "ln(2)". */
function linearInK(n: MathNode): string | null {
  const c0 = simplify(substitute(n, 'k', 0));
  const c1 = simplify(['Subtract', substitute(n, 'k', 1), c0]);
  const [a, b] = [plain(c0), plain(c1)];
  if (a === null || b === null) return null;
  const kTerm = b === '0' ? '' : b === 'pi' ? 'k*pi' : b === '-pi' ? '-k*pi' : /^-?\d+\*pi$/.test(b) ? `${b.replace('*pi', '')}*k*pi` : `(${b})*k`;
  if (!kTerm) return a;
  if (a === '0') return kTerm;
  return kTerm.startsWith('-') ? `${a} - ${kTerm.slice(1)}` : `${a} + ${kTerm}`;
}

/** The family re + i·im in ASCII, im (and re) linear in k. */
function familyAscii(re: MathNode, im: MathNode): string | null {
  const r = linearInK(re);
  const i = linearInK(im);
  if (r === null || i === null) return null;
  const iPart = i === '0' ? '' : /^[\w.*/()]+$/.test(i) ? `${i}*i` : `(${i})*i`;
  if (!iPart) return r;
  if (r === '0') return i.startsWith('-') && /^-[\w.*/()]+$/.test(i) ? `-${i.slice(1)}*i` : iPart;
  return `${/[+-]/.test(r.slice(1)) ? `(${r})` : r} + ${iPart}`;
}

interface ExpEquation {
  u: string;
  /** the equation as written, for the check */
  lhs: string;
  rhs: string;
  /** the exponent ζ = a·u + b and the value W that e^ζ takes */
  exponent: MathNode;
  a: MathNode;
  b: MathNode;
  w: MathNode;
}

/** A·e^{a·u + b} + B = C·e^{a·u + b} + D in the unknown u, one exponent throughout: e^ζ = W. */
export function readExpEquation(t: Task | undefined): ExpEquation | null {
  if (t?.kind !== 'solve' || t.domain.kind !== 'complex' || t.relations.length !== 1 || t.relations[0].op !== '=' || t.unknowns.length !== 1) return null;
  const u = t.unknowns[0];
  const { lhs, rhs } = t.relations[0];
  let f: MathNode;
  try {
    f = ['Subtract', parseNode(lhs), parseNode(rhs)];
  } catch {
    return null;
  }
  const exps: MathNode[] = [];
  const g = withExpsReplaced(f, u, exps);
  if (exps.length === 0 || hasSymbol(g, u) || [...freeSymbols(g)].some((s) => s !== T)) return null;
  const exponent = simplify(exps[0]);
  if (exps.some((e) => toAscii(simplify(e)) !== toAscii(exponent))) return null;
  const inT = affine(g, T);
  const inU = affine(exponent, u);
  if (!inT || !inU || isZero(inT[0]) || isZero(inU[0]) || [...freeSymbols(exponent)].some((s) => s !== u)) return null;
  const w = simplify(['Divide', ['Negate', inT[1]], inT[0]]);
  return { u, lhs, rhs, exponent, a: inU[0], b: inU[1], w };
}

/** The solutions u_k (ASCII, with the integer k) back in the equation for several k: each one is a root. */
function checked(eq: ExpEquation, solution: string): boolean {
  for (const k of [-2, 0, 1, 3]) {
    const z = value(parseNode(solution.replace(/(?<![A-Za-z])k(?![A-Za-z])/g, `(${k})`)));
    if (!z) return false;
    const scope = { [eq.u]: z };
    const l = evaluateAscii(eq.lhs, scope);
    const r = evaluateAscii(eq.rhs, scope);
    if (!l || !r || !near(l, r)) return false;
  }
  return true;
}

export function expEquationOutcome(eq: ExpEquation): Outcome | null {
  const { u } = eq;
  const zeta = toLatex(eq.exponent);
  const wLatex = toLatex(eq.w);
  const steps: StepDraft[] = [
    {
      title: text('Isolate the exponential', "Isoler l'exponentielle"),
      explanation: text('The equation is affine in e^ζ: solve it for e^ζ.', "L'équation est affine en e^ζ : on en tire e^ζ."),
      formula: `e^{${zeta}} = ${wLatex}`,
    },
  ];
  if (isZero(eq.w)) {
    steps.push({
      title: text('No solution', 'Pas de solution'),
      explanation: text('|e^ζ| = e^{Re ζ} > 0: an exponential is never 0, in ℂ as in ℝ.', '|e^ζ| = e^{Re ζ} > 0 : une exponentielle ne s’annule jamais, dans ℂ comme dans ℝ.'),
    });
    return {
      method: 'complex.exp-equation',
      category: 'complex',
      steps,
      answer: { kind: 'solutions', value: '[]', latex: '\\varnothing', words: text('There is no solution.', "Il n'y a pas de solution.") },
      finalAnswer: text('No solution: e^ζ is never 0.', "Pas de solution : e^ζ ne s'annule jamais."),
      verified: true,
      verification: text('e^ζ has modulus e^{Re ζ} > 0.', 'e^ζ a pour module e^{Re ζ} > 0.'),
    };
  }
  const { re, im } = parts(eq.w);
  const [wr, wi] = [value(re), value(im)];
  if (!wr || !wi || Math.abs(wr.im) > 1e-12 || Math.abs(wi.im) > 1e-12) return null;
  const lnR = logModulus(re, im);
  const arg = principalArgument(re, im, wr.re, wi.re);
  // ζ = X + iY with X = ln|W| and Y = arg W + 2kπ, then u = (ζ − b)/a
  const b = parts(eq.b);
  const a = parts(eq.a);
  const X = simplify(['Subtract', lnR, b.re]);
  const Y = simplify(['Subtract', ['Add', arg.node, ['Multiply', 2, 'k', 'Pi']], b.im]);
  const norm = simplify(['Add', ['Power', a.re, 2], ['Power', a.im, 2]]);
  const p1 = simplify(['Divide', a.re, norm]);
  const p2 = simplify(['Divide', ['Negate', a.im], norm]);
  const reU = simplify(['Subtract', ['Multiply', p1, X], ['Multiply', p2, Y]]);
  const imU = simplify(['Add', ['Multiply', p2, X], ['Multiply', p1, Y]]);
  const solution = familyAscii(reU, imU);
  if (!solution || /\d\.\d/.test(solution)) return null;
  const solutionLatex = algebraicLatex(reU, imU);
  steps.push(
    {
      title: text('Write the value in exponential form', 'Écrire la valeur sous forme exponentielle'),
      explanation: text(`|W| = e^{ln|W|} and arg W = ${toAscii(arg.node)}.`, `|W| = e^{ln|W|} et arg W = ${toAscii(arg.node)}.`),
      formula: `${wLatex} = e^{${toLatex(lnR)}}\\,e^{i${/^[-\d\\]/.test(arg.latex) && /[+-]/.test(arg.latex.slice(1)) ? `\\left(${arg.latex}\\right)` : arg.latex}}`,
    },
    {
      title: text('Compare moduli and arguments', 'Identifier modules et arguments'),
      explanation: text(
        'e^{x + iy} = e^x·e^{iy} has modulus e^x and argument y: e^ζ = W exactly when Re ζ = ln|W| and Im ζ = arg W + 2kπ, k ∈ ℤ (e^ζ repeats every 2πi).',
        'e^{x + iy} = e^x·e^{iy} a pour module e^x et pour argument y : e^ζ = W exactement quand Re ζ = ln|W| et Im ζ = arg W + 2kπ, k ∈ ℤ (e^ζ est 2iπ-périodique).',
      ),
      formula: `${zeta} = ${toLatex(lnR)} + i\\left(${arg.latex} + 2k\\pi\\right),\\quad k \\in \\mathbb{Z}`,
    },
    {
      title: text(`Solve for ${u}`, `En déduire ${u}`),
      explanation: text('The exponent is affine in the unknown: isolate it.', "L'exposant est affine en l'inconnue : on l'isole."),
      formula: `${u} = ${solutionLatex},\\quad k \\in \\mathbb{Z}`,
    },
  );
  const verified = checked(eq, solution);
  return {
    method: 'complex.exp-equation',
    category: 'complex',
    steps,
    answer: { kind: 'solutions', value: `[${solution}]`, latex: `${u} = ${solutionLatex},\\ k \\in \\mathbb{Z}`, words: asciiToWords(`${u} = ${solution}`) },
    finalAnswer: text(`${u} = ${solution} (k ∈ ℤ)`, `${u} = ${solution} (k ∈ ℤ)`),
    verified,
    verification: verified ? text('Checked with mathjs: the solution for several integers k satisfies the equation.', "Vérifié avec mathjs : la solution pour plusieurs entiers k vérifie l'équation.") : undefined,
  };
}

export const expEquationStrategy: Strategy = {
  name: 'complex-exp-equation',
  solve(problem: ProblemInput): Outcome | null {
    const eq = readExpEquation(problem.task);
    return eq ? expEquationOutcome(eq) : null;
  },
};
