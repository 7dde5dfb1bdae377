import { z } from 'zod';

/**
 * Biology tasks. A genotype is written locus by locus, two letters a locus, the dominant allele in
 * capitals (`Aa`, `AaBb`); a pattern names offspring with `_` for "either allele" (`A_bb` is
 * dominant for the first trait and recessive for the second). Sizes are in metres, frequencies
 * between 0 and 1.
 */
export const genotype = z.string().regex(/^(?:[A-Za-z]{2}){1,3}$/);
export const pattern = z.string().regex(/^(?:[A-Za-z_]{2}){1,3}$/);

/** A trait's names, for stating the task and the answer in words ("tall" / "short"). */
const trait = z.object({ letter: z.string().regex(/^[A-Z]$/), dominant: z.string().min(1).max(40), recessive: z.string().min(1).max(40) });

/** genotype_kinds / phenotype_kinds: how many different genotypes or phenotypes the offspring show; parents: both parents of one gene inferred from their offspring counted. */
export const crossWants = ['genotype_ratio', 'phenotype_ratio', 'probability', 'count', 'parent', 'gamete_types', 'genotype_kinds', 'phenotype_kinds', 'parents'] as const;

const crossFields = {
  /** The two parents; for a test cross whose parent is to be inferred, the tester alone; for parents inferred, the recessive homozygote naming the gene. */
  parents: z.array(genotype).min(1).max(2),
  want: z.enum(crossWants),
  /** The offspring asked about (probability, count). */
  target: pattern.optional(),
  /** A genotype whose offspring die before they are counted (a lethal homozygote): every share is among the survivors. */
  lethal: pattern.optional(),
  /** A second class counted with the target: "homozygous" offspring of one gene are AA or aa. */
  also: pattern.optional(),
  /** A conditional probability: among the offspring matching this pattern. */
  among: pattern.optional(),
  /** The number of offspring, for an expected count. */
  offspring: z.number().int().min(1).max(1e9).optional(),
  /** Instead of their total, the offspring of one class counted ("41 tall offspring"): the total is that count over the class's share. */
  counted: z.object({ pattern, count: z.number().int().min(1).max(1e9) }).optional(),
  /** Offspring observed in a test cross: phenotype patterns and counts (or parts of a ratio). */
  observed: z.array(z.object({ pattern, count: z.number().min(0) })).max(8).optional(),
  traits: z.array(trait).max(3).optional(),
  /** Several children of the cross asked at once: the probability that between `min` and `max` of `n` children are of the target class (a binomial over the children). */
  children: z.object({ n: z.number().int().min(2).max(8), min: z.number().int().min(0).max(8), max: z.number().int().min(0).max(8) }).optional(),
  /** A test cross asked as yes or no ("is the black parent heterozygous?"): the zygosity asked of the unknown parent. */
  zygosity: z.enum(['heterozygous', 'homozygous']).optional(),
};

export const monohybridTask = z.object({ kind: z.literal('monohybrid'), ...crossFields });
export const dihybridTask = z.object({ kind: z.literal('dihybrid'), ...crossFields });
export const testCrossTask = z.object({ kind: z.literal('test_cross'), ...crossFields });

export const hwWants = ['p', 'q', 'p2', 'q2', '2pq', 'dominant', 'count_AA', 'count_Aa', 'count_aa', 'count_dominant'] as const;
export const hardyWeinbergTask = z.object({
  kind: z.literal('hardy_weinberg'),
  /** What is known: a frequency (q2 = recessive phenotype, p2, q, p, dominant = p² + 2pq), genotype counts, or affected males of an X-linked trait. */
  known: z.discriminatedUnion('of', [
    z.object({ of: z.enum(['q2', 'p2', 'q', 'p', 'dominant']), value: z.number().min(0).max(1) }),
    z.object({ of: z.literal('counts'), AA: z.number().min(0), Aa: z.number().min(0), aa: z.number().min(0) }),
    z.object({ of: z.literal('x_males'), affected: z.number().min(0), total: z.number().positive() }),
  ]),
  want: z.enum(hwWants),
  /** The population size, for expected counts. */
  population: z.number().positive().optional(),
  /** The share asked among individuals not showing the recessive trait (p² + 2pq), for 2pq or p². */
  amongUnaffected: z.literal(true).optional(),
  /** The share asked of two unrelated individuals at once ("two normal parents are both carriers"): the one share squared. */
  both: z.literal(true).optional(),
});

