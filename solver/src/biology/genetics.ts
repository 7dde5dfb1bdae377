/**
 * Mendelian genetics with complete dominance and independent loci, as a Punnett square: each
 * parent's gametes (one allele of each locus), every pairing of a gamete of one parent with a
 * gamete of the other, each pairing counted once.
 */

/** The loci of a genotype: `AaBb` → ['Aa', 'Bb']. */
export const loci = (g: string): string[] => g.match(/../g) ?? [];

/** One locus written dominant allele first (`aA` → `Aa`). */
const orderLocus = (x: string, y: string): string => (x <= y ? x + y : y + x);

/** The gametes of a genotype, in Punnett order (AB, Ab, aB, ab), repeated ones kept. */
export function gametes(g: string): string[] {
  return loci(g).reduce<string[]>((acc, l) => acc.flatMap((prefix) => [prefix + l[0], prefix + l[1]]), ['']);
}

/** The offspring of two gametes. */
export const fuse = (g1: string, g2: string): string => [...g1].map((a, k) => orderLocus(a, g2[k])).join('');

export interface Square {
  rows: string[];
  cols: string[];
  cells: string[][];
}

export function punnett(p1: string, p2: string): Square {
  const rows = gametes(p1);
  const cols = gametes(p2);
  return { rows, cols, cells: rows.map((r) => cols.map((c) => fuse(r, c))) };
}

/** The phenotype of a genotype as a pattern: `AaBb` → `A_B_`, `aaBb` → `aaB_`. */
export const phenotypeOf = (g: string): string => loci(g).map((l) => (l[0] === l[0].toUpperCase() ? `${l[0].toUpperCase()}_` : l)).join('');

/** A genotype matches a pattern locus by locus; `_` stands for either allele. */
export const matches = (g: string, p: string): boolean => [...p].every((c, k) => c === '_' || c === g[k]);

/** Sort key of a genotype or phenotype: per locus homozygous dominant, heterozygous (or dominant phenotype), homozygous recessive. */
const rank = (x: string): number[] => loci(x).map((l) => (l[1] === '_' ? 0 : l[0] === l[1].toUpperCase() && l[1] === l[1].toUpperCase() ? 0 : l[0] === l[0].toUpperCase() ? 1 : 2));
const compare = (a: string, b: string): number => {
  const ra = rank(a);
  const rb = rank(b);
  for (let k = 0; k < ra.length; k++) if (ra[k] !== rb[k]) return ra[k] - rb[k];
  return 0;
};

/** Classes of offspring with their numbers of cells, in the usual order (AA, Aa, aa; A_B_, A_bb, aaB_, aabb). */
export function tally(cells: string[], by: 'genotype' | 'phenotype'): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const c of cells) {
    const key = by === 'genotype' ? c : phenotypeOf(c);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => compare(a[0], b[0]));
}

export const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));

/** A ratio in lowest terms: [9, 3, 3, 1]. */
export const lowest = (xs: number[]): number[] => {
  const g = xs.reduce(gcd, 0) || 1;
  return xs.map((x) => x / g);
};
