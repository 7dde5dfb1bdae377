import { text, type Text } from '../../i18n';
import type { StepDraft } from '../../strategy';
import { Q } from '../../cas/rational';
import { nullSpace } from './matrixEigen';
import { transpose } from './matrix';

/**
 * A dependence relation among vectors ("If not, find an explicit dependence relation", « préciser
 * leur relation de dépendance »): a nonzero solution c of c₁v₁ + … + cₖvₖ = 0, read from the kernel
 * of the matrix whose columns are the vectors, with integer coefficients and the vectors named as
 * the question names them.
 */
export const RELATION_ASKED =
  /(?:,?\s*(?:(?:and|et|if\s+not|if\s+so|sinon|si\s+oui|si\s+non|otherwise)\s*,?\s*)?(?:find|give|write|determine|pr[ée]ciser|donner|trouver|[ée]crire|d[ée]terminer)\s+)?(?:an?\s+|une\s+|la\s+|leur\s+|the\s+|their\s+)?(?:explicit\s+|explicite\s+)?(?:(?:linear\s+)?(?:dependence|dependency)\s+relation|relation\s+(?:de\s+d[ée]pendance|lin[ée]aire)(?:\s+explicite)?)(?:\s+(?:between\s+them|entre\s+(?:eux|elles)))?/giu;

/** The name written before each vector: "u = (…)", "v_2 = (…)", "v1 (…)"; v₁, v₂, … when one is missing. */
export function vectorNames(s: string, starts: number[]): string[] {
  const names = starts.map((at) => /(?<![\p{L}])([a-zA-Z])\s*_?\{?\s*(\d)?\s*\}?\s*=?\s*$/u.exec(s.slice(Math.max(0, at - 8), at)));
  const typed = names.map((m) => (m ? `${m[1]}${m[2] ? subscript(m[2]) : ''}` : null));
  const distinct = new Set(typed);
  if (typed.some((t) => t === null) || distinct.size !== typed.length) return starts.map((_, i) => `v${subscript(String(i + 1))}`);
  return typed as string[];
}

const subscript = (d: string): string => [...d].map((c) => '₀₁₂₃₄₅₆₇₈₉'[Number(c)]).join('');

/** c₁v₁ + … + cₖvₖ written with its signs: "u − 2v − w". */
function combination(c: Q[], names: string[]): string {
  let out = '';
  c.forEach((x, i) => {
    if (x.isZero()) return;
    const abs = x.abs();
    const coef = abs.isOne() ? '' : abs.toString();
    const sign = x.isNegative() ? (out ? ' − ' : '−') : out ? ' + ' : '';
    out += `${sign}${coef}${names[i]}`;
  });
  return out;
}

export interface Relation {
  coefficients: Q[];
  step: StepDraft;
  final: Text;
  /** Σ cᵢvᵢ computed again in floating point is zero. */
  verified: boolean;
}

/** One dependence relation, or null when the vectors are independent. */
export function dependenceRelation(vs: Q[][], names: string[]): Relation | null {
  const kernel = nullSpace(transpose(vs));
  if (kernel.length === 0) return null;
  const c0 = kernel[0];
  const lead = c0.find((x) => !x.isZero());
  const c = lead?.isNegative() ? c0.map((x) => x.neg()) : c0;
  const rel = `${combination(c, names)} = 0`;
  const sum = vs[0].map((_, k) => vs.reduce((acc, v, i) => acc + c[i].toNumber() * v[k].toNumber(), 0));
  const verified = c.some((x) => !x.isZero()) && sum.every((x) => Math.abs(x) < 1e-9);
  return {
    coefficients: c,
    step: {
      title: text('Find a relation', 'Trouver une relation'),
      explanation: text(
        'A nonzero solution of c₁v₁ + … + cₖvₖ = 0 is a vector of the kernel of the matrix whose columns are the vectors.',
        'Une solution non nulle de c₁v₁ + … + cₖvₖ = 0 est un vecteur du noyau de la matrice dont les colonnes sont les vecteurs.',
      ),
      formula: rel.replace(/−/g, '-'),
    },
    final: text(`relation: ${rel}`, `relation : ${rel}`),
    verified,
  };
}
