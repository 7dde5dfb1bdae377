import type { Task } from '../task/task';
import type { PopulationGrowthTask } from '../biology/task';
import { SolverError } from '../errors';

/**
 * A population's balance over one period, in English and French: "a population of 2000 has 150
 * births, 50 deaths, 20 immigrants and 10 emigrants in one year: per capita growth rate?",
 * "population de 500 individus : 60 naissances et 20 décès en un an ; taux de croissance ?".
 * With the size given, a growth rate is per individual, (B − D + I − E)/N; asked as a number of
 * individuals (net change, how many more) it is B − D + I − E; the size at the end is N + that.
 */
const COUNT = String.raw`(\d{1,3}(?:[ ,]\d{3})+(?![\d,])|\d+)`;
const FLOWS: Array<[keyof Pick<PopulationGrowthTask, 'births' | 'deaths' | 'immigrants' | 'emigrants'>, string, string, string]> = [
  ['births', String.raw`births?|naissances?|newborns?|offspring\s+born|(?:were\s+)?born|(?:sont\s+)?n[ée]e?s`, 'births', 'naissances'],
  ['deaths', String.raw`deaths?|d[ée]c[èe]s|morts?|died|(?:sont\s+)?mort(?:e?s)?`, 'deaths', 'décès'],
  ['immigrants', String.raw`immigrants?|immigration|immigrated|immigr[ée]s?|(?:ont\s+)?immigr[ée]|arriv(?:als?|[ée]e?s)|moved\s+in`, 'immigrants', 'immigrants'],
  ['emigrants', String.raw`emigrants?|[ée]migration|emigrated|[ée]migr[ée]s?|(?:ont\s+)?[ée]migr[ée]|[ée]migrants?|d[ée]parts?|left|moved\s+out`, 'emigrants', 'émigrants'],
];
/** A flow named at all ("immigrated", "émigration"), read or not: one named but not read is refused, never taken as 0. */
const NAMED: Record<string, RegExp> = { births: /birth|born|naissance|natalit/i, deaths: /death|died|d[ée]c[èe]s|mortalit|\bmort/i, immigrants: /immigr|arriv/i, emigrants: /emigr|émigr|\bleft\b|d[ée]part/i };

const toNumber = (s: string): number => Number(s.replace(/[ ,]/g, ''));

/** A count written before its word ("150 births") or after it ("births: 150", "naissances = 60"). */
function flow(text: string, words: string): { value: number; at: number; end: number } | null {
  // letter boundaries, not \b: "émigration" begins with a letter \b does not know
  const found = [...text.matchAll(new RegExp(String.raw`(?<![\d.,])${COUNT}\s+(?:[\p{L}-]+\s+){0,2}?(?:new\s+)?(?:${words})(?![\p{L}])|(?<![\p{L}])(?:${words})\s*(?:[:=]|\bof\b|\bde\b|\bwere\b|\bwas\b)?\s*${COUNT}(?![\d.,]\d)`, 'giu'))];
  if (found.length !== 1) return found.length ? { value: NaN, at: 0, end: 0 } : null;
  const m = found[0];
  return { value: toNumber(m[1] ?? m[2]), at: m.index ?? 0, end: (m.index ?? 0) + m[0].length };
}

