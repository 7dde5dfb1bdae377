import type { TaskOf } from '../task/task';
import { DIMS } from '../physics/units';
import { manySources } from './soundSources';
import { allPlaced, exactly, of, own, question, type Found, type Situation } from './formulaFamilies';

/**
 * A sound's intensity and its level in decibels, in English and French: L = 10 log₁₀(I/I₀) with the
 * threshold of hearing I₀ = 10⁻¹² W/m², either asked from the other, and a source of a given power
 * heard at a distance, its power spread over a sphere, I = P/(4πr²), and so a level told at one
 * distance gives the level at another, 20 log₁₀(r₂/r₁) lower. A level is read from its
 * written decibels; a threshold told other than 10⁻¹² W/m², two levels, or two sources are left unread.
 */
type Waves = TaskOf<'waves'>;

const SOUND_LEVEL = /decibels?|d[ée]cibels?|(?<![\p{L}])dB(?![\p{L}])|(?:sound|noise|intensity)\s+level|loudness|niveau\s+(?:d['’]intensit[ée]\s+)?(?:sonore|acoustique)|niveau\s+d['’]intensit[ée]/iu;
/** A level told: "65 dB", « 80 décibels ». */
const LEVEL = /(?<![\p{L}\d.,])(\d+(?:[.,]\d+)?)\s*(?:dB|d[ée]cibels?)(?![\p{L}])/giu;
const LEVEL_ASKED = /decibels?|d[ée]cibels?|(?<![\p{L}])dB(?![\p{L}])|\blevel\b|loudness|niveau/iu;
const INTENSITY_ASKED = /intensity|intensit[ée]|W\s*\/\s*m/i;
/** The threshold of hearing, when the text tells it (it must be the usual one). */
const THRESHOLD = /threshold|reference|r[ée]f[ée]rence|seuil|audibilit/i;
const I0 = 1e-12;

/** A sound source spreading its power: "a loudspeaker radiates 0.5 W", « une sirène de puissance 2 W ». */
const SOUND_SOURCE = /\bsound\b|\bson\b|sonore|acoustic|acoustique|loudspeaker|\bspeaker|haut-parleur|siren|sir[èe]ne|\bhorn\b|klaxon/i;

/**
 * A point source's level told at one distance and asked at another: the intensity falls as 1/r², so
 * the level by 20 log₁₀(r₂/r₁). The distance asked is the one in the question ("What is it at
 * 20 m?", « Quel est le niveau à 50 m ? »), the other is where the level was measured.
 */
function levelAtDistance(raw: string, rest: string, q: string, level: number, L: Found[]): Waves | null {
  const lastSentence = rest.length - (rest.replace(/[\s.?!]+$/, '').split(/[.;:?!](?=\s|$)/).pop() ?? '').length;
  const asked = L.filter((x) => x.at >= lastSentence);
  // several sources together heard at another distance are another question (their levels combine first)
  if (manySources(raw)) return null;
  if (asked.length !== 1 || !/\blevel\b|niveau|decibel|d[ée]cibel|(?<![\p{L}])dB(?![\p{L}])|how\s+loud|what\s+is\s+it|what\s+will\s+it\s+be|quel\s+est-il|que\s+vaut-il/iu.test(q)) return null;
  if (/doubl|tripl|halv|twice|\btimes\b|\bfois\b|intensit/i.test(q.replace(/intensity\s+level|niveau\s+d['’]intensit[ée](?:\s+sonore)?/gi, ' ')) || !/source|speaker|haut-parleur|siren|sir[èe]ne|machine|engine|moteur|concert|explosion|\bfrom\b|\bde\s+(?:la|l['’])/i.test(raw)) return null;
  const from = L.find((x) => x !== asked[0]);
  return from ? { kind: 'waves', knowns: { Ldb: level, dsn: from.si, dsn2: asked[0].si }, want: 'Ldb2', unit: 'dB' } : null;
}

export function readSoundLevel({ raw, rest, qs }: Situation): Waves | null {
  if (!SOUND_LEVEL.test(raw) && !(SOUND_SOURCE.test(raw) && of(qs, DIMS.power).length === 1 && of(qs, DIMS.L).length === 1)) return null;
  const levels = [...rest.matchAll(LEVEL)];
  if (levels.length > 1) return null;
  const told = of(qs, DIMS.irradiance);
  const P = of(qs, DIMS.power);
  const L = of(qs, DIMS.L);
  // a threshold told (I₀ = 10⁻¹² W/m²) is the one the law uses, not data of the problem
  const thresholds = told.filter((x) => THRESHOLD.test(own(rest, qs, x)) || /^I_?\{?[0o₀]\}?$/.test(x.label ?? ''));
  if (thresholds.some((x) => Math.abs(x.si - I0) > 1e-6 * I0)) return null;
  const I = told.filter((x) => !thresholds.includes(x));
  const blank = levels.reduce((s, m) => `${s.slice(0, m.index)}${' '.repeat(m[0].length)}${s.slice((m.index ?? 0) + m[0].length)}`, rest);
  const q = question(raw);
  // a level told at one distance, asked at another: L₂ = L₁ − 20 log₁₀(r₂/r₁)
  if (levels.length === 1 && L.length === 2 && !I.length && !P.length && exactly(qs, L) && allPlaced(blank, qs)) return levelAtDistance(raw, rest, q, Number(levels[0][1].replace(',', '.')), L);
  if (I.length > 1 || P.length > 1 || L.length > 1 || !exactly(qs, told, P, L)) return null;
  if (!allPlaced(blank, qs)) return null;
  // a change asked ("if the intensity doubles", « si l'intensité est multipliée par 10 »), or a level
  // at another distance, is another question than the level or intensity told here
  if (/doubl|tripl|halv|twice|\btimes\b|increas|decreas|chang|\bif\b|moiti[ée]|\bfois\b|multipli|divis|augment|diminu|\bsi\b/i.test(q)) return null;
  const knowns: Record<string, number> = {};
  if (levels.length) knowns.Ldb = Number(levels[0][1].replace(',', '.'));
  if (I.length) knowns.Isl = I[0].si;
  if (P.length) knowns.Psnd = P[0].si;
  if (L.length) knowns.dsn = L[0].si;
  // the power and the distance go together (a sphere's area), or not at all
  if (P.length !== L.length || Object.keys(knowns).length === 0) return null;
  const asked = [
    knowns.Ldb === undefined && LEVEL_ASKED.test(q) && 'Ldb',
    knowns.Isl === undefined && INTENSITY_ASKED.test(q) && !/intensity\s+level|niveau\s+d['’]intensit/i.test(q) && !(knowns.Ldb !== undefined && /\blevel\b|niveau/i.test(q)) && 'Isl',
  ].filter((x): x is string => typeof x === 'string');
  if (asked.length !== 1) return null;
  const [want] = asked;
  // one way to the answer: from the level, from the intensity, or from the power at a distance, alone
  if (Object.keys(knowns).length !== (P.length ? 2 : 1)) return null;
  return { kind: 'waves', knowns, want, unit: want === 'Ldb' ? 'dB' : 'W/m^2' };
}
