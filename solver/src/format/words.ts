import type { Text } from '../i18n';

/**
 * An ASCII answer read aloud ("x squared plus 1" / « x au carré plus 1 »), for speech. The server
 * may replace it with speech-rule-engine's richer reading of the LaTeX; this one needs no I/O.
 */
export function asciiToWords(ascii: string): Text {
  return { en: read(ascii, EN), fr: read(ascii, FR) };
}

type Lexicon = Array<[RegExp, string]>;

const EN: Lexicon = [
  [/sqrt\(/g, ' the square root of ('],
  [/\^2(?![\d])/g, ' squared'],
  [/\^3(?![\d])/g, ' cubed'],
  [/\^/g, ' to the power '],
  [/<=/g, ' is at most '],
  [/>=/g, ' is at least '],
  [/!=/g, ' is not equal to '],
  [/</g, ' is less than '],
  [/>/g, ' is greater than '],
  [/=/g, ' equals '],
  [/\*/g, ' times '],
  [/\//g, ' over '],
  [/\+ C$/g, ' plus a constant'],
  [/\+/g, ' plus '],
  [/(^|[\s(,[])-/g, '$1minus '],
  [/ - /g, ' minus '],
  [/-oo/g, 'minus infinity'],
  [/\boo\b/g, 'infinity'],
  [/\bpi\b/g, 'pi'],
  [/\bln\(/g, 'the natural log of ('],
  [/ U /g, ' union '],
  [/\[\]/g, 'no solution'],
  [/EmptySet/g, 'no solution'],
];
const FR: Lexicon = [
  [/sqrt\(/g, ' la racine carrée de ('],
  [/\^2(?![\d])/g, ' au carré'],
  [/\^3(?![\d])/g, ' au cube'],
  [/\^/g, ' puissance '],
  [/<=/g, ' est inférieur ou égal à '],
  [/>=/g, ' est supérieur ou égal à '],
  [/!=/g, ' est différent de '],
  [/</g, ' est inférieur à '],
  [/>/g, ' est supérieur à '],
  [/=/g, ' égale '],
  [/\*/g, ' fois '],
  [/\//g, ' sur '],
  [/\+ C$/g, ' plus une constante'],
  [/\+/g, ' plus '],
  [/(^|[\s(,[])-/g, '$1moins '],
  [/ - /g, ' moins '],
  [/-oo/g, 'moins l’infini'],
  [/\boo\b/g, 'l’infini'],
  [/\bpi\b/g, 'pi'],
  [/\bln\(/g, 'le logarithme népérien de ('],
  [/ U /g, ' union '],
  [/\[\]/g, 'aucune solution'],
  [/EmptySet/g, 'aucune solution'],
];

function read(ascii: string, lex: Lexicon): string {
  let s = ascii;
  for (const [re, by] of lex) s = s.replace(re, by);
  return s.replace(/\s+/g, ' ').trim();
}
