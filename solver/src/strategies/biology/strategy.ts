import { text, type Text } from '../../i18n';
import type { Outcome, StepDraft, Strategy } from '../../strategy';
import type { Task, TaskOf } from '../../task/task';
import type { CrossTask } from '../../biology/task';
import { gametes, loci, lowest, matches, punnett, tally } from '../../biology/genetics';
import { sigLatex } from '../../chemistry/quantity';
import { fitStep } from './testCrossFit';
import { inferParents } from './parentsFromOffspring';
import { fracLatex, fraction, num, outcome } from './outcome';
import { overChildren } from './children';
import { solveAlleleCross } from './alleleCross';
import { solveBalance } from './balance';
import { solveFieldOfView } from './fieldOfView';
import { solveNucleicAcid } from './nucleicAcid';
import { solveChiSquare } from './chiSquare';
import { solveCellDivision, solveMitoticIndex, solveSurfaceVolume } from './cells';
import { solveEnergyTransfer } from './energyTransfer';

/**
 * Biology as taught in high school and a first university course: Mendelian crosses with complete
 * dominance shown as a Punnett square (monohybrid, dihybrid, test cross), Hardy–Weinberg
 * equilibrium, microscope magnification and population growth (exponential, discrete, logistic).
 */
const geno = (g: string): string => `\\mathit{${g}}`;

/** Kinds of gametes: one allele of each gene, independently — two choices per heterozygous gene, one per homozygous. */
function gameteTypes(t: CrossTask): Outcome | null {
  const g = t.parents[0];
  const kinds = [...new Set(gametes(g))];
  const het = loci(g).filter((l) => l[0] !== l[1]).length;
  const steps: StepDraft[] = [{
    title: text('One allele of each gene', 'Un allèle de chaque gène'),
    explanation: text(
      `A gamete carries one allele of each gene; with independent genes each heterozygous gene doubles the choices: 2^${het} = ${kinds.length}.`,
      `Un gamète porte un allèle de chaque gène ; les gènes étant indépendants, chaque gène hétérozygote double les possibilités : 2^${het} = ${kinds.length}.`,
    ),
    formula: kinds.map(geno).join(',\\ '),
  }];
  return outcome(t.kind, steps, 'number', String(kinds.length), String(kinds.length), text('The number of kinds of gametes is', 'Le nombre de types de gamètes est'));
}

function inferParent(t: CrossTask): Outcome | null {
  const tester = t.parents[0];
  const observed = t.observed ?? [];
  if (observed.length === 0) return null;
  // each locus: a recessive offspring phenotype at that locus means the unknown parent carries the recessive allele
  const parent = loci(tester).map((l, k) => {
    const D = l[0].toUpperCase();
    const rec = observed.some((o) => o.count > 0 && o.pattern[2 * k] === D.toLowerCase());
    return rec ? D + D.toLowerCase() : D + D;
  }).join('');
  const steps: StepDraft[] = [{
    title: text('Read the offspring of the test cross', 'Lire les descendants du croisement test'),
    explanation: text(
      'The tester is homozygous recessive: it gives only recessive alleles, so each offspring shows the allele it received from the unknown parent.',
      'Le testeur est homozygote récessif : il ne donne que des allèles récessifs, donc chaque descendant montre l’allèle reçu du parent inconnu.',
    ),
    formula: observed.map((o) => `${geno(o.pattern.replace(/_/g, '\\_'))}: ${o.count}`).join(',\\quad '),
  }, {
    title: text('Infer the genotype', 'En déduire le génotype'),
    explanation: text(
      'A recessive phenotype among the offspring at a gene shows that the parent is heterozygous for it; offspring all dominant show it is homozygous dominant.',
      'Un phénotype récessif parmi les descendants pour un gène montre que le parent est hétérozygote pour ce gène ; des descendants tous dominants montrent qu’il est homozygote dominant.',
    ),
    formula: `${geno(parent)} \\times ${geno(tester)}`,
  }];
  const fit = fitStep(observed.map((o) => o.count), loci(parent).filter((l) => l[0] !== l[1]).length);
  if (!fit.fits) return null;
  steps.push(fit.step);
  if (t.zygosity) return zygosityVerdict(t.kind, steps, parent, t.zygosity);
  return outcome(t.kind, steps, 'text', parent, geno(parent), text('The unknown parent is', 'Le parent inconnu est'));
}

