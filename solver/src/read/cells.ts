import { SolverError } from '../errors';
import type { CellDivisionTask, SurfaceVolumeTask } from '../biology/task';
import { NUM, num, SIZE_WORD, sizeSymbol } from './sizes';
import { partNotUnderstood } from './partNotUnderstood';

/**
 * Cells: the number of cells after rounds of mitosis ("a cell undergoes 5 rounds of mitosis",
 * « une cellule subit 4 mitoses successives »), after meiosis, the chromosomes of the cells made
 * (« 2n = 46 … méiose … chromosomes dans chaque cellule fille ») and the surface-area-to-volume
 * ratio of a cube-shaped cell. Numbers the reading cannot place are refused by name.
 */
const refuse = partNotUnderstood;
const numbersIn = (s: string): string[] => [...s.matchAll(new RegExp(String.raw`(?<![\p{L}\d.,])${NUM}(?![\d])`, 'gu'))].map((m) => m[1]);

const MEIOSIS = /m[ée]ios[ei]s?|gam[èe]tes?|gametes?|sperm|egg\s+cells?|ovules?|spermatozo/i;
const MITOSIS = /mitos(?:is|es|e)\b|mitotic|mitotique|(?:cell|cellular)\s+divisions?|divisions?\s+cellulaires?|divides?|se\s+divise|binary\s+fission/i;
const ROUNDS = new RegExp(String.raw`${NUM}\s*(?:rounds?\s+of\s+|successive\s+|consecutive\s+|cycles?\s+of\s+|cycles?\s+de\s+)?(?:mitos[ie]s|mitotic\s+divisions|cell\s+divisions|divisions|cell\s+cycles|cycles\s+cellulaires|g[ée]n[ée]rations)|(?:divides?|se\s+divise|undergoes\s+mitosis|divise)\s+${NUM}\s*(?:times|fois)`, 'iu');

export function readCellDivision(text: string): CellDivisionTask | SolverError | null {
  const meiosis = MEIOSIS.test(text);
  const mitosis = MITOSIS.test(text);
  if (!meiosis && !mitosis) return null;
  // gametes counted are the cells that meiosis makes
  const cellWord = /m[ée]ios/i.test(text) ? String.raw`(?:cells|cellules|gametes|gam[èe]tes)` : String.raw`(?:cells|cellules)`;
  const askCells = new RegExp(String.raw`how\s+many\s+(?:daughter\s+|new\s+)?${cellWord}|number\s+of\s+(?:daughter\s+)?${cellWord}|nombre\s+de\s+${cellWord}|combien\s+de\s+${cellWord}`, 'i').test(text);
  const askChromosomes = /how\s+many\s+chromosomes|number\s+of\s+chromosomes|nombre\s+de\s+chromosomes|combien\s+de\s+chromosomes/i.test(text);
  if (askCells === askChromosomes) return askCells ? refuse('Two counts asked at once', 'Deux nombres demandés à la fois') : null;
  if (meiosis && /mitos|mitotic|mitotique/i.test(text)) return refuse('Both mitosis and meiosis', 'À la fois la mitose et la méiose');
  const division = meiosis ? 'meiosis' : 'mitosis';
  if (askChromosomes) {
    // chromosomes after fertilisation, or counted as chromatids or DNA, are another question
    const other = /(?:fertili[sz]|f[ée]cond|zygot|chromatid|ADN|DNA|replicat|r[ée]plicat|interphase|prophase|m[ée]taphase|anaphase|t[ée]lophase)\p{L}*/iu.exec(text);
    if (other) return refuse(`“${other[0]}”`, `« ${other[0]} »`);
    const diploid = /2\s*n\s*=\s*(\d+)|(\d+)\s+chromosomes|diploid\s+(?:number\s+)?(?:of\s+)?(\d+)|diplo[iï]de\s+[àa]\s+(\d+)/i.exec(text);
    if (!diploid) return /\bn\s*=\s*\d+/i.test(text) ? refuse('A haploid number given for the dividing cell', 'Un nombre haploïde donné pour la cellule qui se divise') : refuse('The chromosome number of the dividing cell', 'Le nombre de chromosomes de la cellule qui se divise');
    const d = Number(diploid[1] ?? diploid[2] ?? diploid[3] ?? diploid[4]);
    const others = numbersIn(text.replace(diploid[0], ' ').replace(/\b2\s*n\b/gi, ' ')).filter((x) => num(x) !== d);
    if (others.length) return refuse(`The number ${others[0]}`, `Le nombre ${others[0]}`);
    return { kind: 'cell_division', division, want: 'chromosomes', diploid: d };
  }
  const rounds = ROUNDS.exec(text);
  const start = new RegExp(String.raw`${NUM}\s+(?:cells|cellules|bacteria|bact[ée]ries)`, 'iu').exec(text);
  if (division === 'meiosis') {
    const others = numbersIn(text.replace(start?.[0] ?? '\u0000', ' '));
    if (others.length) return refuse(`The number ${others[0]}`, `Le nombre ${others[0]}`);
    return { kind: 'cell_division', division, want: 'cells', ...(start ? { cells: num(start[1]) } : {}) };
  }
  // a division every so often is growth over a time, read by the growth reader
  if (!rounds) return /mitos|mitotic|mitotique/i.test(text) && !/every|toutes?\s+les|per\s+(?:hour|minute|day)|par\s+(?:heure|minute|jour)/i.test(text) ? refuse('The number of divisions', 'Le nombre de divisions') : null;
  const r = num(rounds[1] ?? rounds[2]);
  const others = numbersIn(text.replace(rounds[0], ' ').replace(start?.[0] ?? '\u0000', ' '));
  if (others.length) return refuse(`The number ${others[0]}`, `Le nombre ${others[0]}`);
  if (!Number.isInteger(r) || r < 1 || r > 60) return refuse(`${rounds[0]}`, `${rounds[0]}`);
  return { kind: 'cell_division', division, want: 'cells', rounds: r, ...(start ? { cells: num(start[1]) } : {}) };
}

const SA_V = /surface[\s-]*(?:area)?\s*(?:to|:|\/|-)\s*volume|\bSA\s*(?::|\/|to)\s*V\b|rapport\s+surface\s*(?:\/|sur)\s*volume|surface\s*\/\s*volume/i;
export function readSurfaceVolume(text: string, bio: boolean): SurfaceVolumeTask | SolverError | null {
  // a solid's ratio in a geometry problem is not a cell's
  if (!SA_V.test(text) || !(bio || /\bcells?\b|cellul|bacteri|bact[ée]ri|organism/i.test(text))) return null;
  if (/sph[eè]r|cylind|rectang|pav[ée]/i.test(text)) return refuse('A cell that is not a cube', 'Une cellule qui n’est pas un cube');
  if (!/cub(?:e|ic|ique)/i.test(text)) return refuse('The shape of the cell (a cube?)', 'La forme de la cellule (un cube ?)');
  const sides = [...text.matchAll(new RegExp(String.raw`(?<![\p{L}\d.,])${NUM}\s*(${SIZE_WORD})(?![\p{L}])`, 'giu'))];
  if (sides.length !== 1) return refuse(sides.length ? 'Several sizes' : 'The side of the cube', sides.length ? 'Plusieurs tailles' : 'Le côté du cube');
  const others = numbersIn(text.replace(sides[0][0], ' '));
  if (others.length) return refuse(`The number ${others[0]}`, `Le nombre ${others[0]}`);
  const side = num(sides[0][1]);
  if (!(side > 0)) return null;
  return { kind: 'surface_volume', side, unit: sizeSymbol(sides[0][2]), want: 'ratio' };
}
