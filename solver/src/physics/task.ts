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
  /** A capacitor charging through R or discharging through R. */
  process: z.enum(['charge', 'discharge']).optional(),
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
export const circuitsTask = relationTask('circuits');
export const rcTask = relationTask('rc');
export const mechanicsTask = relationTask('mechanics');

export const PHYSICS_TASKS = [unitConversionTask, kinematicsTask, dynamicsTask, energyTask, pressureDensityTask, wavesTask, circuitsTask, rcTask, mechanicsTask] as const;
export const RELATION_KINDS = ['kinematics', 'dynamics', 'energy', 'pressure_density', 'waves', 'circuits', 'rc', 'mechanics'] as const;
export const PHYSICS_KINDS = ['unit_conversion', ...RELATION_KINDS] as const;
