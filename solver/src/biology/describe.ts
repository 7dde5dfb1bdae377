import type { Text } from '../i18n';
import type { AlleleCrossTask, BiologyTask, PopulationGrowthTask } from './task';
import { alleleTex } from './alleles';
import { cellStatement, cellText } from './describeCells';

type Part = Text | { text: string; tex: string };
/** Time units as the interpretation says them: symbols stay, words are written out in each language. */
const TIME_WORDS: Record<string, [string, string]> = { day: ['days', 'jours'], week: ['weeks', 'semaines'], year: ['years', 'années'], generation: ['generations', 'générations'] };
const w = (en: string, fr: string): Text => ({ en, fr });
const g = (s: string): Part => ({ text: s, tex: `\\mathit{${s.replace(/_/g, '\\_')}}` });
const n = (x: number): string => String(Number(x.toPrecision(6)));
const size = (x: number): string => (x >= 1e-3 ? `${n(x * 1e3)} mm` : x >= 1e-6 ? `${n(x * 1e6)} um` : `${n(x * 1e9)} nm`);

/** Offspring counted, class by class: "T_ 78, tt 27". */
function observedParts(observed: Array<{ pattern: string; count: number }>): Part[] {
  return observed.flatMap((o, k) => [...(k > 0 ? [{ text: ', ', tex: ',\\ ' }] : []), g(o.pattern), { text: ` ${o.count}`, tex: `\\ ${o.count}` }]);
}