export const sizeUnits = ['m', 'cm', 'mm', 'um', 'nm'] as const;
export const magnificationTask = z.object({
  kind: z.literal('magnification'),
  /** Image and actual sizes in metres. */
  image: z.number().positive().optional(),
  actual: z.number().positive().optional(),
  magnification: z.number().positive().optional(),
  objective: z.number().positive().optional(),
  eyepiece: z.number().positive().optional(),
  /** A field of view's diameter (m) at `magnification`; seen again at `to`, or spanned by `count` cells. */
  field: z.number().positive().optional(),
  to: z.number().positive().optional(),
  count: z.number().int().positive().optional(),
  want: z.enum(['magnification', 'image', 'actual', 'total', 'field', 'cell_size']),
  /** The unit the size is answered in. */
  unit: z.enum(sizeUnits).optional(),
});

export const growthModels = ['exponential', 'discrete', 'logistic', 'balance'] as const;
export const populationGrowthTask = z.object({
  kind: z.literal('population_growth'),
  /** exponential: N = N0·e^(rt); discrete: N = N0·(1 + r)^t; logistic: dN/dt = rN(1 − N/K); balance: N changes by B − D + I − E over one period. */
  model: z.enum(growthModels),
  n0: z.number().positive().optional(),
  n: z.number().positive().optional(),
  r: z.number().optional(),
  t: z.number().positive().optional(),
  k: z.number().positive().optional(),
  /** A doubling time. */
  doubling: z.number().positive().optional(),
  /** Over one period: births, deaths, immigrants and emigrants (balance model). */
  births: z.number().min(0).optional(),
  deaths: z.number().min(0).optional(),
  immigrants: z.number().min(0).optional(),
  emigrants: z.number().min(0).optional(),
  /** per_capita: (B − D + I − E) / N0; net: B − D + I − E individuals. */
  want: z.enum(['n', 'r', 't', 'doubling', 'rate', 'n0', 'per_capita', 'net']),
  /** The time unit named in the problem (h, day, year …), for a time answer. */
  timeUnit: z.string().min(1).max(12).optional(),
});

/** An allele as written: a letter with an optional tag (H, h, I^A, i, C^R), or Y for the father's Y chromosome. */
export const alleleSymbol = z.string().regex(/^[A-Za-z](?:\^[A-Za-z0-9]{1,2})?$/);
export const alleleExpressions = ['dominance', 'incomplete', 'codominance'] as const;
export const sexes = ['male', 'female'] as const;
/**
 * One gene whose alleles are not simply dominant and recessive letters: incomplete dominance
 * (C^R C^W, pink), codominance and multiple alleles (I^A, I^B, i), or a gene on the X chromosome
 * (X^H X^h × X^H Y), where sons receive their only X from the mother.
 */
