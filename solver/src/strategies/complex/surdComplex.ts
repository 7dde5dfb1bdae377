import { text, type Text } from '../../i18n';
import type { Outcome, ProblemInput, StepDraft, Strategy } from '../../strategy';
import { expand, freeSymbols, hasSymbol, simplify, substitute, type MathNode } from '../../cas';
import { parseNode } from '../../parse/math';
import { toAscii } from '../../format/ascii';
import { toLatex } from '../../format/latex';
import { prose } from '../../format/prose';
import { asciiToWords } from '../../format/words';
import { evaluateAscii } from '../../verify/numeric';
import { verifyComplexValue } from '../../verify/complex';
import { namingForm, readComplexTask, type Task } from './complexStrategy';
import { asksTrigonometric, polarForm, withModulusAndArgument } from './polar';
import { kindAnswer } from './kind';
import { ASKS_DEGREES } from './degrees';
import type { TaskOf } from '../../task/task';

/**
 * Complex numbers with square roots or in exponential form — (1 + i√3)^6, |1 + i√3|,
 * arg(√3 + i), 2e^{iπ/3}: rewrite e^{iθ} as cos θ + i sin θ, use De Moivre for powers (modulus
 * and argument of the base), expand with i² = −1, and split into real and imaginary parts.
 * The exact Gaussian-rational strategy handles the rest first.
 */
const I = 'ImaginaryUnit';

/** e^{iθ} → cos θ + i sin θ wherever it appears (Euler's formula). */
function euler(n: MathNode): { node: MathNode; used: boolean } {
  let used = false;
  const rec = (m: MathNode): MathNode => {
    if (!Array.isArray(m)) return m;
    if ((m[0] === 'Power' && m[1] === 'ExponentialE') || m[0] === 'Exp') {
      const e = (m[0] === 'Exp' ? m[1] : m[2]) as MathNode;
      if (hasSymbol(e, I)) {
        // e^{a + iθ} = e^a (cos θ + i sin θ): the real part a of the exponent scales, it never turns
        const a = simplify(substitute(e, I, 0));
        const theta = simplify(['Subtract', substitute(e, I, 1), a]);
        if (!hasSymbol(theta, I) && freeSymbols(theta).size === 0 && freeSymbols(a).size === 0) {
          used = true;
          // cos θ and sin θ are evaluated apart: the CAS turns a whole e^{iθ} into floating point.
          const turn: MathNode = ['Add', simplify(['Cos', theta]), ['Multiply', I, simplify(['Sin', theta])]];
          return a === 0 ? turn : ['Multiply', ['Power', 'ExponentialE', a], turn];
        }
      }
    }
    return [m[0], ...(m.slice(1) as MathNode[]).map(rec)] as MathNode;
  };
  return { node: rec(n), used };
}

/** Exact values of the unit circle: 0, ±1/2, ±√2/2, ±√3/2, ±1. */
const UNIT_VALUES: Array<[number, MathNode]> = [
  [0, 0], [0.5, ['Rational', 1, 2]], [Math.SQRT2 / 2, ['Divide', ['Sqrt', 2], 2]], [Math.sqrt(3) / 2, ['Divide', ['Sqrt', 3], 2]], [1, 1],
];

/**
 * cos θ and sin θ at a multiple of π/4 or π/6 replaced by their exact values, so the CAS keeps
 * (cos(π/3) + i sin(π/3))⁶ exact instead of turning cos(π/3) into 0.5000000000000001.
 */
export function exactUnitCircle(n: MathNode): MathNode {
  if (!Array.isArray(n)) return n;
  if ((n[0] === 'Cos' || n[0] === 'Sin') && freeSymbols(n[1] as MathNode).size === 0) {
    const t = evaluateAscii(toAscii(n[1] as MathNode));
    if (t && Math.abs(t.im) < 1e-12 && Number.isInteger(Math.round((t.re / Math.PI) * 12)) && Math.abs((t.re / Math.PI) * 12 - Math.round((t.re / Math.PI) * 12)) < 1e-9) {
      const v = n[0] === 'Cos' ? Math.cos(t.re) : Math.sin(t.re);
      const hit = UNIT_VALUES.find(([u]) => Math.abs(Math.abs(v) - u) < 1e-12);
      if (hit) return v < 0 ? ['Negate', hit[1]] : hit[1];
    }
  }
  return [n[0], ...(n.slice(1) as MathNode[]).map(exactUnitCircle)] as MathNode;
}

