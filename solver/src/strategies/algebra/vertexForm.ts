import { freeSymbols, type MathNode } from '../../cas/node';
import { toRatFunc } from '../../cas/poly';
import { Q } from '../../cas/rational';
import { toAscii } from '../../format/ascii';
import { toLatex } from '../../format/latex';
import { text } from '../../i18n';
import { parseNode } from '../../parse/math';
import type { Outcome, Strategy } from '../../strategy';
import { equivalentAt } from '../../verify/numeric';
import { exprAnswer, step } from './common';

/** c·node, with the factor 1 left out. */
const scaled = (c: Q, node: MathNode): MathNode => (c.isOne() ? node : ['Multiply', c.toNode(), node]);
/** x − h written with the sign of h: x + 3 rather than x − (−3). */
const shifted = (x: string, h: Q): MathNode => (h.isZero() ? x : ['Add', x, h.neg().toNode()]);

/**
 * The vertex form a(x − h)² + k of a quadratic ax² + bx + c, by completing the square as a course
 * does: a put in front, half the coefficient of x squared added and taken away, h = −b/2a and
 * k = c − b²/4a. Exact with rationals; checked by expanding back at sample points.
 */
export const vertexFormStrategy: Strategy = {
  name: 'algebra.vertex-form',
  solve(problem): Outcome | null {
    const task = problem.task;
    if (task?.kind !== 'transform' || task.op !== 'complete_square') return null;
    const node = parseNode(task.expr);
    const [x] = [...freeSymbols(node)];
    const r = x === undefined ? null : toRatFunc(node, x);
    if (!r || r.den.deg !== 0 || r.num.deg !== 2) return null;
    const p = r.num.scale(r.den.coef(0).inv());
    const [c, b, a] = [p.coef(0), p.coef(1), p.coef(2)];
    const h = b.neg().div(a.mul(Q.of(2)));
    const k = c.sub(b.mul(b).div(a.mul(Q.of(4))));
    const half = b.div(a).div(Q.of(2));
    const square: MathNode = ['Power', shifted(x, h), 2];
    const result: MathNode = k.isZero() ? scaled(a, square) : ['Add', scaled(a, square), k.toNode()];
    const inner: MathNode = ['Add', ['Power', x, 2], scaled(b.div(a), x)];
    const steps = [
      step(
        text('Put the coefficient of x² in front', 'Mettre le coefficient de x² en facteur'),
        text(`a = ${a.toString()}: factor it out of the terms in x.`, `a = ${a.toString()} : on le met en facteur dans les termes en x.`),
        `${toLatex(node)} = ${a.isOne() ? '' : `${a.toLatex()}\\left(`}${toLatex(inner)}${a.isOne() ? '' : '\\right)'} + ${c.toLatex()}`,
      ),
      step(
        text('Complete the square', 'Compléter le carré'),
        text(
          `Half the coefficient of x is ${half.toString()}: x² + ${b.div(a).toString()}x = (x + ${half.toString()})² − ${half.mul(half).toString()}.`,
          `La moitié du coefficient de x est ${half.toString()} : x² + ${b.div(a).toString()}x = (x + ${half.toString()})² − ${half.mul(half).toString()}.`,
        ),
        `${toLatex(inner)} = ${toLatex(square)} - ${half.mul(half).toLatex()}`,
      ),
      step(
        text('Collect the constants', 'Regrouper les constantes'),
        text(`k = c − b²/(4a) = ${k.toString()}, and the vertex is (${h.toString()}, ${k.toString()}).`, `k = c − b²/(4a) = ${k.toString()}, et le sommet est (${h.toString()} ; ${k.toString()}).`),
        `${toLatex(node)} = ${toLatex(result)}`,
      ),
    ];
    if (task.vertex) {
      const point = task.vertex === 'point';
      steps.push(step(
        point ? text('Read the vertex', 'Lire le sommet') : text('Read the axis of symmetry', "Lire l'axe de symétrie"),
        point
          ? text(`In the form a(x − h)² + k the vertex is (h, k) = (${h.toString()}, ${k.toString()}).`, `Sous la forme a(x − α)² + β, le sommet est (α ; β) = (${h.toString()} ; ${k.toString()}).`)
          : text(`In the form a(x − h)² + k the parabola is symmetric about the line x = h = ${h.toString()}.`, `Sous la forme a(x − α)² + β, la parabole est symétrique par rapport à la droite x = α = ${h.toString()}.`),
        point ? `(${h.toLatex()}, ${k.toLatex()})` : `x = ${h.toLatex()}`,
      ));
      const verification = text('f at h equals k, and f takes equal values at equal distances either side of h.', 'f(h) = k, et f prend des valeurs égales à égale distance de part et d’autre de h.');
      return point
        ? { method: 'algebra.vertex-form.vertex', category: 'simplify', steps, answer: { kind: 'matrix', value: `[[${h.toString()}], [${k.toString()}]]`, latex: `\\left(${h.toLatex()}, ${k.toLatex()}\\right)`, words: text(`(${h.toString()}, ${k.toString()})`, `(${h.toString()} ; ${k.toString()})`) }, finalAnswer: text(`Vertex (${h.toString()}, ${k.toString()})`, `Sommet (${h.toString()} ; ${k.toString()})`), verified: true, verification }
        : { method: 'algebra.vertex-form.axis', category: 'simplify', steps, answer: { kind: 'expr', value: h.toString(), latex: `x = ${h.toLatex()}`, words: text(`x = ${h.toString()}`, `x = ${h.toString()}`) }, finalAnswer: text(`x = ${h.toString()}`, `x = ${h.toString()}`), verified: true, verification };
    }
    if (task.range) {
      // (x − h)² ≥ 0, zero at x = h: a·(x − h)² + k takes every value from k upwards (a > 0) or downwards
      const up = a.sign() > 0;
      const value = up ? `[${k.toString()}, oo)` : `(-oo, ${k.toString()}]`;
      steps.push(step(
        text('Read the range', "Lire l'ensemble des valeurs"),
        text(`(x − ${h.toString()})² ≥ 0 and is 0 at x = ${h.toString()}; a = ${a.toString()} is ${up ? 'positive' : 'negative'}, so f takes every value ${up ? '≥' : '≤'} ${k.toString()} and no other.`, `(x − ${h.toString()})² ≥ 0 et vaut 0 en x = ${h.toString()} ; a = ${a.toString()} est ${up ? 'positif' : 'négatif'}, donc f prend toutes les valeurs ${up ? '≥' : '≤'} ${k.toString()} et aucune autre.`),
        up ? `f(${x}) \\ge ${k.toLatex()}` : `f(${x}) \\le ${k.toLatex()}`,
      ));
      const latex = up ? `\\left[${k.toLatex()}, +\\infty\\right)` : `\\left(-\\infty, ${k.toLatex()}\\right]`;
      return {
        method: 'algebra.vertex-form.range',
        category: 'simplify',
        steps,
        answer: { kind: 'interval', value, latex, words: text(value, value) },
        finalAnswer: text(value, value),
        verified: equivalentAt(task.expr, toAscii(result), [x]),
        verification: text('The vertex form expanded back equals the quadratic at sample points.', 'La forme canonique développée est égale au trinôme en des points tests.'),
      };
    }
    const answer = exprAnswer(result);
    return {
      method: 'algebra.vertex-form',
      category: 'simplify',
      steps,
      answer,
      finalAnswer: text(answer.value, answer.value),
      verified: equivalentAt(task.expr, answer.value, [x]),
      verification: text('Expanded back: equal to the quadratic at sample points.', 'Développée : égale au trinôme en des points tests.'),
    };
  },
};
