import { freeSymbols, headOf, isRelation, type MathNode } from '../cas/node';
import { SolverError } from '../errors';
import { text } from '../i18n';
import { toAscii } from '../format/ascii';
import { parseNode } from '../parse/math';
import type { Domain as CommandDomain } from '../parse/command';
import { chooseUnknown, COMPLEX_PARTS, readAlgebraResult } from '../strategies/algebra/common';
import { hasTrig, stripWords, taskOf } from '../strategies/trig/read';
import { degreesAsRadians, landmarkDegrees } from '../parse/degrees';
import type { ProblemInput } from '../strategy';
import type { Domain, Relation, RelationOp, Task, TaskOf } from '../task/task';

const OPS: Record<string, RelationOp> = { Equal: '=', Less: '<', LessEqual: '<=', Greater: '>', GreaterEqual: '>=', NotEqual: '!=' };

export function relationOf(n: MathNode): Relation | null {
  const h = headOf(n);
  if (!isRelation(h) || !Array.isArray(n) || n.length !== 3 || !OPS[h]) return null;
  return { lhs: toAscii(n[1] as MathNode), op: OPS[h], rhs: toAscii(n[2] as MathNode) };
}

function domainOf(d: CommandDomain | undefined): Domain {
  if (!d || d.kind === 'real') return { kind: 'real' };
  if (d.kind === 'complex') return { kind: 'complex' };
  return { kind: 'interval', lo: toAscii(d.lo), hi: toAscii(d.hi), loClosed: d.loClosed, hiClosed: d.hiClosed };
}

/** "solve cos x = 0.5 for 0 ≤ x ≤ 360": the bounds of a trigonometric equation are degrees, read as radians. */
function angleDomain(relations: Relation[], d: Domain): Domain {
  if (d.kind !== 'interval' || relations.length !== 1 || !hasTrig(`${relations[0].lhs} ${relations[0].rhs}`) || !landmarkDegrees(d.lo, d.hi)) return d;
  return { ...d, lo: degreesAsRadians(d.lo), hi: degreesAsRadians(d.hi) };
}

/** "show that (x + 1)² − (x − 1)² = 4x", "vrai ou faux : (x + 2)² = x² + 4": a claim to test. */
/** "is (x + 1)² = x² + 2x + 1 true?", "est-ce que … est vrai ?": a question about the equality. */
const ASKED_TRUE = /^\s*(?:is|est-ce\s+que|est-il\s+vrai\s+que)\b.*\b(?:true|vrai|correct|juste)\s*\??\s*$/i;

export function readClaim(problem: ProblemInput): TaskOf<'claim'> | null {
  if ((taskOf(problem.text) !== 'identity' && !ASKED_TRUE.test(problem.text)) || !/=/.test(problem.text)) return null;
  try {
    const r = relationOf(parseNode(stripWords(problem.text).replace(/\b(?:correct|juste)\b/gi, ' ').trim()));
    return r && r.op === '=' ? { kind: 'claim', relation: r } : null;
  } catch {
    return null;
  }
}

/**
 * The general reading: the command words ("solve", "factoriser", "calculer" …), the unknown and
 * the domain around a formula. An equation or inequality is to be solved, an expression
 * transformed or computed.
 */

/** A chemical formula: element symbols with a count before another symbol (H2O, C6H12O6, Fe2O3). */
const FORMULA = /(?<![\w])[A-Z][a-z]?\d+[A-Z][A-Za-z\d]*(?![\w])/;
/** With Chemistry picked, any formula-like token: two symbols (NaCl, CO) or one with a count (O2, CO2). */
const CHEMISTRY_TOKEN = /(?<![\w])(?:[A-Z][a-z]?\d*){2,}(?![\w])|(?<![\w])[A-Z][a-z]?\d+(?![\w])/;

/** A formula simplified as algebra would answer H2O with 2H·O: a chemistry question no method read. */
function chemicalFormula(problem: ProblemInput): string | null {
  const m = FORMULA.exec(problem.raw) ?? (problem.subject === 'chemistry' ? CHEMISTRY_TOKEN.exec(problem.raw) : null);
  return m ? m[0] : null;
}

/**
 * A chemical formula that no chemistry reader took, about to be simplified or evaluated as algebra
 * (H2O as 2H·O): refused, naming the formula. An equation to solve is left to the solver.
 */
