import { stem, tiedLetters, traitWords } from './traitWords';

/**
 * Two parents of a one-gene cross described in words beside letters tied to trait words: "a
 * heterozygous brown-eyed man and a blue-eyed woman; B is brown, b is blue", "un homme
 * hétérozygote aux yeux marron et une femme aux yeux bleus", "a homozygous yellow plant is crossed
 * with a green plant". A recessive phenotype is the recessive homozygote; a dominant one is Ll when
 * heterozygous, LL when homozygous or true-breeding, and unknown (nothing read) when unqualified.
 * The cross is written back as genotypes before the rest of the text, for the cross reader.
 */
const NOUNS_EN = String.raw`man|woman|father|mother|male|female|plant|dog|cat|mouse|rabbit|guinea\s+pig|bull|cow|fly|individual|parent|hamster|horse`;
const NOUNS_FR = String.raw`homme|femme|père|mère|mâle|femelle|plante|individu|souris|lapin|chien|chat|drosophile|parent|cobaye|cheval|vache|taureau`;
const PARENT_EN = new RegExp(String.raw`\b(?:an?|one|the)\s+((?:[\p{L}-]+\s+){0,3}?)(?:${NOUNS_EN})\b(\s+(?:with|of)\s+(?:[\p{L}-]+\s+){0,2}?(?:eyes|hair|fur|coat|flowers|seeds))?`, 'giu');
const PARENT_FR = new RegExp(String.raw`\b(?:une?|le|la)\s+(?:${NOUNS_FR})\b([^,.;:?]*?)(?=\s+(?:et|ont|sont|a|est|avec|croisée?s?)\b|[,.;:?]|$)`, 'giu');
const HETERO = /^(?:heterozygous|h[ée]t[ée]rozygotes?)$/i;
const HOMO = /^(?:homozygous|homozygotes?|true-breeding|pure-breeding|purebred|pure|pures?)$/i;

interface Parent { at: number; end: number; genotype: string }

function parentOf(words: string[], L: string, sets: { dominant: Set<string>; recessive: Set<string> }): string | null {
  const kinds = new Set(words.map(stem).flatMap((w) => (sets.dominant.has(w) ? ['dom'] : sets.recessive.has(w) ? ['rec'] : [])));
  const l = L.toLowerCase();
  const hetero = words.some((w) => HETERO.test(w));
  const homo = words.some((w) => HOMO.test(w)) || /true[\s-]breeding|de\s+lign[ée]e\s+pure|de\s+race\s+pure/i.test(words.join(' '));
  // no trait word: "a heterozygous plant" shows the dominant trait, "a homozygous recessive plant" is ll
  if (kinds.size === 0) {
    const dominant = words.some((w) => /^dominante?s?$/i.test(w));
    const recessive = words.some((w) => /^r[ée]cessi(?:ve|f|fs|ves)$/i.test(w));
    if (hetero && !homo && !recessive) return L + l;
    if (homo && !hetero && dominant !== recessive) return dominant ? L + L : l + l;
    return null;
  }
  if (kinds.size !== 1) return null;
  if (kinds.has('rec')) return hetero ? null : l + l;
  if (hetero === homo) return null;
  return hetero ? L + l : L + L;
}

/** The text with its two parents in words written as a cross of genotypes, or null. */
export function parentsInWords(text: string): string | null {
  const letters = tiedLetters(text);
  if (letters.length !== 1) return null;
  const L = letters[0];
  const sets = traitWords(text, L);
  if (sets.dominant.size === 0 || sets.recessive.size === 0 || [...sets.dominant].some((w) => sets.recessive.has(w))) return null;
  const found: Parent[] = [];
  for (const re of [PARENT_EN, PARENT_FR]) {
    for (const m of text.matchAll(re)) {
      const words = `${m[1] ?? ''} ${m[2] ?? ''}`.split(/[^\p{L}-]+/u).filter(Boolean);
      const genotype = parentOf(words, L, sets);
      if (genotype) found.push({ at: m.index ?? 0, end: (m.index ?? 0) + m[0].length, genotype });
    }
  }
  if (found.length === 0) {
    // "two heterozygous parents", « deux parents hétérozygotes »: both Ll
    const both = new RegExp(String.raw`\b(?:two|both|deux)\s+(?:(?:heterozygous|h[ée]t[ée]rozygotes?)\s+(?:[\p{L}-]+\s+){0,2}?(?:${NOUNS_EN}|${NOUNS_FR}|people|persons|parents|plants|individuals|personnes|plantes|individus)s?|(?:parents|individus|plantes|personnes)\s+h[ée]t[ée]rozygotes)\b`, 'iu').exec(text);
    if (!both) return null;
    const l = L.toLowerCase();
    return `${L}${l} × ${L}${l}. ${text.slice(0, both.index) + 'parents' + text.slice(both.index + both[0].length)}`;
  }
  if (found.length !== 2) return null;
  found.sort((a, b) => a.at - b.at);
  const rest = text.slice(0, found[0].at) + 'parent' + text.slice(found[0].end, found[1].at) + 'parent' + text.slice(found[1].end);
  return `${found[0].genotype} × ${found[1].genotype}. ${rest}`;
}
