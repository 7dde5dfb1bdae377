import { SolverError } from '../errors';
import type { TaskOf } from '../task/task';
import { DIMS } from '../physics/units';
import { allPlaced, exactly, following, of, own, question, type Situation } from './formulaFamilies';
import { temperatureChange } from './heat';

/**
 * Linear thermal expansion, in English and French: a rod, rail or beam of a given length, its
 * coefficient α (per kelvin or per degree Celsius) and a temperature change (two temperatures or
 * a rise) give its elongation ΔL = α L₀ ΔT. A new length asked is left unread: stated to the
 * figures of the data it would hide the change (500 m for 500.24 m). An area or a volume asked is
 * left unread too, as is the growth of a plate or a sphere unless the length given is the one asked:
 * the elongation of a side is not how much the area or the volume grows.
 */
type Heat = TaskOf<'energy'>;

const NEW_LENGTH = /new\s+length|final\s+length|length\s+(?:at|after|will\s+(?:it|be))|how\s+long\s+(?:will|is)|nouvelle\s+longueur|longueur\s+finale|(?:quelle\s+(?:sera|est)\s+sa\s+)?longueur\s+(?:[àa]|apr[èe]s)|sa\s+longueur/i;
const ELONGATION = /elongat|expan|extension|increase\s+in\s+length|change\s+in\s+(?:its\s+)?length|how\s+much\s+(?:longer|does\s+it\s+(?:expand|lengthen|grow))|by\s+how\s+(?:much|many\s+\w+)\s+(?:does|will|is|would)\b[^?]*\b(?:longer|grow|expand|lengthen|increase)|(?:get|become|grow)s?\s+longer|lengthen|allong|dilat|variation\s+de\s+(?:sa\s+)?longueur|de\s+combien/i;

/** An area or a volume asked grows by 2αA₀ΔT or 3αV₀ΔT, never by the elongation of one of its sides. */
const AREA_OR_VOLUME = /\barea\b|surface|\baire\b|superficie|volume|capacit|contenance/i;
/** A plate, a disc, a sphere, a cube …: a body spread in two or three directions, whose one length is not the whole story. */
const FLAT_OR_SOLID = /\bplate\b|sheet|\bdis[ck]\b|sphere|\bball\b|\bcube\b|\bblock\b|\bhole\b|\bring\b|window|pane|\btank\b|container|vessel|flask|plaque|t[ôo]le|disque|sph[èe]re|boule|\bbille\b|\bcube\b|\btrou\b|anneau|vitre|\bcuve\b|r[ée]servoir|r[ée]cipient|ballon/i;
/** The lengths a question may ask of such a body, each as it names the one given ("side 2 m" → its side). */
const LENGTH_NAMES: RegExp[] = [/\bside\b|c[ôo]t[ée]/i, /diam|diamètre/i, /radius|rayon/i, /\bedge\b|ar[êe]te/i, /length|longueur/i, /width|largeur/i, /thick|[ée]paisseur/i, /height|hauteur/i];

const NOT_A_LENGTH = new SolverError('unsupported', {
  en: 'Only the change of one length (ΔL = α L₀ ΔT) is worked out here: an area grows by 2αA₀ΔT and a volume by 3αV₀ΔT, which are not the elongation of one side.',
  fr: 'Seule la variation d’une longueur (ΔL = α L₀ ΔT) est calculée ici : une aire augmente de 2αA₀ΔT et un volume de 3αV₀ΔT, ce qui n’est pas l’allongement d’un côté.',
});

