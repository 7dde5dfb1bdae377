import { parseCalc } from '../strategies/derivative/latex';
import { fromMathJson } from '../strategies/derivative/mathjson';
import { freeVars } from '../strategies/derivative/expr';
import { toAscii } from '../strategies/derivative/print';
import type { TaskOf } from '../task/task';

/**
 * « Trouver un équivalent simple de ln(1 + x) − x en 0 », « équivalent de √(n+1) − √n quand n
 * tend vers +∞ », "Find an equivalent of sin x − x as x → 0": the expression and its point.
 */
const EQUIVALENT = /^\s*(?:(?:trouver|donner|d[ée]terminer|calculer|find|give|determine)\s+)?(?:un\s+|an?\s+|the\s+|l['’]\s*)?(?:simple\s+)?(?:[ée]quivalent|equivalent)(?:\s+simple)?\s+(?:de|of|for)\s+(.+?)\s*,?\s+(?:(?:en|at)\s+|au\s+voisinage\s+de\s+|(?:near|around)\s+|(?:quand|lorsque)\s+([a-z])\s*(?:tend\s+vers|->)\s*|as\s+([a-z])\s*(?:->|→|tends\s+to|approaches|goes\s+to)\s*)(.+?)\s*[.?!]?\s*$/i;

/** +∞, l'infini, oo, −∞, or a number or formula. */
function pointOf(raw: string): { point: string; side: 'both' | 'left' | 'right' } | null {
  const p = raw.replace(/\s+/g, '');
  if (/^(?:\+?(?:∞|oo|infinity|\\infty)|l['’]infini|plusl['’]infini)$/i.test(p)) return { point: 'oo', side: 'both' };
  if (/^-(?:∞|oo|infinity|\\infty)$/i.test(p)) return { point: '-oo', side: 'both' };
  const side = /(?:\^?\+|⁺)$/.test(p) ? 'right' : /(?:\^?-|⁻)$/.test(p) ? 'left' : 'both';
  const at = p.replace(/(?:\^?[+-]|[⁺⁻])$/, '');
  try {
    return { point: toAscii(fromMathJson(parseCalc(at))), side };
  } catch {
    return null;
  }
}

/** « Donner un équivalent en +∞ de ln(x² + 1) », "an equivalent at 0 of …": the point said first. */
const POINT_FIRST = /^\s*(?:(?:trouver|donner|d[ée]terminer|calculer|find|give|determine)\s+)?(?:un\s+|an?\s+|the\s+|l['’]\s*)?(?:simple\s+)?(?:[ée]quivalent|equivalent)(?:\s+simple)?\s+(?:(?:en|at)\s+|au\s+voisinage\s+de\s+|(?:near|around)\s+)(\S+?)\s*,?\s+(?:de|of|for)\s+(.+?)\s*[.?!]?\s*$/i;

/**
 * « Donner un équivalent de u_n = √(n² + 1) − n », "Find an equivalent of the sequence n sin(1/n)":
 * no point said, which for a sequence in n is n → +∞, the only point where one is asked.
 */
const NO_POINT = /^\s*(?:(?:trouver|donner|d[ée]terminer|calculer|find|give|determine)\s+)?(?:un\s+|an?\s+|the\s+|l['’]\s*)?(?:simple\s+)?(?:[ée]quivalent|equivalent)(?:\s+simple)?\s+(?:de|of|for)\s+(?:la\s+suite\s+|the\s+sequence\s+)?(?:de\s+terme\s+g[ée]n[ée]ral\s+|with\s+(?:general\s+)?term\s+)?(.+?)\s*[.?!]?\s*$/i;

/** « u_n = … », "a_{n} = …", "(u_n) = …": the sequence's name before its term. */
const TERM_NAME = /^\s*\(?\s*[a-zA-Z]\s*_\s*\{?\s*n\s*\}?\s*\)?\s*=\s*/;

export function readEquivalent(text: string): TaskOf<'limit'> | null {
  const m = EQUIVALENT.exec(text);
  if (m) return equivalentTask(m[1], m[4], m[2] ?? m[3]);
  const first = POINT_FIRST.exec(text);
  if (first) return equivalentTask(first[2], first[1], undefined);
  const bare = NO_POINT.exec(text);
  const task = bare ? equivalentTask(bare[1], '+oo', undefined) : null;
  return task?.sequence ? task : null;
}

function equivalentTask(exprText: string, pointText: string, named: string | undefined): TaskOf<'limit'> | null {
  const at = pointOf(pointText);
  if (!at) return null;
  let expr: string;
  let vars: Set<string>;
  try {
    const f = fromMathJson(parseCalc(exprText.replace(TERM_NAME, '')));
    expr = toAscii(f);
    vars = freeVars(f);
  } catch {
    return null;
  }
  const variable = named ?? (vars.size === 1 ? [...vars][0] : null);
  if (!variable || (named && !vars.has(named))) return null;
  const sequence = variable === 'n' && at.point === 'oo';
  return { kind: 'limit', expr, variable, point: at.point, side: at.side, sequence, asks: 'equivalent' };
}
