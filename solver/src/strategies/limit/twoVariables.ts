import { text } from '../../i18n';
import type { Outcome, Strategy, StepDraft } from '../../strategy';
import { SolverError } from '../../errors';
import { evaluateReal } from '../../verify/numeric';
import { parseCalc } from '../derivative/latex';
import { fromMathJson } from '../derivative/mathjson';
import { type Ex, add, isNum, mul, num, pow, substitute, sym } from '../derivative/expr';
import { coeffRest, expand, simplify } from '../derivative/simplify';
import { toAscii, toLatex } from '../derivative/print';
import { LimitSolver, fraction, type LimitResult } from './methods';

/**
 * Limits of f(x, y) at a point, as a first course does them: f continuous there gives its value;
 * two paths with different limits show the limit does not exist; a rational function whose
 * denominator is positive, homogeneous of degree q, over a numerator whose terms all have degree
 * above q tends to 0 (|xⁱyʲ| ≤ rⁱ⁺ʲ, the denominator at least m·r^q). Anything else is declined.
 */
const POINT = String.raw`\(\s*x\s*,\s*y\s*\)\s*(?:->|→|\\to|tends?\s+to|approaches|tend\s+vers)\s*\(\s*([-+]?[\d./]+)\s*,\s*([-+]?[\d./]+)\s*\)`;
const SUBSCRIPT = new RegExp(String.raw`^(.*?)\blim(?:it|ite)?\s*_?\s*\{?\s*${POINT}\s*\}?\s*(?:of\s+|de\s+)?(.+?)$`, 'i');
const AFTER = new RegExp(String.raw`^(.*?)\blim(?:it|ite)?\s+(?:of\s+|de\s+)?(.+?)\s*,?\s*(?:as|when|quand|lorsque)\s+${POINT}(.*)$`, 'i');
// « limite quand (x,y) tend vers (0,0) de f », and "the limit of f at (0, 0)" with x and y left implicit
const WHEN_FIRST = new RegExp(String.raw`^(.*?)\blim(?:it|ite)?\s+(?:as|when|quand|lorsque)\s+${POINT}\s*,?\s*(?:of\s+|de\s+|d['’]\s*)(.+?)$`, 'i');
const PAIR = String.raw`\(\s*([-+]?[\d./]+)\s*,\s*([-+]?[\d./]+)\s*\)`;
const AT_PAIR = new RegExp(String.raw`^(.*?)\blim(?:it|ite)?\s+(?:of\s+|de\s+)(.+?)\s+(?:at|en|au\s+point)\s+${PAIR}(.*)$`, 'i');
// « limite en (0,0) de f », "the limit at (0, 0) of f": the point before the function
const AT_FIRST = new RegExp(String.raw`^(.*?)\blim(?:it|ite)?\s+(?:at|en|au\s+point)\s+${PAIR}\s*,?\s*(?:of\s+|de\s+|d['’]\s*)(.+?)$`, 'i');
// « f(x,y) = … admet-elle une limite en (0,0) ? », "Does f(x, y) = … have a limit at (0, 0)?"
const HAS_LIMIT = new RegExp(String.raw`^\s*(?:does\s+)?(?:(?:the\s+function|la\s+fonction)\s+)?(?:f\s*\(\s*x\s*,\s*y\s*\)\s*=\s*)(.+?)\s+(?:have\s+a\s+limit|(?:admet-elle|a-t-elle|poss[èe]de-t-elle)\s+une\s+limite)\s+(?:at|en|au\s+point)\s+${PAIR}\s*[.?!]?\s*$`, 'i');
const EXISTS = /^\s*(?:(?:true\s+or\s+false|vrai\s+ou\s+faux)\s*:\s*)?(?:does\s+(?:the\s+)?|la\s+)?(?:limit\s+|limite\s+)?$/i;
/** "Show that the limit … does not exist", « Montrer que la limite … n'existe pas »: the answer says whether it does. */
const SHOW_BEFORE = /^\s*(?:show|prove|montrer|d[ée]montrer)\s+(?:that\s+|que\s+)?(?:the\s+|la\s+)?$/i;
const SHOW_AFTER = /^\s*(?:does\s+not\s+exist|n['’]\s*existe\s+pas)\s*[.!]?\s*$/i;
const EXISTS_AFTER = /^\s*(?:exists?|existe(?:-t-elle)?)\s*\??\s*(?:\((?:yes\s*\/\s*no|oui\s*\/\s*non)\))?\s*[.?!]?\s*$/i;
const VALUE_BEFORE = /^\s*(?:(?:find|compute|calculate|evaluate|determine|calculer|d[ée]terminer|trouver|[ée]tudier)\s+)?(?:the\s+|la\s+)?$/i;

interface Read {
  f: Ex;
  a: Ex;
  b: Ex;
  asksExists: boolean;
}

/**
 * The textbook's instruction around the limit ("Find the limit, if it exists, or show that the limit
 * does not exist: …"): the value, or that there is none, is what is answered anyway.
 */
const VALUE_OR_NONE = /^\s*(?:find|evaluate|determine|compute)\s+the\s+limit\s*,?\s*(?:if\s+it\s+exists\s*,?\s*)?(?:or\s+(?:show|prove)\s+that\s+(?:the\s+limit|it)\s+does\s+not\s+exist\s*)?[:.]\s*/i;

function read(text: string): Read | null {
  // LaTeX's \lim is the word lim
  const raw = text.replace(/\\lim(?![a-z])/g, 'lim').replace(VALUE_OR_NONE, '');
  let before: string;
  let expr: string;
  let a: string;
  let b: string;
  let after = '';
  const sub = SUBSCRIPT.exec(raw);
  const aft = AFTER.exec(raw);
  const when = WHEN_FIRST.exec(raw);
  const at = AT_PAIR.exec(raw);
  const atFirst = AT_FIRST.exec(raw);
  const has = HAS_LIMIT.exec(raw);
  const inXY = (e: string): boolean => /\bx\b/.test(e.replace(/[^a-z]+/gi, ' ')) && /\by\b/.test(e.replace(/[^a-z]+/gi, ' '));
  if (has) [before, expr, a, b, after] = ['', has[1], has[2], has[3], 'exists'];
  else if (sub) [before, a, b, expr] = [sub[1], sub[2], sub[3], sub[4]];
  else if (aft) [before, expr, a, b, after] = [aft[1], aft[2], aft[3], aft[4], aft[5]];
  else if (when) [before, a, b, expr] = [when[1], when[2], when[3], when[4]];
  else if (at && inXY(at[2])) [before, expr, a, b, after] = [at[1], at[2], at[3], at[4], at[5]];
  else if (atFirst && inXY(atFirst[4])) [before, a, b, expr] = [atFirst[1], atFirst[2], atFirst[3], atFirst[4]];
  else return null;
  // "… exists?" / "… existe-t-elle ?" at the end of the expression
  const tail = /(?<!\bnot)\s+(exists?|existe(?:-t-elle)?)\b.*$/i.exec(expr);
  if (tail) {
    after = `${tail[0]} ${after}`;
    expr = expr.slice(0, tail.index);
  }
  // "does not exist" at the end of the expression, in a statement to show
  const denied = /\s+(?:does\s+not\s+exist|n['’]\s*existe\s+pas)\s*[.!]?\s*$/i.exec(expr);
  if (denied) {
    after = `${denied[0]} ${after}`;
    expr = expr.slice(0, denied.index);
  }
  // "… is 0", « … est égale à 0 », in a statement to show: the limit is computed, not taken from it
  const claimed = /\s+(?:is|equals|=|est(?:\s+[ée]gale?\s+[àa])?|vaut)\s+[-+]?[\w./]+\s*[.!]?\s*$/i.exec(expr);
  if (claimed && SHOW_BEFORE.test(before)) {
    expr = expr.slice(0, claimed.index);
  }
  const claimedAfter = SHOW_BEFORE.test(before) && /^\s*(?:is|equals|=|est(?:\s+[ée]gale?\s+[àa])?|vaut)\s+[-+]?[\w./]+\s*[.!]?\s*$/i.test(after);
  if (claimedAfter) after = '';
  const asksExists = EXISTS_AFTER.test(after) && (EXISTS.test(before) || Boolean(has));
  // « montrer que » may be taken off before the limit is read: "lim … does not exist" alone is the same statement
  const shows = (SHOW_BEFORE.test(before) || /^\s*$/.test(before)) && SHOW_AFTER.test(after);
  if (claimed || claimedAfter) before = '';
  if (!asksExists && !shows && (!VALUE_BEFORE.test(before) || !/^\s*[.?!]?\s*$/.test(after))) return null;
  try {
    // « de f(x, y) = … »: the function's name before its formula
    const formula = expr.replace(/[.?!]\s*$/, '').replace(/^\s*[a-z]\s*\(\s*x\s*,\s*y\s*\)\s*=\s*/i, '');
    const f = simplify(fromMathJson(parseCalc(formula)));
    return { f, a: simplify(fromMathJson(parseCalc(a))), b: simplify(fromMathJson(parseCalc(b))), asksExists };
  } catch {
    return null;
  }
}

/** Total degree of a monomial c·xⁱyʲ, or null for anything else. */
function degree(t: Ex): number | null {
  const [, rest] = coeffRest(t);
  let d = 0;
  for (const f of rest.t === 'mul' ? rest.args : [rest]) {
    if (isNum(f)) continue;
    if (f.t === 'sym' && (f.name === 'x' || f.name === 'y')) d += 1;
    else if (f.t === 'pow' && f.base.t === 'sym' && (f.base.name === 'x' || f.base.name === 'y') && isNum(f.exp) && f.exp.q === 1 && f.exp.p > 0) d += f.exp.p;
    else return null;
  }
  return d;
}

function terms(e: Ex): Ex[] {
  const x = expand(e);
  return x.t === 'add' ? x.args : [x];
}

/**
 * The degree of a homogeneous factor: a monomial, or a homogeneous sum raised to a rational power
 * (√(x² + y²) has degree 1), or a product of such; null for anything else.
 */
function homogeneousDegree(e: Ex): number | null {
  if (e.t === 'pow' && isNum(e.exp) && e.base.t === 'add') {
    const inner = e.base.args.map(degree);
    if (inner.some((k) => k === null) || new Set(inner).size !== 1) return null;
    return (inner[0] as number) * (e.exp.p / e.exp.q);
  }
  if (e.t === 'mul') {
    let total = 0;
    for (const f of e.args) {
      if (isNum(f)) continue;
      const k = homogeneousDegree(f);
      if (k === null) return null;
      total += k;
    }
    return total;
  }
  return degree(e);
}

/** The denominator's degree when it is homogeneous and positive away from 0 (on the unit circle), else null. */
function positiveHomogeneous(d: Ex): number | null {
  const whole = d.t === 'add' ? null : homogeneousDegree(d);
  const degs = whole !== null ? [whole] : terms(d).map(degree);
  if (degs.some((k) => k === null) || new Set(degs).size !== 1) return null;
  const ascii = toAscii(d);
  for (let k = 0; k < 360; k++) {
    const t = (k * Math.PI) / 180;
    const v = evaluateReal(ascii, { x: Math.cos(t), y: Math.sin(t) });
    if (v === null || !(v > 1e-9)) return null;
  }
  return degs[0];
}

const PATHS: Array<{ x: Ex; y: Ex; en: string }> = [
  { x: sym('t'), y: num(0), en: 'y = 0' },
  { x: num(0), y: sym('t'), en: 'x = 0' },
  { x: sym('t'), y: sym('t'), en: 'y = x' },
  { x: sym('t'), y: mul(num(-1), sym('t')), en: 'y = −x' },
  { x: sym('t'), y: mul(num(2), sym('t')), en: 'y = 2x' },
  { x: sym('t'), y: pow(sym('t'), num(2)), en: 'y = x²' },
  { x: pow(sym('t'), num(2)), y: sym('t'), en: 'x = y²' },
];

function along(f: Ex, p: (typeof PATHS)[number], checkTime: () => void): LimitResult | null {
  // a path where f is not defined (sin(xy)/(xy) on the axes) says nothing about the limit
  const raw = toAscii(substitute(substitute(f, 'x', p.x), 'y', p.y));
  if ([1e-3, 1e-5].some((t) => evaluateReal(raw, { t }) === null)) return null;
  const g = simplify(substitute(substitute(f, 'x', p.x), 'y', p.y));
  try {
    return new LimitSolver(checkTime).solve(g, { v: 't', at: { k: 'fin', v: num(0) }, side: 'right' });
  } catch (e) {
    if (e instanceof SolverError) return null;
    throw e;
  }
}

const same = (r: LimitResult, s: LimitResult): boolean =>
  r.k === 'fin' && s.k === 'fin' ? Math.abs((evaluateReal(toAscii(r.v)) ?? NaN) - (evaluateReal(toAscii(s.v)) ?? NaN)) < 1e-12 : r.k === 'inf' && s.k === 'inf' && r.s === s.s;

/** f near 0 along many directions and two curves, at radii 10⁻³ … 10⁻⁶, within tolerance of L. */
function approaches(f: Ex, L: number): boolean {
  const ascii = toAscii(f);
  for (const r of [1e-3, 1e-4, 1e-5, 1e-6]) {
    for (let k = 0; k < 24; k++) {
      const t = (k * Math.PI) / 12 + 0.1;
      for (const [x, y] of [[r * Math.cos(t), r * Math.sin(t)], [r * Math.cos(t), r * r * Math.sin(t)], [r * r * Math.cos(t), r * Math.sin(t)]]) {
        const v = evaluateReal(ascii, { x, y });
        if (v === null || Math.abs(v - L) > 1e3 * r * Math.max(1, Math.abs(L))) return false;
      }
    }
  }
  return true;
}

/** Along the path, f settles near the path's limit. */
function settlesAlong(f: Ex, p: (typeof PATHS)[number], limit: number): boolean {
  const ascii = toAscii(substitute(substitute(f, 'x', p.x), 'y', p.y));
  return [1e-4, 1e-5, 1e-6].every((t) => {
    const v = evaluateReal(ascii, { t });
    return v !== null && Math.abs(v - limit) < 1e-3 * Math.max(1, Math.abs(limit));
  });
}

export const twoVariableLimitStrategy: Strategy = {
  name: 'limit.two_variables',
  solve(problem, ctx): Outcome | null {
    const r = read(problem.text);
    if (!r) return null;
    if ([...freeLetters(r.f)].some((v) => v !== 'x' && v !== 'y')) return null;
    // the point moved to (0, 0)
    const f = simplify(substitute(substitute(r.f, 'x', add(sym('x'), r.a)), 'y', add(sym('y'), r.b)));
    const at = `(${toAscii(r.a)}, ${toAscii(r.b)})`;
    const lim = `\\lim_{(x,y)\\to ${at}}`;
    const steps: StepDraft[] = [];
    const { n, d } = fraction(f);
    const d0 = evaluateReal(toAscii(d), { x: 0, y: 0 });
    const answer = (exists: boolean, value: string | null, latex: string, verified: boolean): Outcome => ({
      method: 'limit.two_variables',
      category: 'limit',
      steps,
      answer: r.asksExists
        ? { kind: 'bool', value: exists ? 'True' : 'False', latex: exists ? '\\text{yes}' : '\\text{no}', words: exists ? text('Yes, the limit exists.', 'Oui, la limite existe.') : text('No, the limit does not exist.', "Non, la limite n'existe pas.") }
        : { kind: 'expr', value: value ?? 'DNE', latex, words: text(value ?? 'The limit does not exist.', value ?? "La limite n'existe pas.") },
      finalAnswer: r.asksExists ? text(exists ? 'Yes' : 'No', exists ? 'Oui' : 'Non') : text(value ?? 'DNE', value ?? 'DNE'),
      verified,
      verification: text('Checked numerically along many directions and curves towards the point.', 'Vérifié numériquement le long de nombreuses directions et courbes vers le point.'),
    });
    // continuous at the point: the value there
    if (d0 !== null && Math.abs(d0) > 1e-12) {
      const atPoint = substitute(substitute(f, 'x', num(0)), 'y', num(0));
      const v = simplify(atPoint);
      const val = evaluateReal(toAscii(v));
      // checked before simplifying, which would turn 0·ln(0) into 0
      if (val !== null && finiteThroughout(atPoint)) {
        steps.push({
          title: text('Substitute the point', 'Remplacer par le point'),
          explanation: text('The function is continuous at the point (its denominator does not vanish there): the limit is its value.',
            "La fonction est continue au point (son dénominateur ne s'y annule pas) : la limite est sa valeur."),
          formula: `${lim} ${toLatex(r.f)} = ${toLatex(v)}`,
        });
        return answer(true, toAscii(v), toLatex(v), approaches(f, val));
      }
    }
    // two paths with different limits
    const found: Array<{ p: (typeof PATHS)[number]; res: LimitResult }> = [];
    for (const p of PATHS) {
      ctx.checkTime();
      const res = along(f, p, ctx.checkTime);
      if (!res || res.k === 'dne') continue;
      const other = found.find((q) => !same(q.res, res));
      if (other) {
        const show = (q: { p: (typeof PATHS)[number]; res: LimitResult }): string => `${q.p.en}: ${q.res.k === 'fin' ? toAscii(q.res.v) : q.res.k === 'inf' && q.res.s > 0 ? '+∞' : '−∞'}`;
        steps.push({
          title: text('Compare two paths', 'Comparer deux chemins'),
          explanation: text(`Along ${show(other)}; along ${show({ p, res })}. A limit would be the same along every path, so there is none.`,
            `Le long de ${show(other)} ; le long de ${show({ p, res })}. Une limite serait la même le long de tout chemin : il n'y en a pas.`),
          formula: `${lim} ${toLatex(r.f)}\\ \\nexists`,
        });
        const value = (q: LimitResult): number => (q.k === 'fin' ? evaluateReal(toAscii(q.v)) ?? NaN : NaN);
        const checked = [other, { p, res }].every((q) => q.res.k !== 'fin' || settlesAlong(f, q.p, value(q.res)));
        return answer(false, null, '\\text{DNE}', checked);
      }
      found.push({ p, res });
    }
    // the polar bound: numerator terms of degree above a positive homogeneous denominator
    const q = positiveHomogeneous(d);
    const degs = terms(n).map(degree);
    if (q === null || degs.some((k) => k === null) || !(Math.min(...(degs as number[])) > q)) {
      const g = radialProfile(f);
      if (!g) return null;
      let res: LimitResult;
      try {
        res = new LimitSolver(ctx.checkTime).solve(g, { v: 'u', at: { k: 'fin', v: num(0) }, side: 'right' });
      } catch (e) {
        if (e instanceof SolverError) return null;
        throw e;
      }
      if (res.k === 'dne') return null;
      const value = res.k === 'fin' ? toAscii(res.v) : res.s > 0 ? 'oo' : '-oo';
      const latex = res.k === 'fin' ? toLatex(res.v) : res.s > 0 ? '+\\infty' : '-\\infty';
      steps.push({
        title: text('Set u = x² + y²', 'Poser u = x² + y²'),
        explanation: text(`The function depends on x and y only through u = x² + y², which tends to 0⁺ at the point: its limit is that of ${toAscii(g)} as u → 0⁺.`,
          `La fonction ne dépend de x et y qu'à travers u = x² + y², qui tend vers 0⁺ au point : sa limite est celle de ${toAscii(g)} quand u → 0⁺.`),
        formula: `${lim} ${toLatex(r.f)} = \\lim_{u \\to 0^{+}} ${toLatex(g)} = ${latex}`,
      });
      const val = res.k === 'fin' ? evaluateReal(toAscii(res.v)) : null;
      return answer(true, value, latex, val !== null && approaches(f, val));
    }
    const p = Math.min(...(degs as number[]));
    steps.push({
      title: text('Bound in polar coordinates', 'Majorer en coordonnées polaires'),
      explanation: text(`With x = r cos θ, y = r sin θ: each term of the numerator is at most a constant times r^${p} or a higher power, while the denominator, homogeneous of degree ${q} and positive away from 0, is at least m·r^${q} (m > 0, its minimum on the unit circle). So |f| ≤ C·r^${p - q} → 0.`,
        `Avec x = r cos θ, y = r sin θ : chaque terme du numérateur est au plus une constante fois r^${p} ou une puissance plus grande, et le dénominateur, homogène de degré ${q} et positif hors de 0, est au moins m·r^${q} (m > 0, son minimum sur le cercle unité). Donc |f| ≤ C·r^${p - q} → 0.`),
      formula: `\\left|${toLatex(f)}\\right| \\le C\\,r^{${p - q}} \\xrightarrow[r\\to 0]{} 0`,
    });
    return answer(true, '0', '0', approaches(f, 0));
  },
};

/**
 * Every part of a value is a finite number: e^(−1/(x² + y²)) at (0, 0) is no value (1/0 inside),
 * although floating point reads e^(−∞) as 0; nor is (x² + y²)·ln(x² + y²) (ln 0 inside).
 */
function finiteThroughout(v: Ex): boolean {
  const ok = (u: Ex): boolean => {
    const x = evaluateReal(toAscii(u));
    if (x === null || !Number.isFinite(x)) return false;
    if (u.t === 'pow') return ok(u.base) && ok(u.exp);
    if (u.t === 'num' || u.t === 'sym') return true;
    return u.args.every(ok);
  };
  return ok(v);
}

/**
 * g with f(x, y) = g(x² + y²) near the point (sin(x² + y²)/(x² + y²)): g(u) = f(√u, 0), kept
 * only when it matches f at scattered points off the axis.
 */
function radialProfile(f: Ex): Ex | null {
  const g = simplify(substitute(substitute(f, 'x', pow(sym('u'), num(1, 2))), 'y', num(0)));
  const [fa, ga] = [toAscii(f), toAscii(g)];
  const samples = [[0.3, 0.4], [0.1, -0.7], [-0.5, 0.2], [0.05, 0.02], [-0.2, -0.9]];
  return samples.every(([x, y]) => {
    const fv = evaluateReal(fa, { x, y });
    const gv = evaluateReal(ga, { u: x * x + y * y });
    return fv !== null && gv !== null && Math.abs(fv - gv) < 1e-9 * Math.max(1, Math.abs(fv));
  }) ? g : null;
}

function freeLetters(e: Ex): Set<string> {
  const out = new Set<string>();
  const walk = (u: Ex): void => {
    if (u.t === 'sym') {
      if (u.name !== 'e' && u.name !== 'pi') out.add(u.name);
    } else if (u.t === 'pow') {
      walk(u.base);
      walk(u.exp);
    } else if (u.t !== 'num') u.args.forEach(walk);
  };
  walk(e);
  return out;
}
