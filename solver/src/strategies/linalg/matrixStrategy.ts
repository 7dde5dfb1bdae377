import { SolverError } from '../../errors';
import { text, type Text } from '../../i18n';
import type { AnswerDraft, Outcome, ProblemInput, SolveContext, StepDraft, Strategy } from '../../strategy';
import {
  matClose,
  numericDet,
  numericMul,
  numericRank,
  verifyEigenvalues,
  verifyEigenvector,
  verifyMatrixExpression,
  type NumMat,
} from '../../verify/linalg';
import { asciiToWords } from '../../format/words';
import { Q } from '../../cas/rational';
import { cols, detCofactor, isSquare, minor, mul, rank, rowOpLatex, rowReduce, toAscii, toLatex, trace, transpose, type Mat } from './matrix';
import { evaluateMatrixExpr, matrixExprToMathjs, NotMatrixExpr, type ExprResult } from './matrixExpr';
import { recognizeMatrixProblem, type MatrixProblem, type MatrixTask } from './matrixRecognize';
import type { EigenRequest } from './eigenRequest';
import { determinantSteps } from './matrixDeterminant';
import { POWER_N, powerNOutcome } from './matrixPowerN';
import { largePowerOutcome, powerNByEigen } from './matrixPowerDiag';
import { linearSolveOutcome } from './matrixSolve';
import { vectorFamilyOutcome } from './vectorFamily';
import { namedBasesOutcome } from './namedBases';
import { familyValuesOutcome } from './familyParameter';
import { gramSchmidtOutcome } from './gramSchmidt';
import { planeProjectionOutcome } from './planeProjection';
import { expandLinearMap, mapMatrixOutcome } from './linearMap';
import { mapInBasisOutcome } from './mapInBasis';
import { mapPropertyOutcome } from './mapProperty';
import { matrixCheckOutcome } from './matrixChecks';
import { powerCheckOutcome } from './powerChecks';
import { minimalPolynomialOutcome } from './minimalPolynomial';
import { eigenspaceDimensionOutcome } from './eigenspaceDimension';
import { jordanOutcome } from './jordan';
import { expandEntryRule } from './entryRule';
import { expandPattern } from './patternMatrix';
import { augmentedSystem } from './augmentedSystem';
import { subspaceEquationsOutcome } from './subspaceEquations';
import { eigenTestOutcome } from './eigenTest';
import { definitenessOutcome } from './definiteness';
import { matrixIdentityOutcome } from './matrixIdentity';
import { linearSystemStrategy } from './system';
import { inverseSteps } from './matrixInverse';
import { cayleyHamiltonInverse } from './cayleyHamiltonInverse';
import { eigenvalues, eigenvectors, fmtApprox, nullSpace, vectorLatex, type Eigenvalue } from './matrixEigen';
import { charPoly, polyToAscii, polyToLatex, surdToAscii, surdToLatex, surdToNumber } from './polynomial';
import { distinctRealRoots, isSquarefree } from './realRoots';
import { assertSymmetric, orthogonalDiagonalOutcome, type EigenGroup } from './orthogonalDiagonal';
import { orthogonalSurdOutcome, surdEigenOutcome, surdPowerN } from './surdEigen';
import { matrixName } from './matrixName';
import { asciiLetter, factoredPoly, latexLetter, type CharpolyForm } from './charpolyForm';

/**
 * Matrices with exact rational entries: determinant, inverse, rank, reduced row echelon form,
 * transpose, trace, eigenvalues and eigenvectors, characteristic polynomial, and arithmetic
 * (products, sums, scalar multiples, powers).
 */
export const matrixStrategy: Strategy = {
  name: 'matrix',
  solve(problem: ProblemInput, ctx: SolveContext): Outcome | null {
    // "solve the system whose augmented matrix is …": the system written out, then solved as typed
    const aug = augmentedSystem(problem.text);
    if (aug) {
      const o = linearSystemStrategy.solve({ raw: aug.system, text: aug.system, ...(problem.subject ? { subject: problem.subject } : {}) }, ctx);
      return o && { ...o, steps: [aug.step, ...o.steps] };
    }
    // "the 4×4 matrix with entries a_ij = min(i, j)": the matrix written out first
    // "f(x, y, z) = (x + y, y − z, x + z)": the map's matrix first, or the answer when it is asked
    const map = expandLinearMap(problem.text);
    if (map?.matrixOnly) return mapMatrixOutcome(map);
    // "the matrix of f in the basis B' = …": P⁻¹ M P
    const inBasis = map && mapInBasisOutcome(map);
    if (inBasis) return inBasis;
    const rule = map ?? expandEntryRule(problem.text) ?? expandPattern(problem.text);
    if (!rule) return solveMatrix(problem, ctx);
    const o = solveMatrix({ ...problem, text: rule.text }, ctx);
    // "find the matrix of T and its determinant": the matrix is an answer too, never only a step
    if (o && map?.matrixAsked) return bothOutcome([mapMatrixOutcome(map), o]);
    return o && { ...o, steps: [rule.step, ...o.steps] };
  },
};

/**
 * The problem as one operation on one matrix written out, when none of the readings tried before
 * it by these methods (an augmented system, a linear map, an entry rule, a family of vectors, an
 * eigenvector to test, an identity to check) claims the text: what the reader may state back.
 */
export function plainMatrixProblem(text: string): MatrixProblem | null {
  try {
    if (augmentedSystem(text) || expandLinearMap(text) || expandEntryRule(text) || expandPattern(text)) return null;
    const claimed = [familyValuesOutcome, gramSchmidtOutcome, planeProjectionOutcome, namedBasesOutcome, vectorFamilyOutcome].some((f) => f(text) !== undefined);
    if (claimed || eigenTestOutcome(text) || matrixIdentityOutcome(text) || definitenessOutcome(text)) return null;
  } catch (e) {
    if (e instanceof SolverError) return null;
    throw e;
  }
  return recognizeMatrixProblem(text);
}

/** The matrix methods on the text as read. */
function solveMatrix(problem: ProblemInput, ctx: SolveContext): Outcome | null {
  const withLetter = familyValuesOutcome(problem.text) ?? gramSchmidtOutcome(problem.text) ?? planeProjectionOutcome(problem.text);
  if (withLetter !== undefined) return withLetter;
  const family = vectorFamilyOutcome(problem.text);
  if (family !== undefined) return family;
  const subspace = subspaceEquationsOutcome(problem.text);
  if (subspace !== undefined) return subspace;
  const test = eigenTestOutcome(problem.text) ?? matrixIdentityOutcome(problem.text);
  if (test) return test;
  const mp = recognizeMatrixProblem(problem.text);
  if (!mp) return null;
  if (mp.system) return linearSolveOutcome(mp.matrices[mp.system.a], mp.matrices[mp.system.b], mp.task === 'least_squares');
  if (mp.task === 'expression' && mp.exprs) return severalOutcome(mp, ctx);
  if (mp.split && !isNilpotentShift(mp.matrices[0], mp.split)) {
    const l = mp.split.toString();
    throw new SolverError('unsupported', text(`A − ${l}I is not nilpotent: A is not ${l}I + N with N nilpotent.`, `A − ${l}I n'est pas nilpotente : A ne s'écrit pas ${l}I + N avec N nilpotente.`));
  }
  // Aⁿ for every n: Cayley–Hamilton, not a number of products
  const powerN = mp.task === 'expression' && mp.matrices.length === 1 ? POWER_N.exec(mp.expr) : null;
  const general = (n: string): Outcome | null =>
    powerNOutcome(mp.matrices[0], n) ?? (isSquare(mp.matrices[0]) ? powerNByEigen(mp.matrices[0], n) ?? surdPowerN(mp.matrices[0], n, eigenvalues(mp.matrices[0]).values) : null);
  if (powerN) return general(powerN[1]);
  // A¹⁰⁰: too many products to show one by one; the formula for Aⁿ at that n
  const large = mp.task === 'expression' && mp.matrices.length === 1 ? /^⟦0⟧\s*\^\s*\(?\{?\s*(\d+)\s*\}?\)?$/.exec(mp.expr) : null;
  if (large && Number(large[1]) > 64) return largePowerOutcome(mp.matrices[0], Number(large[1]), general('n'));
  let target: ExprResult;
  try {
    target = evaluateMatrixExpr(mp.expr, mp.matrices, () => ctx.checkTime());
  } catch (e) {
    if (e instanceof NotMatrixExpr) {
      if (/sizes|non-square/.test(e.message)) throw new SolverError('unsupported', SIZE_ERROR);
      return null;
    }
    throw e;
  }
  if (mp.task === 'expression') return expressionOutcome(mp, target);
  if (target.value.kind !== 'mat') return null;
  const a = target.value.m;
  const pre = target.steps;
  const square = isSquare(a);
  const needsSquare = ['jordan', 'det', 'inverse', 'invertible', 'eigenvalues', 'eigenvectors', 'charpoly', 'minpoly', 'idempotent', 'nilpotent', 'involutory', 'trace', 'adjugate', 'cofactors', 'entry_cofactor'];
  if (!square && (mp.tasks ?? [mp.task]).some((t) => needsSquare.includes(t))) throw new SolverError('unsupported', SQUARE_ERROR);
  if (a.length > 8 || cols(a) > 8) throw new SolverError('too_large', text('This matrix is too large (at most 8×8).', 'Cette matrice est trop grande (au plus 8×8).'));
  const na = toNum(a);
  if (mp.tasks) return bothOutcome(mp.tasks.map((t) => oneTask(t, mp, problem, a, na, pre, ctx)));
  return oneTask(mp.task, mp, problem, a, na, pre, ctx);
}

