import { text } from '../../i18n';
import type { Outcome, ProblemInput, StepDraft, Strategy } from '../../strategy';
import type { Task } from '../../task/task';
import { expand, freeSymbols, hasSymbol, simplify, type MathNode } from '../../cas';
import { parseNode } from '../../parse/math';
import { toAscii } from '../../format/ascii';
import { toLatex } from '../../format/latex';
import { asciiToWords } from '../../format/words';
import { evaluateAscii } from '../../verify/numeric';
import { verifyNthRoots } from '../../verify/complex';
import { algebraicAscii, algebraicLatex, angleOf, parts } from './surdComplex';
import { sqrtOutcome } from './complexStrategy';
import { C } from './gaussian';
import { Q } from '../../cas/rational';
import { withNamedNumbers } from './namedNumbers';
import { complexNotation } from './notation';
import { FORM_ALLOWED } from '../../parse/complexAnswerForm';

/**
 * The n-th roots of a complex number — "cube roots of 8i", "racines quatrièmes de −16",
 * "z^3 = 8i": w = r·e^{iθ} has the n roots r^{1/n}·e^{i(θ + 2kπ)/n}, k = 0 … n − 1, written in
 * the form a + bi when the angles are known ones, else left in exponential form.
 */
const ORDINAL: Record<string, number> = {
  square: 2, cube: 3, cubic: 3, fourth: 4, fifth: 5, sixth: 6, eighth: 8,
  carrées: 2, carrees: 2, cubiques: 3, troisièmes: 3, troisiemes: 3, quatrièmes: 4, quatriemes: 4, cinquièmes: 5, cinquiemes: 5, sixièmes: 6, sixiemes: 6, huitièmes: 8, huitiemes: 8,
};

/** The form the roots are asked in, at the end: "in exponential form", « sous forme algébrique ». */
const FORM = /\s*[,;]?\s*(?:(?:in|as|under|into|sous|en)\s+(?:the\s+|la\s+)?)?(?:(exponential|polar|exponentielle)|algebraic|alg[ée]brique|cartesian|cart[ée]sienne)\s+form|\s*[,;]?\s*(?:(?:in|as|under|into|sous|en)\s+(?:the\s+|la\s+)?)?forme\s+(?:(exponentielle)|alg[ée]brique|cart[ée]sienne)\s*(?=[.?!]?\s*$)/i;

/** The roots asked, and whether in exponential form. */
function recognizeWithForm(raw: string): { n: number; w: string; exponential: boolean } | null {
  const form = FORM.exec(raw);
  const r = recognize(form ? `${raw.slice(0, form.index)}${raw.slice(form.index + form[0].length)}`.trim() : raw);
  return r && { ...r, exponential: !!(form?.[1] ?? form?.[2]) };
}

