import { text, type Text } from '../../i18n';
import type { AnswerDraft, Outcome, ProblemInput, SolveContext, StepDraft, Strategy } from '../../strategy';
import { asciiToWords } from '../../format/words';
import { verifyComplexValue, verifyComplexRoots } from '../../verify/complex';
import { Q } from '../../cas/rational';
import { sqrtRational, surdToAscii, surdToLatex } from '../linalg/polynomial';
import { C } from './gaussian';
import { evaluateComplex, hasImaginary, NotComplexExpr, parseComplex, type CNode } from './complexExpr';
import { argument, asksTrigonometric, modulus, polarForm, withModulusAndArgument, type Exact } from './polar';
import { withNamedNumbers } from './namedNumbers';

/**
 * Complex numbers: algebraic form a + bi (multiply by the conjugate, expand with i² = −1),
 * modulus, argument, conjugate, real and imaginary parts, trigonometric and exponential forms,
 * square roots.
 */
export type Task = 'algebraic' | 'modulus' | 'argument' | 'conjugate' | 're' | 'im' | 'parts' | 'polar' | 'modulus_argument' | 'sqrt' | 'log';

/** \b does not see accented letters as word characters: use letter look-arounds instead. */
const W = (body: string, flags = 'giu'): RegExp => new RegExp(`(?<![\\p{L}])(?:${body})(?![\\p{L}])`, flags);

const TASKS: [Task, RegExp][] = [
  // both asked together, in either order: « module et argument », 'modulus and argument'
  ['modulus_argument', W('(?:modulus|module|magnitude)\\s+(?:and|et)\\s+(?:(?:the|its|son|l[\'’])\\s*|(?:an|a|un)\\s+)?(?:principal\\s+)?argument(?:\\s+principal)?|(?:principal\\s+)?argument(?:\\s+principal)?\\s+(?:and|et)\\s+(?:(?:the|its|le|son)\\s+)?(?:modulus|module|magnitude)')],
  ['sqrt', W('square\\s+roots?|racines?\\s+carr[ée]es?')],
  ['polar', W('polar|trigonometric|exponential|exponentielle|trigonom[ée]trique|polaire|euler')],
  ['modulus', W('modulus|module|magnitude|absolute\\s+value|abs')],
  ['argument', W('argument|arg')],
  ['conjugate', W('conjugate|conjugu[ée]e?|conj')],
  // both parts asked together: « parties réelle et imaginaire », 'the real and imaginary parts'
  ['parts', W('real\\s+and\\s+imaginary\\s+parts?|imaginary\\s+and\\s+real\\s+parts?|parties\\s+r[ée]elle\\s+et\\s+imaginaire|partie\\s+r[ée]elle\\s+et\\s+(?:la\\s+)?partie\\s+imaginaire')],
  ['re', W('real\\s+part|partie\\s+r[ée]elle|re')],
  ['im', W('imaginary\\s+part|partie\\s+imaginaire|im')],
];

/** "as a + bi" with no word "form": the algebraic form named by its pattern. */
const AS_PATTERN = /(?<![\p{L}])(?:as|into|en|sous)\s+(?:a\s*\+\s*(?:b\s*\*?\s*i|i\s*\*?\s*b)|x\s*\+\s*(?:i\s*y|y\s*i))\s*[.?!]?\s*$/iu;

const FORM_PHRASE =
  /(?<![\p{L}])(?:in|into|under|as|to|sous|en|à|a)?\s*(?:the\s+|la\s+)?(?:forme|form)(?![\p{L}])\s*(?:algébrique|algebrique|algebraic|cartésienne|cartesienne|cartesian|standard|rectangular|binomial|a\s*\+\s*(?:b\s*\*?\s*i|i\s*\*?\s*b)|x\s*\+\s*(?:i\s*y|y\s*i))?(?:\s*a\s*\+\s*(?:b\s*\*?\s*i|i\s*\*?\s*b))?/giu;

const FILLER = W(
  'write|express|put|give|compute|calculate|simplify|evaluate|find|determine|what|is|the|of|number|complex|result|value|écrire|ecrire|mettre|donner|calculer|simplifier|évaluer|evaluer|déterminer|determiner|trouver|quel|quelle|est|le|la|les|de|du|des|nombre|complexe|résultat|its|son|sa|and|et|then|puis|in|dans|c|ℂ|form|forme|algebraic|algébrique|algebrique|cartesian|cartésienne|cartesienne|rectangular|standard|principal|principale|main',
);

