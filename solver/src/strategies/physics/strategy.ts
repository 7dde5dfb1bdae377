import { text } from '../../i18n';
import type { Outcome, StepDraft, Strategy } from '../../strategy';
import type { Task, TaskOf } from '../../task/task';
import { sig, sigLatex } from '../../chemistry/quantity';
import { SYMBOLS } from '../../physics/quantities';
import { given, givenLatex } from '../../physics/describe';
import { asDifference, fromSI, toSI, unitOf } from '../../physics/units';
import { solveGearTrain } from './gears';
import { solveConnectedBodies } from './bodies';
import { solveSlide } from './slide';
import { elementStep, networkSteps } from './network';
import { capacitorStep } from './capacitors';
import { networkTree } from '../../physics/network';
import { answerUnit } from '../../physics/answerUnits';
import { dataDigits } from '../../format/dataFigures';
import { CHARGE, CHARGED_N, CURRENT_T, DISCHARGE, ENGINEERING_RELATIONS, HELD, LEFT_N, PHYSICS_RELATIONS, type Relation } from './relations';

/**
 * Physics and engineering with formulas: the known quantities are put in SI units, then each
 * formula with one unknown left gives it (v = v0 + at, p = F/A, τ = RC …) until the quantity
 * asked is reached; only the formulas on the way to it are shown.
 */
type RelTask = TaskOf<'kinematics' | 'dynamics' | 'energy' | 'pressure_density' | 'waves' | 'circuits' | 'rc' | 'mechanics'>;
const ENGINEERING = new Set(['circuits', 'rc', 'mechanics']);

const texUnit = (u: string): string => (u ? `\\ \\mathrm{${u.replace(/Ω/g, '\\Omega').replace(/µ/g, '\\mu ').replace(/°/g, '^\\circ ').replace(/%/g, '\\%')}}` : '');
/** A value to its significant figures, a whole number below 100 000 written out (5290, not 5.29e+3). */
const figures = (x: number, digits: number): string => {
  const s = sig(x, digits);
  return /e\+/.test(s) && Math.abs(x) < 1e5 ? String(Number(Number(s).toPrecision(digits))) : s;
};
const qty = (x: number, u: string): string => `${sig(x)}${u ? ` ${u}` : ''}`;
const givenQty = (x: number, u: string): string => `${given(x)}${u ? ` ${u}` : ''}`;

/** The answer stated to the figures given, else to 4 significant figures. */
function outcome(method: string, steps: StepDraft[], x: number, unit: string, what: { en: string; fr: string }, digits?: number): Outcome {
  const v = digits === undefined ? qty(x, unit) : `${figures(x, digits)}${unit ? ` ${unit}` : ''}`;
  const latex = digits === undefined ? sigLatex(x) : figures(x, digits).replace(/^(-?[\d.]+)e([-+]?\d+)$/, (_m, a: string, e: string) => `${a} \\times 10^{${Number(e)}}`);
  const words = text(`The ${what.en} is ${v}.`, `${what.fr.charAt(0).toUpperCase()}${what.fr.slice(1)} : ${v}.`);
  return { method, category: method.split('.')[1], steps, answer: { kind: 'quantity', value: v, latex: `${latex}${texUnit(unit)}`, words }, finalAnswer: words, verified: true };
}

function solveConversion(t: TaskOf<'unit_conversion'>): Outcome | null {
  const from = unitOf(t.from);
  const to = unitOf(t.to);
  if (!from || !to || from.dim.some((d, k) => d !== to.dim[k])) return null;
  const si = toSI(t.value, from);
  const x = fromSI(si, to);
  const offset = from.offset !== undefined || to.offset !== undefined;
  const steps: StepDraft[] = [{
    title: text('Conversion factors', 'Facteurs de conversion'),
    explanation: offset
      ? text('Temperatures: go through kelvins (T(K) = θ(°C) + 273.15, θ(°F) = 1.8 θ(°C) + 32).', 'Températures : on passe par le kelvin (T(K) = θ(°C) + 273,15, θ(°F) = 1,8 θ(°C) + 32).')
      : text(`1 ${t.from} = ${sig(from.factor, 6)} SI units and 1 ${t.to} = ${sig(to.factor, 6)} SI units.`, `1 ${t.from} = ${sig(from.factor, 6)} unités SI et 1 ${t.to} = ${sig(to.factor, 6)} unités SI.`),
    formula: offset
      ? `${givenLatex(t.value)}${texUnit(t.from)} = ${sig(si, 6)}${texUnit('K')}`
      : `1${texUnit(t.from)} = \\frac{${sig(from.factor, 6)}}{${sig(to.factor, 6)}}${texUnit(t.to)} = ${sigLatex(from.factor / to.factor, 6)}${texUnit(t.to)}`,
  }, {
    title: text('Convert', 'Convertir'),
    explanation: text('Multiply the value by the factor.', 'On multiplie la valeur par le facteur.'),
    formula: `${givenLatex(t.value)}${texUnit(t.from)} = ${sigLatex(x)}${texUnit(t.to)}`,
  }];
  const v = qty(x, t.to);
  const words = text(`${givenQty(t.value, t.from)} = ${v}.`, `${givenQty(t.value, t.from)} = ${v}.`);
  return { method: 'physics.unit_conversion', category: 'unit_conversion', steps, answer: { kind: 'quantity', value: v, latex: `${sigLatex(x)}${texUnit(t.to)}`, words }, finalAnswer: words, verified: true };
}