/** The CAS writes some values as ['Complex', a, b]; spell them a + b·i so i can be substituted. */
export function uncomplex(n: MathNode): MathNode {
  if (!Array.isArray(n)) return n;
  const args = (n.slice(1) as MathNode[]).map(uncomplex);
  if (n[0] === 'Complex') return ['Add', args[0], ['Multiply', args[1], I]];
  return [n[0], ...args] as MathNode;
}

/** a + bi with a, b real: a is the value at i = 0, b the change from i = 0 to i = 1 (w is linear in i). */
export function parts(w: MathNode): { re: MathNode; im: MathNode } {
  const w0 = uncomplex(w);
  const re = uncomplex(simplify(substitute(w0, I, 0)));
  const im = uncomplex(simplify(expand(['Subtract', substitute(w0, I, 1), re])));
  return { re, im };
}

/** Every quotient with i in its denominator multiplied above and below by the conjugate (real coefficients), so i is left in numerators only. */
function realDenominators(n: MathNode): MathNode {
  if (!Array.isArray(n)) return n;
  const args = (n.slice(1) as MathNode[]).map(realDenominators);
  if (n[0] === 'Divide' && args.length === 2 && hasSymbol(args[1], I)) {
    const conj = substitute(args[1], I, ['Negate', I]);
    const norm = uncomplex(simplify(expand(['Multiply', args[1], conj])));
    if (!hasSymbol(norm, I)) return ['Divide', ['Multiply', args[0], conj], norm];
  }
  return [n[0], ...args] as MathNode;
}

const num = (n: MathNode): number | null => {
  const v = evaluateAscii(toAscii(n));
  return v && Math.abs(v.im) < 1e-12 && Number.isFinite(v.re) ? v.re : null;
};

