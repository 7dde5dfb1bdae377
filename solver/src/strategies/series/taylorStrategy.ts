import { text } from '../../i18n';
import type { Outcome, ProblemInput, SolveContext, StepDraft, Strategy } from '../../strategy';
import { box, freeSymbols, simplify, substitute, toNode, type MathNode } from '../../cas';
import { nodeToQ } from '../../cas/rational';
import { parseNode } from '../../parse/math';
import { toAscii } from '../../format/ascii';
import { toLatex } from '../../format/latex';
import { asciiToWords } from '../../format/words';
import { verifyTaylor } from '../../verify/series';

/**
 * Taylor / Maclaurin polynomials ("Taylor series of e^x at 0 to order 4", "développement limité
 * de sin x à l'ordre 5"): coefficients f⁽ᵏ⁾(a)/k! from successive derivatives.
 */
const TRIGGER = /taylor|maclaurin|d[ée]veloppement\s+limit[ée]|\bDL\b|series\s+expansion|d[ée]veloppement\s+en\s+s[ée]rie|power\s+series|\bs[ée]ries?(?=\s+(?:of|for|de)\b.*(?:up\s+to|\border\b|\bordre\b|jusqu))/i;
/** Words around the function that are not part of it: "polynomial of degree 3", "d'ordre 4". */
const NOT_FUNCTION = /\b(?:polynomial|polyn[ôo]me|series|s[ée]rie|expansion)\b|(?:\b(?:of|to)\s+|d'|\bde\s+|(?:à|a)\s+l')?\b(?:order|ordre|degree|degr[ée])\s*(?:n\s*=\s*)?\d+/gi;

export const taylorStrategy: Strategy = {
  name: 'taylor',
  solve(problem: ProblemInput, ctx: SolveContext): Outcome | null {
    const t = problem.text;
    if (!TRIGGER.test(t)) return null;
    const orderM = /(?:order|ordre|degree|degré|degre)\s*(?:n\s*=\s*)?(\d+)|up\s+to\s+(?:the\s+)?(?:term\s+in\s+)?\w\^(\d+)|jusqu'?\s*à\s+\w\^(\d+)/i.exec(t);
    const n = orderM ? Number(orderM[1] ?? orderM[2] ?? orderM[3]) : 4;
    if (n > 12) return null;
    const pointM = /(?:\bat\b|about|around|\ben\b|au\s+voisinage\s+de|near|centered\s+at|centred\s+at)\s*(?:\w\s*=\s*)?(-?[\d./]+|pi(?:\/\d+)?)/i.exec(t);
    // "série de Taylor de f": once "Taylor" is removed, two "de" meet before the function.
    const fM = /(?:of|de|du|for|pour)\s+(?:(?:of|de|du)\s+)?(?:f\s*\(\s*\w\s*\)\s*=\s*)?(.+?)\s*(?:,|\bat\b|about|around|\ben\b|au\s+voisinage|near|centered|centred|\bto\b|up\s+to|jusqu|à\s+l'ordre|a\s+l'ordre|\border\b|\bordre\b|$)/i.exec(
      t.replace(new RegExp(TRIGGER.source, 'gi'), ' ').replace(NOT_FUNCTION, ' ').replace(/^\s*(?:of|de|du|for|pour)\s+(?=(?:of|de|du|for|pour)\s)/i, ''),
    );
    if (!fM) return null;
    let f: MathNode;
    let a: MathNode;
    try {
      f = parseNode(fM[1].replace(/^(?:la\s+fonction|the\s+function)\s+/i, ''));
      a = pointM ? parseNode(pointM[1]) : 0;
    } catch {
      return null;
    }
    const vars = [...freeSymbols(f)];
    if (vars.length !== 1) return null;
    const x = vars[0];
    const steps: StepDraft[] = [];
    const terms: MathNode[] = [];
    const rows: string[] = [];
    let d: MathNode = f;
    let fact = 1;
    for (let k = 0; k <= n; k++) {
      ctx.checkTime();
      if (k > 0) {
        d = toNode(box(['D', d, x]).evaluate());
        fact *= k;
      }
      const v = simplify(substitute(d, x, a));
      if (!nodeToQ(v) && freeSymbols(v).size > 0) return null;
      rows.push(`f^{(${k})}(${toLatex(a)}) = ${toLatex(v)}`);
      const shift: MathNode = a === 0 ? x : ['Subtract', x, a];
      terms.push(simplify(['Multiply', ['Divide', v, fact], ['Power', shift, k]]));
    }
    const poly = simplify(['Add', ...terms]);
    const value = toAscii(poly);
    // f or a derivative undefined at the centre (sin(x)/x at 0): the formula does not apply
    if (/Error|D\(|Derivative|\bzoo\b|\boo\b|NaN|Undefined|ComplexInfinity/.test(value)) return null;
    steps.push({
      title: text('Differentiate and evaluate at the centre', 'Dériver et évaluer au centre'),
      explanation: text(
        `Taylor's formula needs f and its derivatives up to order ${n} at ${toAscii(a)}.`,
        `La formule de Taylor demande f et ses dérivées jusqu'à l'ordre ${n} en ${toAscii(a)}.`,
      ),
      formula: rows.join(',\\quad '),
    });
    steps.push({
      title: text('Apply Taylor’s formula', 'Appliquer la formule de Taylor'),
      explanation: text(
        'Each coefficient is f⁽ᵏ⁾(a)/k!, in front of (x − a)ᵏ.',
        'Chaque coefficient vaut f⁽ᵏ⁾(a)/k!, devant (x − a)ᵏ.',
      ),
      formula: `${toLatex(f)} = ${toLatex(poly)} + o\\left(${a === 0 ? x : `(${x} - ${toLatex(a)})`}^{${n}}\\right)`,
    });
    const verified = verifyTaylor(toAscii(f), value, x, Number(toAscii(a) === 'pi' ? Math.PI : eval0(toAscii(a))), n);
    return {
      method: 'series.taylor',
      category: 'series',
      steps,
      answer: { kind: 'expr', value, latex: toLatex(poly), words: asciiToWords(value) },
      finalAnswer: text(value, value),
      verified,
      verification: verified
        ? text('Checked numerically: f − P shrinks like hⁿ⁺¹ near the centre.', 'Vérifié numériquement : f − P décroît comme hⁿ⁺¹ près du centre.')
        : undefined,
    };
  },
};

function eval0(s: string): number {
  const m = /^(-?)(\d+)(?:\/(\d+))?$/.exec(s);
  if (!m) return NaN;
  return (m[1] ? -1 : 1) * (Number(m[2]) / Number(m[3] ?? 1));
}
