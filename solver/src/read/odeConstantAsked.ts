/**
 * "…, y(0) = 100, y(5) = 50, find k", « … déterminer la constante k », "what is the value of k?":
 * the equation's own constant asked, fixed by the condition left over once the constants of
 * integration are. The letter asked is set aside with the rest of the question, so the reader can
 * check it is one of the equation's letters.
 */
export interface ConstantAsked {
  rest: string;
  letter: string;
}

const ASKED = /\s*[,.;]?\s*(?:(?:and|then|hence|et|puis|en\s+d[ée]duire)\s+)?(?:find|determine|compute|calculate|give|state|what\s+is|trouver|trouvez|d[ée]terminer|d[ée]terminez|calculer|calculez|donner|donnez|quelle\s+est)\s+(?:the\s+value\s+of\s+(?:the\s+constant\s+)?|the\s+constant\s+|la\s+valeur\s+de\s+(?:la\s+constante\s+)?|la\s+constante\s+)?(?<![\p{L}\\])([a-zA-Z]|\\?(?:lambda|alpha|beta|mu|omega))(?![\p{L}(])\s*[.?!]?\s*$/iu;

export function constantAsked(text: string): ConstantAsked | null {
  const m = ASKED.exec(text);
  return m ? { rest: text.slice(0, m.index).trim(), letter: m[1].replace(/^\\/, '') } : null;
}
