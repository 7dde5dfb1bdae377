import { text } from '../../i18n';
import type { Outcome, StepDraft } from '../../strategy';
import type { CellDivisionTask, MitoticIndexTask, SurfaceVolumeTask } from '../../biology/task';
import { sigLatex } from '../../chemistry/quantity';
import { num, outcome } from './outcome';

/**
 * Cells: each mitosis doubles the number of cells and keeps the chromosome number 2n; meiosis
 * makes four cells of n chromosomes from one. A cube cell of side s has area 6s², volume s³,
 * and the ratio 6/s, which falls as the cell grows.
 */
export function solveCellDivision(t: CellDivisionTask): Outcome | null {
  if (t.want === 'chromosomes') {
    if (t.diploid === undefined || (t.division === 'meiosis' && t.diploid % 2)) return null;
    const v = t.division === 'mitosis' ? t.diploid : t.diploid / 2;
    const steps: StepDraft[] = [{
      title: t.division === 'mitosis' ? text('Mitosis keeps the number', 'La mitose conserve le nombre') : text('Meiosis halves the number', 'La méiose divise le nombre par deux'),
      explanation: t.division === 'mitosis'
        ? text('Each chromosome is copied and the copies part: each daughter cell has the 2n chromosomes of the mother cell.', 'Chaque chromosome est dupliqué puis ses copies se séparent : chaque cellule fille a les 2n chromosomes de la cellule mère.')
        : text('The pairs of homologous chromosomes part in the first division: each cell made has one chromosome of each pair, n = 2n / 2.', 'Les chromosomes homologues se séparent à la première division : chaque cellule formée a un chromosome de chaque paire, n = 2n / 2.'),
      formula: t.division === 'mitosis' ? `2n = ${v}` : `n = \\frac{${t.diploid}}{2} = ${v}`,
    }];
    return outcome('cell_division', steps, 'number', String(v), String(v), text('The number of chromosomes in each daughter cell is', 'Le nombre de chromosomes de chaque cellule fille est'));
  }
  const start = t.cells ?? 1;
  if (t.division === 'meiosis') {
    const v = 4 * start;
    const steps: StepDraft[] = [{ title: text('Two divisions', 'Deux divisions'), explanation: text('Meiosis is two divisions in a row: each cell gives four.', 'La méiose enchaîne deux divisions : chaque cellule en donne quatre.'), formula: `${start} \\times 4 = ${v}` }];
    return outcome('cell_division', steps, 'number', String(v), String(v), text('The number of cells is', 'Le nombre de cellules est'));
  }
  if (t.rounds === undefined) return null;
  const v = start * 2 ** t.rounds;
  if (!Number.isSafeInteger(v)) return null;
  const steps: StepDraft[] = [{
    title: text('Each mitosis doubles', 'Chaque mitose double'),
    explanation: text(`A mitosis makes two cells from one, so ${t.rounds} rounds multiply the number by 2^${t.rounds}.`, `Une mitose donne deux cellules à partir d’une, donc ${t.rounds} divisions multiplient le nombre par 2^${t.rounds}.`),
    formula: `N = ${start === 1 ? '' : `${start} \\times `}2^{${t.rounds}} = ${v}`,
  }];
  return outcome('cell_division', steps, 'number', String(v), String(v), text('The number of cells is', 'Le nombre de cellules est'));
}

const UNIT_TEX: Record<string, string> = { m: 'm', cm: 'cm', mm: 'mm', um: '\\mu m', nm: 'nm' };
export function solveSurfaceVolume(t: SurfaceVolumeTask): Outcome | null {
  const s = t.side;
  const area = 6 * s * s;
  const volume = s ** 3;
  const ratio = area / volume;
  const u = UNIT_TEX[t.unit];
  const steps: StepDraft[] = [{
    title: text('Surface area', 'Surface'),
    explanation: text('A cube has six square faces.', 'Un cube a six faces carrées.'),
    formula: `S = 6 s^2 = 6 \\times ${num(s)}^2 = ${sigLatex(area, 6)}\\ \\mathrm{${u}^2}`,
  }, {
    title: text('Volume', 'Volume'),
    explanation: text('The side cubed.', 'Le côté au cube.'),
    formula: `V = s^3 = ${num(s)}^3 = ${sigLatex(volume, 6)}\\ \\mathrm{${u}^3}`,
  }];
  if (t.want === 'area') return outcome('surface_volume', steps.slice(0, 1), 'quantity', `${num(area)} ${t.unit}^2`, `${sigLatex(area, 6)}\\ \\mathrm{${u}^2}`, text('The surface area is', 'La surface est'));
  if (t.want === 'volume') return outcome('surface_volume', steps.slice(1), 'quantity', `${num(volume)} ${t.unit}^3`, `${sigLatex(volume, 6)}\\ \\mathrm{${u}^3}`, text('The volume is', 'Le volume est'));
  steps.push({
    title: text('Ratio', 'Rapport'),
    explanation: text(`Divide the area by the volume: ${num(ratio)} square units of surface for each cubic unit, the same as 6 / s.`, `On divise la surface par le volume : ${num(ratio)} unités de surface par unité de volume, comme 6 / s.`),
    formula: `\\frac{S}{V} = \\frac{${sigLatex(area, 6)}}{${sigLatex(volume, 6)}} = ${sigLatex(ratio, 6)}\\ \\mathrm{${u}^{-1}}`,
  });
  return outcome('surface_volume', steps, 'quantity', `${num(ratio)} ${t.unit}^-1`, `${sigLatex(ratio, 6)}\\ \\mathrm{${u}^{-1}}`, text('The surface area to volume ratio is', 'Le rapport surface sur volume est'));
}