function relationsFor(t: RelTask): Relation[] {
  if (!ENGINEERING.has(t.kind)) return PHYSICS_RELATIONS;
  return [...ENGINEERING_RELATIONS, ...(t.process === 'discharge' ? [DISCHARGE, HELD, LEFT_N, CURRENT_T] : t.process === 'charge' ? [CHARGE, HELD, CHARGED_N, CURRENT_T] : [])];
}

function solveRelations(t: RelTask): Outcome | null {
  const want = SYMBOLS[t.want];
  const unit = answerUnit(t.unit);
  if (!want || (t.unit !== '' && !unit)) return null;
  const known: Record<string, number> = { ...t.knowns };
  const steps: StepDraft[] = [];
  const listed = Object.entries(t.knowns).filter(([k]) => SYMBOLS[k]);
  steps.push({
    title: text('Known quantities in SI units', 'Données en unités SI'),
    explanation: text('Given: ' + listed.map(([k, x]) => `${SYMBOLS[k].en} ${givenQty(x, siUnit(k))}`).join(', '), 'Données : ' + listed.map(([k, x]) => `${SYMBOLS[k].fr} ${givenQty(x, siUnit(k))}`).join(', ')),
    formula: listed.map(([k, x]) => `${SYMBOLS[k].tex} = ${givenLatex(x)}${texUnit(siUnit(k))}`).join(',\\quad '),
  });
  if (t.resistors && t.connection && known.Req === undefined) {
    const rs = t.resistors;
    const req = t.connection === 'series' ? rs.reduce((a, b) => a + b, 0) : 1 / rs.reduce((a, b) => a + 1 / b, 0);
    known.Req = req;
    known.Rr = req;
    steps.push({
      title: text(t.connection === 'series' ? 'Resistors in series' : 'Resistors in parallel', t.connection === 'series' ? 'Résistances en série' : 'Résistances en parallèle'),
      explanation: text(t.connection === 'series' ? 'In series the resistances add.' : 'In parallel the conductances 1/R add.', t.connection === 'series' ? 'En série, les résistances s’ajoutent.' : 'En parallèle, les conductances 1/R s’ajoutent.'),
      formula: t.connection === 'series' ? `R_{eq} = ${rs.map((x) => sigLatex(x)).join(' + ')} = ${sigLatex(req)}\\ \\Omega` : `\\frac{1}{R_{eq}} = ${rs.map((x) => `\\frac{1}{${sigLatex(x)}}`).join(' + ')} \\Rightarrow R_{eq} = ${sigLatex(req)}\\ \\Omega`,
    });
  }
  const tree = t.kind === 'circuits' && t.network ? networkTree(t.network) : null;
  if (t.kind === 'circuits' && t.network) {
    if (!tree) return null;
    const net = networkSteps(tree);
    steps.push(...net.steps);
    known.Req = net.R;
    known.Rr = net.R;
  }
  if (t.kind === 'rc' && t.capacitors && t.connection) {
    const group = capacitorStep(t.capacitors, t.connection);
    steps.push(group.step);
    known.Ceq = group.C;
    known.C = group.C;
  }
  const rels = relationsFor(t);
  const derived = new Map<string, { step: number; from: string[] }>();
  for (let round = 0; round < 8 && known[t.want] === undefined; round++) {
    let progressed = false;
    for (const rel of rels) {
      const vars = Object.keys(rel.solve);
      const missing = relVars(rel).filter((v) => known[v] === undefined);
      if (missing.length !== 1 || !vars.includes(missing[0])) continue;
      const x = rel.solve[missing[0]](known);
      if (!Number.isFinite(x)) return null;
      known[missing[0]] = x;
      progressed = true;
      const s = SYMBOLS[missing[0]];
      derived.set(missing[0], { step: steps.length, from: relVars(rel).filter((v) => v !== missing[0]) });
      steps.push({
        title: text(`${rel.en.charAt(0).toUpperCase()}${rel.en.slice(1)}`, `${rel.fr.charAt(0).toUpperCase()}${rel.fr.slice(1)}`),
        explanation: text(`Solve this formula for the ${s.en} and substitute the known values.`, `On isole ${s.fr === 'durée' ? 'la durée' : `« ${s.fr} »`} dans la relation et on remplace par les valeurs connues.`),
        formula: `${letters(rel.tex)} \\;\\Rightarrow\\; ${substituted(rel.tex, known, missing[0])} \\;\\Rightarrow\\; ${s.tex} = ${sigLatex(x)}${texUnit(siUnit(missing[0]))}`,
      });
      if (known[t.want] !== undefined) break;
    }
    if (!progressed) break;
  }
  if (tree && t.kind === 'circuits' && t.element !== undefined && (t.want === 'Ib' || t.want === 'Vb' || t.want === 'Pb')) {
    const share = known.I === undefined ? null : elementStep(tree, t.element, known.I, t.want);
    if (!share) return null;
    derived.set(t.want, { step: steps.length, from: ['I'] });
    steps.push(share.step);
    known[t.want] = share.value;
  }
  const x = known[t.want];
  if (x === undefined || !Number.isFinite(x) || (!want.signed && x < 0)) return null;
  if (t.want === 'ratio') {
    const a = t.knowns.Na;
    const b = t.knowns.Nb;
    if (!Number.isInteger(a) || !Number.isInteger(b)) return null;
    const g = gcd(a, b);
    const v = `${a / g}:${b / g}`;
    steps.push({ title: text('Simplify the ratio', 'Simplifier le rapport'), explanation: text(`Divide both numbers of teeth by their greatest common divisor ${g}.`, `On divise les deux nombres de dents par leur plus grand diviseur commun ${g}.`), formula: `${a} : ${b} = ${a / g} : ${b / g}` });
    const words = text(`The gear ratio is ${v}.`, `Le rapport est ${v}.`);
    return { method: 'engineering.mechanics', category: 'mechanics', steps: steps.slice(0, 1).concat(steps.slice(-1)), answer: { kind: 'ratio', value: v, latex: `${a / g} : ${b / g}`, words }, finalAnswer: words, verified: true };
  }
  const unitShown = ENGINEERING.has(t.kind) && t.unit === want.unit && !t.unitAsked ? smallUnit(t.unit, x) : t.unit;
  const written = answerUnit(unitShown) ?? unit;
  const shownUnit = written && want.difference ? asDifference(written) : written;
  const shown = shownUnit ? fromSI(x, shownUnit) : x;
  if (shownUnit && unitShown !== want.unit) {
    steps.push({ title: text('Convert the unit', "Convertir l'unité"), explanation: text(`Written in ${unitShown}.`, `Exprimée en ${unitShown}.`), formula: `${want.tex} = ${sigLatex(x)}${texUnit(want.unit === 'rpm' ? 'rad/s' : want.unit)} = ${sigLatex(shown)}${texUnit(unitShown)}` });
  }
  // only the formulas on the way to the quantity asked
  const used = new Set<number>();
  const visit = (v: string): void => {
    const d = derived.get(v);
    if (!d || used.has(d.step)) return;
    used.add(d.step);
    d.from.forEach(visit);
  };
  visit(t.want);
  const kept = steps.filter((_, i) => i === 0 || ![...derived.values()].some((d) => d.step === i) || used.has(i));
  // a number of turns that comes out whole is written as the whole number it is (60, not 60.00)
  const whole = COUNTED.has(t.want) && Math.abs(shown - Math.round(shown)) <= 1e-9 * Math.abs(shown) && shown >= 1 ? String(Math.round(shown)).length : undefined;
  return outcome(`${ENGINEERING.has(t.kind) ? 'engineering' : 'physics'}.${t.kind}`, kept, shown, unitShown, want, whole ?? (statedToData(t) ? dataDigits(taskData(t)) : undefined));
}

