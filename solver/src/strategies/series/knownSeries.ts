import { text } from '../../i18n';
import type { StepDraft } from '../../strategy';
import { freeSymbols, simplify, substitute, type MathNode } from '../../cas';
import { nodeToQ, Q } from '../../cas/rational';
import { toRatFunc } from '../../cas/poly';
import { toAscii } from '../../format/ascii';
import { toLatex } from '../../format/latex';
import type { SumProblem } from './sumRecognize';

/**
 * Infinite series with a classical value: a multiple of a reference series (Σ(−1)^{k+1}/k = ln 2,
 * Leibniz's Σ(−1)^k/(2k+1) = π/4, Σ 1/(2k+1)² = π²/8, Σ(−1)^{k+1}/k² = π²/12) up to a shift of
 * the index; Σ 1/(k² + 1) = (1 + π coth π)/2; the exponential series Σ x^k/k! = e^x; arithmetic-geometric series Σ P(k) r^k.
 */
export interface KnownSum {
  method: string;
  result: MathNode;
  steps: StepDraft[];
}

interface Reference {
  term: (k: MathNode) => MathNode;
  base: number;
  value: MathNode;
  latex: string;
  name: { en: string; fr: string };
}

const REFERENCES: Reference[] = [
  {
    term: (k) => ['Divide', ['Power', -1, ['Add', k, 1]], k],
    base: 1,
    value: ['Ln', 2],
    latex: '\\sum_{k=1}^{\\infty} \\frac{(-1)^{k+1}}{k} = \\ln 2',
    name: { en: 'the alternating harmonic series (the series of ln(1 + x) at x = 1)', fr: 'la série harmonique alternée (série de ln(1 + x) en x = 1)' },
  },
  {
    term: (k) => ['Divide', 1, ['Multiply', k, ['Power', 2, k]]],
    base: 1,
    value: ['Ln', 2],
    latex: '\\sum_{k=1}^{\\infty} \\frac{1}{k\\,2^{k}} = \\ln 2',
    name: { en: 'the series of −ln(1 − x) = Σ xᵏ/k at x = 1/2', fr: 'la série de −ln(1 − x) = Σ xᵏ/k en x = 1/2' },
  },
  {
    term: (k) => ['Divide', ['Power', -1, k], ['Add', ['Multiply', 2, k], 1]],
    base: 0,
    value: ['Divide', 'Pi', 4],
    latex: '\\sum_{k=0}^{\\infty} \\frac{(-1)^{k}}{2k+1} = \\frac{\\pi}{4}',
    name: { en: "Leibniz's series (the series of arctan x at x = 1)", fr: 'la série de Leibniz (série de arctan x en x = 1)' },
  },
  {
    term: (k) => ['Divide', 1, ['Power', ['Add', ['Multiply', 2, k], 1], 2]],
    base: 0,
    value: ['Divide', ['Power', 'Pi', 2], 8],
    latex: '\\sum_{k=0}^{\\infty} \\frac{1}{(2k+1)^2} = \\frac{\\pi^2}{8}',
    name: { en: 'the sum of the inverse odd squares (π²/6 minus the even terms, π²/24)', fr: 'la somme des inverses des carrés impairs (π²/6 moins les termes pairs, π²/24)' },
  },
  {
    term: (k) => ['Divide', ['Power', -1, ['Add', k, 1]], ['Power', k, 2]],
    base: 1,
    value: ['Divide', ['Power', 'Pi', 2], 12],
    latex: '\\sum_{k=1}^{\\infty} \\frac{(-1)^{k+1}}{k^2} = \\frac{\\pi^2}{12}',
    name: { en: 'the alternating series of inverse squares', fr: 'la série alternée des inverses des carrés' },
  },
  {
    term: (k) => ['Divide', 1, ['Add', ['Power', k, 2], 1]],
    base: 0,
    value: ['Divide', ['Add', 1, ['Multiply', 'Pi', ['Coth', 'Pi']]], 2],
    latex: '\\sum_{k=0}^{\\infty} \\frac{1}{k^2+1} = \\frac{1 + \\pi \\coth \\pi}{2}',
    name: {
      en: 'the series of 1/(k² + 1), summed with the partial fractions of π coth(πx) (Mittag-Leffler)',
      fr: 'la série de 1/(k² + 1), sommée grâce au développement de π coth(πx) en éléments simples (Mittag-Leffler)',
    },
  },
];

const at = (n: MathNode, k: string, v: number): Q | null => {
  try {
    return nodeToQ(simplify(substitute(n, k, v)));
  } catch {
    return null;
  }
};

