import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { question } from './formulaFamilies';

/**
 * Uniform motion word problems, in English and French.
 *
 * Two movers leaving together and closing (or opening) a distance: "Two towns are 300 km apart. A
 * train leaves A for B at 80 km/h and at the same time another leaves B for A at 120 km/h. When
 * do they meet?", « … Au bout de combien de temps se croisent-ils ? », "Two cars leave the same
 * point in opposite directions at 60 km/h and 80 km/h. When will they be 350 km apart?": the
 * distances covered add up, v₁t + v₂t = D.
 *
 * A boat (or plane) with and against a current (or wind): "A boat travels 24 km downstream in 2
 * hours and returns upstream in 3 hours. Find the speed of the current.": b + c = d₁/t₁ and
 * b − c = d₂/t₂, the speed asked answered.
 *
 * The distance one mover covers until then may be asked instead ("How far has the first car
 * travelled when they meet?"): s = v·t beside the equation, the mover named by its order or speed.
 *
 * Departures at different times, a clock time asked or any number not read here leave the text to
 * the other readers.
 */
const NUM = String.raw`(\d+(?:[.,]\d+)?)`;
const SPEED_UNIT = String.raw`(km\s*/\s*h|km\s*h\s*(?:-1|⁻¹)|kmh|mph|mi\s*/\s*h|miles\s+per\s+hour|m\s*/\s*s)`;
const SPEED = new RegExp(String.raw`${NUM}\s*${SPEED_UNIT}`, 'gi');
const DISTANCE = new RegExp(String.raw`${NUM}\s*(km|kilom[eè]tres?|kilometers?|kilometres?|miles?|mi)\b(?!\s*(?:/|per\b|par\b|à\s+l'heure))`, 'gi');
const TIME = new RegExp(String.raw`${NUM}\s*(hours?|hrs?|h|heures?|minutes?|min)\b(?!\s*/)`, 'gi');
const num = (s: string): number => Number(s.replace(',', '.'));
const hours = (value: string, unit: string): string => (/^min/i.test(unit) ? `${num(value)}/60` : String(num(value)));

