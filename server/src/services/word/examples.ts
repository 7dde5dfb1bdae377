import type { Locale } from '../../../../contract/src';

/**
 * Without a language model, a word problem is answered with how to type it as equations: the kind
 * of problem is guessed from a few words (both languages), and an example of that kind is given.
 */

export type WordKind = 'geometry' | 'motion' | 'ages' | 'percentages' | 'mixtures' | 'work' | 'generic';

const KINDS: { kind: Exclude<WordKind, 'generic'>; words: RegExp }[] = [
  { kind: 'mixtures', words: /\b(mix\w*|m[ée]lang\w*|solution|concentration|alcohol|alcool|acid\w*|acide|dilut\w*)\b/i },
  { kind: 'percentages', words: /%|\b(percent\w*|pourcent\w*|discount|remise|r[ée]duction|increase|augment\w*|baisse|interest|int[ée]r[êe]ts?|tax\w*|soldes?)\b/i },
  { kind: 'ages', words: /\b(ages?|old|older|younger|years? ago|âges?|ans|plus [âa]g[ée]e?|il y a)\b/i },
  { kind: 'motion', words: /\b(km\/h|mph|m\/s|speed|vitesse|train|car|voiture|cyclist\w*|cycliste|distance|parcourt|travels?|drives?|roule|h(?:ours?|eures?)|minutes?)\b/i },
  { kind: 'work', words: /\b(fills?|remplit|tank|r[ée]servoir|pipe|robinet|together|ensemble|paint\w*|peind\w*|job|travail)\b/i },
  { kind: 'geometry', words: /\b(rectangle|rectangulaire|rectangular|square|carr[ée]|triangle|circle|cercle|area|aire|perimeter|p[ée]rim[èe]tre|width|largeur|length|longueur|side|c[ôo]t[ée])\b/i },
];

/** The example and what it models, in both languages. */
const EXAMPLES: Record<WordKind, { formula: string; en: string; fr: string }> = {
  geometry: { formula: 'solve w(w + 3) = 40', en: 'width w, length w + 3, area = width × length', fr: 'largeur w, longueur w + 3, aire = largeur × longueur' },
  motion: { formula: 'solve v * 2.5 = 240', en: 'speed × time = distance', fr: 'vitesse × durée = distance' },
  ages: { formula: 'solve x + 5 = 3(x - 25)', en: 'write each age now or later with the same unknown', fr: 'écrivez chaque âge, aujourd’hui ou plus tard, avec la même inconnue' },
  percentages: { formula: 'solve p * (1 - 25/100) = 60', en: 'a price p after a 25 % discount', fr: 'un prix p après une remise de 25 %' },
  mixtures: { formula: 'solve x + y = 20, 0.3x + 0.5y = 0.4 * 20', en: 'the volumes add up, and so do the amounts of the pure substance', fr: 'les volumes s’additionnent, les quantités de produit pur aussi' },
  work: { formula: 'solve 1/6 + 1/3 = 1/t', en: 'the rates of work add up', fr: 'les débits de travail s’additionnent' },
  generic: { formula: 'solve 2x + 5 = 17', en: 'name the unknown with a letter and write what the text says as an equation', fr: 'nommez l’inconnue par une lettre et écrivez ce que dit le texte sous forme d’équation' },
};

export function detectWordKind(text: string): WordKind {
  return KINDS.find((k) => k.words.test(text))?.kind ?? 'generic';
}

/** "For example: solve w(w + 3) = 40 (width w, length w + 3, area = width × length)." */
export function equationExample(text: string, locale: Locale): { kind: WordKind; example: string; sentence: string } {
  const kind = detectWordKind(text);
  const e = EXAMPLES[kind];
  const sentence = locale === 'fr' ? `Par exemple : ${e.formula} (${e.fr}).` : `For example: ${e.formula} (${e.en}).`;
  return { kind, example: e.formula, sentence };
}

/**
 * Whether a refusal of the text reader was about words it could not read (a word problem), rather
 * than a formula it could not read: four words or more of three letters or more.
 */
export function looksLikeWords(text: string): boolean {
  return (text.match(/\p{L}{3,}/gu) ?? []).length >= 4;
}
