/**
 * A network of resistors built from series and parallel combinations ("R1 + (R2 ∥ R3)"), kept in
 * postfix order so that the task stays a flat list: each value is a resistance in ohms and each
 * 'series' or 'parallel' joins the two parts before it.
 */
export type NetworkToken = number | 'series' | 'parallel';
export type Connection = 'series' | 'parallel';
/** A combination with its parts (same-kind combinations flattened: a + b + c), or one resistor by its index. */
export type Tree = { leaf: number; r: number } | { connection: Connection; parts: Tree[] };

/** The tree of a postfix list, or null if the list is not one network. */
export function networkTree(tokens: readonly NetworkToken[]): Tree | null {
  const stack: Tree[] = [];
  let leaf = 0;
  for (const t of tokens) {
    if (typeof t === 'number') {
      if (!(t > 0) || !Number.isFinite(t)) return null;
      stack.push({ leaf: leaf++, r: t });
      continue;
    }
    const b = stack.pop();
    const a = stack.pop();
    if (!a || !b) return null;
    const parts = [a, b].flatMap((x) => ('connection' in x && x.connection === t ? x.parts : [x]));
    stack.push({ connection: t, parts });
  }
  return stack.length === 1 ? stack[0] : null;
}

/** The resistance of a tree: series resistances add, parallel conductances add. */
export function resistance(t: Tree): number {
  if ('leaf' in t) return t.r;
  const rs = t.parts.map(resistance);
  return t.connection === 'series' ? rs.reduce((a, b) => a + b, 0) : 1 / rs.reduce((a, b) => a + 1 / b, 0);
}

/** The tree written as in class, every inner group in brackets: 10 + (20 ∥ 30). */
export function infix(t: Tree, value: (r: number) => string, par = ' ∥ '): string {
  if ('leaf' in t) return value(t.r);
  return t.parts.map((p) => ('leaf' in p ? value(p.r) : `(${infix(p, value, par)})`)).join(t.connection === 'series' ? ' + ' : par);
}

/** The postfix list of a text written by `infix` (numbers, +, ∥ and brackets), or null. */
export function parseInfix(s: string): NetworkToken[] | null {
  const tokens = s.match(/\d+(?:\.\d+)?(?:e[-+]?\d+)?|[+∥()]|\S/g) ?? [];
  let i = 0;
  const out: NetworkToken[] = [];
  const atom = (): boolean => {
    const t = tokens[i++];
    if (t === '(') return sum() && tokens[i++] === ')';
    if (t === undefined || !/^\d/.test(t)) return false;
    out.push(Number(t));
    return true;
  };
  const chain = (next: () => boolean, op: string, kind: Connection): boolean => {
    if (!next()) return false;
    while (tokens[i] === op) {
      i++;
      if (!next()) return false;
      out.push(kind);
    }
    return true;
  };
  const product = (): boolean => chain(atom, '∥', 'parallel');
  const sum = (): boolean => chain(product, '+', 'series');
  return sum() && i === tokens.length && out.length >= 3 ? out : null;
}

/** The combinations from the innermost out, each with the resistances it joins and its own. */
export function combinations(t: Tree): Array<{ connection: Connection; parts: number[]; r: number; tree: Tree }> {
  if ('leaf' in t) return [];
  return [...t.parts.flatMap(combinations), { connection: t.connection, parts: t.parts.map(resistance), r: resistance(t), tree: t }];
}

/**
 * The current through and the voltage across every resistor (by index) when the whole network
 * carries current I under voltage V = I·R: a series chain shares its current, a parallel group its voltage.
 */
export function shares(t: Tree, current: number): Array<{ I: number; V: number }> {
  const out: Array<{ I: number; V: number }> = [];
  const walk = (n: Tree, i: number): void => {
    if ('leaf' in n) { out[n.leaf] = { I: i, V: i * n.r }; return; }
    const v = i * resistance(n);
    for (const p of n.parts) walk(p, n.connection === 'series' ? i : v / resistance(p));
  };
  walk(t, current);
  return out;
}

/** The resistors of a tree in order (by index). */
export const leaves = (t: Tree): number[] => ('leaf' in t ? [t.r] : t.parts.flatMap(leaves));