export const alleleCrossTask = z.object({
  kind: z.literal('allele_cross'),
  /** x_linked: the first parent is the mother (two X alleles), the second the father (one X allele). */
  linkage: z.enum(['autosomal', 'x_linked']),
  /** Every allele with its rank: a higher rank masks a lower one; equal ranks are both expressed. */
  alleles: z.array(z.object({ symbol: alleleSymbol, rank: z.number().int().min(0).max(3) })).min(2).max(4),
  /** How a heterozygote of two equal ranks looks: a blend (incomplete) or both traits (codominance). */
  expression: z.enum(alleleExpressions),
  parents: z.tuple([z.array(alleleSymbol).length(2), z.array(alleleSymbol).min(1).max(2)]),
  want: z.enum(['genotype_ratio', 'phenotype_ratio', 'probability', 'count']),
  /** The offspring asked about: a genotype (its alleles), a phenotype (the alleles it expresses), and/or a sex. */
  target: z.object({ genotype: z.array(alleleSymbol).min(1).max(2).optional(), phenotype: z.array(alleleSymbol).min(1).max(2).optional(), sex: z.enum(sexes).optional() }).optional(),
  /** Asked among the children of one sex ("that a son is colour-blind"), not over all children ("a colour-blind son"). */
  among: z.enum(sexes).optional(),
  offspring: z.number().int().min(1).max(1e9).optional(),
});

export const bases = ['A', 'T', 'G', 'C'] as const;
export const nucleicWants = ['base_percent', 'base_count', 'complement', 'mrna', 'protein', 'amino_acids', 'nucleotides', 'codons'] as const;
/**
 * DNA and RNA: base pairing in a double helix (Chargaff: %A = %T, %G = %C), a strand's complement,
 * transcription of a DNA strand into mRNA, translation with the standard genetic code, and the
 * three nucleotides of a codon for each amino acid.
 */
export const nucleicAcidTask = z.object({
  kind: z.literal('nucleic_acid'),
  want: z.enum(nucleicWants),
  /**
   * base_percent: one base's share (in %) of a double-stranded DNA, and the base asked; base_count
   * also, with the number of bases of the DNA in count (two per base pair), asks how many of that base.
   */
  known: z.object({ base: z.enum(bases), percent: z.number().min(0).max(50) }).optional(),
  asked: z.enum(bases).optional(),
  /** The sequence as written, left to right, DNA with T or RNA with U. */
  sequence: z.string().regex(/^(?:[ACGT]{1,600}|[ACGU]{1,600})$/).optional(),
  /** The end written first: 5 (5'→3'), 3 (3'→5'), or none stated. */
  start: z.enum(['5', '3', 'none']).optional(),
  /** A DNA sequence transcribed or translated: the template (transcribed) strand or the coding strand. */
  strand: z.enum(['template', 'coding']).optional(),
  /** protein: the base (from 0) where translation starts, the start codon AUG. */
  offset: z.number().int().min(0).max(600).optional(),
  /** amino_acids / nucleotides / codons: the number given (nucleotides of a coding sequence, or amino acids). */
  count: z.number().int().positive().max(1e9).optional(),
  /** Whether the count of nucleotides includes the stop codon. */
  stop: z.boolean().optional(),
});

/** A chi-square goodness-of-fit test of counts against the parts of an expected ratio. */
export const chiSquareTask = z.object({
  kind: z.literal('chi_square'),
  /** The counts observed, in the order of the ratio's parts; absent when only the degrees of freedom are asked. */
  observed: z.array(z.number().min(0)).min(2).max(12).optional(),
  ratio: z.array(z.number().positive()).min(2).max(12),
  want: z.enum(['chi2', 'df']),
  /** The significance level of the decision. */
  alpha: z.enum(['0.1', '0.05', '0.01']),
});

/** Cells after rounds of mitosis, and chromosomes in the daughter cells of mitosis or meiosis. */
export const cellDivisionTask = z.object({
  kind: z.literal('cell_division'),
  division: z.enum(['mitosis', 'meiosis']),
  want: z.enum(['cells', 'chromosomes']),
  /** Cells at the start and rounds of division (cells). */
  cells: z.number().int().positive().max(1e9).optional(),
  rounds: z.number().int().min(1).max(60).optional(),
  /** The diploid number 2n of the dividing cell (chromosomes). */
  diploid: z.number().int().positive().max(2000).optional(),
});

