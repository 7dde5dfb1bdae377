import { type Ex, add, div, fn, key, pow, TWO } from './expr';
import { expand, simplify } from './simplify';

/** Every sin(u) and cos(u) argument in the expression, once each. */
function trigArguments(e: Ex, out = new Map<string, Ex>()): Map<string, Ex> {
  if (e.t === 'fn' && (e.name === 'sin' || e.name === 'cos')) out.set(key(e.args[0]), e.args[0]);
  if (e.t === 'add' || e.t === 'mul' || e.t === 'fn') for (const a of e.args) trigArguments(a, out);
  if (e.t === 'pow') {
    trigArguments(e.base, out);
    trigArguments(e.exp, out);
  }
  return out;
}

/** Whether sin(u) or cos(u) is left with a negative power: the term held no sin²u (or cos²u) to take out. */
function dividedBy(e: Ex, u: Ex): boolean {
  if (e.t === 'pow' && e.base.t === 'fn' && (e.base.name === 'sin' || e.base.name === 'cos') && key(e.base.args[0]) === key(u)) {
    return e.exp.t === 'num' && e.exp.p < 0;
  }
  if (e.t === 'add' || e.t === 'mul' || e.t === 'fn') return e.args.some((a) => dividedBy(a, u));
  if (e.t === 'pow') return dividedBy(e.base, u) || dividedBy(e.exp, u);
  return false;
}

/**
 * A·sin²u + A·cos²u → A, term by term after expanding, until no pair is left: what a Jacobian of
 * polar, cylindrical or spherical coordinates needs (r cos²θ + r sin²θ = r). The result is kept
 * only when it is shorter than the input.
 */
export function pythagorean(e: Ex): Ex {
  let cur = simplify(expand(e));
  for (let round = 0; round < 8 && cur.t === 'add'; round++) {
    const terms: Ex[] = cur.args;
    let merged: Ex[] | null = null;
    for (const u of trigArguments(cur).values()) {
      const s2 = pow(fn('sin', u), TWO);
      const c2 = pow(fn('cos', u), TWO);
      const restS = terms.map((t) => key(simplify(div(t, s2))));
      const restC = terms.map((t) => simplify(div(t, c2)));
      for (let i = 0; i < terms.length && !merged; i++) {
        const j = terms.findIndex((_, k) => k !== i && key(restC[k]) === restS[i]);
        if (j < 0 || dividedBy(restC[j], u)) continue;
        merged = [...terms.filter((_, k) => k !== i && k !== j), restC[j]];
      }
      if (merged) break;
    }
    if (!merged) break;
    cur = simplify(expand(add(...merged)));
  }
  return key(cur).length < key(e).length ? cur : e;
}
