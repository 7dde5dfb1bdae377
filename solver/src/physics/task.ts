import { z } from 'zod';

/**
 * Physics and engineering tasks: the known quantities by symbol, in SI units (metres, kilograms,
 * seconds, amperes, kelvins; angles in radians), and the symbol asked with the unit to state it in.
 * A unit conversion keeps the value and the units as written.
 */
const symbol = z.string().regex(/^[A-Za-z][A-Za-z0-9_]*$/).max(12);
const value = z.number().finite();

const relationTask = <K extends string>(kind: K) => z.object({
  kind: z.literal(kind),
  knowns: z.record(symbol, value),
  want: symbol,
  /** The unit the answer is written in (a unit of the table in physics/units.ts). */
  unit: z.string().max(12),
  /** Resistors combined in series or in parallel (ohms). */
  resistors: z.array(value).min(2).max(12).optional(),
  connection: z.enum(['series', 'parallel']).optional(),
  /** The unit was named by the question: the answer stays in it. */
  unitAsked: z.literal(true).optional(),
  /** A capacitor charging through R or discharging through R. */
  process: z.enum(['charge', 'discharge']).optional(),
  /** A second quantity asked with the first (both reactions of a beam), in the same unit unless `alsoUnit` says. */
  also: symbol.optional(),
  /** The unit of the second quantity when it is another kind (an EMF and an internal resistance). */
  alsoUnit: z.string().max(12).optional(),
});

export const unitConversionTask = z.object({
  kind: z.literal('unit_conversion'),
  value,
  from: z.string().min(1).max(12),
  to: z.string().min(1).max(12),
});
export const kinematicsTask = relationTask('kinematics');
export const dynamicsTask = relationTask('dynamics');
export const energyTask = relationTask('energy');
export const pressureDensityTask = relationTask('pressure_density');
export const wavesTask = relationTask('waves');
export const circuitsTask = relationTask('circuits').extend({
  /** Resistors combined in series and in parallel, in postfix order (physics/network.ts). */
  network: z.array(z.union([z.number().positive().finite(), z.enum(['series', 'parallel'])])).min(3).max(40).optional(),
  /** The resistor of the network (its place, from 0) whose current, voltage or power is asked. */
  element: z.number().int().min(0).max(20).optional(),
});
export const rcTask = relationTask('rc').extend({
  /** Capacitors combined in series or in parallel (farads), with `connection`. */
  capacitors: z.array(value).min(2).max(12).optional(),
});
export const mechanicsTask = relationTask('mechanics');


/**
 * A chain of wheels, in the order the motion goes: each link joins a wheel to the next, teeth in
 * mesh (the rims move together, the direction reverses) or both fixed on one shaft (same turning
 * speed). Sizes are numbers of teeth or radii in metres. The quantity given acts on one end wheel
 * (a speed, a torque, or a force at its rim), the quantity asked on the other.
 */
export const gearTrainTask = z.object({
  kind: z.literal('gear_train'),
  size: z.enum(['teeth', 'radius']),
  wheels: z.array(z.number().positive().finite()).min(2).max(12),
  links: z.array(z.enum(['mesh', 'shaft'])).min(1).max(11),
  given: z.object({ at: z.enum(['first', 'last']), quantity: z.enum(['speed', 'torque', 'force']), value }).optional(),
  want: z.enum(['speed', 'torque', 'force', 'direction']),
  unit: z.string().max(12),
});

/**
 * Two bodies moving together or against each other: side by side (pushed or pulled by a string,
 * the force on the first), stacked (the first on top of the second, the force on `pushed`, the
 * table smooth and μ between the blocks), an Atwood machine (both hanging), or a block on a table
 * pulled over a pulley by a hanging one (the first on the table). Masses in kg, forces in N.
 */
export const connectedBodiesTask = z.object({
  kind: z.literal('connected_bodies'),
  arrangement: z.enum(['side_by_side', 'stacked', 'atwood', 'table_pulley']),
  masses: z.array(z.number().positive().finite()).length(2),
  force: value.optional(),
  pushed: z.union([z.literal(0), z.literal(1)]).optional(),
  mu: z.number().min(0).max(5).optional(),
  g: value,
  /** The acceleration of the system or of one body, or the force between the bodies. */
  want: z.enum(['a', 'a0', 'a1', 'between']),
  unit: z.string().max(12),
});

/**
 * Whether a body at rest starts to slide, asked yes or no: on a level floor pushed or pulled
 * horizontally (`push` in N, with its `mass` in kg), or left on an incline of angle `incline` (rad);
 * the greatest static friction μs N against the force that pulls it along. `rest` asks the other
 * way round ("does it stay at rest?").
 */
export const slideCheckTask = z.object({
  kind: z.literal('slide_check'),
  mus: z.number().min(0).max(5),
  g: value,
  mass: z.number().positive().finite().optional(),
  push: z.number().positive().finite().optional(),
  incline: z.number().gt(0).lt(Math.PI / 2).optional(),
  rest: z.literal(true).optional(),
});

export const PHYSICS_TASKS = [unitConversionTask, kinematicsTask, dynamicsTask, energyTask, pressureDensityTask, wavesTask, circuitsTask, rcTask, mechanicsTask, gearTrainTask, connectedBodiesTask, slideCheckTask] as const;
export const RELATION_KINDS = ['kinematics', 'dynamics', 'energy', 'pressure_density', 'waves', 'circuits', 'rc', 'mechanics'] as const;
export const PHYSICS_KINDS = ['unit_conversion', ...RELATION_KINDS, 'gear_train', 'connected_bodies', 'slide_check'] as const;
