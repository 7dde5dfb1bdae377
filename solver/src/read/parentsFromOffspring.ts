import type { Task } from '../task/task';
import { isTrait, sameCharacter, stem, tiedLetters, traitWords } from './traitWords';

/**
 * Both parents of one gene asked from their offspring counted, in English and French: "tall is
 * dominant to short; a cross gave 78 tall and 27 short plants. What are the genotypes of the
 * parents?", « le caractère haut domine le caractère nain ; on obtient 310 plantes hautes et 98
 * plantes naines. Quels sont les génotypes des parents ? ». Which trait is dominant must be said;
 * a trait word elsewhere (a parent's phenotype) is data this reading does not place, so nothing is read.
 * Also the canonical text "gene tt: offspring T_ 78, tt 27; genotypes of the parents".
 */
const ASKS_PARENTS = /genotypes\s+of\s+(?:the\s+|both\s+|its\s+|their\s+)?(?:two\s+)?(?:[\p{L}-]+\s+)?parent|genotypes?\s+of\s+(?:the\s+|both\s+|their\s+)?(?:two\s+)?(?:[\p{L}-]+\s+)?parents|parents['’]?\s+genotypes|parental\s+genotypes|g[ée]notypes?\s+des\s+(?:deux\s+)?parents|g[ée]notypes\s+parentaux/iu;
/** Words between a count and its trait ("78 tall plants", « 27 plantes naines ») that name no trait. */
const NOUN = /^(?:plants?|plantes?|offspring|progeny|descendants?|individuals?|individus|mice|souris|flies|drosophiles|seeds?|graines|animals?|animaux|kittens?|chatons?|puppies|pups?|with|avec|aux|à|and|et|are|sont|of|de|des|were|ones?)$/i;
const PART = String.raw`(?:\s+(?:seeds?|flowers?|fur|hair|eyes|coat|colou?r|pods?|wings?|stems?|pelage|yeux|fleurs?|graines?|ailes|poils?|tiges?))?`;
/** A dominance told in words, taken out before looking for trait words left unplaced. */
const DOMINANCE = new RegExp(String.raw`[\p{L}-]+${PART}(?:\s+\([^)]*\))?(?:\s+(?:allele|all[èe]le|trait|caract[èe]re|form|forme))?\s+(?:is|est|are|sont|being|étant)\s+(?:completely\s+)?(?:dominant|recessive|r[ée]cessi)\p{L}*(?:\s+(?:to|over|sur|par\s+rapport\s+(?:à|au))\s+(?:the\s+|le\s+)?[\p{L}-]+${PART})?|[\p{L}-]+${PART}\s+domine(?:nt)?(?:\s+(?:le|la|les|l['’]))?(?:\s*(?:caract[èe]re|all[èe]le|pelage|poils?|yeux|fleurs?|graines?)s?)?\s*[\p{L}-]+`, 'giu');

interface Counted { word: string; count: number; at: number; end: number }

function countedClasses(text: string): Counted[] {
  const out: Counted[] = [];
  for (const m of text.matchAll(/(?<![\d.,])(\d+)\s+((?:[\p{L}-]+\s*){1,3})/gu)) {
    const word = m[2].trim().split(/\s+/).find((w) => !NOUN.test(w));
    if (word && isTrait(word)) out.push({ word, count: Number(m[1]), at: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
  }
  return out;
}

export function readParentsFromOffspring(text: string): Task | null {
  const canon = /^gene ([a-z]{2}): offspring ((?:[A-Za-z_]{2} \d+(?:, )?)+); genotypes of the parents$/.exec(text.trim());
  if (canon) {
    const observed = canon[2].split(', ').map((s) => ({ pattern: s.split(' ')[0], count: Number(s.split(' ')[1]) }));
    return { kind: 'monohybrid', parents: [canon[1]], want: 'parents', observed };
  }
  if (!ASKS_PARENTS.test(text)) return null;
  const classes = countedClasses(text);
  if (classes.length !== 2 || stem(classes[0].word) === stem(classes[1].word)) return null;
  // a trait word left once the counts and the dominance are taken out is data not placed (the parents' own phenotypes)
  const left = classes.reduceRight((s, c) => s.slice(0, c.at) + ' ' + s.slice(c.end), text).replace(DOMINANCE, ' ');
  if (left.split(/[^\p{L}-]+/u).some(isTrait)) return null;
  const tied = tiedLetters(text);
  const declared = traitWords(text, tied.length === 1 ? tied[0] : '');
  if (declared.dominant.size !== 1 && declared.recessive.size === 0) return null;
  const kindOf = (w: string): 'dom' | 'rec' | null => {
    const s = stem(w);
    if (declared.dominant.has(s)) return 'dom';
    if (declared.recessive.has(s)) return 'rec';
    const only = declared.dominant.size === 1 ? [...declared.dominant][0] : null;
    return only !== null && sameCharacter(s, only) ? 'rec' : null;
  };
  const kinds = classes.map((c) => kindOf(c.word));
  if (!kinds.includes('dom') || !kinds.includes('rec')) return null;
  const dominantWord = classes[kinds.indexOf('dom')].word;
  const L = tied.length === 1 ? tied[0] : dominantWord[0].toUpperCase();
  if (!/^[A-Z]$/.test(L)) return null;
  const l = L.toLowerCase();
  const observed = classes.map((c, k) => ({ pattern: kinds[k] === 'dom' ? `${L}_` : `${l}${l}`, count: c.count }));
  return { kind: 'monohybrid', parents: [`${l}${l}`], want: 'parents', observed };
}
