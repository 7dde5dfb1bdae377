import type { AlleleCrossTask } from './task';

/**
 * A one-gene cross with named alleles, as a Punnett square: each parent's gametes (one allele, or
 * for an X-linked father his X allele and Y), every pairing counted once. A child's phenotype is
 * the set of its alleles of the highest rank present: I^A i shows A, I^A I^B shows both (AB),
 * C^R C^W shows both as a blend (pink), a son X^h Y shows h.
 */
export const Y = 'Y';

export interface Child {
  /** Alleles in the order the task lists them (the father's Y is not an allele). */
  alleles: string[];
  sex?: 'male' | 'female';
}

const order = (t: AlleleCrossTask, a: string): number => t.alleles.findIndex((x) => x.symbol === a);
const rankOf = (t: AlleleCrossTask, a: string): number => t.alleles.find((x) => x.symbol === a)?.rank ?? -1;
const sorted = (t: AlleleCrossTask, xs: string[]): string[] => [...xs].sort((a, b) => order(t, a) - order(t, b));

/** The gametes of each parent: the mother's (or first parent's) two alleles; the X-linked father's X allele and Y. */
export function parentGametes(t: AlleleCrossTask): [string[], string[]] {
  const [p1, p2] = t.parents;
  return [p1, t.linkage === 'x_linked' ? [p2[0], Y] : p2];
}

export function child(t: AlleleCrossTask, g1: string, g2: string): Child {
  if (t.linkage === 'autosomal') return { alleles: sorted(t, [g1, g2]) };
  return g2 === Y ? { alleles: [g1], sex: 'male' } : { alleles: sorted(t, [g1, g2]), sex: 'female' };
}

export interface AlleleSquare {
  rows: string[];
  cols: string[];
  cells: Child[][];
}

export function alleleSquare(t: AlleleCrossTask): AlleleSquare {
  const [rows, cols] = parentGametes(t);
  return { rows, cols, cells: rows.map((r) => cols.map((c) => child(t, r, c))) };
}

/** The alleles a child expresses: those of the highest rank it carries. */
export function expressed(t: AlleleCrossTask, alleles: string[]): string[] {
  const top = Math.max(...alleles.map((a) => rankOf(t, a)));
  return sorted(t, [...new Set(alleles.filter((a) => rankOf(t, a) === top))]);
}

const sameSet = (a: string[], b: string[]): boolean => a.length === b.length && [...a].sort().join() === [...b].sort().join();

export function fitsTarget(t: AlleleCrossTask, c: Child): boolean {
  const target = t.target;
  if (!target) return false;
  if (target.sex && c.sex !== target.sex) return false;
  if (target.genotype && !sameSet(target.genotype, c.alleles)) return false;
  if (target.phenotype && !sameSet(target.phenotype, expressed(t, c.alleles))) return false;
  return true;
}

/** An allele in LaTeX: I^A → I^{A}; on the X chromosome X^{H}. */
export function alleleTex(t: AlleleCrossTask, a: string): string {
  const [base, tag] = a.split('^');
  const tex = tag ? `${base}^{${tag}}` : base;
  return t.linkage === 'x_linked' && a !== Y ? `X^{${a}}` : tex;
}
export const alleleText = (t: AlleleCrossTask, a: string): string => (t.linkage === 'x_linked' && a !== Y ? `X^${a}` : a);

export const genotypeTex = (t: AlleleCrossTask, c: Child): string => c.alleles.map((a) => alleleTex(t, a)).join('') + (c.sex === 'male' ? Y : '');
export const genotypeText = (t: AlleleCrossTask, c: Child): string => c.alleles.map((a) => alleleText(t, a)).join(' ') + (c.sex === 'male' ? ` ${Y}` : '');

/** Blood groups name the phenotype of the ABO alleles; other phenotypes are written [alleles expressed]. */
export function phenotypeText(t: AlleleCrossTask, shown: string[]): string {
  const abo = t.alleles.every((a) => /^(?:I\^[AB]|i)$/.test(a.symbol));
  if (abo) return shown.includes('i') ? 'O' : shown.map((a) => a.slice(2)).join('');
  return `[${shown.join(' ')}]`;
}

/** Classes of children (genotype or phenotype, with the sex when X-linked), with their numbers of cells, in first-seen order of the sorted cells. */
export function alleleTally(t: AlleleCrossTask, cells: Child[], by: 'genotype' | 'phenotype'): Array<[string, number]> {
  const key = (c: Child): string => {
    if (by === 'genotype') return genotypeText(t, c);
    const shown = phenotypeText(t, expressed(t, c.alleles));
    return c.sex ? `${shown} ${c.sex === 'male' ? '♂' : '♀'}` : shown;
  };
  const rank = (c: Child): number => (c.sex === 'male' ? 100 : 0) + c.alleles.reduce((acc, a) => acc * 10 + order(t, a), 0);
  const counts = new Map<string, number>();
  for (const c of [...cells].sort((a, b) => rank(a) - rank(b))) counts.set(key(c), (counts.get(key(c)) ?? 0) + 1);
  return [...counts];
}
