import type { SolverError } from '../errors';
import type { EnergyTransferTask } from '../biology/task';
import { NUM, num } from './sizes';
import { partNotUnderstood as refuse } from './partNotUnderstood';

/**
 * Energy up a food chain by the ten per cent rule: "The producers have 100,000 kcal. With the 10%
 * rule, how much reaches the tertiary consumers?", « Les producteurs contiennent 50 000 kJ ; avec un
 * rendement de 10 % à chaque niveau, quelle énergie reçoivent les consommateurs secondaires ? »,
 * or a chain written with arrows ("grass → grasshopper → frog → snake; the grass has 10 000 kJ,
 * how much reaches the snake?"). The known level is the one named beside the energy, the asked level
 * the other one; a third level, a share asked or energy lost are refused.
 */
const TOPIC = /troph|food\s+(?:chain|web)|cha[iî]ne\s+(?:alimentaire|trophique)|r[ée]seau\s+trophique|pyramid|pyramide|10\s*%\s*rule|ten\s+per\s*cent\s+rule|r[èe]gle\s+des\s+10|producers?\b|producteurs?\b|consumers?\b|consommateurs?\b/i;

const UNITS: Record<string, EnergyTransferTask['unit']> = { j: 'J', joules: 'J', joule: 'J', kj: 'kJ', kilojoules: 'kJ', kilojoule: 'kJ', mj: 'MJ', cal: 'cal', calories: 'cal', calorie: 'cal', kcal: 'kcal', kilocalories: 'kcal', kilocalorie: 'kcal' };
const ENERGY = new RegExp(String.raw`(?<![\p{L}\d.,])${NUM}\s*(kcal|kJ|MJ|J|cal|kilocalories?|kilojoules?|joules?|calories?)(?![\p{L}\d])(\s*(?:\/|per\b|par\b))?`, 'giu');