function oneTask(task: MatrixTask, mp: MatrixProblem, problem: ProblemInput, a: Mat, na: NumMat, pre: StepDraft[], ctx: SolveContext): Outcome | null {
  switch (task) {
    case 'det':
      return detOutcome(a, na, pre, ctx);
    case 'invertible':
      return invertibleOutcome(a, na, pre, ctx, problem.text);
    case 'inverse':
      // "Is A invertible? If so, find its inverse": answered yes or no, the inverse with the yes
      return ASKS_INVERTIBLE.test(problem.text) ? invertibleWithInverse(inverseOutcome(a, na, pre, ctx, mp.cayleyHamilton)) : inverseOutcome(a, na, pre, ctx, mp.cayleyHamilton);
    case 'rank':
      return rankOutcome(a, na, pre, ctx);
    case 'jordan':
      return jordanOutcome(a, na, pre);
    case 'symmetric':
    case 'skew_symmetric':
    case 'orthogonal':
      return matrixCheckOutcome(task, a, na, pre);
    case 'idempotent':
    case 'nilpotent':
    case 'involutory':
      return powerCheckOutcome(task, a, na, pre, mp.nilpotentIndex === true);
    case 'minpoly':
      return minimalPolynomialOutcome(a, na, pre);
    case 'injective':
    case 'surjective':
    case 'bijective': {
      const r = reductionSteps(a, false, ctx);
      return mapPropertyOutcome(task, a, na, [...pre, ...r.steps], r.pivots.length);
    }
    case 'nullity':
      return nullityOutcome(a, na, pre, ctx);
    case 'kernel':
      return kernelOutcome(a, na, pre, ctx, mp.request?.scale ?? null);
    case 'columns':
      return columnSpaceOutcome(a, na, pre, ctx);
    case 'rows':
      return rowSpaceOutcome(a, na, pre, ctx);
    case 'adjugate':
    case 'cofactors':
      return cofactorOutcome(a, na, pre, task === 'adjugate', ctx);
    case 'rref':
      return rrefOutcome(a, na, pre, ctx);
    case 'transpose':
      return transposeOutcome(a, pre);
    case 'trace':
      return traceOutcome(a, na, pre);
    case 'eigenvalues':
      return eigenvaluesOutcome(a, na, pre, ctx);
    case 'eigenvectors':
      // (shown, then P and D asked: the diagonalisation is the answer, the yes said by it)
      if ((ASKS_DIAGONALISABLE.test(problem.text) || (SHOWS_DIAGONALISABLE.test(problem.text) && !mp.request?.asksP && !mp.request?.asksD)) && !mp.orthogonal) return diagonalisableAsked(problem.text, a, na, pre, ctx, mp.request);
      if (mp.request?.asksDimension) return mp.request.eigenvalue ? eigenspaceDimensionOutcome(a, na, pre, mp.request.eigenvalue) : null;
      return eigenvectorsOutcome(a, na, pre, ctx, mp.request, mp.orthogonal === true);
    case 'charpoly':
      return charpolyOutcome(a, na, pre, mp.charpolyForm);
    case 'entry_cofactor':
      return mp.entry ? entryCofactorOutcome(a, na, pre, mp.entry) : null;
    default:
      return null;
  }
}

/** One minor Mᵢⱼ (the determinant without row i and column j) or cofactor Cᵢⱼ = (−1)^(i+j) Mᵢⱼ. */
function entryCofactorOutcome(a: Mat, na: NumMat, pre: StepDraft[], at: { i: number; j: number; minor: boolean }): Outcome | null {
  if (at.i >= a.length || at.j >= a.length || a.length < 2) return null;
  const sub = minor(a, at.i, at.j);
  const m = detCofactor(sub);
  const value = at.minor || (at.i + at.j) % 2 === 0 ? m : m.neg();
  const [r, c] = [at.i + 1, at.j + 1];
  const steps: StepDraft[] = [
    ...pre,
    {
      title: text(`Delete row ${r} and column ${c}`, `Supprimer la ligne ${r} et la colonne ${c}`),
      explanation: text(`The minor M${r}${c} is the determinant of what is left.`, `Le mineur M${r}${c} est le déterminant de ce qui reste.`),
      formula: `M_{${r}${c}} = \\det ${toLatex(sub)} = ${m.toLatex()}`,
    },
  ];
  if (!at.minor) {
    steps.push({
      title: text('Apply the sign (−1)^(i+j)', 'Appliquer le signe (−1)^(i+j)'),
      explanation: text(`The cofactor is C${r}${c} = (−1)^(${r}+${c}) M${r}${c}.`, `Le cofacteur vaut C${r}${c} = (−1)^(${r}+${c}) M${r}${c}.`),
      formula: `C_{${r}${c}} = (-1)^{${r}+${c}} \\cdot ${m.isNegative() ? `(${m.toLatex()})` : m.toLatex()} = ${value.toLatex()}`,
    });
  }
  const numericMinor = numericDet(na.filter((_, k) => k !== at.i).map((row) => row.filter((_, k) => k !== at.j)));
  const verified = Math.abs(numericMinor - m.toNumber()) <= 1e-9 * Math.max(1, Math.abs(numericMinor));
  const name = at.minor ? `M${r}${c}` : `C${r}${c}`;
  return outcome(
    at.minor ? 'matrix.minor' : 'matrix.cofactor',
    steps,
    scalarAnswer(value),
    text(`${name} = ${value.toString()}`, `${name} = ${value.toString()}`),
    verified,
    text('Checked: the minor recomputed by LU decomposition in floating point.', 'Vérifié : le mineur recalculé par décomposition LU en virgule flottante.'),
  );
}

/** A − λI nilpotent: its size-th power is 0. */
function isNilpotentShift(a: Mat, lam: Q): boolean {
  if (!isSquare(a)) return false;
  const n = subtractLambda(a, lam);
  let p = n;
  for (let k = 1; k < a.length; k++) p = mul(p, n);
  return p.every((r) => r.every((x) => x.isZero()));
}