const TIME_TEX: Record<string, string> = { s: 's', min: 'min', h: 'h', day: 'day' };
const PER_SECOND: Record<string, number> = { s: 1, min: 60, h: 3600, day: 86400 };
/**
 * Cells counted on a slide: the mitotic index is the share of them in mitosis; since cells are
 * caught in a stage in proportion to the time they spend in it, that share of the cycle's length
 * is the stage's length.
 */
export function solveMitoticIndex(t: MitoticIndexTask): Outcome | null {
  const counted = t.dividing !== undefined && t.total !== undefined;
  const share = counted ? (t.dividing ?? 0) / (t.total ?? 1) : t.index;
  if (share === undefined || !Number.isFinite(share)) return null;
  const stage = t.phase ?? 'mitosis';
  const steps: StepDraft[] = counted ? [{
    title: t.phase ? text('Share of the cells in the stage', 'Part des cellules dans la phase') : text('Mitotic index', 'Indice mitotique'),
    explanation: t.phase
      ? text(`Divide the cells seen in ${stage} by all the cells counted.`, `On divise les cellules vues en ${stage} par toutes les cellules comptées.`)
      : text('Divide the cells in mitosis (prophase to telophase) by all the cells counted.', 'On divise les cellules en mitose (de la prophase à la télophase) par toutes les cellules comptées.'),
    formula: `\\frac{${num(t.dividing ?? 0)}}{${num(t.total ?? 0)}} = ${sigLatex(share, 4)}`,
  }] : [];
  if (t.want === 'index') {
    const value = t.percent ? `${num(share * 100)} %` : num(share);
    return outcome('mitotic_index', steps, 'number', value, t.percent ? `${sigLatex(share * 100, 4)}\\,\\%` : sigLatex(share, 4), text('The mitotic index is', 'L’indice mitotique est'));
  }
  if (t.cycle === undefined || !t.timeUnit) return null;
  const unit = t.askedUnit ?? t.timeUnit;
  const d = (share * t.cycle * PER_SECOND[t.timeUnit]) / PER_SECOND[unit];
  steps.push({
    title: text('Share of the cycle', 'Part du cycle'),
    explanation: text(
      `Cells are caught in a stage in proportion to the time they spend in it, so ${stage} takes that share of the ${num(t.cycle)} ${t.timeUnit} cycle${unit !== t.timeUnit ? `, written in ${unit}` : ''}.`,
      `Les cellules sont vues dans une phase en proportion du temps qu’elles y passent : la ${stage === 'mitosis' ? 'mitose' : stage} dure donc cette part du cycle de ${num(t.cycle)} ${t.timeUnit}${unit !== t.timeUnit ? `, écrite en ${unit}` : ''}.`,
    ),
    formula: `${sigLatex(share, 4)} \\times ${num(t.cycle)}\\ \\mathrm{${TIME_TEX[t.timeUnit]}} = ${sigLatex(d, 4)}\\ \\mathrm{${TIME_TEX[unit]}}`,
  });
  return outcome('mitotic_index', steps, 'quantity', `${num(d)} ${unit}`, `${sigLatex(d, 4)}\\ \\mathrm{${TIME_TEX[unit]}}`, t.phase ? text(`The length of ${stage} is`, `La durée de la ${stage} est`) : text('The length of mitosis is', 'La durée de la mitose est'));
}