export const mitosisPhases = ['interphase', 'prophase', 'metaphase', 'anaphase', 'telophase'] as const;
/**
 * Cells counted on a slide of a dividing tissue (a root tip): the mitotic index is the share of the
 * cells counted that are in mitosis, and a stage's share of the cells is its share of the cell
 * cycle's length, so a stage lasts (its cells / all cells) × the cycle.
 */
export const mitoticIndexTask = z.object({
  kind: z.literal('mitotic_index'),
  want: z.enum(['index', 'duration']),
  /** Cells in mitosis, or in the stage asked, and all the cells counted. */
  dividing: z.number().min(0).optional(),
  total: z.number().positive().optional(),
  /** The mitotic index given instead of counts, between 0 and 1. */
  index: z.number().min(0).max(1).optional(),
  /** The cell cycle's length in `timeUnit`. */
  cycle: z.number().positive().optional(),
  timeUnit: z.enum(['s', 'min', 'h', 'day']).optional(),
  /** The unit the duration is asked in, when it is not the cycle's. */
  askedUnit: z.enum(['s', 'min', 'h', 'day']).optional(),
  /** The stage whose length is asked; mitosis as a whole when absent. */
  phase: z.enum(mitosisPhases).optional(),
  /** The index asked as a percentage. */
  percent: z.literal(true).optional(),
});

/** A cube-shaped cell's surface area, volume and their ratio 6s²/s³ = 6/s. */
export const surfaceVolumeTask = z.object({
  kind: z.literal('surface_volume'),
  side: z.number().positive(),
  unit: z.enum(sizeUnits),
  want: z.enum(['ratio', 'area', 'volume']),
});

export const energyUnits = ['J', 'kJ', 'MJ', 'cal', 'kcal'] as const;
/**
 * Energy passed up a food chain: each trophic level keeps a fixed share (10 % by the ten per cent
 * rule) of the level below. Levels count from the producers (0): primary consumers 1, secondary 2 …
 * A level below the one known is asked backwards (the producers needed for so much at the top).
 */
export const energyTransferTask = z.object({
  kind: z.literal('energy_transfer'),
  energy: z.number().positive(),
  unit: z.enum(energyUnits),
  from: z.number().int().min(0).max(4),
  to: z.number().int().min(0).max(4),
  /** The share passed on at each step, between 0 and 1. */
  efficiency: z.number().positive().max(1),
});

export const BIOLOGY_TASKS = [monohybridTask, dihybridTask, testCrossTask, alleleCrossTask, hardyWeinbergTask, magnificationTask, populationGrowthTask, nucleicAcidTask, chiSquareTask, cellDivisionTask, surfaceVolumeTask, energyTransferTask, mitoticIndexTask] as const;
export const BIOLOGY_KINDS = ['monohybrid', 'dihybrid', 'test_cross', 'allele_cross', 'hardy_weinberg', 'magnification', 'population_growth', 'nucleic_acid', 'chi_square', 'cell_division', 'surface_volume', 'energy_transfer', 'mitotic_index'] as const;
export type AlleleCrossTask = z.infer<typeof alleleCrossTask>;
export type PopulationGrowthTask = z.infer<typeof populationGrowthTask>;
export type NucleicAcidTask = z.infer<typeof nucleicAcidTask>;
export type ChiSquareTask = z.infer<typeof chiSquareTask>;
export type CellDivisionTask = z.infer<typeof cellDivisionTask>;
export type SurfaceVolumeTask = z.infer<typeof surfaceVolumeTask>;
export type MitoticIndexTask = z.infer<typeof mitoticIndexTask>;
export type EnergyTransferTask = z.infer<typeof energyTransferTask>;
export type BiologyTask = z.infer<(typeof BIOLOGY_TASKS)[number]>;
export type CrossTask = z.infer<typeof monohybridTask> | z.infer<typeof dihybridTask> | z.infer<typeof testCrossTask>;