/** f(k) = c·g(k + s) for a constant c and a small shift s, checked at several indices. */
function matchReference(sp: SumProblem, lo: number, ref: Reference): { c: Q; s: number } | null {
  const g = ref.term('k');
  for (let s = -2; s <= 2; s++) {
    if (lo + s < ref.base) continue;
    let c: Q | null = null;
    let ok = true;
    for (const j of [lo + 3, lo + 4, lo + 7, lo + 10]) {
      const f = at(sp.summand, sp.k, j);
      const r = at(g, 'k', j + s);
      if (!f || !r || r.isZero()) {
        ok = false;
        break;
      }
      const ratio = f.div(r);
      if (c && !c.eq(ratio)) {
        ok = false;
        break;
      }
      c = ratio;
    }
    if (ok && c) return { c, s };
  }
  return null;
}

function referenceSum(sp: SumProblem, lo: number): KnownSum | null {
  if (freeSymbols(sp.summand).size !== 1) return null;
  for (const ref of REFERENCES) {
    const m = matchReference(sp, lo, ref);
    if (!m) continue;
    // Σ_{k≥lo} c·g(k+s) = c·(value − Σ_{base ≤ j < lo+s} g(j))
    const start = lo + m.s;
    let head = Q.ZERO;
    for (let j = ref.base; j < start; j++) {
      const v = at(ref.term('k'), 'k', j);
      if (!v) return null;
      head = head.add(v);
    }
    const result = simplify(['Multiply', m.c.toNode(), ['Subtract', ref.value, head.toNode()]]);
    // The series itself, neither scaled nor shifted: recognising it is the whole work.
    const same = m.c.eq(Q.ONE) && m.s === 0 && start === ref.base;
    const steps: StepDraft[] = [
      {
        title: text('Recognise a known series', 'Reconnaître une série connue'),
        explanation: text(
          same ? `This is ${ref.name.en}.` : `Up to a constant factor${m.s !== 0 || start !== ref.base ? ' and a shift of the index' : ''}, this is ${ref.name.en}.`,
          same ? `C’est ${ref.name.fr}.` : `À un facteur constant près${m.s !== 0 || start !== ref.base ? ' et à un décalage d’indice près' : ''}, c’est ${ref.name.fr}.`,
        ),
        formula: ref.latex,
      },
      {
        title: text('Adjust the factor and the first terms', 'Ajuster le facteur et les premiers termes'),
        explanation: text(
          `Multiply by ${m.c.toString()}${head.isZero() ? '' : ` and remove the terms before the first index (${head.toString()})`}.`,
          `On multiplie par ${m.c.toString()}${head.isZero() ? '' : ` et on retire les termes avant le premier indice (${head.toString()})`}.`,
        ),
        formula: `\\sum_{${sp.k}=${lo}}^{\\infty} ${toLatex(sp.summand)} = ${toLatex(result)}`,
      },
    ];
    if (same) steps.pop();
    return { method: 'series.known', result, steps };
  }
  return null;
}

/** Σ c·x^k/k! (x free of k): the exponential series, minus the terms before the first index. */
function exponentialSum(sp: SumProblem, lo: number): KnownSum | null {
  const s = sp.summand;
  if (!Array.isArray(s) || s[0] !== 'Divide' || !Array.isArray(s[2]) || s[2][0] !== 'Factorial' || s[2][1] !== sp.k) return null;
  const num = s[1] as MathNode;
  const factors: MathNode[] = Array.isArray(num) && num[0] === 'Multiply' ? (num.slice(1) as MathNode[]) : [num];
  const bases: MathNode[] = [];
  const consts: MathNode[] = [];
  for (const f of factors) {
    if (Array.isArray(f) && f[0] === 'Power' && f[2] === sp.k && !freeSymbols(f[1] as MathNode).has(sp.k)) bases.push(f[1] as MathNode);
    else if (!freeSymbols(f).has(sp.k)) consts.push(f);
    else return null;
  }
  const x: MathNode = bases.length === 0 ? 1 : bases.length === 1 ? bases[0] : simplify(['Multiply', ...bases]);
  const c: MathNode = consts.length === 0 ? 1 : consts.length === 1 ? consts[0] : ['Multiply', ...consts];
  const head: MathNode[] = [];
  for (let j = 0; j < lo; j++) head.push(['Divide', ['Power', x, j], ['Factorial', j]]);
  const ex: MathNode = x === 1 ? 'ExponentialE' : ['Exp', x];
  const result = simplify(['Multiply', c, head.length ? ['Subtract', ex, ['Add', ...head]] : ex]);
  return {
    method: 'series.exp',
    result,
    steps: [
      {
        title: text('Recognise the exponential series', 'Reconnaître la série exponentielle'),
        explanation: text(
          `e^x = Σ x^k/k! for every x; here x = ${toAscii(x)}${lo > 0 ? `, and the terms before k = ${lo} are removed` : ''}.`,
          `e^x = Σ x^k/k! pour tout x ; ici x = ${toAscii(x)}${lo > 0 ? `, et on retire les termes avant k = ${lo}` : ''}.`,
        ),
        formula: `\\sum_{${sp.k}=${lo}}^{\\infty} ${toLatex(sp.summand)} = ${toLatex(result)}`,
      },
    ],
  };
}