/** Quantities that count things (turns of a winding). */
const COUNTED = new Set(['Np', 'Ns']);

/** The prefixes an engineer writes a value below one unit with (a current of 0.0023 A is 2.3 mA). */
const SMALL_PREFIXES: Record<string, string[]> = { A: ['m', 'µ'], V: ['m'], W: ['m'], J: ['m'], s: ['m', 'µ'], F: ['µ', 'n', 'p'], C: ['m', 'µ', 'n'], H: ['m', 'µ'] };
const PREFIX_FACTOR: Record<string, number> = { m: 1e-3, µ: 1e-6, n: 1e-9, p: 1e-12 };
/** The SI unit itself unless the value is below 1 of it (0.01 s for a time: 0.5 s stays): then the largest prefix that makes it at least 1. */
function smallUnit(u: string, x: number): string {
  const prefixes = SMALL_PREFIXES[u];
  if (!prefixes || x === 0 || Math.abs(x) >= (u === 's' ? 0.01 : 1)) return u;
  const p = prefixes.find((q) => Math.abs(x) >= PREFIX_FACTOR[q] * 0.9995) ?? prefixes[prefixes.length - 1];
  return `${p}${u}`;
}

/**
 * An answer with a unit is stated to the figures of its data (3 m/s² from 27 m/s and 9.0 s is
 * 3.00 m/s², never 3.000 m/s²); a pure number (an index, a coefficient) keeps four figures.
 */
