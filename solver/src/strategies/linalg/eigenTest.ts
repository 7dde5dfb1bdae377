import { text, type Text } from '../../i18n';
import type { AnswerDraft, Outcome, StepDraft } from '../../strategy';
import { asciiToWords } from '../../format/words';
import { Q } from '../../cas/rational';
import { numericMul, numericRank, verifyEigenvector } from '../../verify/linalg';
import { detCofactor, identity, isSquare, mul, scale, add, toLatex, type Mat } from './matrix';
import { extractMatrices, placeholder } from './matrixParse';
import { FILLER } from './matrixRecognize';

/**
 * Whether a number is an eigenvalue ("is λ = 2 an eigenvalue of A?", « 3 est-elle valeur propre
 * de A ? », "show that 4 is an eigenvalue") or a vector an eigenvector ("is v = (1, 1) an
 * eigenvector of A? If so, find its eigenvalue", « le vecteur u = (1, −1) est-il un vecteur propre
 * de A ? »). λ by det(A − λI) = 0, v by comparing Av with v; the eigenvalue is the answer when it
 * is asked too. Checked in floating point: the rank of A − λI, A·v = λ·v.
 */
const NUM = String.raw`(-?\d+(?:\.\d+)?(?:\/\d+)?)`;
const LAMBDA = String.raw`(?:(?:lambda|\\lambda|λ|t|k|c)\s*=\s*)?`;
const IS_EIGENVALUE = new RegExp(
  String.raw`(?:\b(?:is|est)\s+${LAMBDA}${NUM}(?!\s*[,)\]])\s+(?:an?\s+|une\s+)?(?:eigenvalue|valeur\s+propre)|${LAMBDA}${NUM}\s+(?:is|est)(?:-(?:t-)?(?:il|elle))?\s+(?:an?\s+|une\s+)?(?:eigenvalue|valeur\s+propre))\s+(?:of|de|du)\b`,
  'iu',
);
const IS_EIGENVECTOR = /\b(?:is|est)\s+(?:the\s+vector\s+|le\s+vecteur\s+)?(?:[a-z]\s*=\s*)?(⟦\d+⟧|[[(][^()[\]]*[\])])\s+(?:an?\s+|un\s+)?(?:eigenvector|vecteur\s+propre)\s+(?:of|de|du)\b|(?:the\s+vector\s+|le\s+vecteur\s+)?(?:[a-z]\s*=\s*)?(⟦\d+⟧|[[(][^()[\]]*[\])])\s+(?:is|est)(?:-(?:t-)?(?:il|elle))?\s+(?:an?\s+|un\s+)?(?:eigenvector|vecteur\s+propre)\s+(?:of|de|du)\b/iu;
/** The instruction before it: "determine whether", "show that", « vérifier que ». */
const LEAD = /(?<![\p{L}])(?:determine\s+(?:whether|if)|decide\s+(?:whether|if)|check\s+(?:whether|if|that)|verify\s+(?:whether|that)|show\s+that|prove\s+that|montre[rz]?\s+que|v[ée]rifie[rz]?\s+(?:que|si)|d[ée]termine[rz]?\s+si|dire\s+si|dites\s+si|le\s+vecteur|the\s+vector)(?![\p{L}])/giu;
/** The eigenvalue asked beside: "if so, find its eigenvalue", « et donner la valeur propre associée ». */
const ASKS_VALUE = /(?:[.?;,]\s*|\b(?:and|et)\s+)(?:if\s+(?:so|yes|it\s+is)\s*,?\s*|si\s+oui\s*,?\s*|(?:and|et)\s+)?(?:(?:find|give|determine|compute|state|what\s+is|donne[rz]?|trouve[rz]?|d[ée]termine[rz]?|calcule[rz]?|pr[ée]cise[rz]?|quelle\s+est)\s+)?(?:the\s+|its\s+|la\s+|sa\s+)?(?:corresponding\s+|associated\s+)?(?:eigenvalue|valeur\s+propre)(?:\s+(?:associ[ée]e|correspondante))?/iu;
const SEP = /(?:,\s*(?:and|et)\b|;|,|\band\b|\bet\b)/;

function tuple(s: string): Mat | null {
  const inner = s.slice(1, -1).split(/[,;]/).map((x) => Q.parse(x.trim().replace(/^\+/, '')));
  return inner.length >= 2 && inner.every((q): q is Q => q !== null) ? inner.map((q) => [q]) : null;
}

/**
 * « et le vecteur v = (1, 0, −1). Vérifier si v est un vecteur propre de B »: a vector named where it
 * is given, then asked about by its name, is read where its name stands.
 */
function nameVector(s: string): string {
  const defs = [...s.matchAll(/(?<![\p{L}])(?:(?:the\s+vector|le\s+vecteur)\s+)?([a-z])\s*=\s*(⟦\d+⟧|\([^()]*\))/gu)];
  if (defs.length !== 1) return s;
  const [whole, name, value] = defs[0];
  const rest = s.replace(whole, ' ');
  const use = new RegExp(String.raw`(?<![\p{L}⟦])${name}(?![\p{L}])`, 'gu');
  return use.test(rest) ? rest.replace(use, value) : s;
}