/** Yes or no to "is the parent heterozygous (homozygous)?", from the genotype the test cross shows. */
function zygosityVerdict(category: string, steps: StepDraft[], parent: string, asked: 'heterozygous' | 'homozygous'): Outcome {
  const het = parent[0] !== parent[1];
  const yes = het === (asked === 'heterozygous');
  const value = yes ? 'yes' : 'no';
  const said = het
    ? text(`${yes ? 'Yes' : 'No'}: the parent is heterozygous (${parent}).`, `${yes ? 'Oui' : 'Non'} : le parent est hétérozygote (${parent}).`)
    : text(`${yes ? 'Yes' : 'No'}: the parent is homozygous (${parent}).`, `${yes ? 'Oui' : 'Non'} : le parent est homozygote (${parent}).`);
  return { ...outcome(category, steps, 'bool', value, `\\text{${value}}`, said), answer: { kind: 'bool', value, latex: `\\text{${value}}`, words: said }, finalAnswer: said };
}

function solveCross(t: CrossTask): Outcome | null {
  if (t.want === 'parent') return inferParent(t);
  if (t.want === 'parents') return inferParents(t);
  if (t.want === 'gamete_types') return gameteTypes(t);
  if (t.parents.length !== 2) return null;
  const [p1, p2] = t.parents;
  const sq = punnett(p1, p2);
  const all = sq.cells.flat();
  // offspring of a lethal genotype die before they are counted: every share is among the survivors
  const cells = t.lethal ? all.filter((c) => !matches(c, t.lethal ?? '')) : all;
  const total = cells.length;
  if (total === 0) return null;
  const steps: StepDraft[] = [{
    title: text('Gametes of each parent', 'Gamètes de chaque parent'),
    explanation: text(
      `Each gamete carries one allele of each gene${loci(p1).length > 1 ? ' (independent assortment: every combination is equally likely)' : ''}.`,
      `Chaque gamète porte un allèle de chaque gène${loci(p1).length > 1 ? ' (gènes indépendants : toutes les combinaisons sont équiprobables)' : ''}.`,
    ),
    formula: `${geno(p1)} \\to ${gametes(p1).map(geno).join(',\\ ')}\\qquad ${geno(p2)} \\to ${gametes(p2).map(geno).join(',\\ ')}`,
  }, {
    title: text('Punnett square', 'Échiquier de croisement'),
    explanation: text(`Pair every gamete of one parent with every gamete of the other: ${all.length} equally likely cells.`, `On associe chaque gamète d’un parent à chaque gamète de l’autre : ${all.length} cases équiprobables.`),
    table: {
      header: [text('\\text{Gametes}', '\\text{Gamètes}'), ...sq.cols.map(geno)],
      rows: sq.rows.map((r, i) => [geno(r), ...sq.cells[i].map(geno)]),
      rowHeaders: true,
    },
  }];
  if (t.lethal) {
    steps.push({
      title: text('Remove the lethal genotype', 'Retirer le génotype létal'),
      explanation: text(`Offspring ${t.lethal} die: ${all.length - total} of the ${all.length} cells are removed, ${total} survivors remain.`, `Les descendants ${t.lethal} meurent : ${all.length - total} des ${all.length} cases sont retirées, il reste ${total} survivants.`),
      formula: `${all.length} - ${all.length - total} = ${total}`,
    });
  }
  const genotypes = tally(cells, 'genotype');
  const phenotypes = tally(cells, 'phenotype');
  const pheno = (p: string): string => p.replace(/_/g, '\\_');
  steps.push({
    title: text('Count the genotypes and phenotypes', 'Compter génotypes et phénotypes'),
    explanation: text('Complete dominance: one dominant allele is enough to show the dominant trait (written A_).', 'Dominance complète : un seul allèle dominant suffit pour exprimer le caractère dominant (noté A_).'),
    formula: `${genotypes.map(([g, n]) => `${geno(g)}: ${n}`).join(',\\ ')}\\qquad ${phenotypes.map(([p, n]) => `${geno(pheno(p))}: ${n}`).join(',\\ ')}`,
  });
  if (t.want === 'genotype_kinds' || t.want === 'phenotype_kinds') {
    const classes = t.want === 'genotype_kinds' ? genotypes : phenotypes;
    const k = String(classes.length);
    steps.push({
      title: text('Count the classes', 'Compter les classes'),
      explanation: t.want === 'genotype_kinds' ? text(`The square holds ${k} different genotypes.`, `L’échiquier contient ${k} génotypes différents.`) : text(`The square holds ${k} different phenotypes.`, `L’échiquier contient ${k} phénotypes différents.`),
      formula: classes.map(([c]) => geno(pheno(c))).join(',\\ '),
    });
    return outcome(t.kind, steps, 'number', k, k, t.want === 'genotype_kinds' ? text('The number of different genotypes is', 'Le nombre de génotypes différents est') : text('The number of different phenotypes is', 'Le nombre de phénotypes différents est'));
  }
  if (t.want === 'genotype_ratio' || t.want === 'phenotype_ratio') {
    const classes = t.want === 'genotype_ratio' ? genotypes : phenotypes;
    const r = lowest(classes.map(([, n]) => n)).join(':');
    steps.push({
      title: text('Ratio', 'Proportions'),
      explanation: text(`Divide the counts by their greatest common divisor, in the order ${classes.map(([c]) => c).join(' : ')}.`, `On divise les effectifs par leur plus grand diviseur commun, dans l’ordre ${classes.map(([c]) => c).join(' : ')}.`),
      formula: `${classes.map(([c]) => geno(pheno(c))).join(' : ')} = ${r.replace(/:/g, ' : ')}`,
    });
    const words = t.want === 'genotype_ratio' ? text(`The genotype ratio (${classes.map(([c]) => c).join(':')}) is`, `Le rapport génotypique (${classes.map(([c]) => c).join(':')}) est`) : text(`The phenotype ratio (${classes.map(([c]) => c).join(':')}) is`, `Le rapport phénotypique (${classes.map(([c]) => c).join(':')}) est`);
    return outcome(t.kind, steps, 'ratio', r, r.replace(/:/g, ' : '), words);
  }
  if (!t.target) return null;
  const target = t.target;
  const pool = t.among ? cells.filter((c) => matches(c, t.among ?? '')) : cells;
  if (pool.length === 0) return null;
  const hits = pool.filter((c) => matches(c, target) || (t.also !== undefined && matches(c, t.also))).length;
  // "AA or aa" when a second class is counted with the target
  const named = text(t.also ? `${target} or ${t.also}` : target, t.also ? `${target} ou ${t.also}` : target);
  const f = fraction(hits, pool.length);
  steps.push({
    title: text(t.among ? 'Conditional probability' : 'Probability', t.among ? 'Probabilité conditionnelle' : 'Probabilité'),
    explanation: t.among
      ? text(`Keep only the ${pool.length} cells matching ${t.among}; ${hits} of them match ${named.en}.`, `On ne garde que les ${pool.length} cases correspondant à ${t.among} ; ${hits} d’entre elles correspondent à ${named.fr}.`)
      : text(`${hits} of the ${total} cells match ${named.en}.`, `${hits} des ${total} cases correspondent à ${named.fr}.`),
    formula: `P(${geno(pheno(target))}${t.also ? ` \\cup ${geno(pheno(t.also))}` : ''}${t.among ? ` \\mid ${geno(pheno(t.among))}` : ''}) = \\frac{${hits}}{${pool.length}}${f.includes('/') || f !== `${hits}` ? ` = ${fracLatex(f)}` : ''}`,
  });
  if (t.want === 'count' && !t.offspring && t.counted && !t.among) {
    // the offspring of one class counted: the whole brood is that count over the class's share
    const seen = t.counted;
    const share = cells.filter((c) => matches(c, seen.pattern)).length;
    // the class counted is no answer to itself
    if (share === 0 || seen.pattern === target) return null;
    const all = (seen.count * cells.length) / share;
    const n = (seen.count * hits) / share;
    steps.push({
      title: text('Offspring counted', 'Descendants comptés'),
      explanation: text(`The ${seen.count} offspring ${seen.pattern} are ${share} of the ${cells.length} cells: about ${sigLatex(all, 6)} offspring in all.`, `Les ${seen.count} descendants ${seen.pattern} représentent ${share} des ${cells.length} cases : environ ${sigLatex(all, 6)} descendants au total.`),
      formula: `N = ${seen.count} \\times \\frac{${cells.length}}{${share}} = ${sigLatex(all, 6)}`,
    }, { title: text('Expected number', 'Effectif attendu'), explanation: text('Multiply the probability by the number of offspring.', 'On multiplie la probabilité par le nombre de descendants.'), formula: `${sigLatex(all, 6)} \\times ${fracLatex(f)} = ${sigLatex(n, 6)}` });
    return outcome(t.kind, steps, 'number', num(n), sigLatex(n, 6), text('The expected number is', 'L’effectif attendu est'));
  }
  if (t.want === 'count') {
    if (!t.offspring) return null;
    const n = (t.offspring * hits) / pool.length;
    steps.push({ title: text('Expected number', 'Effectif attendu'), explanation: text('Multiply the probability by the number of offspring.', 'On multiplie la probabilité par le nombre de descendants.'), formula: `${t.offspring} \\times ${fracLatex(f)} = ${sigLatex(n, 6)}` });
    return outcome(t.kind, steps, 'number', num(n), sigLatex(n, 6), text('The expected number is', 'L’effectif attendu est'));
  }
  if (t.children) {
    if (t.want !== 'probability' || t.among) return null;
    const over = overChildren(hits, pool.length, t.children);
    if (!over) return null;
    steps.push(over.step);
    return outcome(t.kind, steps, 'number', over.value, over.latex, text(`The probability over the ${t.children.n} children is`, `La probabilité sur les ${t.children.n} enfants est`));
  }
  return outcome(t.kind, steps, 'number', f, fracLatex(f), text(`The probability of ${named.en}${t.among ? ` among ${t.among}` : ''} is`, `La probabilité de ${named.fr}${t.among ? ` parmi ${t.among}` : ''} est`));
}

