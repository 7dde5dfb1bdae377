import { SolverError } from '../errors';
import { text } from '../i18n';
import { parseCalc } from '../strategies/derivative/latex';
import { fromMathJson } from '../strategies/derivative/mathjson';
import { freeVars, type Ex } from '../strategies/derivative/expr';
import { derivative } from '../strategies/derivative/differentiate';
import { simplify } from '../strategies/derivative/simplify';
import { toAscii } from '../strategies/derivative/print';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';

/**
 * Vector calculus as students write it, in English and French: "gradient of f(x,y,z) = x²y + yz³",
 * "∇f", "divergence of F = (x²y, yz, xz²)", "∇ · F", "curl F for F = yz i + xz j + xy k",
 * "rotationnel de F = (−y, x, z)", "Laplacian of f", "Δf pour f = …", "Hessian matrix of f",
 * "jacobien de l'application (x, y) ↦ (eˣ cos y, eˣ sin y)", "directional derivative of f at
 * (1, 1, 1) in the direction of (1, 2, 2)", "dérivée directionnelle … au point … dans la direction
 * du vecteur …".
 */
const OPS: Array<[TaskOf<'vector'>['op'], RegExp]> = [
  ['directional', /directional\s+derivative|d[ée]riv[ée]e\s+directionnelle|\bD_\s*\{?\s*(?:u|v)\s*\}?\s*f/i],
  // "the second partial derivatives" (all of them) are the Hessian's entries
  ['hessian', /\bhessi(?:an|enne)\b|\b(?:all\s+(?:the\s+)?)?second[- ](?:order\s+)?partial\s+derivatives\b|\b(?:toutes\s+les\s+)?d[ée]riv[ée]es\s+partielles\s+(?:secondes|d['’]ordre\s+(?:2|deux))\b/i],
  ['jacobian', /\bjacobi(?:an|en|enne)\b/i],
  ['laplacian', /\blaplaci(?:an|en)\b|(?:^|[\s(])(?:Δ|∆|\\Delta\s*)\s*[fguφ]\b|(?:∇|\\nabla)\s*\^\s*\{?2\}?\s*[fgu]\b/i],
  ['curl', /\bcurl\b|\brot(?:ationnel)?\b|(?:∇|\\nabla)\s*(?:×|\\times|x\b)/i],
  ['divergence', /\bdiv(?:ergence)?\b|(?:∇|\\nabla)\s*(?:·|\\cdot|\.)/i],
  ['gradient', /\bgrad(?:ient)?\b|(?:∇|\\nabla)\s*[fgu]\b/i],
];

const unreadableField = (): SolverError =>
  new SolverError('parse', text(
    'We could not read the function or the field: write f(x, y) = …, or F = (P, Q, R).',
    "Nous n'avons pas pu lire la fonction ou le champ : écrivez f(x, y) = …, ou F = (P, Q, R).",
  ));

/** Top-level pieces of a bracketed list "(a, b, c)" / "<a, b>" / "[a, b]". */
function listOf(s: string): string[] | null {
  const m = /^\s*[(<[⟨]\s*(.*)\s*[)>\]⟩]\s*$/.exec(s);
  if (!m) return null;
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  const body = m[1];
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth--;
    else if ((c === ',' || c === ';') && depth === 0) {
      out.push(body.slice(start, i).trim());
      start = i + 1;
    }
  }
  out.push(body.slice(start).trim());
  return out.length >= 2 && out.every((x) => x !== '') ? out : null;
}

/** P i + Q j + R k: the coefficients of the unit vectors (read with placeholder letters). */
function unitVectors(s: string): string[] | null {
  if (!/(?<![A-Za-z])[ijk](?![A-Za-z(])/.test(s)) return null;
  const marked = s.replace(/(?<![A-Za-z])([ijk])(?![A-Za-z(])/g, (_m, u: string) => ` ${{ i: 'alpha', j: 'beta', k: 'gamma' }[u]} `);
  let e: Ex;
  try {
    e = fromMathJson(parseCalc(marked));
  } catch {
    return null;
  }
  const units = ['alpha', 'beta', 'gamma'].filter((u) => freeVars(e).has(u));
  if (units.length < 2) return null;
  const n = freeVars(e).has('gamma') ? 3 : 2;
  return ['alpha', 'beta', 'gamma'].slice(0, n).map((u) => toAscii(simplify(derivative(e, u))));
}

const ORDER = ['x', 'y', 'z', 't', 'w'];

function sortVariables(vars: Iterable<string>): string[] {
  return [...vars].sort((a, b) => (ORDER.indexOf(a) + 1 || 99) - (ORDER.indexOf(b) + 1 || 99) || a.localeCompare(b));
}

function ascii(s: string): string {
  return toAscii(fromMathJson(parseCalc(s)));
}

export function readVector(problem: ProblemInput): TaskOf<'vector'> | SolverError | null {
  const t = problem.text;
  const hit = OPS.find(([, re]) => re.test(t));
  if (!hit) return null;
  const op = hit[0];
  // "the gradient of the curve y = x² at x = 2" is a slope: the derivative reader's
  if (op === 'gradient' && /gradient\s+(?:of|to)\s+(?:the\s+)?(?:curve|line|tangent|graph|secant)|\bat\s+[a-z]\s*=/i.test(t)) return null;
  // the point ("at (1, 2, 3)", "au point (0, 0)") and the direction ("in the direction of (1, 2, 2)")
  let rest = t;
  let at: string[] | undefined;
  let direction: string[] | undefined;
  const dir = /(?:in\s+the\s+direction\s+(?:of\s+)?(?:the\s+(?:vector\s+)?)?|dans\s+la\s+direction\s+(?:du\s+vecteur\s+|de\s+)?|(?:along|selon)\s+(?:the\s+vector\s+|le\s+vecteur\s+)?|,?\s*u\s*=\s*)(?:the\s+unit\s+vector\s+)?(?:[a-z]\s*=\s*)?([(<[⟨][^)>\]⟩]*[)>\]⟩])/i.exec(rest);
  if (dir) {
    direction = listOf(dir[1]) ?? undefined;
    rest = rest.replace(dir[0], ' ');
  }
  const pt = /(?:\bat\s+(?:the\s+point\s+)?|au\s+point\s+|\ben\s+)([(<[][^)>\]]*[)>\]])/i.exec(rest);
  if (pt) {
    at = listOf(pt[1]) ?? undefined;
    rest = rest.replace(pt[0], ' ');
  }
  const fPoint = /\b[a-zA-Z]\s*\(\s*(-?[\d./]+(?:\s*,\s*-?[\d./]+){1,3})\s*\)/.exec(rest.replace(/(?:=|pour|for|where|où)\s.*$/, ''));
  if (!at && fPoint && op === 'directional') at = fPoint[1].split(/\s*,\s*/);
  // the function or field: after "=", or after the operator's word and "of"/"de"
  const mapsTo = /\(([^()]*)\)\s*(?:↦|\|->|->|\\mapsto|→)\s*(\(.*\))/.exec(rest);
  let declared: string[] | null = null;
  let body: string | null = null;
  if (mapsTo) {
    declared = mapsTo[1].split(/\s*,\s*/);
    body = mapsTo[2];
  } else {
    const eq = /\b([A-Za-z])\s*(?:\(\s*([a-z](?:\s*,\s*[a-z]){0,3})\s*\))?\s*=\s*(.+?)\s*[.?!]?\s*$/.exec(rest);
    if (eq) {
      declared = eq[2] ? eq[2].split(/\s*,\s*/) : null;
      body = eq[3];
    } else {
      const of = /(?:\bof|\bde(?:\s+la\s+fonction)?|\bdu|\bpour|\bfor)\s+(.+?)\s*[.?!]?\s*$/i.exec(rest);
      body = of ? of[1] : null;
    }
  }
  if (!body) return unreadableField();
  body = body.replace(/\s*,?\s*(?:u\s+the\s+unit\s+vector.*|where.*|o[ùu]\s.*)$/i, '').trim();
  let components: string[];
  try {
    const list = listOf(body);
    // "xyz" in a function of x, y, z is the product x·y·z
    components = (list ?? unitVectors(body) ?? [body]).map((c) => ascii(c.replace(/(?<![A-Za-z])([xyz]{2,3})(?![A-Za-z(])/g, (m) => [...m].join('*'))));
  } catch {
    return unreadableField();
  }
  const vectorIn = op === 'divergence' || op === 'curl' || op === 'jacobian';
  // one variable: a slope or an ordinary derivative, not vector calculus
  if (!vectorIn && components.length === 1 && freeVars(fromMathJson(parseCalc(components[0]))).size <= 1 && op === 'gradient') return null;
  if (vectorIn !== components.length > 1) return null;
  if (op === 'curl' && components.length !== 3) return null;
  const letters = new Set<string>();
  for (const c of components) for (const v of freeVars(fromMathJson(parseCalc(c)))) if (v !== 'e' && v !== 'pi') letters.add(v);
  let variables = declared ?? sortVariables(letters);
  if (!declared && vectorIn) variables = ORDER.slice(0, Math.max(components.length, variables.length)).filter((v, k) => k < components.length || letters.has(v));
  if (variables.length === 0 || variables.length > 4) return null;
  return {
    kind: 'vector',
    op,
    components,
    variables,
    ...(at ? { at: at.map(ascii) } : {}),
    ...(direction ? { direction: direction.map(ascii) } : {}),
    ...(op === 'jacobian' && /matri(?:x|ce)/i.test(t) ? { matrix: true } : {}),
  };
}
