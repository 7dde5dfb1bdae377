import { text, type Text } from '../../i18n';
import type { AnswerDraft } from '../../strategy';
import { Q } from '../../cas/rational';
import { formToAscii, formToLatex, varLatex, type LinearForm } from './linearForm';
import { cols, rowReduce, type Mat } from './matrix';
import type { LinearEquation } from './linearParse';

/** A linear system in standard form: rows of coefficients (unknowns in `vars` order) = rhs. */
export interface StandardSystem {
  vars: string[];
  a: Mat;
  b: Q[];
  equations: LinearEquation[];
}

export type SystemSolution =
  | { kind: 'unique'; values: Map<string, Q> }
  | { kind: 'none' }
  /** Leading unknowns in terms of the free ones (the free ones are any real numbers). */
  | { kind: 'infinite'; leading: Map<string, LinearForm>; free: string[] };

export function toStandard(equations: LinearEquation[], vars: string[]): StandardSystem {
  return {
    vars,
    equations,
    a: equations.map((e) => vars.map((v) => e.form.coeffs.get(v) ?? Q.ZERO)),
    b: equations.map((e) => e.form.constant.neg()),
  };
}

/** The solution set read from the reduced row echelon form of [A | b]. */
export function solveByRref(sys: StandardSystem): { solution: SystemSolution; rref: Mat; pivots: number[] } {
  const n = sys.vars.length;
  const aug = sys.a.map((r, i) => [...r, sys.b[i]]);
  const red = rowReduce(aug, { full: true, reduceCols: n });
  const rref = red.result;
  const pivots = red.pivotColumns;
  const inconsistent = rref.some((r) => r.slice(0, n).every((v) => v.isZero()) && !r[n].isZero());
  if (inconsistent) return { solution: { kind: 'none' }, rref, pivots };
  if (pivots.length === n) {
    const values = new Map<string, Q>();
    pivots.forEach((c, i) => values.set(sys.vars[c], rref[i][cols(rref) - 1]));
    return { solution: { kind: 'unique', values }, rref, pivots };
  }
  const free = sys.vars.filter((_, j) => !pivots.includes(j));
  const leading = new Map<string, LinearForm>();
  pivots.forEach((c, i) => {
    const coeffs = new Map<string, Q>();
    sys.vars.forEach((v, j) => {
      if (!pivots.includes(j) && !rref[i][j].isZero()) coeffs.set(v, rref[i][j].neg());
    });
    leading.set(sys.vars[c], { coeffs, constant: rref[i][n] });
  });
  return { solution: { kind: 'infinite', leading, free }, rref, pivots };
}

/** `2x + 3y = 8` from a row of coefficients and its right-hand side. */
export function equationLatex(row: Q[], vars: string[], rhs: Q): string {
  const coeffs = new Map<string, Q>();
  row.forEach((c, j) => coeffs.set(vars[j], c));
  return `${formToLatex({ coeffs, constant: Q.ZERO }, vars)} = ${rhs.toLatex()}`;
}

export function casesLatex(lines: string[]): string {
  return `\\begin{cases} ${lines.join(' \\\\ ')} \\end{cases}`;
}

export interface SolutionPresentation {
  answer: AnswerDraft;
  finalAnswer: Text;
}

export function presentSolution(sol: SystemSolution, vars: string[]): SolutionPresentation {
  if (sol.kind === 'none') {
    return {
      answer: {
        kind: 'solutions',
        value: '[]',
        latex: '\\varnothing',
        words: text('no solution', 'aucune solution'),
      },
      finalAnswer: text('No solution: the system is inconsistent.', 'Aucune solution : le système est incompatible.'),
    };
  }
  if (sol.kind === 'unique') {
    const entries = vars.map((v) => ({ v, q: sol.values.get(v) ?? Q.ZERO }));
    const ascii = entries.map((e) => `${e.v}: ${e.q.toString()}`).join(', ');
    const latex = entries.map((e) => `${varLatex(e.v)} = ${e.q.toLatex()}`).join(',\\ ');
    const plain = entries.map((e) => `${e.v} = ${e.q.toString()}`).join(', ');
    return {
      answer: {
        kind: 'solutions',
        value: `[{${ascii}}]`,
        latex,
        words: text(
          entries.map((e) => `${e.v} equals ${e.q.toString()}`).join(', '),
          entries.map((e) => `${e.v} égale ${e.q.toString()}`).join(', '),
        ),
      },
      finalAnswer: text(plain, plain),
    };
  }
  const lead = [...sol.leading.entries()];
  const ascii = lead.map(([v, f]) => `${v}: ${formToAscii(f, vars)}`).join(', ');
  const latex = lead.map(([v, f]) => `${varLatex(v)} = ${formToLatex(f, vars)}`).join(',\\ ');
  const plain = lead.map(([v, f]) => `${v} = ${formToAscii(f, vars)}`).join(', ');
  const freeList = sol.free.join(', ');
  const many = sol.free.length > 1;
  return {
    answer: {
      kind: 'solutions',
      value: `[{${ascii}}]`,
      latex: `${latex},\\quad ${sol.free.map(varLatex).join(', ')} \\in \\mathbb{R}`,
      words: text(
        `infinitely many solutions: ${plain.replace(/=/g, 'equals')}, ${freeList} any real ${many ? 'numbers' : 'number'}`,
        `une infinité de solutions : ${plain.replace(/=/g, 'égale')}, ${freeList} ${many ? 'réels quelconques' : 'réel quelconque'}`,
      ),
    },
    finalAnswer: text(
      `Infinitely many solutions: ${plain}, with ${freeList} any real ${many ? 'numbers' : 'number'}.`,
      `Une infinité de solutions : ${plain}, avec ${freeList} ${many ? 'réels quelconques' : 'réel quelconque'}.`,
    ),
  };
}