/** Σ P(k)·r^k with P a polynomial of degree ≤ 2 and |r| < 1 (differentiate the geometric series). */
function arithmeticGeometric(sp: SumProblem, lo: number): KnownSum | null {
  const k = sp.k;
  const s = sp.summand;
  const top: MathNode[] = [];
  const bottom: MathNode[] = [];
  const spread = (n: MathNode, into: MathNode[]): void => {
    if (Array.isArray(n) && n[0] === 'Multiply') (n.slice(1) as MathNode[]).forEach((f) => spread(f, into));
    else into.push(n);
  };
  if (Array.isArray(s) && s[0] === 'Divide') {
    spread(s[1] as MathNode, top);
    spread(s[2] as MathNode, bottom);
  } else spread(s, top);
  const isExp = (f: MathNode): boolean => Array.isArray(f) && f[0] === 'Power' && !freeSymbols(f[1] as MathNode).has(k) && freeSymbols(f[2] as MathNode).has(k);
  const expTop = top.filter(isExp);
  const expBottom = bottom.filter(isExp);
  if (!expTop.length && !expBottom.length) return null;
  const polyTop = top.filter((f) => !isExp(f));
  const polyBottom = bottom.filter((f) => !isExp(f));
  const P: MathNode = ['Divide', ['Multiply', 1, ...polyTop], ['Multiply', 1, ...polyBottom]];
  const rf = toRatFunc(P, k);
  if (!rf || rf.den.deg !== 0 || rf.num.deg < 1 || rf.num.deg > 2) return null;
  const E: MathNode = ['Divide', ['Multiply', 1, ...expTop], ['Multiply', 1, ...expBottom]];
  const e0 = at(E, k, lo);
  const e1 = at(E, k, lo + 1);
  const e2 = at(E, k, lo + 2);
  if (!e0 || !e1 || !e2 || e0.isZero()) return null;
  const r = e1.div(e0);
  if (!e2.div(e1).eq(r) || r.abs().cmp(Q.ONE) >= 0) return null;
  // Q(j) = P(j + lo) = q0 + q1 j + q2 j² ; Σ r^j, Σ j r^j, Σ j² r^j in closed form.
  const Pq = (j: number): Q => {
    let acc = Q.ZERO;
    for (let d = rf.num.deg; d >= 0; d--) acc = acc.mul(Q.of(j)).add(rf.num.coef(d));
    return acc.div(rf.den.coef(0));
  };
  const p0 = Pq(lo);
  const p1 = Pq(lo + 1);
  const p2 = Pq(lo + 2);
  const q2 = p2.sub(p1.mul(Q.of(2))).add(p0).div(Q.of(2));
  const q1 = p1.sub(p0).sub(q2);
  const one = Q.ONE;
  const om = one.sub(r);
  const s0 = one.div(om);
  const s1 = r.div(om.mul(om));
  const s2 = r.mul(one.add(r)).div(om.mul(om).mul(om));
  const total = e0.mul(p0.mul(s0).add(q1.mul(s1)).add(q2.mul(s2)));
  return {
    method: 'series.arithmetic-geometric',
    result: total.toNode(),
    steps: [
      {
        title: text('Polynomial times geometric', 'Polynôme fois suite géométrique'),
        explanation: text(
          `The terms are a polynomial in ${k} times a geometric factor of ratio r = ${r.toString()}, with |r| < 1, so the series converges.`,
          `Les termes sont un polynôme en ${k} fois un facteur géométrique de raison r = ${r.toString()}, avec |r| < 1, donc la série converge.`,
        ),
        formula: `r = ${r.toLatex()}`,
      },
      {
        title: text('Differentiate the geometric series', 'Dériver la série géométrique'),
        explanation: text(
          'From Σ r^j = 1/(1 − r), differentiating and multiplying by r gives Σ j r^j = r/(1 − r)² and Σ j² r^j = r(1 + r)/(1 − r)³.',
          'De Σ r^j = 1/(1 − r), en dérivant et en multipliant par r : Σ j r^j = r/(1 − r)² et Σ j² r^j = r(1 + r)/(1 − r)³.',
        ),
        formula: '\\sum_{j\\ge 0} r^j = \\frac{1}{1-r},\\quad \\sum_{j\\ge 0} j r^j = \\frac{r}{(1-r)^2},\\quad \\sum_{j\\ge 0} j^2 r^j = \\frac{r(1+r)}{(1-r)^3}',
      },
      {
        title: text('Add the pieces', 'Additionner les morceaux'),
        explanation: text(`Write the index from ${lo} as j = ${k} − ${lo} and combine.`, `On écrit l'indice à partir de ${lo} sous la forme j = ${k} − ${lo} et on combine.`),
        formula: `\\sum_{${k}=${lo}}^{\\infty} ${toLatex(sp.summand)} = ${total.toLatex()}`,
      },
    ],
  };
}

export function knownSeries(sp: SumProblem, lo: number): KnownSum | null {
  return exponentialSum(sp, lo) ?? arithmeticGeometric(sp, lo) ?? referenceSum(sp, lo);
}