export function readFormulaAsAlgebra(problem: ProblemInput): SolverError | null {
  const formula = chemicalFormula(problem);
  if (!formula) return null;
  let task: Task | SolverError | null;
  try {
    task = readAlgebraTask(problem);
  } catch {
    task = null;
  }
  if (task instanceof SolverError || task?.kind === 'solve' || task?.kind === 'claim') return null;
  return new SolverError('unsupported', text(
    `"${formula}" is a chemical formula, not an expression to simplify: ask a chemistry question about it (its molar mass, the moles in a mass of it, an equation to balance).`,
    `« ${formula} » est une formule chimique, pas une expression à simplifier : posez une question de chimie à son sujet (sa masse molaire, la quantité de matière dans une masse donnée, une équation à équilibrer).`,
  ));
}

/** pH, pOH, pKa, Ka…: a chemistry quantity written as one word, whose letters algebra would multiply (p·H). */
const CHEMISTRY_QUANTITY = /(?<![\p{L}\d])(p(?:H|OH|K[aAbBw])|K[abw])(?![\p{L}\d])/u;

/**
 * A question about pH (« Quel est le pH ? », "Find the pH.") that no chemistry reader took, about
 * to be read as algebra in the letters p and H: refused, naming the quantity and what it needs.
 */
export function readQuantityAsAlgebra(problem: ProblemInput): SolverError | null {
  const m = CHEMISTRY_QUANTITY.exec(problem.raw);
  if (!m) return null;
  return new SolverError('unsupported', text(
    `"${m[1]}" is a quantity of chemistry, not a product of letters: give what it is computed from (a concentration, a pH or a constant) in the same question.`,
    `« ${m[1]} » est une grandeur de chimie, pas un produit de lettres : donnez dans la même question ce dont elle se calcule (une concentration, un pH ou une constante).`,
  ));
}

/** The general reading of a part of a statement another reader cut out: a refusal there means only that this reading does not apply. */
export function readAlgebraPart(problem: ProblemInput): Task | null {
  try {
    const read = readAlgebraTask(problem);
    return read instanceof SolverError ? null : read;
  } catch (e) {
    if (e instanceof SolverError) return null;
    throw e;
  }
}

export function readAlgebraTask(problem: ProblemInput): Task | SolverError | null {
  if (COMPLEX_PARTS.test(problem.text)) return null;
  const r = readAlgebraResult(problem);
  if (r instanceof SolverError) return r;
  const { cmd, node } = r;
  // A bound on a parameter ("… where a < 0") has no place in a typed task: the method reads it from the words
  if (cmd.parameterBound) return null;
  // Lists inside a formula (C(5, 2), gcd(84, 36)) and chains (1 < 2x + 3 < 7) are notations the
  // methods read themselves.
  if (hasInnerList(node) || hasChain(node)) return null;
  const items = Array.isArray(node) && node[0] === 'List' ? (node.slice(1) as MathNode[]) : [node];
  const relations = items.map(relationOf);
  if (relations.every((x): x is Relation => x !== null)) {
    const letters = new Set<string>();
    for (const n of items) for (const s of freeSymbols(n)) letters.add(s);
    letters.delete('i');
    if (letters.size === 0) return null;
    if (cmd.unknowns && !cmd.unknowns.every((u) => letters.has(u))) return null;
    const unknowns = cmd.unknowns ?? (relations.length === 1 || cmd.variable ? [chooseUnknown(node, cmd) ?? 'x'] : [...letters].sort());
    return { kind: 'solve', relations, unknowns, domain: angleDomain(relations, domainOf(cmd.domain)) };
  }
  if (relations.some((x) => x !== null) || items.length !== 1) return null;
  const expr = toAscii(node);
  if (cmd.task === 'solve') {
    const x = chooseUnknown(node, cmd);
    return x ? { kind: 'solve', relations: [{ lhs: expr, op: '=', rhs: '0' }], unknowns: [x], domain: domainOf(cmd.domain) } : null;
  }
  if (cmd.task === 'factor' || cmd.task === 'expand' || cmd.task === 'simplify') return { kind: 'transform', op: cmd.task, expr };
  const letters = [...freeSymbols(node)].filter((s) => s !== 'i');
  return letters.length === 0 ? { kind: 'evaluate', expr } : { kind: 'transform', op: 'simplify', expr };
}

function hasInnerList(n: MathNode, top = true): boolean {
  if (!Array.isArray(n)) return false;
  if (n[0] === 'List' && !top) return true;
  return (n.slice(1) as MathNode[]).some((a) => hasInnerList(a, false));
}

/** A chain (a < b < c) or relations joined inside another operator (And, Or). */
function hasChain(n: MathNode, top = true): boolean {
  if (!Array.isArray(n)) return false;
  const rel = isRelation(headOf(n));
  if (rel && (n.length !== 3 || !top)) return true;
  const listTop = top && n[0] === 'List';
  return (n.slice(1) as MathNode[]).some((a) => hasChain(a, listTop));
}