interface Recognized {
  task: Task;
  node: CNode;
}

/** The task asked and the text of the number it applies to (command words removed). */
export function readComplexTask(raw: string): { task: Task; s: string } | null {
  let s = raw.replace(AS_PATTERN, ' ').replace(FORM_PHRASE, ' ');
  // "z = 3 + 4i, find |z|", "let z1 = …, z2 = …; find |z1 − z2|", « A d'affixe …, distance AB »: named numbers replace their names
  s = withNamedNumbers(s) ?? s;
  // divide A by B / diviser A par B; multiply A by B
  const div = /\b(?:divide|diviser|divisez)\s+(.+?)\s+(?:by|par)\s+(.+?)\s*[.?!]?$/i.exec(s);
  if (div) s = `(${div[1]})/(${div[2]})`;
  const mul = /\b(?:multiply|multiplier|multipliez)\s+(.+?)\s+(?:by|and|par|et)\s+(.+?)\s*[.?!]?$/i.exec(s);
  if (mul) s = `(${mul[1]})*(${mul[2]})`;
  let task: Task = 'algebraic';
  // Log z, "principal logarithm of z", « valeur principale de Log z »: the whole text is the logarithm of one number
  const log = principalLog(s);
  if (log !== null) return { task: 'log', s: log };
  for (const [t, re] of TASKS) {
    if (re.test(s)) {
      task = t;
      s = s.replace(re, ' ');
      break;
    }
  }
  if (task === 'algebraic') {
    const bars = /^\s*\|(.+)\|\s*$/.exec(s.replace(FILLER, ' '));
    if (bars) {
      task = 'modulus';
      s = bars[1];
    }
  }
  s = s
    .replace(FILLER, ' ')
    .replace(/\bz\s*=\s*/gi, ' ')
    .replace(/[?!:;,]|\.(?!\d)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (task === 'modulus') s = s.replace(/^\|(.+)\|$/, '$1');
  if (!s) return null;
  return { task, s };
}

const LOG_WORDS = W('principal\\s+(?:value\\s+of\\s+(?:the\\s+)?)?(?:log(?:arithm)?|ln)(?:\\s+of)?|valeur\\s+principale\\s+d[eu]\\s+(?:logarithme\\s+(?:complexe\\s+)?(?:de\\s+)?)?|logarithme\\s+(?:complexe\\s+)?principal\\s+de|(?:the\\s+)?principal\\s+branch\\s+of\\s+log(?:arithm)?(?:\\s+of)?');

/** The number whose principal logarithm is asked, or null: Log(z) or ln(z) alone, or after words naming the principal value. */
function principalLog(raw: string): string | null {
  const named = LOG_WORDS.test(raw);
  const s = raw.replace(LOG_WORDS, ' ').replace(FILLER, ' ').replace(/[?!:;,]|\.(?!\d)/g, ' ').trim();
  const call = /^(?:Log|log|ln|Ln)\s*\((.+)\)$/u.exec(s);
  if (call && balanced(call[1])) return call[1];
  // Log z written without brackets only after the words, or with a capital L
  const bare = /^(?:Log|Ln)?\s*(.+)$/u.exec(s);
  return named && bare ? bare[1] : /^Log\s+\S/u.test(s) ? s.replace(/^Log\s+/u, '') : null;
}

function balanced(s: string): boolean {
  let depth = 0;
  for (const c of s) {
    depth += c === '(' ? 1 : c === ')' ? -1 : 0;
    if (depth < 0) return false;
  }
  return depth === 0;
}

export function recognizeComplex(raw: string): Recognized | null {
  const read = readComplexTask(raw);
  if (!read) return null;
  const { task, s } = read;
  let node: CNode;
  try {
    node = parseComplex(s);
  } catch (e) {
    if (e instanceof NotComplexExpr) return null;
    throw e;
  }
  // a negative real has square roots too; otherwise an i must be present
  // and only complex numbers have an argument (arg(−1) = π).
  if (!hasImaginary(node) && !((task === 'sqrt' || task === 'polar' || task === 'modulus_argument' || task === 'log') && isNegativeReal(node)) && task !== 'argument') return null;
  return { task, node };
}

function isNegativeReal(n: CNode): boolean {
  try {
    const z = evaluateComplex(n, []);
    return z.isReal() && z.re.isNegative();
  } catch {
    return false;
  }
}

/** The tree written for mathjs (explicit products, `i`), to recompute the value independently. */
function toMathjs(n: CNode): string {
  switch (n.k) {
    case 'num':
      return `(${n.v.re.toString()} + (${n.v.im.toString()})*i)`;
    case 'neg':
      return `(-${toMathjs(n.a)})`;
    case 'pow':
      return `(${toMathjs(n.a)})^(${n.e})`;
    default:
      return `(${toMathjs(n.l)} ${{ add: '+', sub: '-', mul: '*', div: '/' }[n.k]} ${toMathjs(n.r)})`;
  }
}

export const complexStrategy: Strategy = {
  name: 'complex',
  solve(problem: ProblemInput, ctx: SolveContext): Outcome | null {
    const rec = recognizeComplex(problem.text);
    if (!rec) return null;
    const steps: StepDraft[] = [];
    let z: C;
    try {
      z = evaluateComplex(rec.node, steps, () => ctx.checkTime());
    } catch (e) {
      if (e instanceof NotComplexExpr || e instanceof RangeError) return null;
      throw e;
    }
    const source = toMathjs(rec.node);
    switch (rec.task) {
      case 'algebraic':
        return algebraic(z, steps, source);
      case 'conjugate':
        return simple('complex.conjugate', z.conj(), steps, source, 'conj', text('Change the sign of the imaginary part', 'Changer le signe de la partie imaginaire'), text('The conjugate of a + bi is a − bi.', 'Le conjugué de a + bi est a − bi.'), '\\overline{z}');
      case 're':
        return simple('complex.re', C.real(z.re), steps, source, 're', text('Read the real part', 'Lire la partie réelle'), text('In a + bi, the real part is a.', 'Dans a + bi, la partie réelle est a.'), '\\operatorname{Re} z');
      case 'im':
        return simple('complex.im', C.real(z.im), steps, source, 'im', text('Read the imaginary part', 'Lire la partie imaginaire'), text('In a + bi, the imaginary part is b (a real number).', 'Dans a + bi, la partie imaginaire est b (un réel).'), '\\operatorname{Im} z');
      case 'parts':
        return partsOutcome(z, steps, source);
      case 'modulus':
        return modulusOutcome(z, steps, source);
      case 'argument':
        return argumentOutcome(z, steps, source);
      case 'polar':
        return polarOutcome(z, steps, source, asksTrigonometric(problem.text));
      case 'modulus_argument':
        return z.isZero() ? null : withModulusAndArgument(polarOutcome(z, steps, source), modulus(z).ascii, argument(z).angle.ascii);
      case 'sqrt':
        return sqrtOutcome(z, steps);
      case 'log':
        return logOutcome(z, steps, source);
    }
  },
};

function answerOf(value: string, latex: string): AnswerDraft {
  return { kind: 'expr', value, latex, words: asciiToWords(value) };
}

function done(method: string, steps: StepDraft[], answer: AnswerDraft, verified: boolean, verification: Text): Outcome {
  return {
    method,
    category: 'complex',
    steps,
    answer,
    finalAnswer: text(answer.value, answer.value),
    verified,
    verification: verified ? verification : undefined,
  };
}

const CHECKED = text('Checked: recomputed independently with mathjs complex arithmetic.', 'Vérifié : recalculé indépendamment avec l’arithmétique complexe de mathjs.');

function algebraic(z: C, steps: StepDraft[], source: string): Outcome {
  steps.push({
    title: text('Write in the form a + bi', 'Écrire sous la forme a + bi'),
    explanation: text(
      `Real part ${z.re.toString()}, imaginary part ${z.im.toString()}.`,
      `Partie réelle ${z.re.toString()}, partie imaginaire ${z.im.toString()}.`,
    ),
    formula: `z = ${z.toLatex()}`,
  });
  return done('complex.algebraic', steps, answerOf(z.toAscii(), z.toLatex()), verifyComplexValue(source, z.toAscii()), CHECKED);
}

function simple(method: string, w: C, steps: StepDraft[], source: string, fn: string, title: Text, why: Text, lhs: string): Outcome {
  steps.push({ title, explanation: why, formula: `${lhs} = ${w.toLatex()}` });
  return done(method, steps, answerOf(w.toAscii(), w.toLatex()), verifyComplexValue(`${fn}(${source})`, w.toAscii()), CHECKED);
}

/** Both parts asked: read from a + bi, each recomputed. */
function partsOutcome(z: C, steps: StepDraft[], source: string): Outcome {
  const value = `Re(z) = ${z.re.toString()}, Im(z) = ${z.im.toString()}`;
  const latex = `\\operatorname{Re} z = ${z.re.toLatex()},\\ \\operatorname{Im} z = ${z.im.toLatex()}`;
  steps.push({
    title: text('Read both parts', 'Lire les deux parties'),
    explanation: text('In a + bi with a and b real, a is the real part and b the imaginary part.', 'Dans a + bi avec a et b réels, a est la partie réelle et b la partie imaginaire.'),
    formula: `z = ${z.toLatex()} \\Rightarrow ${latex}`,
  });
  const verified = verifyComplexValue(`re(${source})`, C.real(z.re).toAscii()) && verifyComplexValue(`im(${source})`, C.real(z.im).toAscii());
  return done('complex.parts', steps, answerOf(value, latex), verified, CHECKED);
}

function modulusOutcome(z: C, steps: StepDraft[], source: string): Outcome {
  const m = modulus(z);
  steps.push({
    title: text('Apply |a + bi| = √(a² + b²)', 'Appliquer |a + bi| = √(a² + b²)'),
    explanation: text('The modulus is the distance from 0 to the point (a, b).', 'Le module est la distance de 0 au point (a, b).'),
    formula: `|z| = \\sqrt{${paren(z.re)}^{2} + ${paren(z.im)}^{2}} = \\sqrt{${z.norm2().toLatex()}} = ${m.latex}`,
  });
  return done('complex.modulus', steps, answerOf(m.ascii, m.latex), verifyComplexValue(`abs(${source})`, m.ascii), CHECKED);
}

function paren(q: Q): string {
  return q.isNegative() ? `\\left(${q.toLatex()}\\right)` : q.toLatex();
}

function argumentSteps(z: C, steps: StepDraft[]): Exact {
  const { angle, reference } = argument(z);
  const m = modulus(z);
  const quadrant = text(
    `The point (${z.re.toString()}, ${z.im.toString()}) fixes the quadrant, so the angle is taken in (−π, π].`,
    `Le point (${z.re.toString()}, ${z.im.toString()}) fixe le quadrant, l'angle est pris dans ]−π, π].`,
  );
  steps.push({
    title: text('Find θ from cos θ and sin θ', 'Trouver θ avec cos θ et sin θ'),
    explanation: reference
      ? text(`tan θ = b/a; the reference angle is arctan|b/a|. ${quadrant.en}`, `tan θ = b/a ; l'angle de référence est arctan|b/a|. ${quadrant.fr}`)
      : text(`cos θ = a/|z| and sin θ = b/|z| are values of the unit circle. ${quadrant.en}`, `cos θ = a/|z| et sin θ = b/|z| sont des valeurs du cercle trigonométrique. ${quadrant.fr}`),
    formula: `\\cos\\theta = \\frac{${z.re.toLatex()}}{${m.latex}},\\quad \\sin\\theta = \\frac{${z.im.toLatex()}}{${m.latex}} \\;\\Rightarrow\\; \\theta = ${angle.latex}`,
  });
  return angle;
}

function argumentOutcome(z: C, steps: StepDraft[], source: string): Outcome | null {
  if (z.isZero()) return null;
  // the modulus first: cos θ and sin θ are a/|z| and b/|z|
  const m = modulus(z);
  steps.push({
    title: text('Compute the modulus', 'Calculer le module'),
    explanation: text('|a + bi| = √(a² + b²).', '|a + bi| = √(a² + b²).'),
    formula: `|z| = \\sqrt{${paren(z.re)}^{2} + ${paren(z.im)}^{2}} = ${m.latex}`,
  });
  const angle = argumentSteps(z, steps);
  return done('complex.argument', steps, answerOf(angle.ascii, angle.latex), verifyComplexValue(`arg(${source})`, angle.ascii), CHECKED);
}

/** |z| = √(a² + b²) as a step; the modulus comes first in the polar form and the logarithm. */
function modulusStep(z: C, steps: StepDraft[]): ReturnType<typeof modulus> {
  const m = modulus(z);
  steps.push({
    title: text('Compute the modulus', 'Calculer le module'),
    explanation: text('|a + bi| = √(a² + b²).', '|a + bi| = √(a² + b²).'),
    formula: `|z| = \\sqrt{${z.norm2().toLatex()}} = ${m.latex}`,
  });
  return m;
}

function polarOutcome(z: C, steps: StepDraft[], source: string, trigonometric = false): Outcome | null {
  if (z.isZero()) return null;
  const m = modulusStep(z, steps);
  const angle = argumentSteps(z, steps);
  const form = polarForm(m, angle, trigonometric);
  steps.push(form.step);
  return done('complex.polar', steps, answerOf(form.value, form.latex), verifyComplexValue(source, form.value), CHECKED);
}

/** Log z = ln|z| + i·Arg z, Arg z in (−π, π]. */
function logOutcome(z: C, steps: StepDraft[], source: string): Outcome | null {
  if (z.isZero()) return null;
  const m = modulusStep(z, steps);
  const angle = argumentSteps(z, steps);
  const ln = lnOf(m);
  // π − arctan(4/3) is one angle: in brackets, with its own signs
  const compound = / [+-] /.test(angle.ascii);
  const imag = angle.ascii === '0' ? null : compound ? { sign: '+', body: `(${angle.ascii})` } : angle.ascii.startsWith('-') ? { sign: '-', body: angle.ascii.slice(1) } : { sign: '+', body: angle.ascii };
  const iPart = (body: string): string => (body === 'pi' ? 'pi*i' : `${body}*i`);
  const value = !imag ? ln.ascii : ln.ascii === '0' ? `${imag.sign === '-' ? '-' : ''}${iPart(imag.body)}` : `${ln.ascii} ${imag.sign} ${iPart(imag.body)}`;
  const latex = !imag ? ln.latex : `${ln.ascii === '0' ? '' : `${ln.latex} + `}i\\left(${angle.latex}\\right)`.replace(/^i\\left\(([^-][^]*)\\right\)$/, 'i$1');
  steps.push({
    title: text('Apply Log z = ln|z| + i Arg z', 'Appliquer Log z = ln|z| + i Arg z'),
    explanation: text('The principal logarithm takes the argument in (−π, π].', "Le logarithme principal prend l'argument dans ]−π, π]."),
    formula: `\\operatorname{Log} z = \\ln ${m.latex.includes(' ') || m.latex.startsWith('\\') ? `\\left(${m.latex}\\right)` : m.latex} + i\\left(${angle.latex}\\right) = ${latex}`,
  });
  // z recomputed, then its logarithm from the exact z: (−1 + 0i) computed with a signed zero would fall on the other side of the cut
  const verified = verifyComplexValue(source, z.toAscii()) && verifyComplexValue(`log(${z.toAscii()})`, value);
  return done('complex.log', steps, answerOf(value, latex), verified, CHECKED);
}

/** ln of an exact modulus: ln 1 = 0, ln √2 = ln(2)/2, ln 5. */
function lnOf(m: Exact): { ascii: string; latex: string } {
  if (m.ascii === '1') return { ascii: '0', latex: '0' };
  const root = /^sqrt\((\d+)\)$/.exec(m.ascii);
  if (root) return { ascii: `ln(${root[1]})/2`, latex: `\\frac{\\ln ${root[1]}}{2}` };
  return /^\d+$/.test(m.ascii) ? { ascii: `ln(${m.ascii})`, latex: `\\ln ${m.ascii}` } : { ascii: `ln(${m.ascii})`, latex: `\\ln\\left(${m.latex}\\right)` };
}

/** ±(x + iy) with x² − y² = a, 2xy = b, x² + y² = |z|. */
export function sqrtOutcome(z: C, steps: StepDraft[]): Outcome | null {
  const m = sqrtRational(z.norm2());
  if (m.r !== 1n) return null;
  const mod = m.q;
  const x2 = mod.add(z.re).div(Q.of(2));
  const y2 = mod.sub(z.re).div(Q.of(2));
  const xs = sqrtRational(x2);
  const ys = sqrtRational(y2);
  const sgn = z.im.isNegative() ? -1 : 1;
  const xS = { p: Q.ZERO, q: xs.q, r: xs.r };
  const yS = { p: Q.ZERO, q: sgn < 0 ? ys.q.neg() : ys.q, r: ys.r };
  const part = (s: typeof xS, neg: boolean) => ({ p: Q.ZERO, q: neg ? s.q.neg() : s.q, r: s.r });
  const fmt = (neg: boolean): { ascii: string; latex: string } => {
    const x = part(xS, neg);
    const y = part(yS, neg);
    const xa = x.q.isZero() ? '' : surdToAscii(x);
    const xl = x.q.isZero() ? '' : surdToLatex(x);
    if (y.q.isZero()) return { ascii: xa || '0', latex: xl || '0' };
    const ya = surdToAscii({ ...y, q: y.q.abs() });
    const yl = surdToLatex({ ...y, q: y.q.abs() });
    const yAscii = ya === '1' ? 'i' : `${/[+\-/ ]/.test(ya) ? `(${ya})` : ya}*i`;
    const yLatex = yl === '1' ? 'i' : `${yl}\\,i`;
    const sign = y.q.isNegative() ? '-' : '+';
    return {
      ascii: xa ? `${xa} ${sign} ${yAscii}` : `${sign === '-' ? '-' : ''}${yAscii}`,
      latex: xl ? `${xl} ${sign} ${yLatex}` : `${sign === '-' ? '-' : ''}${yLatex}`,
    };
  };
  const r1 = fmt(false);
  const r2 = fmt(true);
  steps.push({
    title: text('Set (x + iy)² = z', 'Poser (x + iy)² = z'),
    explanation: text(
      'Compare real parts, imaginary parts and moduli: x² − y² = a, 2xy = b, x² + y² = |z|.',
      'On identifie parties réelles, parties imaginaires et modules : x² − y² = a, 2xy = b, x² + y² = |z|.',
    ),
    formula: `x^{2} - y^{2} = ${z.re.toLatex()},\\quad 2xy = ${z.im.toLatex()},\\quad x^{2} + y^{2} = ${mod.toLatex()}`,
  });
  steps.push({
    title: text('Solve for x² and y²', 'Trouver x² et y²'),
    explanation: text(
      `Adding and subtracting the first and last equations; xy has the sign of b${z.im.isZero() ? '' : ` (${sgn > 0 ? 'positive' : 'negative'})`}.`,
      `On additionne et on soustrait la première et la dernière équation ; xy a le signe de b${z.im.isZero() ? '' : ` (${sgn > 0 ? 'positif' : 'négatif'})`}.`,
    ),
    formula: `x^{2} = ${x2.toLatex()},\\quad y^{2} = ${y2.toLatex()}`,
  });
  steps.push({
    title: text('The two square roots', 'Les deux racines carrées'),
    explanation: text('They are opposite numbers.', 'Ce sont deux nombres opposés.'),
    formula: `${r1.latex} \\quad\\text{and}\\quad ${r2.latex}`.replace('\\text{and}', '\\;\\pm\\;'),
  });
  const value = `[${r1.ascii}, ${r2.ascii}]`;
  return {
    method: 'complex.sqrt',
    category: 'complex',
    steps,
    answer: { kind: 'solutions', value, latex: `\\pm\\left(${r1.latex}\\right)`, words: asciiToWords(`${r1.ascii}, ${r2.ascii}`) },
    finalAnswer: text(`${r1.ascii} or ${r2.ascii}`, `${r1.ascii} ou ${r2.ascii}`),
    verified: verifyComplexRoots([r1.ascii, r2.ascii], z.re.toNumber(), z.im.toNumber()),
    verification: text('Checked: each root squared gives z (mathjs).', 'Vérifié : chaque racine au carré redonne z (mathjs).'),
  };
}
