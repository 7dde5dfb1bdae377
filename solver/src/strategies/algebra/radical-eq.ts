import { nodeEquals, type MathNode } from '../../cas/node';
import { Poly, toRatFunc } from '../../cas/poly';
import { toAscii } from '../../format/ascii';
import { toLatex } from '../../format/latex';
import { text } from '../../i18n';
import type { Outcome, StepDraft, Strategy } from '../../strategy';
import { close, evaluateAscii, samplePoints } from '../../verify/numeric';
import { rootsSatisfy } from '../../verify/roots';
import { step } from './common';
import { readOneUnknown } from './equation';
import { nonlinearOutcome } from './nonlinear-outcome';
import { solveByFactoring } from './roots';
import { parseNode } from '../../parse/math';
import { fromMathJson } from '../derivative/mathjson';
import { toAscii as exAscii } from '../derivative/print';
import { simplify } from '../derivative/simplify';

/** The index of a root node: 2 for √A, A^(1/2); 3 for ∛A, A^(1/3); null otherwise. */
function rootIndex(n: MathNode): number | null {
  if (!Array.isArray(n)) return null;
  if (n[0] === 'Sqrt') return 2;
  if (n[0] === 'Root' && (n[2] === 2 || n[2] === 3)) return n[2] as number;
  if (n[0] === 'Power' && Array.isArray(n[2]) && (n[2][0] === 'Rational' || n[2][0] === 'Divide') && n[2][1] === 1 && (n[2][2] === 2 || n[2][2] === 3)) return n[2][2] as number;
  return null;
}

/** The first square or cube root whose radicand contains the unknown. */
function findRadical(n: MathNode, x: string): MathNode | null {
  if (!Array.isArray(n)) return null;
  if (rootIndex(n) !== null && JSON.stringify(n[1]).includes(`"${x}"`)) return n;
  for (const a of n.slice(1)) {
    const r = findRadical(a as MathNode, x);
    if (r) return r;
  }
  return null;
}

function replaceNode(n: MathNode, target: MathNode, by: MathNode): MathNode {
  if (nodeEquals(n, target)) return by;
  if (!Array.isArray(n)) return n;
  return [n[0], ...n.slice(1).map((a) => replaceNode(a as MathNode, target, by))] as MathNode;
}

/** A node shown in its simplest rational form when it is rational in x, simplified otherwise (another root still in it). */
function pretty(n: MathNode, x: string): MathNode {
  const r = toRatFunc(n, x);
  if (!r) {
    try {
      return parseNode(exAscii(simplify(fromMathJson(n))));
    } catch {
      return n;
    }
  }
  if (r.den.deg === 0) return r.num.scale(r.den.coef(0).inv()).toNode(x);
  return ['Divide', r.num.toNode(x), r.den.toNode(x)];
}

const sub = (a: MathNode, b: MathNode): MathNode => ['Add', a, ['Negate', b]];

/**
 * Radical equations: isolate a square root, square both sides (again if another root remains),
 * solve the polynomial equation, then check every candidate in the original equation, since
 * squaring can add roots that do not work.
 */