export function algebraicAscii(re: MathNode, im: MathNode): string {
  const r = toAscii(re);
  const i = toAscii(im);
  if (i === '0') return r;
  const simple = /^-?[\w.^/*()]+$/.test(i) && !/[+-]/.test(i.slice(1));
  const mag = i.startsWith('-') ? i.slice(1) : i;
  const imAbs = mag === '1' ? 'i' : simple ? `${mag}*i` : `(${mag})*i`;
  if (!simple) return r === '0' ? `(${i})*i` : `${r} + (${i})*i`;
  if (r === '0') return i.startsWith('-') ? `-${imAbs}` : imAbs;
  return `${r} ${i.startsWith('-') ? '-' : '+'} ${imAbs}`;
}
/** a + bi written without a zero part, a coefficient 1 or a "+ −": √3 + i, −2i, 1. */
export function algebraicLatex(re: MathNode, im: MathNode): string {
  const zero = (e: MathNode): boolean => e === 0 || toAscii(e) === '0';
  const imT = toLatex(im);
  const imPart = imT === '1' ? 'i' : imT === '-1' ? '-i' : / [+-] /.test(imT) ? `\\left(${imT}\\right)i` : `${imT}i`;
  if (zero(im)) return toLatex(re);
  if (zero(re)) return imPart;
  return `${toLatex(re)} ${imPart.startsWith('-') ? `- ${imPart.slice(1)}` : `+ ${imPart}`}`;
}

/** θ as a rational multiple of π (denominator ≤ 12), in (−π, π]. */
/** a/r, then its simplified value when it reads differently. */
function over(a: MathNode, r: MathNode, value: MathNode): string {
  const raw = toLatex(r) === '1' ? toLatex(a) : `\\frac{${toLatex(a)}}{${toLatex(r)}}`;
  return raw === toLatex(value) ? raw : `${raw} = ${toLatex(value)}`;
}

export function angleOf(re: number, im: number): { ascii: string; latex: string } | null {
  const t = Math.atan2(im, re) / Math.PI;
  for (let q = 1; q <= 12; q++) {
    const p = Math.round(t * q);
    if (Math.abs(t * q - p) < 1e-9) {
      if (p === 0) return { ascii: '0', latex: '0' };
      const g = gcd(Math.abs(p), q);
      const [a, b] = [p / g, q / g];
      const ascii = `${a === 1 ? '' : a === -1 ? '-' : `${a}*`}pi${b === 1 ? '' : `/${b}`}`;
      const latex = `${a < 0 ? '-' : ''}${b === 1 ? `${Math.abs(a) === 1 ? '' : Math.abs(a)}\\pi` : `\\frac{${Math.abs(a) === 1 ? '' : Math.abs(a)}\\pi}{${b}}`}`;
      return { ascii, latex };
    }
  }
  return null;
}
/** The modulus, then θ from cos θ = a/r and sin θ = b/r read on the unit circle (null off its known values). */
function polarSteps(re: MathNode, im: MathNode, reN: number, imN: number, steps: StepDraft[]): { r: MathNode; angle: { ascii: string; latex: string } } | null {
  if (reN === 0 && imN === 0) return null;
  const angle = angleOf(reN, imN);
  if (!angle) return null;
  const r = rationalSquare(reN * reN + imN * imN) ?? simplify(['Sqrt', simplify(expand(['Add', ['Power', re, 2], ['Power', im, 2]]))]);
  steps.push({
    title: text('Compute the modulus', 'Calculer le module'),
    explanation: text('|a + bi| = √(a² + b²).', '|a + bi| = √(a² + b²).'),
    formula: `|z| = \\sqrt{${squared(re)} + ${squared(im)}} = ${toLatex(r)}`,
  });
  const cos = simplify(['Divide', re, r]);
  const sin = simplify(['Divide', im, r]);
  steps.push({
    title: text('Find θ from cos θ and sin θ', 'Trouver θ avec cos θ et sin θ'),
    explanation: text('cos θ = a/|z| and sin θ = b/|z| are values of the unit circle; the signs of a and b fix the quadrant, θ in (−π, π].', 'cos θ = a/|z| et sin θ = b/|z| sont des valeurs du cercle trigonométrique ; les signes de a et b fixent le quadrant, θ dans ]−π, π].'),
    formula: `\\cos\\theta = ${over(re, r, cos)},\\quad \\sin\\theta = ${over(im, r, sin)} \\;\\Rightarrow\\; \\theta = ${angle.latex}`,
  });
  return { r, angle };
}
/**
 * √(p/q) when |z|² is that fraction (q ≤ 1000): a quotient such as (1 + i)/(1 − i√3) leaves
 * nested roots the CAS does not undo, while |z|² = 1/2 is plain; the answer is checked numerically.
 */
function rationalSquare(r2: number): MathNode | null {
  for (let q = 1; q <= 1000; q++) {
    const p = Math.round(r2 * q);
    if (p > 0 && Math.abs(r2 * q - p) < 1e-9 * q) {
      const g = gcd(p, q);
      return simplify(['Sqrt', q / g === 1 ? p / g : ['Rational', p / g, q / g]]);
    }
  }
  return null;
}

/** n² written with brackets only around what needs them: 1², but (−1)² and (√3)². */
function squared(n: MathNode): string {
  return typeof n === 'number' && n >= 0 ? `${n}^2` : `\\left(${toLatex(n)}\\right)^2`;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

function done(method: string, steps: StepDraft[], value: string, latex: string, verified: boolean): Outcome {
  return {
    method,
    category: 'complex',
    steps,
    answer: { kind: 'expr', value, latex, words: asciiToWords(value) },
    finalAnswer: text(value, value),
    verified,
    verification: verified ? CHECKED : undefined,
  };
}
const CHECKED: Text = text('Checked: recomputed independently with mathjs complex arithmetic.', 'Vérifié : recalculé indépendamment avec l’arithmétique complexe de mathjs.');

/** The number typed, read with its roots (1 + i√3), when it holds i and no other letter. */
function surdNumber(s: string): MathNode | null {
  let node: MathNode;
  try {
    node = parseNode(s);
  } catch {
    return null;
  }
  return hasSymbol(node, I) && freeSymbols(node).size === 0 ? node : null;
}

/** A number written with roots (1 + i√3) in ASCII, when it holds i and no other letter. */
export function surdNumberAscii(s: string): string | null {
  const node = surdNumber(s);
  return node ? toAscii(node) : null;
}

/** One quantity of a number written with roots ("module et argument de −1 + i√3"), read as a task. */
export function readSurdNumberTask(raw: string): TaskOf<'complex_number'> | null {
  const read = readComplexTask(raw);
  const node = read && read.task !== 'sqrt' ? surdNumber(read.s) : null;
  if (!read || !node) return null;
  return { kind: 'complex_number', asks: [{ quantity: read.task, number: toAscii(node) }], degrees: ASKS_DEGREES.test(raw), trigonometric: asksTrigonometric(namingForm(raw)) };
}

/** The argument in degrees when it is a whole number of degrees (π/3 → 60°); otherwise no answer here. */
function inDegrees(ascii: string, latex: string, steps: StepDraft[], source: string): Outcome | null {
  const rad = evaluateAscii(ascii);
  if (!rad) return null;
  const deg = (rad.re * 180) / Math.PI;
  const whole = Math.round(deg);
  if (Math.abs(deg - whole) > 1e-9) return null;
  steps.push({
    title: text('Convert the angle to degrees', "Convertir l'angle en degrés"),
    explanation: text('Multiply by 180/π: π rad is 180°.', 'On multiplie par 180/π : π rad valent 180°.'),
    formula: `\\theta = ${latex} = ${whole}^{\\circ}`,
  });
  const value = `${whole}°`;
  const verified = verifyComplexValue(`arg(${source})`, `${whole}*pi/180`);
  return { ...done('complex.surd.argument', steps, value, `${whole}^{\\circ}`, verified), answer: { kind: 'quantity', value, latex: `${whole}^{\\circ}`, words: asciiToWords(value) } };
}

export const surdComplexStrategy: Strategy = {
  name: 'complex-surd',
  solve(problem: ProblemInput): Outcome | null {
    const t = problem.task;
    const read = t?.kind === 'complex_number' ? (t.asks.length === 1 ? { task: t.asks[0].quantity, s: t.asks[0].number } : null) : readComplexTask(problem.text);
    if (!read) return null;
    const task: Task = read.task;
    const degrees = t?.kind === 'complex_number' ? t.degrees : ASKS_DEGREES.test(problem.text);
    const trigonometric = t?.kind === 'complex_number' ? t.trigonometric : asksTrigonometric(namingForm(problem.text));
    // an angle asked in degrees is converted only for the argument alone
    if (task === 'sqrt' || (degrees && (task === 'polar' || task === 'modulus_argument'))) return null;
    const steps0: StepDraft[] = [];
    let node = surdNumber(read.s);
    if (!node) return null;
    const source = toAscii(node);
    const typed = node;
    node = exactUnitCircle(node);
    if (toAscii(node) !== source) {
      steps0.push({
        title: text('Use the values of the unit circle', 'Utiliser les valeurs du cercle trigonométrique'),
        explanation: text('Replace each cosine and sine by its exact value.', 'On remplace chaque cosinus et chaque sinus par sa valeur exacte.'),
        formula: `${toLatex(typed)} = ${toLatex(node)}`,
      });
    }
    const steps: StepDraft[] = steps0;
    const e = euler(node);
    if (e.used)
      steps.push({
        title: text("Use Euler's formula", "Utiliser la formule d'Euler"),
        explanation: text('e^{a + iθ} = e^a (cos θ + i sin θ).', 'e^{a + iθ} = e^a (cos θ + i sin θ).'),
        formula: `${toLatex(node)} = ${toLatex(e.node)}`,
      });
    // De Moivre for a power of a number with a known argument
    if (Array.isArray(node) && node[0] === 'Power' && typeof node[2] === 'number' && Number.isInteger(node[2]) && Math.abs(node[2]) >= 3) {
      const b = parts(simplify(expand(uncomplex(node[1] as MathNode))));
      const br = num(b.re);
      const bi = num(b.im);
      const ang = br !== null && bi !== null ? angleOf(br, bi) : null;
      if (ang) {
        const r = simplify(['Sqrt', ['Add', ['Power', b.re, 2], ['Power', b.im, 2]]]);
        steps.push({
          title: text('Write the base in polar form', 'Écrire la base sous forme trigonométrique'),
          explanation: text(`Modulus r = √(a² + b²) = ${toAscii(r)}, argument θ = ${ang.ascii}.`, `Module r = √(a² + b²) = ${toAscii(r)}, argument θ = ${ang.ascii}.`),
          formula: `${toLatex(node[1] as MathNode)} = ${toLatex(r)}\\left(\\cos ${ang.latex} + i \\sin ${ang.latex}\\right)`,
        });
        steps.push({
          title: text("Apply De Moivre's formula", 'Appliquer la formule de Moivre'),
          explanation: text(`(r(cos θ + i sin θ))^n = r^n (cos nθ + i sin nθ) with n = ${node[2]}.`, `(r(cos θ + i sin θ))^n = r^n (cos nθ + i sin nθ) avec n = ${node[2]}.`),
          formula: `z^{${node[2]}} = ${toLatex(r)}^{${node[2]}}\\left(\\cos\\left(${node[2]}\\cdot ${ang.latex}\\right) + i\\sin\\left(${node[2]}\\cdot ${ang.latex}\\right)\\right)`,
        });
      }
    }
    const w = uncomplex(simplify(expand(realDenominators(e.node))));
    if (hasSymbol(w, 'ExponentialE') && e.used) return null;
    const { re, im } = parts(w);
    const reN = num(re);
    const imN = num(im);
    if (reN === null || imN === null || hasSymbol(re, I) || hasSymbol(im, I)) return null;
    // Floating-point leftovers mean the CAS did not find exact values: not ours to answer.
    if (/\d\.\d/.test(toAscii(re) + toAscii(im))) return null;
    // a + bi must be the number typed: a part read wrongly is no answer to show
    const direct = evaluateAscii(source);
    if (!direct || Math.hypot(direct.re - reN, direct.im - imN) > 1e-9 * Math.max(1, Math.hypot(reN, imN))) return null;
    switch (task) {
      case 'is_real':
      case 'is_imaginary': {
        const part = (n: MathNode, v: number) => ({ ascii: toAscii(n), latex: toLatex(n), zero: v === 0 });
        const k = kindAnswer(task, part(re, reN), part(im, imN), algebraicLatex(re, im), source);
        return { ...done(`complex.surd.${task}`, [...steps, ...k.steps], '', '', k.verified), answer: k.answer, finalAnswer: k.words };
      }
      case 'algebraic': {
        const value = algebraicAscii(re, im);
        // a quotient with a complex denominator: multiply above and below by its conjugate
        const top = e.node;
        let divided = false;
        if (Array.isArray(top) && top[0] === 'Divide') {
          const [A, B] = [top[1] as MathNode, top[2] as MathNode];
          const b = parts(simplify(expand(B)));
          if (toAscii(b.im) !== '0') {
            const conj = algebraicLatex(b.re, simplify(['Negate', b.im]));
            const den = simplify(expand(['Add', ['Power', b.re, 2], ['Power', b.im, 2]]));
            const n = parts(uncomplex(simplify(expand(['Multiply', A, ['Add', b.re, ['Multiply', ['Negate', b.im], I]]]))));
            const br = (t: string): string => (/ [+-] /.test(t) || t.startsWith('-') ? `\\left(${t}\\right)` : t);
            steps.push({
              title: text('Multiply by the conjugate of the denominator', 'Multiplier par le conjugué du dénominateur'),
              explanation: text(`Multiply top and bottom by ${prose(conj)}: the denominator becomes the real number |${prose(algebraicLatex(b.re, b.im))}|² = ${prose(toLatex(den))}.`,
                `On multiplie en haut et en bas par ${prose(conj)} : le dénominateur devient le réel |${prose(algebraicLatex(b.re, b.im))}|² = ${prose(toLatex(den))}.`),
              formula: `${toLatex(top)} = \\frac{${br(toLatex(A))}${br(conj)}}{${br(algebraicLatex(b.re, b.im))}${br(conj)}} = \\frac{${algebraicLatex(n.re, n.im)}}{${toLatex(den)}}`,
            });
            divided = true;
          }
        }
        steps.push({
          title: divided ? text('Split into real and imaginary parts', 'Séparer parties réelle et imaginaire') : text('Expand with i² = −1', 'Développer avec i² = −1'),
          explanation: divided ? text('Divide each part by the real denominator.', 'On divise chaque partie par le dénominateur réel.') : text('Collect the real terms and the terms in i.', 'On regroupe les termes réels et les termes en i.'),
          formula: `z = ${algebraicLatex(re, im)}`,
        });
        return done('complex.surd.algebraic', steps, value, algebraicLatex(re, im), verifyComplexValue(source, value));
      }
      case 'conjugate': {
        const value = algebraicAscii(re, simplify(['Negate', im]));
        steps.push({ title: text('Change the sign of the imaginary part', 'Changer le signe de la partie imaginaire'), explanation: text('The conjugate of a + bi is a − bi.', 'Le conjugué de a + bi est a − bi.'), formula: `\\overline{z} = ${algebraicLatex(re, simplify(['Negate', im]))}` });
        return done('complex.surd.conjugate', steps, value, value, verifyComplexValue(`conj(${source})`, value));
      }
      case 're':
      case 'im': {
        const part = task === 're' ? re : im;
        steps.push({
          title: task === 're' ? text('Read the real part', 'Lire la partie réelle') : text('Read the imaginary part', 'Lire la partie imaginaire'),
          explanation: text(`z = ${algebraicAscii(re, im)}.`, `z = ${algebraicAscii(re, im)}.`),
          formula: `${task === 're' ? '\\operatorname{Re}' : '\\operatorname{Im}'} z = ${toLatex(part)}`,
        });
        return done(`complex.surd.${task}`, steps, toAscii(part), toLatex(part), verifyComplexValue(`${task}(${source})`, toAscii(part)));
      }
      case 'modulus': {
        const m = simplify(['Sqrt', simplify(expand(['Add', ['Power', re, 2], ['Power', im, 2]]))]);
        steps.push({
          title: text('Apply |a + bi| = √(a² + b²)', 'Appliquer |a + bi| = √(a² + b²)'),
          explanation: text('The modulus is the distance from 0 to the point (a, b).', 'Le module est la distance de 0 au point (a, b).'),
          formula: `|z| = \\sqrt{\\left(${toLatex(re)}\\right)^2 + \\left(${toLatex(im)}\\right)^2} = ${toLatex(m)}`,
        });
        return done('complex.surd.modulus', steps, toAscii(m), toLatex(m), verifyComplexValue(`abs(${source})`, toAscii(m)));
      }
      case 'argument': {
        const polar = polarSteps(re, im, reN, imN, steps);
        if (!polar) return null;
        if (degrees) return inDegrees(polar.angle.ascii, polar.angle.latex, steps, source);
        return done('complex.surd.argument', steps, polar.angle.ascii, polar.angle.latex, verifyComplexValue(`arg(${source})`, polar.angle.ascii));
      }
      case 'polar':
      case 'modulus_argument': {
        const polar = polarSteps(re, im, reN, imN, steps);
        if (!polar) return null;
        const { r, angle } = polar;
        const rAscii = toAscii(r);
        const form = polarForm({ ascii: rAscii, latex: toLatex(r) }, angle, task === 'polar' && trigonometric);
        steps.push(form.step);
        const { value, latex } = form;
        const outcome = done('complex.surd.polar', steps, value, latex, verifyComplexValue(source, value));
        return task === 'polar' ? outcome : withModulusAndArgument(outcome, rAscii, angle.ascii);
      }
      default:
        return null;
    }
  },
};
