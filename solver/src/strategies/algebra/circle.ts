import { toMPoly } from '../../cas/mpoly';
import { Q } from '../../cas/rational';
import { pretty } from '../../format/prose';
import { text } from '../../i18n';
import { toAscii } from '../../format/ascii';
import { parseNode } from '../../parse/math';
import type { Outcome, ProblemInput, StepDraft, Strategy } from '../../strategy';
import { evaluateReal } from '../../verify/numeric';
import { step } from './common';

/**
 * A circle's centre and radius from its equation, by completing the squares ("Find the centre and
 * radius of the circle x² + y² − 4x + 6y − 3 = 0", « le centre et le rayon du cercle d'équation
 * … »), and the equation of a circle from its centre and its radius or a point on it ("Find the
 * equation of the circle with centre (2, −3) and radius 5", « passant par B(4 ; 6) »). Checked by
 * expanding (x − h)² + (y − k)² − r² back against the equation, or by the point given lying on it.
 */
const NUM = String.raw`[-−]?\s*\d+(?:\.\d+)?(?:\s*\/\s*\d+)?`;
const POINT = String.raw`(?:[A-Z]\s*)?\(\s*(${NUM})\s*[,;]\s*(${NUM})\s*\)`;
const CENTRE_RADIUS = /^\s*(?:(?:find|determine|give|state|write\s+down|what\s+(?:is|are)|determiner|donner|trouver|quels?\s+sont)\s+)?(?:the\s+|les?\s+)?(?:coordinates\s+of\s+the\s+|coordonnees\s+du\s+)?(?:cent(?:re|er))\s+(?:and|et)\s+(?:the\s+|le\s+)?(?:radius|rayon)\s+(?:of|du|de)\s+(?:the\s+circle|le\s+cercle|cercle)?\s*(?:\(?[A-Z]\)?\s*:\s*)?(?:with\s+equation|given\s+by|d['’]\s*equation)?\s*(.+?=.+?)\s*[.?]?\s*$/i;
const EQUATION = new RegExp(String.raw`^\s*(?:(?:find|determine|write(?:\s+down)?|give|state|determiner|donner|ecrire|trouver)\s+)?(?:an?\s+|the\s+|une\s+|l['’]\s*)?equation\s+(?:of|du|de)\s+(?:the\s+|le\s+|a\s+)?(?:circle|cercle)\s+(?:with|of|de|having)\s+(?:cent(?:re|er))\s+${POINT}\s*,?\s*(?:(?:and|et)\s+)?(?:(?:with|of|de)\s+)?(?:(?:radius|rayon)\s+(.+?)|(?:passing|which\s+passes|that\s+passes|passant)\s+(?:through|par)\s+${POINT})\s*[.?]?\s*$`, 'i');

const q = (s: string): Q => {
  const [a, b] = s.replace(/[−\s]/g, (c) => (c === '−' ? '-' : '')).split('/');
  const parts = (x: string): Q => {
    const [w, f = ''] = x.split('.');
    return new Q(BigInt(w + f), 10n ** BigInt(f.length));
  };
  return b === undefined ? parts(a) : parts(a).div(parts(b));
};
/** x − h written as a student does: x − 2, x + 3, x. */
const shifted = (v: string, h: Q): string => (h.isZero() ? v : h.isNegative() ? `${v} + ${h.neg().toString()}` : `${v} − ${h.toString()}`);
const square = (v: string, h: Q): string => (h.isZero() ? `${v}²` : `(${shifted(v, h)})²`);
const squareLatex = (v: string, h: Q): string => (h.isZero() ? `${v}^{2}` : `\\left(${shifted(v, h).replace('−', '-')}\\right)^{2}`);

function centreAndRadius(equation: string): Outcome | null {
  const [lhs, rhs] = equation.split('=');
  let poly;
  try {
    poly = toMPoly(parseNode(`(${lhs}) - (${rhs})`), ['x', 'y']);
  } catch {
    return null;
  }
  if (!poly) return null;
  const c = (ex: number, ey: number): Q => poly.terms.get(`${ex},${ey}`) ?? Q.ZERO;
  const allowed = new Set(['2,0', '0,2', '1,0', '0,1', '0,0']);
  const a = c(2, 0);
  if ([...poly.terms.keys()].some((k) => !allowed.has(k)) || a.isZero() || !a.eq(c(0, 2))) return null;
  const [d, e, f] = [c(1, 0).div(a), c(0, 1).div(a), c(0, 0).div(a)];
  const h = d.div(Q.of(-2));
  const k = e.div(Q.of(-2));
  const r2 = h.mul(h).add(k.mul(k)).sub(f);
  const steps: StepDraft[] = [];
  if (!a.isOne()) {
    steps.push(step(text('Make the squares’ coefficients 1', 'Ramener à 1 le coefficient des carrés'), text(`Divide the equation by ${a.toString()}.`, `On divise l’équation par ${a.toString()}.`)));
  }
  steps.push(step(text('Complete the squares', 'Compléter les carrés'),
    text('Group the x terms and the y terms, and write each pair as a square minus a constant: x² + bx = (x + b/2)² − b²/4.',
      'On regroupe les termes en x et en y, et on écrit chaque paire comme un carré moins une constante : x² + bx = (x + b/2)² − b²/4.'),
    `${squareLatex('x', h)} + ${squareLatex('y', k)} = ${r2.toLatex()}`));
  if (r2.sign() <= 0) {
    const words = r2.isZero()
      ? text(`This is not a circle: only the point (${h.toString()}, ${k.toString()}) satisfies it.`, `Ce n’est pas un cercle : seul le point (${h.toString()}, ${k.toString()}) la vérifie.`)
      : text('This is not a circle: a sum of squares cannot be negative, so no point satisfies it.', 'Ce n’est pas un cercle : une somme de carrés ne peut pas être négative, aucun point ne la vérifie.');
    return { method: 'geometry.circle', category: 'algebra', steps, answer: { kind: 'text', value: words.en, latex: `\\text{${words.en}}`, words }, finalAnswer: words, verified: true };
  }
  const root = r2.sqrt();
  const radius = root ? root.toString() : `√(${r2.toString()})`;
  steps.push(step(text('Read the centre and the radius', 'Lire le centre et le rayon'),
    text('(x − h)² + (y − k)² = r² is the circle of centre (h, k) and radius r.', '(x − h)² + (y − k)² = r² est le cercle de centre (h, k) et de rayon r.'),
    `(h, k) = (${h.toLatex()}, ${k.toLatex()}),\\quad r = ${root ? root.toLatex() : `\\sqrt{${r2.toLatex()}}`}`));
  // (x − h)² + (y − k)² − r², times a, is the equation given: compared at a few points
  const points = [[0.3, -1.7], [2.1, 0.4], [-3.2, 5.5]];
  const verified = points.every(([x, y]) => {
    const want = evaluateReal(`(${lhs}) - (${rhs})`, { x, y });
    const got = a.toNumber() * ((x - h.toNumber()) ** 2 + (y - k.toNumber()) ** 2 - r2.toNumber());
    return want !== null && Math.abs(want - got) <= 1e-9 * Math.max(1, Math.abs(want));
  });
  const words = text(`Centre (${h.toString()}, ${k.toString()}), radius ${radius}.`, `Centre (${h.toString()} ; ${k.toString()}), rayon ${radius}.`);
  return {
    method: 'geometry.circle',
    category: 'algebra',
    steps,
    answer: { kind: 'text', value: `centre (${h.toString()}, ${k.toString()}), radius ${radius}`, latex: `(${h.toLatex()}, ${k.toLatex()}),\\ r = ${root ? root.toLatex() : `\\sqrt{${r2.toLatex()}}`}`, words },
    finalAnswer: words,
    verified,
    verification: text('(x − h)² + (y − k)² − r² expanded gives back the equation.', '(x − h)² + (y − k)² − r² développé redonne l’équation.'),
  };
}

function equationOf(h: Q, k: Q, radius: string | null, through: [Q, Q] | null): Outcome | null {
  const steps: StepDraft[] = [];
  let r2: Q;
  if (through) {
    const [dx, dy] = [through[0].sub(h), through[1].sub(k)];
    r2 = dx.mul(dx).add(dy.mul(dy));
    steps.push(step(text('The radius is the distance from the centre to the point', 'Le rayon est la distance du centre au point'),
      text('r² = (x₁ − h)² + (y₁ − k)².', 'r² = (x₁ − h)² + (y₁ − k)².'), `r^{2} = ${dx.toLatex()}^{2} + ${dy.toLatex()}^{2} = ${r2.toLatex()}`));
  } else {
    let v: number | null;
    try {
      v = radius === null ? null : evaluateReal(toAscii(parseNode(radius)), {});
    } catch {
      v = null;
    }
    if (v === null || !(v > 0)) return null;
    const square = v * v;
    const exact = Q.of(Math.round(square * 1e6), 1e6);
    if (Math.abs(exact.toNumber() - square) > 1e-9) return null;
    r2 = exact;
    const said = pretty(toAscii(parseNode(radius ?? '')));
    steps.push(step(text('Square the radius', 'Élever le rayon au carré'), text(`r = ${said}, so r² = ${r2.toString()}.`, `r = ${said}, donc r² = ${r2.toString()}.`)));
  }
  const equation = `${square('x', h)} + ${square('y', k)} = ${r2.toString()}`;
  steps.push(step(text('Write (x − h)² + (y − k)² = r²', 'Écrire (x − h)² + (y − k)² = r²'),
    text('A point is on the circle when its distance to the centre (h, k) is r.', 'Un point est sur le cercle quand sa distance au centre (h, k) vaut r.'),
    `${squareLatex('x', h)} + ${squareLatex('y', k)} = ${r2.toLatex()}`));
  const back = centreAndRadius(`${square('x', h).replace(/²/g, '^2')} + ${square('y', k).replace(/²/g, '^2')} = ${r2.toString()}`.replace(/−/g, '-'));
  const verified = back !== null && back.verified && back.answer?.value.startsWith(`centre (${h.toString()}, ${k.toString()})`) === true
    && (!through || through[0].sub(h).mul(through[0].sub(h)).add(through[1].sub(k).mul(through[1].sub(k))).eq(r2));
  const words = text(equation, equation);
  return {
    method: 'geometry.circle-equation',
    category: 'algebra',
    steps,
    answer: { kind: 'text', value: equation, latex: `${squareLatex('x', h)} + ${squareLatex('y', k)} = ${r2.toLatex()}`, words },
    finalAnswer: words,
    verified,
    verification: text('Completing the squares of the equation gives back the centre and the radius.', 'Compléter les carrés de l’équation redonne le centre et le rayon.'),
  };
}

export const circleStrategy: Strategy = {
  name: 'geometry.circle',
  solve(problem: ProblemInput): Outcome | null {
    const t = problem.text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    const cr = CENTRE_RADIUS.exec(t);
    if (cr) return centreAndRadius(cr[1]);
    const eq = EQUATION.exec(t);
    if (!eq) return null;
    return equationOf(q(eq[1]), q(eq[2]), eq[3] ?? null, eq[4] !== undefined ? [q(eq[4]), q(eq[5])] : null);
  },
};
