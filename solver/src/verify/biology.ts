import type { TaskOf } from '../task/task';
import { verifyNucleicAcid } from './nucleicAcid';
import { verifyCellDivision, verifyChiSquare, verifyEnergyTransfer, verifyMitoticIndex, verifySurfaceVolume } from './cells';

/**
 * Biology answers checked without the methods' code: crosses by listing each parent's gametes as
 * bit masks (bit k set = the recessive allele at locus k) and the offspring as pairs of masks,
 * Hardy–Weinberg answers put back into p² + 2pq + q² = 1 against what was given, sizes through the
 * inverse relation image = actual × magnification, growth answers through the growth law solved
 * for another of its quantities.
 */
type Bio = TaskOf<'monohybrid' | 'dihybrid' | 'test_cross' | 'allele_cross' | 'hardy_weinberg' | 'magnification' | 'population_growth' | 'nucleic_acid' | 'chi_square' | 'cell_division' | 'surface_volume' | 'energy_transfer' | 'mitotic_index'>;
interface Ans {
  kind: string;
  value: string;
}

const close = (a: number, b: number, rtol = 2e-3): boolean => Number.isFinite(a) && Number.isFinite(b) && Math.abs(a - b) <= rtol * Math.max(Math.abs(a), Math.abs(b)) + 1e-12;

function readNumber(s: string): number {
  const v = s.trim();
  const f = /^(-?\d+)\s*\/\s*(\d+)$/.exec(v);
  if (f) return Number(f[1]) / Number(f[2]);
  return /^-?\d+(?:\.\d+)?(?:e[-+]?\d+)?$/i.test(v) ? Number(v) : NaN;
}
const METRES: Record<string, number> = { m: 1, cm: 1e-2, mm: 1e-3, um: 1e-6, 'µm': 1e-6, nm: 1e-9 };
function readLength(s: string): number {
  const m = /^(\S+)\s+(m|cm|mm|um|µm|nm)$/.exec(s.trim());
  return m ? readNumber(m[1]) * METRES[m[2]] : NaN;
}
const HOURS: Record<string, number> = { s: 1 / 3600, min: 1 / 60, h: 1, day: 24, week: 168, year: 8766 };

/** Allele at locus k of a genotype: 0 dominant, 1 recessive; a gamete as a mask of recessive alleles. */
function gameteMasks(g: string): number[] {
  const n = g.length / 2;
  const out: number[] = [];
  for (let choice = 0; choice < 1 << n; choice++) {
    let mask = 0;
    for (let k = 0; k < n; k++) {
      const allele = g[2 * k + ((choice >> k) & 1)];
      if (allele === allele.toLowerCase()) mask |= 1 << k;
    }
    out.push(mask);
  }
  return out;
}

/** Offspring as per-locus counts of recessive alleles (0, 1, 2) packed in base 3. */
function offspring(p1: string, p2: string): number[][] {
  const n = p1.length / 2;
  const out: number[][] = [];
  for (const a of gameteMasks(p1)) for (const b of gameteMasks(p2)) out.push(Array.from({ length: n }, (_, k) => ((a >> k) & 1) + ((b >> k) & 1)));
  return out;
}

/** Does an offspring (recessive-allele counts) match a pattern (Aa, A_, aa per locus)? */
function fits(kid: number[], pattern: string): boolean {
  return kid.every((r, k) => {
    const a = pattern[2 * k];
    const b = pattern[2 * k + 1];
    if (a === '_' && b === '_') return true;
    if (b === '_') return r < 2;
    const want = (a === a.toLowerCase() ? 1 : 0) + (b === b.toLowerCase() ? 1 : 0);
    return r === want;
  });
}

