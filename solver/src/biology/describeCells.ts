import type { Text } from '../i18n';
import type { CellDivisionTask, ChiSquareTask, EnergyTransferTask, MitoticIndexTask, NucleicAcidTask, SurfaceVolumeTask } from './task';
import { withEnds } from './nucleic';

/**
 * DNA and RNA, chi-square tests and cell counts stated back in both languages, and written as a
 * text the reader reads back into the same task.
 */
type CellTask = NucleicAcidTask | ChiSquareTask | CellDivisionTask | SurfaceVolumeTask | EnergyTransferTask | MitoticIndexTask;
/** The trophic levels from the producers up, in English and French. */
export const TROPHIC_LEVELS: ReadonlyArray<readonly [string, string]> = [['producers', 'producteurs'], ['primary consumers', 'consommateurs primaires'], ['secondary consumers', 'consommateurs secondaires'], ['tertiary consumers', 'consommateurs tertiaires'], ['quaternary consumers', 'consommateurs quaternaires']];
const w = (en: string, fr: string): Text => ({ en, fr });
const BASE: Record<string, [string, string]> = { A: ['adenine', 'adénine'], T: ['thymine', 'thymine'], G: ['guanine', 'guanine'], C: ['cytosine', 'cytosine'] };
const UNIT: Record<string, string> = { m: 'm', cm: 'cm', mm: 'mm', um: 'µm', nm: 'nm' };
const strandName = (t: NucleicAcidTask): Text => (t.strand === 'coding' ? w('the coding strand', 'le brin codant') : t.strand === 'template' ? w('the template strand', 'le brin transcrit') : w('the DNA strand', 'le brin d’ADN'));
/** The sequence in codons from where translation starts, so that the frame reads back. */
const framed = (t: NucleicAcidTask): string => withEnds(t.offset ? t.sequence ?? '' : (t.sequence ?? '').match(/.{1,3}/g)?.join(' ') ?? '', t.start ?? 'none');

function nucleicStatement(t: NucleicAcidTask): Text {
  const seq = withEnds(t.sequence ?? '', t.start ?? 'none');
  switch (t.want) {
    case 'base_percent': {
      const [k, a] = [BASE[t.known?.base ?? 'A'], BASE[t.asked ?? 'A']];
      return w(`Percentage of ${a[0]} in a double-stranded DNA with ${t.known?.percent} % ${k[0]}`, `Pourcentage de ${a[1]} d’un ADN double brin à ${t.known?.percent} % de ${k[1]}`);
    }
    case 'base_count': {
      const [k, a] = [BASE[t.known?.base ?? 'A'], BASE[t.asked ?? 'A']];
      return w(`Number of ${a[0]} bases among the ${t.count} bases of a double-stranded DNA with ${t.known?.percent} % ${k[0]}`, `Nombre de bases ${/^[aeiouyàâéèêh]/i.test(a[1]) ? 'd’' : 'de '}${a[1]} parmi les ${t.count} bases d’un ADN double brin à ${t.known?.percent} % de ${k[1]}`);
    }
    case 'complement': return w(`Complementary strand of ${seq}`, `Brin complémentaire de ${seq}`);
    case 'mrna': {
      const s = strandName(t);
      return w(`mRNA transcribed from ${s.en} ${seq}`, `ARNm transcrit à partir ${s.fr.replace(/^le /, 'du ')} ${seq}`);
    }
    case 'protein': {
      if (!(t.sequence ?? '').includes('T')) return w(`Amino acids encoded by the mRNA ${seq}`, `Acides aminés codés par l’ARNm ${seq}`);
      const s = strandName(t);
      return w(`Amino acids encoded by ${s.en} ${seq}`, `Acides aminés codés par ${s.fr} ${seq}`);
    }
    case 'amino_acids': return w(`Number of amino acids encoded by ${t.count} nucleotides${t.stop ? ' including the stop codon' : t.stop === false ? ' without the stop codon' : ''}`, `Nombre d’acides aminés codés par ${t.count} nucléotides${t.stop ? ' y compris le codon stop' : t.stop === false ? ' sans le codon stop' : ''}`);
    case 'codons': return w(`Number of codons in ${t.count} nucleotides`, `Nombre de codons dans ${t.count} nucléotides`);
    case 'nucleotides': return w(`Number of nucleotides encoding ${t.count} amino acids${t.stop ? ' with the stop codon' : t.stop === false ? ' without the stop codon' : ''}`, `Nombre de nucléotides codant ${t.count} acides aminés${t.stop ? ' avec le codon stop' : t.stop === false ? ' sans le codon stop' : ''}`);
  }
}

