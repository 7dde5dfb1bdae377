import { text, type Text } from '../../i18n';
import type { Outcome, StepDraft } from '../../strategy';
import { Q } from '../../cas/rational';
import { numericRank } from '../../verify/linalg';
import { rank, toAscii, toLatex, transpose, type Mat } from './matrix';
import { nullSpace } from './matrixEigen';
import { coeff } from './linearForm';
import { NotLinear, parseLinearEquation } from './linearParse';
import { FILLER } from './matrixRecognize';

/**
 * A subspace given by equations, as exercise sheets define it: « F = {(x, y, z) ∈ ℝ³ | x + 2y = 0} »,
 * "W = {(x1, x2, x3) in R^3 : x1 − x2 + 2x3 = 0}". It is the kernel of the equations' coefficient
 * matrix, so a subspace of ℝⁿ; its basis is read from the solved system and its dimension is
 * n − rank. Asked: a basis, the dimension, or whether it is a subspace; every other word must be read.
 */

const VARIABLE = String.raw`[a-z](?:_?\d)?`;
const REALS = String.raw`(?:\\mathbb\{R\}|ℝ|\bI?R)\s*(?:\^\s*\{?\s*(\d)\s*\}?|([²³])|(\d)(?![\d.,]))?`;
const SET = new RegExp(
  String.raw`(?<![\p{L}])([A-Z])\s*=\s*\\?\{\s*(?:[a-z]\s*=\s*)?\(\s*(${VARIABLE}(?:\s*,\s*${VARIABLE})+)\s*\)\s*(?:\\in|∈|in)\s*${REALS}\s*(?:\\mid|\||:|;|,|tels?\s+que|such\s+that)\s*([^{}]*?)\s*\\?\}`,
  'u',
);
/** « Soit E = ℝ³ »: the whole space named, no question. */
const WHOLE_SPACE = new RegExp(String.raw`(?<![\p{L}])[A-Z]\s*=\s*${REALS}`, 'gu');

const ASKED = {
  basis: /(?<![\p{L}])(?:basis|base)(?![\p{L}])/iu,
  dimension: /(?<![\p{L}])(?:dimension|dim)(?![\p{L}])/iu,
  subspace: /(?<![\p{L}])(?:sous[- ]espace(?:\s+vectoriel)?|(?:vector\s+|linear\s+)?subspace)(?![\p{L}])/iu,
};
const WORDS = /(?<![\p{L}])(?:montrer|d[ée]montrer|prove|verify|v[ée]rifier|ensemble|set|que|qu|en|sa|déduire|deduce|hence|thus|ainsi|alors|vectoriel|espace|space|of|de|un|une|est|is|a|an|its|et|and|puis|then|donner|give|déterminer|determine|find|trouver)(?![\p{L}])/giu;

interface Parsed {
  name: string;
  variables: string[];
  rows: Mat;
  constants: Q[];
  equations: string[];
}

function readSet(s: string): Parsed | null {
  const m = SET.exec(s);
  if (!m) return null;
  const variables = m[2].split(',').map((v) => v.trim().replace('_', ''));
  const n = Number(m[3] ?? m[5] ?? (m[4] === '²' ? 2 : m[4] === '³' ? 3 : variables.length));
  if (n !== variables.length || new Set(variables).size !== n) return null;
  const equations = m[6].split(/\s*(?:,|;|\bet\b|\band\b)\s*/u).filter((e) => e.trim().length > 0);
  if (equations.length === 0) return null;
  const rows: Mat = [];
  const constants: Q[] = [];
  for (const e of equations) {
    try {
      const eq = parseLinearEquation(e.replace(/([a-z])_(\d)/g, '$1$2'));
      if ([...eq.form.coeffs.keys()].some((k) => !variables.includes(k))) return null;
      rows.push(variables.map((v) => coeff(eq.form, v)));
      constants.push(eq.form.constant);
    } catch (err) {
      if (err instanceof NotLinear) return null;
      throw err;
    }
  }
  return { name: m[1], variables, rows, constants, equations: equations.map((e) => e.trim()) };
}

const tuple = (v: Q[]): string => `(${v.map((x) => x.toString()).join(', ')})`;