/** A biology task stated back ("Phenotype ratio of AaBb × aaBb", "Fréquence des porteurs sachant q² = 0,0004"). */
export function biologyStatement(t: BiologyTask): Part[] {
  switch (t.kind) {
    case 'monohybrid':
    case 'dihybrid':
    case 'test_cross': {
      const lethal: Part[] = t.lethal ? [w(' (', ' ('), g(t.lethal), w(' lethal)', ' létal)')] : [];
      const cross: Part[] = t.parents.length === 2 ? [g(t.parents[0]), { text: ' × ', tex: ' \\times ' }, g(t.parents[1]), ...lethal] : [w('a test cross with ', 'un croisement test avec '), g(t.parents[0])];
      switch (t.want) {
        case 'genotype_ratio': return [w('Genotype ratio of ', 'Rapport génotypique de '), ...cross];
        case 'phenotype_ratio': return [w('Phenotype ratio of ', 'Rapport phénotypique de '), ...cross];
        case 'parent':
          if (t.zygosity === 'heterozygous') return [w('Whether the parent crossed with ', 'Le parent croisé avec '), g(t.parents[0]), w(' is heterozygous', ' est-il hétérozygote ?')];
          if (t.zygosity === 'homozygous') return [w('Whether the parent crossed with ', 'Le parent croisé avec '), g(t.parents[0]), w(' is homozygous', ' est-il homozygote ?')];
          return [w('Genotype of the parent crossed with ', 'Génotype du parent croisé avec '), g(t.parents[0])];
        case 'parents': return [w('Genotypes of the parents of offspring ', 'Génotypes des parents de descendants '), ...observedParts(t.observed ?? [])];
        case 'gamete_types': return [w('Number of kinds of gametes of ', 'Nombre de types de gamètes de '), g(t.parents[0])];
        case 'genotype_kinds': return [w('Number of different genotypes among the offspring of ', 'Nombre de génotypes différents parmi les descendants de '), ...cross];
        case 'phenotype_kinds': return [w('Number of different phenotypes among the offspring of ', 'Nombre de phénotypes différents parmi les descendants de '), ...cross];
        default: {
          const among: Part[] = t.among ? [w(' among the offspring ', ' parmi les descendants '), g(t.among)] : [];
          const head = t.want === 'count' ? w(`Expected number of ${''}`, 'Effectif attendu de ') : w('Probability of ', 'Probabilité de ');
          const total: Part[] = t.want === 'count' && t.offspring ? [w(` out of ${t.offspring} offspring`, ` sur ${t.offspring} descendants`)]
            : t.want === 'count' && t.counted ? [w(` when ${t.counted.count} offspring are `, ` quand ${t.counted.count} descendants sont `), g(t.counted.pattern)] : [];
          const also: Part[] = t.also ? [w(' or ', ' ou '), g(t.also)] : [];
          const kids: Part[] = t.children ? [childrenPart(t.children)] : [];
          return [head, g(t.target ?? ''), ...also, ...among, ...total, ...kids, w(' from ', ' issus de '), ...cross];
        }
      }
    }
    case 'allele_cross': return alleleStatement(t);
    case 'nucleic_acid':
    case 'chi_square':
    case 'cell_division':
    case 'surface_volume':
    case 'energy_transfer':
    case 'mitotic_index':
      return [cellStatement(t)];
    case 'hardy_weinberg': {
      const k = t.known;
      const known: Part = k.of === 'counts' ? w(`${k.AA} AA, ${k.Aa} Aa, ${k.aa} aa`, `${k.AA} AA, ${k.Aa} Aa, ${k.aa} aa`)
        : k.of === 'x_males' ? w(`${k.affected} of ${k.total} males affected (X-linked)`, `${k.affected} hommes atteints sur ${k.total} (lié à l'X)`)
          : w(`${{ q2: 'q²', p2: 'p²', q: 'q', p: 'p', dominant: 'p² + 2pq' }[k.of]} = ${n(k.value)}`, `${{ q2: 'q²', p2: 'p²', q: 'q', p: 'p', dominant: 'p² + 2pq' }[k.of]} = ${n(k.value)}`);
      const want = { p: 'p', q: 'q', p2: 'p²', q2: 'q²', '2pq': '2pq', dominant: 'p² + 2pq', count_AA: 'N·p²', count_Aa: 'N·2pq', count_aa: 'N·q²', count_dominant: 'N·(p² + 2pq)' }[t.want];
      const among = t.amongUnaffected ? w(' among the unaffected, over p² + 2pq,', ' parmi les non-atteints, rapporté à p² + 2pq,') : w('', '');
      const two = t.both ? w(' for two unrelated people at once (squared)', ' pour deux personnes non apparentées à la fois (au carré)') : w('', '');
      return [w(`Hardy–Weinberg: find ${want}`, `Hardy–Weinberg : calculer ${want}`), among, two, w(' given ', ' sachant '), known, ...(t.population ? [w(`, N = ${t.population}`, `, N = ${t.population}`)] : [])];
    }
    case 'magnification': {
      if (t.want === 'field') return [w(`Field of view at ×${n(t.to ?? 0)} when it is ${size(t.field ?? 0)} at ×${n(t.magnification ?? 0)}`, `Diamètre du champ à ×${n(t.to ?? 0)} quand il vaut ${size(t.field ?? 0)} à ×${n(t.magnification ?? 0)}`)];
      if (t.want === 'cell_size') return [w(`Size of one of ${t.count ?? 0} cells spanning a field of view of ${size(t.field ?? 0)}`, `Taille d'une des ${t.count ?? 0} cellules qui occupent un champ de ${size(t.field ?? 0)}`)];
      if (t.want === 'total') return [w(`Total magnification of a ×${t.objective} objective with a ×${t.eyepiece} eyepiece`, `Grossissement total d'un objectif ×${t.objective} avec un oculaire ×${t.eyepiece}`)];
      if (t.want === 'magnification') return [w(`Magnification of an image of ${size(t.image ?? 0)} of an object of ${size(t.actual ?? 0)}`, `Grossissement d'une image de ${size(t.image ?? 0)} d'un objet de ${size(t.actual ?? 0)}`)];
      if (t.want === 'actual') return [w(`Actual size of an object whose image is ${size(t.image ?? 0)} at ×${n(t.magnification ?? 0)}`, `Taille réelle d'un objet dont l'image mesure ${size(t.image ?? 0)} au grossissement ×${n(t.magnification ?? 0)}`)];
      return [w(`Image size of an object of ${size(t.actual ?? 0)} at ×${n(t.magnification ?? 0)}`, `Taille de l'image d'un objet de ${size(t.actual ?? 0)} au grossissement ×${n(t.magnification ?? 0)}`)];
    }
    case 'population_growth': {
      if (t.model === 'balance') return balanceStatement(t);
      const law = { exponential: w('N = N0·e^(rt)', 'N = N0·e^(rt)'), discrete: w('N = N0·(1 + r)^t', 'N = N0·(1 + r)^t'), logistic: w('dN/dt = rN(1 − N/K)', 'dN/dt = rN(1 − N/K)') }[t.model];
      const known = ([['N0', t.n0], ['N', t.n], ['r', t.r], ['t', t.t], ['K', t.k], ['T2', t.doubling]] as Array<[string, number | undefined]>).filter(([, x]) => x !== undefined).map(([k, x]) => `${k} = ${n(x ?? 0)}`).join(', ');
      const want = { n: 'N', r: 'r', t: 't', doubling: 'the doubling time', rate: 'dN/dt', n0: 'N0', per_capita: 'r', net: 'ΔN' }[t.want];
      const wantFr = { n: 'N', r: 'r', t: 't', doubling: 'le temps de doublement', rate: 'dN/dt', n0: 'N0', per_capita: 'r', net: 'ΔN' }[t.want];
      const unitEn = t.timeUnit ? TIME_WORDS[t.timeUnit]?.[0] ?? t.timeUnit : '';
      const unitFr = t.timeUnit ? TIME_WORDS[t.timeUnit]?.[1] ?? t.timeUnit : '';
      return [w(`Find ${want} with `, `Calculer ${wantFr} avec `), law, w(` given ${known}${unitEn ? ` (time in ${unitEn})` : ''}`, ` sachant ${known}${unitFr ? ` (temps en ${unitFr})` : ''}`)];
    }
  }
}