function verifyCross(t: TaskOf<'monohybrid' | 'dihybrid' | 'test_cross'>, a: Ans): boolean {
  if (t.want === 'gamete_types') {
    // counted independently: the distinct letters at each gene, multiplied
    const n = Array.from({ length: t.parents[0].length / 2 }, (_, k) => new Set(t.parents[0].slice(2 * k, 2 * k + 2)).size).reduce((x, y) => x * y, 1);
    return a.kind === 'number' && Number(a.value) === n;
  }
  if (t.want === 'parent' && t.zygosity) {
    // yes or no: of the two parents a dominant phenotype may have, exactly one must fit the offspring, and the answer must say its zygosity
    const D = t.parents[0][0].toUpperCase();
    const fitting = [D + D, D + D.toLowerCase()].filter((g) => verifyCross({ ...t, zygosity: undefined }, { ...a, kind: 'text', value: g }));
    if (fitting.length !== 1 || t.parents[0].length !== 2) return false;
    const yes = (fitting[0][0] !== fitting[0][1]) === (t.zygosity === 'heterozygous');
    return a.kind === 'bool' && a.value === (yes ? 'yes' : 'no');
  }
  if (t.want === 'parent') {
    // the parent named must produce with the tester exactly the kinds of offspring observed
    const parent = a.value.trim();
    if (t.parents.length !== 1 || parent.length !== t.parents[0].length || !t.observed) return false;
    const kids = offspring(parent, t.parents[0]);
    const kinds = t.observed.every((o) => (o.count > 0) === kids.some((k) => fits(k, o.pattern))) && kids.every((k) => t.observed?.some((o) => o.count > 0 && fits(k, o.pattern)));
    return kinds && fitsEqualParts(t.observed.map((o) => o.count), new Set(kids.map((k) => k.join())).size);
  }
  if (t.want === 'parents') {
    // the cross named must give exactly the phenotypes observed, in shares the counts fit (χ², 1 degree of freedom, 5 %)
    const cross = /^([A-Za-z]{2}) × ([A-Za-z]{2})$/.exec(a.value.trim());
    if (!cross || !t.observed || cross[1][0].toUpperCase() !== t.parents[0][0].toUpperCase()) return false;
    const kids = offspring(cross[1], cross[2]);
    const share = kids.filter((k) => k[0] === 2).length / kids.length;
    const rec = t.observed.filter((o) => o.pattern[0] !== o.pattern[0].toUpperCase()).reduce((x, o) => x + o.count, 0);
    const dom = t.observed.reduce((x, o) => x + o.count, 0) - rec;
    if ((rec > 0) !== (share > 0) || (dom > 0) !== (share < 1)) return false;
    if (share === 0 || share === 1) return true;
    const n = rec + dom;
    return ((rec - n * share) ** 2) / (n * share) + ((dom - n * (1 - share)) ** 2) / (n * (1 - share)) <= 3.841;
  }
  if (t.parents.length !== 2) return false;
  const kids = offspring(t.parents[0], t.parents[1]).filter((k) => t.lethal === undefined || !fits(k, t.lethal));
  if (kids.length === 0) return false;
  const n = t.parents[0].length / 2;
  if (t.want === 'genotype_kinds' || t.want === 'phenotype_kinds') {
    // recounted from the offspring: recessive-allele counts per gene (genotypes) or recessive or not (phenotypes)
    const kinds = new Set(kids.map((k) => k.map((r) => (t.want === 'genotype_kinds' ? r : r === 2 ? 1 : 0)).join()));
    return a.kind === 'number' && Number(a.value) === kinds.size;
  }
  if (t.want === 'genotype_ratio' || t.want === 'phenotype_ratio') {
    const parts = a.value.split(':').map((x) => readNumber(x));
    if (parts.some((x) => !Number.isFinite(x) || x <= 0)) return false;
    // classes in order: per locus AA < Aa < aa (genotypes) or A_ < aa (phenotypes), first locus most significant
    const key = (k: number[]): number => k.reduce((acc, r) => acc * 3 + (t.want === 'genotype_ratio' ? r : r === 2 ? 1 : 0), 0);
    const counts = new Map<number, number>();
    for (const k of kids) counts.set(key(k), (counts.get(key(k)) ?? 0) + 1);
    const expected = [...counts].sort((x, y) => x[0] - y[0]).map(([, c]) => c);
    if (expected.length !== parts.length) return false;
    const se = expected.reduce((x, y) => x + y, 0);
    const sp = parts.reduce((x, y) => x + y, 0);
    return expected.every((c, i) => close(c / se, parts[i] / sp, 1e-9));
  }
  if (!t.target || t.target.length !== 2 * n) return false;
  const pool = t.among ? kids.filter((k) => fits(k, t.among ?? '')) : kids;
  if (pool.length === 0) return false;
  if (t.also !== undefined && t.also.length !== 2 * n) return false;
  const p = pool.filter((k) => fits(k, t.target ?? '') || (t.also !== undefined && fits(k, t.also))).length / pool.length;
  const v = readNumber(a.value);
  if (t.want === 'count' && t.offspring === undefined && t.counted && !t.among) {
    // the brood recounted from the class counted: count ÷ its share, times the share asked
    const seen = kids.filter((k) => fits(k, t.counted?.pattern ?? '')).length / kids.length;
    return seen > 0 && close(v, (p * t.counted.count) / seen, 1e-6);
  }
  if (t.want === 'count') return t.offspring !== undefined && close(v, p * t.offspring, 1e-6);
  if (t.children) return t.want === 'probability' && !t.among && close(v, overSequences(p, t.children), 1e-9);
  return close(v, p, 1e-9);
}

