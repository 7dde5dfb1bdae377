import { text, type Text } from '../../i18n';
import type { AnswerDraft, Outcome, ProblemInput, StepDraft, Strategy } from '../../strategy';
import { casSolve, expand, freeSymbols, simplify, substitute, type MathNode } from '../../cas';
import { parseNode } from '../../parse/math';
import { toAscii } from '../../format/ascii';
import { toLatex } from '../../format/latex';
import { asciiToWords } from '../../format/words';
import { evaluateReal } from '../../verify/numeric';
import { numericDet, numericRank } from '../../verify/linalg';
import { nodeFunction } from '../../verify/fast-eval';
import { det } from './symbolicMatrix';
import { signChanges } from './parameterValues';
import { splitEquations } from './systemRecognize';
import { Q } from '../../cas/rational';
import { transpose } from './matrix';
import { nullSpace } from './matrixEigen';
import { readLooseParametricQuestion, type AskedCase } from './parametricWording';
import { rankParameterOutcome, ranksAt, ranksFromForms, type RankSystem } from './parametricRanks';

/**
 * "For which values of a does the system x + ay = 1, ax + y = 1 have a unique solution / no
 * solution / infinitely many solutions?", « pour quelles valeurs de m le système … admet-il une
 * unique solution ? »: a square system with one parameter. det A(a) ≠ 0 gives one solution; at
 * each root of det A the ranks of A and of [A | b] tell none from infinitely many.
 */
/** 'not_unique': the values cancelling det A, where the solution is not unique (none or infinitely many). */
type Case = 'unique' | 'none' | 'infinite' | 'not_unique';

const CASES_EN: Array<[Case, string]> = [
  ['unique', String.raw`(?:a\s+unique|exactly\s+one|one|a\s+single|only\s+one)\s+solution|a\s+solution\s+that\s+is\s+unique`],
  ['not_unique', String.raw`no\s+unique\s+solution`],
  ['none', String.raw`no\s+solutions?`],
  ['infinite', String.raw`infinitely\s+many\s+solutions|an\s+infinite\s+number\s+of\s+solutions|infinitely\s+many`],
];
const CASES_FR: Array<[Case, string]> = [
  ['unique', String.raw`une\s+(?:unique|seule)\s+solution|une\s+solution\s+unique`],
  ['none', String.raw`aucune\s+solution|pas\s+de\s+solution`],
  ['infinite', String.raw`une\s+infinit[ée]\s+de\s+solutions`],
];
const LETTER = String.raw`([a-zλμ])`;
const QUESTIONS: Array<[string, Array<[Case, string]>]> = [
  [String.raw`^\s*for\s+(?:which|what)\s+(?:real\s+)?(?:values?\s+of\s+(?:the\s+parameter\s+)?)?${LETTER}\s+(?:does|do|will)\s+(?:the\s+)?(?:linear\s+)?(?:system\s*:?\s*)?(.+?)\s*,?\s+(?<neg>not\s+|fail\s+to\s+)?(?:have|admit)\s+(CASE)\s*[?.!]?\s*$`, CASES_EN],
  [String.raw`^\s*(?:find|determine|give)\s+(?:all\s+)?(?:the\s+)?(?:real\s+)?values?\s+of\s+${LETTER}\s+for\s+which\s+(?:the\s+)?(?:linear\s+)?(?:system\s*:?\s*)?(.+?)\s*,?\s+(?:(?<neg>does\s+not\s+|doesn['’]t\s+|do\s+not\s+|don['’]t\s+|fails?\s+to\s+)(?:have|admit)|has|have|admits?)\s+(CASE)\s*[?.!]?\s*$`, CASES_EN],
  // "find k if the following system of equations has infinitely many solutions: …": the case before the system
  [String.raw`^\s*(?:find|determine|give)\s+(?:all\s+)?(?:the\s+)?(?:real\s+)?(?:values?\s+of\s+)?${LETTER}\s+(?:if|such\s+that|so\s+that|for\s+which)\s+(?:the\s+)?(?:following\s+)?(?:linear\s+)?(?:system(?:\s+of\s+(?:linear\s+)?equations)?\s+)?(?:has|have)\s+(?<case>CASE)\s*:\s*(?<sys>.+?)\s*[?.!]?\s*$`, CASES_EN],
  // "Determine which values of k, if any, give infinitely many solutions for: …": the case asked before the system
  [String.raw`^\s*(?:determine|find|give)\s+(?:which|what|the)\s+(?:real\s+)?values?\s+of\s+${LETTER}\s*,?\s*(?:if\s+any\s*,?\s*)?(?:will\s+|would\s+)?(?:gives?|yields?|leads?\s+to)\s+(?<case>CASE)\s+(?:for|in|to)\s+(?:the\s+)?(?:linear\s+)?(?:system\s*)?:?\s*(?<sys>.+?)\s*[?.!]?\s*$`, CASES_EN],
  [String.raw`^\s*pour\s+quel(?:le)?s?\s+valeurs?\s+(?:r[ée]elles?\s+)?(?:du\s+(?:r[ée]el|param[èe]tre)\s+)?(?:de\s+)?${LETTER}\s+(?:le\s+)?(?:syst[èe]me\s*:?\s*)?(.+?)\s*,?\s+(?<neg>n['’]\s*|ne\s+)?(?:admet|a|poss[èe]de)(?:-t)?-il\s+(?:pas\s+(?=une\s))?(CASE)\s*[?.!]?\s*$`, CASES_FR],
  [String.raw`^\s*(?:d[ée]terminer|trouver|donner)\s+(?:les\s+)?(?:valeurs?\s+(?:de\s+)?|r[ée]els\s+)${LETTER}\s+pour\s+lesquel(?:le)?s\s+(?:le\s+)?(?:syst[èe]me\s*:?\s*)?(.+?)\s*,?\s+(?<neg>n['’]\s*|ne\s+)?(?:admet|a|poss[èe]de)\s+(?:pas\s+(?=une\s))?(CASE)\s*[?.!]?\s*$`, CASES_FR],
];