interface EigenQuestion {
  a: Mat;
  lambda?: Q;
  v?: Mat;
  asksValue: boolean;
}

function readQuestion(input: string): EigenQuestion | null {
  if (!/eigen|propre/i.test(input)) return null;
  const ex = extractMatrices(input);
  if (!ex) return null;
  let s = nameVector(ex.text);
  const squares = ex.matrices.map((m, k) => ({ m: m.m, k })).filter((x) => x.m.length >= 2 && x.m[0].length >= 2 && isSquare(x.m));
  if (squares.length !== 1) return null;
  const a = squares[0].m;
  const ev = IS_EIGENVALUE.exec(s);
  const vec = ev ? null : IS_EIGENVECTOR.exec(s);
  if (!ev && !vec) return null;
  let lambda: Q | undefined;
  let v: Mat | undefined;
  if (ev) {
    lambda = Q.parse(ev[1] ?? ev[2]) ?? undefined;
    if (!lambda) return null;
  } else if (vec) {
    const written = vec[1] ?? vec[2];
    const ph = /⟦(\d+)⟧/.exec(written);
    v = ph ? ex.matrices[Number(ph[1])]?.m : (tuple(written) ?? undefined);
    if (!v || v.length !== a.length || v[0].length !== 1) return null;
  }
  const m = ev ?? vec;
  if (!m) return null;
  s = s.replace(m[0], ' ');
  const asks = ASKS_VALUE.exec(s);
  if (asks) s = s.replace(asks[0], ' ');
  // what is left: the matrix (named or not), the instruction and filler words
  // the instruction first: the matrix's one-letter name must not take the V of « Vérifiez »
  const left = s
    .replace(LEAD, ' ')
    .replace(new RegExp(`\\b[A-Z]\\s*=\\s*${placeholder(squares[0].k)}|${placeholder(squares[0].k)}|\\b[A-Z]\\b`, 'gu'), ' ')
    .replace(/-(?:t-)?(?:elle|il)\b/gi, ' ')
    .replace(SEP, ' ')
    .replace(FILLER, ' ')
    .replace(/(?<![\p{L}])(?:l|d|qu)['’]|(?<![\p{L}])(?:whether|not|or|ou|non|pas|n['’]?)(?![\p{L}])/giu, ' ')
    .replace(/[?!:;,.()]/g, ' ');
  if (/\S/.test(left)) return null;
  // "Is v an eigenvector? If so, find its eigenvalue" is answered yes or no, the eigenvalue told with it
  return { a, lambda, v, asksValue: asks !== null && !/^\s*(?:is|are|est)\b/i.test(input) };
}

const boolAnswer = (yes: boolean): AnswerDraft => ({
  kind: 'bool',
  value: yes ? 'True' : 'False',
  latex: yes ? '\\text{True}' : '\\text{False}',
  words: yes ? text('yes', 'oui') : text('no', 'non'),
});

const valueAnswer = (q: Q): AnswerDraft => ({ kind: 'expr', value: q.toString(), latex: q.toLatex(), words: asciiToWords(q.toString()) });

function result(method: string, steps: StepDraft[], answer: AnswerDraft, finalAnswer: Text, verified: boolean, verification: Text): Outcome {
  return { method, category: 'matrix', steps, answer, finalAnswer, verified, verification: verified ? verification : undefined };
}

const toNum = (m: Mat): number[][] => m.map((r) => r.map((x) => x.toNumber()));

function eigenvalueTest(a: Mat, lambda: Q): Outcome {
  const shifted = add(a, scale(identity(a.length), lambda), -1);
  const d = detCofactor(shifted);
  const yes = d.isZero();
  const l = lambda.toLatex();
  const steps: StepDraft[] = [
    {
      title: text('Form A − λI', 'Former A − λI'),
      explanation: text(
        `λ is an eigenvalue exactly when A − λI is singular, that is det(A − λI) = 0. Subtract ${lambda.toString()} from each diagonal entry.`,
        `λ est valeur propre exactement quand A − λI n'est pas inversible, c'est-à-dire det(A − λI) = 0. On retranche ${lambda.toString()} à chaque coefficient diagonal.`,
      ),
      formula: `A - ${lambda.isNegative() ? `(${l})` : l} I = ${toLatex(shifted)}`,
    },
    {
      title: text('Its determinant', 'Son déterminant'),
      explanation: yes
        ? text(`The determinant is 0, so ${lambda.toString()} is an eigenvalue.`, `Le déterminant est nul, donc ${lambda.toString()} est valeur propre.`)
        : text(`The determinant is not 0, so ${lambda.toString()} is not an eigenvalue.`, `Le déterminant n'est pas nul, donc ${lambda.toString()} n'est pas valeur propre.`),
      formula: `\\det(A - ${lambda.isNegative() ? `(${l})` : l} I) = ${d.toLatex()} ${yes ? '=' : '\\neq'} 0`,
    },
  ];
  return result(
    'matrix.is_eigenvalue',
    steps,
    boolAnswer(yes),
    yes
      ? text(`Yes, λ = ${lambda.toString()} is an eigenvalue (det(A − λI) = 0).`, `Oui, λ = ${lambda.toString()} est valeur propre (det(A − λI) = 0).`)
      : text(`No, λ = ${lambda.toString()} is not an eigenvalue (det(A − λI) = ${d.toString()}).`, `Non, λ = ${lambda.toString()} n'est pas valeur propre (det(A − λI) = ${d.toString()}).`),
    (numericRank(toNum(shifted)) < a.length) === yes,
    text('Checked: the rank of A − λI computed in floating point.', 'Vérifié : le rang de A − λI calculé en virgule flottante.'),
  );
}

