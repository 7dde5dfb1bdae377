import type { TaskOf } from '../task/task';
import { DIMS } from '../physics/units';
import { SolverError } from '../errors';
import { of, own, question, type Found, type Situation } from './formulaFamilies';

/**
 * A thin lens or a spherical mirror, 1/f = 1/d_o + 1/d_i, as students word it: "an object 30 cm in
 * front of a converging lens of focal length 10 cm, where is the image?", « lentille convergente de
 * vergence 10,0 δ, objet à 25 cm devant la lentille », "2.6 cm high, 24 cm from a concave mirror of
 * radius of curvature 16 cm". A vergence gives f = 1/C, a mirror's radius of curvature f = R/2; a
 * diverging lens or a convex mirror has a negative focal length. The image distance is positive for a
 * real image (beyond a lens, in front of a mirror). With the object's height the image's height
 * (h_i = m·h_o, m = −d_i/d_o, negative when inverted) or the magnification can be asked, and an
 * image distance told in place of the object's gives the object's.
 */
const LENS = /\blens\b|\blentille\b/i;
const MIRROR = /\bmirror\b|\bmiroir\b/i;
const DIVERGING = /diverging|concave\s+lens|divergente|convex\s+mirror|miroir\s+convexe/i;
const FOCAL = /focal|focale|\bf\s*=?\s*$|\bf'\s*=?\s*$/i;
const FOCAL_AFTER = /^\s*(?:focal|de\s+(?:distance\s+)?focale)/i;
const RADIUS = /radius\s+of\s+curvature|rayon\s+de\s+courbure|\bR\s*=?\s*$/i;
const OBJECT = /object|objet|\bin\s+front\s+of|\bplaced|\bplac[ée]|\bsitu[ée]|\bin\s+front|devant|\bfrom\s+(?:the|an?)\s+(?:[\p{L}+-]+\s+){0,3}(?:lens|mirror)|\b(?:de\s+la|d'une|du|d'un)\s+(?:lentille|miroir)|\bd_?o\s*=?\s*$|\bOA\s*=?\s*$/iu;
/** The object's height: told before ("height 2 cm", « de taille 3,0 cm », AB = 2 cm) or after ("2 cm tall", "1.80-cm-high"). */
const HEIGHT_BEFORE = /(?:height|hauteur|taille|size)(?:\s+(?:of|de|is|est|égale?\s+à))?\s*[:=]?\s*$|\bAB\s*=?\s*$|\bh_?o\s*=?\s*$|\bh\s*=?\s*$/i;
const SIZE_BEFORE = /(?:un|an?|l'|the)\s*(?:objet|object)\s+(?:AB\s+)?(?:de|of)\s*$/i;
const SIZE_AFTER = /^\s*(?:objet|object)\b/i;
const OBJECT_AT = /(?:plac[ée]|plac|situ[ée]|located|put|stands?)\s*(?:[àa]|at)?\s*$|(?:^|\s)(?:at|à)\s*$/iu;
const HEIGHT_AFTER = /^\s*-?\s*(?:tall|high|de\s+(?:haut|hauteur|taille))\b/i;
/** A distance told as the image's ("its image forms at 30 cm", « sur un écran à 120 cm », OA' = …). */
const IMAGE_AT = /image|screen|[ée]cran|\bOA'\s*=?\s*$|\bd_?i\s*=?\s*$/i;
/** A distance told just after 'at' once the object is named ("object 10 mm tall at 30 cm"). */
const AT = /(?:^|\s)(?:at|à)\s*$/u;
const VERGENCE = /(?<![\w.,])(\d+(?:[.,]\d+)?)\s*(?:δ|dioptr\w*|diopters?)(?![\p{L}])/iu;
const MAGNIFICATION = /magnification|grandissement|\bm\s*=?\s*\?/i;
const IMAGE_HEIGHT = /(?:height|size|taille|hauteur|how\s+(?:tall|high|big))[^.?]*image|image[^.?]*(?:height|size|taille|hauteur|tall|high)|\bA'B'/i;

export function readThinLens({ raw, rest, qs }: Situation): TaskOf<'waves'> | null {
  const mirror = MIRROR.test(raw);
  if ((!LENS.test(raw) && !mirror) || (LENS.test(raw) && mirror) || /grossissement|two\s+lenses|deux\s+lentilles|plane\s+mirror|miroir\s+plan/i.test(raw)) return null;
  const L = of(qs, DIMS.L);
  if (L.length !== qs.length || L.length > 3) return null;
  const vergence = VERGENCE.exec(rest);
  let left = rest;
  for (const x of [...L, ...(vergence ? [{ at: vergence.index, end: vergence.index + vergence[0].length }] : [])].sort((a, b) => b.at - a.at)) left = `${left.slice(0, x.at)} ${left.slice(x.end)}`;
  if (/\d/.test(left.replace(/\b[A-Z]'?[A-Z]'?\b/g, ' '))) return null;
  // a label names the length ("f = 40 cm", "d_o = 60 cm", "h_o = 5 cm", « OA' = … »), else the words around it
  const LABELS: Array<[RegExp, string]> = [[/^f'?$/i, ' focal'], [/^(?:h_?o|AB|y)$/i, ' height'], [/^(?:d_?o|OA|u|p|s_?o)$/i, ' object'], [/^(?:d_?i|OA'|v|p'|s_?i)$/i, ' image'], [/^R$/, ' radius of curvature']];
  const words = (q: Found): string => `${own(rest, L, q)}${LABELS.find(([re]) => q.label && re.test(q.label))?.[1] ?? ''}`;
  // « un objet de 2 cm … placé à 20 cm », 'a 2 cm object … 20 cm from the lens': with another distance told as the object's, the first is its size
  const sized = L.filter((q) => SIZE_BEFORE.test(words(q)) || SIZE_AFTER.test(rest.slice(q.end)));
  const heights = L.filter((q) => HEIGHT_BEFORE.test(words(q)) || HEIGHT_AFTER.test(rest.slice(q.end)) || (sized.length === 1 && sized[0] === q && L.some((x) => x !== q && OBJECT_AT.test(words(x)))));
  const focal = L.filter((q) => !heights.includes(q) && (FOCAL.test(words(q)) || FOCAL_AFTER.test(rest.slice(q.end))));
  const radius = mirror ? L.filter((q) => !heights.includes(q) && !focal.includes(q) && RADIUS.test(words(q))) : [];
  const image = L.filter((q) => !heights.includes(q) && !focal.includes(q) && !radius.includes(q) && IMAGE_AT.test(words(q)));
  const object = L.filter((q) => !heights.includes(q) && !focal.includes(q) && !radius.includes(q) && !image.includes(q) && (OBJECT.test(words(q) + rest.slice(q.end, q.end + 25)) || AT.test(words(q))));
  if (focal.length + radius.length + (vergence ? 1 : 0) !== 1 || heights.length > 1 || object.length + image.length !== 1 || heights.length + focal.length + radius.length + object.length + image.length !== L.length) return null;
  const size = vergence ? 1 / Number(vergence[1].replace(',', '.')) : focal.length ? focal[0].si : radius[0].si / 2;
  const f = DIVERGING.test(raw) ? -Math.abs(size) : size;
  const q = question(raw);
  const want = MAGNIFICATION.test(q) ? 'mag' : IMAGE_HEIGHT.test(q) ? 'him' : /image|where|o[uù]\s|position|distance|locat/i.test(q) && object.length ? 'dim' : null;
  if (!want || (want === 'him' && !heights.length)) return null;
  if (object.length && Math.abs(object[0].si - f) <= 1e-9 * Math.abs(f)) {
    throw new SolverError('unsupported', {
      en: 'The object is at the focal point: the rays leave parallel and the image is at infinity, at no finite distance.',
      fr: "L'objet est au foyer : les rayons repartent parallèles et l'image est rejetée à l'infini, à aucune distance finie.",
    });
  }
  const knowns: Record<string, number> = { fl: f };
  if (object.length) knowns.dob = object[0].si;
  if (image.length) knowns.dim = image[0].si;
  if (heights.length) knowns.hob = heights[0].si;
  // the unit the lengths (or the object's height, for the image's) were told in, when they share one
  const units = new Set((want === 'him' ? heights : L).map((x) => x.unit));
  const unit = units.size === 1 && ['mm', 'cm', 'm'].includes([...units][0]) ? [...units][0] : 'm';
  return { kind: 'waves', knowns, want, unit: want === 'mag' ? '' : unit };
}
