import type { Locale } from '../types';

/**
 * The language a statement is written in, whatever the language of the interface: it decides
 * how its numbers read (1,500 is fifteen hundred in English, one and a half in French). Told by
 * the small words only one of the two languages writes; null when they do not tell.
 */
export function statementLanguage(text: string): Locale | null {
  const french = count(FRENCH, text) + (text.match(/[éèêàçùœ]/giu)?.length ?? 0);
  const english = count(ENGLISH, text);
  if (french > english) return 'fr';
  if (english > french) return 'en';
  return null;
}

const words = (list: string): RegExp => new RegExp(String.raw`(?<![\p{L}'’])(?:${list})(?![\p{L}])`, 'giu');
const FRENCH = words(String.raw`le|la|les|du|des|un|une|est|sont|quel(?:le)?s?|combien|calcule[rz]?|d[ée]termine[rz]?|trouve[rz]?|convertis(?:sez)?|convertir|r[ée]soudre|donne[rz]?|en|de|dans|avec|pour|sur|et|ou|au|aux|cette?|ces|d['’]|l['’]|qu['’]`);
const ENGLISH = words(String.raw`the|a|an|and|or|of|to|in|is|are|what|which|how|find|calculate|compute|determine|convert|solve|give|with|for|from|at|this|that|its`);

const count = (re: RegExp, text: string): number => text.match(re)?.length ?? 0;
