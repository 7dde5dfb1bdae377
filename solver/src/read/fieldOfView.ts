import type { Task } from '../task/task';
import { MAG, askedUnit, magValue, metresPer, num, SIZE, sizeSymbol } from './sizes';

/**
 * A microscope's field of view and scale bars, in English and French: "the field of view is 4 mm
 * at ×40: its diameter at ×400?" (it shrinks as the magnification grows), "a field of view of 2 mm
 * holds 8 cells across: length of one cell?", "a scale bar 20 mm long represents 5 µm:
 * magnification?" (the bar's length on the page over the length it stands for).
 */
const FIELD = /field\s+of\s+(?:view|vision)|field\s+diameter|champ\s+(?:de\s+vision|d['’]observation|du\s+microscope|observ[ée])|diam[èe]tre\s+du\s+champ/i;
const SCALE_BAR = /scale\s+bar|barre\s+d['’][ée]chelle|[ée]chelle\s+graphique/i;

export function readFieldOfView(text: string): Task | null {
  const field = FIELD.test(text);
  const bar = SCALE_BAR.test(text);
  if (!field && !bar) return null;
  const sizes = [...text.matchAll(SIZE)].map((m) => ({ value: num(m[1]) * metresPer(m[2]), unit: m[2], at: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
  const mags = [...text.matchAll(MAG)].map((m) => magValue(m));
  if (sizes.some((s) => !Number.isFinite(s.value)) || mags.some((x) => !Number.isFinite(x))) return null;
  const unit = askedUnit(text);
  if (bar) {
    // the bar's length on the page, and the length it stands for ("represents", "=", "correspond à")
    if (sizes.length !== 2 || mags.length > 0 || !/magnification|grossissement/i.test(text)) return null;
    // the bar labelled with what it stands for: "a scale bar of 10 µm", « une barre d'échelle de 10 µm »
    const labelled = sizes.find((s) => /(?:scale\s+bar|barre\s+d['’][ée]chelle)\s*(?:of|de|:|\()?\s*$/i.test(text.slice(Math.max(0, s.at - 30), s.at)));
    const said = sizes.find((s) => /(?:represents?|représente|corresponds?\s+(?:to|à)|stands?\s+for|shows?|indique)\s*(?:a\s+length\s+of\s+|une\s+longueur\s+de\s+)?$/i.test(text.slice(Math.max(0, s.at - 30), s.at)) || /^\s*(?:scale\s+bar|barre)/i.test(text.slice(s.end, s.end + 15)));
    // "5 µm = 20 mm" says which two lengths match, not which is on the page: a microscope enlarges, so the smaller is the real one
    const equated = /[=:]/.test(text.slice(sizes[0].end, sizes[1].at)) ? (sizes[0].value < sizes[1].value ? sizes[0] : sizes[1]) : undefined;
    const stands = said ?? equated ?? labelled;
    const page = sizes.find((s) => s !== stands);
    // a bar that would shrink the specimen is misread
    if (!stands || !page || !(page.value > stands.value)) return null;
    return { kind: 'magnification', image: page.value, actual: stands.value, want: 'magnification' };
  }
  if (sizes.length !== 1) return null;
  const cells = /(\d+)\s+(?:[\p{L}-]+\s+){0,2}?(?:cells?|cellules?|organisms?|organismes?|bacteria|bact[ée]ries?|nuclei|noyaux|chloroplasts?|grains?)\s+(?:fit\s+)?(?:across|span|side\s+by\s+side|in\s+a\s+line|le\s+long|align[ée]e?s|bout\s+à\s+bout|sur\s+(?:le\s+|son\s+)?diam[èe]tre|dans\s+(?:le\s+)?diam[èe]tre)/iu.exec(text);
  if (cells && mags.length <= 1) {
    const count = Number(cells[1]);
    if (!(count >= 1)) return null;
    return { kind: 'magnification', field: sizes[0].value, count, want: 'cell_size', unit: unit ?? 'um' };
  }
  // one field at one magnification, asked at another
  if (mags.length !== 2 || cells) return null;
  const given = sizeSymbol(sizes[0].unit);
  const givenUnit = given === 'm' ? 'mm' : given;
  return { kind: 'magnification', field: sizes[0].value, magnification: mags[0], to: mags[1], want: 'field', unit: unit ?? givenUnit };
}
