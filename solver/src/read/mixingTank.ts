import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { readOdeTask } from './ode';

/**
 * A stirred tank told as a story: "A tank contains 100 L of water with 10 kg of salt dissolved.
 * Brine containing 0.5 kg of salt per litre enters at 4 L/min and the mixture leaves at 4 L/min.
 * Find the amount of salt after t minutes." The balance of salt, rate in minus rate out, gives
 * Q′ = c·r_in − r_out·Q/(V₀ + (r_in − r_out)t) with Q(0) = Q₀: that equation is the task, stated
 * back so the model shows. One volume, one initial amount (or pure water), one concentration in
 * (or pure water coming in), the two rates told apart by their verbs, one unit of volume, and the
 * amount asked as a function of t; anything else is left unread.
 */
const TANK = /(?<![\p{L}])(?:tank|vat|container|cuve|r[ée]servoir|bassin)(?![\p{L}])/iu;
const NUM = String.raw`(\d+(?:[.,]\d+)?)`;
const VOL = String.raw`(L|litres?|liters?|gal(?:lons?)?)`;
const MASS = String.raw`(kg|g|lb|pounds?|grams?|kilograms?)`;
const n = (s: string): number => Number(s.replace(',', '.'));
const volUnit = (u: string): 'L' | 'gal' => (/^g/i.test(u) ? 'gal' : 'L');
const massUnit = (u: string): string => (/^(?:kg|kilo)/i.test(u) ? 'kg' : /^(?:lb|pound)/i.test(u) ? 'lb' : 'g');

