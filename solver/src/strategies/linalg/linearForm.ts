import { Q } from '../../cas/rational';

/** c₁·x₁ + … + cₙ·xₙ + k with exact rational coefficients. */
export interface LinearForm {
  coeffs: Map<string, Q>;
  constant: Q;
}

export const constantForm = (k: Q): LinearForm => ({ coeffs: new Map(), constant: k });

export const variableForm = (name: string): LinearForm => ({
  coeffs: new Map([[name, Q.ONE]]),
  constant: Q.ZERO,
});

export function isConstant(f: LinearForm): boolean {
  for (const c of f.coeffs.values()) if (!c.isZero()) return false;
  return true;
}

export function addForms(a: LinearForm, b: LinearForm, sign = 1): LinearForm {
  const coeffs = new Map(a.coeffs);
  for (const [v, c] of b.coeffs) {
    const prev = coeffs.get(v) ?? Q.ZERO;
    coeffs.set(v, sign < 0 ? prev.sub(c) : prev.add(c));
  }
  return { coeffs, constant: sign < 0 ? a.constant.sub(b.constant) : a.constant.add(b.constant) };
}

export function scaleForm(f: LinearForm, k: Q): LinearForm {
  const coeffs = new Map<string, Q>();
  for (const [v, c] of f.coeffs) coeffs.set(v, c.mul(k));
  return { coeffs, constant: f.constant.mul(k) };
}

/** Replaces `name` by the form `by` (substitution). */
export function substituteForm(f: LinearForm, name: string, by: LinearForm): LinearForm {
  const c = f.coeffs.get(name);
  if (!c || c.isZero()) return f;
  const rest: LinearForm = { coeffs: new Map(f.coeffs), constant: f.constant };
  rest.coeffs.delete(name);
  return addForms(rest, scaleForm(by, c));
}

export function coeff(f: LinearForm, name: string): Q {
  return f.coeffs.get(name) ?? Q.ZERO;
}

interface Term {
  c: Q;
  v: string | null;
}

function terms(f: LinearForm, order: string[]): Term[] {
  const out: Term[] = [];
  for (const v of order) {
    const c = coeff(f, v);
    if (!c.isZero()) out.push({ c, v });
  }
  if (f.constant.isZero()) return out;
  // "3 - y" reads better than "-y + 3": a positive constant goes first when the unknowns lead with a minus
  if (out.length > 0 && out[0].c.isNegative() && !f.constant.isNegative()) return [{ c: f.constant, v: null }, ...out];
  out.push({ c: f.constant, v: null });
  return out;
}

/** ASCII: `3 - y`, `2*x + 1/3*y`, `0`. */
export function formToAscii(f: LinearForm, order: string[]): string {
  const ts = terms(f, order);
  if (ts.length === 0) return '0';
  return ts
    .map((t, i) => {
      const neg = t.c.isNegative();
      const a = t.c.abs();
      const body = t.v === null ? a.toString() : a.isOne() ? t.v : `${a.toString()}*${t.v}`;
      if (i === 0) return neg ? `-${body}` : body;
      return neg ? ` - ${body}` : ` + ${body}`;
    })
    .join('');
}

/** LaTeX: `3 - y`, `2x + \frac{1}{3}y`. */
export function formToLatex(f: LinearForm, order: string[]): string {
  const ts = terms(f, order);
  if (ts.length === 0) return '0';
  return ts
    .map((t, i) => {
      const neg = t.c.isNegative();
      const a = t.c.abs();
      const body = t.v === null ? a.toLatex() : a.isOne() ? varLatex(t.v) : `${a.toLatex()}${varLatex(t.v)}`;
      if (i === 0) return neg ? `-${body}` : body;
      return neg ? ` - ${body}` : ` + ${body}`;
    })
    .join('');
}

/** x1 → x_{1}, x_2 → x_{2}. */
export function varLatex(v: string): string {
  const m = /^([A-Za-z])_?(\d+)$/.exec(v);
  return m ? `${m[1]}_{${m[2]}}` : v;
}

/** Orders unknowns the way a textbook does: x before y before z, x2 before x10. */
export function sortVariables(vars: Iterable<string>): string[] {
  const set = new Set(vars);
  // x, y, z, t (French) and x, y, z, w (English): a fourth unknown comes after z, so the free unknowns are the last ones
  const xyz = ['x', 'y', 'z'].some((v) => set.has(v));
  const key = (v: string): string => (xyz && /^[tuvw](?:_?\d*)$/.test(v) ? `z${v}` : v);
  return [...set].sort((a0, b0) => {
    const [a, b] = [key(a0), key(b0)];
    const ma = /^([A-Za-z]+)_?(\d*)$/.exec(a);
    const mb = /^([A-Za-z]+)_?(\d*)$/.exec(b);
    if (ma && mb && ma[1] === mb[1]) return Number(ma[2] || 0) - Number(mb[2] || 0);
    return a < b ? -1 : a > b ? 1 : 0;
  });
}
