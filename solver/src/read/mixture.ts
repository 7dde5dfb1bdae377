import type { ProblemInput } from '../strategy';
import type { Relation, TaskOf } from '../task/task';

/**
 * Mixing two solutions of known strengths, in English: "How many liters of a 40% solution must be
 * mixed with a 65% solution to obtain 20 liters of a 50% solution?" (x litres of the first, y of
 * the second), "How many liters of pure acid must be added to 20 liters of a 15% acid solution to
 * get a 20% mixture?" (x litres added). The amount of the dissolved substance is the same before
 * and after. Only these sentence shapes are read; any other wording is left to the general reader,
 * which names what it cannot read.
 */
const NUM = String.raw`(\d+(?:\.\d+)?)`;
const UNIT = String.raw`(?:liters?|litres?|l|gallons?|gal|quarts?|ml|milliliters?|millilitres?|kg|kilograms?|grams?|g|pounds?|lbs?|ounces?|oz|cups?)`;
/** A solution by its strength: "a 40% alcohol solution", "pure acid" (100%), "water" (0%). */
const STRENGTH = String.raw`(?:(?:an?\s+)?${NUM}\s*%\s*(?:[a-z]+\s+)?(?:solution|mixture|alloy|brine|syrup)|(pure\s+[a-z]+)|((?:pure\s+)?water))`;
/** "pure water" is water (0%), any other pure substance 100%. */
const strength = (pct: string | undefined, pure: string | undefined): string => (pct !== undefined ? String(Number(pct) / 100) : pure && !/\bwater$/.test(pure) ? '1' : '0');

const TWO_UNKNOWN = new RegExp(String.raw`^how\s+(?:many|much)\s+(?:${UNIT}\s+)?(?:each\s+)?of\s+${STRENGTH}\s+(?:and\s+(?:of\s+)?|must\s+be\s+mixed\s+with\s+|should\s+be\s+mixed\s+with\s+|are\s+mixed\s+with\s+)${STRENGTH}\s+(?:must\s+be\s+(?:used|mixed)\s+|should\s+be\s+(?:used|mixed)\s+|are\s+needed\s+)?to\s+(?:obtain|get|make|produce|give|form)\s+${NUM}\s*${UNIT}\s+of\s+${STRENGTH}$`);
const ONE_UNKNOWN = new RegExp(String.raw`^how\s+(?:many|much)\s+(?:(?:${UNIT}\s+)?of\s+)?${STRENGTH}\s+(?:must|should)\s+be\s+(?:mixed\s+with|added\s+to)\s+${NUM}\s*${UNIT}\s+of\s+${STRENGTH}\s+to\s+(?:obtain|get|make|produce|give|form)\s+${STRENGTH}$`);

/** The French phrases of a mixture question, each as the English one read here. */
const FR_PHRASES: Array<[RegExp, string]> = [
  [/\bcombien\s+de\s+(litres?|l|kg|grammes?|g|ml)\s+(?:d'|de\s+)/g, 'how many $1 of '],
  [/\b(?:une|la)\s+solution\s+(?:[a-z]+\s+)?(?:a|de)\s+(\d+(?:[.,]\d+)?)\s*%(?:\s+(?:d'|de\s+)[a-z]+)?/g, 'a $1% solution'],
  [/\b(?:l')?eau(?:\s+pure)?\b/g, 'water'],
  [/\b([a-z]+)\s+pur\b/g, 'pure $1'],
  [/\b(?:faut-il|doit-on|faudra-t-il|faut\s+il)\s+melanger\s+(?:avec|a)\b/g, 'must be mixed with'],
  [/\b(?:faut-il|doit-on|faudra-t-il|faut\s+il)\s+ajouter\s+a\b/g, 'must be added to'],
  [/\bpour\s+(?:obtenir|avoir|faire)\b/g, 'to obtain'],
  [/\b(\d+(?:[.,]\d+)?)\s*(litres?|l|kg|grammes?|g|ml)\s+(?:d'|de\s+)/g, '$1 $2 of '],
  [/\blitres?\b/g, 'liters'],
];

/** A mixture question in French, written as the English one; null when it is none. */
function fromFrench(t: string): string | null {
  if (!/\bcombien\b/.test(t)) return null;
  let e = t.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/(\d),(\d)/g, '$1.$2');
  for (const [re, en] of FR_PHRASES) e = e.replace(re, en);
  return e;
}

export function readMixture(problem: ProblemInput): TaskOf<'solve'> | null {
  const given = (problem.raw ?? problem.text).toLowerCase().replace(/[’]/g, "'").replace(/\s+/g, ' ').replace(/[?.!]+\s*$/, '').trim();
  const t = fromFrench(given) ?? given;
  if (!/\bhow\s+(?:many|much)\b/.test(t) || !/%/.test(t)) return null;
  let m = TWO_UNKNOWN.exec(t);
  if (m) {
    const [a, b, target] = [strength(m[1], m[2]), strength(m[4], m[5]), strength(m[8], m[9])];
    const total = m[7];
    const relations: Relation[] = [{ lhs: 'x + y', op: '=', rhs: total }, { lhs: `${a}*x + ${b}*y`, op: '=', rhs: `${target}*${total}` }];
    // "how many liters of the 25% solution must be mixed with …" asks the first amount only; "of each", "of A and of B" both
    const onlyFirst = !/\beach\b/.test(t) && /\b(?:must|should)\s+be\s+mixed\s+with\b|\bare\s+mixed\s+with\b/.test(t);
    return { kind: 'solve', relations, unknowns: ['x', 'y'], domain: { kind: 'real' }, ...(onlyFirst ? { asked: ['x'] } : {}) };
  }
  m = ONE_UNKNOWN.exec(t);
  if (m) {
    const [added, base, target] = [strength(m[1], m[2]), strength(m[5], m[6]), strength(m[8], m[9])];
    const amount = m[4];
    // pure substance counts whole, water adds none
    const lhs = [added === '1' ? 'x' : added === '0' ? '' : `${added}*x`, base === '0' ? '' : `${base}*${amount}`].filter((p) => p !== '').join(' + ') || '0';
    return { kind: 'solve', relations: [{ lhs, op: '=', rhs: `${target}*(x + ${amount})` }], unknowns: ['x'], domain: { kind: 'real' }, asked: ['x'] };
  }
  return null;
}