/** Several expressions asked at once ("AB and BA"): each computed, named as typed in the answer. */
function severalOutcome(mp: MatrixProblem, ctx: SolveContext): Outcome | null {
  const byPlaceholder = new Map([...(mp.names ?? new Map<string, string>())].map(([name, ph]) => [ph, name]));
  const parts: Outcome[] = [];
  for (const e of mp.exprs ?? []) {
    let r: ExprResult;
    try {
      r = evaluateMatrixExpr(e, mp.matrices, () => ctx.checkTime());
    } catch (err) {
      if (err instanceof NotMatrixExpr) {
        if (/sizes|non-square/.test(err.message)) throw new SolverError('unsupported', SIZE_ERROR);
        return null;
      }
      throw err;
    }
    const o = expressionOutcome({ ...mp, expr: e }, r);
    if (!o?.answer) return null;
    const label = e.replace(/⟦(\d+)⟧/g, (ph: string, k: string) => byPlaceholder.get(ph) ?? `M${Number(k) + 1}`).replace(/\s+/g, ' ').replace(/(?<=[A-Z\d)]) (?=[A-Z(^])|(?<=\^) /g, '').trim();
    parts.push({ ...o, finalAnswer: text(`${label} = ${o.answer.value}`, `${label} = ${o.answer.value}`) });
  }
  const both = bothOutcome(parts);
  return both && mp.commute ? withCommuteVerdict(both, parts) : both;
}

/** AB and BA compared: the verdict closes the answer and its steps. */
function withCommuteVerdict(both: Outcome, parts: Outcome[]): Outcome {
  const [ab, ba] = parts.map((o) => o.answer?.value ?? '');
  const same = ab === ba;
  const verdict = same
    ? text('AB = BA: the matrices commute.', 'AB = BA : les matrices commutent.')
    : text('AB ≠ BA: the matrices do not commute.', 'AB ≠ BA : les matrices ne commutent pas.');
  return {
    ...both,
    // whether they commute is the answer; the two products are its steps
    answer: { kind: 'bool', value: same ? 'True' : 'False', latex: same ? '\\text{True}' : '\\text{False}', words: same ? text('yes', 'oui') : text('no', 'non') },
    steps: [...both.steps, { title: text('Compare AB and BA', 'Comparer AB et BA'), explanation: verdict }],
    finalAnswer: text(`${both.finalAnswer.en}; ${verdict.en}`, `${both.finalAnswer.fr} ; ${verdict.fr}`),
  };
}

/** Two numbers asked at once: both computed, the answer lists them in the order asked. */
function bothOutcome(parts: Array<Outcome | null>): Outcome | null {
  const done = parts.filter((o): o is Outcome => o !== null && o.answer !== null);
  if (done.length !== parts.length) return null;
  const values = done.map((o) => o.answer?.value ?? '');
  const value = `[${values.join(', ')}]`;
  const joined = (lang: 'en' | 'fr'): string => done.map((o) => o.finalAnswer[lang]).join(lang === 'en' ? '; ' : ' ; ');
  return outcome(
    done.map((o) => o.method).join('+'),
    // a step the first answer already shows (the same characteristic polynomial worked out again) is shown once
    done.flatMap((o, k) => (k === 0 ? o.steps : o.steps.filter((st) => !done[0].steps.some((f) => f === st || (f.title.en === st.title.en && f.formula === st.formula && f.explanation.en === st.explanation.en))))),
    { kind: 'matrix', value, latex: `\\left(${done.map((o) => o.answer?.latex ?? '').join(',\\ ')}\\right)`, words: asciiToWords(values.join(', ')) },
    text(joined('en'), joined('fr')),
    done.every((o) => o.verified),
    text(done.map((o) => o.verification?.en ?? '').join(' '), done.map((o) => o.verification?.fr ?? '').join(' ')),
  );
}

const SIZE_ERROR = text(
  'These matrices do not have compatible sizes for this operation.',
  "Ces matrices n'ont pas des tailles compatibles pour cette opération.",
);
const SQUARE_ERROR = text('This needs a square matrix.', 'Il faut une matrice carrée.');

const toNum = (a: Mat): NumMat => a.map((r) => r.map((v) => v.toNumber()));

function outcome(
  method: string,
  steps: StepDraft[],
  answer: AnswerDraft | null,
  finalAnswer: Text,
  verified: boolean,
  verification: Text,
): Outcome {
  return { method, category: 'matrix', steps, answer, finalAnswer, verified, verification: verified ? verification : undefined };
}

function scalarAnswer(q: Q): AnswerDraft {
  return { kind: 'expr', value: q.toString(), latex: q.toLatex(), words: asciiToWords(q.toString()) };
}

function matrixAnswer(m: Mat): AnswerDraft {
  return {
    kind: 'matrix',
    value: toAscii(m),
    latex: toLatex(m),
    words: text(
      `the matrix with rows ${m.map((r) => r.map((v) => v.toString()).join(', ')).join('; ')}`,
      `la matrice de lignes ${m.map((r) => r.map((v) => v.toString()).join(', ')).join(' ; ')}`,
    ),
  };
}

function detOutcome(a: Mat, na: NumMat, pre: StepDraft[], ctx: SolveContext): Outcome {
  const d = determinantSteps(a, () => ctx.checkTime());
  const verified = Math.abs(numericDet(na) - d.det.toNumber()) <= 1e-9 * Math.max(1, Math.abs(d.det.toNumber()));
  return outcome(
    d.method,
    [...pre, ...d.steps],
    scalarAnswer(d.det),
    text(`det = ${d.det.toString()}`, `det = ${d.det.toString()}`),
    verified,
    text('Checked by a second method: LU decomposition in floating point.', 'Vérifié par une seconde méthode : décomposition LU en virgule flottante.'),
  );
}

/** "Is A singular?", « A est-elle singulière ? »: the question is the opposite of invertible ("nonsingular" is invertible). */
const ASKS_SINGULAR = /(?<![\p{L}-])singul(?:ar|i[eè]re)(?![\p{L}])/iu;

function invertibleOutcome(a: Mat, na: NumMat, pre: StepDraft[], ctx: SolveContext, asked = ''): Outcome {
  const d = determinantSteps(a, () => ctx.checkTime());
  const inv = !d.det.isZero();
  const singular = ASKS_SINGULAR.test(asked) && !/(?<![\p{L}])(?:invertible|inversible)(?![\p{L}])/iu.test(asked);
  const yes = singular ? !inv : inv;
  const steps = [
    ...pre,
    ...d.steps,
    {
      title: text('Conclude', 'Conclure'),
      explanation: inv
        ? text('The determinant is not 0, so the matrix is invertible.', "Le déterminant n'est pas nul, donc la matrice est inversible.")
        : text('The determinant is 0, so the matrix is not invertible (singular).', "Le déterminant est nul, donc la matrice n'est pas inversible (singulière)."),
      formula: `\\det A = ${d.det.toLatex()} ${inv ? '\\neq' : '='} 0`,
    },
  ];
  const verified = (numericRank(na) === a.length) === inv;
  const final = singular
    ? inv
      ? text('No, the matrix is not singular: it is invertible.', "Non, la matrice n'est pas singulière : elle est inversible.")
      : text('Yes, the matrix is singular (not invertible).', "Oui, la matrice est singulière (non inversible).")
    : inv
      ? text('Yes, the matrix is invertible.', 'Oui, la matrice est inversible.')
      : text('No, the matrix is not invertible.', "Non, la matrice n'est pas inversible.");
  return outcome(
    'matrix.invertible',
    steps,
    { kind: 'bool', value: yes ? 'True' : 'False', latex: yes ? '\\text{True}' : '\\text{False}', words: yes ? text('yes', 'oui') : text('no', 'non') },
    final,
    verified,
    text('Checked: the rank computed in floating point agrees.', 'Vérifié : le rang calculé en virgule flottante concorde.'),
  );
}

const ASKS_INVERTIBLE = /^\s*(?:is|est-ce\s+que)\b[^?]*\b(?:invertible|inversible)\b/i;

function invertibleWithInverse(o: Outcome): Outcome {
  const yes = o.answer !== null;
  return {
    ...o,
    answer: { kind: 'bool', value: yes ? 'True' : 'False', latex: yes ? '\\text{True}' : '\\text{False}', words: yes ? text('yes', 'oui') : text('no', 'non') },
    finalAnswer: yes
      ? text(`Yes, the matrix is invertible: ${o.finalAnswer.en}`, `Oui, la matrice est inversible : ${o.finalAnswer.fr}`)
      : text('No, the matrix is not invertible (det = 0).', "Non, la matrice n'est pas inversible (det = 0)."),
  };
}

