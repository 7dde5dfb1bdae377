import { SolverError } from '../../errors';
import { text } from '../../i18n';
import type { Outcome, StepDraft } from '../../strategy';
import { casSolve, freeSymbols, simplify, substitute, type MathNode } from '../../cas';
import { toAscii } from '../../format/ascii';
import { toLatex } from '../../format/latex';
import { asciiToWords } from '../../format/words';
import { evaluateReal } from '../../verify/numeric';
import { numericDet } from '../../verify/linalg';
import { det, type SymMat } from './symbolicMatrix';
import { exactRealRoots } from './exactRoots';

/** "for which k", "find k such that", « pour quelle(s) valeur(s) de k », « déterminer k tel que »,
 * « les valeurs de m pour lesquelles ». */
export const ASKS_VALUES = /\bfor\s+(?:which|what)\b|\b(?:the\s+)?values?(?:\(s\))?\s+of\s+\$?[a-z]\b|\bvaleurs?\s+(?:du\s+r[ée]el\s+|du\s+param[èe]tre\s+)?(?:de\s+)?[a-z]\b|\bpour\s+lesquel(?:le)?s\b|\bfind\s+(?:all\s+)?(?:the\s+)?(?:values?\s+of\s+)?[a-z]\s+(?:such|so)\s+that|\bpour\s+quel(?:le)?s?\b|\bd[ée]terminer\s+(?:les\s+r[ée]els\s+)?[a-z]\s+tels?\s+que|(?:[àa]\s+)?quelles?\s+conditions?\s+(?:sur\s+(?:le\s+(?:r[ée]el|param[èe]tre)\s+)?[a-z]\b|portant\s+sur\s+[a-z]\b)|\bunder\s+what\s+conditions?\s+on\s+[a-z]\b|\bif\s+and\s+only\s+if\s+[a-z]\s+(?:is\s+not\s+equal\s+to|does\s+not\s+equal|≠|!=)\s+(?:what|which\s+values?)\b/i;
/** Singular, or its determinant 0: "det(A) = 0", "the determinant is zero", « déterminant nul ». */
/** det A = 0 asked in any of its words; « le déterminant D_m = |…| est-il nul ? », "does the determinant vanish" with the matrix between. */
export const SINGULAR = /\bd[ée]terminant\b[^?]*?\b(?:est-il\s+nul|s['’]annule|vanish\w*|is\s+(?:it\s+)?(?:zero|0))(?![\p{L}])|\bdet\w*\s*(?:\(.*\)|A|M|\[\s*\[.*\]\s*\]|\[[^[\]]*;[^[\]]*\])?\s*=\s*0\b|\bdet\w*\s+(?:is\s+)?(?:zero|0)\b|\bd[ée]terminant\s+(?:est\s+)?nul\b|\bsingular\b|\bnot\s+invertible|\bnon[- ]?invertible|\bhas\s+no\s+inverse|\b(?:does\s+not|doesn['’]t)\b[^?]{0,200}?\bhave\s+an\s+inverse\b|\bif\s+and\s+only\s+if\s+[a-z]\s+(?:is\s+not\s+equal\s+to|does\s+not\s+equal|≠|!=)\s+(?:what|which\s+values?)\b|n['’]\s*est(?:-(?:t-)?(?:elle|il))?\s+pas\s+inversible|\bnon\s+inversible|\bsinguli[èe]re\b/iu;
export const INVERTIBLE = /\binvertible\b|\binversible\b|\bhas\s+an\s+inverse\b/i;

/**
 * The values of a matrix's one letter for which it is singular (det A = 0) or invertible (every
 * other value), as asked or as `want` says; undefined when the question is not of this kind. The roots are checked by the
 * determinant computed numerically at each, and their number by a sign scan of det A.
 */
export function parameterValues(m: SymMat, question: string, want?: 'singular' | 'invertible'): Outcome | null | undefined {
  if (!ASKS_VALUES.test(question)) return undefined;
  // the property said by the caller (vectors dependent or independent), else read in the question
  const singular = want ? want === 'singular' : SINGULAR.test(question);
  if (!want && !singular && !INVERTIBLE.test(question)) return undefined;
  const letters = [...new Set(m.flatMap((r) => r.flatMap((c) => [...freeSymbols(c)])))];
  if (letters.length !== 1 || m.some((r) => r.length !== m.length)) return null;
  const [k] = letters;
  const d = simplify(det(m));
  // exact roots first: a numeric solver gives a cubic's irrational roots as decimals
  const roots = (exactRealRoots(d, k) ?? casSolve(['Equal', d, 0], k) ?? [])
    .map((r) => ({ node: r, value: evaluateReal(toAscii(r)) }))
    .filter((r): r is { node: MathNode; value: number } => r.value !== null && Number.isFinite(r.value))
    .sort((a, b) => a.value - b.value);
  if (roots.length === 0 && !toAscii(d).includes(k)) throw new SolverError('unsupported', text('The determinant does not depend on the letter.', 'Le déterminant ne dépend pas de la lettre.'));
  const detAt = (v: number): number | null => {
    const rows = m.map((r) => r.map((c) => evaluateReal(toAscii(substitute(c, k, v)))));
    return rows.some((r) => r.some((x) => x === null)) ? null : numericDet(rows as number[][]);
  };
  const verified = roots.every((r) => Math.abs(detAt(r.value) ?? Infinity) < 1e-9) && signChanges(detAt) <= roots.length;
  const rootsAscii = roots.map((r) => toAscii(r.node));
  // exact input, exact answer: roots the CAS only found as decimals are not given
  if (rootsAscii.some((r) => /\d\.\d/.test(r))) return null;
  const steps: StepDraft[] = [
    {
      title: text('Compute the determinant', 'Calculer le déterminant'),
      explanation: text(`A square matrix is invertible exactly when its determinant is not 0.`, `Une matrice carrée est inversible si et seulement si son déterminant n'est pas nul.`),
      formula: `\\det A = ${toLatex(d)}`,
    },
    {
      title: text('Solve det A = 0', 'Résoudre det A = 0'),
      explanation: roots.length ? text(`The values of ${k} that make the matrix singular.`, `Les valeurs de ${k} qui rendent la matrice non inversible.`) : text('No real value cancels it.', "Aucune valeur réelle ne l'annule."),
      formula: `${toLatex(d)} = 0 \\iff ${roots.length ? roots.map((r) => `${k} = ${toLatex(r.node)}`).join(' \\text{ or } ') : '\\varnothing'}`,
    },
  ];
  if (singular) {
    const value = `[${rootsAscii.join(', ')}]`;
    const latex = roots.length ? roots.map((r) => `${k} = ${toLatex(r.node)}`).join(',\\ ') : '\\varnothing';
    return done('matrix.symbolic.singular_values', steps, { kind: 'solutions', value, latex, words: asciiToWords(rootsAscii.join(', ') || 'none') }, verified);
  }
  const bounds = ['-oo', ...rootsAscii, 'oo'];
  const value = roots.length ? bounds.slice(1).map((b, i) => `(${bounds[i]}, ${b})`).join(' U ') : '(-oo, oo)';
  const latex = roots.length ? `${k} \\notin \\left\\{${roots.map((r) => toLatex(r.node)).join(', ')}\\right\\}` : `${k} \\in \\mathbb{R}`;
  return done('matrix.symbolic.invertible_values', steps, { kind: 'interval', value, latex, words: asciiToWords(value) }, verified);
}

/** Sign changes of det A between −100 and 100 (a lower bound on its real roots' count). */
export function signChanges(f: (v: number) => number | null): number {
  let count = 0;
  let previous: number | null = null;
  for (let v = -100; v <= 100; v += 0.02) {
    const y = f(v);
    if (y === null || y === 0) continue;
    if (previous !== null && Math.sign(y) !== Math.sign(previous)) count++;
    previous = y;
  }
  return count;
}

function done(method: string, steps: StepDraft[], answer: Outcome['answer'] & object, verified: boolean): Outcome {
  return {
    method,
    category: 'matrix',
    steps,
    answer,
    finalAnswer: text(answer.value, answer.value),
    verified,
    verification: verified ? text('Checked: the determinant computed numerically vanishes at each value, and a sign scan finds no other root.', "Vérifié : le déterminant calculé numériquement s'annule en chaque valeur, et un balayage des signes ne trouve pas d'autre racine.") : undefined,
  };
}
