import { type Ex, HALF, ONE, TWO, add, exp, fn, isInt, isNum, key, mul, neg, numValue, pow, num } from '../derivative/expr';
import { coeffRest, expand, simplify } from '../derivative/simplify';

/**
 * Products of sin, cos, tan, sec, csc, cot of one argument written with the names a table of
 * integrals uses: sin·sec = tan, sin/cos² = tan·sec, cos/sin² = cot·csc. Variation of parameters
 * produces such products (−y₂·g/W with g = sec x); the integrator finds tan x at once where it
 * would go through tan(x/2) for sin x·sec x.
 */
export function tidyTrig(e: Ex): Ex {
  const ex = expand(e);
  const terms = ex.t === 'add' ? ex.args : [ex];
  return simplify(expand(add(...terms.map(tidyTerm))));
}

/** sin^a·cos^b of one argument, per argument; a, b integers. */
type Powers = { arg: Ex; a: number; b: number };

const AS_SIN_COS: Record<string, [number, number]> = {
  sin: [1, 0], cos: [0, 1], tan: [1, -1], cot: [-1, 1], sec: [0, -1], csc: [-1, 0],
};

function tidyTerm(t: Ex): Ex {
  const [c, rest] = coeffRest(t);
  const factors = rest.t === 'mul' ? rest.args : [rest];
  const byArg = new Map<string, Powers>();
  const others: Ex[] = [];
  for (const f of factors) {
    const base = f.t === 'pow' ? f.base : f;
    const k = f.t === 'pow' ? f.exp : num(1);
    const sc = base.t === 'fn' ? AS_SIN_COS[base.name] : undefined;
    if (!sc || base.t !== 'fn' || !isInt(k) || k.t !== 'num') {
      others.push(f);
      continue;
    }
    const n = numValue(k);
    const id = key(base.args[0]);
    const p = byArg.get(id) ?? { arg: base.args[0], a: 0, b: 0 };
    p.a += sc[0] * n;
    p.b += sc[1] * n;
    byArg.set(id, p);
  }
  if (byArg.size === 0) return t;
  return mul(c, ...others, ...[...byArg.values()].map(named));
}

/**
 * sin^a·cos^b as tan, sec, cot, csc where the signs of a and b differ, else as it stands; more
 * sines on top than cosines below uses sin² = 1 − cos² (sin²/cos = sec − cos), and the same for cosines.
 */
function named({ arg, a, b }: Powers): Ex {
  const f = (name: 'sin' | 'cos' | 'tan' | 'sec' | 'cot' | 'csc', n: number): Ex[] => (n === 0 ? [] : [n === 1 ? fn(name, arg) : pow(fn(name, arg), num(n))]);
  if (a >= 2 && b < 0 && a > -b) return add(named({ arg, a: a - 2, b }), mul(num(-1), named({ arg, a: a - 2, b: b + 2 })));
  if (b >= 2 && a < 0 && b > -a) return add(named({ arg, a, b: b - 2 }), mul(num(-1), named({ arg, a: a + 2, b: b - 2 })));
  if (a > 0 && b < 0) return mul(...f('tan', a), ...f('sec', -b - a));
  if (a < 0 && b > 0) return mul(...f('cot', b), ...f('csc', -a - b));
  return mul(...(a < 0 ? f('csc', -a) : f('sin', a)), ...(b < 0 ? f('sec', -b) : f('cos', b)));
}

/**
 * A right-hand side as a sum of the forms undetermined coefficients guesses from: sin²u =
 * (1 − cos 2u)/2, cos²u = (1 + cos 2u)/2, sin u·cos u = sin(2u)/2, cosh u = (eᵘ + e⁻ᵘ)/2,
 * sinh u = (eᵘ − e⁻ᵘ)/2.
 */
export function linearizeForcing(e: Ex): Ex {
  return simplify(expand(linear(e)));
}

function linear(u: Ex): Ex {
  switch (u.t) {
    case 'fn': {
      const a = u.args[0];
      if (u.name === 'cosh') return mul(HALF, add(exp(a), exp(neg(a))));
      if (u.name === 'sinh') return mul(HALF, add(exp(a), neg(exp(neg(a)))));
      return u;
    }
    case 'pow': {
      const b = u.base;
      if (b.t === 'fn' && (b.name === 'sin' || b.name === 'cos') && isNum(u.exp) && u.exp.p === 2 && u.exp.q === 1) {
        const double = fn('cos', mul(TWO, b.args[0]));
        return mul(HALF, add(ONE, b.name === 'sin' ? neg(double) : double));
      }
      return isInt(u.exp) && numValue(u.exp as Extract<Ex, { t: 'num' }>) > 0 ? expand(pow(linear(b), u.exp)) : u;
    }
    case 'add':
      return add(...u.args.map(linear));
    case 'mul': {
      const args = u.args.map(linear);
      const i = args.findIndex((f) => f.t === 'fn' && f.name === 'sin');
      const j = args.findIndex((f) => f.t === 'fn' && f.name === 'cos' && i >= 0 && key(f.args[0]) === key((args[i] as Extract<Ex, { t: 'fn' }>).args[0]));
      if (i < 0 || j < 0) return mul(...args);
      const a = (args[i] as Extract<Ex, { t: 'fn' }>).args[0];
      return linear(mul(HALF, fn('sin', mul(TWO, a)), ...args.filter((_, k) => k !== i && k !== j)));
    }
    default:
      return u;
  }
}