function inverseOutcome(a: Mat, na: NumMat, pre: StepDraft[], ctx: SolveContext, cayleyHamilton = false): Outcome {
  const r = cayleyHamilton ? cayleyHamiltonInverse(a) : inverseSteps(a, () => ctx.checkTime());
  if (!r.inv) {
    return outcome(
      r.method,
      [...pre, ...r.steps],
      null,
      text('The matrix is singular (det = 0): it has no inverse.', "La matrice est singulière (det = 0) : elle n'a pas d'inverse."),
      numericRank(na) < a.length,
      text('Checked: its rank in floating point is less than its size.', 'Vérifié : son rang en virgule flottante est inférieur à sa taille.'),
    );
  }
  const ninv = toNum(r.inv);
  const id = a.map((row, i) => row.map((_, j) => (i === j ? 1 : 0)));
  const verified = matClose(numericMul(na, ninv), id, 1e-9) && matClose(numericMul(ninv, na), id, 1e-9);
  return outcome(
    r.method,
    [...pre, ...r.steps],
    matrixAnswer(r.inv),
    text(`A⁻¹ = ${toAscii(r.inv)}`, `A⁻¹ = ${toAscii(r.inv)}`),
    verified,
    text('Checked: A·A⁻¹ = A⁻¹·A = I.', 'Vérifié : A·A⁻¹ = A⁻¹·A = I.'),
  );
}

function reductionSteps(a: Mat, full: boolean, ctx: SolveContext): { steps: StepDraft[]; result: Mat; pivots: number[] } {
  const red = rowReduce(a, { full, checkTime: () => ctx.checkTime() });
  const steps: StepDraft[] = red.stages.map((st) => ({
    title: text(`Pivot in column ${st.column + 1}`, `Pivot dans la colonne ${st.column + 1}`),
    explanation: full
      ? text('Make the pivot 1 and clear the rest of its column with row operations.', 'On rend le pivot égal à 1 et on annule le reste de sa colonne par opérations sur les lignes.')
      : text('Clear the entries below the pivot with row operations.', 'On annule les coefficients sous le pivot par opérations sur les lignes.'),
    formula: `${st.ops.map(rowOpLatex).join(',\\; ')} \\;\\Rightarrow\\; ${toLatex(st.after)}`,
  }));
  return { steps, result: red.result, pivots: red.pivotColumns };
}

function rankOutcome(a: Mat, na: NumMat, pre: StepDraft[], ctx: SolveContext): Outcome {
  const r = reductionSteps(a, false, ctx);
  const k = r.pivots.length;
  const steps = [
    ...pre,
    ...r.steps,
    {
      title: text('Count the pivots', 'Compter les pivots'),
      explanation: text(
        'The rank is the number of nonzero rows (pivots) of an echelon form.',
        "Le rang est le nombre de lignes non nulles (de pivots) d'une forme échelonnée.",
      ),
      formula: `\\operatorname{rank} A = ${k}`,
    },
  ];
  return outcome(
    'matrix.rank',
    steps,
    scalarAnswer(Q.of(k)),
    text(`rank = ${k}`, `rang = ${k}`),
    numericRank(na) === k,
    text('Checked: elimination with partial pivoting in floating point gives the same rank.', 'Vérifié : l’élimination avec pivot partiel en virgule flottante donne le même rang.'),
  );
}

/** dim ker A = n − rank A (rank–nullity theorem), n the number of columns. */
function nullityOutcome(a: Mat, na: NumMat, pre: StepDraft[], ctx: SolveContext): Outcome {
  const r = reductionSteps(a, false, ctx);
  const n = cols(a);
  const k = r.pivots.length;
  const steps = [
    ...pre,
    ...r.steps,
    {
      title: text('Apply the rank–nullity theorem', 'Appliquer le théorème du rang'),
      explanation: text(
        `The echelon form has ${k} pivot(s), so rank A = ${k}; the kernel has dimension (number of columns) − rank.`,
        `La forme échelonnée a ${k} pivot(s), donc rg A = ${k} ; le noyau est de dimension (nombre de colonnes) − rang.`,
      ),
      formula: `\\dim \\ker A = ${n} - ${k} = ${n - k}`,
    },
  ];
  return outcome(
    'matrix.nullity',
    steps,
    scalarAnswer(Q.of(n - k)),
    text(`dim ker = ${n - k}`, `dim ker = ${n - k}`),
    n - numericRank(na) === n - k,
    text('Checked: elimination with partial pivoting in floating point gives the same rank.', 'Vérifié : l’élimination avec pivot partiel en virgule flottante donne le même rang.'),
  );
}

/** A basis of ker A: the reduced form, one vector per free variable (set to 1, the others to 0). */
function kernelOutcome(a: Mat, na: NumMat, pre: StepDraft[], ctx: SolveContext, scale: { index: number; value: Q } | null): Outcome | null {
  const r = reductionSteps(a, true, ctx);
  let basis = nullSpace(a);
  // "the vector with third coordinate 1": one line, scaled so
  if (scale) {
    if (basis.length !== 1 || scale.index >= basis[0].length || basis[0][scale.index].isZero()) return null;
    const k = scale.value.div(basis[0][scale.index]);
    basis = [basis[0].map((x) => x.mul(k))];
  }
  const n = cols(a);
  const free = [...Array(n).keys()].filter((j) => !r.pivots.includes(j)).map((j) => `x${[...String(j + 1)].map((d) => '₀₁₂₃₄₅₆₇₈₉'[Number(d)]).join('')}`);
  const steps: StepDraft[] = [
    ...pre,
    ...r.steps,
    basis.length
      ? {
          title: text('One vector per free variable', 'Un vecteur par variable libre'),
          explanation: text(
            `The free variables are the columns without a pivot (${free.join(', ')}): set one of them to 1 and the others to 0, and read the pivot variables from the reduced form.`,
            `Les variables libres sont les colonnes sans pivot (${free.join(', ')}) : on en fixe une à 1 et les autres à 0, et on lit les variables pivots sur la forme réduite.`,
          ),
          formula: `\\ker A = \\operatorname{span}\\left\\{${basis.map(vectorLatex).join(',\\ ')}\\right\\}`,
        }
      : {
          title: text('Every column has a pivot', 'Chaque colonne a un pivot'),
          explanation: text('There is no free variable: the kernel is {0}, with the empty basis.', "Il n'y a pas de variable libre : le noyau est {0}, de base vide."),
          formula: '\\ker A = \\{0\\}',
        },
  ];
  const nb = basis.map((v) => v.map((x) => x.toNumber()));
  // each vector is sent to 0, they are independent, and there are n − rank of them
  const verified = nb.every((v) => na.every((row) => Math.abs(row.reduce((s, x, j) => s + x * v[j], 0)) < 1e-9))
    && (nb.length === 0 || numericRank(nb) === nb.length) && nb.length === n - numericRank(na);
  const value = columnsValue(basis);
  return outcome(
    'matrix.kernel',
    steps,
    { kind: 'matrix', value, latex: basis.length ? `\\left\\{${basis.map(vectorLatex).join(',\\ ')}\\right\\}` : '\\varnothing', words: asciiToWords(value) },
    text(`basis of ker A: ${value}`, `base de ker A : ${value}`),
    verified,
    text('Checked: A sends each vector to 0, they are independent, and there are n − rank A of them.', 'Vérifié : A envoie chaque vecteur sur 0, ils sont indépendants, et il y en a n − rg A.'),
  );
}

/** Basis vectors as the columns of one matrix (a single vector is a column), as a course writes them. */
function columnsValue(basis: Q[][]): string {
  if (basis.length === 0) return '[]';
  return `[${basis[0].map((_, i) => `[${basis.map((v) => v[i].toString()).join(', ')}]`).join(', ')}]`;
}

