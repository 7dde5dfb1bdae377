import { SolverError } from '../../errors';
import { text } from '../../i18n';
import type { Outcome, StepDraft } from '../../strategy';
import { asciiToWords } from '../../format/words';
import { Q } from '../../cas/rational';
import { matClose, numericMul } from '../../verify/linalg';
import { add, identity, isSquare, mul, scale, toAscii, toLatex, type Mat } from './matrix';
import { extractMatrices } from './matrixParse';
import { FILLER } from './matrixRecognize';

/**
 * A polynomial identity of a matrix to check, and the inverse deduced from it, as French sheets
 * and textbooks set it: « Vérifier que A² − 3A + 2I = 0 et en déduire A⁻¹ », "Show that
 * A² = 4A − 3I. Hence find A⁻¹". p(A) is computed exactly; when p(A) = 0 with a constant term
 * c₀ ≠ 0, A(c_k A^{k−1} + … + c₁I) = −c₀I gives A⁻¹. Checked in floating point: p(A) = 0 and
 * A·A⁻¹ = I.
 */
type Poly = Q[];

const VERIFY = /(?<![\p{L}])(?:verify|check|show|prove|v[ée]rifier|montrer|d[ée]montrer|justifier)\s+(?:that|que|qu['’])\s*/iu;
const DEDUCE =
  /(?:[,.;]\s*|\s+)(?:(?:and|then|et|puis)\s*,?\s*)?(?:hence|thus|therefore|deduce|use\s+(?:it|this)\s+to|en\s+d[ée]duire|d[ée]duire|deduce)\s+(?:(?:that\s+[A-Z]\s+is\s+invertible|qu['’]\s*[A-Z]\s+est\s+inversible|que\s+[A-Z]\s+est\s+inversible)\s*(?:,|and|et)?\s*)?(?:(?:find|compute|give|calculer|donner|d[ée]terminer)\s+)?(?:its\s+inverse|son\s+inverse|the\s+inverse\s+of\s+[A-Z]|l['’]\s*inverse\s+de\s+[A-Z]|[A-Z]\s*\^\s*(?:\(\s*-\s*1\s*\)|\{\s*-\s*1\s*\}|-\s*1))/iu;
/** The verb between the matrix and its identity, with the name it may repeat ("A satisfies", « A vérifie l'égalité »). */
const SATISFIES =
  /(?<![\p{L}])(?:the\s+matrix\s*|la\s+matrice\s*)?(?:[A-Z]\s+)?(?:satisfies|satisfy|v[ée]rifie|satisfait)(?:\s+(?:the\s+)?(?:equation|relation|identity|l['’]\s*[ée]galit[ée]|l['’]\s*[ée]quation|la\s+relation))?\s*:?(?![\p{L}])/giu;
const SIDE = String.raw`[\dA-Z_ ^+\-*/().]+?`;

/** A polynomial in the matrix's letter and I, coefficients from degree 0 up. */
function parsePoly(src: string, letter: string): Poly | null {
  const s = src.replace(/\s+/g, '').replace(/I_?\{?\d\}?|I_n/g, 'I');
  let i = 0;
  const addP = (a: Poly, b: Poly, sign = 1): Poly => [...Array(Math.max(a.length, b.length)).keys()].map((k) => (a[k] ?? Q.ZERO).add((b[k] ?? Q.ZERO).mul(Q.of(sign))));
  const mulP = (a: Poly, b: Poly): Poly => {
    const out: Poly = [...Array(a.length + b.length - 1)].map(() => Q.ZERO);
    a.forEach((x, j) => b.forEach((y, k) => (out[j + k] = out[j + k].add(x.mul(y)))));
    return out;
  };
  const atom = (): Poly | null => {
    const num = /^\d+(?:\.\d+)?/.exec(s.slice(i));
    let v: Poly | null = null;
    if (num) {
      i += num[0].length;
      v = [Q.parse(num[0]) ?? Q.ZERO];
    } else if (s[i] === letter) {
      i++;
      v = [Q.ZERO, Q.ONE];
    } else if (s[i] === 'I' || s[i] === 'O') {
      v = [s[i] === 'I' ? Q.ONE : Q.ZERO];
      i++;
    } else if (s[i] === '(') {
      i++;
      v = sum();
      if (s[i] !== ')') return null;
      i++;
    }
    if (!v) return null;
    const pw = /^\^\(?(\d)\)?/.exec(s.slice(i));
    if (pw) {
      i += pw[0].length;
      let r: Poly = [Q.ONE];
      for (let k = 0; k < Number(pw[1]); k++) r = mulP(r, v);
      v = r;
    }
    return v;
  };
  const product = (): Poly | null => {
    let v = atom();
    while (v && i < s.length && (s[i] === '*' || s[i] === '/' || /[\d(IA-Z]/.test(s[i]))) {
      if (s[i] === '/') {
        i++;
        const d = /^\d+/.exec(s.slice(i));
        if (!d) return null;
        i += d[0].length;
        v = v.map((c) => c.div(Q.of(Number(d[0]))));
        continue;
      }
      if (s[i] === '*') i++;
      const w = atom();
      if (!w) return null;
      v = mulP(v, w);
    }
    return v;
  };
  const sum = (): Poly | null => {
    let sign = 1;
    if (s[i] === '-' || s[i] === '+') sign = s[i++] === '-' ? -1 : 1;
    let v = product();
    if (!v) return null;
    v = v.map((c) => c.mul(Q.of(sign)));
    while (v && (s[i] === '+' || s[i] === '-')) {
      const sg = s[i++] === '-' ? -1 : 1;
      const w = product();
      if (!w) return null;
      v = addP(v, w, sg);
    }
    return v;
  };
  const p = sum();
  return p && i === s.length ? p : null;
}

function evalPoly(p: Poly, a: Mat): Mat {
  let r = scale(identity(a.length), Q.ZERO);
  let pw = identity(a.length);
  for (const c of p) {
    r = add(r, scale(pw, c));
    pw = mul(pw, a);
  }
  return r;
}

function polyLatex(p: Poly, letter: string): string {
  let s = '';
  for (let k = p.length - 1; k >= 0; k--) {
    const c = p[k];
    if (c.isZero()) continue;
    const abs = c.isNegative() ? c.neg() : c;
    const v = k === 0 ? 'I' : k === 1 ? letter : `${letter}^{${k}}`;
    const coef = abs.eq(Q.ONE) ? '' : abs.toLatex();
    s += s === '' ? `${c.isNegative() ? '-' : ''}${coef}${v}` : ` ${c.isNegative() ? '-' : '+'} ${coef}${v}`;
  }
  return s || '0';
}

export function matrixIdentityOutcome(input: string): Outcome | null {
  if (!VERIFY.test(input)) return null;
  const ex = extractMatrices(input);
  if (!ex || ex.matrices.length !== 1) return null;
  const a = ex.matrices[0].m;
  if (!isSquare(a) || a.length < 2) return null;
  const named = /\b([A-Z])\s*=\s*⟦0⟧/u.exec(ex.text);
  if (!named) return null;
  const letter = named[1];
  // "show that A satisfies A² + I = 0", « montrer que A vérifie la relation A² = 3A − 2I »: the identity is what is checked
  let s = ex.text.replace(named[0], ' ').replace(SATISFIES, ' ');
  const eq = new RegExp(String.raw`${VERIFY.source}(${SIDE})\s*=\s*(${SIDE})(?=\s*(?:[,.;?]\s|[,.;?]?$|\s(?:and|et|then|puis|hence|for|where|with|if|when|pour|o[ùu]|avec|si)(?![\p{L}])))`, 'iu').exec(s);
  if (!eq) return null;
  const lhs = parsePoly(eq[1], letter);
  const rhs = parsePoly(eq[2], letter);
  if (!lhs || !rhs) return null;
  const p = [...Array(Math.max(lhs.length, rhs.length)).keys()].map((k) => (lhs[k] ?? Q.ZERO).sub(rhs[k] ?? Q.ZERO));
  while (p.length > 1 && p[p.length - 1].isZero()) p.pop();
  if (p.length < 2) return null;
  s = s.replace(eq[0], ' ');
  const deduce = DEDUCE.exec(s);
  if (deduce) s = s.replace(deduce[0], ' ');
  const left = s.replace(FILLER, ' ').replace(/(?<![\p{L}])(?:soit|let|given|on\s+pose|on\s+consid[èe]re|consider|o[ùu]|where|when|lorsque|quand)(?![\p{L}])/giu, ' ').replace(/[?!:;,.()]/g, ' ');
  if (/\S/.test(left)) return null;
  const pa = evalPoly(p, a);
  const holds = pa.every((r) => r.every((x) => x.isZero()));
  const na = a.map((r) => r.map((x) => x.toNumber()));
  const powers = Array.from({ length: Math.max(0, p.length - 2) }, (_, k) => k + 2);
  const steps: StepDraft[] = [
    ...powers.map((k) => ({
      title: text(`Compute ${letter}^${k}`, `Calculer ${letter}^${k}`),
      explanation: text('Rows by columns.', 'Lignes par colonnes.'),
      formula: `${letter}^{${k}} = ${toLatex(evalPoly([...Array.from({ length: k }, () => Q.ZERO), Q.ONE], a))}`,
    })),
    {
      title: text('Evaluate the expression', "Évaluer l'expression"),
      explanation: holds
        ? text('Every entry is 0: the identity holds.', "Tous les coefficients sont nuls : l'égalité est vraie.")
        : text('Some entry is not 0: the identity does not hold.', "Un coefficient n'est pas nul : l'égalité est fausse."),
      formula: `${polyLatex(p, letter)} = ${toLatex(pa)}`,
    },
  ];
  // numeric p(A), by Horner in floating point
  const numericPA = p.reduceRight<number[][]>((acc, c) => numericMul(acc, na).map((r, i) => r.map((x, j) => x + (i === j ? c.toNumber() : 0))), na.map((r) => r.map(() => 0)));
  const zero = na.map((r) => r.map(() => 0));
  const holdsNumerically = matClose(numericPA, zero, 1e-9);
  if (!deduce) {
    return {
      method: 'matrix.identity',
      category: 'matrix',
      steps,
      answer: { kind: 'bool', value: holds ? 'True' : 'False', latex: holds ? '\\text{True}' : '\\text{False}', words: holds ? text('yes', 'oui') : text('no', 'non') },
      finalAnswer: holds ? text(`Yes, ${polyLatexPlain(p, letter)} = 0.`, `Oui, ${polyLatexPlain(p, letter)} = 0.`) : text(`No: ${polyLatexPlain(p, letter)} = ${toAscii(pa)} ≠ 0.`, `Non : ${polyLatexPlain(p, letter)} = ${toAscii(pa)} ≠ 0.`),
      verified: holds === holdsNumerically,
      verification: holds === holdsNumerically ? text('Checked: the expression recomputed in floating point.', "Vérifié : l'expression recalculée en virgule flottante.") : undefined,
    };
  }
  if (!holds) {
    const shown = `${polyLatexPlain(p, letter)} = ${toAscii(pa)}`;
    throw new SolverError('unsupported', text(`The identity does not hold (${shown} ≠ 0): ${letter}⁻¹ cannot be deduced from it.`, `L'égalité est fausse (${shown} ≠ 0) : on ne peut pas en déduire ${letter}⁻¹.`));
  }
  if (p[0].isZero()) {
    throw new SolverError('unsupported', text(`The identity has no constant term: it does not give ${letter}⁻¹.`, `L'égalité n'a pas de terme constant : elle ne donne pas ${letter}⁻¹.`));
  }
  // A·q(A) = −c₀I with q(A) = c_k A^{k−1} + … + c₁I, so A⁻¹ = −q(A)/c₀
  const q = p.slice(1).map((c) => c.div(p[0]).neg());
  const inv = evalPoly(q, a);
  const nInv = inv.map((r) => r.map((x) => x.toNumber()));
  const id = na.map((r, i) => r.map((_, j) => (i === j ? 1 : 0)));
  steps.push(
    {
      title: text(`Factor out ${letter}`, `Mettre ${letter} en facteur`),
      explanation: text(
        `Move the constant term to the right: ${letter} times a polynomial in ${letter} is a multiple of I, so ${letter} is invertible.`,
        `On passe le terme constant à droite : ${letter} fois un polynôme en ${letter} est un multiple de I, donc ${letter} est inversible.`,
      ),
      formula: `${letter}\\left(${polyLatex(p.slice(1), letter)}\\right) = ${p[0].neg().toLatex()}I \\;\\Rightarrow\\; ${letter}^{-1} = ${polyLatex(q, letter)}`,
    },
    {
      title: text(`Compute ${letter}⁻¹`, `Calculer ${letter}⁻¹`),
      explanation: text('Entry by entry.', 'Coefficient par coefficient.'),
      formula: `${letter}^{-1} = ${toLatex(inv)}`,
    },
  );
  const verified = holdsNumerically && matClose(numericMul(na, nInv), id, 1e-9);
  const value = toAscii(inv);
  return {
    method: 'matrix.identity.inverse',
    category: 'matrix',
    steps,
    answer: { kind: 'matrix', value, latex: toLatex(inv), words: asciiToWords(value) },
    finalAnswer: text(`${letter}⁻¹ = ${value}`, `${letter}⁻¹ = ${value}`),
    verified,
    verification: verified ? text(`Checked: the identity and ${letter}·${letter}⁻¹ = I recomputed in floating point.`, `Vérifié : l'égalité et ${letter}·${letter}⁻¹ = I recalculées en virgule flottante.`) : undefined,
  };
}

/** The polynomial in plain text for the final answer (A^2 - 3A + 2I). */
function polyLatexPlain(p: Poly, letter: string): string {
  return polyLatex(p, letter).replace(/\^\{(\d+)\}/g, '^$1');
}