/** Several children checked by listing every sequence of n children (each of the class or not), not by the binomial formula. */
function overSequences(p: number, c: { n: number; min: number; max: number }): number {
  let total = 0;
  for (let s = 0; s < 2 ** c.n; s++) {
    let k = 0;
    let pr = 1;
    for (let i = 0; i < c.n; i++) {
      const hit = (s >> i) & 1;
      k += hit;
      pr *= hit ? p : 1 - p;
    }
    if (k >= c.min && k <= c.max) total += pr;
  }
  return total;
}

function verifyHardyWeinberg(t: TaskOf<'hardy_weinberg'>, a: Ans): boolean {
  const read = readNumber(a.value);
  if (!Number.isFinite(read) || read < 0) return false;
  // two people at once: each one's share is the square root
  const v = t.both ? Math.sqrt(read) : read;
  let f = v;
  if (t.want.startsWith('count')) {
    if (!t.population) return false;
    f = v / t.population;
  }
  if (f > 1 + 1e-9) return false;
  // every allele frequency q consistent with the answer
  const qs: number[] = (() => {
    // among the unaffected: 2pq/(p² + 2pq) = 2q/(1 + q), p²/(p² + 2pq) = (1 − q)/(1 + q)
    if (t.amongUnaffected) return t.want === '2pq' ? [f / (2 - f)] : t.want === 'p2' ? [(1 - f) / (1 + f)] : [NaN];
    switch (t.want) {
      case 'q': return [f];
      case 'p': return [1 - f];
      case 'q2': case 'count_aa': return [Math.sqrt(f)];
      case 'p2': case 'count_AA': return [1 - Math.sqrt(f)];
      case 'dominant': case 'count_dominant': return [Math.sqrt(Math.max(0, 1 - f))];
      default: {
        // 2q(1 − q) = f: both roots
        const d = Math.sqrt(Math.max(0, 1 - 2 * f));
        return [(1 - d) / 2, (1 + d) / 2];
      }
    }
  })();
  const k = t.known;
  return qs.some((q) => {
    const p = 1 - q;
    if (!close(p * p + 2 * p * q + q * q, 1, 1e-9)) return false;
    switch (k.of) {
      case 'q2': return close(q * q, k.value, 3e-3);
      case 'p2': return close(p * p, k.value, 3e-3);
      case 'q': return close(q, k.value, 3e-3);
      case 'p': return close(p, k.value, 3e-3);
      case 'dominant': return close(p * p + 2 * p * q, k.value, 3e-3);
      case 'x_males': return close(q * k.total, k.affected, 3e-3);
      case 'counts': {
        const n = k.AA + k.Aa + k.aa;
        // alleles counted: the A alleles are 2·AA + Aa out of 2n
        return close(2 * n * p, 2 * k.AA + k.Aa, 3e-3);
      }
    }
    return false;
  });
}

