/**
 * The value of the solution asked after the equation and its conditions: "y' = 2y, y(0) = 3; find
 * y(1)", "… What is y(2)?", « … puis calculer y(1) », « que vaut y(2) ? », "evaluate y at x = 1".
 * The question is set apart (the equation is read without it) and the point kept: the solution
 * that meets the conditions is then evaluated there.
 */
const NUM = String.raw`-?(?:\d+(?:[.,]\d+)?(?:\s*\*?\s*(?:pi|π))?|(?:pi|π))(?:\s*/\s*\d+)?`;
const ASK = String.raw`(?:and\s+|then\s+|hence\s+|et\s+|puis\s+|en\s+d[ée]duire\s+)?(?:find|compute|calculate|evaluate|determine|give|estimate|approximate|what\s+is|what'?s|calculer|calculez|d[ée]terminer|d[ée]terminez|donner|donnez|[ée]valuer|que\s+vaut|quelle\s+est\s+la\s+valeur\s+de|combien\s+vaut)\s+(?:the\s+value\s+of\s+|la\s+valeur\s+de\s+)?`;

export interface ValueAsked {
  /** The text without the question. */
  rest: string;
  /** The unknown's letter and the point. */
  unknown: string;
  at: string;
}

export function valueAsked(text: string): ValueAsked | null {
  const call = new RegExp(String.raw`(?:^|[,.;:?!]\s*|\s)${ASK}([A-Za-z])\s*\(\s*(${NUM})\s*\)\s*[.?!]?\s*$`, 'iu').exec(text)
    ?? new RegExp(String.raw`(?:^|[,.;:?!]\s*|\s)${ASK}([A-Za-z])\s+(?:at|when|for|en|pour)\s+[a-z]\s*=\s*(${NUM})\s*[.?!]?\s*$`, 'iu').exec(text);
  if (!call) return null;
  const rest = text.slice(0, call.index).replace(/[\s,;:]+$/, '');
  if (!rest) return null;
  return { rest, unknown: call[1], at: call[2].replace(/(\d),(\d)/g, '$1.$2').replace(/\s+/g, '') };
}