export interface ParametricQuestion {
  letter: string;
  system: string;
  asked: AskedCase;
}

export function readParametricQuestion(raw: string): ParametricQuestion | null {
  for (const [source, cases] of QUESTIONS) {
    const m = new RegExp(source.replace('CASE', cases.map(([, c]) => c).join('|')), 'iu').exec(raw);
    if (!m) continue;
    const caseText = m.groups?.case ?? m[m.length - 1];
    const found = cases.find(([, c]) => new RegExp(`^(?:${c})$`, 'iu').test(caseText))?.[0];
    // "does the system not have (fail to have) a unique solution", « n'a-t-il pas une solution unique »: where det A = 0;
    // « n'admet pas de solution » is French's one negation of "a solution"; a negation of the other cases is not read
    // « n'a-t-il aucune solution », « n'admet aucune solution »: ne … aucune is one negation, "no solution"
    const none = found === 'none' && /^(?:pas|aucune)\s/iu.test(caseText);
    const asked = m.groups?.neg ? (found === 'unique' ? 'not_unique' : none ? 'none' : undefined) : found;
    if (asked) return { letter: m[1], system: m.groups?.sys ?? m[2], asked };
  }
  return null;
}

const UNKNOWNS = ['x', 'y', 'z', 'w'];

type ParametricSystem = RankSystem;