function verifyMagnification(t: TaskOf<'magnification'>, a: Ans): boolean {
  switch (t.want) {
    case 'total': return t.objective !== undefined && t.eyepiece !== undefined && close(readNumber(a.value) / t.eyepiece, t.objective, 1e-6);
    case 'magnification': return t.image !== undefined && t.actual !== undefined && close(t.actual * readNumber(a.value), t.image, 1e-3);
    case 'actual': return t.image !== undefined && t.magnification !== undefined && close(readLength(a.value) * t.magnification, t.image, 1e-3);
    case 'image': return t.actual !== undefined && t.magnification !== undefined && close(readLength(a.value) / t.magnification, t.actual, 1e-3);
    // what a field shows is the same at both magnifications: diameter × magnification is kept
    case 'field': return t.field !== undefined && t.magnification !== undefined && t.to !== undefined && close(readLength(a.value) * t.to, t.field * t.magnification, 1e-3);
    case 'cell_size': return t.field !== undefined && t.count !== undefined && close(readLength(a.value) * t.count, t.field, 1e-3);
  }
  return false;
}

function verifyGrowth(t: TaskOf<'population_growth'>, a: Ans): boolean {
  let v: number;
  const q = /^(\S+)\s+(\w+)$/.exec(a.value.trim());
  if (q) {
    if (!t.timeUnit || !(q[2] in HOURS) || !(t.timeUnit in HOURS)) return false;
    v = (readNumber(q[1]) * HOURS[q[2]]) / HOURS[t.timeUnit];
  } else v = readNumber(a.value);
  if (!Number.isFinite(v)) return false;
  if (t.model === 'balance') {
    // the size at the end recounted: what came in (births, immigrants) less what went out
    const end = (t.n0 ?? 0) + (t.births ?? 0) + (t.immigrants ?? 0) - (t.deaths ?? 0) - (t.emigrants ?? 0);
    if (t.want === 'net') return close(v + (t.deaths ?? 0) + (t.emigrants ?? 0), (t.births ?? 0) + (t.immigrants ?? 0), 1e-9) || (v === 0 && end === (t.n0 ?? 0));
    if (t.n0 === undefined) return false;
    if (t.want === 'n') return close(v, end, 1e-9);
    return t.want === 'per_capita' && Math.abs(t.n0 * (1 + v) - end) <= 1e-6 * Math.max(1, end);
  }
  const discrete = t.model === 'discrete';
  // the factor over a time s at rate x, and the rate that gives a factor f over a time s
  const factor = (x: number, s: number): number => (discrete ? (1 + x) ** s : Math.exp(x * s));
  const rateFromDoubling = (d: number): number => (discrete ? Math.exp(Math.log(2) / d) - 1 : Math.log(2) / d);
  if (t.model === 'logistic') {
    if (t.want !== 'rate' || t.r === undefined || t.k === undefined || t.n === undefined) return false;
    // the rate divided by N(1 − N/K) gives r back
    const room = t.n * (t.k - t.n) / t.k;
    return room !== 0 ? close(v / room, t.r, 1e-6) : Math.abs(v) < 1e-9;
  }
  const r = t.r ?? (t.doubling !== undefined ? rateFromDoubling(t.doubling) : undefined);
  switch (t.want) {
    case 'n': return r !== undefined && t.n0 !== undefined && t.t !== undefined && close(v / factor(r, t.t), t.n0, 1e-4);
    case 'r':
      if (t.doubling !== undefined) return close(factor(v, t.doubling), 2, 1e-6);
      return t.n0 !== undefined && t.n !== undefined && t.t !== undefined && close(t.n0 * factor(v, t.t), t.n, 1e-4);
    case 't': return r !== undefined && t.n0 !== undefined && t.n !== undefined && close(t.n0 * factor(r, v), t.n, 1e-4);
    case 'doubling': {
      if (r !== undefined) return close(factor(r, v), 2, 1e-4);
      if (t.n0 === undefined || t.n === undefined || t.t === undefined) return false;
      // N/N0 = 2^(t/T)
      return close(t.n0 * 2 ** (t.t / v), t.n, 1e-4);
    }
  }
  return false;
}

/**
 * A one-gene cross recounted from each parent's allele probabilities (1/2 each allele; the X-linked
 * father passes his X to daughters and Y to sons): every child kind with its probability, the
 * probabilities summing to 1, the phenotype recomputed from the ranks.
 */
