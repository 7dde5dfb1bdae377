import type { Task } from '../task/task';
import { SolverError } from '../errors';
import { isTrait, stem } from './traitWords';

/**
 * A cross of two animals showing a trait whose allele kills in two doses: "the yellow allele is
 * lethal when homozygous; two yellow mice are crossed: ratio of yellow to nonyellow?", « l'allèle
 * taches blanches est dominant et létal à l'état homozygote ; on croise deux souris à taches
 * blanches : proportion de souriceaux noirs ? ». Parents showing the trait live, so they are
 * heterozygous; their homozygous offspring die and every share is among the survivors. The other
 * phenotype is the one named "non-…" or by another trait word. Anything else about a lethal allele
 * is refused by name, never answered as an ordinary cross.
 */
export const LETHAL = /\blethal|\bl[ée]tale?s?\b/i;

const TRAIT = /((?:[\p{L}-]+\s+)?[\p{L}-]+)\s+(?:allele\s+)?(?:is|est)\s+(?:dominante?\s+(?:and|et)\s+)?(?:lethal|l[ée]tale?)\b[^.;?]{0,40}?(?:homozyg|two\s+doses|deux\s+exemplaires)/iu;
const FILLER = /^(?:the|a|an|allele|all[èe]le|le|la|les|for|pour|gene|g[èe]ne)$/i;

function refuse(): SolverError {
  return new SolverError('unsupported', {
    en: 'A lethal allele: this cross was not understood, and nothing was answered in its place.',
    fr: 'Un allèle létal : ce croisement n’a pas été compris, et rien n’a été répondu à sa place.',
  });
}

export function readLethalCross(text: string): Task | SolverError | null {
  if (!LETHAL.test(text) || !/allele|all[èe]le|homozyg|\bcross|croise|offspring|descendan|[×✕]|\b[A-Z][a-z]\s*x\s*[A-Z][a-z]\b/i.test(text)) return null;
  const m = TRAIT.exec(text);
  if (!m || /recessive|r[ée]cessi/i.test(m[0])) return refuse();
  const keys = m[1].split(/\s+/).filter((w) => !FILLER.test(w)).map(stem);
  if (keys.length === 0) return refuse();
  const shows = (s: string): boolean => keys.every((k) => s.split(/[^\p{L}-]+/u).some((w) => stem(w) === k));
  // both parents show the trait: "two yellow mice", « deux souris à taches blanches », "yellow × yellow"
  const parents = /\b(?:two|deux|2)\s+((?:[\p{L}'’-]+\s+){0,3}[\p{L}'’-]+)/iu.exec(text.slice(0, m.index) + ' ' + text.slice(m.index + m[0].length));
  if (!parents || !shows(parents[1])) return refuse();
  const L = keys[0][0].toUpperCase();
  if (!/^[A-Z]$/.test(L)) return refuse();
  const l = L.toLowerCase();
  const cross = { kind: 'monohybrid' as const, parents: [L + l, L + l], lethal: L + L };
  const askAt = text.search(/probabilit|chance|fraction|proportion|percent|pourcentage|ratio|rapport|what\s+(?:is|are)|quel/i);
  if (askAt < 0) return refuse();
  const q = text.slice(askAt);
  if (/\bdie|\bdead|\bdeath|meur|morts?\b/i.test(q.replace(/\b(?:surviving|survivors?|survivants?|living|alive|vivants?)\b/gi, ' '))) return refuse();
  if (/genotyp|g[ée]notyp/i.test(q)) return /ratio|rapport|proportions/i.test(q) ? { ...cross, want: 'genotype_ratio' } : refuse();
  const ratio = /\bratio\b|\brapport\b|proportions\s+(?:des\s+)?ph[ée]notyp|phenotyp|ph[ée]notyp/i.test(q) || /\bto\s+non/i.test(q);
  if (ratio) return { ...cross, want: 'phenotype_ratio' };
  // the other phenotype: "nonyellow", "non-yellow", "not yellow", or another trait word (« noirs »)
  const other = /\bnon[\s-]?\p{L}|\bnot\s+\p{L}/iu.test(q) || q.split(/[^\p{L}-]+/u).some((w) => isTrait(w) && !keys.includes(stem(w)));
  const same = shows(q) && !other;
  if (other === same) return refuse();
  return { ...cross, want: 'probability', target: other ? l + l : `${L}_` };
}