function solveHardyWeinberg(t: TaskOf<'hardy_weinberg'>): Outcome | null {
  const steps: StepDraft[] = [];
  let q: number;
  const k = t.known;
  if (k.of === 'counts') {
    const n = k.AA + k.Aa + k.aa;
    if (n <= 0) return null;
    const p = (2 * k.AA + k.Aa) / (2 * n);
    q = 1 - p;
    steps.push({ title: text('Count the alleles', 'Compter les allèles'), explanation: text('Each AA carries two A, each Aa one; there are 2N alleles.', 'Chaque AA porte deux A, chaque Aa un seul ; il y a 2N allèles.'), formula: `p = \\frac{2 \\times ${k.AA} + ${k.Aa}}{2 \\times ${n}} = ${sigLatex(p, 6)},\\quad q = 1 - p = ${sigLatex(q, 6)}` });
  } else if (k.of === 'x_males') {
    q = k.affected / k.total;
    steps.push({ title: text('Males have one X', 'Les hommes n’ont qu’un X'), explanation: text('A male shows the recessive trait when his single X carries the allele: the frequency of affected males is q.', 'Un homme exprime le caractère récessif dès que son unique X porte l’allèle : la fréquence des hommes atteints est q.'), formula: `q = \\frac{${k.affected}}{${k.total}} = ${sigLatex(q, 6)}` });
  } else {
    const v = k.value;
    q = k.of === 'q2' ? Math.sqrt(v) : k.of === 'q' ? v : k.of === 'p' ? 1 - v : k.of === 'p2' ? 1 - Math.sqrt(v) : Math.sqrt(1 - v);
    const how = { q2: `q^2 = ${sigLatex(v, 6)} \\Rightarrow q = \\sqrt{${sigLatex(v, 6)}} = ${sigLatex(q, 6)}`, q: `q = ${sigLatex(q, 6)}`, p: `q = 1 - p = 1 - ${sigLatex(v, 6)} = ${sigLatex(q, 6)}`, p2: `p = \\sqrt{${sigLatex(v, 6)}},\\ q = 1 - p = ${sigLatex(q, 6)}`, dominant: `q^2 = 1 - ${sigLatex(v, 6)} \\Rightarrow q = ${sigLatex(q, 6)}` }[k.of];
    steps.push({ title: text('Frequency of the recessive allele', 'Fréquence de l’allèle récessif'), explanation: text('At equilibrium the recessive phenotype (aa) has frequency q² and p + q = 1.', 'À l’équilibre, le phénotype récessif (aa) a pour fréquence q² et p + q = 1.'), formula: how });
  }
  if (!(q >= 0 && q <= 1)) return null;
  const p = 1 - q;
  steps.push({ title: text('Hardy–Weinberg equilibrium', 'Équilibre de Hardy–Weinberg'), explanation: text('Genotype frequencies p², 2pq and q² add up to 1.', 'Les fréquences génotypiques p², 2pq et q² ont pour somme 1.'), formula: `p = ${sigLatex(p, 6)},\\ p^2 = ${sigLatex(p * p, 6)},\\ 2pq = ${sigLatex(2 * p * q, 6)},\\ q^2 = ${sigLatex(q * q, 6)}` });
  const values: Record<string, [number, Text]> = {
    p: [p, text('The frequency of the dominant allele p is', 'La fréquence de l’allèle dominant p est')],
    q: [q, text('The frequency of the recessive allele q is', 'La fréquence de l’allèle récessif q est')],
    p2: [p * p, text('The frequency of homozygous dominant individuals p² is', 'La fréquence des homozygotes dominants p² est')],
    q2: [q * q, text('The frequency of homozygous recessive individuals q² is', 'La fréquence des homozygotes récessifs q² est')],
    '2pq': [2 * p * q, text('The frequency of carriers 2pq is', 'La fréquence des porteurs 2pq est')],
    dominant: [p * p + 2 * p * q, text('The frequency of the dominant phenotype p² + 2pq is', 'La fréquence du phénotype dominant p² + 2pq est')],
  };
  if (t.want.startsWith('count')) {
    if (!t.population) return null;
    const counts: Record<string, number> = { count_AA: p * p, count_Aa: 2 * p * q, count_aa: q * q, count_dominant: p * p + 2 * p * q };
    const f = counts[t.want] ?? NaN;
    const n = f * t.population;
    steps.push({ title: text('Expected number', 'Effectif attendu'), explanation: text('Multiply the frequency by the population size.', 'On multiplie la fréquence par l’effectif de la population.'), formula: `${sigLatex(f, 6)} \\times ${t.population} = ${sigLatex(n, 6)}` });
    return outcome('hardy_weinberg', steps, 'number', num(n), sigLatex(n, 6), text('The expected number is', 'L’effectif attendu est'));
  }
  if (t.amongUnaffected) {
    // only those without the recessive phenotype are counted: the share is conditional on p² + 2pq
    if (t.want !== '2pq' && t.want !== 'p2') return null;
    const unaffected = p * p + 2 * p * q;
    const part = t.want === '2pq' ? 2 * p * q : p * p;
    const v = part / unaffected;
    const sym = t.want === '2pq' ? '2pq' : 'p^2';
    steps.push({
      title: text('Among the unaffected', 'Parmi les non-atteints'),
      explanation: text(
        'Only individuals without the recessive phenotype are counted: they make up p² + 2pq of the population, so divide by it.',
        'Seuls les individus qui n’expriment pas le phénotype récessif sont comptés : ils forment p² + 2pq de la population, on divise donc par cette fréquence.',
      ),
      formula: `\\frac{${sym}}{p^2 + 2pq} = \\frac{${sigLatex(part, 6)}}{${sigLatex(unaffected, 6)}} = ${sigLatex(v, 6)}`,
    });
    const words = t.want === '2pq'
      ? text('The fraction of carriers among unaffected individuals, 2pq/(p² + 2pq), is', 'La proportion de porteurs parmi les individus non atteints, 2pq/(p² + 2pq), est')
      : text('The fraction of homozygous dominant individuals among unaffected ones, p²/(p² + 2pq), is', 'La proportion d’homozygotes dominants parmi les individus non atteints, p²/(p² + 2pq), est');
    return t.both ? bothPeople(steps, v) : outcome('hardy_weinberg', steps, 'number', num(v), sigLatex(v, 6), words);
  }
  const [v, words] = values[t.want];
  return t.both ? bothPeople(steps, v) : outcome('hardy_weinberg', steps, 'number', num(v), sigLatex(v, 6), words);
}