export function readPopulationBalance(text: string): Task | SolverError | null {
  // "1 in 10 000 births" with carriers or alleles is the incidence of a disease (Hardy–Weinberg)
  // « 1 naissance sur 10 000 », "one birth in 2500" likewise
  if (/carrier|porteu|all[eè]l|r[ée]cessi|hardy|fr[ée]quence|frequency|prevalence|pr[ée]valence|\b(?:1|one|une?)\s+(?:\p{L}+\s+){0,2}?(?:in|sur|out\s+of)\s+\d/iu.test(text)) return null;
  const got = FLOWS.map(([key, words]) => [key, flow(text, words)] as const);
  const given = got.filter(([, f]) => f !== null);
  if (!given.some(([k]) => k === 'births' || k === 'deaths')) return null;
  const unread = FLOWS.filter(([key]) => NAMED[key].test(text) && !given.some(([k]) => k === key));
  if (unread.length) return new SolverError('unsupported', {
    en: `The number of ${unread.map(([, , en]) => en).join(' and ')}: this part of the question was not understood, and nothing was answered in its place.`,
    fr: `Le nombre de ${unread.map(([, , , fr]) => fr).join(' et de ')} : cette partie de la question n’a pas été comprise, et rien n’a été répondu à sa place.`,
  });
  if (given.some(([, f]) => f && !Number.isFinite(f.value))) return new SolverError('unsupported', {
    en: 'Births, deaths or migrants given more than once: this part of the question was not understood, and nothing was answered in its place.',
    fr: 'Naissances, décès ou migrants donnés plusieurs fois : cette partie de la question n’a pas été comprise, et rien n’a été répondu à sa place.',
  });
  // the size: "a population of 2000", "population de 500 individus", "N = 400", "in a population of 400"
  const rest = given.reduceRight((s, [, f]) => (f ? s.slice(0, f.at) + ' '.repeat(f.end - f.at) + s.slice(f.end) : s), text);
  const size = new RegExp(String.raw`population\s+(?:size\s+)?(?:of|de|is|est\s+de|=)\s*${COUNT}|\bN0?\s*=\s*${COUNT}|${COUNT}\s+(?:individuals|individus|people|personnes|animals|animaux|inhabitants|habitants|deer|rabbits|lapins|cerfs)\b|(?:population|effectif)\s+(?:initial\w*\s+)?(?:\w+\s+){0,2}?${COUNT}`, 'i').exec(rest);
  const n0 = size ? toNumber(size[1] ?? size[2] ?? size[3] ?? size[4]) : undefined;
  const q = text.slice(Math.max(0, text.search(/[^.;:]*\?\s*$|what|how|find|calculate|determine|quel|quelle|combien|calcul|d[ée]termin|(?:per\s+capita\s+)?growth\s+rate\s*\??\s*$/i)));
  const perCapita = /per\s+capita|per\s+individual|per\s+head|par\s+individu|par\s+habitant|\br\b|percent|pourcentage|\bin\s+%|en\s+%|relative|taux/i.test(q);
  // the balance covers one period: a size asked after several is another question
  const span = /(?:after|in|within|au\s+bout\s+de|apr[èe]s|en)\s+(\d+(?:[.,]\d+)?|two|three|four|five|ten|deux|trois|quatre|cinq|dix)\s+(?:years?|months?|days?|generations?|ans|années|mois|jours|générations)/i.exec(q);
  if (span && span[1] !== '1') return new SolverError('unsupported', {
    en: `"${span[0]}": the population over several periods was not understood (births and deaths are read for one period), and nothing was answered in its place.`,
    fr: `« ${span[0]} » : l’effectif sur plusieurs périodes n’a pas été compris (naissances et décès sont lus pour une période), et rien n’a été répondu à sa place.`,
  });
  const net = /net\s+(?:change|increase|growth)|how\s+many\s+(?:more|fewer)|by\s+how\s+many|(?:added|gained|lost)\b|change\s+in\s+(?:the\s+)?(?:number|size|population)|increase\s+in\s+(?:number|size|population)|accroissement\s+(?:net|naturel)?|variation\s+de\s+l['’]effectif|combien\s+d['’]individus\s+(?:de\s+plus|en\s+plus)|individuals\s+per/i.test(q);
  const end = /(?:size|number|effectif|taille)\s+(?:of\s+the\s+population\s+)?(?:at\s+the\s+end|after|apr[èe]s|à\s+la\s+fin|au\s+bout)|population\s+(?:size\s+)?(?:at\s+the\s+end|after|apr[èe]s|à\s+la\s+fin|au\s+bout)|new\s+population\s+size|how\s+many\s+(?:individuals|animals|rabbits|deer|frogs|mice|people)\s+(?:are\s+there|at\s+the\s+end|after)|combien\s+d['’]individus\s+(?:à\s+la\s+fin|apr[èe]s)/i.test(q);
  const rate = /growth\s+rate|rate\s+of\s+(?:population\s+)?(?:growth|increase)|taux\s+de\s+croissance|taux\s+d['’]accroissement/i.test(q);
  const want: PopulationGrowthTask['want'] | null = end ? 'n' : perCapita && !/how\s+many/i.test(q) ? 'per_capita' : net ? 'net' : rate && n0 !== undefined ? 'per_capita' : null;
  if (!want) return new SolverError('unsupported', {
    en: 'What is asked from the births and deaths (a per capita growth rate, a net change in numbers, the size at the end): this part of the question was not understood, and nothing was answered in its place.',
    fr: 'Ce qui est demandé à partir des naissances et des décès (un taux de croissance par individu, une variation d’effectif, l’effectif final) : cette partie de la question n’a pas été comprise, et rien n’a été répondu à sa place.',
  });
  if ((want === 'per_capita' || want === 'n') && n0 === undefined) return new SolverError('unsupported', {
    en: 'The size of the population, needed for a rate per individual: this part of the question was not understood, and nothing was answered in its place.',
    fr: 'L’effectif de la population, nécessaire pour un taux par individu : cette partie de la question n’a pas été comprise, et rien n’a été répondu à sa place.',
  });
  const task: PopulationGrowthTask = { kind: 'population_growth', model: 'balance', want, ...(n0 !== undefined ? { n0 } : {}) };
  for (const [key, f] of given) if (f) task[key] = f.value;
  return task;
}
