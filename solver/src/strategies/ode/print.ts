import type { Ex } from '../derivative/expr';
import { isNum, neg } from '../derivative/expr';
import { simplify } from '../derivative/simplify';
import { toLatex as L } from '../derivative/print';

/**
 * a₂y'' + a₁y' + a₀y as it is written: a coefficient 1 is not shown, a negative one is a minus sign
 * (y'' − 3y' + 2y), a sum in brackets ((x + 1)y').
 */
export function linearLatex(a: Ex[], unknown = 'y'): string {
  const terms: Array<{ neg: boolean; body: string }> = [];
  for (let k = a.length - 1; k >= 0; k--) {
    const c = a[k];
    const name = `${unknown}${"'".repeat(k)}`;
    if (isNum(c) && c.p === 0) continue;
    const negative = L(c).startsWith('-');
    const abs = negative ? simplify(neg(c)) : c;
    const t = L(abs);
    const body = isNum(abs) && abs.p === abs.q ? name : / [+-] /.test(t) ? `\\left(${t}\\right)${name}` : isNum(abs) ? `${t}${name}` : `${t}\\,${name}`;
    terms.push({ neg: negative, body });
  }
  if (terms.length === 0) return '0';
  return terms.map((t, i) => (i === 0 ? `${t.neg ? '-' : ''}${t.body}` : `${t.neg ? ' - ' : ' + '}${t.body}`)).join('');
}

