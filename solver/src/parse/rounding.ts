import { text, type Text } from '../i18n';
import type { Answer, Locale } from '../types';
import { evaluateReal } from '../verify/numeric';

/**
 * A rounding asked beside the question ("round to the nearest hundredth", "to 2 decimal places",
 * « donner la valeur exacte, puis arrondir à 10⁻² près », « au centième »): the question is
 * answered exactly, then each value is also given rounded as asked. An answer with no numeric
 * value (an expression in x) cannot be rounded, and says so.
 */

const PLACES: Record<string, number> = {
  unit: 0, units: 0, 'whole number': 0, integer: 0, unite: 0, unité: 0,
  tenth: 1, dixieme: 1, dixième: 1, hundredth: 2, centieme: 2, centième: 2, thousandth: 3, millieme: 3, millième: 3,
  one: 1, two: 2, three: 3, four: 4, un: 1, une: 1, deux: 2, trois: 3, quatre: 4,
};

const EN = /[\s,;.]*\(?\s*(?:(?:and|then)\s+)?(?:(?:give|write)\s+(?:your|the)\s+answers?\s+)?(?:(?:rounded|round(?:\s+(?:your|the)\s+answers?)?|correct)\s+)?to\s+(?:the\s+nearest\s+(tenth|hundredth|thousandth|whole\s+number|integer|unit)|(\d|one|two|three|four)\s+(?:decimal\s+places?|d\.?\s?p\.?))\s*\)?/i;
const FR = /[\s,;.]*\(?\s*(?:(?:donner|donnez)\s+la\s+valeur\s+exacte\s*,?\s*(?:puis|et)\s+)?(?:(?:en\s+)?(?:arrondir|arrondissez|arrondi|arrondie|arrondis|(?:donner|donnez)\s+(?:une|la)\s+valeur\s+approch[ée]e)\s+)(?:(?:à|a|au)\s+)?(?:10\s*\^?\s*\(?\s*[-−]\s*(\d)\s*\)?|0[,.](0*)1|(dixième|dixieme|centième|centieme|millième|millieme|unité|unite))\s*(?:près|pres)?\s*\)?/i;

/** "Round 3.14159 to 2 decimal places", « Arrondir 2,718 au dixième »: the verb before the number asks the rounding itself. */
const ROUND_VERB = /^\s*(?:round|arrondi(?:r|s|ssez))\s+/i;

export function readRounding(raw: string): { question: string; places: number; only?: true } | null {
  const en = EN.exec(raw);
  const question = (from: number, to: number): string => (raw.slice(0, from) + raw.slice(to)).trim().replace(ROUND_VERB, '');
  const verb = ROUND_VERB.exec(raw);
  // the rounding is the whole question: its rounded value is the answer
  const only = verb ? { only: true as const } : {};
  if (en) return { question: question(en.index, en.index + en[0].length), places: PLACES[(en[1] ?? en[2]).toLowerCase().replace(/\s+/g, ' ')] ?? Number(en[2]), ...only };
  // « Arrondir 2,718 au dixième »: the verb leads; moved after the number, it reads as « 2,718 arrondir au dixième »
  const text = verb ? raw.replace(ROUND_VERB, '').replace(/^(\s*\S+)(\s+)/, '$1$2arrondir ') : raw;
  const fr = FR.exec(text);
  if (fr) {
    const places = fr[1] !== undefined ? Number(fr[1]) : fr[2] !== undefined ? fr[2].length + 1 : PLACES[fr[3].toLowerCase()];
    return { question: (text.slice(0, fr.index) + text.slice(fr.index + fr[0].length)).trim(), places, ...only };
  }
  return null;
}

/** The numbers of an answer: each solution of a set, or the value of an expression without letters. */
function numbersOf(answer: Answer): number[] | null {
  const items = answer.kind === 'solutions' ? /^\[(.*)\]$/.exec(answer.value.trim())?.[1].split(',') ?? [] : answer.kind === 'expr' ? [answer.value] : [];
  if (items.length === 0) return null;
  const values = items.map((v) => evaluateReal(v.trim()));
  return values.includes(null) ? null : (values as number[]);
}

const written = (v: number, places: number, locale: Locale): string => {
  const s = v.toFixed(places).replace(/^-(0(?:\.0*)?)$/, '$1');
  return locale === 'fr' ? s.replace('.', ',') : s;
};

/** The rounded values, as a sentence and as a step; a refusal when the answer has no numeric value. */
export function roundAnswer(answer: Answer, places: number, locale: Locale): { approx: string; step: Text; values: string[] } | { refusal: Text } {
  const numbers = numbersOf(answer);
  if (!numbers) {
    return {
      refusal: text(
        `The answer (${answer.value}) has no numeric value to round to ${places} decimal place${places === 1 ? '' : 's'}.`,
        `La réponse (${answer.value}) n'a pas de valeur numérique à arrondir à ${places} décimale${places > 1 ? 's' : ''}.`,
      ),
    };
  }
  const approx = numbers.map((v) => `≈ ${written(v, places, locale)}`).join(locale === 'fr' ? ' ou ' : ' or ');
  return {
    approx,
    values: numbers.map((v) => written(v, places, 'en')),
    step: text(
      `Rounded to ${places} decimal place${places === 1 ? '' : 's'}, as asked: ${numbers.map((v) => written(v, places, 'en')).join(', ')}.`,
      `Arrondi à ${places} décimale${places > 1 ? 's' : ''}, comme demandé : ${numbers.map((v) => written(v, places, 'fr')).join(' ; ')}.`,
    ),
  };
}
