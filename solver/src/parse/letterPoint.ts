/**
 * A point named by a letter and given its value apart (« f(x) = 2x − 1/x ; a = −1. Calculer f'(a) »,
 * "f(x) = x², a = 3, find f'(a)"): the value is written in the bracket it names, and its
 * definition removed, so the derivative (or value) is asked at that number. Left alone it would
 * be dropped, or the letter read as the function's variable.
 */

/** f(x) = …: the function's name and variable. */
const DEFINED = /(?<![\p{L}])([a-zA-Z])\s*\(\s*([a-z])\s*\)\s*=/u;
/** f'(a), f ' (a), f''(a), f(a): the function called at a letter. */
const called = (name: string, letter: string): RegExp => new RegExp(String.raw`(?<![\p{L}])(${name}\s*(?:['’]\s*)*\(\s*)${letter}(\s*\))`, 'gu');
/** "a = −1", « a= 2 », "pour a = 1/2": the letter's value, between separators. */
const valueOf = (letter: string): RegExp =>
  new RegExp(String.raw`(?:^|(?<=[;,.:]\s*)|\s)(?:(?:and|et|pour|for|with|avec|where|o[uù])\s+)?${letter}\s*=\s*([-+−]?\s*\d+(?:[.,]\d+)?(?:\s*\/\s*\d+)?)(?=\s*(?:[;,.:?]\s|[;,?]|$|\s+(?:and|et|calculer|compute|find|calculate|d[ée]terminer)\b))`, 'iu');

export function writeLetterPoint(text: string): string {
  const def = DEFINED.exec(text);
  if (!def) return text;
  const [, name, variable] = def;
  for (const letter of 'abct') {
    if (letter === variable || letter === name) continue;
    const use = called(name, letter);
    if (!use.test(text)) continue;
    const given = valueOf(letter).exec(text);
    if (!given) continue;
    const value = given[1].replace(/\s+/g, '').replace('−', '-');
    const rest = text.slice(0, given.index) + text.slice(given.index + given[0].length);
    // a letter of the formula as well ("f(x) = x + c, c = 2, find f(c)") is a constant of it: not read here
    if (new RegExp(String.raw`(?<![\p{L}])${letter}(?![\p{L}])`, 'u').test(rest.replace(called(name, letter), ''))) continue;
    return rest.replace(called(name, letter), `$1${value}$2`).replace(/\s*([;,.])\s*([;,.])/g, '$2').replace(/\s+/g, ' ').trim();
  }
  return text;
}