const MEET = /\b(?:meet|cross|pass\s+each\s+other|se\s+(?:croise|rencontre)\w*|croisement|rencontre)\b/i;
const TOWARD = /\btowards?\s+each\s+other\b|\bl'une?\s+vers\s+l'autre\b|\ben\s+sens\s+(?:inverse|contraire|oppos[ée])\b|\bfrom\s+A\s+(?:to|towards?|for)\s+B\b[^]*\bfrom\s+B\s+(?:to|towards?|for)\s+A\b|\bde\s+A\s+(?:vers|[àa]|en\s+direction\s+de|pour)\s+B\b[^]*\bde\s+B\s+(?:vers|[àa]|en\s+direction\s+de|pour)\s+A\b/i;
const APART = /\b(?:opposite\s+directions?|directions?\s+oppos[ée]es?|sens\s+oppos[ée]s)\b/i;
const APART_ASKED = /\b(?:apart|distants?|s[ée]par[ée]s|[ée]loign[ée]s)\b/i;
const TOGETHER = /\b(?:at\s+the\s+same\s+time|simultaneously|same\s+time|au\s+m[êe]me\s+(?:moment|instant)|en\s+m[êe]me\s+temps|[àa]\s+la\s+m[êe]me\s+heure|simultan[ée]ment)\b/i;
const WHEN = /\b(?:when|how\s+long|how\s+many\s+hours|after\s+how|time|combien\s+de\s+temps|combien\s+d'heures|au\s+bout\s+de\s+combien|apr[èe]s\s+combien|quand|dur[ée]e)\b/i;
/** A distance asked: "How far has the first car travelled …?", « Quelle distance le premier a-t-il parcourue ? » */
const HOW_FAR = /\b(?:how\s+far|what\s+distance|how\s+many\s+(?:km|kilomet\w*|kilometres|miles)|which\s+distance|quelle\s+distance|combien\s+de\s+(?:km|kilom[èe]tres|miles)|distance\s+(?:parcourue|travell?ed|covered))\b/i;
/** The moment a distance is asked at, not a time asked: "… when they meet", "… before they are 81 miles apart", « … lorsqu'ils se croisent ». */
const AT_MOMENT = /\b(?:when|until|before|by\s+the\s+time|lorsqu'|quand|au\s+moment\s+o[uù]|avant\s+(?:de|d'))\s*(?:they|the\s+two|both|ils|elles|les\s+deux|se|s'|[êe]tre)\b[^?.!]*/gi;
/** Which mover a distance is asked of, as the speeds are listed. */
const MOVER: Array<[RegExp, (v1: number, v2: number) => 1 | 2]> = [
  [/\b(?:first|premi[èe]re?)\b/i, () => 1],
  [/\b(?:second|other|deuxi[èe]me|seconde?|autre)\b/i, () => 2],
  [/\b(?:faster|quicker|plus\s+rapides?)\b/i, (v1, v2) => (v1 >= v2 ? 1 : 2)],
  [/\b(?:slower|plus\s+lente?s?)\b/i, (v1, v2) => (v1 <= v2 ? 1 : 2)],
];
const CLOCK = /\b(?:at\s+what\s+time|what\s+time|[àa]\s+quelle\s+heure|\d{1,2}\s*(?::|h)\s*\d{2}|\d{1,2}\s*(?:a\.?m\.?|p\.?m\.?))\b/i;

/** The two movers closing a distance D together, or opening it: (v₁ + v₂)t = D. */
function readMeeting(t: string): TaskOf<'solve'> | null {
  const closing = MEET.test(t) && TOWARD.test(t);
  const opening = APART.test(t) && APART_ASKED.test(t);
  if (!closing && !opening) return null;
  // what is asked is read from the question alone: "at the same time" in the statement asks nothing
  const q = question(t).replace(TOGETHER, ' ');
  const far = HOW_FAR.test(q);
  if (far ? WHEN.test(q.replace(AT_MOMENT, ' ')) : !WHEN.test(q) || /\bhow\s+far\b|\bwhere\b|(?:^|\s)où(?=[\s?]|$)/i.test(q)) return null;
  if (CLOCK.test(t)) return null;
  const speeds = [...t.matchAll(SPEED)];
  const distances = [...t.replace(SPEED, ' ').matchAll(DISTANCE)];
  if (speeds.length !== 2 || distances.length !== 1) return null;
  // one unit for both speeds, the distance in the same unit of length, no other number
  const unit = (u: string): string => (/^(?:km|kmh|kilo)/i.test(u) ? 'km' : /^m\s*\//i.test(u) ? 'm' : 'mi');
  if (unit(speeds[0][2]) !== unit(speeds[1][2]) || unit(speeds[0][2]) !== unit(distances[0][2])) return null;
  const rest = t.replace(SPEED, ' ').replace(DISTANCE, ' ');
  if (/\d/.test(rest)) return null;
  // leaving together, said in words, or for two movers toward each other with nothing said of a delay
  if (!TOGETHER.test(t) && /\b(?:later|earlier|after|plus\s+tard|apr[èe]s)\b/i.test(t.replace(WHEN, ' '))) return null;
  const [v1, v2, d] = [num(speeds[0][1]), num(speeds[1][1]), num(distances[0][1])];
  if (far) {
    // the distance one mover covers, s = v·t: which one must be said, and only one
    const movers = MOVER.filter(([re]) => re.test(q));
    if (movers.length !== 1 || v1 === v2) return null;
    const v = movers[0][1](v1, v2) === 1 ? v1 : v2;
    const u = unit(speeds[0][2]);
    return {
      kind: 'solve',
      relations: [{ lhs: `${v1}*t + ${v2}*t`, op: '=', rhs: String(d) }, { lhs: 's', op: '=', rhs: `${v}*t` }],
      unknowns: ['t', 's'],
      domain: { kind: 'real' },
      asked: ['s'],
      ...(u === 'km' ? { units: { t: 'h' as const, s: 'km' as const } } : u === 'mi' ? { units: { t: 'h' as const } } : {}),
    };
  }
  return {
    kind: 'solve',
    relations: [{ lhs: `${v1}*t + ${v2}*t`, op: '=', rhs: String(d) }],
    unknowns: ['t'],
    domain: { kind: 'real' },
    asked: ['t'],
    ...(unit(speeds[0][2]) === 'm' ? {} : { units: { t: 'h' as const } }),
  };
}

const WITH = /\b(?:downstream|with\s+the\s+(?:current|stream|wind)|tail\s*wind|dans\s+le\s+sens\s+du\s+(?:courant|vent)|en\s+descendant|descend\w*|avec\s+le\s+(?:courant|vent)|vent\s+arri[èe]re)\b/i;
const AGAINST = /\b(?:upstream|against\s+the\s+(?:current|stream|wind)|head\s*wind|[àa]\s+contre-?\s*courant|contre\s+le\s+(?:courant|vent)|en\s+remontant|remont\w*|vent\s+de\s+face)\b/i;
const CURRENT_ASKED = /\b(?:speed|rate|velocity|vitesse)\s+(?:of\s+the\s+|du\s+|de\s+la\s+)(current|stream|wind|courant|vent|rivi[èe]re)\b/i;
const STILL_ASKED = /\b(?:in\s+still\s+water|still-water|in\s+calm\s+air|in\s+still\s+air|en\s+eau\s+calme|eau\s+immobile|propre|sans\s+(?:vent|courant)|of\s+the\s+(?:boat|plane)|du\s+(?:bateau|avion))\b/i;

/** A leg with the current and one against it: b + c = d₁/t₁, b − c = d₂/t₂. */
function readCurrent(t: string): TaskOf<'solve'> | null {
  if (!WITH.test(t) || !AGAINST.test(t)) return null;
  const clauses = t.split(/[.;?!]\s+|,\s*|\s+(?:and|et|then|puis|but|mais)\s+/i);
  const leg = (side: RegExp): { d?: string; t: string } | null => {
    const c = clauses.filter((x) => side.test(x));
    if (c.length !== 1) return null;
    const times = [...c[0].matchAll(TIME)];
    const dists = [...c[0].matchAll(DISTANCE)];
    if (times.length !== 1 || dists.length > 1) return null;
    return { d: dists[0]?.[1], t: hours(times[0][1], times[0][2]) };
  };
  const down = leg(WITH);
  const up = leg(AGAINST);
  if (!down || !up) return null;
  // "returns upstream": the same distance back
  const all = [...t.matchAll(DISTANCE)];
  const d1 = down.d ?? (all.length === 1 ? all[0][1] : undefined);
  const d2 = up.d ?? (all.length === 1 ? all[0][1] : undefined);
  if (d1 === undefined || d2 === undefined) return null;
  const numbers = (t.match(/\d+(?:[.,]\d+)?/g) ?? []).length;
  if (numbers !== all.length + 2) return null;
  const current = CURRENT_ASKED.exec(t);
  const still = STILL_ASKED.test(t.replace(CURRENT_ASKED, ' '));
  const asked = current && !still ? ['c'] : still && !current ? ['b'] : undefined;
  return {
    kind: 'solve',
    relations: [{ lhs: 'b + c', op: '=', rhs: `${num(d1)}/${down.t}` }, { lhs: 'b - c', op: '=', rhs: `${num(d2)}/${up.t}` }],
    unknowns: ['b', 'c'],
    domain: { kind: 'real' },
    ...(asked ? { asked } : {}),
  };
}

export function readMotion(problem: ProblemInput): TaskOf<'solve'> | null {
  // "at 60 and 80 km/h": each speed with its unit
  const t = (problem.raw ?? problem.text)
    .replace(/\s+/g, ' ')
    .replace(/[’]/g, "'")
    .replace(new RegExp(String.raw`${NUM}\s+(and|et)\s+${NUM}\s*${SPEED_UNIT}`, 'gi'), '$1 $4 $2 $3 $4');
  if (!new RegExp(DISTANCE.source, 'i').test(t)) return null;
  return readMeeting(t) ?? readCurrent(t);
}
