import { text, type Text } from '../../i18n';
import type { Outcome, StepDraft } from '../../strategy';
import type { AlleleCrossTask } from '../../biology/task';
import { lowest } from '../../biology/genetics';
import { alleleSquare, alleleTally, alleleTex, expressed, fitsTarget, genotypeTex, genotypeText, phenotypeText, type Child } from '../../biology/alleles';
import { sigLatex } from '../../chemistry/quantity';
import { fracLatex, fraction, num, outcome } from './outcome';

/**
 * A one-gene cross beyond simple dominance, as a Punnett square: incomplete dominance (the
 * heterozygote is intermediate), codominance and multiple alleles (blood groups), and genes on the
 * X chromosome, where a son's only X comes from his mother. Asked: ratios, the probability of a
 * genotype or phenotype (over all children, or among the sons or daughters), an expected count.
 */
const SEX: Record<'male' | 'female', Text> = { male: text('sons', 'garçons'), female: text('daughters', 'filles') };

function rulesStep(t: AlleleCrossTask): StepDraft {
  const ranks = [...new Set(t.alleles.map((a) => a.rank))].sort((a, b) => b - a);
  const chain = ranks.map((r) => t.alleles.filter((a) => a.rank === r).map((a) => alleleTex(t, a.symbol)).join(' = ')).join(' > ');
  const how = t.expression === 'incomplete'
    ? text('Incomplete dominance: neither allele masks the other, so the heterozygote shows an intermediate phenotype (a blend).', 'Dominance incomplète : aucun allèle ne masque l’autre, l’hétérozygote a un phénotype intermédiaire.')
    : t.expression === 'codominance'
      ? text('Codominance: alleles of equal rank are both expressed in the heterozygote; a higher-ranked allele masks a lower one.', 'Codominance : deux allèles de même rang s’expriment tous deux chez l’hétérozygote ; un allèle de rang supérieur masque un allèle de rang inférieur.')
      : text('Complete dominance: one dominant allele is enough to show the dominant phenotype.', 'Dominance complète : un seul allèle dominant suffit pour exprimer le phénotype dominant.');
  const linked = t.linkage === 'x_linked'
    ? text(' The gene is on the X chromosome: a daughter receives an X from each parent, a son receives his only X from his mother and the Y from his father, so one recessive allele is enough for him to show the trait.', ' Le gène est porté par le chromosome X : une fille reçoit un X de chaque parent, un garçon reçoit son unique X de sa mère et le Y de son père ; un seul allèle récessif suffit donc à l’exprimer.')
    : text('', '');
  return { title: text('Alleles and dominance', 'Allèles et dominance'), explanation: text(how.en + linked.en, how.fr + linked.fr), formula: chain };
}

function squareSteps(t: AlleleCrossTask, cells: Child[][], rows: string[], cols: string[]): StepDraft[] {
  const [p1, p2] = t.parents;
  const parentTex = (alleles: string[], father: boolean): string => alleles.map((a) => alleleTex(t, a)).join('') + (father && t.linkage === 'x_linked' ? 'Y' : '');
  const total = rows.length * cols.length;
  return [{
    title: text('Gametes of each parent', 'Gamètes de chaque parent'),
    explanation: t.linkage === 'x_linked'
      ? text('The mother gives one of her two X; the father gives his X (to a daughter) or his Y (to a son).', 'La mère donne l’un de ses deux X ; le père donne son X (à une fille) ou son Y (à un garçon).')
      : text('Each gamete carries one allele of the gene, each with probability 1/2.', 'Chaque gamète porte un allèle du gène, chacun avec la probabilité 1/2.'),
    formula: `${parentTex(p1, false)} \\to ${rows.map((r) => alleleTex(t, r)).join(',\\ ')}\\qquad ${parentTex(p2, true)} \\to ${cols.map((c) => alleleTex(t, c)).join(',\\ ')}`,
  }, {
    title: text('Punnett square', 'Échiquier de croisement'),
    explanation: text(`Pair every gamete of one parent with every gamete of the other: ${total} equally likely cells.`, `On associe chaque gamète d’un parent à chaque gamète de l’autre : ${total} cases équiprobables.`),
    table: {
      header: [text('\\text{Gametes}', '\\text{Gamètes}'), ...cols.map((c) => alleleTex(t, c))],
      rows: rows.map((r, i) => [alleleTex(t, r), ...cells[i].map((c) => genotypeTex(t, c))]),
      rowHeaders: true,
    },
  }];
}

