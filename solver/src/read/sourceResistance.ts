/**
 * A source's own resistance written with its EMF and without the word 'internal', in English and
 * French: "cell A (2.0 V, 0.4 Ω)", "a 12 V battery with 0.5 Ω", "a 12 V, 0.5 Ω battery", "four
 * 1.5 V cells, each of 0.15 Ω", « une pile (4,5 V ; 1,5 Ω) », « une pile de 4,5 V et 1,5 Ω »,
 * « pile de f.é.m. 4,5 V et de résistance 1,5 Ω ». Said so, the resistance belongs to the source:
 * it is written as its internal resistance, so the circuit readers take it as they take one named.
 * A resistance told as a part of its own ("with a 5 Ω resistor", "and a resistance of 5 Ω",
 * « et une résistance de 5 Ω », one connected across the source) is another component and is left as written.
 */

const NUM = String.raw`\d+(?:[.,]\d+)?`;
const VOLT = String.raw`${NUM}\s*(?:V|volts?)(?![\p{L}])`;
const OHM = String.raw`${NUM}\s*(?:[mkM]?Ω|[mk]?ohms?|Mohms?)(?![\p{L}])`;
const SOURCE = String.raw`(?:batter(?:y|ies|ie|ies)|cells?|sources?|generators?|accumulators?|piles?|g[ée]n[ée]rateurs?|accumulateurs?|[ée]l[ée]ments?)`;
/** A source's name after its noun: "cell A", "battery 2", « pile P1 ». */
const NAME = String.raw`(?:\s+(?:identiques?|semblables?|pareilles?))?(?:\s+\(?[A-Z]?\d?\)?)?`;
/** An EMF's name before its value: "E = ", "ε₁ = ", "emf ", « f.é.m. ». */
const EMF_NAME = String.raw`(?:(?:e\.?m\.?f\.?|f\.?\s?[ée]\.?\s?m\.?|E|ε|U)_?\{?[₀-₉\d]?\}?\s*(?:=|:|of|de)?\s*)?`;
const R_NAME = String.raw`(?:r_?\{?[₀-₉\d]?\}?\s*(?:=|:)?\s*)?`;
/** A component of its own follows a resistance: "0.5 Ω resistor", "5 Ω connected across it", « 5 Ω en série avec la pile ». */
const PART_AFTER = /^\s*(?:resistors?|r[ée]sistors?|loads?|lamps?|bulbs?|heaters?|lampes?|ampoules?|conducteurs?)|^\s*(?:(?:is|are|est|sont)\s+)?(?:(?:connected|placed|joined|put|branch[ée]e?s?|mont[ée]e?s?|plac[ée]e?s?)\s+)?(?:across\s+(?:it|its|the\s+(?:battery|cell|source|terminals))|in\s+(?:series|parallel)\s+with\s+(?:it|the\s+(?:battery|cell|source))|aux\s+bornes\s+(?:de\s+(?:la|cette)\s+(?:pile|batterie|source)|du\s+g[ée]n[ée]rateur)|en\s+(?:s[ée]rie|d[ée]rivation|parall[èe]le)\s+avec\s+(?:elle|la\s+pile|la\s+batterie|le\s+g[ée]n[ée]rateur))/i;

const internalWord = (fr: boolean): string => (fr ? 'résistance interne' : 'internal resistance');
const emfWord = (fr: boolean): string => (fr ? 'f.é.m.' : 'emf');