export const radicalEquationStrategy: Strategy = {
  name: 'algebra.radical_equation',
  solve(problem, ctx): Outcome | null {
    const e = readOneUnknown(problem);
    if (!e || e.rel.op !== 'Equal' || e.complex) return null;
    const { x, rel } = e;
    let g: MathNode = sub(rel.lhs, rel.rhs);
    if (!findRadical(g, x)) return null;
    const steps: StepDraft[] = [];
    for (let round = 0; round < 3; round++) {
      ctx.checkTime();
      const S = findRadical(g, x);
      if (!S) break;
      const A = S[1 as keyof typeof S] as unknown as MathNode;
      if (rootIndex(S) === 3) {
        // Cube root: g must be linear in s = ∛A; then c1·s = −c0 and cubing gives c1³·A = −c0³.
        const c0 = replaceNode(g, S, 0);
        const c1c = sub(replaceNode(g, S, 1), c0);
        if (!quadraticIn(g, S, c0, c1c, 0, x)) return null;
        const iso = pretty(['Divide', ['Negate', c0], c1c], x);
        steps.push(
          step(
            text('Isolate the cube root', 'Isoler la racine cubique'),
            text('Keep the cube root alone on one side.', 'On garde la racine cubique seule dans un membre.'),
            `${toLatex(S)} = ${toLatex(iso)}`,
          ),
        );
        steps.push(
          step(
            text('Cube both sides', 'Élever au cube'),
            text('Cubing removes the root and keeps every solution (a cube root is defined for every real number).', 'Élever au cube supprime la racine et conserve les solutions (la racine cubique est définie pour tout réel).'),
            `${toLatex(pretty(A, x))} = ${toLatex(pretty(['Power', iso, 3], x))}`,
          ),
        );
        g = ['Add', ['Multiply', ['Power', c1c, 3], A], ['Power', c0, 3]];
        continue;
      }
      // g is a polynomial of degree ≤ 2 in s = √A: read its coefficients from s = 0, 1, −1.
      const f0 = replaceNode(g, S, 0);
      const f1 = replaceNode(g, S, 1);
      const fm = replaceNode(g, S, -1);
      const c1: MathNode = ['Divide', sub(f1, fm), 2];
      const c2: MathNode = sub(['Divide', ['Add', f1, fm], 2], f0);
      if (!quadraticIn(g, S, f0, c1, c2, x)) return null;
      // With s² = A:  c1·s = −(c0 + c2·A).
      const rest: MathNode = ['Negate', ['Add', f0, ['Multiply', c2, A]]];
      const isolated = pretty(['Divide', rest, c1], x);
      steps.push(
        step(
          text('Isolate the square root', 'Isoler la racine carrée'),
          text('Keep the square root alone on one side.', 'On garde la racine carrée seule dans un membre.'),
          `${toLatex(S)} = ${toLatex(isolated)}`,
        ),
      );
      const squared = pretty(A, x);
      steps.push(
        step(
          text('Square both sides', 'Élever au carré'),
          text('Squaring removes the root; it may add solutions, so every candidate is checked at the end.', 'Élever au carré supprime la racine ; cela peut ajouter des solutions, on vérifie donc chaque candidat à la fin.'),
          `${toLatex(squared)} = ${toLatex(pretty(['Power', isolated, 2], x))}`,
        ),
      );
      g = sub(['Multiply', ['Power', c1, 2], A], ['Power', ['Negate', rest], 2]);
    }
    const r = toRatFunc(g, x);
    if (!r || r.num.isZero()) return null;
    const p: Poly = r.num;
    let candidates: MathNode[] = [];
    if (p.deg >= 1) {
      const sol = solveByFactoring(p, x, false, ctx);
      steps.push(step(text('Solve the polynomial equation', "Résoudre l'équation polynomiale"), text('Bring every term to one side and solve.', 'On ramène tout dans un membre et on résout.'), `${toLatex(p.toNode(x))} = 0`));
      steps.push(...sol.steps);
      candidates = sol.roots;
    }
    const lhs = toAscii(rel.lhs);
    const rhs = toAscii(rel.rhs);
    // a square root of a negative number is not real: such a candidate is outside the domain
    const radicands = [...squareRadicands(rel.lhs, x), ...squareRadicands(rel.rhs, x)].map(toAscii);
    const defined = (c: MathNode): boolean =>
      radicands.every((a) => {
        const v = evaluateAscii(a, { [x]: evaluateAscii(toAscii(c))?.re ?? Number.NaN });
        return v !== null && Math.abs(v.im) < 1e-12 && v.re > -1e-12;
      });
    const kept = candidates.filter((c) => defined(c) && rootsSatisfy(lhs, rhs, x, [toAscii(c)]));
    const rejected = candidates.filter((c) => !kept.includes(c));
    const outside = rejected.filter((c) => !defined(c));
    const extraneous = rejected.filter((c) => defined(c));
    steps.push(
      step(
        text('Check each candidate', 'Vérifier chaque candidat'),
        text(
          [
            outside.length ? `${outside.map(toAscii).join(', ')} makes a square root of a negative number appear, which is not a real number: rejected.` : '',
            extraneous.length ? `Substituting into the original equation: ${extraneous.map(toAscii).join(', ')} does not satisfy it (an extraneous root from squaring) and is rejected.` : '',
            rejected.length ? '' : 'Substituting into the original equation: every candidate satisfies it.',
          ].filter(Boolean).join(' '),
          [
            outside.length ? `${outside.map(toAscii).join(', ')} fait apparaître la racine carrée d'un nombre négatif, qui n'est pas un réel : rejeté.` : '',
            extraneous.length ? `En remplaçant dans l'équation de départ : ${extraneous.map(toAscii).join(', ')} ne la vérifie pas (racine parasite due à l'élévation au carré) et est rejeté.` : '',
            rejected.length ? '' : "En remplaçant dans l'équation de départ : chaque candidat la vérifie.",
          ].filter(Boolean).join(' '),
        ),
        candidates.map((c) => `${x} = ${toLatex(c)}: ${kept.includes(c) ? '\\checkmark' : '\\times'}`).join(',\\ ') || undefined,
      ),
    );
    return nonlinearOutcome(x, rel, kept, steps, 'algebra.radical_equation', e.cmd.domain);
  },
};

/** The radicands of the square roots that contain the unknown. */
function squareRadicands(n: MathNode, x: string): MathNode[] {
  if (!Array.isArray(n)) return [];
  const own = rootIndex(n) === 2 && JSON.stringify(n[1]).includes(`"${x}"`) ? [n[1] as MathNode] : [];
  return [...own, ...n.slice(1).flatMap((a) => squareRadicands(a as MathNode, x))];
}

/** g(s) really is c0 + c1·s + c2·s² (checked at a few points, s = 2 and s = 3). */
function quadraticIn(g: MathNode, S: MathNode, c0: MathNode, c1: MathNode, c2: MathNode, x: string): boolean {
  for (const s of [2, 3]) {
    const lhs = toAscii(replaceNode(g, S, s));
    const rhs = toAscii(['Add', c0, ['Multiply', c1, s], ['Multiply', c2, s * s]]);
    for (const t of samplePoints(3, 0.5, 4, 5)) {
      const a = evaluateAscii(lhs, { [x]: t });
      const b = evaluateAscii(rhs, { [x]: t });
      if (a && b && !close(a, b, 1e-8)) return false;
    }
  }
  return true;
}