/** A basis of the column space: the columns of A where its echelon form has a pivot. */
function columnSpaceOutcome(a: Mat, na: NumMat, pre: StepDraft[], ctx: SolveContext): Outcome {
  const r = reductionSteps(a, false, ctx);
  const basis = r.pivots.map((j) => a.map((row) => row[j]));
  const steps: StepDraft[] = [
    ...pre,
    ...r.steps,
    {
      title: text('Keep the pivot columns of A', 'Garder les colonnes pivots de A'),
      explanation: text(
        `The pivots are in column(s) ${r.pivots.map((j) => j + 1).join(', ')}: those columns of the original matrix are a basis of its column space.`,
        `Les pivots sont dans la ou les colonnes ${r.pivots.map((j) => j + 1).join(', ')} : ces colonnes de la matrice de départ forment une base de son image.`,
      ),
      formula: `\\operatorname{Col} A = \\operatorname{span}\\left\\{${basis.map(vectorLatex).join(',\\ ')}\\right\\}`,
    },
  ];
  const nb = basis.map((v) => v.map((x) => x.toNumber()));
  const k = numericRank(na);
  // independent, as many as the rank, and every column of A in their span
  const columns = na[0].map((_, j) => na.map((row) => row[j]));
  const verified = nb.length === k && (k === 0 || numericRank(nb) === k) && numericRank([...nb, ...columns]) === k;
  const value = columnsValue(basis);
  return outcome(
    'matrix.column_space',
    steps,
    { kind: 'matrix', value, latex: `\\left\\{${basis.map(vectorLatex).join(',\\ ')}\\right\\}`, words: asciiToWords(value) },
    text(`basis of Col A: ${value}`, `base de Im A : ${value}`),
    verified,
    text('Checked: the vectors are independent, as many as the rank, and span every column of A.', "Vérifié : les vecteurs sont indépendants, aussi nombreux que le rang, et engendrent chaque colonne de A."),
  );
}

/** A basis of the row space: the nonzero rows of the reduced echelon form, which row operations keep in it. */
function rowSpaceOutcome(a: Mat, na: NumMat, pre: StepDraft[], ctx: SolveContext): Outcome {
  const r = reductionSteps(a, true, ctx);
  const basis = r.result.filter((row) => row.some((x) => !x.isZero()));
  const steps: StepDraft[] = [
    ...pre,
    ...r.steps,
    {
      title: text('Keep the nonzero rows of the reduced form', 'Garder les lignes non nulles de la forme réduite'),
      explanation: text(
        'Row operations do not change the row space, and the nonzero rows of the reduced echelon form are independent: they are a basis of it.',
        "Les opérations sur les lignes ne changent pas l'espace des lignes, et les lignes non nulles de la forme échelonnée réduite sont indépendantes : elles en forment une base.",
      ),
      formula: `\\operatorname{Row} A = \\operatorname{span}\\left\\{${basis.map(vectorLatex).join(',\\ ')}\\right\\}`,
    },
  ];
  const nb = toNum(basis);
  const k = numericRank(na);
  // independent, as many as the rank, and every row of A in their span
  const verified = nb.length === k && (k === 0 || numericRank(nb) === k) && numericRank([...nb, ...na]) === k;
  const value = basis.length === 0 ? '[]' : toAscii(basis);
  const listed = basis.map((v) => `(${v.map((x) => x.toString()).join(', ')})`).join(', ');
  return outcome(
    'matrix.row_space',
    steps,
    { kind: 'matrix', value, latex: `\\left\\{${basis.map(vectorLatex).join(',\\ ')}\\right\\}`, words: asciiToWords(value) },
    text(`basis of Row A: ${listed}`, `base de l'espace des lignes de A : ${listed}`),
    verified,
    text('Checked: the rows are independent, as many as the rank, and span every row of A.', 'Vérifié : les lignes sont indépendantes, aussi nombreuses que le rang, et engendrent chaque ligne de A.'),
  );
}

/** The cofactor matrix C (Cᵢⱼ = (−1)^{i+j} Mᵢⱼ) and the adjugate adj A = Cᵀ. */
function cofactorOutcome(a: Mat, na: NumMat, pre: StepDraft[], adjugate: boolean, ctx: SolveContext): Outcome {
  const n = a.length;
  if (n < 2) throw new SolverError('unsupported', SQUARE_ERROR);
  const c: Mat = a.map((row, i) => row.map((_, j) => {
    ctx.checkTime();
    const m = detCofactor(minor(a, i, j));
    return (i + j) % 2 === 0 ? m : m.neg();
  }));
  const result = adjugate ? transpose(c) : c;
  const steps: StepDraft[] = [
    ...pre,
    {
      title: text('Compute the cofactors', 'Calculer les cofacteurs'),
      explanation: text(
        'Each cofactor is the determinant of the matrix without row i and column j, with the sign (−1)^(i+j).',
        'Chaque cofacteur est le déterminant de la matrice privée de la ligne i et de la colonne j, avec le signe (−1)^(i+j).',
      ),
      formula: `C = \\left((-1)^{i+j} M_{ij}\\right) = ${toLatex(c)}`,
    },
  ];
  if (adjugate) {
    steps.push({
      title: text('Transpose the cofactor matrix', 'Transposer la matrice des cofacteurs'),
      explanation: text('The adjugate is the transpose of the cofactor matrix.', 'La matrice adjointe est la transposée de la comatrice.'),
      formula: `\\operatorname{adj} A = C^{T} = ${toLatex(result)}`,
    });
  }
  // A · adj A = det(A) · I, checked in floating point
  const adj = toNum(adjugate ? result : transpose(result));
  const d = numericDet(na);
  const verified = matClose(numericMul(na, adj), na.map((row, i) => row.map((_, j) => (i === j ? d : 0))), 1e-9 * Math.max(1, Math.abs(d)));
  return outcome(
    adjugate ? 'matrix.adjugate' : 'matrix.cofactors',
    steps,
    matrixAnswer(result),
    adjugate ? text(`adj A = ${toAscii(result)}`, `adj A = ${toAscii(result)}`) : text(`C = ${toAscii(result)}`, `com A = ${toAscii(result)}`),
    verified,
    text('Checked: A · adj A = det(A) · I in floating point.', 'Vérifié : A · adj A = det(A) · I en virgule flottante.'),
  );
}

function rrefOutcome(a: Mat, na: NumMat, pre: StepDraft[], ctx: SolveContext): Outcome {
  const r = reductionSteps(a, true, ctx);
  const nr = toNum(r.result);
  const k = numericRank(na);
  // same row space: stacking A on its reduced form adds no rank
  const verified = numericRank(nr) === k && numericRank([...na, ...nr]) === k && rank(r.result) === r.pivots.length;
  return outcome(
    'matrix.rref',
    [...pre, ...r.steps],
    matrixAnswer(r.result),
    text(`RREF = ${toAscii(r.result)}`, `forme échelonnée réduite = ${toAscii(r.result)}`),
    verified,
    text('Checked: the reduced form has the same rank and row space as A.', "Vérifié : la forme réduite a le même rang et le même espace des lignes que A."),
  );
}

function transposeOutcome(a: Mat, pre: StepDraft[]): Outcome {
  const t = transpose(a);
  const steps = [
    ...pre,
    {
      title: text('Swap rows and columns', 'Échanger lignes et colonnes'),
      explanation: text('Row i of A becomes column i of the transpose.', 'La ligne i de A devient la colonne i de la transposée.'),
      formula: `${toLatex(a)}^{T} = ${toLatex(t)}`,
    },
  ];
  const verified = verifyMatrixExpression(`transpose(${JSON.stringify(toNum(a))})`, toNum(t));
  return outcome('matrix.transpose', steps, matrixAnswer(t), text(`Aᵀ = ${toAscii(t)}`, `ᵗA = ${toAscii(t)}`), verified, text('Checked with mathjs.', 'Vérifié avec mathjs.'));
}

function traceOutcome(a: Mat, na: NumMat, pre: StepDraft[]): Outcome {
  const t = trace(a);
  const steps = [
    ...pre,
    {
      title: text('Add the diagonal entries', 'Additionner les coefficients diagonaux'),
      explanation: text('The trace is the sum of the entries on the main diagonal.', 'La trace est la somme des coefficients de la diagonale principale.'),
      formula: `\\operatorname{tr} A = ${a.map((r, i) => (i === 0 ? r[i].toLatex() : r[i].isNegative() ? ` - ${r[i].neg().toLatex()}` : ` + ${r[i].toLatex()}`)).join('')} = ${t.toLatex()}`,
    },
  ];
  const sum = na.reduce((s, r, i) => s + r[i], 0);
  return outcome('matrix.trace', steps, scalarAnswer(t), text(`tr = ${t.toString()}`, `tr = ${t.toString()}`), Math.abs(sum - t.toNumber()) < 1e-9, text('Checked numerically.', 'Vérifié numériquement.'));
}

