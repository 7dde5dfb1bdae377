/**
 * Whole numbers written in words, as statements spell them ("three times", « deux nombres »,
 * « soixante »): the one table every reader takes them from.
 */
export const EN_NUMBER_WORDS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
  twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90, hundred: 100,
};
export const FR_NUMBER_WORDS: Record<string, number> = {
  zéro: 0, un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10,
  onze: 11, douze: 12, treize: 13, quatorze: 14, quinze: 15, seize: 16,
  vingt: 20, trente: 30, quarante: 40, cinquante: 50, soixante: 60, 'quatre-vingt': 80, 'quatre-vingts': 80, cent: 100,
};
/** Both languages at once, for statements that may be written in either. */
export const NUMBER_WORDS: Record<string, number> = { ...EN_NUMBER_WORDS, ...FR_NUMBER_WORDS };

/** The words whose value passes the test, as a new table (units without zero or a hundred, counts from two). */
export const numberWordsWhere = (table: Record<string, number>, keep: (value: number, word: string) => boolean): Record<string, number> =>
  Object.fromEntries(Object.entries(table).filter(([w, v]) => keep(v, w)));