function readSystem(system: string, letter: string): ParametricSystem | null {
  const pieces = splitEquations(system);
  if (pieces.length < 2 || pieces.length > 4) return null;
  const forms: MathNode[] = [];
  for (const p of pieces) {
    const sides = p.split('=');
    if (sides.length !== 2) return null;
    try {
      forms.push(['Add', parseNode(sides[0]), ['Negate', parseNode(sides[1])]]);
    } catch {
      return null;
    }
  }
  const letters = new Set(forms.flatMap((f) => [...freeSymbols(f)]));
  if (!letters.has(letter) || UNKNOWNS.includes(letter)) return null;
  const unknowns = UNKNOWNS.filter((u) => letters.has(u));
  // every other letter is unread: a second parameter, or a misread word
  if ([...letters].some((l) => l !== letter && !unknowns.includes(l)) || unknowns.length === 0) return null;
  const at = (f: MathNode, values: number[]): MathNode => unknowns.reduce((g, u, k) => substitute(g, u, values[k]), f);
  const zero = unknowns.map(() => 0);
  const a = forms.map((f) => unknowns.map((_, j) => simplify(expand(['Add', at(f, unknowns.map((__, k) => (k === j ? 1 : 0))), ['Negate', at(f, zero)]]))));
  const b = forms.map((f) => simplify(expand(['Negate', at(f, zero)])));
  if ([...a.flat(), ...b].some((c) => unknowns.some((u) => freeSymbols(c).has(u)))) return null;
  // linear in the unknowns: the form equals its affine part at sample points
  for (const t of [0.37, -1.3]) {
    const scope: Record<string, number> = { [letter]: t };
    unknowns.forEach((u, k) => (scope[u] = 0.5 + k * 0.71));
    const direct = evaluateReal(toAscii(forms[0]), scope);
    const affine = forms.map((f, i) => {
      const s = a[i].reduce((acc: number | null, c, j) => {
        const v = evaluateReal(toAscii(c), scope);
        return acc === null || v === null ? null : acc + v * scope[unknowns[j]];
      }, 0);
      const bi = evaluateReal(toAscii(b[i]), scope);
      return s === null || bi === null ? null : s - bi;
    });
    const each = forms.map((f) => evaluateReal(toAscii(f), scope));
    if (direct === null || each.some((v, i) => v === null || affine[i] === null || Math.abs(v - (affine[i] as number)) > 1e-9 * Math.max(1, Math.abs(v)))) return null;
  }
  return { a, b, unknowns, forms };
}

const caseOf = (r: { a: number; ab: number }, n: number): Case => (r.a < r.ab ? 'none' : r.a === n ? 'unique' : 'infinite');