function verifyAlleleCross(t: TaskOf<'allele_cross'>, a: Ans): boolean {
  const rank = new Map(t.alleles.map((x) => [x.symbol, x.rank]));
  const kinds = new Map<string, { p: number; alleles: string[]; sex: string }>();
  const [mother, father] = t.parents;
  const fromFather: Array<[string | null, string]> = t.linkage === 'x_linked' ? [[father[0], 'female'], [null, 'male']] : father.map((x) => [x, '']);
  for (const m of mother) for (const [f, sex] of fromFather) {
    const alleles = (f === null ? [m] : [m, f]).sort();
    const key = `${alleles.join('/')}|${sex}`;
    const prev = kinds.get(key);
    kinds.set(key, { p: (prev?.p ?? 0) + 1 / (mother.length * fromFather.length), alleles, sex });
  }
  const total = [...kinds.values()].reduce((x, k) => x + k.p, 0);
  if (!close(total, 1, 1e-12)) return false;
  const shows = (alleles: string[]): string => {
    const top = Math.max(...alleles.map((x) => rank.get(x) ?? -1));
    return [...new Set(alleles.filter((x) => rank.get(x) === top))].sort().join('/');
  };
  if (t.want === 'genotype_ratio' || t.want === 'phenotype_ratio') {
    const classes = new Map<string, number>();
    for (const k of kinds.values()) {
      const key = t.want === 'genotype_ratio' ? `${k.alleles.join('/')}|${k.sex}` : `${shows(k.alleles)}|${k.sex}`;
      classes.set(key, (classes.get(key) ?? 0) + k.p);
    }
    const parts = a.value.split(':').map((x) => readNumber(x));
    if (parts.some((x) => !Number.isFinite(x) || x <= 0) || parts.length !== classes.size) return false;
    const sp = parts.reduce((x, y) => x + y, 0);
    const want = [...classes.values()].sort((x, y) => x - y);
    const got = parts.map((x) => x / sp).sort((x, y) => x - y);
    return want.every((x, i) => close(x, got[i], 1e-9));
  }
  const tg = t.target;
  if (!tg) return false;
  const fits = (k: { alleles: string[]; sex: string }): boolean => (!tg.sex || k.sex === tg.sex)
    && (!tg.genotype || [...tg.genotype].sort().join('/') === k.alleles.join('/'))
    && (!tg.phenotype || [...new Set(tg.phenotype)].sort().join('/') === shows(k.alleles));
  const pool = [...kinds.values()].filter((k) => !t.among || k.sex === t.among);
  const within = pool.reduce((x, k) => x + k.p, 0);
  if (within <= 0) return false;
  const p = pool.filter(fits).reduce((x, k) => x + k.p, 0) / within;
  const v = readNumber(a.value);
  if (t.want === 'count') return t.offspring !== undefined && close(v, p * t.offspring, 1e-6);
  return close(v, p, 1e-9);
}

/** The counts against equal parts over the offspring kinds the parent gives, by χ² at 5 % (one kind: nothing to test). */
function fitsEqualParts(counts: number[], kinds: number): boolean {
  if (kinds === 1) return true;
  const n = counts.reduce((a, b) => a + b, 0);
  const chi = counts.reduce((a, o) => a + (o - n / kinds) ** 2 / (n / kinds), 0) + (kinds - counts.length) * (n / kinds);
  const critical: Record<number, number> = { 2: 3.841, 4: 7.815, 8: 14.067 };
  return chi <= (critical[kinds] ?? 0);
}

export function verifyBiology(t: Bio, a: Ans): boolean {
  switch (t.kind) {
    case 'monohybrid':
    case 'dihybrid':
    case 'test_cross':
      return verifyCross(t, a);
    case 'allele_cross': return a.kind === (t.want.endsWith('ratio') ? 'ratio' : 'number') && verifyAlleleCross(t, a);
    case 'hardy_weinberg': return a.kind === 'number' && verifyHardyWeinberg(t, a);
    case 'magnification': return verifyMagnification(t, a);
    case 'population_growth': return verifyGrowth(t, a);
    case 'nucleic_acid': return verifyNucleicAcid(t, a);
    case 'chi_square': return a.kind === 'number' && verifyChiSquare(t, a);
    case 'cell_division': return a.kind === 'number' && verifyCellDivision(t, a);
    case 'surface_volume': return a.kind === 'quantity' && verifySurfaceVolume(t, a);
    case 'energy_transfer': return a.kind === 'quantity' && verifyEnergyTransfer(t, a);
    case 'mitotic_index': return verifyMitoticIndex(t, a);
  }
}
