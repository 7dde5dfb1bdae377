import { text } from '../../i18n';
import type { Outcome, Strategy } from '../../strategy';
import { ANGLE, degrees, exactCos, type Entry } from './planeTransform';

/**
 * The matrix of a rotation of ℝ³ about a coordinate axis, described in words: "the rotation about the
 * z-axis through an angle of π/3", "rotation matrix about the x-axis by 90 degrees", « la rotation
 * d'axe (Ox) et d'angle π/2 », « la rotation d'angle π/4 autour de l'axe des cotes ». The angle is
 * taken counterclockwise seen from the positive end of the axis (the right-hand rule), unless
 * "clockwise" is said. The check, in floating point, is the definition: RᵀR = I, det R = 1, the axis
 * fixed, trace 1 + 2 cos θ, and the next basis vector turned towards the one after by sin θ.
 */

const ROTATION = /(?<![\p{L}])(?:rotation|rotates?|tourne)(?![\p{L}])/iu;
/** The axis: "about the z-axis", "around the positive x axis", « d'axe (Oz) », « autour de l'axe des abscisses ». */
const AXIS = /(?:(?:about|around|autour\s+de)\s+(?:the\s+|l['’]\s*)?(?:positive\s+)?(?:(x|y|z)\s*-?\s*axis|axe\s+(?:des\s+(abscisses|ordonn[ée]es|cotes)|\(?\s*O\s*(x|y|z)\s*\)?))|d['’]\s*axe\s+(?:des\s+(abscisses|ordonn[ée]es|cotes)|\(?\s*O\s*(x|y|z)\s*\)?)|(?:with\s+)?axis\s+(?:the\s+)?(x|y|z)\s*-?\s*axis)/iu;
/** The angle, after its word: "by 90°", "through an angle of π/3", « d'angle π/2 », « d'un angle de 60° ». */
const ANGLE_SAID = new RegExp(String.raw`(?:(?:by|through|of)\s+(?:an\s+angle\s+(?:of\s+)?)?|(?:(?:et\s+)?d['’]\s*angle|d['’]un\s+angle\s+de|de)\s+)(?:${ANGLE})`, 'iu');
const CLOCKWISE = /(?<![\p{L}])(?:(counter-?\s*clockwise|anti-?\s*clockwise|clockwise)|sens\s+(direct|trigonom[ée]trique|horaire|indirect))(?![\p{L}])/iu;
const WORDS =
  /(?<![\p{L}])(?:find|give|determine|compute|write|what|is|the|a|an|of|for|standard|canonical|canonique|matrix|matrice|linear|transformation|map|that|which|in|du|de|la|le|l|d|d[ée]terminer|donner|calculer|trouver|[ée]crire|dans|base|basis|associ[ée]e|each|every|vector|vectors|point|points|to|its|en|qui|est|une|un|et|rotation|rotates?|tourne|space|espace|R|ℝ|with|respect|using|let|soit|be|this|cette|dans|le|sens|direct|positive|positif|seen|from|vu|depuis|right-hand|rule|orthonormal|orthonorm[ée]e?)(?![\p{L}])/giu;

/** The axis read, 0 for x, 1 for y, 2 for z. */
function axisIndex(m: RegExpExecArray): number | null {
  const letter = m.slice(1).find((g) => g !== undefined);
  if (!letter) return null;
  const l = letter.toLowerCase();
  if (l === 'x' || l.startsWith('abs')) return 0;
  if (l === 'y' || l.startsWith('ord')) return 1;
  return 2;
}

const negate = (e: Entry): Entry => ({
  ascii: e.ascii === '0' ? '0' : e.ascii.startsWith('-') ? e.ascii.slice(1) : `-${e.ascii}`,
  latex: e.latex === '0' ? '0' : e.latex.startsWith('-') ? e.latex.slice(1) : `-${e.latex}`,
  value: -e.value,
});
const one: Entry = { ascii: '1', latex: '1', value: 1 };
const zero: Entry = { ascii: '0', latex: '0', value: 0 };

/** R about axis k: e_k fixed, e_(k+1) ↦ c e_(k+1) + s e_(k+2), e_(k+2) ↦ −s e_(k+1) + c e_(k+2). */
function rotationMatrix(k: number, c: Entry, s: Entry): Entry[][] {
  const m: Entry[][] = [0, 1, 2].map((i) => [0, 1, 2].map((j) => (i === j && i === k ? one : zero)));
  const [a, b] = [(k + 1) % 3, (k + 2) % 3];
  m[a][a] = c;
  m[b][b] = c;
  m[b][a] = s;
  m[a][b] = negate(s);
  return m;
}

function checks(m: number[][], k: number, theta: number): boolean {
  const near = (x: number, y: number): boolean => Math.abs(x - y) < 1e-9;
  const [a, b] = [(k + 1) % 3, (k + 2) % 3];
  const orthogonal = [0, 1, 2].every((i) => [0, 1, 2].every((j) => near(m[0][i] * m[0][j] + m[1][i] * m[1][j] + m[2][i] * m[2][j], i === j ? 1 : 0)));
  const det = m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0]) + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]);
  const fixed = [0, 1, 2].every((i) => near(m[i][k], i === k ? 1 : 0));
  return orthogonal && near(det, 1) && fixed && near(m[0][0] + m[1][1] + m[2][2], 1 + 2 * Math.cos(theta)) && near(m[b][a], Math.sin(theta));
}

