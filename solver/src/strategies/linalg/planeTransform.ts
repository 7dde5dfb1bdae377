import { text, type Text } from '../../i18n';
import type { Outcome, Strategy } from '../../strategy';
import { Q } from '../../cas/rational';

/**
 * The standard matrix of a transformation of the plane described in words, as textbooks ask it:
 * "the rotation counterclockwise by 90 degrees", "the orthogonal projection onto the line y = x",
 * "the reflection across the x-axis", "the horizontal shear that maps e2 to e2 + 3e1", « la
 * rotation d'angle π/2 », « la projection orthogonale sur la droite y = 2x », « la symétrie par
 * rapport à l'axe des abscisses ». Each is checked against its defining property, never its formula.
 * Every word must be read; anything else is left to other readings.
 */

/** An exact entry: a rational, or a rational times √2 or √3 (the rotations by multiples of 30° and 45°). */
export interface Entry {
  ascii: string;
  latex: string;
  value: number;
}

const rational = (q: Q): Entry => ({ ascii: q.toString(), latex: q.toLatex(), value: q.toNumber() });

/** cos of k·15° for the angles with a simple exact cosine: 0, 30, 45, 60, 90 degrees and their multiples. */
export function exactCos(deg: number): Entry | null {
  const d = ((deg % 360) + 360) % 360;
  const table: Record<number, [string, string]> = {
    0: ['1', '1'], 30: ['sqrt(3)/2', '\\frac{\\sqrt{3}}{2}'], 45: ['sqrt(2)/2', '\\frac{\\sqrt{2}}{2}'], 60: ['1/2', '\\frac{1}{2}'], 90: ['0', '0'],
  };
  const fold = d <= 90 ? { a: d, s: 1 } : d <= 180 ? { a: 180 - d, s: -1 } : d <= 270 ? { a: d - 180, s: -1 } : { a: 360 - d, s: 1 };
  const t = table[fold.a];
  if (!t) return null;
  const neg = fold.s < 0 && t[0] !== '0';
  return { ascii: neg ? `-${t[0]}` : t[0], latex: neg ? `-${t[1]}` : t[1], value: Math.cos((d * Math.PI) / 180) };
}

type Found = { m: Entry[][]; kind: Text; check: (m: number[][]) => boolean };

const NUM = String.raw`[-+]?\d+(?:\.\d+)?(?:\/\d+)?`;
/** The angle: 90 degrees, 90°, π/2, pi/4, 2π/3. */
/** 60°, "30 degrees", π/3, "−pi/4 radians": the angle in degrees (group 1) or as a multiple of π, its sign with it. */
export const ANGLE = String.raw`(${NUM})\s*(?:°|degrees?|degr[ée]s?|deg)|(-?\d*)\s*(?:π|pi|\\pi)\s*(?:\/\s*(\d+))?(?:\s*(?:radians?|rad)(?![\p{L}]))?`;

export function degrees(m: RegExpExecArray, at: number): number | null {
  if (m[at] !== undefined) return Q.parse(m[at])?.toNumber() ?? null;
  const k = m[at + 1] === '-' ? -1 : m[at + 1] ? Number(m[at + 1]) : 1;
  const d = m[at + 2] ? Number(m[at + 2]) : 1;
  return (180 * k) / d;
}

const near = (a: number, b: number): boolean => Math.abs(a - b) < 1e-9;
const apply = (m: number[][], v: number[]): number[] => m.map((r) => r[0] * v[0] + r[1] * v[1]);
const mul2 = (a: number[][], b: number[][]): number[][] => a.map((r) => [0, 1].map((j) => r[0] * b[0][j] + r[1] * b[1][j]));
const same = (a: number[][], b: number[][]): boolean => a.every((r, i) => r.every((x, j) => near(x, b[i][j])));
const I2 = [[1, 0], [0, 1]];