/** Two unrelated people are carriers independently: the one share squared. */
function bothPeople(steps: StepDraft[], one: number): Outcome {
  const v = one * one;
  steps.push({
    title: text('Two people at once', 'Deux personnes à la fois'),
    explanation: text('The two people are unrelated, so each is a carrier independently of the other: multiply the two probabilities.', 'Les deux personnes ne sont pas apparentées : chacune est porteuse indépendamment de l’autre, on multiplie les deux probabilités.'),
    formula: `${sigLatex(one, 6)}^2 = ${sigLatex(v, 6)}`,
  });
  return outcome('hardy_weinberg', steps, 'number', num(v), sigLatex(v, 6), text('The probability that both are carriers is', 'La probabilité que les deux soient porteurs est'));
}

const UNIT_M: Record<string, number> = { m: 1, cm: 1e-2, mm: 1e-3, um: 1e-6, nm: 1e-9 };
const unitTex = (u: string): string => (u === 'um' ? '\\mu m' : u);
function niceUnit(x: number): string {
  return x >= 1e-3 ? 'mm' : x >= 1e-6 ? 'um' : 'nm';
}

function solveMagnification(t: TaskOf<'magnification'>): Outcome | null {
  if (t.want === 'field' || t.want === 'cell_size') return solveFieldOfView(t);
  const steps: StepDraft[] = [];
  const rel = text('Magnification = image size / actual size, both in the same unit.', 'Grossissement = taille de l’image / taille réelle, dans la même unité.');
  if (t.want === 'total') {
    if (!t.objective || !t.eyepiece) return null;
    const m = t.objective * t.eyepiece;
    steps.push({ title: text('Total magnification', 'Grossissement total'), explanation: text('Multiply the magnifications of the objective and the eyepiece.', 'On multiplie les grossissements de l’objectif et de l’oculaire.'), formula: `${t.objective} \\times ${t.eyepiece} = ${num(m)}` });
    return outcome('magnification', steps, 'number', num(m), `\\times ${num(m)}`, text('The total magnification is', 'Le grossissement total est'));
  }
  if (t.want === 'magnification') {
    if (!t.image || !t.actual) return null;
    const m = t.image / t.actual;
    steps.push({ title: text('Same unit', 'Même unité'), explanation: rel, formula: `M = \\frac{${sigLatex(t.image * 1e6, 6)}\\ \\mu m}{${sigLatex(t.actual * 1e6, 6)}\\ \\mu m} = ${sigLatex(m, 6)}` });
    return outcome('magnification', steps, 'number', num(m), `\\times ${sigLatex(m, 6)}`, text('The magnification is ×', 'Le grossissement est ×'));
  }
  if (!t.magnification) return null;
  const M = t.magnification;
  if (t.want === 'actual') {
    if (!t.image) return null;
    const a = t.image / M;
    const u = t.unit ?? niceUnit(a);
    const v = a / UNIT_M[u];
    steps.push({ title: text('Actual size', 'Taille réelle'), explanation: text(`${rel.en} So actual size = image size / magnification.`, `${rel.fr} Donc taille réelle = taille de l’image / grossissement.`), formula: `\\text{actual} = \\frac{${sigLatex(t.image * 1e3, 6)}\\ \\mathrm{mm}}{${sigLatex(M, 6)}} = ${sigLatex(a * 1e3, 6)}\\ \\mathrm{mm} = ${sigLatex(v, 6)}\\ \\mathrm{${unitTex(u)}}` });
    return outcome('magnification', steps, 'quantity', `${num(v)} ${u}`, `${sigLatex(v, 6)}\\ \\mathrm{${unitTex(u)}}`, text('The actual size is', 'La taille réelle est'));
  }
  if (!t.actual) return null;
  const i = t.actual * M;
  const u = t.unit ?? 'mm';
  const v = i / UNIT_M[u];
  steps.push({ title: text('Image size', 'Taille de l’image'), explanation: text(`${rel.en} So image size = actual size × magnification.`, `${rel.fr} Donc taille de l’image = taille réelle × grossissement.`), formula: `\\text{image} = ${sigLatex(t.actual * 1e6, 6)}\\ \\mu m \\times ${sigLatex(M, 6)} = ${sigLatex(v, 6)}\\ \\mathrm{${unitTex(u)}}` });
  return outcome('magnification', steps, 'quantity', `${num(v)} ${u}`, `${sigLatex(v, 6)}\\ \\mathrm{${unitTex(u)}}`, text('The image size is', 'La taille de l’image est'));
}