const ORDINAL_EN = ['first', 'second', 'third', 'fourth', 'fifth'];
const ORDINAL_FR = ['premier', 'deuxi[èe]me|second', 'troisi[èe]me', 'quatri[èe]me', 'cinqui[èe]me'];
/** The words for each level, from the producers (0) up. */
const LEVELS: RegExp[] = [
  /\b(?:primary\s+)?producers?\b|\bautotrophs?\b|\bplants?\b|\bvegetation\b|\bphytoplankton\b|\bproducteurs?(?:\s+primaires)?\b|\bv[ée]g[ée]taux\b|\bplantes?\b|\bphytoplancton\b/i,
  /\bprimary\s+consumers?\b|\bherbivores?\b|\bconsommateurs?\s+(?:primaires?|de\s+premier\s+ordre|d['’]ordre\s+1|I)(?![\p{L}\d])/iu,
  /\bsecondary\s+consumers?\b|\bconsommateurs?\s+(?:secondaires?|de\s+(?:second|deuxi[èe]me|2e)\s+ordre|d['’]ordre\s+2|II)(?![\p{L}\d])/iu,
  /\btertiary\s+consumers?\b|\bconsommateurs?\s+(?:tertiaires?|de\s+(?:troisi[èe]me|3e)\s+ordre|d['’]ordre\s+3|III)(?![\p{L}\d])/iu,
  /\bquaternary\s+consumers?\b|\bconsommateurs?\s+(?:quaternaires?|de\s+(?:quatri[èe]me|4e)\s+ordre|d['’]ordre\s+4|IV)(?![\p{L}\d])/iu,
].map((r, k) => new RegExp(String.raw`${r.source}|\b(?:${ORDINAL_EN[k]}\s+trophic\s+level|trophic\s+level\s+${k + 1})\b|\b(?:${ORDINAL_FR[k]})\s+niveau\s+trophique\b|\bniveau\s+trophique\s+${k + 1}\b`, 'giu'));

type Mention = { level: number; at: number; end: number };

const PLANTS = /^(?:grass(?:es)?|algae|phytoplankton|plants?|wheat|corn|maize|trees?|leaves|seeds|clover|seaweed|kelp|herbe|algues|bl[ée]|ma[ïi]s|arbres?|feuilles|graines|tr[èe]fle)$/i;

/**
 * A chain written with arrows: each name is the level of its place, counted from its first name,
 * which must be a plant or a level word ("grass → grasshopper → frog", "herbivores → carnivores");
 * a level word at the wrong place, or a first name of no known level, leaves the chain unread.
 */
function chain(text: string): { names: string[]; levels: number[]; at: number; end: number } | null {
  const m = /([\p{L}][\p{L}' -]{1,30}?)((?:\s*(?:→|->|⟶|=>|➝)\s*[\p{L}][\p{L}' -]{1,30}?){1,5})(?=\s*(?:[.,;:()?!]|$))/u.exec(text);
  if (!m) return null;
  const names = [m[1], ...m[2].split(/→|->|⟶|=>|➝/).slice(1)].map((s) => s.trim().toLowerCase());
  const levelOf = (name: string): number => LEVELS.findIndex((r) => new RegExp(`^(?:${r.source})$`, 'iu').test(name));
  const placeOf = (name: string): number => (PLANTS.test(name) ? 0 : levelOf(name));
  // the sentence may run into the chain ("In a food chain grass → rabbit → fox"): its first name is the last words that name a level
  const words = names[0].split(/\s+/);
  const start = words.findIndex((_, k) => placeOf(words.slice(k).join(' ')) >= 0);
  if (start < 0) return null;
  const skipped = m[1].length - m[1].trimStart().length + words.slice(0, start).join(' ').length + (start > 0 ? 1 : 0);
  names[0] = words.slice(start).join(' ');
  const first = placeOf(names[0]);
  if (names.some((n, k) => levelOf(n) >= 0 && levelOf(n) !== first + k) || first + names.length - 1 >= LEVELS.length) return null;
  return { names, levels: names.map((_, k) => first + k), at: m.index + skipped, end: m.index + m[0].length };
}

function mentions(text: string): Mention[] {
  const found: Mention[] = [];
  LEVELS.forEach((r, level) => {
    for (const m of text.matchAll(r)) found.push({ level, at: m.index, end: m.index + m[0].length });
  });
  // a longer name holds a shorter one ("primary producers" holds "producers"): keep the longer
  return found.filter((f) => !found.some((g) => g !== f && g.at <= f.at && g.end >= f.end && g.end - g.at > f.end - f.at));
}

export function readEnergyTransfer(text: string): EnergyTransferTask | SolverError | null {
  if (!TOPIC.test(text)) return null;
  const energies = [...text.matchAll(ENERGY)];
  if (energies.length === 0) return null;
  if (energies.some((e) => e[3])) return refuse('An energy per area or per time (give the energy of the level alone)', 'Une énergie par surface ou par temps (donnez l’énergie du niveau seule)');
  if (energies.length > 1) return refuse(`Several energies (${energies.map((e) => e[0].trim()).join(', ')})`, `Plusieurs énergies (${energies.map((e) => e[0].trim()).join(', ')})`);
  const e = energies[0];
  const unit = UNITS[e[2].toLowerCase()] ?? (e[2] === 'MJ' ? 'MJ' : undefined);
  if (!unit) return null;
  // the chain's names, then the level words, each where the text names them outside the chain
  // energies blanked first, so that "Producers 10 000 kcal → herbivores" is a chain of levels, not of units
  const c = chain(text.replace(ENERGY, (q) => ' '.repeat(q.length)));
  const outside = c ? text.slice(0, c.at) + ' '.repeat(c.end - c.at) + text.slice(c.end) : text;
  const found = mentions(outside);
  if (c) {
    c.names.forEach((name, k) => {
      const level = c.levels[k];
      for (const m of outside.matchAll(new RegExp(String.raw`(?<![\p{L}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}s?(?![\p{L}])`, 'giu'))) found.push({ level, at: m.index, end: m.index + m[0].length });
    });
  }
  // the names inside the chain, where they stand: "Producers 10 000 kcal → herbivores" tells the producers' energy
  const inside: Mention[] = [];
  if (c) {
    let from = c.at;
    c.names.forEach((name, k) => {
      const at = text.toLowerCase().indexOf(name, from);
      if (at >= 0) inside.push({ level: c.levels[k], at, end: at + name.length });
      from = at >= 0 ? at + name.length : from;
    });
  }
  // the known level is the one named nearest the energy, the asked one the other level named outside the chain
  const distance = (f: Mention): number => Math.min(Math.abs(f.at - e.index), Math.abs(f.end - e.index));
  const all = [...found, ...inside];
  if (all.length === 0) return refuse('The trophic levels known and asked', 'Les niveaux trophiques connu et demandé');
  const from = all.reduce((a, b) => (distance(a) <= distance(b) ? a : b)).level;
  const others = [...new Set(found.map((f) => f.level))].filter((l) => l !== from);
  if (others.length !== 1) return refuse(others.length < 1 ? 'The trophic levels known and asked' : 'More than two trophic levels named', others.length < 1 ? 'Les niveaux trophiques connu et demandé' : 'Plus de deux niveaux trophiques nommés');
  const to = others[0];
  const asked = text.slice(Math.max(0, text.search(/how\s+much|what\s+(?:amount|is|energy)|which|quelle|combien|calcul|find|determin|d[ée]termin|estimate|estim/i)));
  if (/\blost\b|perdue?s?|dissip|\bheat\b|chaleur|(?:what|which|quel(?:le)?)\s+(?:percent|percentage|fraction|proportion|share|part|pourcentage)|(?:percentage|pourcentage|fraction|proportion)\s+(?:of|de|d['’])/i.test(asked)) return refuse('A share or an energy lost asked', 'Une part ou une énergie perdue demandée');
  // the share passed on: one percentage, or the ten per cent rule named
  const percents = [...new Set([...text.matchAll(/(\d+(?:[.,]\d+)?)\s*(?:%|per\s*cent\b|pour\s*cent\b)/gi)].map((m) => num(m[1])))];
  const efficiency = percents.length === 1 ? percents[0] / 100 : percents.length === 0 && /ten\s+per\s*cent|dix\s+pour\s*cent/i.test(text) ? 0.1 : null;
  if (efficiency === null) return refuse(percents.length ? 'Several shares of energy passed on' : 'The share of energy passed on from one level to the next (the 10 % rule?)', percents.length ? 'Plusieurs parts d’énergie transmises' : 'La part d’énergie transmise d’un niveau au suivant (la règle des 10 % ?)');
  if (!(efficiency > 0 && efficiency <= 1)) return refuse(`${percents[0]} % passed on`, `${percents[0]} % transmis`);
  const energy = num(e[1]);
  if (!(energy > 0)) return null;
  return { kind: 'energy_transfer', energy, unit, from, to, efficiency };
}
