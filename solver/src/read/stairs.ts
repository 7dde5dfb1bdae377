/**
 * Stairs told by their steps, in English and French: "a flight of 28 steps, each 20 cm high",
 * "28 steps of 20 cm", "28 stairs each of height 0.2 m", « 28 marches de 20 cm de haut chacune »,
 * « un escalier de 15 marches de 18 cm ». The rise is the number of steps times one step's height,
 * written as the one height the power or work readers take ("stairs 5.6 m high"). A number of flights
 * told with their total height ("2 flights of stairs whose combined height is 8 m") only counts them.
 */

const NUM = String.raw`\d+(?:[.,]\d+)?`;
const LEN = String.raw`(${NUM})\s*(mm|cm|m)(?![\p{L}])`;
const COUNT_WORDS: Record<string, number> = { ten: 10, twelve: 12, fifteen: 15, twenty: 20, thirty: 30, dix: 10, douze: 12, quinze: 15, vingt: 20, trente: 30 };
const COUNT = String.raw`(\d+|${Object.keys(COUNT_WORDS).join('|')})`;
const STEP = String.raw`(?:steps?|stairs?|stair\s+steps|marches?)`;
const HIGH = String.raw`(?:high|tall|in\s+height|de\s+haut(?:eur)?|de\s+hauteur)`;
const EACH = String.raw`(?:each|every\s+one|chacune|par\s+marche|per\s+step)`;
const TO_M: Record<string, number> = { mm: 1e-3, cm: 1e-2, m: 1 };

const count = (w: string): number => COUNT_WORDS[w.toLowerCase()] ?? Number(w);
const metres = (x: string, u: string): number => Number(x.replace(',', '.')) * TO_M[u];
/** The rise in metres, written without float noise (28 × 0.2 = 5.6, not 5.6000000000000005). */
const rise = (n: number, h: number): string => String(Number((n * h).toPrecision(10)));

export function stairsRise(text: string): string {
  const fr = /\bmarches?\b|escalier/i.test(text);
  const high = (n: number, h: number): string => (fr ? `${rise(n, h)} m de haut` : `${rise(n, h)} m high`);
  let s = text;
  // "28 steps, each 20 cm high", "28 steps each of height 20 cm", "28 steps of 20 cm each", « 28 marches de 20 cm (de haut) (chacune) »
  const patterns = [
    new RegExp(String.raw`${COUNT}\s+${STEP}\s*,?\s*(?:${EACH}\s+(?:step\s+)?(?:(?:is|being|measuring|mesurant|fait|faisant|of|de)\s+)?(?:(?:a\s+)?(?:height|hauteur)\s+(?:of\s+|de\s+)?)?)${LEN}(?:\s+${HIGH})?(?:\s+${EACH})?`, 'giu'),
    new RegExp(String.raw`${COUNT}\s+${STEP}\s+(?:of|de|d['’])\s*(?:(?:height|hauteur)\s+(?:of\s+|de\s+)?)?${LEN}(?:\s+${HIGH})?(?:\s*,?\s*${EACH})?`, 'giu'),
    new RegExp(String.raw`${COUNT}\s+(${NUM})[\s-]*(mm|cm|m)[\s-]+${HIGH}\s+${STEP}`, 'giu'),
  ];
  for (const p of patterns) s = s.replace(p, (_m, n: string, x: string, u: string) => `${fr ? 'un escalier de' : 'stairs'} ${high(count(n), metres(x, u))}`);
  // a count of flights told with their height: the height told is the rise
  if (new RegExp(String.raw`(?:height|hauteur|high|haut)`, 'i').test(s)) s = s.replace(new RegExp(String.raw`(?<![\p{L}\d])(?:\d+|two|three|four|deux|trois|quatre)\s+(?:flights?\s+of\s+(stairs|steps)|(?:étages|volées\s+de\s+marches))`, 'giu'), (_m, w: string | undefined) => w ?? 'étages');
  return s;
}