/** 1 + r with the sign of r written once: 1 + 0.03, 1 − 0.05 for a decreasing population. */
const onePlus = (r: number): string => (r < 0 ? `1 - ${sigLatex(-r, 6)}` : `1 + ${sigLatex(r, 6)}`);
function solveGrowth(t: TaskOf<'population_growth'>): Outcome | null {
  if (t.model === 'balance') return solveBalance(t);
  const steps: StepDraft[] = [];
  const unit = t.timeUnit;
  const timeAnswer = (x: number, words: Text): Outcome => (unit ? outcome('population_growth', steps, 'quantity', `${num(x)} ${unit}`, `${sigLatex(x, 6)}\\ \\mathrm{${unit}}`, words) : outcome('population_growth', steps, 'number', num(x), sigLatex(x, 6), words));
  if (t.model === 'logistic') {
    if (t.r === undefined || t.k === undefined || t.n === undefined) return null;
    const rate = t.r * t.n * (1 - t.n / t.k);
    steps.push({ title: text('Logistic growth', 'Croissance logistique'), explanation: text('dN/dt = rN(1 − N/K): growth slows as N nears the carrying capacity K.', 'dN/dt = rN(1 − N/K) : la croissance ralentit quand N approche de la capacité d’accueil K.'), formula: `\\frac{dN}{dt} = ${sigLatex(t.r, 6)} \\times ${sigLatex(t.n, 6)} \\times \\left(1 - \\frac{${sigLatex(t.n, 6)}}{${sigLatex(t.k, 6)}}\\right) = ${sigLatex(rate, 6)}` });
    return outcome('population_growth', steps, 'number', num(rate), sigLatex(rate, 6), text('The growth rate dN/dt is', 'La vitesse de croissance dN/dt est'));
  }
  const discrete = t.model === 'discrete';
  let r = t.r;
  if (r === undefined && t.doubling !== undefined) {
    r = discrete ? 2 ** (1 / t.doubling) - 1 : Math.LN2 / t.doubling;
    steps.push({ title: text('Rate from the doubling time', 'Taux à partir du temps de doublement'), explanation: discrete ? text('(1 + r)^T = 2.', '(1 + r)^T = 2.') : text('e^(rT) = 2, so r = ln 2 / T.', 'e^(rT) = 2, donc r = ln 2 / T.'), formula: discrete ? `r = 2^{1/${sigLatex(t.doubling, 6)}} - 1 = ${sigLatex(r, 6)}` : `r = \\frac{\\ln 2}{${sigLatex(t.doubling, 6)}} = ${sigLatex(r, 6)}` });
  }
  const law = discrete ? text('Discrete growth: N = N₀(1 + r)^t.', 'Croissance discrète : N = N₀(1 + r)^t.') : text('Exponential growth: N = N₀·e^(rt).', 'Croissance exponentielle : N = N₀·e^(rt).');
  const g = (x: number, time: number): number => (discrete ? (1 + x) ** time : Math.exp(x * time));
  switch (t.want) {
    case 'n': {
      if (r === undefined || t.n0 === undefined || t.t === undefined) return null;
      const n = t.n0 * g(r, t.t);
      steps.push({ title: text('Population after t', 'Population au bout de t'), explanation: law, formula: discrete ? `N = ${sigLatex(t.n0, 6)} \\times (${onePlus(r)})^{${sigLatex(t.t, 6)}} = ${sigLatex(n, 6)}` : `N = ${sigLatex(t.n0, 6)}\\, e^{${sigLatex(r, 6)} \\times ${sigLatex(t.t, 6)}} = ${sigLatex(n, 6)}` });
      return outcome('population_growth', steps, 'number', num(n), sigLatex(n, 6), text('The population is', 'La population est de'));
    }
    case 'r': {
      if (t.doubling !== undefined && r !== undefined) return outcome('population_growth', steps, 'number', num(r), sigLatex(r, 6), text('The growth rate r is', 'Le taux de croissance r est'));
      if (t.n0 === undefined || t.n === undefined || t.t === undefined) return null;
      const x = discrete ? (t.n / t.n0) ** (1 / t.t) - 1 : Math.log(t.n / t.n0) / t.t;
      steps.push({ title: text('Solve for r', 'Isoler r'), explanation: law, formula: discrete ? `r = \\left(\\frac{${sigLatex(t.n, 6)}}{${sigLatex(t.n0, 6)}}\\right)^{1/${sigLatex(t.t, 6)}} - 1 = ${sigLatex(x, 6)}` : `r = \\frac{\\ln(${sigLatex(t.n, 6)} / ${sigLatex(t.n0, 6)})}{${sigLatex(t.t, 6)}} = ${sigLatex(x, 6)}` });
      return outcome('population_growth', steps, 'number', num(x), sigLatex(x, 6), text('The growth rate r is', 'Le taux de croissance r est'));
    }
    case 't': {
      if (r === undefined || t.n0 === undefined || t.n === undefined || r <= 0) return null;
      const x = discrete ? Math.log(t.n / t.n0) / Math.log(1 + r) : Math.log(t.n / t.n0) / r;
      steps.push({ title: text('Solve for t', 'Isoler t'), explanation: law, formula: discrete ? `t = \\frac{\\ln(${sigLatex(t.n, 6)} / ${sigLatex(t.n0, 6)})}{\\ln(${onePlus(r)})} = ${sigLatex(x, 6)}` : `t = \\frac{\\ln(${sigLatex(t.n, 6)} / ${sigLatex(t.n0, 6)})}{${sigLatex(r, 6)}} = ${sigLatex(x, 6)}` });
      return timeAnswer(x, text('The time is', 'La durée est'));
    }
    case 'doubling': {
      let rr = r;
      if (rr === undefined && t.n0 !== undefined && t.n !== undefined && t.t !== undefined) rr = discrete ? (t.n / t.n0) ** (1 / t.t) - 1 : Math.log(t.n / t.n0) / t.t;
      if (rr === undefined || rr <= 0) return null;
      const d = discrete ? Math.LN2 / Math.log(1 + rr) : Math.LN2 / rr;
      steps.push({ title: text('Doubling time', 'Temps de doublement'), explanation: discrete ? text('(1 + r)^T = 2, so T = ln 2 / ln(1 + r).', '(1 + r)^T = 2, donc T = ln 2 / ln(1 + r).') : text('e^(rT) = 2, so T = ln 2 / r.', 'e^(rT) = 2, donc T = ln 2 / r.'), formula: discrete ? `T = \\frac{\\ln 2}{\\ln(${onePlus(rr)})} = ${sigLatex(d, 6)}` : `T = \\frac{\\ln 2}{${sigLatex(rr, 6)}} = ${sigLatex(d, 6)}` });
      return timeAnswer(d, text('The doubling time is', 'Le temps de doublement est'));
    }
    default:
      return null;
  }
}

export function solveBiology(t: Task): Outcome | null {
  switch (t.kind) {
    case 'monohybrid':
    case 'dihybrid':
    case 'test_cross':
      return solveCross(t);
    case 'allele_cross': return solveAlleleCross(t);
    case 'hardy_weinberg': return solveHardyWeinberg(t);
    case 'magnification': return solveMagnification(t);
    case 'population_growth': return solveGrowth(t);
    case 'nucleic_acid': return solveNucleicAcid(t);
    case 'chi_square': return solveChiSquare(t);
    case 'cell_division': return solveCellDivision(t);
    case 'surface_volume': return solveSurfaceVolume(t);
    case 'mitotic_index': return solveMitoticIndex(t);
    case 'energy_transfer': return solveEnergyTransfer(t);
    default: return null;
  }
}

export const biologyStrategy: Strategy = {
  name: 'biology',
  solve(problem) {
    return problem.task ? solveBiology(problem.task) : null;
  },
};