export function solveAlleleCross(t: AlleleCrossTask): Outcome | null {
  const { rows, cols, cells } = alleleSquare(t);
  const all = cells.flat();
  const steps: StepDraft[] = [rulesStep(t), ...squareSteps(t, cells, rows, cols)];
  const genotypes = alleleTally(t, all, 'genotype');
  const phenotypes = alleleTally(t, all, 'phenotype');
  steps.push({
    title: text('Count the genotypes and phenotypes', 'Compter génotypes et phénotypes'),
    explanation: text(`Genotypes: ${genotypes.map(([g, n]) => `${g} (${n})`).join(', ')}. Phenotypes: ${phenotypes.map(([p, n]) => `${p} (${n})`).join(', ')}.`, `Génotypes : ${genotypes.map(([g, n]) => `${g} (${n})`).join(', ')}. Phénotypes : ${phenotypes.map(([p, n]) => `${p} (${n})`).join(', ')}.`),
  });
  if (t.want === 'genotype_ratio' || t.want === 'phenotype_ratio') {
    const classes = t.want === 'genotype_ratio' ? genotypes : phenotypes;
    const r = lowest(classes.map(([, n]) => n)).join(':');
    const names = classes.map(([c]) => c).join(' : ');
    steps.push({ title: text('Ratio', 'Proportions'), explanation: text(`Divide the counts by their greatest common divisor, in the order ${names}.`, `On divise les effectifs par leur plus grand diviseur commun, dans l’ordre ${names}.`), formula: r.replace(/:/g, ' : ') });
    const words = t.want === 'genotype_ratio' ? text(`The genotype ratio (${names}) is`, `Le rapport génotypique (${names}) est`) : text(`The phenotype ratio (${names}) is`, `Le rapport phénotypique (${names}) est`);
    return outcome(t.kind, steps, 'ratio', r, r.replace(/:/g, ' : '), words);
  }
  if (!t.target) return null;
  const pool = t.among ? all.filter((c) => c.sex === t.among) : all;
  if (pool.length === 0) return null;
  const hits = pool.filter((c) => fitsTarget(t, c));
  const f = fraction(hits.length, pool.length);
  const asked = targetWords(t);
  const poolWords = t.among ? SEX[t.among] : text('children', 'descendants');
  steps.push({
    title: text(t.among ? 'Probability among one sex' : 'Probability', t.among ? 'Probabilité parmi un sexe' : 'Probabilité'),
    explanation: text(
      `${t.among ? `Keep only the ${pool.length} cells of ${poolWords.en}; ` : ''}${hits.length} of the ${pool.length} cells ${hits.length === 1 ? 'is' : 'are'} ${asked.en}${hits.length ? ` (${[...new Set(hits.map((c) => genotypeText(t, c)))].join(', ')})` : ''}.`,
      `${t.among ? `On ne garde que les ${pool.length} cases des ${poolWords.fr} ; ` : ''}${hits.length} des ${pool.length} cases ${hits.length === 1 ? 'est' : 'sont'} ${asked.fr}${hits.length ? ` (${[...new Set(hits.map((c) => genotypeText(t, c)))].join(', ')})` : ''}.`,
    ),
    formula: `P = \\frac{${hits.length}}{${pool.length}}${f !== `${hits.length}` ? ` = ${fracLatex(f)}` : ''}`,
  });
  if (t.want === 'count') {
    if (!t.offspring) return null;
    const n = (t.offspring * hits.length) / pool.length;
    steps.push({ title: text('Expected number', 'Effectif attendu'), explanation: text('Multiply the probability by the number of offspring.', 'On multiplie la probabilité par le nombre de descendants.'), formula: `${t.offspring} \\times ${fracLatex(f)} = ${sigLatex(n, 6)}` });
    return outcome(t.kind, steps, 'number', num(n), sigLatex(n, 6), text('The expected number is', 'L’effectif attendu est'));
  }
  return outcome(t.kind, steps, 'number', f, fracLatex(f), text(`The probability that ${t.among ? `one of the ${poolWords.en}` : 'a child'} is ${asked.en} is`, `La probabilité qu’${t.among ? `un des ${poolWords.fr}` : 'un descendant'} soit ${asked.fr} est`));
}

/** The offspring asked about, in words: "X^h Y", "of phenotype [C^R C^W]", "of blood group O", "a son". */
function targetWords(t: AlleleCrossTask): Text {
  const tg = t.target ?? {};
  const parts: Text[] = [];
  if (tg.genotype) parts.push(text(`of genotype ${tg.genotype.map((a) => (t.linkage === 'x_linked' ? `X^${a}` : a)).join(' ')}`, `de génotype ${tg.genotype.map((a) => (t.linkage === 'x_linked' ? `X^${a}` : a)).join(' ')}`));
  if (tg.phenotype) {
    const shown = phenotypeText(t, expressed(t, tg.phenotype));
    parts.push(/^\[/.test(shown) ? text(`of phenotype ${shown}`, `de phénotype ${shown}`) : text(`of blood group ${shown}`, `du groupe sanguin ${shown}`));
  }
  const sex = tg.sex ? text(tg.sex === 'male' ? 'a son' : 'a daughter', tg.sex === 'male' ? 'un garçon' : 'une fille') : null;
  const en = [sex?.en, ...parts.map((p) => p.en)].filter(Boolean).join(' ');
  const fr = [sex?.fr, ...parts.map((p) => p.fr)].filter(Boolean).join(' ');
  return text(en, fr);
}
