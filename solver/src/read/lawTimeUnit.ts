/**
 * The time unit a written law states for its t: "t in days", "where t is measured in years",
 * "(t in min)", « t en heures », « t exprimé en jours », "t (h)". The rate in the exponent is per
 * that unit, so a time asked in another unit ("after 2 weeks" of a law in days) is converted to
 * it; without it the rate's unit is not known.
 */
export function lawTimeUnitWord(text: string, timeWord: string): string | undefined {
  const said = String.raw`(?:,\s*|\(\s*|:\s*)?(?:(?:is\s+)?(?:measured|expressed|given|counted)\s+in|is\s+(?:the\s+)?time\s+(?:elapsed\s+)?in|is\s+in|in|en|(?:est\s+)?(?:mesur[ée]|exprim[ée]|compt[ée]|donn[ée])\s+en|est\s+(?:le\s+temps\s+)?(?:exprim[ée]\s+)?en)\s*`;
  const written = new RegExp(String.raw`(?<![\p{L}\d])t\s*${said}${timeWord}(?![\p{L}])|(?<![\p{L}\d])t\s*[([]\s*${timeWord}\s*[)\]]`, 'iu').exec(text);
  return written?.slice(1).find((w) => w !== undefined);
}