/** Undefined when the text defines no such subspace; null when it does but the question is not read. */
export function subspaceEquationsOutcome(s: string): Outcome | null | undefined {
  const set = readSet(s);
  if (!set) return undefined;
  const asked = Object.entries(ASKED).filter(([, re]) => re.test(s)).map(([k]) => k);
  if (asked.length === 0) return null;
  const rest = s
    .replace(SET, ' ')
    .replace(WHOLE_SPACE, ' ')
    .replace(new RegExp(REALS, 'gu'), ' ')
    .replace(new RegExp(String.raw`(?<![\p{L}])${set.name}(?![\p{L}])`, 'gu'), ' ')
    .replace(new RegExp(Object.values(ASKED).map((r) => r.source).join('|'), 'giu'), ' ')
    .replace(/(?<![\p{L}])(?:l|d|qu)['’]/giu, ' ')
    .replace(WORDS, ' ')
    .replace(FILLER, ' ')
    .replace(/[?!.:;,]/g, ' ');
  if (/[\p{L}\d]/u.test(rest)) return null;
  const n = set.variables.length;
  // a nonzero right-hand side: the zero vector is not in the set
  if (set.constants.some((c) => !c.isZero())) return asked.length === 1 && asked[0] === 'subspace' ? notSubspace(set) : null;
  const basis = nullSpace(set.rows);
  const r = rank(set.rows);
  const dim = n - r;
  const vars = `(${set.variables.join(', ')})`;
  const steps: StepDraft[] = [
    {
      title: text('Write the equations as a matrix', 'Écrire les équations sous forme matricielle'),
      explanation: text(
        `${set.name} is the set of solutions of a homogeneous linear system: the kernel of its coefficient matrix A, hence a subspace of R^${n}.`,
        `${set.name} est l'ensemble des solutions d'un système linéaire homogène : le noyau de sa matrice A, donc un sous-espace vectoriel de R^${n}.`,
      ),
      formula: `A = ${toLatex(set.rows)},\\quad ${set.name} = \\ker A`,
    },
    {
      title: text('Solve the system', 'Résoudre le système'),
      explanation: text(
        `Each free unknown set to 1 in turn, the others to 0, gives one vector of a basis of ${set.name}.`,
        `Chaque inconnue libre prise égale à 1 à tour de rôle, les autres à 0, donne un vecteur d'une base de ${set.name}.`,
      ),
      formula: basis.length > 0 ? `${set.name} = \\operatorname{Vect}\\left(${basis.map((v) => toLatex(v.map((x) => [x]))).join(',\\ ')}\\right)` : `${set.name} = \\{0\\}`,
    },
    {
      title: text('Count', 'Compter'),
      explanation: text(`dim ${set.name} = ${n} − rank A = ${n} − ${r} = ${dim}.`, `dim ${set.name} = ${n} − rg A = ${n} − ${r} = ${dim}.`),
    },
  ];
  const satisfied = basis.every((v) => set.rows.every((row) => row.reduce((acc, a, j) => acc.add(a.mul(v[j])), Q.ZERO).isZero()));
  const verified = satisfied && (basis.length === 0 || numericRank(basis.map((v) => v.map((x) => x.toNumber()))) === basis.length) && basis.length === dim;
  const check = text(
    `Checked: each basis vector satisfies the equations of ${set.name}, the vectors are independent (rank in floating point) and there are n − rank A of them.`,
    `Vérifié : chaque vecteur de la base vérifie les équations de ${set.name}, les vecteurs sont libres (rang en virgule flottante) et il y en a n − rg A.`,
  );
  const kept = basis.map(tuple).join(', ');
  const parts: Text[] = [];
  if (asked.includes('subspace')) parts.push(text(`${set.name} = ker A is a subspace of R^${n}`, `${set.name} = ker A est un sous-espace vectoriel de R^${n}`));
  if (asked.includes('basis')) parts.push(text(`basis: ${kept || '∅'}`, `base : ${kept || '∅'}`));
  if (asked.includes('dimension') || asked.includes('basis')) parts.push(text(`dim ${set.name} = ${dim}`, `dim ${set.name} = ${dim}`));
  const final = text(parts.map((p) => p.en).join('; '), parts.map((p) => p.fr).join(' ; '));
  const value = asked.includes('basis') ? toAscii(transpose(basis)) : String(dim);
  return {
    method: 'vectors.subspace_equations',
    category: 'matrix',
    steps,
    answer:
      asked.includes('basis') && basis.length > 0
        ? { kind: 'matrix', value, latex: toLatex(transpose(basis)), words: text(`${vars} ∈ Vect${kept}`, `${vars} ∈ Vect${kept}`) }
        : asked.includes('dimension')
          ? { kind: 'expr', value: String(dim), latex: String(dim), words: text(String(dim), String(dim)) }
          : { kind: 'bool', value: 'True', latex: '\\text{True}', words: text('yes', 'oui') },
    finalAnswer: final,
    verified,
    verification: verified ? check : undefined,
  };
}

/** x + y = 1 defines no subspace: the zero vector does not satisfy it. */
function notSubspace(set: Parsed): Outcome {
  const i = set.constants.findIndex((c) => !c.isZero());
  const verdict = text(
    `The zero vector does not satisfy ${set.equations[i]}: ${set.name} is not a subspace.`,
    `Le vecteur nul ne vérifie pas ${set.equations[i]} : ${set.name} n'est pas un sous-espace vectoriel.`,
  );
  return {
    method: 'vectors.subspace_equations',
    category: 'matrix',
    steps: [{ title: text('Test the zero vector', 'Tester le vecteur nul'), explanation: verdict }],
    answer: { kind: 'bool', value: 'False', latex: '\\text{False}', words: text('no', 'non') },
    finalAnswer: verdict,
    verified: true,
    verification: text('Checked: substituting 0 for every unknown leaves a nonzero constant.', 'Vérifié : remplacer chaque inconnue par 0 laisse une constante non nulle.'),
  };
}