/** A biology task as a canonical text the reader reads back into the same task. */
export function biologyText(t: BiologyTask): string {
  switch (t.kind) {
    case 'monohybrid':
    case 'dihybrid':
    case 'test_cross': {
      const cross = t.parents.length === 2 ? `${t.parents[0]} x ${t.parents[1]}${t.lethal ? ` (${t.lethal} lethal)` : ''}` : t.parents[0];
      const prefix = t.kind === 'test_cross' ? 'test cross ' : 'cross ';
      if (t.want === 'genotype_ratio') return `${prefix}${cross}: genotype ratio`;
      if (t.want === 'phenotype_ratio') return `${prefix}${cross}: phenotype ratio`;
      if (t.want === 'gamete_types') return `how many kinds of gametes does ${t.parents[0]} produce?`;
      if (t.want === 'genotype_kinds') return `${prefix}${cross}: how many different genotypes?`;
      if (t.want === 'phenotype_kinds') return `${prefix}${cross}: how many different phenotypes?`;
      if (t.want === 'parent') return `${prefix}${cross}: offspring ${(t.observed ?? []).map((o) => `${o.pattern} ${o.count}`).join(', ')}; ${t.zygosity ? `is the parent ${t.zygosity}?` : 'genotype of the parent'}`;
      if (t.want === 'parents') return `gene ${t.parents[0]}: offspring ${(t.observed ?? []).map((o) => `${o.pattern} ${o.count}`).join(', ')}; genotypes of the parents`;
      const among = t.among ? `among offspring ${t.among}, ` : '';
      const asked = `${t.target ?? ''}${t.also ? ` or ${t.also}` : ''}`;
      if (t.want === 'count' && t.counted && t.offspring === undefined) return `${prefix}${cross}: ${t.counted.count} ${t.counted.pattern} offspring; how many ${asked}?`;
      if (t.want === 'count') return `${prefix}${cross} with ${t.offspring ?? 0} offspring: ${among}how many ${asked}?`;
      if (t.children) return `${prefix}${cross}: probability that ${childrenText(t.children)} are ${asked}?`;
      return `${prefix}${cross}: ${among}probability of ${asked}?`;
    }
    case 'allele_cross': return alleleCrossText(t);
    case 'nucleic_acid':
    case 'chi_square':
    case 'cell_division':
    case 'surface_volume':
    case 'energy_transfer':
    case 'mitotic_index':
      return cellText(t);
    case 'hardy_weinberg': {
      const k = t.known;
      const known = k.of === 'counts' ? `${k.AA} AA, ${k.Aa} Aa, ${k.aa} aa` : k.of === 'x_males' ? `X-linked: ${k.affected} of ${k.total} males affected` : `Hardy-Weinberg: ${{ q2: 'q^2', p2: 'p^2', q: 'q', p: 'p', dominant: 'dominant phenotype' }[k.of]} = ${k.value}`;
      const pop = t.population ? ` in a population of ${t.population}` : '';
      const want = { p: 'frequency p of the dominant allele', q: 'frequency q of the recessive allele', p2: 'p^2', q2: 'q^2', '2pq': 'carrier frequency 2pq', dominant: 'frequency of the dominant phenotype', count_AA: 'how many AA', count_Aa: 'how many carriers', count_aa: 'how many aa', count_dominant: 'how many with the dominant phenotype' }[t.want];
      return `${known}${pop}. ${t.both ? 'probability that two people are both carriers' : want}${t.amongUnaffected ? ' among the unaffected (p^2 + 2pq)' : ''}?`;
    }
    case 'magnification': {
      const inUnit = t.unit ? ` in ${t.unit}` : '';
      if (t.want === 'field') return `the field of view is ${size(t.field ?? 0)} at x${t.magnification ?? 0}. Field of view at x${t.to ?? 0}${inUnit}?`;
      if (t.want === 'cell_size') return `a field of view of ${size(t.field ?? 0)} has ${t.count ?? 0} cells across. Length of one cell${inUnit}?`;
      if (t.want === 'total') return `total magnification with a x${t.objective} objective and a x${t.eyepiece} eyepiece`;
      if (t.want === 'magnification') return `image size ${size(t.image ?? 0)}, actual size ${size(t.actual ?? 0)}: magnification?`;
      const u = t.unit ? ` in ${t.unit}` : '';
      if (t.want === 'actual') return `image ${size(t.image ?? 0)} at x${t.magnification ?? 0}: actual size${u}?`;
      return `actual size ${size(t.actual ?? 0)} at magnification x${t.magnification ?? 0}: image size${u}?`;
    }
    case 'population_growth': {
      if (t.model === 'balance') return balanceText(t);
      const law = { exponential: 'exponential growth N = N0 e^(rt)', discrete: 'discrete growth N = N0 (1 + r)^t', logistic: 'logistic growth' }[t.model];
      const known = ([['N0', t.n0], ['N', t.n], ['r', t.r], ['t', t.t], ['K', t.k]] as Array<[string, number | undefined]>).filter(([, x]) => x !== undefined).map(([k, x]) => `${k} = ${x ?? 0}`).join(', ');
      const dbl = t.doubling !== undefined ? ` doubles every ${t.doubling} ${t.timeUnit ?? 'h'}.` : '';
      const want = { n: 'population N?', r: 'growth rate r?', t: 'how long?', doubling: 'doubling time?', rate: 'growth rate dN/dt?', n0: 'initial population?', per_capita: 'per capita growth rate?', net: 'net change in numbers?' }[t.want];
      return `${law}, ${known}.${dbl} ${want}`;
    }
  }
}

