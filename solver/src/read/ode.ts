import { toAscii } from '../strategies/derivative/print';
import { D_NAMES, readOde, type Ode } from '../strategies/ode/recognize';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';

/** y, y', y'' … written back for the placeholders the ODE reader uses (dx/dt for another letter). */
function withDerivatives(ascii: string, u: string, x: string): string {
  return ascii.replace(/(?<![A-Za-z])(y|beta|gamma|delta|theta)(?![A-Za-z])/g, (name) => {
    const k = D_NAMES.indexOf(name);
    // y' and f' are read back as such; another letter in Leibniz notation (dx/dt)
    if (u === 'y' || u === 'f') return `${u}${"'".repeat(k)}`;
    if (k === 0) return u;
    return k === 1 ? `d${u}/d${x}` : `d^${k}${u}/d${x}^${k}`;
  });
}

export function odeTaskOf(o: Ode): TaskOf<'ode'> {
  return {
    kind: 'ode',
    equation: `${withDerivatives(toAscii(o.eq), o.unknown, o.x)} = 0`,
    unknown: o.unknown,
    variable: o.x,
    order: o.order,
    conditions: o.conditions.map((c) => ({ derivative: c.k, at: toAscii(c.at), value: toAscii(c.value) })),
  };
}

/** A differential equation in y (or another letter), with its initial conditions. */
export function readOdeTask(problem: ProblemInput): TaskOf<'ode'> | null {
  const o = readOde(problem.text);
  return o ? odeTaskOf(o) : null;
}

/** The task written as the text the ODE reader reads: the equation, then each condition. */
export function odeText(t: TaskOf<'ode'>): string {
  const conds = t.conditions.map((c) => `${t.unknown}${"'".repeat(c.derivative)}(${c.at}) = ${c.value}`);
  return [t.equation, ...conds].join(', ');
}