export const parametricSystemStrategy: Strategy = {
  name: 'linear-system-parameter',
  solve(problem: ProblemInput): Outcome | null {
    // a fixed phrasing whose system part holds prose ("the following system of linear equations x + …")
    // leaves the words to the loose reading, which cuts each equation out of them
    const fixed = readParametricQuestion(problem.raw);
    const loose = readLooseParametricQuestion(problem.raw);
    const read = [fixed, loose].flatMap((x) => (x ? [{ q: x, sys: readSystem(x.system, x.letter) }] : [])).find((x) => x.sys !== null);
    if (!read?.sys) return null;
    const { q: asked, sys } = read;
    // a solution other than 0 exists for a homogeneous system only: there it means infinitely many
    if (asked.asked === 'nontrivial' && sys.b.some((c) => evaluateReal(toAscii(c), { [asked.letter]: 0.7316 }) !== 0)) return null;
    const q = { ...asked, asked: asked.asked === 'nontrivial' ? ('infinite' as const) : asked.asked };
    const k = q.letter;
    const n = sys.unknowns.length;
    // not square, or a case det A alone does not tell: the ranks decide
    // (the whole discussion too: the ranks give every case at once)
    if (n !== sys.forms.length || q.asked === 'some' || q.asked === 'all') return rankParameterOutcome(sys, k, q.asked);
    const d = simplify(expand(det(sys.a)));
    if (!freeSymbols(d).has(k)) return evaluateReal(toAscii(d)) === 0 ? singularOutcome(q, sys) : null;
    const roots = (casSolve(['Equal', d, 0], k) ?? [])
      .map((r) => ({ node: r, ascii: toAscii(r), value: evaluateReal(toAscii(r)) }))
      .filter((r): r is { node: MathNode; ascii: string; value: number } => r.value !== null && Number.isFinite(r.value))
      .sort((x, y) => x.value - y.value);
    // exact input, exact answer: roots found only as decimals are not given
    if (roots.some((r) => /\d\.\d/.test(r.ascii))) return null;
    const cases = roots.map((r) => ranksAt(sys, k, r.node));
    if (cases.some((c) => c === null)) return null;
    const kinds = cases.map((c) => caseOf(c as { a: number; ab: number }, n));
    // compiled once: the sign scan evaluates the entries at ten thousand points
    const entries = sys.a.map((r) => r.map((c) => nodeFunction(c, k)));
    const detAt = (v: number): number | null => {
      const rows = entries.map((r) => r.map((f) => f(v)));
      return rows.some((r) => r.some((x) => !Number.isFinite(x))) ? null : numericDet(rows);
    };
    const verified =
      roots.every((r, i) => {
        const again = ranksFromForms(sys, k, r.value);
        return Math.abs(detAt(r.value) ?? Infinity) < 1e-9 && again !== null && caseOf(again, n) === kinds[i];
      }) && signChanges(detAt) <= roots.length;

    const rootLatex = roots.map((r) => `${k} = ${toLatex(r.node)}`);
    const steps: StepDraft[] = [
      {
        title: text('Write the matrix of the system', 'Écrire la matrice du système'),
        explanation: text(
          `A square system has exactly one solution when the determinant of its matrix is not 0, whatever the right-hand side.`,
          `Un système carré a une unique solution lorsque le déterminant de sa matrice n'est pas nul, quel que soit le second membre.`,
        ),
        formula: `A = \\begin{pmatrix}${sys.a.map((r) => r.map(toLatex).join(' & ')).join(' \\\\ ')}\\end{pmatrix},\\quad b = \\begin{pmatrix}${sys.b.map(toLatex).join(' \\\\ ')}\\end{pmatrix}`,
      },
      {
        title: text('Solve det A = 0', 'Résoudre det A = 0'),
        explanation: roots.length
          ? text(`For every other value of ${k} the system has exactly one solution.`, `Pour toute autre valeur de ${k}, le système a une unique solution.`)
          : text(`No real value cancels it: the system always has exactly one solution.`, `Aucune valeur réelle ne l'annule : le système a toujours une unique solution.`),
        formula: `\\det A = ${toLatex(d)} = 0 \\iff ${roots.length ? rootLatex.join(' \\text{ or } ') : '\\varnothing'}`,
      },
      ...roots.map((r, i): StepDraft => {
        const c = cases[i] as { a: number; ab: number };
        return {
          title: text(`The case ${k} = ${r.ascii}`, `Le cas ${k} = ${r.ascii}`),
          explanation: kinds[i] === 'none'
            ? text(`rank A = ${c.a} < rank [A | b] = ${c.ab}: the equations are incompatible, no solution.`, `rang A = ${c.a} < rang [A | b] = ${c.ab} : les équations sont incompatibles, aucune solution.`)
            : text(`rank A = rank [A | b] = ${c.a} < ${n}: infinitely many solutions.`, `rang A = rang [A | b] = ${c.a} < ${n} : une infinité de solutions.`),
          formula: `${rootLatex[i]}:\\ \\operatorname{rank} A = ${c.a},\\ \\operatorname{rank}\\,[A \\mid b] = ${c.ab}`,
        };
      }),
    ];
    const answer = answerFor(q.asked, k, roots, kinds);
    return {
      method: `linear_system.parameter.${q.asked}`,
      category: 'linear_system',
      steps,
      answer: answer.answer,
      finalAnswer: answer.final,
      verified,
      verification: verified
        ? text(
            'Checked: the determinant computed numerically vanishes at each value, a sign scan finds no other root, and the ranks recomputed from the equations at each value give the same case.',
            "Vérifié : le déterminant calculé numériquement s'annule en chaque valeur, un balayage des signes ne trouve pas d'autre racine, et les rangs recalculés à partir des équations en chaque valeur donnent le même cas.",
          )
        : undefined,
    };
  },
};

