/**
 * "where a is a constant", « où k est une constante réelle », « ou a est une constante » (the
 * accent forgotten: « ou » before "a est" can only be « où »), ", a constant", "(k constant)",
 * « a étant un réel non nul »: a clause saying that letters are constants, which every letter but
 * the variable and the unknown already is. Set aside, with the letters it names, so the reader can
 * check they are the equation's own.
 */
export interface ConstantLetters {
  rest: string;
  letters: string[];
}

const LETTER = String.raw`(?<![\p{L}\\])(?:[a-zA-Z]|[α-ωΑ-Ω]|\\(?:alpha|beta|gamma|delta|lambda|mu|omega|theta|sigma|tau|rho|kappa))(?![\p{L}])`;
const LETTERS = String.raw`${LETTER}(?:\s*(?:,|and|et)\s*${LETTER})*`;
const QUALITY = String.raw`(?:real|positive|negative|non-?zero|nonzero|given|fixed|strictly|arbitrary|r[ée]el(?:le)?s?|strictement|positi(?:f|ve)s?|n[ée]gati(?:f|ve)s?|non\s+nul(?:le)?s?|fix[ée]e?s?|donn[ée]e?s?|quelconques?)`;
const NOUN = String.raw`(?:constants?|constantes?|param[eè]t(?:er|re)s?|numbers?|nombres?|r[ée]els?)`;

const CLAUSE = new RegExp(
  String.raw`\s*[,;]?\s*(?:\(\s*)?(?:(?:where|with|here|o[uù]|avec|ici)\s+)?(${LETTERS})\s+(?:is|are|being|est|sont|[ée]tant)\s+(?:(?:a|an|une?|des|some)\s+)?(?:${QUALITY}\s+)*${NOUN}(?:\s+${QUALITY})*(?:\s+(?:and|et)\s+${QUALITY})?\s*\)?(?=\s*(?:[.;,?!]|$))`,
  'giu',
);
/** ", a constant", « , a constante »: the letter then its noun, with no verb. */
const APPOSED = new RegExp(String.raw`\s*[,(]\s*(${LETTERS})\s+(?:${QUALITY}\s+)*(?:constants?|constantes?|const\.?)(?:\s+${QUALITY})*\s*\)?(?=\s*(?:[.;,?!]|$))`, 'giu');

const split = (list: string): string[] => list.split(/\s*(?:,|\band\b|\bet\b)\s*/u).map((l) => l.replace(/^\\/, ''));

export function constantLetters(text: string): ConstantLetters | null {
  const letters: string[] = [];
  const take = (_m: string, list: string): string => {
    letters.push(...split(list));
    return ' ';
  };
  const rest = text.replace(CLAUSE, take).replace(APPOSED, take).replace(/\s+([.;,?!])/g, '$1').replace(/\s{2,}/g, ' ').trim();
  return letters.length ? { rest, letters } : null;
}