const parentText = (t: AlleleCrossTask, k: 0 | 1): string => t.parents[k].map((a) => (t.linkage === 'x_linked' ? `X${a}` : a)).join('') + (k === 1 && t.linkage === 'x_linked' ? 'Y' : '');

const parentTex = (t: AlleleCrossTask, k: 0 | 1): string => t.parents[k].map((a) => alleleTex(t, a)).join('') + (k === 1 && t.linkage === 'x_linked' ? 'Y' : '');

function alleleStatement(t: AlleleCrossTask): Part[] {
  const crossPart: Part = { text: `${parentText(t, 0)} × ${parentText(t, 1)}`, tex: `${parentTex(t, 0)} \\times ${parentTex(t, 1)}` };
  const how = { dominance: w('', ''), incomplete: w(' (incomplete dominance)', ' (dominance incomplète)'), codominance: w(' (codominance)', ' (codominance)') }[t.expression];
  const linked = t.linkage === 'x_linked' ? w(' (X-linked)', ' (lié à l’X)') : w('', '');
  if (t.want === 'genotype_ratio') return [w('Genotype ratio of ', 'Rapport génotypique de '), crossPart, how, linked];
  if (t.want === 'phenotype_ratio') return [w('Phenotype ratio of ', 'Rapport phénotypique de '), crossPart, how, linked];
  const tg = t.target ?? {};
  const sex = tg.sex ? w(tg.sex === 'male' ? ' son' : ' daughter', tg.sex === 'male' ? ' garçon' : 'e fille') : w('', '');
  const what = [tg.genotype ? `genotype ${tg.genotype.join(' ')}` : '', tg.phenotype ? `phenotype [${tg.phenotype.join(' ')}]` : ''].filter(Boolean).join(', ');
  const quoi = [tg.genotype ? `génotype ${tg.genotype.join(' ')}` : '', tg.phenotype ? `phénotype [${tg.phenotype.join(' ')}]` : ''].filter(Boolean).join(', ');
  const among = t.among ? w(` among the ${t.among === 'male' ? 'sons' : 'daughters'}`, ` parmi les ${t.among === 'male' ? 'garçons' : 'filles'}`) : w('', '');
  const head = t.want === 'count' ? w(`Expected number out of ${t.offspring ?? 0} of a`, `Effectif attendu sur ${t.offspring ?? 0} d’un`) : w('Probability of a', 'Probabilité d’un');
  return [head, sex, w(`${tg.sex ? '' : ' child'}${what ? ` of ${what}` : ''}`, `${tg.sex ? '' : ' descendant'}${quoi ? ` de ${quoi}` : ''}`), among, w(' from ', ' issu de '), crossPart, how, linked];
}