/**
 * det A = 0 whatever the parameter, which sits in the right-hand side only ("x + y + z = k, 2x − y +
 * 4z = k²"): rank A < n always, and the system has solutions exactly when b is orthogonal to every
 * y with yᵀA = 0 (b in the column space). Those conditions are polynomials in the parameter; their
 * common roots give infinitely many solutions, every other value none.
 */
function singularOutcome(q: ParametricQuestion, sys: ParametricSystem): Outcome | null {
  if (q.asked !== 'infinite' && q.asked !== 'none') return null;
  const k = q.letter;
  const n = sys.unknowns.length;
  const entries = sys.a.map((r) => r.map((c) => (freeSymbols(c).size === 0 ? Q.parse(toAscii(simplify(c))) : null)));
  if (entries.some((r) => r.some((c) => c === null))) return null;
  const a = entries as Q[][];
  const left = nullSpace(transpose(a));
  if (left.length === 0) return null;
  const conditions = left.map((y) => simplify(expand(parseNode(y.map((c, i) => `(${c.toString()})*(${toAscii(sys.b[i])})`).join(' + ')))));
  if (!conditions.some((c) => freeSymbols(c).has(k))) return null;
  const first = conditions.find((c) => freeSymbols(c).has(k)) as MathNode;
  const at = (c: MathNode, v: number): number | null => evaluateReal(toAscii(c), { [k]: v });
  const roots = (casSolve(['Equal', first, 0], k) ?? [])
    .map((r) => ({ node: r, ascii: toAscii(r), value: evaluateReal(toAscii(r)) }))
    .filter((r): r is { node: MathNode; ascii: string; value: number } => r.value !== null && Number.isFinite(r.value))
    .filter((r) => conditions.every((c) => Math.abs(at(c, r.value) ?? Infinity) < 1e-9))
    .sort((x, y) => x.value - y.value);
  if (roots.some((r) => /\d\.\d/.test(r.ascii))) return null;
  // the check: ranks recomputed from the equations, at each root and between them
  const probes = [...roots.map((r) => r.value + 0.37), (roots[0]?.value ?? 0) - 1.13];
  const verified =
    roots.every((r) => {
      const c = ranksFromForms(sys, k, r.value);
      return c !== null && caseOf(c, n) === 'infinite';
    }) &&
    probes.every((v) => {
      const c = ranksFromForms(sys, k, v);
      return c !== null && caseOf(c, n) === 'none';
    });
  const r = numericRank(a.map((row) => row.map((c) => c.toNumber())));
  const steps: StepDraft[] = [
    {
      title: text('Write the matrix of the system', 'Écrire la matrice du système'),
      explanation: text(
        `${k} appears only in the right-hand side and det A = 0: rank A = ${r} < ${n}, so there is never exactly one solution; there are solutions only when b lies in the column space of A.`,
        `${k} n'apparaît qu'au second membre et det A = 0 : rang A = ${r} < ${n}, il n'y a donc jamais une unique solution ; il y a des solutions seulement si b est dans l'image de A.`,
      ),
      formula: `A = \\begin{pmatrix}${sys.a.map((row) => row.map(toLatex).join(' & ')).join(' \\\\ ')}\\end{pmatrix},\\quad b = \\begin{pmatrix}${sys.b.map(toLatex).join(' \\\\ ')}\\end{pmatrix}`,
    },
    {
      title: text('Compatibility conditions', 'Conditions de compatibilité'),
      explanation: text(
        'b is in the column space of A exactly when yᵀb = 0 for every y with yᵀA = 0 (a combination of the equations whose left-hand sides cancel).',
        "b est dans l'image de A exactement quand yᵀb = 0 pour tout y tel que yᵀA = 0 (une combinaison des équations dont les premiers membres s'annulent).",
      ),
      formula: conditions.map((c) => `${toLatex(c)} = 0`).join(',\\quad '),
    },
    {
      title: text(`Solve for ${k}`, `Résoudre en ${k}`),
      explanation: roots.length
        ? text(`At these values rank A = rank [A | b] = ${r} < ${n}: infinitely many solutions; at every other value, none.`, `Pour ces valeurs, rang A = rang [A | b] = ${r} < ${n} : une infinité de solutions ; pour toute autre valeur, aucune.`)
        : text('No value satisfies them: the system never has a solution.', "Aucune valeur ne les vérifie : le système n'a jamais de solution."),
      formula: roots.length ? roots.map((x) => `${k} = ${toLatex(x.node)}`).join(' \\text{ or } ') : '\\varnothing',
    },
  ];
  const list = roots.map((x) => x.ascii).join(', ');
  let answer: AnswerDraft;
  let final: Text;
  if (q.asked === 'infinite') {
    ({ answer, final } = answerFor('infinite', k, roots, roots.map(() => 'infinite')));
  } else {
    const bounds = ['-oo', ...roots.map((x) => x.ascii), 'oo'];
    const value = roots.length ? bounds.slice(1).map((b, i) => `(${bounds[i]}, ${b})`).join(' U ') : '(-oo, oo)';
    answer = { kind: 'interval', value, latex: roots.length ? `${k} \\notin \\left\\{${roots.map((x) => toLatex(x.node)).join(', ')}\\right\\}` : `${k} \\in \\mathbb{R}`, words: asciiToWords(value) };
    final = roots.length ? text(`No solution when ${k} ∉ {${list}}.`, `Aucune solution lorsque ${k} ∉ {${list}}.`) : text(`No solution for any real ${k}.`, `Aucune solution, quel que soit le réel ${k}.`);
  }
  return {
    method: `linear_system.parameter.${q.asked}`,
    category: 'linear_system',
    steps,
    answer,
    finalAnswer: final,
    verified,
    verification: verified
      ? text(
          'Checked: the ranks recomputed from the equations give infinitely many solutions at each value found and none between them.',
          'Vérifié : les rangs recalculés à partir des équations donnent une infinité de solutions en chaque valeur trouvée et aucune entre elles.',
        )
      : undefined,
  };
}