/** Each rewrite keeps the text around it; `fr` picks the words written. */
export function sourceResistanceSaid(text: string): string {
  const fr = /\b(?:une?|les?|la|de|du|des|et|aux|est|quelle?)\b/i.test(text) && !/\b(?:the|and|what|with|is)\b/i.test(text);
  const keep = (whole: string, rest: string, at: number, replaced: string): string => (PART_AFTER.test(rest.slice(at + whole.length)) ? whole : replaced);
  let s = text;
  // "cell A (2.0 V, 0.4 Ω)", « pile (4,5 V ; 1,5 Ω) », "battery (E = 12 V, r = 0.5 Ω)", "(1.5 V, 0.15 Ω each)"
  s = s.replace(new RegExp(String.raw`(${SOURCE}${NAME})\s*\(\s*(${EMF_NAME})(${VOLT})\s*[,;/]\s*(${R_NAME})(${OHM})(\s*(?:each|chacune?))?\s*\)`, 'giu'),
    (_m, src: string, e: string, v: string, rn: string, r: string, each: string | undefined) => `${src} (${e.trim() ? e : `${emfWord(fr)} `}${v}, ${internalWord(fr)} ${rn}${r}${each ?? ''})`);
  // "battery A: 6 V, 0.5 Ω", « pile 1 : 4,5 V ; 1,5 Ω »
  s = s.replace(new RegExp(String.raw`(${SOURCE}${NAME})\s*:\s*(${EMF_NAME})(${VOLT})\s*[,;/]\s*(${R_NAME})(${OHM})`, 'giu'),
    (m, src: string, e: string, v: string, rn: string, r: string, at: number, all: string) => keep(m, all, at, `${src}: ${e.trim() ? e : `${emfWord(fr)} `}${v}, ${internalWord(fr)} ${rn}${r}`));
  // "a 12 V, 0.5 Ω battery", « une pile 4,5 V / 1,5 Ω » written before the noun
  s = s.replace(new RegExp(String.raw`(${VOLT})\s*(?:,|/|and|et)\s*(${OHM})\s+(${SOURCE})(?![\p{L}])`, 'giu'),
    (_m, v: string, r: string, src: string) => `${v} ${src} ${fr ? 'de' : 'of'} ${internalWord(fr)} ${r}`);
  // "a 12 V battery with 0.5 Ω", "a 12 V cell having a resistance of 0.5 Ω", « une pile de 4,5 V et 1,5 Ω », « pile de 4,5 V et de 1,5 Ω »
  s = s.replace(new RegExp(String.raw`(${VOLT})(\s+${SOURCE}${NAME})\s+(?:(?:with|avec|of)\s+(?:(?:resistance|r[ée]sistance)\s+(?:of\s+|de\s+)?)?|having\s+(?:an?\s+)?(?:resistance\s+(?:of\s+)?)?)(${OHM})`, 'giu'),
    (m, v: string, src: string, r: string, at: number, all: string) => keep(m, all, at, `${v}${src} ${fr ? 'de' : 'with'} ${internalWord(fr)} ${r}`));
  s = s.replace(new RegExp(String.raw`(${SOURCE}${NAME})\s+(?:of|de|d['’])\s*(${VOLT})\s*(?:,|\band\b|\bet\b)\s*(?:de\s+)?(?:(?:resistance|r[ée]sistance)\s*(?:of|de|=|:)?\s*)?(${OHM})`, 'giu'),
    (m, src: string, v: string, r: string, at: number, all: string) => keep(m, all, at, `${src} ${fr ? 'de' : 'of'} ${emfWord(fr)} ${v} ${fr ? 'et de' : 'and'} ${internalWord(fr)} ${r}`));
  // "emf 1.5 V and resistance 0.5 Ω", « f.é.m. 4,5 V et de résistance 1,5 Ω » (no article: the source's own)
  s = s.replace(new RegExp(String.raw`((?:e\.?m\.?f\.?|f\.?\s?[ée]\.?\s?m\.?|force\s+[ée]lectromotrice)\s*(?:of|de|=|:)?\s*${EMF_NAME}${VOLT})\s*(?:,|\band\b|\bet\b)\s*(?:de\s+)?(?:(?:resistance|r[ée]sistance)\s*(?:of|de|=|:)?\s*)?(${R_NAME})(${OHM})`, 'giu'),
    (m, e: string, rn: string, r: string, at: number, all: string) => keep(m, all, at, `${e} ${fr ? 'et de' : 'and'} ${internalWord(fr)} ${rn}${r}`));
  // the source has both: "a cell has an emf of 1.5 V and a resistance of 0.5 Ω", « la pile a une f.é.m. de 4,5 V et une résistance de 1,5 Ω »
  s = s.replace(new RegExp(String.raw`(${SOURCE}${NAME}[^.;?]{0,20}?\b(?:has|have|having|with|possède|poss[èe]dent|ayant|avec|a)\s+(?:an?\s+|une\s+)?(?:e\.?m\.?f\.?|f\.?\s?[ée]\.?\s?m\.?|force\s+[ée]lectromotrice)\s*(?:of|de|=|:)?\s*${EMF_NAME}${VOLT})\s*(?:,|\band\b|\bet\b)\s*(?:an?\s+|une\s+)(?:resistance|r[ée]sistance)\s*(?:of|de|=|:)?\s*(${R_NAME})(${OHM})`, 'giu'),
    (m, e: string, rn: string, r: string, at: number, all: string) => keep(m, all, at, `${e} ${fr ? 'et une' : 'and an'} ${internalWord(fr)} ${fr ? 'de ' : 'of '}${rn}${r}`));
  // "four 1.5 V cells, each of 0.15 Ω", « quatre piles de 1,5 V, chacune de 0,15 Ω »
  s = s.replace(new RegExp(String.raw`(${SOURCE}(?:\s+(?:of|de)\s+${VOLT})?)\s*,?\s*(each|chacune?)\s+(?:of|with|having|de|avec)\s+(?:(?:an?\s+)?(?:resistance|r[ée]sistance)\s+(?:of\s+|de\s+)?)?(${OHM})`, 'giu'),
    (m, src: string, each: string, r: string, at: number, all: string) => keep(m, all, at, `${src}, ${each} ${fr ? 'de' : 'of'} ${internalWord(fr)} ${r}`));
  return s;
}