/** Undefined when no rotation about an axis of ℝ³ is described; null when one is but not fully read. */
export function axisRotationOutcome(s0: string): Outcome | null | undefined {
  const s = s0.replace(/[−–]/g, '-');
  if (!ROTATION.test(s)) return undefined;
  const axis = AXIS.exec(s);
  if (!axis) return undefined;
  const angle = ANGLE_SAID.exec(s);
  if (!angle) return null;
  const k = axisIndex(axis);
  const deg0 = degrees(angle, 1);
  if (k === null || deg0 === null) return null;
  const sense = CLOCKWISE.exec(s);
  const clockwise = sense !== null && /^(?:clockwise|horaire|indirect)/iu.test(sense[1] ?? sense[2] ?? '');
  const deg = clockwise ? -deg0 : deg0;
  let rest = s;
  for (const m of [axis, angle, sense]) if (m) rest = rest.replace(m[0], ' ');
  rest = rest
    .replace(/(?<![\p{L}])[A-Z]\s*:\s*(?:I?R|ℝ)\s*(?:\^\s*\d|[²³]|\d)?\s*(?:->|→|\\to)\s*(?:I?R|ℝ)\s*(?:\^\s*\d|[²³]|\d)?/gu, ' ')
    .replace(/(?:I?R|ℝ)\s*(?:\^\s*3|³|3)/gu, ' ')
    .replace(/(?<![\p{L}])[A-Z](?![\p{L}])/gu, ' ')
    .replace(/(?<![\p{L}])[lLdD]['’]/gu, ' ')
    .replace(WORDS, ' ')
    .replace(/[?!.:;,()$]/g, ' ');
  if (/[\p{L}\d]/u.test(rest)) return null;
  const c = exactCos(deg);
  const sn = exactCos(deg - 90);
  if (!c || !sn) return null;
  const m = rotationMatrix(k, c, sn);
  const ascii = `[${m.map((r) => `[${r.map((e) => e.ascii).join(', ')}]`).join(', ')}]`;
  const latex = `\\begin{pmatrix}${m.map((r) => r.map((e) => e.latex).join(' & ')).join(' \\\\ ')}\\end{pmatrix}`;
  const theta = (deg * Math.PI) / 180;
  const verified = checks(m.map((r) => r.map((e) => e.value)), k, theta);
  const name = 'xyz'[k];
  return {
    method: 'matrix.axis_rotation',
    category: 'matrix',
    steps: [
      {
        title: text(`The axis e${k + 1} is fixed`, `L'axe e${k + 1} est fixe`),
        explanation: text(
          `The rotation about the ${name}-axis by θ = ${deg}° leaves e${k + 1} unchanged and turns the plane of the two other basis vectors by θ, counterclockwise seen from the positive ${name}-axis: e${((k + 1) % 3) + 1} ↦ cos θ e${((k + 1) % 3) + 1} + sin θ e${((k + 2) % 3) + 1}, e${((k + 2) % 3) + 1} ↦ −sin θ e${((k + 1) % 3) + 1} + cos θ e${((k + 2) % 3) + 1}.`,
          `La rotation d'axe (O${name}) et d'angle θ = ${deg}° laisse e${k + 1} fixe et fait tourner le plan des deux autres vecteurs de base de θ, dans le sens direct vu depuis le côté positif de l'axe : e${((k + 1) % 3) + 1} ↦ cos θ e${((k + 1) % 3) + 1} + sin θ e${((k + 2) % 3) + 1}, e${((k + 2) % 3) + 1} ↦ −sin θ e${((k + 1) % 3) + 1} + cos θ e${((k + 2) % 3) + 1}.`,
        ),
      },
      {
        title: text('Images of the basis vectors as columns', 'Images des vecteurs de base en colonnes'),
        explanation: text(`cos θ = ${c.ascii}, sin θ = ${sn.ascii}.`, `cos θ = ${c.ascii}, sin θ = ${sn.ascii}.`),
        formula: `R = ${latex}`,
      },
    ],
    answer: { kind: 'matrix', value: ascii, latex, words: text(ascii, ascii) },
    finalAnswer: text(`R = ${ascii}`, `R = ${ascii}`),
    verified,
    verification: verified
      ? text(
          'Checked in floating point: RᵀR = I, det R = 1, the axis is fixed, the trace is 1 + 2 cos θ, and the turn goes the way said.',
          "Vérifié en virgule flottante : RᵀR = I, det R = 1, l'axe est fixe, la trace vaut 1 + 2 cos θ, et la rotation tourne dans le sens indiqué.",
        )
      : undefined,
  };
}

export const axisRotationStrategy: Strategy = {
  name: 'matrix.axis_rotation',
  solve: (problem) => axisRotationOutcome(problem.text) ?? null,
};