function nucleicText(t: NucleicAcidTask): string {
  const strand = t.strand ? `${t.strand} strand ` : 'DNA ';
  const stop = t.stop === true ? ' including the stop codon' : t.stop === false ? ' excluding the stop codon' : '';
  switch (t.want) {
    case 'base_percent': return `DNA with ${t.known?.percent}% ${BASE[t.known?.base ?? 'A'][0]}: percentage of ${BASE[t.asked ?? 'A'][0]}?`;
    case 'base_count': return `A DNA molecule has ${t.count} bases and ${t.known?.percent}% ${BASE[t.known?.base ?? 'A'][0]}. How many ${BASE[t.asked ?? 'A'][0]} bases?`;
    case 'complement': return `complementary strand of ${withEnds(t.sequence ?? '', t.start ?? 'none')}`;
    case 'mrna': return `mRNA transcribed from the ${strand}${withEnds(t.sequence ?? '', t.start ?? 'none')}`;
    case 'protein': return (t.sequence ?? '').includes('T') ? `amino acid sequence coded by the ${strand}${framed(t)}` : `translate the mRNA ${framed(t)}`;
    case 'amino_acids': return `a coding sequence of ${t.count} nucleotides${stop}: how many amino acids?`;
    case 'codons': return `an mRNA of ${t.count} nucleotides: how many codons?`;
    case 'nucleotides': return `a protein of ${t.count} amino acids: how many nucleotides${stop}?`;
  }
}

export function cellStatement(t: CellTask): Text {
  switch (t.kind) {
    case 'nucleic_acid': return nucleicStatement(t);
    case 'chi_square': return t.want === 'df'
      ? w(`Degrees of freedom of a chi-square test of the ratio ${t.ratio.join(':')}`, `Degrés de liberté d’un test du khi-deux du rapport ${t.ratio.join(':')}`)
      : w(`Chi-square test of ${t.observed?.join(', ')} against the ratio ${t.ratio.join(':')} at α = ${t.alpha}`, `Test du khi-deux de ${t.observed?.join(', ')} face au rapport ${t.ratio.join(':')} au seuil α = ${t.alpha}`);
    case 'cell_division': {
      if (t.want === 'chromosomes') return t.division === 'mitosis' ? w(`Chromosomes in each cell made by mitosis of a cell with 2n = ${t.diploid}`, `Chromosomes de chaque cellule issue de la mitose d’une cellule à 2n = ${t.diploid}`) : w(`Chromosomes in each cell made by meiosis of a cell with 2n = ${t.diploid}`, `Chromosomes de chaque cellule issue de la méiose d’une cellule à 2n = ${t.diploid}`);
      const c = t.cells ?? 1;
      return t.division === 'meiosis' ? w(`Cells made by meiosis of ${c} cell${c > 1 ? 's' : ''}`, `Cellules issues de la méiose de ${c} cellule${c > 1 ? 's' : ''}`) : w(`Cells after ${t.rounds} rounds of mitosis from ${c} cell${c > 1 ? 's' : ''}`, `Cellules après ${t.rounds} mitoses successives à partir de ${c} cellule${c > 1 ? 's' : ''}`);
    }
    case 'mitotic_index': return mitoticStatement(t);
    case 'surface_volume': return w(`Surface area to volume ratio of a cube-shaped cell of side ${t.side} ${UNIT[t.unit]}`, `Rapport surface sur volume d’une cellule cubique de côté ${t.side} ${UNIT[t.unit]}`);
    case 'energy_transfer': return t.to < t.from
      ? w(`Energy the ${TROPHIC_LEVELS[t.to][0]} must hold for the ${TROPHIC_LEVELS[t.from][0]} to receive ${t.energy} ${t.unit}, ${t.efficiency * 100} % passed on at each level`, `Énergie que doivent contenir les ${TROPHIC_LEVELS[t.to][1]} pour que les ${TROPHIC_LEVELS[t.from][1]} reçoivent ${t.energy} ${t.unit}, ${t.efficiency * 100} % transmis à chaque niveau`)
      : w(`Energy reaching the ${TROPHIC_LEVELS[t.to][0]} when the ${TROPHIC_LEVELS[t.from][0]} hold ${t.energy} ${t.unit}, ${t.efficiency * 100} % passed on at each level`, `Énergie reçue par les ${TROPHIC_LEVELS[t.to][1]} quand les ${TROPHIC_LEVELS[t.from][1]} contiennent ${t.energy} ${t.unit}, ${t.efficiency * 100} % transmis à chaque niveau`);
  }
}

