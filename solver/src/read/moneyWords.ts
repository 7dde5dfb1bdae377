import { NUMBER_WORDS, numberWordsWhere } from './numberWords';

/**
 * What the readers of money questions share (a percentage change, an interest): amounts written
 * 1,000.50 or 1 000,50, and the words such a question is made of.
 */
export const NUM = String.raw`(\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)*)`;
/** A count of years or periods in words ("three years", « dix ans »), as the digits the amount readers take. */
export const WORD_NUMBERS: Record<string, string> = Object.fromEntries(
  Object.entries(numberWordsWhere(NUMBER_WORDS, (v) => v >= 1 && v < 100)).map(([w, v]) => [w, String(v)]),
);
export const amount = (s: string): string => {
  // 1,000.50 and 1 000,50: a comma before three digits at the end groups thousands, otherwise it is a decimal comma
  const u = s.replace(/[\s\u00a0\u202f]/g, '');
  const t = /,\d{3}(?:\.|$)/.test(u) ? u.replace(/,/g, '') : u.replace(',', '.');
  return String(Number(t));
};

const WORDS = new Set(`
  what is the a an of from to find calculate compute determine give how much percent percentage change increase decrease
  rate in and or was were it its by on at for after loan deposit deposited invested investment account paying pays
  simple interest earned received charged principal amount annual annually per year years yr yrs interest rate total
  compound compounded semiannually semi quarterly monthly daily balance will be value final you borrow borrowed lent that when if with
  le la les de du des d l un une taux evolution variation pourcentage augmentation baisse hausse diminution calculer
  calculez determiner quel quelle est a au aux en pendant sur ans an annee annees interets interet simples simple compose composes
  capital place placement placee place somme montant acquis acquise annuel capitalise valeur finale passe prix article euros euro dollars dollar please help svp
  put puts deposits savings bank she he they you we have has earns earn earning worth money there invests
  on par combien aura aurez aurai vaudra disposera possedera bout apres dans t il elle y livret banque
  invest grow grows become becomes end sa son ses ce cette sera deviendra obtiendra initial initiale
`.trim().split(/\s+/));

/** The words only, every number and symbol taken out: each must be one of the question's. */
export function onlyQuestionWords(rest: string): boolean {
  const words = rest.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[’']/g, ' ').split(/[^a-z]+/).filter((w) => w !== '');
  return words.every((w) => WORDS.has(w)) && !/\d/.test(rest);
}