/** A line through the origin named: the x-axis, the y-axis, y = mx, y = x, y = −x, 'the line spanned by (1, 2)'; its direction. */
const LINE = String.raw`(?:the\s+)?(x|y)-?\s*axis|l['’]\s*axe\s+des\s+(abscisses|ordonn[ée]es)|(?:the\s+)?(?:line\s+|la\s+droite\s+(?:d['’][ée]quation\s+)?)?y\s*=\s*(-?)\s*(${NUM})?\s*\*?\s*x|(?:the\s+)?(?:line|la\s+droite|l['’]\s*axe)\s+(?:(?:spanned|generated|directed)\s+by|(?:through\s+the\s+origin\s+)?(?:in\s+the\s+direction\s+of|with\s+direction(?:\s+vector)?|parallel\s+to)|engendr[ée]e?\s+par|dirig[ée]e?\s+par|de\s+vecteur\s+directeur)\s+(?:the\s+vector\s+|le\s+vecteur\s+)?[([<]\s*(${NUM})\s*[,;]\s*(${NUM})\s*[)\]>]`;

function lineDirection(m: RegExpExecArray, at: number): [Q, Q] | null {
  if (m[at]) return m[at].toLowerCase() === 'x' ? [Q.ONE, Q.ZERO] : [Q.ZERO, Q.ONE];
  if (m[at + 1]) return /^abs/i.test(m[at + 1]) ? [Q.ONE, Q.ZERO] : [Q.ZERO, Q.ONE];
  // the line given by a direction vector (a, b)
  if (m[at + 4] !== undefined) {
    const [a, b] = [Q.parse(m[at + 4]), Q.parse(m[at + 5] ?? '')];
    return a && b && !(a.isZero() && b.isZero()) ? [a, b] : null;
  }
  const slope = m[at + 3] ? Q.parse(m[at + 3]) : Q.ONE;
  if (!slope) return null;
  return [Q.ONE, m[at + 2] ? slope.neg() : slope];
}