/** The expansion prevented: a rail or bar held at both ends or between walls, « encastrée aux deux extrémités », « empêchée de se dilater » ("fixed" alone says not where). */
const HELD = /(?:fixed|clamped|held|attached|welded|bolted|secured|anchored|built\s+in)\s+(?:rigidly\s+|firmly\s+)?(?:at|to|on|between)\s+(?:both|each|its\s+two|the\s+two|two)\b|\bboth\s+ends\s+(?:are\s+)?(?:fixed|clamped|held|rigidly)|cannot\s+expand|can'?t\s+expand|not\s+(?:free|allowed)\s+to\s+expand|prevented\s+from\s+expanding|between\s+(?:two\s+)?(?:rigid\s+|fixed\s+)?(?:walls|supports)|(?:encastr|bloqu|fix)[ée]+e?s?\s+(?:[àa]\s+(?:ses|ces|les)\s+deux|aux\s+deux|[àa]\s+chaque|entre\s+deux)|emp[êe]ch[ée]+e?\s+de\s+se\s+dilater|ne\s+peut\s+(?:pas\s+)?se\s+dilater/i;
/** Held at one end only: the other end is free, the bar expands freely and no stress builds. */
const ONE_END = /\b(?:one|a\s+single|only\s+one)\s+end\b|other\s+end\s+(?:is\s+|being\s+|left\s+)?free|\bfree\s+end|une\s+(?:seule\s+)?(?:de\s+ses\s+)?extr[ée]mit[ée]s?(?!\s+[àa]\s+l'autre)|l'autre\s+(?:extr[ée]mit[ée]\s+)?(?:est\s+|[ée]tant\s+|rest\w+\s+)?libre|extr[ée]mit[ée]\s+libre/i;
const FREE_TO_EXPAND = new SolverError('unsupported', {
  en: 'A bar held at one end only is free to expand from its other end: no thermal stress builds in it (σ = 0). The stress EαΔT arises only when both ends are held.',
  fr: 'Une barre fixée à une seule extrémité se dilate librement par l’autre : aucune contrainte thermique n’y apparaît (σ = 0). La contrainte EαΔT n’existe que si les deux extrémités sont bloquées.',
});
const STRESS = /\bstress\b|contrainte/i;

/** A bar whose expansion is prevented: the stress E·α·ΔT that holds it at its length (its length plays no part). */
function thermalStress({ raw, rest, qs }: Situation): Heat | null {
  const alpha = of(qs, DIMS.expansion);
  const E = of(qs, DIMS.pressure);
  const L = of(qs, DIMS.L);
  const K = of(qs, DIMS.K);
  // one end held and the other free: no stress; both said at once is no problem to answer
  if (STRESS.test(question(raw)) && alpha.length === 1 && ONE_END.test(raw)) {
    if (HELD.test(raw)) return null;
    throw FREE_TO_EXPAND;
  }
  if (!HELD.test(raw) || !STRESS.test(question(raw)) || alpha.length !== 1 || E.length !== 1 || L.length > 1 || !K.length || K.length > 2 || !exactly(qs, alpha, E, L, K) || !allPlaced(rest, qs)) return null;
  const change = temperatureChange(rest, qs, K, false);
  return change ? { kind: 'energy', knowns: { E: E[0].si, alT: alpha[0].si, dT: Math.abs(change.dT) }, want: 'sigma', unit: 'MPa' } : null;
}

export function readExpansion(s: Situation): Heat | null {
  const { raw, rest, qs } = s;
  const alpha = of(qs, DIMS.expansion);
  const L = of(qs, DIMS.L);
  const K = of(qs, DIMS.K);
  if (of(qs, DIMS.pressure).length) return thermalStress(s);
  if (alpha.length !== 1 || L.length !== 1 || !K.length || K.length > 2 || !exactly(qs, alpha, L, K) || !allPlaced(rest, qs)) return null;
  // a length told as the elongation would be another problem (α or ΔT asked)
  if (/elongat|expan|allong|dilat|longer|s'est/i.test(own(rest, qs, L[0]))) return null;
  const change = temperatureChange(rest, qs, K, false);
  if (!change) return null;
  const q = question(raw);
  // refused outright, so that no other reader takes the plate's or the sphere's size for the answer
  if (AREA_OR_VOLUME.test(q)) throw NOT_A_LENGTH;
  // a plate or a sphere: only the very length given may be asked (its side, its diameter), not an area hidden behind "how much does it grow"
  if (FLAT_OR_SOLID.test(raw)) {
    const named = LENGTH_NAMES.filter((re) => re.test(`${own(rest, qs, L[0])} ${following(rest, qs, L[0])}`));
    if (named.length !== 1 || !named[0].test(q)) throw NOT_A_LENGTH;
  }
  const knowns = { alT: alpha[0].si, L0: L[0].si, dT: change.dT };
  if (NEW_LENGTH.test(q) && !ELONGATION.test(q)) return null;
  return ELONGATION.test(q) ? { kind: 'energy', knowns, want: 'dL', unit: change.dT * alpha[0].si * L[0].si < 0.01 ? 'mm' : change.dT * alpha[0].si * L[0].si < 1 ? 'cm' : 'm' } : null;
}
