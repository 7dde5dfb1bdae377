import { freeSymbols } from '../cas/node';
import { toAscii } from '../format/ascii';
import { parseNode } from '../parse/math';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { relationOf } from './algebra';

/**
 * Whether a value is a solution of an equation or a root of a polynomial: "Is x = 2 a solution of
 * x² − 5x + 6 = 0?", "Is 3 a root of x³ − 27?", "Check whether −1 is a zero of …", « x = 2 est-il
 * solution de l'équation … ? », « −1 est-il racine de … ? ». Read as the claim that the equation holds
 * at that value (a polynomial alone: that it is 0 there), to test.
 */
const VALUE = String.raw`(?:([a-z])\s*=\s*)?([-+]?\s*[\d./]+|[-+]?\s*\d*\s*(?:pi|sqrt\s*\(\s*\d+\s*\)))`;
const NOUN = String.raw`(?:roots?|solutions?|zeros?|zeroes|racines?)`;
const ASKED = [
  new RegExp(String.raw`^\s*(?:(?:check|verify|determine|decide)\s+(?:whether|if)\s+|is\s+)${VALUE}\s+(?:is\s+)?(?:an?\s+)?${NOUN}\s+(?:of|to|for)\s+(?:the\s+(?:equation|polynomial|function)\s+)?(.+?)\s*[?.!]?\s*$`, 'i'),
  new RegExp(String.raw`^\s*(?:(?:verifier|determiner)\s+(?:si|que)\s+)?${VALUE}\s+(?:est(?:-il|-elle)?\s+)(?:une?\s+)?${NOUN}\s+(?:de|du)\s+(?:l['’]\s*equation\s+|polynome\s+|la\s+fonction\s+)?(.+?)\s*[?.!]?\s*$`, 'i'),
];

export function readIsRoot(problem: ProblemInput): TaskOf<'claim'> | null {
  const t = problem.text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  for (const re of ASKED) {
    const m = re.exec(t);
    if (!m) continue;
    try {
      const body = m[3].replace(/^\s*(?:y|[a-zA-Z]\s*\(\s*[a-z]\s*\))\s*=\s*(?=[^=]+$)/, '');
      const node = parseNode(body.includes('=') ? body : `${body} = 0`);
      const relation = relationOf(node);
      const letters = [...freeSymbols(node)];
      const x = m[1] ?? letters[0];
      if (!relation || relation.op !== '=' || letters.length !== 1 || letters[0] !== x) return null;
      const value = toAscii(parseNode(m[2]));
      const at = (side: string): string => side.replace(new RegExp(String.raw`(?<![A-Za-z])${x}(?![A-Za-z])`, 'g'), `(${value})`);
      return { kind: 'claim', relation: { lhs: toAscii(parseNode(at(relation.lhs))), op: '=', rhs: toAscii(parseNode(at(relation.rhs))) } };
    } catch {
      return null;
    }
  }
  return null;
}
