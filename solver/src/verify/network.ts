import type { Tree } from '../physics/network';

/**
 * A resistor network checked without the series and parallel rules: the tree is drawn as a
 * circuit (nodes joined by resistors), 1 A is driven in at one terminal and out at the other, and
 * Kirchhoff's current law at every node is solved for the potentials (Gaussian elimination).
 * The resistance between the terminals is then the voltage across them, and each resistor's
 * current is its voltage over its resistance.
 */
interface Edge { a: number; b: number; r: number; leaf: number }

function draw(t: Tree): { edges: Edge[]; nodes: number } {
  const edges: Edge[] = [];
  let nodes = 2;
  const place = (n: Tree, a: number, b: number): void => {
    if ('leaf' in n) { edges.push({ a, b, r: n.r, leaf: n.leaf }); return; }
    if (n.connection === 'parallel') { for (const p of n.parts) place(p, a, b); return; }
    let from = a;
    n.parts.forEach((p, i) => {
      const to = i === n.parts.length - 1 ? b : nodes++;
      place(p, from, to);
      from = to;
    });
  };
  place(t, 0, 1);
  return { edges, nodes };
}

/** The potentials with node 1 grounded and 1 A entering at node 0; null when the system is singular. */
function potentials(edges: Edge[], nodes: number): number[] | null {
  const n = nodes - 1;
  const idx = (node: number): number => (node === 0 ? 0 : node - 1);
  const m: number[][] = Array.from({ length: n }, () => new Array<number>(n + 1).fill(0));
  for (const e of edges) {
    const g = 1 / e.r;
    for (const [x, y] of [[e.a, e.b], [e.b, e.a]]) {
      if (x === 1) continue;
      m[idx(x)][idx(x)] += g;
      if (y !== 1) m[idx(x)][idx(y)] -= g;
    }
  }
  m[0][n] = 1;
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r][c]) > Math.abs(m[p][c])) p = r;
    if (Math.abs(m[p][c]) < 1e-300) return null;
    [m[c], m[p]] = [m[p], m[c]];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r][c] / m[c][c];
      for (let k = c; k <= n; k++) m[r][k] -= f * m[c][k];
    }
  }
  const v = m.map((row, r) => row[n] / row[r]);
  return Array.from({ length: nodes }, (_, node) => (node === 1 ? 0 : v[idx(node)]));
}

/** The resistance between the terminals and each resistor's share of 1 A, by nodal analysis. */
export function nodal(t: Tree): { R: number; current: number[] } | null {
  const { edges, nodes } = draw(t);
  const v = potentials(edges, nodes);
  if (!v) return null;
  const current: number[] = [];
  for (const e of edges) current[e.leaf] = Math.abs(v[e.a] - v[e.b]) / e.r;
  return { R: v[0], current };
}
