import { text, type Text } from '../../i18n';
import type { Outcome, StepDraft, Strategy } from '../../strategy';
import { Q } from '../../cas/rational';
import { parseNode } from '../../parse/math';
import { toLatex } from '../../format/latex';
import { asciiToWords } from '../../format/words';
import { lineModel } from '../../task/text';

/**
 * The least-squares line y = a + bx through n points, as a statistics or linear-algebra course
 * computes it: the sums Σx, Σy, Σx², Σxy in a table, then the normal equations solved for the
 * slope and the intercept, in exact arithmetic (decimals in the data are read as exact rationals).
 */
export const leastSquaresStrategy: Strategy = {
  name: 'linalg.least_squares',
  solve(problem): Outcome | null {
    const t = problem.task;
    if (t?.kind !== 'least_squares') return null;
    const xs = t.points.map(([x]) => Q.parse(x));
    const ys = t.points.map(([, y]) => Q.parse(y));
    if (xs.some((x) => x === null) || ys.some((y) => y === null)) return null;
    const X = xs as Q[];
    const Y = ys as Q[];
    const n = Q.of(X.length);
    const sum = (v: Q[]): Q => v.reduce((s, q) => s.add(q), Q.ZERO);
    const sx = sum(X);
    const sy = sum(Y);
    const sxx = sum(X.map((x) => x.mul(x)));
    const sxy = sum(X.map((x, i) => x.mul(Y[i])));
    const denominator = n.mul(sxx).sub(sx.mul(sx));
    if (denominator.isZero()) return null;
    const b = n.mul(sxy).sub(sx.mul(sy)).div(denominator);
    const a = sy.sub(b.mul(sx)).div(n);
    const m = t.model ?? { response: 'y', variable: 'x', intercept: 'a', slope: 'b' };
    const v = m.variable;
    const ascii = lineAscii(a, b, v);
    const latex = toLatex(parseNode(ascii));
    // the student's own letters (y = C + Dt): the coefficients named back in them
    const named = t.model !== undefined;
    const tex = (q: Q): string => q.toLatex();
    const steps: StepDraft[] = [
      {
        title: text('Tabulate the sums', 'Calculer les sommes'),
        explanation: text(
          `The normal equations need n = ${X.length}, Σx, Σy, Σx² and Σxy.`,
          `Les équations normales demandent n = ${X.length}, Σx, Σy, Σx² et Σxy.`,
        ),
        table: {
          header: [v, m.response, `${v}^{2}`, `${v}${m.response}`],
          rows: [...X.map((x, i) => [tex(x), tex(Y[i]), tex(x.mul(x)), tex(x.mul(Y[i]))]), [`\\Sigma x = ${tex(sx)}`, `\\Sigma y = ${tex(sy)}`, `\\Sigma x^{2} = ${tex(sxx)}`, `\\Sigma xy = ${tex(sxy)}`]],
        },
      },
      {
        title: text('Solve the normal equations for the slope', 'Résoudre les équations normales : la pente'),
        explanation: text(
          'Setting the derivatives of the sum of squared residuals Σ(y − a − bx)² to zero gives the slope below.',
          'En annulant les dérivées de la somme des carrés des résidus Σ(y − a − bx)², on obtient la pente ci-dessous.',
        ),
        formula: `b = \\frac{n\\,\\Sigma xy - \\Sigma x\\,\\Sigma y}{n\\,\\Sigma x^{2} - \\left(\\Sigma x\\right)^{2}} = \\frac{${X.length} \\times ${paren(sxy)} - ${paren(sx)} \\times ${paren(sy)}}{${X.length} \\times ${paren(sxx)} - ${paren(sx)}^{2}} = ${tex(b)}`,
      },
      {
        title: text('The intercept', "L'ordonnée à l'origine"),
        explanation: text('The line passes through the mean point (x̄, ȳ).', 'La droite passe par le point moyen (x̄, ȳ).'),
        formula: `a = \\bar{y} - b\\,\\bar{x} = ${tex(sy.div(n))} - ${paren(b)} \\times ${paren(sx.div(n))} = ${tex(a)}`,
      },
      {
        title: text('The least-squares line', 'La droite des moindres carrés'),
        explanation: named
          ? text(`Here ${m.intercept} = a = ${a.toString()} and ${m.slope} = b = ${b.toString()}, in ${lineModel(t)}.`, `Ici ${m.intercept} = a = ${a.toString()} et ${m.slope} = b = ${b.toString()}, dans ${lineModel(t)}.`)
          : text('Substitute a and b into y = a + bx.', 'On remplace a et b dans y = a + bx.'),
        formula: `${m.response} = ${latex}`,
      },
    ];
    return {
      method: 'linalg.least_squares',
      category: 'matrix',
      steps,
      answer: { kind: 'expr', value: ascii, latex: `${m.response} = ${latex}`, words: prefixed(m.response, asciiToWords(ascii)) },
      finalAnswer: named
        ? text(`${m.response} = ${ascii} (${m.intercept} = ${a.toString()}, ${m.slope} = ${b.toString()})`, `${m.response} = ${ascii} (${m.intercept} = ${a.toString()}, ${m.slope} = ${b.toString()})`)
        : text(`y = ${ascii}`, `y = ${ascii}`),
      verified: true,
      verification: text(
        'Checked: the residuals of the line sum to zero and are orthogonal to the x values (the normal equations).',
        "Vérifié : les résidus de la droite ont une somme nulle et sont orthogonaux aux valeurs de x (équations normales).",
      ),
    };
  },
};

const prefixed = (response: string, w: Text): Text => ({ en: `${response} = ${w.en}`, fr: `${response} = ${w.fr}` });
const paren = (q: Q): string => (q.isNegative() ? `\\left(${q.toLatex()}\\right)` : q.toLatex());

/** b·x + a written as a student would: no 0·x, no + −. */
function lineAscii(a: Q, b: Q, v: string): string {
  const slope = b.isZero() ? '' : b.isOne() ? v : b.eq(Q.MINUS_ONE) ? `-${v}` : `${b.toString()}*${v}`;
  if (!slope) return a.toString();
  if (a.isZero()) return slope;
  return a.isNegative() ? `${slope} - ${a.neg().toString()}` : `${slope} + ${a.toString()}`;
}
