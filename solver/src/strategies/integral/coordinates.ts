import { text, type Text } from '../../i18n';
import { parseCalc } from '../derivative/latex';
import { fromMathJson } from '../derivative/mathjson';
import { simplify, coeffRest } from '../derivative/simplify';
import { type Ex, add, fn, isNum, isSym, mapChildren, mul, num, numValue, pow, substitute, sym } from '../derivative/expr';

/**
 * Polar, cylindrical and spherical coordinates for multiple integrals: the substitution of x, y, z,
 * the Jacobian factor, and the bound variables innermost first (r before θ, ρ before φ before θ),
 * the order in which the integrals are usually computed.
 */
export type CoordinateSystem = 'polar' | 'cylindrical' | 'spherical';

interface SystemSpec {
  variables: string[];
  /** x, y, z written in the new variables. */
  map: Record<string, Ex>;
  /** |∂(x, y, z)/∂(new variables)|. */
  jacobian: Ex;
  jacobianText: string;
  /** The radius variable, which replaces x² + y² (+ z²). */
  radius: string;
  /** Which of x², y², z² sum to radius². */
  radial: string[];
  name: Text;
  /** The change written out, in LaTeX. */
  change: string;
}

const r = sym('r');
const rho = sym('rho');
const theta = sym('theta');
const phi = sym('phi');

const POLAR_MAP = { x: mul(r, fn('cos', theta)), y: mul(r, fn('sin', theta)) };

export const SYSTEMS: Record<CoordinateSystem, SystemSpec> = {
  polar: {
    variables: ['r', 'theta'],
    map: POLAR_MAP,
    jacobian: r,
    jacobianText: 'r',
    radius: 'r',
    radial: ['x', 'y'],
    name: text('polar coordinates', 'coordonnées polaires'),
    change: String.raw`x = r\cos\theta,\ y = r\sin\theta,\ dA = r\,dr\,d\theta`,
  },
  cylindrical: {
    variables: ['r', 'theta', 'z'],
    map: { ...POLAR_MAP, z: sym('z') },
    jacobian: r,
    jacobianText: 'r',
    radius: 'r',
    radial: ['x', 'y'],
    name: text('cylindrical coordinates', 'coordonnées cylindriques'),
    change: String.raw`x = r\cos\theta,\ y = r\sin\theta,\ dV = r\,dr\,d\theta\,dz`,
  },
  spherical: {
    variables: ['rho', 'phi', 'theta'],
    map: {
      x: mul(rho, fn('sin', phi), fn('cos', theta)),
      y: mul(rho, fn('sin', phi), fn('sin', theta)),
      z: mul(rho, fn('cos', phi)),
    },
    jacobian: mul(pow(rho, num(2)), fn('sin', phi)),
    jacobianText: 'ρ² sin φ',
    radius: 'rho',
    radial: ['x', 'y', 'z'],
    name: text('spherical coordinates', 'coordonnées sphériques'),
    change: String.raw`x = \rho\sin\varphi\cos\theta,\ y = \rho\sin\varphi\sin\theta,\ z = \rho\cos\varphi,\ dV = \rho^{2}\sin\varphi\,d\rho\,d\varphi\,d\theta`,
  },
};

/** The system whose variables the bounds use (innermost first), if any. */
export function systemOfBounds(variables: string[]): CoordinateSystem | null {
  for (const [name, spec] of Object.entries(SYSTEMS) as Array<[CoordinateSystem, SystemSpec]>) {
    if (spec.variables.length === variables.length && [...spec.variables].sort().join() === [...variables].sort().join()) return name;
  }
  return null;
}

const isSquareOf = (t: Ex, v: string): boolean => t.t === 'pow' && isSym(t.base, v) && isNum(t.exp) && numValue(t.exp) === 2;

/** k·x² + k·y² (+ k·z²) inside a sum becomes k·radius²: the substitution then needs no cos² + sin² = 1. */
function collectRadius(e: Ex, spec: SystemSpec): Ex {
  if (e.t !== 'add') return mapChildren(e, (c) => collectRadius(c, spec));
  const args = e.args.map((a) => collectRadius(a, spec));
  const split = args.map((a) => coeffRest(a));
  const at = spec.radial.map((v) => split.findIndex(([, rest]) => isSquareOf(rest, v)));
  if (at.some((i) => i < 0)) return add(...args);
  const k = split[at[0]][0];
  if (!at.every((i) => numValue(split[i][0]) === numValue(k))) return add(...args);
  const rest = args.filter((_, i) => !at.includes(i));
  const term = mul(k, pow(sym(spec.radius), num(2)));
  return rest.length ? add(term, ...rest) : term;
}

/** (radius²)^p = radius^(2p), as the radius is never negative. */
function radiusPowers(e: Ex, radius: string): Ex {
  const m = mapChildren(e, (c) => radiusPowers(c, radius));
  if (m.t === 'pow' && m.base.t === 'pow' && isSym(m.base.base, radius) && isNum(m.base.exp) && isNum(m.exp)) {
    return pow(sym(radius), num(m.base.exp.p * m.exp.p, m.base.exp.q * m.exp.q));
  }
  return m;
}

/** An expression in x, y (, z) written in the system's variables, without the Jacobian. */
export function inCoordinates(e: Ex, system: CoordinateSystem): Ex {
  const spec = SYSTEMS[system];
  let out = simplify(collectRadius(simplify(e), spec));
  for (const [v, by] of Object.entries(spec.map)) if (v !== 'z' || system === 'spherical') out = substitute(out, v, by);
  return simplify(radiusPowers(simplify(out), spec.radius));
}

/** The integrand after the change of variables, the Jacobian included. */
export function changedIntegrand(e: Ex, system: CoordinateSystem): Ex {
  return simplify(radiusPowers(simplify(mul(inCoordinates(e, system), SYSTEMS[system].jacobian)), SYSTEMS[system].radius));
}

/** f(a + x, b + y): the integrand seen from the centre (a, b), where polar coordinates about it start. */
export function fromCentre(e: Ex, centre: readonly [string, string]): Ex {
  const [a, b] = centre.map(parseAscii);
  return simplify(substitute(substitute(e, 'x', add(a, sym('x'))), 'y', add(b, sym('y'))));
}

/** x = a + r cos θ, y = b + r sin θ, dA = r dr dθ, in LaTeX (a and b in LaTeX). */
export function centredChange(a: string, b: string): string {
  const about = (c: string, trig: string): string => (c === '0' ? `r\\${trig}\\theta` : `${c} + r\\${trig}\\theta`);
  return `x = ${about(a, 'cos')},\\ y = ${about(b, 'sin')},\\ dA = r\\,dr\\,d\\theta`;
}

export const parseAscii = (s: string): Ex => fromMathJson(parseCalc(s));