/** λ written before v: Av = v, Av = −v, Av = 3v, Av = (1/2)v. */
function multiple(lam: Q): string {
  if (lam.eq(Q.ONE)) return '';
  if (lam.eq(Q.MINUS_ONE)) return '−';
  return lam.isInt() ? `${lam.toString()}·` : `(${lam.toString()})·`;
}

/** The λ with Av = λv, or null when Av is not a multiple of v. */
function ratio(av: Mat, v: Mat): Q | null {
  let lam: Q | null = null;
  for (let i = 0; i < v.length; i++) {
    if (v[i][0].isZero()) {
      if (!av[i][0].isZero()) return null;
      continue;
    }
    const r = av[i][0].div(v[i][0]);
    if (lam && !lam.eq(r)) return null;
    lam = r;
  }
  return lam;
}

function eigenvectorTest(a: Mat, v: Mat, asksValue: boolean): Outcome | null {
  if (v.every((r) => r[0].isZero())) return null;
  const av = mul(a, v);
  const lam = ratio(av, v);
  const steps: StepDraft[] = [
    {
      title: text('Compute Av', 'Calculer Av'),
      explanation: text('v is an eigenvector when v ≠ 0 and Av is a multiple λv of v.', 'v est vecteur propre quand v ≠ 0 et Av est un multiple λv de v.'),
      formula: `A v = ${toLatex(a)} ${toLatex(v)} = ${toLatex(av)}`,
    },
    {
      title: text('Compare with v', 'Comparer avec v'),
      explanation: lam
        ? text(`Av = ${multiple(lam)}v, so v is an eigenvector for λ = ${lam.toString()}.`, `Av = ${multiple(lam)}v, donc v est vecteur propre pour λ = ${lam.toString()}.`)
        : text('Av is not a multiple of v (the ratios of the entries differ), so v is not an eigenvector.', "Av n'est pas un multiple de v (les rapports des coefficients diffèrent), donc v n'est pas vecteur propre."),
      formula: lam ? `A v = ${lam.toLatex()} \\cdot ${toLatex(v)}` : `A v \\neq \\lambda v`,
    },
  ];
  const na = toNum(a);
  const nv = toNum(v);
  const nav = numericMul(na, nv).map((r) => r[0]);
  // independent check: Av parallel to v (every 2×2 minor of [Av v] vanishes) exactly when a λ was found
  const parallel = nv.every((_, i) => nv.every((__, j) => Math.abs(nav[i] * nv[j][0] - nav[j] * nv[i][0]) <= 1e-9 * Math.max(1, Math.abs(nav[i]), Math.abs(nav[j]))));
  const verified = lam ? parallel && verifyEigenvector(na, lam.toNumber(), nv.map((r) => r[0])) : !parallel;
  const check = text('Checked: A·v recomputed in floating point and compared with λ·v.', 'Vérifié : A·v recalculé en virgule flottante et comparé à λ·v.');
  if (!lam) {
    return result('matrix.is_eigenvector', steps, boolAnswer(false), text('No, v is not an eigenvector of A.', "Non, v n'est pas vecteur propre de A."), verified, check);
  }
  const times = multiple(lam);
  const final = text(`Yes, Av = ${times}v: v is an eigenvector for the eigenvalue λ = ${lam.toString()}.`, `Oui, Av = ${times}v : v est vecteur propre pour la valeur propre λ = ${lam.toString()}.`);
  return result('matrix.is_eigenvector', steps, asksValue ? valueAnswer(lam) : boolAnswer(true), final, verified, check);
}

export function eigenTestOutcome(input: string): Outcome | null {
  const q = readQuestion(input);
  if (!q) return null;
  if (q.lambda) return q.asksValue ? null : eigenvalueTest(q.a, q.lambda);
  return q.v ? eigenvectorTest(q.a, q.v, q.asksValue) : null;
}