/** Words in the same clause before a rate that say which way it flows. */
const IN = /(?:enters?|entering|flows?\s+in(?:to)?|pumped\s+in(?:to)?|poured\s+in(?:to)?|runs?\s+in(?:to)?|comes?\s+in|coming\s+in|added|introduced|admitted|injected|fed\s+in(?:to)?|entre|arrive|verse|introdui\p{L}*|inject\p{L}*|inflow)(?:[^.;,]|(?<=\d)[.,](?=\d)){0,50}$/iu;
const OUT = /(?:leaves?|leaving|drains?|drained|flows?\s+out|pumped\s+out|runs?\s+out|withdrawn|sort|s['’]\s*[ée]coule|vid\p{L}*|outflow)(?:[^.;,]|(?<=\d)[.,](?=\d)){0,50}$/iu;
/** The amount asked as a function of time: "after t minutes", "at time t", "Q(t)", « à l'instant t », « en fonction de t ». */
const AS_FUNCTION = /(?:after\s+t\s+(?:min|minutes|seconds|hours)|at\s+(?:any\s+)?time\s+t|as\s+a\s+function\s+of\s+(?:time|t)|[àa]\s+l['’]\s*instant\s+t|en\s+fonction\s+(?:de\s+t|du\s+temps)|au\s+bout\s+de\s+t\s+min|(?<![\p{L}])[A-Za-z]\s*\(\s*t\s*\))/iu;

/** The amount asked at one time, in minutes as the rates are: "after 40 minutes", « au bout de 30 min », "when t = 10". */
const AT_TIME = /(?:after|au\s+bout\s+de|apr[èe]s|(?:at|when|pour|[àa])\s+t\s*=)\s*(\d+(?:[.,]\d+)?)\s*(min(?:ute)?s?|mn|h(?:ours?|eures?)?|s(?:ec(?:ond)?s?|econdes?)?)?(?![\p{L}])[^.]*[.?!]?\s*$/iu;

export function readMixingTank(problem: ProblemInput): TaskOf<'ode'> | null {
  const t = problem.text;
  if (!TANK.test(t) || !/(?<![\p{L}])(?:salt|sel|brine|saumure|pollutant|polluant|chemical|sugar|sucre|dye|colorant)(?![\p{L}])/iu.test(t)) return null;
  const atTime = AS_FUNCTION.test(t) ? null : AT_TIME.exec(t);
  if (!AS_FUNCTION.test(t) && !atTime) return null;
  // a time in hours or seconds against rates per minute is left unread rather than converted silently
  if (atTime?.[2] && !/^m/i.test(atTime[2])) return null;
  const volume = [...t.matchAll(new RegExp(String.raw`(?<![\d.,/])${NUM}\s*${VOL}(?![\p{L}/])(?!\s*(?:per|par|/|each|every|a\s+min))\s+(?:of\s+|d['’]\s*|de\s+)?(?:pure\s+|fresh\s+)?(?:water|eau|brine|saumure|solution|fluid|liquid|mixture|liquide|m[ée]lange)`, 'giu'))];
  const rates = [...t.matchAll(new RegExp(String.raw`${NUM}\s*${VOL}\s*(?:/\s*min(?:ute)?|per\s+min(?:ute)?|par\s+min(?:ute)?)`, 'giu'))];
  const conc = [...t.matchAll(new RegExp(String.raw`${NUM}\s*${MASS}\s*(?:of\s+\p{L}+\s+|de\s+\p{L}+\s+)?(?:/\s*|per\s+|par\s+)${VOL}`, 'giu'))];
  const amounts = [...t.matchAll(new RegExp(String.raw`${NUM}\s*${MASS}(?![\p{L}/])(?!\s*(?:of\s+\p{L}+\s+|de\s+\p{L}+\s+)?(?:/|per\s|par\s))`, 'giu'))];
  if (volume.length !== 1 || rates.length < 1 || rates.length > 2 || conc.length > 1 || amounts.length > 1) return null;
  const units = new Set([volume[0][2], ...rates.map((r) => r[2]), ...conc.map((c) => c[3])].map(volUnit));
  if (units.size !== 1 || new Set([...conc.map((c) => c[2]), ...amounts.map((a) => a[2])].map(massUnit)).size > 1) return null;
  // the water coming in: brine of a concentration, or pure water
  const cin = conc.length === 1 ? n(conc[0][1]) : /(?:pure|fresh|clean)\s+water\s+(?:is\s+)?(?:enters?|flows?|pumped|poured|runs?)|eau\s+pure\s+(?:entre|arrive|est\s+vers[ée]e)/iu.test(t) ? 0 : null;
  // the salt at the start: an amount given, or pure water at first
  const q0 = amounts.length === 1 ? n(amounts[0][1]) : /contains?\s+\d+(?:[.,]\d+)?\s*\p{L}+\s+(?:of\s+)?(?:pure|fresh)\s+water|contient\s+\d+(?:[.,]\d+)?\s*\p{L}+\s+d['’]\s*eau\s+pure/iu.test(t) ? 0 : null;
  if (cin === null || q0 === null) return null;
  const way = (r: RegExpMatchArray): 'in' | 'out' | null => {
    const before = t.slice(Math.max(0, r.index! - 60), r.index);
    return OUT.test(before) ? 'out' : IN.test(before) ? 'in' : null;
  };
  const ways = rates.map(way);
  let rin: number, rout: number;
  if (rates.length === 2 && ways[0] === 'in' && ways[1] === 'out') [rin, rout] = [n(rates[0][1]), n(rates[1][1])];
  else if (rates.length === 2 && ways[0] === 'out' && ways[1] === 'in') [rin, rout] = [n(rates[1][1]), n(rates[0][1])];
  else if (rates.length === 1 && /(?:same\s+rate|m[êe]me\s+d[ée]bit)/iu.test(t)) rin = rout = n(rates[0][1]);
  else return null;
  const name = /(?<![\p{L}])([A-Za-z])\s*\(\s*t\s*\)/u.exec(t)?.[1] ?? 'Q';
  if (/[eit]/.test(name)) return null;
  const fmt = (x: number): string => String(Number(x.toPrecision(12)));
  const V0 = n(volume[0][1]);
  const vol = rin === rout ? fmt(V0) : `(${fmt(V0)} + ${fmt(rin - rout)}*t)`;
  const equation = `d${name}/dt = ${fmt(cin * rin)} - ${fmt(rout)}*${name}/${vol}, ${name}(0) = ${fmt(q0)}`;
  const task = readOdeTask({ ...problem, text: equation });
  if (!task || task instanceof Error) return null;
  return atTime ? { ...task, at: atTime[1].replace(',', '.') } : task;
}