const RULES: Array<[RegExp, (m: RegExpExecArray) => Found | null]> = [
  [
    new RegExp(String.raw`\brotat\p{L}*\s+(?:(?:each\s+|every\s+|all\s+)?(?:vectors?|points?)\s+)?(?:(?:(?:of|in)\s+(?:R\^?2|ℝ²|R²|the\s+plane)|(?:du|de)\s+(?:plan|R\^?2|ℝ²|R²))\s+)?(?:(counter-?\s*clockwise|anti-?\s*clockwise|clockwise)\s+)?(?:by|through|of|d['’]\s*angle|de|d['’]un\s+angle\s+de)\s+(?:an\s+angle\s+(?:of\s+)?)?(?:${ANGLE})(?:\s+(counter-?\s*clockwise|anti-?\s*clockwise|clockwise|(?:dans\s+le\s+)?sens\s+(?:direct|trigonom[ée]trique|horaire|indirect)))?(?:\s+(?:about|around|autour\s+de)\s+(?:the\s+origin|l['’]\s*origine|O))?`, 'iu'),
    (m) => {
      const deg = degrees(m, 2);
      if (deg === null) return null;
      const dir = `${m[1] ?? ''} ${m[5] ?? ''}`;
      const clockwise = /(?<!counter-?\s*|anti-?\s*)clockwise|horaire|indirect/i.test(dir);
      const t = clockwise ? -deg : deg;
      const c = exactCos(t);
      const s = exactCos(t - 90);
      if (!c || !s) return null;
      const neg = (e: Entry): Entry => ({ ascii: e.ascii === '0' ? '0' : e.ascii.startsWith('-') ? e.ascii.slice(1) : `-${e.ascii}`, latex: e.latex === '0' ? '0' : e.latex.startsWith('-') ? e.latex.slice(1) : `-${e.latex}`, value: -e.value });
      const rad = (t * Math.PI) / 180;
      return {
        m: [[c, neg(s)], [s, c]],
        kind: text(`the rotation by ${t}°: its columns are the images of e₁ and e₂, (cos θ, sin θ) and (−sin θ, cos θ)`, `la rotation d'angle ${t}° : ses colonnes sont les images de e₁ et e₂, (cos θ, sin θ) et (−sin θ, cos θ)`),
        check: (n) => same(mul2(n, n[0].map((_, j) => n.map((r) => r[j]))), I2) && near(n[0][0] * n[1][1] - n[0][1] * n[1][0], 1) && near(apply(n, [1, 0])[0], Math.cos(rad)) && near(apply(n, [1, 0])[1], Math.sin(rad)),
      };
    },
  ],
  [
    new RegExp(String.raw`\b(?:(?:the\s+)?orthogonal\s+)?projection\s+(?:orthogonale\s+)?(?:of\s+(?:R\^?2|ℝ²|R²|the\s+plane)\s+)?(?:onto|on|sur)\s+(?:${LINE})`, 'iu'),
    (m) => {
      const d = lineDirection(m, 1);
      if (!d) return null;
      const n2 = d[0].mul(d[0]).add(d[1].mul(d[1]));
      const e = [[d[0].mul(d[0]), d[0].mul(d[1])], [d[1].mul(d[0]), d[1].mul(d[1])]].map((r) => r.map((x) => rational(x.div(n2))));
      const v = d.map((x) => x.toNumber());
      return {
        m: e,
        kind: text('the orthogonal projection onto the line spanned by d: P = d dᵀ / (dᵀ d)', 'la projection orthogonale sur la droite dirigée par d : P = d dᵀ / (dᵀ d)'),
        check: (n) => same(mul2(n, n), n) && near(n[0][1], n[1][0]) && near(apply(n, v)[0], v[0]) && near(apply(n, v)[1], v[1]),
      };
    },
  ],
  [
    new RegExp(String.raw`\b(?:reflection|r[ée]flexion|sym[ée]trie\s+(?:orthogonale\s+)?)\s*(?:(?:of|de|du)\s+(?:R\^?2|ℝ²|R²|the\s+plane|plan)\s+)?(?:across|about|in|through|over|with\s+respect\s+to|par\s+rapport\s+[àa]|d['’]\s*axe)\s+(?:${LINE})`, 'iu'),
    (m) => {
      const d = lineDirection(m, 1);
      if (!d) return null;
      const n2 = d[0].mul(d[0]).add(d[1].mul(d[1]));
      const two = Q.of(2);
      const e = [[d[0].mul(d[0]), d[0].mul(d[1])], [d[1].mul(d[0]), d[1].mul(d[1])]].map((r, i) => r.map((x, j) => rational(two.mul(x).div(n2).sub(i === j ? Q.ONE : Q.ZERO))));
      const v = d.map((x) => x.toNumber());
      return {
        m: e,
        kind: text('the reflection across the line spanned by d: R = 2 d dᵀ / (dᵀ d) − I', 'la symétrie orthogonale par rapport à la droite dirigée par d : S = 2 d dᵀ / (dᵀ d) − I'),
        check: (n) => same(mul2(n, n), I2) && near(n[0][1], n[1][0]) && near(apply(n, v)[0], v[0]) && near(apply(n, v)[1], v[1]),
      };
    },
  ],
  [
    new RegExp(String.raw`\b(?:(horizontal|vertical)\s+)?shear\s+(?:transformation\s+)?(?:(?:with|by|of)\s+(?:a\s+)?(?:factor|coefficient)\s+(${NUM})|that\s+maps\s+e_?([12])\s+(?:to|into|onto)\s+e_?([12])\s*([-+])\s*(${NUM})?\s*\*?\s*e_?([12]))(?:\s+and\s+leaves\s+e_?([12])\s+(?:unchanged|fixed))?`, 'iu'),
    (m) => {
      let horizontal: boolean;
      let k: Q | null;
      if (m[2]) {
        if (!m[1]) return null;
        horizontal = /^h/i.test(m[1]);
        k = Q.parse(m[2]);
      } else {
        // e2 ↦ e2 + k e1 is horizontal, e1 ↦ e1 + k e2 vertical; the vector left fixed must be the other one
        if (m[3] !== m[4] || m[3] === m[7] || (m[8] && m[8] === m[3])) return null;
        horizontal = m[3] === '2';
        if (m[1] && /^h/i.test(m[1]) !== horizontal) return null;
        k = m[6] ? Q.parse(m[6]) : Q.ONE;
        if (k && m[5] === '-') k = k.neg();
      }
      if (!k) return null;
      const kv = k.toNumber();
      const e = horizontal ? [[Q.ONE, k], [Q.ZERO, Q.ONE]] : [[Q.ONE, Q.ZERO], [k, Q.ONE]];
      return {
        m: e.map((r) => r.map(rational)),
        kind: text(`the ${horizontal ? 'horizontal' : 'vertical'} shear with factor ${k.toString()}: one basis vector fixed, the other moved along it`, `la transvection ${horizontal ? 'horizontale' : 'verticale'} de facteur ${k.toString()} : un vecteur de base fixe, l'autre déplacé le long de lui`),
        check: (n) => horizontal ? same(n, [[1, kv], [0, 1]].map((r) => r.map((x) => x))) && near(apply(n, [0, 1])[0], kv) : near(apply(n, [1, 0])[1], kv) && near(n[0][0], 1) && near(n[1][1], 1) && near(n[0][1], 0),
      };
    },
  ],
];