export function cellText(t: CellTask): string {
  switch (t.kind) {
    case 'nucleic_acid': return nucleicText(t);
    case 'chi_square': return t.want === 'df' && !t.observed ? `degrees of freedom for a chi-square test of a ${t.ratio.join(':')} ratio` : `chi-square test: observed ${t.observed?.join(', ')}, expected ratio ${t.ratio.join(':')}, significance level ${t.alpha}${t.want === 'df' ? ', degrees of freedom?' : ''}`;
    case 'cell_division': {
      if (t.want === 'chromosomes') return `2n = ${t.diploid}, ${t.division}: how many chromosomes in each daughter cell?`;
      const who = t.cells ? `${t.cells} cells undergo` : 'a cell undergoes';
      return t.division === 'meiosis' ? `${who} meiosis: how many cells?` : `${who} ${t.rounds} rounds of mitosis: how many cells?`;
    }
    case 'mitotic_index': return mitoticText(t);
    case 'surface_volume': return `surface area to volume ratio of a cube cell of side ${t.side} ${t.unit}`;
    case 'energy_transfer': return `The ${TROPHIC_LEVELS[t.from][0]} hold ${t.energy} ${t.unit}. With ${t.efficiency * 100}% of the energy passed on at each level, how much energy reaches the ${TROPHIC_LEVELS[t.to][0]}?`;
  }
}

const PHASE_FR: Record<string, string> = { interphase: 'interphase', prophase: 'prophase', metaphase: 'métaphase', anaphase: 'anaphase', telophase: 'télophase' };
function mitoticStatement(t: MitoticIndexTask): Text {
  const counts = w(`${t.dividing} of ${t.total} cells counted in ${t.phase ?? 'mitosis'}`, `${t.dividing} cellules sur ${t.total} comptées en ${t.phase ? PHASE_FR[t.phase] : 'mitose'}`);
  if (t.want === 'index') return w(`Mitotic index of ${counts.en}${t.percent ? ', as a percentage' : ''}`, `Indice mitotique de ${counts.fr}${t.percent ? ', en pourcentage' : ''}`);
  const known = t.index !== undefined ? w(`a mitotic index of ${t.index}`, `un indice mitotique de ${t.index}`) : counts;
  const unit = t.askedUnit ? ` (in ${t.askedUnit})` : '';
  return t.phase
    ? w(`Length of ${t.phase} in a cell cycle of ${t.cycle} ${t.timeUnit}, with ${known.en}${unit}`, `Durée de la ${PHASE_FR[t.phase]} dans un cycle de ${t.cycle} ${t.timeUnit}, avec ${known.fr}${unit.replace('in', 'en')}`)
    : w(`Length of mitosis in a cell cycle of ${t.cycle} ${t.timeUnit}, with ${known.en}${unit}`, `Durée de la mitose dans un cycle de ${t.cycle} ${t.timeUnit}, avec ${known.fr}${unit.replace('in', 'en')}`);
}

function mitoticText(t: MitoticIndexTask): string {
  const where = t.phase ?? 'mitosis';
  const counts = `${t.total} cells were counted and ${t.dividing} of them were in ${where}.`;
  if (t.want === 'index') return `${counts} Calculate the mitotic index${t.percent ? ' as a percentage' : ''}.`;
  const cycle = `The cell cycle lasts ${t.cycle} ${t.timeUnit}.`;
  const ask = `How long does ${where} last${t.askedUnit ? ` in ${t.askedUnit}` : ''}?`;
  return t.index !== undefined ? `The mitotic index is ${t.index * 100}%. ${cycle} ${ask}` : `${counts} ${cycle} ${ask}`;
}