function eigenNumber(v: Eigenvalue): { re: number; im: number } {
  return 'exact' in v ? surdToNumber(v.exact) : v.approx;
}

function eigenvaluesOutcome(a: Mat, na: NumMat, pre: StepDraft[], ctx: SolveContext): Outcome {
  const e = eigenvalues(a, () => ctx.checkTime());
  const ascii = e.values.map((v) => ('exact' in v ? surdToAscii(v.exact) : fmtApprox(v.approx)));
  const latex = e.values.map((v) => ('exact' in v ? surdToLatex(v.exact) : fmtApprox(v.approx)));
  const mult = e.values.map((v, k) => (v.multiplicity > 1 ? `${ascii[k]} (×${v.multiplicity})` : ascii[k]));
  const verified = verifyEigenvalues(na, e.values.map((v) => ({ ...eigenNumber(v), multiplicity: v.multiplicity })));
  const value = `[${ascii.join(', ')}]`;
  const steps = [
    ...pre,
    ...e.steps,
    {
      title: text('Eigenvalues', 'Valeurs propres'),
      explanation: text('The roots of the characteristic polynomial, with their multiplicities.', 'Les racines du polynôme caractéristique, avec leurs multiplicités.'),
      formula: `\\lambda \\in \\{${latex.join(',\\ ')}\\}`,
    },
  ];
  return outcome(
    'matrix.eigenvalues',
    steps,
    { kind: 'solutions', value, latex: `\\lambda = ${latex.join(',\\ ')}`, words: asciiToWords(ascii.join(', ')) },
    text(`λ = ${mult.join(', ')}`, `λ = ${mult.join(', ')}`),
    verified,
    text(
      'Checked without the polynomial: det(A − λI) = 0 for each λ, their sum is the trace and their product the determinant.',
      'Vérifié sans le polynôme : det(A − λI) = 0 pour chaque λ, leur somme est la trace et leur produit le déterminant.',
    ),
  );
}