/** The canonical text: "allele cross x_linked dominance H:1 h:0; H/h x H; probability; genotype h, phenotype h, sex male; among male; offspring 80". */
function alleleCrossText(t: AlleleCrossTask): string {
  const tg = t.target ?? {};
  const target = [tg.genotype ? `genotype ${tg.genotype.join('/')}` : '', tg.phenotype ? `phenotype ${tg.phenotype.join('/')}` : '', tg.sex ? `sex ${tg.sex}` : ''].filter(Boolean).join(', ');
  return [
    `allele cross ${t.linkage} ${t.expression} ${t.alleles.map((a) => `${a.symbol}:${a.rank}`).join(' ')}`,
    `${t.parents[0].join('/')} x ${t.parents[1].join('/')}`,
    t.want,
    ...(target ? [target] : []),
    ...(t.among ? [`among ${t.among}`] : []),
    ...(t.offspring ? [`offspring ${t.offspring}`] : []),
  ].join('; ');
}

/** The births, deaths and migrants of one period, in words. */
function flows(t: PopulationGrowthTask): Text {
  const parts: Array<[number | undefined, string, string]> = [[t.births, 'births', 'naissances'], [t.deaths, 'deaths', 'décès'], [t.immigrants, 'immigrants', 'immigrants'], [t.emigrants, 'emigrants', 'émigrants']];
  const given = parts.filter(([x]) => x !== undefined);
  return w(given.map(([x, en]) => `${n(x ?? 0)} ${en}`).join(', '), given.map(([x, , fr]) => `${n(x ?? 0)} ${fr}`).join(', '));
}

function balanceStatement(t: PopulationGrowthTask): Part[] {
  const f = flows(t);
  const head = t.want === 'per_capita' ? w('Per capita growth rate (B − D + I − E)/N', 'Taux de croissance par individu (N − M + I − E)/N') : t.want === 'net' ? w('Change in numbers B − D + I − E', 'Variation d’effectif N − M + I − E') : w('Population after one period', 'Effectif au bout d’une période');
  return [head, t.n0 !== undefined ? w(` of a population of ${n(t.n0)} with ${f.en}`, ` d’une population de ${n(t.n0)} avec ${f.fr}`) : w(` with ${f.en}`, ` avec ${f.fr}`)];
}

function balanceText(t: PopulationGrowthTask): string {
  const want = { per_capita: 'Per capita growth rate?', net: 'Net change in numbers?', n: 'Population size after one year?' }[t.want as 'per_capita' | 'net' | 'n'] ?? '';
  return `${t.n0 !== undefined ? `A population of ${t.n0} has ` : 'A population has '}${flows(t).en} in one year. ${want}`;
}

/** Several children asked at once, in words: "for all 3 children", « pour exactement 2 des 3 enfants ». */
function childrenPart(c: { n: number; min: number; max: number }): Text {
  if (c.min === c.n && c.max === c.n) return w(` for all ${c.n} children`, ` pour les ${c.n} enfants`);
  if (c.max === 0) return w(` for none of ${c.n} children`, ` pour aucun des ${c.n} enfants`);
  if (c.min === c.max) return w(` for exactly ${c.min} of ${c.n} children`, ` pour exactement ${c.min} des ${c.n} enfants`);
  if (c.max === c.n) return w(` for at least ${c.min} of ${c.n} children`, ` pour au moins ${c.min} des ${c.n} enfants`);
  return w(` for at most ${c.max} of ${c.n} children (at least ${c.min})`, ` pour au plus ${c.max} des ${c.n} enfants (au moins ${c.min})`);
}
/** The same, in the words the reader reads back (read/children.ts). */
function childrenText(c: { n: number; min: number; max: number }): string {
  if (c.min === c.n && c.max === c.n) return `all ${c.n} children`;
  if (c.max === 0) return `none of the ${c.n} children`;
  if (c.min === c.max) return `exactly ${c.min} of the ${c.n} children`;
  if (c.max === c.n) return `at least ${c.min} of the ${c.n} children`;
  return `at most ${c.max} of the ${c.n} children`;
}
