/**
 * Boolean algebra for the methods: expressions over letters (`+` OR, `→` implication, juxtaposition, `*`,
 * `·`, `∧` AND, postfix `'` or prefix `¬`/`!`/`~` NOT, `⊕`/`^` XOR, `∨` OR, constants 0 and 1),
 * truth tables, and Quine–McCluskey prime implicants with an exact cover (Petrick's method by
 * search) for a minimal sum of products.
 */
export type BExpr =
  | { t: 'var'; name: string }
  | { t: 'const'; value: boolean }
  | { t: 'not'; a: BExpr }
  | { t: 'and' | 'or' | 'xor'; a: BExpr; b: BExpr };

export function parseBoolean(src: string): BExpr | null {
  const s = src.replace(/->|→|⇒/g, '>').replace(/\s+/g, '').replace(/[’′]/g, "'").replace(/[·∧&.]/g, '*').replace(/[∨|]/g, '+').replace(/[⊕]/g, '^').replace(/[¬!~]/g, '!');
  let i = 0;
  const peek = (): string => s[i] ?? '';
  /** a → b (lowest, to the right): ¬a + b */
  function imp(): BExpr | null {
    const a = or();
    if (!a || peek() !== '>') return a;
    i++;
    const b = imp();
    return b ? { t: 'or', a: { t: 'not', a }, b } : null;
  }
  function or(): BExpr | null {
    let a = xor();
    while (a && peek() === '+') {
      i++;
      const b = xor();
      if (!b) return null;
      a = { t: 'or', a, b };
    }
    return a;
  }
  function xor(): BExpr | null {
    let a = and();
    while (a && peek() === '^') {
      i++;
      const b = and();
      if (!b) return null;
      a = { t: 'xor', a, b };
    }
    return a;
  }
  function and(): BExpr | null {
    let a = unary();
    while (a) {
      if (peek() === '*') i++;
      else if (!/[A-Za-z01(!]/.test(peek()) || peek() === '') break;
      const b = unary();
      if (!b) return null;
      a = { t: 'and', a, b };
    }
    return a;
  }
  function unary(): BExpr | null {
    if (peek() === '!') {
      i++;
      const a = unary();
      return a ? { t: 'not', a } : null;
    }
    let a: BExpr | null;
    const c = peek();
    if (/[A-Za-z]/.test(c)) {
      i++;
      a = { t: 'var', name: c };
    } else if (c === '0' || c === '1') {
      i++;
      a = { t: 'const', value: c === '1' };
    } else if (c === '(') {
      i++;
      a = imp();
      if (peek() !== ')') return null;
      i++;
    } else return null;
    while (a && peek() === "'") {
      i++;
      a = { t: 'not', a };
    }
    return a;
  }
  const e = imp();
  return e && i === s.length ? e : null;
}

export function evalBoolean(e: BExpr, env: Record<string, boolean>): boolean {
  switch (e.t) {
    case 'var': return env[e.name] ?? false;
    case 'const': return e.value;
    case 'not': return !evalBoolean(e.a, env);
    case 'and': return evalBoolean(e.a, env) && evalBoolean(e.b, env);
    case 'or': return evalBoolean(e.a, env) || evalBoolean(e.b, env);
    case 'xor': return evalBoolean(e.a, env) !== evalBoolean(e.b, env);
  }
}

export function variablesOf(src: string): string[] {
  return [...new Set(src.match(/[A-Z]/g) ?? [])].sort();
}

/** Row k of the truth table: variable j (first = most significant) takes bit n−1−j of k. */
export const assignment = (vars: string[], k: number): Record<string, boolean> =>
  Object.fromEntries(vars.map((v, j) => [v, ((k >> (vars.length - 1 - j)) & 1) === 1]));

/** An implicant: `value` on the bits not in `mask` (mask bit 1 = variable eliminated). */
export interface Cube {
  value: number;
  mask: number;
}

const popcount = (x: number): number => {
  let c = 0;
  for (let y = x; y; y &= y - 1) c++;
  return c;
};
export const covers = (c: Cube, m: number): boolean => (m & ~c.mask) === c.value;

/** Quine–McCluskey: combine cubes differing in one bit, round by round; the ones never combined are prime. */
export function primeImplicants(n: number, ones: number[], dontcares: number[]): { primes: Cube[]; rounds: Cube[][] } {
  let current: Cube[] = [...new Set([...ones, ...dontcares])].sort((a, b) => a - b).map((m) => ({ value: m, mask: 0 }));
  const primes: Cube[] = [];
  const rounds: Cube[][] = [current];
  while (current.length) {
    const used = new Set<number>();
    const next = new Map<string, Cube>();
    for (let a = 0; a < current.length; a++) {
      for (let b = a + 1; b < current.length; b++) {
        const x = current[a];
        const y = current[b];
        if (x.mask !== y.mask) continue;
        const diff = x.value ^ y.value;
        if (popcount(diff) !== 1) continue;
        used.add(a).add(b);
        const c = { value: x.value & ~diff, mask: x.mask | diff };
        next.set(`${c.value}/${c.mask}`, c);
      }
    }
    current.forEach((c, k) => {
      if (!used.has(k)) primes.push(c);
    });
    current = [...next.values()];
    if (current.length) rounds.push(current);
  }
  void n;
  return { primes, rounds };
}

export const literalCount = (n: number, c: Cube): number => n - popcount(c.mask);

/** The cheapest set of primes covering every required minterm (fewest literals, then fewest terms). */
export function minimalCover(n: number, primes: Cube[], ones: number[], checkTime: () => void): Cube[] {
  const cost = (cs: Cube[]): [number, number] => [cs.reduce((s, c) => s + literalCount(n, c), 0), cs.length];
  let best: Cube[] | null = null;
  const better = (cs: Cube[]): boolean => {
    if (!best) return true;
    const [a, b] = cost(cs);
    const [x, y] = cost(best);
    return a < x || (a === x && b < y);
  };
  const search = (left: number[], chosen: Cube[]): void => {
    checkTime();
    if (best && !better(chosen)) return;
    if (left.length === 0) {
      best = chosen;
      return;
    }
    // branch on the minterm with the fewest primes covering it
    let pick = left[0];
    let options = primes.filter((p) => covers(p, pick));
    for (const m of left) {
      const o = primes.filter((p) => covers(p, m));
      if (o.length < options.length) {
        pick = m;
        options = o;
      }
    }
    for (const p of options) search(left.filter((m) => !covers(p, m)), [...chosen, p]);
  };
  search([...new Set(ones)], []);
  return best ?? [];
}

export function cubeText(vars: string[], c: Cube): string {
  const n = vars.length;
  const lits = vars.flatMap((v, j) => {
    const bit = 1 << (n - 1 - j);
    if (c.mask & bit) return [];
    return [(c.value & bit) ? v : `${v}'`];
  });
  return lits.length ? lits.join('') : '1';
}

export const cubePattern = (n: number, c: Cube): string =>
  Array.from({ length: n }, (_, j) => {
    const bit = 1 << (n - 1 - j);
    return c.mask & bit ? '-' : c.value & bit ? '1' : '0';
  }).join('');
