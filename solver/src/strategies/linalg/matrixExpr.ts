import { text } from '../../i18n';
import type { StepDraft } from '../../strategy';
import { Q } from '../../cas/rational';
import { add, cols, identity, inverse, isSquare, mul, rows, scale, toLatex, transpose, type Mat } from './matrix';

/**
 * Arithmetic on matrices and numbers: `⟦0⟧ ⟦1⟧`, `2⟦0⟧ - ⟦1⟧`, `⟦0⟧^3`, `⟦0⟧^T`, `A - 2I`. Each
 * operation adds a step saying how it is computed (rows by columns, entry by entry, …).
 */
export type Val = { kind: 'mat'; m: Mat } | { kind: 'num'; q: Q };

export class NotMatrixExpr extends Error {}

type Tok = { t: 'mat'; k: number } | { t: 'num'; q: Q } | { t: 'id' } | { t: 'T' } | { t: 'op'; v: string };

function tokenize(s: string): Tok[] {
  const out: Tok[] = [];
  let i = 0;
  while (i < s.length) {
    const rest = s.slice(i);
    let m: RegExpExecArray | null;
    if (/^\s/.test(rest)) i++;
    else if ((m = /^⟦(\d+)⟧/.exec(rest))) {
      out.push({ t: 'mat', k: Number(m[1]) });
      i += m[0].length;
    } else if ((m = /^(\d+(?:\.\d+)?)/.exec(rest))) {
      out.push({ t: 'num', q: Q.parse(m[1]) ?? Q.ZERO });
      i += m[0].length;
    } else if ((m = /^\^\s*\{?\s*(?:T|t|\\top|\\intercal)\s*\}?(?![A-Za-z])/.exec(rest)) || (m = /^'/.exec(rest))) {
      out.push({ t: 'T' });
      i += m[0].length;
    } else if ((m = /^I(?![A-Za-z])/.exec(rest))) {
      out.push({ t: 'id' });
      i += 1;
    } else if ('+-*/^(){}'.includes(rest[0])) {
      out.push({ t: 'op', v: rest[0] === '{' ? '(' : rest[0] === '}' ? ')' : rest[0] });
      i++;
    } else if (/^\\cdot|^\\times/.test(rest)) {
      out.push({ t: 'op', v: '*' });
      i += 5 + (rest.startsWith('\\times') ? 1 : 0);
    } else throw new NotMatrixExpr(rest[0]);
  }
  return out;
}

export interface ExprResult {
  value: Val;
  steps: StepDraft[];
  /** How many matrix operations were done (0: the input was a bare matrix). */
  operations: number;
}

export function evaluateMatrixExpr(s: string, mats: Mat[], checkTime?: () => void): ExprResult {
  const toks = tokenize(s);
  let i = 0;
  const steps: StepDraft[] = [];
  let operations = 0;
  const peekOp = (v: string) => toks[i]?.t === 'op' && (toks[i] as { v: string }).v === v;
  let sizeHint = 0;

  const binary = (a: Val, b: Val, op: '+' | '-' | '*'): Val => {
    checkTime?.();
    operations++;
    if (op === '*') {
      if (a.kind === 'num' && b.kind === 'num') return { kind: 'num', q: a.q.mul(b.q) };
      if (a.kind === 'num' || b.kind === 'num') {
        const [k, m] = a.kind === 'num' ? [a.q, (b as { m: Mat }).m] : [(b as { q: Q }).q, (a as { m: Mat }).m];
        const r = scale(m, k);
        steps.push({
          title: text(`Multiply each entry by ${k.toString()}`, `Multiplier chaque coefficient par ${k.toString()}`),
          explanation: text('A number times a matrix multiplies every entry.', 'Un nombre fois une matrice multiplie chaque coefficient.'),
          formula: `${k.toLatex()}${toLatex(m)} = ${toLatex(r)}`,
        });
        return { kind: 'mat', m: r };
      }
      if (cols(a.m) !== rows(b.m)) {
        throw new NotMatrixExpr(`sizes ${rows(a.m)}×${cols(a.m)} and ${rows(b.m)}×${cols(b.m)}`);
      }
      const r = mul(a.m, b.m);
      steps.push(productStep(a.m, b.m, r));
      return { kind: 'mat', m: r };
    }
    const sign = op === '+' ? 1 : -1;
    if (a.kind === 'num' && b.kind === 'num') return { kind: 'num', q: sign > 0 ? a.q.add(b.q) : a.q.sub(b.q) };
    if (a.kind !== 'mat' || b.kind !== 'mat') throw new NotMatrixExpr('number plus matrix');
    if (rows(a.m) !== rows(b.m) || cols(a.m) !== cols(b.m)) throw new NotMatrixExpr('sizes differ');
    const r = add(a.m, b.m, sign);
    steps.push({
      title: sign > 0 ? text('Add entry by entry', 'Additionner coefficient par coefficient') : text('Subtract entry by entry', 'Soustraire coefficient par coefficient'),
      explanation: text(
        'Matrices of the same size are added (or subtracted) entry by entry.',
        'Des matrices de même taille s’additionnent (ou se soustraient) coefficient par coefficient.',
      ),
      formula: `${toLatex(a.m)} ${sign > 0 ? '+' : '-'} ${toLatex(b.m)} = ${toLatex(r)}`,
    });
    return { kind: 'mat', m: r };
  };

  const expr = (): Val => {
    let v = term();
    while (peekOp('+') || peekOp('-')) {
      const op = (toks[i++] as { v: string }).v as '+' | '-';
      v = binary(v, term(), op);
    }
    return v;
  };
  const term = (): Val => {
    let v = unary();
    for (;;) {
      if (peekOp('*')) {
        i++;
        v = binary(v, unary(), '*');
      } else if (peekOp('/')) {
        i++;
        const d = unary();
        if (d.kind !== 'num' || d.q.isZero()) throw new NotMatrixExpr('division by a matrix');
        v = binary(v, { kind: 'num', q: d.q.inv() }, '*');
      } else if (toks[i] && (toks[i].t === 'mat' || toks[i].t === 'id' || peekOp('(') || toks[i].t === 'num')) {
        v = binary(v, power(), '*');
      } else break;
    }
    return v;
  };
  const unary = (): Val => {
    if (peekOp('-')) {
      i++;
      const v = unary();
      return v.kind === 'num' ? { kind: 'num', q: v.q.neg() } : { kind: 'mat', m: scale(v.m, Q.MINUS_ONE) };
    }
    if (peekOp('+')) {
      i++;
      return unary();
    }
    return power();
  };
  const power = (): Val => {
    let v = atom();
    for (;;) {
      if (toks[i]?.t === 'T') {
        i++;
        if (v.kind !== 'mat') throw new NotMatrixExpr('transpose of a number');
        const r = transpose(v.m);
        operations++;
        steps.push({
          title: text('Transpose', 'Transposer'),
          explanation: text('Rows become columns: entry (i, j) moves to (j, i).', 'Les lignes deviennent les colonnes : le coefficient (i, j) va en (j, i).'),
          formula: `${toLatex(v.m)}^{T} = ${toLatex(r)}`,
        });
        v = { kind: 'mat', m: r };
        continue;
      }
      if (peekOp('^')) {
        i++;
        let neg = false;
        let paren = false;
        if (peekOp('(')) {
          paren = true;
          i++;
        }
        if (peekOp('-')) {
          neg = true;
          i++;
        }
        const e = toks[i++];
        if (!e || e.t !== 'num' || !e.q.isInteger()) throw new NotMatrixExpr('power');
        if (paren) {
          if (!peekOp(')')) throw new NotMatrixExpr('power');
          i++;
        }
        const k = Number(e.q.n);
        if (v.kind === 'num') {
          v = { kind: 'num', q: v.q.pow(neg ? -k : k) };
          continue;
        }
        if (!isSquare(v.m) || k > 64) throw new NotMatrixExpr('power of a non-square matrix');
        let base = v.m;
        if (neg) {
          const inv = inverse(base).inverse;
          if (!inv) throw new NotMatrixExpr('singular');
          operations++;
          base = inv;
        }
        v = { kind: 'mat', m: powerSteps(base, k, steps, checkTime) };
        operations++;
        continue;
      }
      return v;
    }
  };
  const atom = (): Val => {
    const t = toks[i++];
    if (!t) throw new NotMatrixExpr('end');
    if (t.t === 'mat') {
      const m = mats[t.k];
      if (!m) throw new NotMatrixExpr('no such matrix');
      sizeHint = rows(m);
      return { kind: 'mat', m };
    }
    if (t.t === 'num') return { kind: 'num', q: t.q };
    if (t.t === 'id') {
      if (!sizeHint) throw new NotMatrixExpr('identity of unknown size');
      return { kind: 'mat', m: identity(sizeHint) };
    }
    if (t.t === 'op' && t.v === '(') {
      const v = expr();
      if (!peekOp(')')) throw new NotMatrixExpr('parenthesis');
      i++;
      return v;
    }
    throw new NotMatrixExpr('unexpected');
  };
  const value = expr();
  if (i < toks.length) throw new NotMatrixExpr('trailing');
  return { value, steps, operations };
}

function productStep(a: Mat, b: Mat, r: Mat): StepDraft {
  const small = rows(a) * cols(b) <= 9 && cols(a) <= 4;
  const detail = small
    ? `\\begin{pmatrix}${a
        .map((row) =>
          b[0]
            .map((_, j) => row.map((v, k) => `${paren(v)} \\times ${paren(b[k][j])}`).join(' + '))
            .join(' & '),
        )
        .join(' \\\\ ')}\\end{pmatrix} = `
    : '';
  return {
    title: text('Multiply rows by columns', 'Multiplier lignes par colonnes'),
    explanation: text(
      `Entry (i, j) of the product is row i of the first matrix times column j of the second (a ${rows(a)}×${cols(a)} times a ${rows(b)}×${cols(b)} gives a ${rows(r)}×${cols(r)}).`,
      `Le coefficient (i, j) du produit est la ligne i de la première matrice fois la colonne j de la seconde (une ${rows(a)}×${cols(a)} fois une ${rows(b)}×${cols(b)} donne une ${rows(r)}×${cols(r)}).`,
    ),
    formula: `${toLatex(a)}${toLatex(b)} = ${detail}${toLatex(r)}`,
  };
}

const paren = (q: Q): string => (q.isNegative() ? `\\left(${q.toLatex()}\\right)` : q.toLatex());

function powerSteps(a: Mat, k: number, steps: StepDraft[], checkTime?: () => void): Mat {
  if (k === 0) return identity(rows(a));
  let cur = a;
  const shown: string[] = [];
  for (let e = 2; e <= k; e++) {
    checkTime?.();
    cur = mul(cur, a);
    if (e <= 4 || e === k) shown.push(`A^{${e}} = ${e === 2 ? 'A' : `A^{${e - 1}}`}A = ${toLatex(cur)}`);
  }
  if (k >= 2) {
    steps.push({
      title: text(`Compute A^${k} by repeated multiplication`, `Calculer A^${k} par multiplications successives`),
      explanation: text(
        `A^${k} is A multiplied by itself ${k} times; each power is the previous one times A.`,
        `A^${k} est A multipliée ${k} fois par elle-même ; chaque puissance est la précédente fois A.`,
      ),
      formula: shown.join(',\\quad '),
    });
  }
  return cur;
}

/**
 * The same expression written for mathjs (explicit products, `'` for transpose, `identity(n)`),
 * so the result can be recomputed by an independent library.
 */
export function matrixExprToMathjs(s: string, mats: Mat[]): string {
  const toks = tokenize(s);
  const n = mats.length ? rows(mats[0]) : 0;
  const out: string[] = [];
  const startsOperand = (t: Tok) => t.t === 'mat' || t.t === 'num' || t.t === 'id' || (t.t === 'op' && t.v === '(');
  const endsOperand = (t: Tok) => t.t === 'mat' || t.t === 'num' || t.t === 'id' || t.t === 'T' || (t.t === 'op' && t.v === ')');
  toks.forEach((t, k) => {
    const prev = toks[k - 1];
    const afterPower = prev && prev.t === 'op' && prev.v === '^';
    if (prev && endsOperand(prev) && startsOperand(t) && !afterPower) out.push('*');
    if (t.t === 'mat') out.push(`[${mats[t.k].map((r) => `[${r.map((v) => `(${v.toString()})`).join(',')}]`).join(',')}]`);
    else if (t.t === 'num') out.push(t.q.toString());
    else if (t.t === 'id') out.push(`identity(${n})`);
    else if (t.t === 'T') out.push("'");
    else out.push(t.v);
  });
  return out.join(' ');
}