const REST =
  /(?<![\p{L}])(?:find|give|determine|compute|write|what|is|the|a|an|of|for|standard|canonical|canonique|matrix|matrice|linear|transformation|map|operator|that|which|T|f|R\^?2|ℝ²|R²|->|→|:|in|plane|plan|du|de|la|le|l['’]|d[ée]terminer|donner|calculer|trouver|écrire|[ée]crire|dans|base|basis|associ[ée]e|each|every|vector|vectors|point|points|to|its|en|rotates|rotate|projects|reflects|sends|maps|qui|est|une|un|each|orthogonal)(?![\p{L}])/giu;

function outcomeOf(found: Found): Outcome {
  const ascii = `[${found.m.map((r) => `[${r.map((e) => e.ascii).join(', ')}]`).join(', ')}]`;
  const latex = `\\begin{pmatrix}${found.m.map((r) => r.map((e) => e.latex).join(' & ')).join(' \\\\ ')}\\end{pmatrix}`;
  const verified = found.check(found.m.map((r) => r.map((e) => e.value)));
  return {
    method: 'matrix.plane_transform',
    category: 'matrix',
    steps: [{ title: text('Images of the basis vectors as columns', 'Images des vecteurs de base en colonnes'), explanation: found.kind, formula: latex }],
    answer: { kind: 'matrix', value: ascii, latex, words: text(ascii, ascii) },
    finalAnswer: text(ascii, ascii),
    verified,
    verification: verified
      ? text('Checked numerically against the definition (a rotation is orthogonal with det 1 and turns e₁ by θ; a projection is symmetric with P² = P and fixes the line; a reflection squares to I and fixes the line; a shear fixes one basis vector).', "Vérifié numériquement avec la définition (une rotation est orthogonale de déterminant 1 et tourne e₁ de θ ; une projection est symétrique avec P² = P et fixe la droite ; une symétrie vérifie S² = I et fixe la droite ; une transvection fixe un vecteur de base).")
      : undefined,
  };
}

/** Undefined when no transformation of the plane is described; null when one is but not fully read. */
export function planeTransformOutcome(s: string): Outcome | null | undefined {
  for (const [re, build] of RULES) {
    const m = re.exec(s);
    if (!m) continue;
    const rest = (s.slice(0, m.index) + ' ' + s.slice(m.index + m[0].length)).replace(REST, ' ').replace(/[.,;?!()]/g, ' ');
    if (/[\p{L}\d]/u.test(rest)) return null;
    const found = build(m);
    return found ? outcomeOf(found) : null;
  }
  return undefined;
}

export const planeTransformStrategy: Strategy = {
  name: 'matrix.plane_transform',
  solve: (problem) => planeTransformOutcome(problem.text) ?? null,
};
