import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';

/**
 * The determinant of an n×n matrix described in words: "a on the diagonal and b everywhere else",
 * "tridiagonal with 2 on the diagonal and −1 on the neighbouring diagonals", "the identity",
 * « des 2 sur la diagonale et des −1 sur les diagonales voisines ». Both parts of the description
 * must be read; any other structure is left unanswered.
 */
const VAL = String.raw`(-?\d+(?:[.,]\d+)?|[a-z])`;
const ASKS = /\bdet(?:erminant)?\b|d[ée]terminant/i;
const SIZE = /\b([nmN])\s*(?:\*|x|×|by|par)\s*\1\b|\b(?:of\s+)?(?:order|size)\s+([nmN])\b|\b(?:d['’]ordre|de\s+taille)\s+([nmN])\b/i;
const DIAGONAL = new RegExp(String.raw`(?:des\s+|les\s+)?${VAL}\s*(?:'?s)?\s+(?:on|along|sur)\s+(?:the\s+|la\s+)?(?:main\s+|principal\s+|leading\s+)?diagonale?(?![\p{L}-])|diagonal(?:e)?\s+(?:entries|elements|coefficients)?\s*(?:equal\s+to|are\s+(?:all\s+)?|=|[ée]gaux\s+[àa])\s*${VAL}\b`, 'iu');
const ELSEWHERE = new RegExp(String.raw`(?:des\s+|les\s+)?${VAL}\s*(?:'?s)?\s+(?:everywhere\s+else|elsewhere|off\s+the\s+diagonal|(?:partout\s+)?ailleurs|en\s+dehors\s+de\s+la\s+diagonale|hors\s+de\s+la\s+diagonale)|(?:all\s+)?other\s+(?:entries|elements)\s+(?:equal\s+to|are\s+(?:all\s+)?|=)\s*${VAL}\b|(?:tous\s+)?les\s+autres\s+coefficients\s+(?:[ée]gaux\s+[àa]|valent)\s*${VAL}\b`, 'iu');
const NEIGHBOURS = new RegExp(String.raw`(?:des\s+|les\s+)?${VAL}\s*(?:'?s)?\s+(?:on|along|sur)\s+(?:the\s+|both\s+|les\s+)?(?:two\s+|deux\s+)?(?:(?:sub|super|off|adjacent|neighbou?ring|neighbou?r)[- ]?diagonals|diagonales\s+(?:voisines|adjacentes)|sur-?\s*et\s+sous-?diagonales|sous-?\s*et\s+sur-?diagonales|(?:first\s+)?(?:super|sub)-?\s*and\s+(?:super|sub)-?diagonals)`, 'iu');
const ABOVE_BELOW = new RegExp(String.raw`${VAL}\s+(?:on\s+the\s+super-?diagonal|above(?:\s+it|\s+the\s+diagonal)?|sur\s+la\s+sur-?diagonale)\s*,?\s+(?:and\s+|et\s+)?(?:des\s+)?${VAL}\s+(?:on\s+the\s+sub-?diagonal|below(?:\s+it|\s+the\s+diagonal)?|sur\s+la\s+sous-?diagonale)`, 'iu');

/** "1 above and below", « des 1 juste au-dessus et au-dessous »: the same value on both neighbours. */
const ABOVE_AND_BELOW = new RegExp(String.raw`(?:des\s+)?${VAL}\s*(?:'?s)?\s+(?:(?:immediately|just|directly)\s+)?(?:above\s+and\s+below|below\s+and\s+above)(?:\s+(?:it|the\s+(?:main\s+)?diagonal))?|(?:des\s+)?${VAL}\s+(?:(?:juste\s+)?au-?\s*dessus\s+et\s+au-?\s*dessous|de\s+part\s+et\s+d['’]\s*autre)(?:\s+de\s+la\s+diagonale)?`, 'iu');
/** "all entries 1 except the diagonal, which is 0", « tous les coefficients valent 1 sauf la diagonale qui vaut 0 ». */
const EXCEPT_DIAGONAL = new RegExp(
  String.raw`(?:(?:all\s+)?(?:the\s+)?(?:entries|elements|coefficients)\s+(?:are\s+(?:all\s+)?|equal\s+(?:to\s+)?|=\s*)|(?:tous\s+)?(?:les\s+)?coefficients\s+(?:valent|[ée]gaux\s+[àa]|sont\s+[ée]gaux\s+[àa])\s*|des\s+)${VAL}\s*(?:'?s)?\s*(?:everywhere\s+|partout\s+)?(?:except|but|sauf)\s+(?:on\s+|sur\s+)?(?:the\s+|la\s+)?(?:main\s+)?diagonale?\s*,?\s*(?:which\s+(?:is|has)\s+|where\s+(?:they\s+are|it\s+is)\s+|qui\s+vaut\s+|o[uù]\s+(?:ils\s+valent|il\s+y\s+a\s+des)\s+|=\s*|with\s+)${VAL}\b`,
  'iu',
);

const value = (v: string): string => v.replace(',', '.');

/** "n×n matrix of ones" (full of ones, filled with ones), "all entries equal to a", « dont tous les coefficients valent 1 »: one value everywhere. */
const ALL_EQUAL = new RegExp(String.raw`\bmatrix\s+(?:of|full\s+of|filled\s+with)\s+(?:all\s+)?(ones|[a-z])\b|\ball-ones\s+matrix\b|(?:whose|with)\s+(?:all\s+)?(?:its\s+)?(?:entries|elements)\s+(?:are\s+)?(?:all\s+)?(?:equal\s+to\s+)?${VAL}(?:\s+everywhere)?\s*(?=$|[?.,;])|\bremplie\s+de\s+${VAL}\b|dont\s+tous\s+les\s+coefficients\s+(?:valent|sont\s+[ée]gaux\s+[àa])\s*${VAL}\b`, 'iu');

export type Pattern = Omit<TaskOf<'structured_det'>, 'kind' | 'size'>;

/**
 * The pattern of an n×n matrix described in words, whatever its size, with the words that say it
 * (`spans`); `letter` is the size's letter, which no entry may be.
 */
export function readPattern(s: string, letter: string | null): { pattern: Pattern; spans: string[] } | null {
  const n = letter ?? '\uE000';
  const found = (pattern: Pattern, ...m: Array<RegExpExecArray | null>): { pattern: Pattern; spans: string[] } => ({ pattern, spans: m.flatMap((x) => (x ? [x[0]] : [])) });
  const identity = /\bidentit[yé]\b/i.exec(s);
  if (identity && !DIAGONAL.test(s)) return found({ structure: 'constant', diagonal: '1', upper: '0', lower: '0' }, identity);
  const ex = EXCEPT_DIAGONAL.exec(s);
  if (ex && !/tri-?diagonal/i.test(s)) {
    const [off, diagonal] = [value(ex[1]), value(ex[2])];
    if (off === n || diagonal === n) return null;
    return found({ structure: 'constant', diagonal, upper: off, lower: off }, ex);
  }
  const all = ALL_EQUAL.exec(s);
  if (all && !DIAGONAL.test(s) && !/\b(?:except|but|sauf)\b/i.test(s)) {
    const v = all[1] === undefined ? value(all[2] ?? all[3] ?? all[4] ?? '1') : /^ones$/i.test(all[1]) ? '1' : all[1];
    return v === n ? null : found({ structure: 'constant', diagonal: v, upper: v, lower: v }, all);
  }
  const d = DIAGONAL.exec(s);
  if (!d) return null;
  const diagonal = value(d[1] ?? d[2]);
  if (diagonal === n) return null;
  // "2 on the diagonal and −1 on the sub- and superdiagonals" says tridiagonal without the word: zeros elsewhere
  const both = NEIGHBOURS.exec(s) ?? ABOVE_AND_BELOW.exec(s);
  const split = ABOVE_BELOW.exec(s);
  const tri = /tri-?diagonal/i.exec(s) ?? (!ELSEWHERE.test(s) ? (both ?? split) : null);
  if (tri) {
    if (both) return found({ structure: 'tridiagonal', diagonal, upper: value(both[1] ?? both[2]), lower: value(both[1] ?? both[2]) }, d, both, tri);
    if (split) return found({ structure: 'tridiagonal', diagonal, upper: value(split[1]), lower: value(split[2]) }, d, split, tri);
    return null;
  }
  const e = ELSEWHERE.exec(s);
  if (!e) return null;
  const off = value(e[1] ?? e[2] ?? e[3]);
  if (off === n) return null;
  return found({ structure: 'constant', diagonal, upper: off, lower: off }, d, e);
}

export function readStructuredDet(problem: ProblemInput): TaskOf<'structured_det'> | null {
  const s = problem.text;
  if (!ASKS.test(s) || /\[|\\begin|\(\s*-?\d+\s+-?\d+\s*;/.test(s)) return null;
  const size = SIZE.exec(s);
  if (!size) return null;
  const n = (size[1] ?? size[2] ?? size[3]).toLowerCase();
  const p = readPattern(s, n);
  return p && { kind: 'structured_det', ...p.pattern, size: n };
}
