import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { SolverError } from '../errors';
import { text } from '../i18n';
import { Q } from '../cas/rational';
import { type Ex, freeVars } from '../strategies/derivative/expr';
import { parseCalc } from '../strategies/derivative/latex';
import { fromMathJson } from '../strategies/derivative/mathjson';
import { toAscii } from '../strategies/derivative/print';

/**
 * Euler's method asked by name: "Use Euler's method with step size 0.1 to approximate y(1.2) given
 * dy/dx = 1 + xy, y(1) = 0", « méthode d'Euler de pas h = 0,1 : valeur approchée de y(0,3) où
 * y' = y et y(0) = 1 » — or another explicit one-step scheme named: the improved Euler (Heun)
 * method, the midpoint method, the fourth-order Runge–Kutta method. The slope f(x, y), the starting
 * point, the step and the point asked are all needed: a missing one is named in a refusal rather
 * than guessed.
 */
const EULER = /(?<![\p{L}])(?:euler['’]?s?\s+(?:method|approximation)|(?:la\s+)?m[ée]thode\s+d['’]\s*euler|euler\s+(?:step|scheme)|sch[ée]ma\s+d['’]\s*euler)(?![\p{L}])/iu;
const HEUN = /(?<![\p{L}])(?:improved\s+euler|euler\s+am[ée]lior[ée]e?|heun)(?![\p{L}])/iu;
const MIDPOINT = /(?<![\p{L}])(?:mid-?point\s+(?:method|scheme)|m[ée]thode\s+du\s+point\s+milieu)(?![\p{L}])/iu;
/** RK4 by name; "the Runge–Kutta method" with no order is the classical fourth-order one in the courses. */
const RK4 = /(?<![\p{L}])(?:rk\s*-?\s*4|runge[\s–-]*kutta(?!\s*(?:method\s+)?(?:of\s+)?(?:(?:second|third|2nd|3rd)[\s-]+order|order\s+(?:2|3|two|three)|d['’]\s*ordre\s+(?:2|3|deux|trois)|\(?rk\s*-?\s*[23])))(?![\p{L}])/iu;
/** Backward (implicit) Euler is another kind of scheme; "modified Euler" and second-order Runge–Kutta each name two schemes. */
const IMPLICIT = /(?<![\p{L}])(?:backward|implicit|implicite|r[ée]trograde)(?![\p{L}])/iu;
const AMBIGUOUS = /(?<![\p{L}])(?:modified\s+euler|euler\s+modifi[ée]e?|rk\s*-?\s*2|(?:second|2nd)[\s-]+order\s+runge|runge[\s–-]*kutta\s+(?:method\s+)?(?:of\s+)?(?:(?:second|2nd)[\s-]+order|order\s+(?:2|two)|d['’]\s*ordre\s+(?:2|deux)))(?![\p{L}])/iu;

type Scheme = TaskOf<'euler_method'>['scheme'] | 'euler';

/** The scheme named in the text, null when none is, an error when the name fits two schemes. */
function schemeOf(t: string): Scheme | SolverError | null {
  if (IMPLICIT.test(t)) return null;
  if (AMBIGUOUS.test(t)) {
    return new SolverError('unsupported', text(
      '"Modified Euler" and "second-order Runge–Kutta" each name two schemes (Heun\'s and the midpoint method): ask for "the improved Euler (Heun) method" or "the midpoint method".',
      '« Euler modifiée » et « Runge-Kutta d\'ordre 2 » désignent chacune deux schémas (Heun et le point milieu) : demandez « la méthode d\'Euler améliorée (Heun) » ou « la méthode du point milieu ».',
    ));
  }
  if (RK4.test(t)) return 'rk4';
  if (HEUN.test(t)) return 'heun';
  if (MIDPOINT.test(t)) return 'midpoint';
  return EULER.test(t) ? 'euler' : null;
}

const NUM = String.raw`[-+]?\d+(?:[.,]\d+)?(?:\s*/\s*\d+)?`;
/** A decimal comma inside brackets or after "pas" (0,3) is a decimal point in French writing. */
const decimal = (s: string): string => s.replace(/(\d),(\d)/g, '$1.$2').replace(/\s+/g, '');

const STEP = new RegExp(String.raw`(?<![\p{L}])(?:step(?:\s+(?:size|length))?|pas)\s*(?:(?:of|de|h)\s*)?(?:h\s*)?(?:=|:|is|est)?\s*(?:h\s*=\s*)?(${NUM})(?!\.?\d)|(?<![\p{L}])h\s*=\s*(${NUM})(?!\.?\d)`, 'iu');
/** Where the equation ends: a comma or semicolon, or the words that start the next clause. */
const END = String.raw`(?=\s*(?:[,;]|\.(?:\s|$)|$|\s(?:and|et|with|avec|given|sachant|where|o[uù]|using|en|to|pour|from|starting|taking|take|by)\s))`;

export function readEulerMethod(problem: ProblemInput): TaskOf<'euler_method'> | SolverError | null {
  const t = problem.text;
  const scheme = schemeOf(t);
  if (scheme === null || scheme instanceof SolverError) return scheme;
  const eq = new RegExp(String.raw`(?<![\p{L}])(?:([a-zA-Z])\s*'|d([a-zA-Z])\s*/\s*d([a-z]))(?:\s*\(\s*[a-z]\s*\))?\s*=\s*(.+?)${END}`, 'u').exec(t);
  if (!eq) return missing(scheme, text('the differential equation y′ = f(x, y)', "l'équation différentielle y′ = f(x, y)"));
  const unknown = eq[1] ?? eq[2];
  // the slope as typed (−0.1(T − 25), not 5/2 − T/10): the table evaluates it as the student would
  let f: Ex;
  try {
    f = fromMathJson(parseCalc(eq[4]));
  } catch {
    return null;
  }
  const slope = toAscii(f);
  const others = [...freeVars(f)].filter((v) => v !== unknown);
  const variable = eq[3] ?? (others.length === 1 ? others[0] : 'x');
  if (others.some((v) => v !== variable)) return null;
  const u = unknown;
  const initial = new RegExp(String.raw`(?<![\p{L}])${u}\s*\(\s*(${NUM})\s*\)\s*=\s*(${NUM})(?!\.?\d)`, 'u').exec(t)
    ?? swapped(new RegExp(String.raw`(?<![\p{L}])${u}\s*=\s*(${NUM})\s+(?:when|for|at|if|lorsque|quand|pour|en)\s+${variable}\s*=\s*(${NUM})(?!\.?\d)`, 'iu').exec(t));
  if (!initial) return missing(scheme, text(`the starting value ${u}(${variable}₀) = ${u}₀`, `la valeur initiale ${u}(${variable}₀) = ${u}₀`));
  const step = STEP.exec(t);
  const count = STEPS.exec(t);
  if (!step && !count) return missing(scheme, text('the step h', 'le pas h'));
  const rest = t.slice(0, initial.index) + ' '.repeat(initial[0].length) + t.slice(initial.index + initial[0].length);
  const target = new RegExp(String.raw`(?<![\p{L}])${u}\s*\(\s*(${NUM})\s*\)(?!\s*=)`, 'u').exec(rest)
    ?? new RegExp(String.raw`(?<![\p{L}])(?:at|when|for|en|pour|lorsque|quand)\s+${variable}\s*=\s*(${NUM})(?!\.?\d)`, 'iu').exec(rest);
  if (!target) return missing(scheme, text(`the point where ${u} is approximated`, `le point où approcher ${u}`));
  const [x0, end] = [decimal(initial[1]), decimal(target[1])];
  // "with 4 steps": h = (x_end − x₀)/n, kept exact
  const h = step ? decimal(step[1] ?? step[2]) : stepOf(x0, end, count![1]);
  if (h === null) return null;
  const task: TaskOf<'euler_method'> = { kind: 'euler_method', slope, unknown, variable, x0, y0: decimal(initial[2]), step: h, target: end };
  return scheme === 'euler' ? task : { ...task, scheme };
}

/** "with 4 steps", « en 5 pas », "n = 4 steps": the number of steps instead of the step. */
const STEPS = /(?<![\p{L}\d.])(?:n\s*=\s*)?(\d+)\s+(?:equal\s+)?(?:steps|pas|it[ée]rations|intervals|sous-intervalles)(?![\p{L}])/iu;

/** (x_end − x₀)/n as the step it is: a short decimal (0.25) when it is one, else a fraction (1/3). */
function stepOf(x0: string, end: string, n: string): string | null {
  const [a, b] = [Q.parse(end), Q.parse(x0)];
  if (!a || !b || Number(n) < 1) return null;
  const h = a.sub(b).div(Q.of(Number(n)));
  const v = Number(h.toNumber().toPrecision(10));
  return String(v).length <= 8 && Q.parse(String(v))?.eq(h) ? String(v) : h.toString();
}

/** "y = 0 when x = 0": the same starting point written value first. */
function swapped(m: RegExpExecArray | null): RegExpExecArray | null {
  if (!m) return null;
  const out = Object.assign([m[0], m[2], m[1]], { index: m.index, input: m.input }) as unknown as RegExpExecArray;
  return out;
}

const missing = (scheme: Scheme, what: { en: string; fr: string }): SolverError => new SolverError('unsupported', text(
  `${scheme === 'euler' ? "Euler's method" : 'The method'} needs ${what.en}: we could not find it in the problem. Give it, e.g. "y' = x + y, y(0) = 1, h = 0.1, approximate y(0.5)".`,
  `${scheme === 'euler' ? "La méthode d'Euler" : 'La méthode'} demande ${what.fr} : nous ne l'avons pas trouvée dans l'énoncé. Donnez-la, par exemple « y' = x + y, y(0) = 1, pas h = 0,1, valeur approchée de y(0,5) ».`,
));
