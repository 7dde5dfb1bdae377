import type { Task } from '../task/task';
import type { SolverError } from '../errors';
import { unplacedOffspringQuestion } from './offspringQuestion';
import { isTrait, knownSameCharacter, stem as traitStem, traitPattern, traitWords } from './traitWords';

/**
 * A monohybrid cross whose parents are described in words, not genotypes: "two heterozygous tall
 * pea plants are crossed — probability an offspring is tall?", "deux plantes hautes hétérozygotes
 * sont croisées : proportion de descendants hauts ?". The trait named is the dominant one (a
 * heterozygote shows it); its initial is the allele letter. An offspring asked by the same trait
 * word is of the dominant phenotype; by genotype words (heterozygous, homozygous recessive) as usual.
 */
const stem = (w: string): string => w.toLowerCase().replace(/s$/, '').replace(/(?<=\p{L}{3})e$/u, '');
const SKIP = /^(?:pea|peas|pois|plants?|plantes?|individuals?|individus?|mice|souris|flies|drosophiles|parents?|animals?|animaux|and|et|an?|another|the|one|une?|autre)$/i;

/**
 * The class a trait word asks for, only when the text declares that word dominant or recessive
 * ("short" beside "tall is dominant to short"), or the word is a known other form of the one
 * character the heterozygous parents show ("dwarf", « naine » beside heterozygous tall plants).
 */
function tiedTraitPattern(text: string, q: string, L: string, declared: { dominant: Set<string>; recessive: Set<string> }): string | null {
  const asked = q.split(/[^\p{L}-]+/u).filter(isTrait).map(traitStem);
  const shown = declared.dominant.size === 1 ? [...declared.dominant][0] : null;
  return asked.length > 0 && asked.every((w) => declared.dominant.has(w) || declared.recessive.has(w) || (shown !== null && knownSameCharacter(w, shown))) ? traitPattern(text, q, L) : null;
}

/** Parents heterozygous for two genes are no one-gene cross. */
export const TWO_GENES = /\bboth\s+(?:traits|genes|characters|loci)|\btwo\s+(?:traits|genes|characters)|dihybrid|double\s+h[ée]t[ée]rozyg|double\s+heterozyg|deux\s+(?:caract[èe]res|g[èe]nes)|les\s+deux\s+(?:caract[èe]res|g[èe]nes)/i;

/** The class and the trait in either order ("heterozygous tall", "tall heterozygous", « haute hétérozygote »). */
const HET = String.raw`(?:heterozygous|h[ée]t[ée]rozygotes?)`;
const CLASSED = String.raw`(?:${HET}\s+([\p{L}-]+)|([\p{L}-]+)\s+${HET})`;
/** One heterozygote crossed with another: "a tall heterozygous plant is crossed with another tall heterozygous plant", « une plante haute hétérozygote croisée avec une autre plante haute hétérozygote ». */
const ONE_WITH_ANOTHER = new RegExp(String.raw`${CLASSED}[^.?;]{0,40}?(?:crossed|mated|croisée?s?|accouplée?s?)\s+(?:with|to|avec)\s+(?:another|a|an|une?\s+autre|une?)\s+(?:(?:pea\s+)?plants?\s+|plantes?\s+|individu\s+|individual\s+)?${CLASSED}`, 'iu');

export function readCrossInWords(text: string): Task | SolverError | null {
  if (TWO_GENES.test(text)) return null;
  const m = /\b(?:two|deux|both)\s+((?:[\p{L}-]+\s+){0,3}?)(?:heterozygous|h[ée]t[ée]rozygotes?)\s*((?:[\p{L}-]+\s+){0,3}?)(?:are|were|sont|is|est)?\s*(?:crossed|croisée?s|mated|accoupl)/iu.exec(text)
    ?? ONE_WITH_ANOTHER.exec(text)
    ?? /\b(?:cross(?:es|ing)?|mates?|croise|croisent|accouple)\s+(?:two|deux)\s+((?:[\p{L}-]+\s+){0,3}?)(?:heterozygous|h[ée]t[ée]rozygotes?)((?:\s+[\p{L}-]+){0,2})/iu.exec(text);
  if (!m) return null;
  const words = m.slice(1).filter(Boolean).join(' ').trim().split(/\s+/).filter((w) => w && !SKIP.test(w)).map(stem);
  // no trait word beside the parents: the trait the text declares dominant, else recessive (« le caractère nain est récessif »)
  const declared = traitWords(text, '');
  const trait = words.find((w) => /^\p{L}{3,}$/u.test(w) && isTrait(w)) ?? words.find((w) => /^\p{L}{3,}$/u.test(w)) ?? [...declared.dominant, ...declared.recessive][0];
  if (!trait) return null;
  const L = trait[0].toUpperCase();
  const l = L.toLowerCase();
  const parents = [`${L}${l}`, `${L}${l}`];
  const q = text.slice(m.index + m[0].length);
  const unplaced = unplacedOffspringQuestion(q);
  if (unplaced) return unplaced;
  if (/phenotyp\w*\s+ratio|rapport\s+ph[ée]notypique/i.test(q)) return { kind: 'monohybrid', parents, want: 'phenotype_ratio' };
  if (/genotyp\w*\s+ratio|rapport\s+g[ée]notypique/i.test(q)) return { kind: 'monohybrid', parents, want: 'genotype_ratio' };
  if (!/probabilit|chance|fraction|proportion|percent|pourcentage/i.test(q)) return null;
  const target = /homozygous\s+recessive|homozygote\s+r[ée]cessi/i.test(q) ? `${l}${l}` : /homozygous\s+dominant|homozygote\s+dominant/i.test(q) ? `${L}${L}`
    : /heterozyg|h[ée]t[ée]rozyg/i.test(q) ? `${L}${l}` : q.split(/[\s,;:?!.—-]+/).map(stem).includes(trait) && !declared.recessive.has(trait) ? `${L}_`  : tiedTraitPattern(text, q, L, declared);
  return target ? { kind: 'monohybrid', parents, want: 'probability', target } : null;
}