function answerFor(asked: Case, k: string, roots: Array<{ node: MathNode; ascii: string }>, kinds: Case[]): { answer: AnswerDraft; final: Text } {
  if (asked === 'unique') {
    const bounds = ['-oo', ...roots.map((r) => r.ascii), 'oo'];
    const value = roots.length ? bounds.slice(1).map((b, i) => `(${bounds[i]}, ${b})`).join(' U ') : '(-oo, oo)';
    const latex = roots.length ? `${k} \\notin \\left\\{${roots.map((r) => toLatex(r.node)).join(', ')}\\right\\}` : `${k} \\in \\mathbb{R}`;
    const list = roots.map((r) => r.ascii).join(', ');
    return {
      answer: { kind: 'interval', value, latex, words: asciiToWords(value) },
      final: roots.length
        ? text(`Exactly one solution when ${k} ∉ {${list}}.`, `Une unique solution lorsque ${k} ∉ {${list}}.`)
        : text(`Exactly one solution for every real ${k}.`, `Une unique solution pour tout réel ${k}.`),
    };
  }
  const hits = roots.filter((_, i) => asked === 'not_unique' || kinds[i] === asked);
  const value = `[${hits.map((r) => r.ascii).join(', ')}]`;
  const list = hits.map((r) => `${k} = ${r.ascii}`).join(', ');
  const [en, fr] = asked === 'none' ? ['No solution', 'Aucune solution'] : asked === 'not_unique' ? ['No unique solution', 'Pas de solution unique'] : ['Infinitely many solutions', 'Une infinité de solutions'];
  return {
    answer: { kind: 'solutions', value, latex: hits.length ? hits.map((r) => `${k} = ${toLatex(r.node)}`).join(',\\ ') : '\\varnothing', words: asciiToWords(hits.map((r) => r.ascii).join(', ') || 'none') },
    final: hits.length
      ? text(`${en} when ${list}.`, `${fr} lorsque ${list}.`)
      : text(`${en} for no value of ${k}.`, `${fr} pour aucune valeur de ${k}.`),
  };
}