/** "the 7th roots of unity", « racines cubiques de 8i » up to the end: n and the number. */
export function rootsNamed(t: string): { n: number; w: string } | null {
  const en = /\b(square|cube|cubic|fourth|fifth|sixth|eighth|(\d+)(?:st|nd|rd|th))\s+roots?\s+of\s+(?:unity\b|(.+?))\s*[.?!]?$/i.exec(t);
  if (en) return { n: en[2] ? Number(en[2]) : ORDINAL[en[1].toLowerCase()], w: en[3] ?? '1' };
  const fr = /racines?\s+(carr[ée]es|cubiques|troisi[èe]mes|quatri[èe]mes|cinqui[èe]mes|sixi[èe]mes|huiti[èe]mes|(\d+)-?i[èe]mes?)\s+(?:de\s+l'unit[ée]|(?:de|du)\s+(.+?))\s*[.?!]?$/i.exec(t);
  if (fr) return { n: fr[2] ? Number(fr[2]) : ORDINAL[fr[1].toLowerCase()], w: fr[3] ?? '1' };
  return null;
}

/** "the sum of the cube roots of 8", « le produit des racines cinquièmes de l'unité »: a number made of the roots, not the roots. */
const OF_THE_ROOTS = /\b(?:sum|product|somme|produit)\s+(?:of|de|des)\b/i;

function recognize(t: string): { n: number; w: string } | null {
  const named = rootsNamed(t);
  if (named) return OF_THE_ROOTS.test(t) ? null : named;
  const eq = /^(?:solve\s+|r[ée]soudre\s+|find\s+z\s*(?:such\s+that|:)\s*)?(?:dans\s+C\s*[:,]?\s*|in\s+C\s*[:,]?\s*)?z\s*\^\s*\{?(\d+)\}?\s*=\s*(.+?)(?:\s+(?:in|over|dans|sur)\s+(?:C|ℂ))?\s*[.?!]?$/i.exec(t);
  if (eq) return { n: Number(eq[1]), w: eq[2] };
  return null;
}

/** The n-th roots of a number asked by name ("the 5th roots of unity", « racines cubiques de 8i »): n and the number, with its names put in place. */
export function rootsAsked(raw: string): { n: number; w: string } | null {
  const written = complexNotation(raw.replace(FORM_ALLOWED, ' '));
  const t = (withNamedNumbers(written) ?? written).trim();
  const form = FORM.exec(t);
  const bare = form ? `${t.slice(0, form.index)}${t.slice(form.index + form[0].length)}`.trim() : t;
  return /roots?|racines?/i.test(bare) ? recognize(bare) : null;
}

/** zⁿ = w read as a task in ℂ ("all the values of w^(1/n)"), when the words are not the method's own. */
function powerEquation(t: Task | undefined): { n: number; w: string; exponential: boolean } | null {
  if (t?.kind !== 'solve' || t.domain.kind !== 'complex' || t.relations.length !== 1 || t.relations[0].op !== '=') return null;
  const m = /^\s*z\s*\^\s*(\d+)\s*$/.exec(t.relations[0].lhs);
  return m ? { n: Number(m[1]), w: t.relations[0].rhs, exponential: false } : null;
}

export const nthRootsStrategy: Strategy = {
  name: 'complex-nth-roots',
  solve(problem: ProblemInput): Outcome | null {
    // "z = 5(cos 225° + j sin 225°). Find the cube roots of z": the number in place of its name
    const written = complexNotation(problem.text.replace(FORM_ALLOWED, ' '));
    const r0 = recognizeWithForm((withNamedNumbers(written) ?? written).trim()) ?? powerEquation(problem.task);
    if (!r0 || !Number.isInteger(r0.n) || r0.n < 2 || r0.n > 12) return null;
    let w: MathNode;
    try {
      w = parseNode(r0.w);
    } catch {
      return null;
    }
    if (freeSymbols(w).size > 0) return null;
    const isEquation = !/roots?|racines?/i.test(problem.text);
    // A real right-hand side in an equation is the algebra strategies' (they give the real roots or
    // all of ℂ); z² = w is solved in algebraic form with the other polynomial equations in ℂ.
    if (isEquation && (!hasSymbol(w, 'ImaginaryUnit') || r0.n === 2)) return null;
    return nthRootsOutcome(r0.n, w, 'z', r0.exponential);
  },
};

/** (p/q)·π as LaTeX, reduced, with a factor (i, k) written in the numerator: \\frac{2k\\pi}{5}, \\frac{i\\pi}{6}, -\\frac{i\\pi}{2}. */
function piFraction(p: number, q: number, before: string, after = ''): string {
  const g = gcdInt(Math.abs(p), q);
  const [a, b] = [p / g, q / g];
  const top = `${Math.abs(a) === 1 ? '' : Math.abs(a)}${after}${before}\\pi`;
  return `${a < 0 ? '-' : ''}${b === 1 ? top : `\\frac{${top}}{${b}}`}`;
}
const gcdInt = (a: number, b: number): number => (b === 0 ? a : gcdInt(b, a % b));

/**
 * x^n = w: the n roots from the exponential form of w, written as a + bi when their angles are
 * known ones. Null when w is 0 or its argument is no multiple of π/12.
 */
export function nthRootsOutcome(n: number, w: MathNode, x: string, exponential = false): Outcome | null {
  const { re, im } = parts(simplify(expand(w)));
  const a = evaluateAscii(toAscii(re));
  const b = evaluateAscii(toAscii(im));
  if (!a || !b || (a.re === 0 && b.re === 0)) return null;
  const theta = angleOf(a.re, b.re);
  if (!theta) {
    // z² = 3 + 4i: the argument is no unit-circle angle, but x + iy with (x + iy)² = w is exact
    const qa = Q.parse(toAscii(re));
    const qb = Q.parse(toAscii(im));
    return n === 2 && qa && qb ? sqrtOutcome(new C(qa, qb), []) : null;
  }
  const r = simplify(['Sqrt', simplify(expand(['Add', ['Power', re, 2], ['Power', im, 2]]))]);
  const rho = simplify(['Power', r, ['Rational', 1, n]]);
  const thetaPi = Math.atan2(b.re, a.re) / Math.PI;
  const roots: string[] = [];
  const latex: string[] = [];
  for (let k = 0; k < n; k++) {
    // (θ + 2kπ)/n as a fraction of π: θ/π has a denominator ≤ 12, so this one is ≤ 12n.
    const f = (thetaPi + 2 * k) / n;
    const den = 12 * n;
    const num = Math.round(f * den);
    const angle: MathNode = simplify(['Multiply', ['Rational', num, den], 'Pi']);
    const c = simplify(['Cos', angle]);
    const s = simplify(['Sin', angle]);
    const exact = !exponential && !hasSymbol(c, 'Pi') && !hasSymbol(s, 'Pi') && !/\d\.\d/.test(toAscii(c) + toAscii(s));
    if (exact) {
      const reK = simplify(expand(['Multiply', rho, c]));
      const imK = simplify(expand(['Multiply', rho, s]));
      roots.push(algebraicAscii(reK, imK));
      latex.push(algebraicLatex(reK, imK));
    } else {
      roots.push(`${toAscii(rho) === '1' ? '' : `${toAscii(rho)}*`}exp(i*${toAscii(angle)})`);
      latex.push(`${toAscii(rho) === '1' ? '' : toLatex(rho)}e^{${piFraction(num, den, 'i')}}`);
    }
  }
  const modulus = toAscii(r) === '1' ? '' : `${toLatex(r)}\\,`;
  const thetaT = Math.round(thetaPi * 12 * n);
  const steps: StepDraft[] = [
    {
      title: text('Write the number in exponential form', 'Écrire le nombre sous forme exponentielle'),
      explanation: text(`Modulus ${toAscii(r)}, argument θ = ${theta.ascii}.`, `Module ${toAscii(r)}, argument θ = ${theta.ascii}.`),
      formula: `${toLatex(simplify(expand(w)))} = ${modulus}e^{${theta.latex === '0' ? '0' : piFraction(thetaT / n, 12, 'i')}}`,
    },
    {
      title: text(`Take the ${n} roots`, `Prendre les ${n} racines`),
      explanation: text(
        `${x}^${n} = w exactly when |${x}|^${n} = ${toAscii(r)}, so |${x}| = ${toAscii(rho)}, and ${n} arg ${x} = θ + 2kπ, so arg ${x} = (θ + 2kπ)/${n}, k = 0, …, ${n - 1}: the roots are evenly spread on a circle.`,
        `${x}^${n} = w exactement quand |${x}|^${n} = ${toAscii(r)}, donc |${x}| = ${toAscii(rho)}, et ${n} arg ${x} = θ + 2kπ, donc arg ${x} = (θ + 2kπ)/${n}, k = 0, …, ${n - 1} : les racines sont régulièrement réparties sur un cercle.`,
      ),
      formula: `${x}_k = ${toAscii(rho) === '1' ? '' : `${toLatex(rho)}\\,`}e^{${theta.latex === '0' ? piFraction(2, n, 'ik') : `i\\left(${piFraction(thetaT / n, 12 * n, '')} + ${piFraction(2, n, '', 'k')}\\right)`}},\\quad k = 0, \\ldots, ${n - 1}`,
    },
    {
      title: text('Write each root', 'Écrire chaque racine'),
      explanation: text('Use the exact values of cos and sin of each angle where they are known; other roots stay in exponential form.',
        'On utilise les valeurs exactes de cos et sin de chaque angle quand elles sont connues ; les autres racines restent sous forme exponentielle.'),
      formula: latex.map((l, k) => `${x}_{${k}} = ${l}`).join(',\\quad '),
    },
  ];
  const value = `[${roots.join(', ')}]`;
  const verified = verifyNthRoots(roots, n, toAscii(w));
  return {
    method: 'complex.nth-roots',
    category: 'complex',
    steps,
    answer: { kind: 'solutions', value, latex: latex.join(',\\ '), words: asciiToWords(roots.join(', ')) },
    finalAnswer: text(roots.map((v) => `${x} = ${v}`).join(' or '), roots.map((v) => `${x} = ${v}`).join(' ou ')),
    verified,
    verification: verified ? text(`Checked with mathjs: each root to the power ${n} gives w, and the ${n} roots are distinct.`, `Vérifié avec mathjs : chaque racine à la puissance ${n} redonne w, et les ${n} racines sont distinctes.`) : undefined,
  };
}
