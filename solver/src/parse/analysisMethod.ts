/**
 * A method of analysis named in the question's sentence rather than in brackets ("using the ratio
 * test", "by equivalents", "Use the root test to decide …", "Using L'Hôpital's rule, find …",
 * « à l'aide de la règle de d'Alembert », « par équivalence », « en utilisant un développement
 * limité »): it says how to work, never what to find, and the value is the same whichever way it is
 * found. Left in, it was read as the question ("Calculer la limite … à l'aide d'un développement
 * limité" answered with a Taylor polynomial) or refused as an unread word.
 *
 * A method followed by what it is applied to ("by comparison with 1/n²", "the Taylor series of e^x")
 * is kept: that part belongs to the question and the readers judge it.
 */

const ARTICLE = String.raw`(?:the\s+|a\s+|an\s+|la\s+|le\s+|les\s+|l['’]\s*|un\s+|une\s+|des\s+|d['’]\s*)?`;

/** Named tests and tools of a first course in analysis, in both languages. */
const METHODS = [
  String.raw`(?:d['’]\s*alembert['’]?s?\s+)?ratio\s+test`,
  String.raw`(?:cauchy['’]?s?\s+)?root\s+test`,
  String.raw`(?:direct\s+|limit\s+)?comparison\s+test`,
  String.raw`integral\s+test`,
  String.raw`alternating\s+series\s+test`,
  String.raw`leibniz['’]?s?\s+(?:test|criterion|rule)`,
  String.raw`p-?\s*series\s+test`,
  String.raw`(?:n-?th|n)[-\s]term\s+test`,
  String.raw`divergence\s+test`,
  String.raw`(?:asymptotic\s+)?equivalen(?:ts|ces?)`,
  String.raw`l['’]\s*h[ôo]s?pital['’]?s?\s+rule`,
  String.raw`(?:a\s+)?taylor\s+expansions?`,
  String.raw`(?:the\s+)?(?:squeeze|sandwich)\s+theorem`,
  String.raw`(?:standard|known)\s+limits`,
  String.raw`(?:de\s+)?moivre(?:['’]s)?(?:\s+(?:theorem|formula|rule))?`,
  String.raw`euler['’]?s?\s+formulas?`,
  // French
  String.raw`(?:r[èe]gle|crit[èe]re|test)\s+de\s+(?:d['’]\s*alembert|cauchy|riemann|leibniz|l['’]\s*h[ôo]s?pital)`,
  String.raw`crit[èe]re\s+sp[ée]cial\s+des\s+s[ée]ries\s+altern[ée]es`,
  String.raw`(?:th[ée]or[èe]me|crit[èe]re)\s+des\s+s[ée]ries\s+altern[ée]es`,
  String.raw`crit[èe]re\s+de\s+comparaison`,
  String.raw`[ée]quivalen(?:ts?|ce)(?:\s+usuels)?`,
  String.raw`(?:d[ée]veloppements?\s+limit[ée]s?|DL)(?:\s+(?:(?:[àa]\s+l['’]\s*)?ordre\s+\d+))?(?:\s+(?:en|au\s+voisinage\s+de)\s+[-+]?(?:\d+|∞|\+\s*∞|oo|pi|π|0))?`,
  String.raw`croissances\s+compar[ée]es`,
  String.raw`th[ée]or[èe]me\s+des\s+gendarmes`,
  String.raw`limites\s+usuelles`,
  String.raw`(?:la\s+)?formules?\s+(?:de\s+(?:de\s+)?moivre|d['’]\s*euler)`,
].join('|');

/** What the method is applied to, said next: then the phrase is part of the question. */
const APPLIED_TO = String.raw`(?!\s*(?:of|to|with|for|on|de|du|des|d['’]|avec|pour|[àa]\s+(?!l['’]\s*ordre))(?![\p{L}]))(?![\p{L}\d])`;

/** "using …", "by …", « à l'aide de … », « par … »: the method as a complement. */
const BY_METHOD = new RegExp(
  String.raw`[\s,;]*\(?\s*(?<![\p{L}])(?:using|by|with|via|through|applying|by\s+means\s+of|par|avec|en\s+utilisant|en\s+appliquant|[àa]\s+l['’]\s*aide\s+d(?:e|u|es|['’])|gr[âa]ce\s+(?:[àa]|aux?)|au\s+moyen\s+d(?:e|u|es|['’]))\s*${ARTICLE}(?:${METHODS})${APPLIED_TO}\s*\)?\s*,?`,
  'giu',
);

/** "Use the ratio test to decide …", « Utiliser la règle de d'Alembert pour étudier … »: the order to use it. */
const USE_METHOD_TO = new RegExp(
  String.raw`(?<![\p{L}])(?:use|apply|utiliser|utilisez|appliquer|appliquez)\s+${ARTICLE}(?:${METHODS})\s+(?:to|pour|afin\s+d(?:e|['’]))\s+(?=\p{L}{3,})`,
  'giu',
);

/** "(use equivalents)", « (utiliser des équivalents) », or the order as a sentence of its own: "Use the ratio test." */
const USE_METHOD_ALONE = new RegExp(
  String.raw`[\s,;]*(?:\(\s*(?:hint\s*:\s*|indication\s*:\s*)?(?:use|try|utiliser|utilisez|on\s+pourra\s+utiliser)\s+${ARTICLE}(?:${METHODS})\s*[.!]?\s*\)|(?<=[.?!]\s*|^\s*)(?:use|apply|utiliser|utilisez|appliquer)\s+${ARTICLE}(?:${METHODS})\s*(?:[.!]|$))`,
  'giu',
);

export function dropAnalysisMethod(s: string): string {
  const out = s.replace(USE_METHOD_ALONE, ' ').replace(USE_METHOD_TO, '').replace(BY_METHOD, ' ');
  if (out === s) return s;
  // the punctuation the phrase stood before ("…, using equivalents.") closes the question again
  return out.replace(/\s+([,.?!])(?=\s|$)/g, '$1').replace(/^[\s,]+/, '').replace(/\s+/g, ' ').trim();
}