/** "is A diagonalisable?", "la matrice est-elle diagonalisable ?", "true or false: … diagonalisable". */
/** ("… diagonalisable and give P", « … diagonalisable et donner P … »: the diagonalisation asked, which shows it) */
const ASKS_DIAGONALISABLE = /diagonali[sz]able\b(?!\s*[:,]?\s*(?:(?:and|et|puis|then)\s+)?(?:give|find|donner|calculer|d[ée]terminer|determine|trouver|compute|write|[ée]crire))/i;
/** "show that A is diagonalisable and find …", « montrer que A est diagonalisable et donner … »: the diagonalisability asked too. */
const SHOWS_DIAGONALISABLE = /(?<![\p{L}])(?:show|prove|verify|check|montrer|d[ée]montrer|v[ée]rifier|justifier)\s+(?:that\s+|que\s+|qu['’]\s*)[^.?]*?diagonali[sz]able(?![\p{L}])/iu;
const ASKS_EIGENVALUES = /eigen\s*-?\s*values?|valeurs?\s+propres?|\bspectr(?:um|e)\b/iu;
const ASKS_EIGENVECTORS = /eigen\s*-?\s*(?:vectors?|spaces?)|vecteurs?\s+propres?|sous[- ]espaces?\s+propres?/iu;

/**
 * "the eigenvalues of C, and is it diagonalisable?", « C est-elle diagonalisable ? donner ses
 * valeurs propres »: the eigenvalues (or eigenvectors) asked beside the yes-or-no are answered
 * too, never dropped for the yes alone; they come first, as the yes-or-no is decided from them.
 */
function diagonalisableAsked(problem: string, a: Mat, na: NumMat, pre: StepDraft[], ctx: SolveContext, request: EigenRequest | undefined): Outcome | null {
  const diagonalisable = diagonalisableOutcome(a, pre, ctx, matrixName(problem), fieldSaid(problem));
  // "is A diagonalisable? If so, find P and D": the diagonalisation with the yes, the no alone
  if (request?.asksP || request?.asksD) return diagonalisable.answer?.value === 'True' ? bothOutcome([diagonalisable, eigenvectorsOutcome(a, na, pre, ctx, request)]) : diagonalisable;
  if (ASKS_EIGENVECTORS.test(problem)) return bothOutcome([eigenvectorsOutcome(a, na, pre, ctx, request), diagonalisable]);
  if (ASKS_EIGENVALUES.test(problem)) return bothOutcome([eigenvaluesOutcome(a, na, pre, ctx), diagonalisable]);
  return diagonalisable;
}

/** The field the question names: "over ℝ", « dans ℂ », M₃(ℝ); null when it names none. */
function fieldSaid(problem: string): 'R' | 'C' | null {
  const field = /(?<![\p{L}])(?:over|in|on|dans|sur)\s+(?:the\s+)?(?:(?<r>R|reals?|real\s+numbers|\\mathbb\s*\{?R\}?)|(?<c>C|complex(?:\s+numbers)?|\\mathbb\s*\{?C\}?))(?![\p{L}\d^])|M_?\{?\d?\}?\s*\(\s*(?:(?<r2>R|\\mathbb\s*\{?R\}?)|(?<c2>C|\\mathbb\s*\{?C\}?))\s*\)/u.exec(problem);
  if (!field?.groups) return null;
  return field.groups.r || field.groups.r2 ? 'R' : 'C';
}

/**
 * Diagonalisable with eigenvalues that are not all rational: n simple eigenvalues in the field asked
 * suffice; a non-real one rules ℝ out. Decided from the eigenvalues found, checked on the
 * characteristic polynomial itself (simple roots by gcd(χ, χ′), real ones counted by Sturm).
 */
function diagonalisableIrrational(a: Mat, e: { values: Eigenvalue[] }, steps: StepDraft[], name: Text, field: 'R' | 'C' | null): Outcome {
  const n = a.length;
  const isReal = (v: Eigenvalue): boolean => ('exact' in v ? v.exact.q.isZero() || v.exact.r >= 0n : Math.abs(v.approx.im) < 1e-9);
  const shown = e.values.map((v) => ('exact' in v ? surdToAscii(v.exact) : fmtApprox(v.approx))).join(', ');
  const simple = e.values.length === n && e.values.every((v) => v.multiplicity === 1);
  const nonReal = e.values.some((v) => !isReal(v));
  const chi = charPoly(a);
  const squarefree = isSquarefree(chi);
  const realCount = distinctRealRoots(chi);
  if (nonReal && field === null) {
    throw new SolverError(
      'unsupported',
      text(
        `${name.en} has eigenvalues that are not real (${shown}): over ℝ it is not diagonalisable${simple ? ', over ℂ it is (n distinct eigenvalues)' : ''}. Say which field is meant (over ℝ or over ℂ).`,
        `${name.fr} a des valeurs propres non réelles (${shown}) : sur ℝ elle n'est pas diagonalisable${simple ? ", sur ℂ elle l'est (n valeurs propres distinctes)" : ''}. Précisez le corps (ℝ ou ℂ).`,
      ),
    );
  }
  if (nonReal && field === 'R') {
    steps.push({
      title: text('Conclusion', 'Conclusion'),
      explanation: text(
        `The eigenvalues ${shown} are not all real: the characteristic polynomial does not split over ℝ, so ${name.en} is not diagonalisable over ℝ.`,
        `Les valeurs propres ${shown} ne sont pas toutes réelles : le polynôme caractéristique n'est pas scindé sur ℝ, donc ${name.fr} n'est pas diagonalisable sur ℝ.`,
      ),
    });
    return outcome(
      'matrix.diagonalisable',
      steps,
      { kind: 'bool', value: 'False', latex: '\\text{False}', words: text('no', 'non') },
      text(`No, ${name.en} is not diagonalisable over ℝ.`, `Non, ${name.fr} n'est pas diagonalisable sur ℝ.`),
      squarefree && realCount < n,
      text('Checked on χ itself: its roots are simple (gcd(χ, χ′) = 1) and Sturm counts fewer than n real ones.', 'Vérifié sur χ lui-même : ses racines sont simples (pgcd(χ, χ′) = 1) et Sturm en compte moins de n réelles.'),
    );
  }
  if (!simple) {
    throw new SolverError('unsupported', text('Diagonalisability with irrational or complex eigenvalues is not supported yet.', "La diagonalisabilité avec des valeurs propres irrationnelles ou complexes n'est pas encore prise en charge."));
  }
  steps.push({
    title: text('Conclusion', 'Conclusion'),
    explanation: text(
      `${name.en} has ${n} distinct eigenvalues (${shown}), each with an eigenspace of dimension 1: together they give a basis of eigenvectors, so ${name.en} is diagonalisable${nonReal ? ' over ℂ' : ''}.`,
      `${name.fr} a ${n} valeurs propres distinctes (${shown}), chacune de sous-espace propre de dimension 1 : ensemble elles donnent une base de vecteurs propres, donc ${name.fr} est diagonalisable${nonReal ? ' sur ℂ' : ''}.`,
    ),
  });
  return outcome(
    'matrix.diagonalisable',
    steps,
    { kind: 'bool', value: 'True', latex: '\\text{True}', words: text('yes', 'oui') },
    text(`Yes, ${name.en} is diagonalisable${nonReal ? ' over ℂ' : ''}.`, `Oui, ${name.fr} est diagonalisable${nonReal ? ' sur ℂ' : ''}.`),
    squarefree && (nonReal || realCount === n),
    text('Checked on χ itself: its n roots are simple (gcd(χ, χ′) = 1), and Sturm counts them real when ℝ is meant.', 'Vérifié sur χ lui-même : ses n racines sont simples (pgcd(χ, χ′) = 1), et Sturm les compte réelles quand ℝ est visé.'),
  );
}

function diagonalisableOutcome(a: Mat, pre: StepDraft[], ctx: SolveContext, name: Text, field: 'R' | 'C' | null = null): Outcome {
  const e = eigenvalues(a, () => ctx.checkTime());
  const steps: StepDraft[] = [...pre, ...e.steps];
  let dims = 0;
  if (e.values.some((v) => !('exact' in v) || !v.exact.q.isZero())) return diagonalisableIrrational(a, e, steps, name, field);
  for (const v of e.values) {
    if (!('exact' in v)) continue;
    const vecs = eigenvectors(a, v.exact.p);
    dims += vecs.length;
    steps.push({
      title: text(`Eigenspace for λ = ${v.exact.p.toString()}`, `Sous-espace propre pour λ = ${v.exact.p.toString()}`),
      explanation: text(`Its dimension is ${vecs.length}.`, `Sa dimension est ${vecs.length}.`),
      formula: `E_{${v.exact.p.toLatex()}} = \\operatorname{span}\\left\\{${vecs.map(vectorLatex).join(',\\ ')}\\right\\}`,
    });
  }
  const yes = dims === a.length;
  steps.push({
    title: text('Conclusion', 'Conclusion'),
    explanation: yes
      ? text(`The eigenspaces' dimensions add up to ${a.length}: there is a basis of eigenvectors, so ${name.en} is diagonalisable.`, `La somme des dimensions des sous-espaces propres vaut ${a.length} : il existe une base de vecteurs propres, ${name.fr} est diagonalisable.`)
      : text(`The eigenspaces' dimensions add up to ${dims} < ${a.length}: ${name.en} is not diagonalisable.`, `La somme des dimensions des sous-espaces propres vaut ${dims} < ${a.length} : ${name.fr} n'est pas diagonalisable.`),
  });
  return outcome(
    'matrix.diagonalisable',
    steps,
    { kind: 'bool', value: yes ? 'True' : 'False', latex: yes ? '\\text{True}' : '\\text{False}', words: yes ? text('yes', 'oui') : text('no', 'non') },
    yes ? text(`Yes, ${name.en} is diagonalisable.`, `Oui, ${name.fr} est diagonalisable.`) : text(`No, ${name.en} is not diagonalisable.`, `Non, ${name.fr} n'est pas diagonalisable.`),
    // each eigenspace is a null space computed exactly; the count is checked against the rank
    dims === e.values.reduce((s, v) => s + ('exact' in v ? a.length - rank(subtractLambda(a, v.exact.p)) : 0), 0),
    text('Checked: each eigenspace dimension equals n − rank(A − λI).', 'Vérifié : chaque dimension de sous-espace propre vaut n − rang(A − λI).'),
  );
}

function subtractLambda(a: Mat, lam: Q): Mat {
  return a.map((r, i) => r.map((x, j) => (i === j ? x.sub(lam) : x)));
}

function eigenvectorsOutcome(a: Mat, na: NumMat, pre: StepDraft[], ctx: SolveContext, request: EigenRequest | undefined, orthogonal = false): Outcome {
  if (orthogonal) assertSymmetric(a);
  const e = eigenvalues(a, () => ctx.checkTime());
  // eigenvalues in increasing order, so D lists them as a student is asked to
  e.values.sort((u, v) => eigenNumber(u).re - eigenNumber(v).re);
  const diagonal: Q[] = [];
  const steps: StepDraft[] = [...pre, ...e.steps];
  // real quadratic-surd eigenvalues, each simple: eigenvectors with entries p + q√r
  const surd = orthogonal || request?.eigenvalue ? null : surdEigenOutcome(a, steps, e.values, request?.asksD ?? false, request?.asksP ?? false);
  if (surd) return surd;
  // the same made orthonormal, when each norm stays a plain number (λ = 2 ± √2, eigenvector (1, ±√2, 1))
  const orthonormalSurd = orthogonal && request?.asksD !== false ? orthogonalSurdOutcome(a, steps, e.values) : null;
  if (orthonormalSurd) return orthonormalSurd;
  if (orthogonal && e.values.some((v) => !('exact' in v) || !v.exact.q.isZero())) {
    throw new SolverError(
      'unsupported',
      text(
        'Here the unit eigenvectors would need nested square roots (or the eigenvalues are not quadratic surds): we give the orthogonal diagonalisation only when each normalised eigenvector is written with single square roots.',
        'Ici les vecteurs propres unitaires demanderaient des racines imbriquées (ou les valeurs propres ne sont pas des racines carrées simples) : nous ne donnons la diagonalisation orthogonale que lorsque chaque vecteur propre normé s’écrit avec de simples racines carrées.',
      ),
    );
  }
  const columns: Q[][] = [];
  const groups: EigenGroup[] = [];
  let verified = true;
  const parts: string[] = [];
  for (const v of e.values) {
    if (!('exact' in v) || !v.exact.q.isZero()) {
      throw new SolverError(
        'unsupported',
        text('Eigenvectors for irrational or complex eigenvalues are not supported yet.', 'Les vecteurs propres pour des valeurs propres irrationnelles ou complexes ne sont pas encore pris en charge.'),
      );
    }
    const lam = v.exact.p;
    const vecs = eigenvectors(a, lam);
    steps.push({
      title: text(`Eigenvectors for λ = ${lam.toString()}`, `Vecteurs propres pour λ = ${lam.toString()}`),
      explanation: text(
        'Solve (A − λI)v = 0 by row reduction; each free unknown gives one basis vector of the eigenspace.',
        "On résout (A − λI)v = 0 par échelonnement ; chaque inconnue libre donne un vecteur de base de l'espace propre.",
      ),
      formula: `E_{${lam.toLatex()}} = \\operatorname{span}\\left\\{${vecs.map(vectorLatex).join(',\\ ')}\\right\\}`,
    });
    groups.push({ lam, vecs });
    for (const vec of vecs) {
      columns.push(vec);
      diagonal.push(lam);
      verified &&= verifyEigenvector(na, lam.toNumber(), vec.map((x) => x.toNumber()));
    }
    parts.push(`λ = ${lam.toString()}: ${vecs.map((x) => `(${x.map((y) => y.toString()).join(', ')})`).join(', ')}`);
  }
  if (request?.eigenvalue) return oneEigenvector(a, na, steps, request.eigenvalue, request.scale);
  if (orthogonal) return orthogonalDiagonalOutcome(a, steps, groups, request?.asksD !== false);
  const p = transpose(columns);
  if (request?.asksD) {
    if (columns.length !== a.length) {
      throw new SolverError('unsupported', text('The matrix is not diagonalisable: its eigenvectors do not form a basis.', "La matrice n'est pas diagonalisable : ses vecteurs propres ne forment pas une base."));
    }
    const d = diagonal.map((lam, i) => diagonal.map((_, j) => (i === j ? lam : Q.ZERO)));
    const np = toNum(p);
    const nd = toNum(d);
    steps.push({
      title: text('Diagonal form', 'Forme diagonale'),
      explanation: text('With P whose columns are the eigenvectors, P⁻¹AP = D, the eigenvalues on the diagonal in the same order.', 'Avec P dont les colonnes sont les vecteurs propres, P⁻¹AP = D, les valeurs propres sur la diagonale dans le même ordre.'),
      formula: `P = ${toLatex(p)},\\quad D = ${toLatex(d)}`,
    });
    return outcome(
      'matrix.diagonalise',
      steps,
      matrixAnswer(d),
      request.asksP ? text(`P = ${toAscii(p)}, D = ${toAscii(d)}`, `P = ${toAscii(p)}, D = ${toAscii(d)}`) : text(`D = ${toAscii(d)}`, `D = ${toAscii(d)}`),
      verified && matClose(numericMul(na, np), numericMul(np, nd)),
      text('Checked: A·P = P·D.', 'Vérifié : A·P = P·D.'),
    );
  }
  return outcome(
    'matrix.eigenvectors',
    steps,
    matrixAnswer(p),
    text(parts.join('; '), parts.join(' ; ')),
    verified,
    text('Checked: A·v = λ·v for every vector.', 'Vérifié : A·v = λ·v pour chaque vecteur.'),
  );
}

/** A basis of the eigenspace of λ, as the columns of a matrix. */
function eigenspaceBasis(na: NumMat, steps: StepDraft[], lam: Q, vecs: Q[][]): Outcome {
  const basis = transpose(vecs);
  const listed = vecs.map((v) => `(${v.map((x) => x.toString()).join(', ')})`).join(', ');
  const independent = numericRank(toNum(basis)) === vecs.length;
  return outcome(
    'matrix.eigenspace',
    steps,
    matrixAnswer(basis),
    text(`E_${lam.toString()} = span{${listed}}`, `E_${lam.toString()} = Vect{${listed}}`),
    independent && vecs.every((v) => verifyEigenvector(na, lam.toNumber(), v.map((x) => x.toNumber()))),
    text('Checked: A·v = λ·v for each basis vector, and the vectors are independent.', 'Vérifié : A·v = λ·v pour chaque vecteur de la base, et les vecteurs sont indépendants.'),
  );
}

/** The eigenvector of one eigenvalue asked by name, as a column, scaled as the question says. */
function oneEigenvector(a: Mat, na: NumMat, steps: StepDraft[], lam: Q, scale: { index: number; value: Q } | null): Outcome {
  const vecs = eigenvectors(a, lam);
  // an eigenspace of dimension 2 or more: its basis, unless one vector was scaled as asked
  if (vecs.length > 1 && !scale) return eigenspaceBasis(na, steps, lam, vecs);
  if (vecs.length !== 1) {
    throw new SolverError('unsupported', text(`λ = ${lam.toString()} is not an eigenvalue with a single eigenvector direction.`, `λ = ${lam.toString()} n'est pas une valeur propre à une seule direction propre.`));
  }
  let v = vecs[0];
  if (scale && scale.index < v.length && !v[scale.index].isZero()) {
    const k = scale.value.div(v[scale.index]);
    v = v.map((x) => x.mul(k));
  }
  const col: Mat = v.map((x) => [x]);
  return outcome(
    'matrix.eigenvector',
    steps,
    matrixAnswer(col),
    text(`v = ${toAscii(col)}`, `v = ${toAscii(col)}`),
    verifyEigenvector(na, lam.toNumber(), v.map((x) => x.toNumber())),
    text('Checked: A·v = λ·v.', 'Vérifié : A·v = λ·v.'),
  );
}

function charpolyOutcome(a: Mat, na: NumMat, pre: StepDraft[], form?: CharpolyForm): Outcome {
  const n = a.length;
  const monic = eigenvaluesPolyOnly(a);
  // det(A − λI) written by the course: (−1)ⁿ det(λI − A), in its letter
  const flip = form?.aMinusLambda === true && n % 2 === 1;
  const p = flip ? monic.map((c) => c.neg()) : monic;
  // The answer names its variable x unless the statement wrote its own: plain ASCII readers (SymPy among them) cannot take "λ".
  const x = asciiLetter(form?.letter ?? null);
  const xl = latexLetter(form?.letter ?? null);
  const shown = form?.factored ? factoredPoly(p, x, xl) : { ascii: polyToAscii(p, x), latex: polyToLatex(p, xl) };
  const ascii = shown.ascii;
  // det(λI − A) at sample λ, computed by LU in floating point
  let verified = true;
  for (const lam of [-1.7, 0.3, 2.9]) {
    const m = na.map((r, i) => r.map((x, j) => (i === j ? lam - x : -x)));
    const pv = monic.reduceRight((s, c) => s * lam + c.toNumber(), 0);
    verified &&= Math.abs(numericDet(m) - pv) <= 1e-8 * Math.max(1, Math.abs(pv));
  }
  const steps = [
    ...pre,
    {
      title: text('Expand det(λI − A)', 'Développer det(λI − A)'),
      explanation: text(
        `The characteristic polynomial is det(λI − A), monic of degree ${n}${n === 2 ? ': λ² − (trace)λ + det' : ''}.`,
        `Le polynôme caractéristique est det(λI − A), unitaire de degré ${n}${n === 2 ? ' : λ² − (trace)λ + det' : ''}.`,
      ),
      formula: `\\det(\\lambda I - A) = ${polyToLatex(monic, '\\lambda')}`,
    },
  ];
  if (flip || form?.factored) {
    steps.push({
      title: form?.factored ? text('Factor it', 'Factoriser') : text('The convention det(A − λI)', 'La convention det(A − λI)'),
      explanation: text(
        `${flip ? `det(A − λI) = (−1)^${n} det(λI − A). ` : ''}${form?.factored ? 'The rational roots, found among the divisors of the constant term, give the factors.' : ''}`.trim(),
        `${flip ? `det(A − λI) = (−1)^${n} det(λI − A). ` : ''}${form?.factored ? 'Les racines rationnelles, cherchées parmi les diviseurs du terme constant, donnent les facteurs.' : ''}`.trim(),
      ),
      formula: `${form?.aMinusLambda ? `\\det(A - ${xl} I)` : `\\det(${xl} I - A)`} = ${shown.latex}`,
    });
  }
  return outcome(
    'matrix.charpoly',
    steps,
    { kind: 'expr', value: ascii, latex: shown.latex, words: asciiToWords(ascii) },
    // the sentence shows λ itself, the answer's value keeps its ASCII name
    text(`p(${x}) = ${ascii}`.replace(/lambda/g, 'λ'), `p(${x}) = ${ascii}`.replace(/lambda/g, 'λ')),
    verified,
    text('Checked: equals det(λI − A) computed numerically at sample values of λ.', 'Vérifié : égal à det(λI − A) calculé numériquement en des valeurs test de λ.'),
  );
}

function eigenvaluesPolyOnly(a: Mat) {
  return eigenvalues(a).poly;
}

function expressionOutcome(mp: MatrixProblem, r: ExprResult): Outcome | null {
  if (r.operations === 0) return null;
  const v = r.value;
  const expected = v.kind === 'mat' ? toNum(v.m) : v.q.toNumber();
  const verified = verifyMatrixExpression(matrixExprToMathjs(mp.expr, mp.matrices), expected);
  const answer = v.kind === 'mat' ? matrixAnswer(v.m) : scalarAnswer(v.q);
  return outcome(
    'matrix.arithmetic',
    r.steps,
    answer,
    text(answer.value, answer.value),
    verified,
    text('Checked: recomputed independently with mathjs.', 'Vérifié : recalculé indépendamment avec mathjs.'),
  );
}
