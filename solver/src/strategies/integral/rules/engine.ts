/**
 * The rule tree: constants and sums are handled here (linearity), everything else by the first
 * rule of the list that applies. Each rule returns the antiderivative with its steps, or null.
 */
import * as X from '../sym/expr';
import type { Expr } from '../sym/expr';
import { displayTerms, toLatex } from '../sym/print';
import type { StepDraft } from '../../../strategy';
import { intTex, step, tex } from './tex';
import { TABLE_TEXT, tableRule } from './table';
import type { IntCtx, Integration, Rule } from './types';
import { RULES } from './list';

const MAX_DEPTH = 14;
/** Rule attempts allowed per problem: the search is cut off, not the student's patience. */
const MAX_WORK = 3000;

export function integrate(f: Expr, x: Expr, ctx: IntCtx): Integration | null {
  ctx.checkTime();
  const k = `${X.key(f)}|${X.key(x)}`;
  const b = ctx.budget;
  const hit = b.solved.get(k);
  if (hit) return hit;
  if (b.failed.has(k)) return null;
  if (ctx.depth > MAX_DEPTH || ctx.stack.includes(k) || ++b.used > MAX_WORK || Date.now() > b.deadline) {
    b.cutoffs++;
    return null;
  }
  const cutoffsBefore = b.cutoffs;
  const inner: IntCtx = { ...ctx, depth: ctx.depth + 1, stack: [...ctx.stack, k] };
  const r = integrateInner(f, x, inner);
  // Results are remembered for the rest of the problem; a failure only when no search was cut short
  // below it (a loop guard or the depth limit), since then it may succeed from elsewhere.
  if (r) b.solved.set(k, r);
  else if (b.cutoffs === cutoffsBefore) b.failed.add(k);
  return r;
}

function integrateInner(f: Expr, x: Expr, inner: IntCtx): Integration | null {
  if (X.free(f, x)) return tableRule(f, x, inner);
  if (f.k === 'add') {
    const lin = linearity(f, x, inner);
    if (lin) return lin;
  } else {
    const [c, g] = X.splitConst(f, x);
    if (!X.isOne(c)) {
      const r = integrate(g, x, inner);
      return r ? scale(c, g, x, r) : null;
    }
  }
  for (const rule of RULES) {
    const r = rule(f, x, inner);
    if (r) return r;
  }
  return null;
}

/** ∫ c·g = c ∫ g: a table lookup keeps its single step, with the constant shown. */
function scale(c: Expr, g: Expr, x: Expr, r: Integration): Integration {
  const F = X.mul(c, r.F);
  const cg = X.mul(c, g);
  if (r.table) {
    const [en, fr, ex, exFr] = TABLE_TEXT[r.table.name];
    const formula = `${intTex(cg, x)} = ${coefTex(c)}${wrapInt(g, x)} = ${tex(F)}`;
    const s0 = r.steps[0];
    const st: StepDraft = { title: { en, fr }, explanation: { en: `${ex} Constant factors come out of the integral.`, fr: `${exFr} Les facteurs constants sortent de l'intégrale.` }, formula: s0.formula?.replace(/\\qquad .*$/, `\\qquad ${formula}`) ?? formula };
    return { F, steps: [st], table: { name: r.table.name, formula } };
  }
  const s = step(
    'Take the constant factor out', 'Sortir le facteur constant',
    'A constant factor can be taken out of the integral.', "Un facteur constant peut sortir de l'intégrale.",
    `${intTex(cg, x)} = ${coefTex(c)}${wrapInt(g, x)}`,
  );
  return { F, steps: [s, ...r.steps] };
}

const wrapInt = (g: Expr, x: Expr): string => intTex(g, x);

/** A constant in front of an integral: −1 is a minus sign, a letter or a root is spaced off. */
function coefTex(c: Expr): string {
  if (X.same(c, X.MINUS_ONE)) return '-';
  return `${tex(c)}${c.k === 'num' ? '' : '\\,'}`;
}

function linearity(f: Expr, x: Expr, ctx: IntCtx): Integration | null {
  const parts: { c: Expr; g: Expr; r: Integration }[] = [];
  // in the order the sum is written (3x² + 2x − 1), so the split reads like the integrand
  for (const t of displayTerms(f)) {
    const [c, g] = X.splitConst(t, x);
    const r = X.isOne(g) ? tableRule(X.ONE, x, ctx) : integrate(g, x, ctx);
    if (!r) return null;
    parts.push({ c, g, r });
  }
  const F = X.add(...parts.map((p) => X.mul(p.c, p.r.F)));
  const split = parts.map((p, i) => {
    const integral = X.isOne(p.g) ? `\\int d${tex(x)}` : intTex(p.g, x);
    const body = X.isOne(p.c) ? integral : X.same(p.c, X.MINUS_ONE) ? `-${integral}` : `${tex(p.c)}${integral}`;
    return i === 0 ? body : body.startsWith('-') ? `- ${body.slice(1)}` : `+ ${body}`;
  });
  if (parts.every((p) => p.r.table)) {
    // every term read from the table: one line, ∫(f + g) = ∫f + ∫g = F + G
    const names = [...new Set(parts.map((p) => p.r.table!.name))];
    const exEn = names.map((n) => TABLE_TEXT[n][2]).join(' ');
    const exFr = names.map((n) => TABLE_TEXT[n][3]).join(' ');
    return {
      F,
      steps: [step(
        'Integrate term by term', 'Intégrer terme à terme',
        `The integral of a sum is the sum of the integrals, and constant factors come out (linearity). ${exEn}`,
        `L'intégrale d'une somme est la somme des intégrales, et les facteurs constants sortent (linéarité). ${exFr}`,
        `${intTex(f, x)} = ${split.join(' ')} = ${toLatex(F)}`,
      )],
    };
  }
  const steps: StepDraft[] = [
    step(
      'Integrate term by term', 'Intégrer terme à terme',
      'The integral of a sum is the sum of the integrals, and constant factors come out (linearity).',
      "L'intégrale d'une somme est la somme des intégrales, et les facteurs constants sortent (linéarité).",
      `${intTex(f, x)} = ${split.join(' ')}`,
    ),
  ];
  for (const p of parts) steps.push(...p.r.steps);
  steps.push(step(
    'Add the results', 'Additionner les résultats',
    'Put the antiderivatives of the terms back together.', 'On rassemble les primitives des termes.',
    `${intTex(f, x)} = ${toLatex(F)}`,
  ));
  return { F, steps };
}

export type { Rule };