const statedToData = (t: RelTask): boolean => t.unit !== '';


/** Every value the task was given: its knowns and the resistors or capacitors it combines. */
const taskData = (t: RelTask): number[] => [
  ...Object.values(t.knowns), ...(t.resistors ?? []),
  ...(t.kind === 'circuits' ? (t.network ?? []).filter((x): x is number => typeof x === 'number') : []),
  ...(t.kind === 'rc' ? t.capacitors ?? [] : []),
];

const siUnit = (k: string): string => (SYMBOLS[k]?.unit === 'rpm' ? 'rad/s' : SYMBOLS[k]?.unit ?? '');
/** The formula with its letters. */
const letters = (tex: string): string => tex.replace(/\{(\w+)\}/g, (_m, k: string) => SYMBOLS[k]?.tex ?? k);
/** The formula with the known values and their units in place of the letters (the unknown kept). */
function substituted(tex: string, known: Record<string, number>, unknown: string): string {
  return tex.replace(/\{(\w+)\}/g, (_m, k: string) => {
    const x = known[k];
    if (k === unknown || x === undefined) return SYMBOLS[k]?.tex ?? k;
    if (SYMBOLS[k]?.unit === 'rad') return `${sig((x * 180) / Math.PI)}^\\circ`;
    const u = siUnit(k);
    return u ? `\\left(${sigLatex(x)}${texUnit(u)}\\right)` : x < 0 ? `(${sigLatex(x)})` : sigLatex(x);
  });
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** The letters of a relation: those it solves for and those its formulas read. */
const VARS = new Map<Relation, string[]>();
function relVars(rel: Relation): string[] {
  const cached = VARS.get(rel);
  if (cached) return cached;
  const seen = new Set<string>();
  const probe = new Proxy({}, { get: (_o, key) => { if (typeof key === 'string') seen.add(key); return 1; } }) as Record<string, number>;
  for (const [v, f] of Object.entries(rel.solve)) {
    seen.add(v);
    f(probe);
  }
  const vars = [...seen];
  VARS.set(rel, vars);
  return vars;
}

export function solvePhysics(t: Task): Outcome | null {
  if (t.kind === 'unit_conversion') return solveConversion(t);
  if (t.kind === 'gear_train') return solveGearTrain(t);
  if (t.kind === 'connected_bodies') return solveConnectedBodies(t);
  if (t.kind === 'slide_check') return solveSlide(t);
  switch (t.kind) {
    case 'kinematics':
    case 'dynamics':
    case 'energy':
    case 'pressure_density':
    case 'waves':
    case 'circuits':
    case 'rc':
    case 'mechanics':
      return t.also ? solveBoth(t, t.also) : solveRelations(t);
    default:
      return null;
  }
}

/** Two quantities asked together (both reactions of a beam): each found in turn, stated side by side, 'R_A = 14.3 kN, R_B = 11.7 kN'. */
function solveBoth(t: RelTask, also: string): Outcome | null {
  const first = solveRelations({ ...t, also: undefined, alsoUnit: undefined });
  const second = solveRelations({ ...t, want: also, unit: t.alsoUnit ?? t.unit, also: undefined, alsoUnit: undefined });
  const a = SYMBOLS[t.want];
  const b = SYMBOLS[also];
  if (!first?.answer || !second?.answer || !a || !b || first.answer.kind !== 'quantity' || second.answer.kind !== 'quantity') return null;
  const name = (sym: typeof a): string => sym.tex.replace(/[{}]/g, '');
  const value = `${name(a)} = ${first.answer.value}, ${name(b)} = ${second.answer.value}`;
  const words = text(`The ${a.en} is ${first.answer.value} and the ${b.en} is ${second.answer.value}.`, `${a.fr.charAt(0).toUpperCase()}${a.fr.slice(1)} : ${first.answer.value} ; ${b.fr} : ${second.answer.value}.`);
  // the second's known quantities are the first's: only its own formulas follow
  const steps = [...first.steps, ...second.steps.slice(1).filter((s) => !first.steps.some((f) => f.formula === s.formula))];
  return { ...first, steps, answer: { kind: 'quantity', value, latex: `${a.tex} = ${first.answer.latex ?? ''},\\quad ${b.tex} = ${second.answer.latex ?? ''}`, words }, finalAnswer: words };
}

export const physicsStrategy: Strategy = {
  name: 'physics',
  solve(problem) {
    return problem.task ? solvePhysics(problem.task) : null;
  },
};
