import type { TaskOf } from '../task/task';
import { DIMS } from '../physics/units';
import { SolverError } from '../errors';
import { of, own, question, type Found, type Situation } from './formulaFamilies';

/**
 * A thin lens, 1/f = 1/d_o + 1/d_i, as students word it: "an object 30 cm in front of a converging
 * lens of focal length 10 cm, where is the image?", « lentille convergente de vergence 10,0 δ,
 * objet à 25 cm devant la lentille ». A vergence gives f = 1/C; a diverging lens has a negative
 * focal length. The image distance is positive for a real image, on the far side of the lens.
 */
const LENS = /\blens\b|\blentille\b/i;
const DIVERGING = /diverging|concave\s+lens|divergente/i;
const FOCAL = /focal|focale|\bf\s*=?\s*$|\bf'\s*=?\s*$/i;
const OBJECT = /object|objet|\bplaced|\bplac[ée]|\bsitu[ée]|\bin\s+front|devant|\bfrom\s+the\s+lens|\bd_?o\s*=?\s*$/i;
const VERGENCE = /(?<![\w.,])(\d+(?:[.,]\d+)?)\s*(?:δ|dioptr\w*|diopters?)(?![\p{L}])/iu;

export function readThinLens({ raw, rest, qs }: Situation): TaskOf<'waves'> | null {
  if (!LENS.test(raw) || /mirror|miroir|magnif|grandissement|grossissement|height|taille|hauteur|two\s+lenses|deux\s+lentilles/i.test(raw)) return null;
  const L = of(qs, DIMS.L);
  if (L.length !== qs.length || L.length > 2) return null;
  const vergence = VERGENCE.exec(rest);
  let left = rest;
  for (const x of [...L, ...(vergence ? [{ at: vergence.index, end: vergence.index + vergence[0].length }] : [])].sort((a, b) => b.at - a.at)) left = `${left.slice(0, x.at)} ${left.slice(x.end)}`;
  if (/\d/.test(left)) return null;
  const words = (q: Found): string => own(rest, L, q);
  const focal = L.filter((q) => FOCAL.test(words(q)));
  const object = L.filter((q) => !focal.includes(q) && OBJECT.test(words(q) + rest.slice(q.end, q.end + 25)));
  if (focal.length + (vergence ? 1 : 0) !== 1 || object.length !== 1 || focal.length + object.length !== L.length) return null;
  const f = vergence ? 1 / Number(vergence[1].replace(',', '.')) : focal[0].si;
  const q = question(raw);
  if (!/image|where|o[uù]\s|position|distance/i.test(q)) return null;
  if (Math.abs(object[0].si - f) <= 1e-9 * Math.abs(f)) {
    throw new SolverError('unsupported', {
      en: 'The object is at the focal point: the rays leave the lens parallel and the image is at infinity, at no finite distance.',
      fr: "L'objet est au foyer : les rayons sortent de la lentille parallèles et l'image est rejetée à l'infini, à aucune distance finie.",
    });
  }
  return { kind: 'waves', knowns: { fl: DIVERGING.test(raw) ? -Math.abs(f) : f, dob: object[0].si }, want: 'dim', unit: 'm' };
}
