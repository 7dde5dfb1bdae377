import type { Relation, RelationOp } from '../task/task';
import { parseCalc } from '../strategies/derivative/latex';
import { fromMathJson } from '../strategies/derivative/mathjson';
import { toAscii } from '../strategies/derivative/print';
import { freeVars } from '../strategies/derivative/expr';

/**
 * What a problem assumes about the letters of a differential equation, set aside before the equation
 * is read: "Let k > 0.", « Soit ω > 0 », "where c² < 4mk", "with 0 < b < w", "(b ≠ a)", « dans le
 * cas a > w > 0 », and the damping regime named in words ("underdamped", « régime pseudo-périodique »,
 * "critically damped", « apériodique »). The relations are kept as the task's assumptions; the
 * method reads from them which case of its discussion applies.
 */
export type Regime = 'over' | 'critical' | 'under';

export interface Assumed {
  rest: string;
  assumptions: Relation[];
  regime?: Regime;
}

/**
 * One relation or a chain of two ("0 < b < w"), its sides runs of letters, numbers, powers and
 * products: no operator inside a run, so the match is linear in the text's length.
 */
const PIECE = /^\s*[-+\w.^*/() ]+?(?:\s*(?:<=|>=|!=|<|>|=)\s*[-+\w.^*/() ]+?){1,2}\s*$/;
const SEPARATOR = /\s*(?:,|\band\b|\bet\b)\s*/i;
/** Words that introduce an assumption after the equation. */
const AFTER = /(?:[,;(]|\b(?:where|with|when|if|for|assuming(?:\s+that)?|given\s+that|in\s+the\s+case(?:\s+(?:where|when))?|dans\s+le\s+cas(?:\s+o[uù])?|avec|o[uù]|lorsque|quand|si|pour|en\s+supposant\s+que|sachant\s+que))\s*/giu;
/** "… are constants", « … un réel strictement positif » after the relations: says nothing more. */
const CONSTANT_WORDS = /\s+(?:(?:is|are|be|est|sont)\s+)?(?:(?:a|an|une?|des)\s+)?(?:(?:positive|real|given|strictly|r[ée]el(?:le)?s?|strictement|positif|positive|donn[ée]e?s?)\s+)*(?:constants?|constantes?|param[eè]t(?:er|re)s?|numbers?|nombres?|r[ée]els?)\s*$/iu;
/** "Let k > 0.", « Soit ω > 0 et k < 1. », "Assume c² < 4mk:" at the start, up to the end of its sentence. */
const LEADING = /^\s*(?:let|soit|soient|assume(?:\s+that)?|suppose(?:\s+that)?|on\s+suppose(?:\s+que)?|given\s+that|sachant\s+que)\s+([^.;:]+?)\s*[.;:](?:\s|$)/iu;

/** The relations of a list ("0 < b < w, c > 0"), or null when a piece is no relation. */
function pieces(list: string): string[] | null {
  const all = list.replace(CONSTANT_WORDS, '').split(SEPARATOR);
  return all.length && all.every((p) => PIECE.test(p)) ? all : null;
}

const REGIME: [Regime, RegExp][] = [
  ['critical', /critically[- ]damped|critical(?:ly)?\s+damping|amortissement\s+critique|(?:r[ée]gime|cas)\s+critique/iu],
  ['under', /under[- ]?damped|lightly\s+damped|pseudo[- ]?p[ée]riodique|faiblement\s+amorti|sous[- ]amorti/iu],
  ['over', /over[- ]?damped|heavily\s+damped|ap[ée]riodique|fortement\s+amorti|sur[- ]?amorti/iu],
];
/** The words around a regime's name: "in the underdamped case:", « dans le cas du régime pseudo-périodique, ». */
const around = (name: RegExp): RegExp => new RegExp(String.raw`(?:(?:in\s+)?(?:the\s+)?|(?:(?:dans|en|pour)\s+)?(?:le\s+|un\s+)?(?:cas\s+(?:du\s+|d['’]un\s+)?)?(?:r[ée]gime\s+)?)(?:${name.source})(?:\s+(?:case|regime|motion|system|oscillator|oscillateur))?\s*[:,;.]?`, 'iu');

/** A relation's side written back as ASCII, or null when it does not read. */
function side(s: string): string | null {
  try {
    return toAscii(fromMathJson(parseCalc(s.trim())));
  } catch {
    return null;
  }
}

/** "0 < b < w" as 0 < b and b < w; "c^2 < 4mk" as one relation. */
function relations(chains: string[]): Relation[] | null {
  const out: Relation[] = [];
  for (const chain of chains) {
    const parts = chain.split(/\s*(<=|>=|!=|<|>|=)\s*/);
    for (let i = 0; i + 2 < parts.length; i += 2) {
      const lhs = side(parts[i]);
      const rhs = side(parts[i + 2]);
      if (lhs === null || rhs === null) return null;
      out.push({ lhs, op: parts[i + 1] as RelationOp, rhs });
    }
  }
  return out.length ? out : null;
}

/** The letters a relation speaks of. */
export const relationLetters = (r: Relation): string[] => {
  const read = (s: string): string[] => [...freeVars(fromMathJson(parseCalc(s)))];
  return [...new Set([...read(r.lhs), ...read(r.rhs)])];
};

/** The text without its assumptions and regime words, with them; null when it has none. */
/** The text without its final full stop and closing bracket: trimmed step by step, as three \s* in one pattern backtrack without end on long blanks. */
function withoutClosingMarks(text: string): string {
  return text.trimEnd().replace(/\.$/, '').trimEnd().replace(/\)$/, '').trimEnd();
}

export function withAssumptions(text: string): Assumed | null {
  let rest = text;
  const assumptions: Relation[] = [];
  const lead = LEADING.exec(rest);
  const leading = lead ? pieces(lead[1]) : null;
  if (lead && leading) {
    const r = relations(leading);
    if (!r) return null;
    assumptions.push(...r);
    rest = rest.slice(lead[0].length);
  }
  // the last word that introduces relations running to the end: ", where c² < 4mk", "(b ≠ a)"
  const end = withoutClosingMarks(rest);
  for (const m of [...end.matchAll(AFTER)].reverse()) {
    const tail = end.slice(m.index + m[0].length);
    const found = pieces(tail);
    // a condition y(0) = 1 or a derivative is no assumption on the letters
    if (!found || /[A-Za-z]\s*'*\s*\(\s*[-+\w./]+\s*\)\s*=|'/.test(tail)) continue;
    const r = relations(found);
    if (!r) return null;
    assumptions.push(...r);
    rest = rest.slice(0, m.index).replace(/[\s,;]+$/, '');
    break;
  }
  let regime: Regime | undefined;
  for (const [name, re] of REGIME) {
    const m = around(re).exec(rest);
    if (m) {
      regime = name;
      rest = `${rest.slice(0, m.index)} ${rest.slice(m.index + m[0].length)}`.trim();
      break;
    }
  }
  if (!assumptions.length && !regime) return null;
  return { rest, assumptions, ...(regime ? { regime } : {}) };
}
