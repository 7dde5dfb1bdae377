import { isBiologyTask, isChemistryTask, isCsTask, isPhysicsTask, type ComplexQuantity, type Relation, type Task, type TaskOf } from './task';
import { csText } from './cs';
import { chemistryText } from '../chemistry/describe';
import { physicsText } from '../physics/describe';
import { biologyText } from '../biology/describe';

/**
 * A task written as the canonical text the reader reads back into the same task. Methods that
 * still look at the text (equations, trigonometry, complex numbers) get this text when a task
 * comes from elsewhere than the student's typing (a language model translating a word problem).
 */
export function taskText(t: Task): string {
  const rel = (r: Relation): string => `${r.lhs} ${r.op} ${r.rhs}`;
  if (isCsTask(t)) return csText(t);
  if (isChemistryTask(t)) return chemistryText(t);
  if (isPhysicsTask(t)) return physicsText(t);
  if (isBiologyTask(t)) return biologyText(t);
  switch (t.kind) {
    case 'solve': {
      const domain = t.domain.kind === 'complex' ? ' in C' : t.domain.kind === 'interval' ? ` on ${t.domain.loClosed ? '[' : '('}${t.domain.lo}, ${t.domain.hi}${t.domain.hiClosed ? ']' : ')'}` : '';
      const forWhat = t.unknowns.length === 1 ? ` for ${t.unknowns[0]}` : '';
      return `solve ${t.relations.map(rel).join(', ')}${forWhat}${domain}`;
    }
    case 'transform':
      if (t.op === 'complete_square') return t.vertex ? `find the ${t.vertex === 'point' ? 'vertex' : 'axis of symmetry'} of y = ${t.expr}` : t.range ? `find the range of ${t.expr}` : `write ${t.expr} in vertex form`;
      if (t.through) return `expand ${t.expr}`;
      return `${t.op} ${t.expr}`;
    case 'evaluate':
      return t.at ? `compute ${t.expr} when ${t.at.map(([v, x]) => `${v} = ${x}`).join(' and ')}` : `compute ${t.expr}`;
    case 'differentiate':
      if (t.implicit && t.partial) return `find ${t.order === 2 ? `∂^2${t.name ?? 'z'}/∂${t.variable}^2` : `∂${t.name ?? 'z'}/∂${t.variable}`}${t.alsoVariable ? ` and ∂${t.name ?? 'z'}/∂${t.alsoVariable}` : ''}${t.values ? ` at (${t.values.map((p) => p.value).join(', ')})` : ''} if ${t.expr} = 0`;
      if (t.implicit) return `find ${t.order === 1 ? 'dy/dx' : `y${"'".repeat(t.order)}`}${t.point ? ` at (${t.point.join(', ')})` : ''} if ${t.expr} = 0`;
      // at a point: the subscript notation, with the variables declared so the point reads back in order
      if (t.values) return `f_${(t.mixed ?? Array(t.order).fill(t.variable)).join('')}(${t.values.map((p) => p.value).join(', ')}) where f(${t.values.map((p) => p.variable).join(', ')}) = ${t.expr}`;
      if (t.mixed) return `f_${t.mixed.join('')} where f = ${t.expr}`;
      if (t.line) return `equation of the ${t.line} line to ${t.name ?? 'y'}(${t.variable}) = ${t.expr} at ${t.variable} = ${t.at}`;
      return `${t.partial ? 'partial ' : ''}derivative${t.order > 1 ? ` of order ${t.order}` : ''} of ${t.expr} with respect to ${t.variable}${t.at !== undefined ? ` at ${t.variable} = ${t.at}` : ''}`;
    case 'integrate':
      // bounds in braces: a bound such as 1 - x - y or cos(theta) + 1 reads back whole
      if (t.rod?.asks === 'inertia' && t.bounds) return `moment of inertia about x = 0 of the rod ${t.bounds.lo} <= ${t.variable} <= ${t.bounds.hi}, linear density lambda(${t.variable}) = ${t.integrand}`;
      if (t.rod?.asks === 'centre' && t.bounds) return `centre of mass of the rod ${t.bounds.lo} <= ${t.variable} <= ${t.bounds.hi}, linear density lambda(${t.variable}) = ${t.integrand}`;
      if (t.asks === 'converges' && t.bounds) return `does int_{${t.bounds.lo}}^{${t.bounds.hi}} ${t.integrand} d${t.variable} converge?`;
      if (t.asks === 'value' && t.bounds) return `does int_{${t.bounds.lo}}^{${t.bounds.hi}} ${t.integrand} d${t.variable} converge? If so, find its value${t.positive ? `, ${t.positive.join(', ')} > 0` : ''}`;
      if (t.asks === 'for_which' && t.bounds && t.parameter) return `for which values of ${t.parameter} does int_{${t.bounds.lo}}^{${t.bounds.hi}} ${t.integrand} d${t.variable} converge?`;
      return (t.bounds ? `int_{${t.bounds.lo}}^{${t.bounds.hi}} ${t.integrand} d${t.variable}` : `integrate ${t.integrand} d${t.variable}`) + (t.positive ? `, ${t.positive.join(', ')} > 0` : '') + (t.natural ? `, ${t.natural.join(', ')} in N` : '');
    case 'limit':
      if (t.asks === 'converges') return `does the sequence ${t.variable} -> ${t.expr} converge?`;
      if (t.asks === 'equivalent') return `find a simple equivalent of ${t.expr} as ${t.variable} -> ${t.point}${t.side === 'right' ? '+' : t.side === 'left' ? '-' : ''}`;
      if (t.asks === 'exists') return `does the limit of ${t.expr} as ${t.variable} -> ${t.point}${t.side === 'right' ? '+' : t.side === 'left' ? '-' : ''} exist?`;
      if (t.asks === 'parameters' && t.parameters) return `find ${t.parameters.join(', ')} so that limit of ${t.expr} as ${t.variable} -> ${t.point}${t.side === 'right' ? '+' : t.side === 'left' ? '-' : ''} ${t.target === undefined ? 'is finite' : `= ${t.target}`}`;
      return `limit of ${t.expr} as ${t.variable} -> ${t.point}${t.side === 'right' ? '+' : t.side === 'left' ? '-' : ''}`;
    case 'series':
      if (t.general) return `taylor series of ${t.expr} at ${t.variable} = ${t.point}${t.radius ? ' and its radius of convergence' : ''}`;
      return t.terms ? `first ${t.terms} nonzero terms of the taylor series of ${t.expr} at ${t.variable} = ${t.point}` : `taylor series of ${t.expr} at ${t.variable} = ${t.point} to order ${t.order}`;
    case 'sum':
      return `sum of ${t.summand} for ${t.index} from ${t.lo} to ${t.hi}`;
    case 'radius':
      return `${t.asks === 'interval' ? 'interval' : 'radius'} of convergence of sum_{${t.index}=${t.lo ?? 0}}^{oo} ${t.summand}`;
    case 'partial_combination':
      return t.equals !== undefined
        ? `true or false: ${t.name}(${t.variables.join(', ')}) = ${t.expr} satisfies ${t.combination} = ${t.equals}`
        : `${t.name}(${t.variables.join(', ')}) = ${t.expr}: compute ${t.combination}`;
    case 'vector_algebra': {
      const [u, v] = t.vectors.map((w) => `(${w.join(', ')})`);
      const plane = `${linearRow(t.vectors[1] ?? [], ['x', 'y', 'z'])} = ${t.level ?? '0'}`;
      return { dot: `dot product of ${u} and ${v}`, cross: `cross product of ${u} and ${v}`, angle: `angle between ${u} and ${v}${t.degrees ? ' in degrees' : ''}`, norm: `norm of ${u}`, midpoint: `midpoint of ${u} and ${v}`, projection: `orthogonal projection of ${u} onto ${v}`, plane_distance: `distance from the point ${u} to the plane ${plane}`, closest_point: `point on the plane ${plane} closest to ${u}` }[t.op];
    }
    case 'structured_det':
      return t.structure === 'constant'
        ? `determinant of the ${t.size}x${t.size} matrix with ${t.diagonal} on the diagonal and ${t.upper} everywhere else`
        : `determinant of the ${t.size}x${t.size} tridiagonal matrix with ${t.diagonal} on the diagonal, ${t.upper} above and ${t.lower} below the diagonal`;
    case 'matrix': {
      const words = { det: 'determinant of', inverse: 'inverse of', rank: 'rank of', nullity: 'nullity of', rref: 'reduced row echelon form of', transpose: 'transpose of', trace: 'trace of', eigenvalues: 'eigenvalues of', adjugate: 'adjugate of', cofactors: 'cofactor matrix of', charpoly: 'characteristic polynomial of', kernel: 'basis of the null space of', columns: 'basis of the column space of' }[t.op];
      return `${words} [${t.matrix.map((r) => `[${r.join(', ')}]`).join(', ')}]`;
    }
    case 'complex_number': {
      const kind = t.asks.length === 1 ? KIND_ASKED[t.asks[0].quantity] : undefined;
      if (kind) return `is ${t.asks[0].number} ${kind}?`;
      const asked = t.asks.map((a) => (a.quantity === 'algebraic' ? `(${a.number}) in a + bi form` : `${COMPLEX_WORDS[a.quantity === 'polar' && t.trigonometric ? 'trigonometric' : a.quantity]} of ${a.number}`));
      return `${asked.join(' and ')}${t.degrees ? ' in degrees' : ''}`;
    }
    case 'least_squares':
      return `least squares line ${lineModel(t)} for the points ${t.points.map(([x, y]) => `(${x}, ${y})`).join(', ')}`;
    case 'tangent_plane':
      return `${t.normal ? { line: 'normal line', unit: 'unit normal vector' }[t.normal] : 'tangent plane'} to ${t.lhs} = ${t.rhs} at (${t.point.join(', ')})`;
    case 'ode_system': {
      const [u, v] = t.unknowns;
      const d = (n: string): string => (t.variable === 't' ? `${n}'` : `d${n}/d${t.variable}`);
      const init = t.initial ? `, ${u}(0) = ${t.initial[0]}, ${v}(0) = ${t.initial[1]}` : '';
      return `${d(u)} = ${linearRow(t.matrix[0], [u, v])}, ${d(v)} = ${linearRow(t.matrix[1], [u, v])}${init}${t.asked ? `, find ${t.asked}(${t.variable})` : ''}`;
    }
    case 'recurrence':
      return `limit of ${t.name}_n where ${t.name}_(n+1) = ${t.map.replace(/(?<![A-Za-z])x(?![A-Za-z])/g, `${t.name}_n`)}, ${t.name}_${t.start} = ${t.first}`;
    case 'newton_cooling': {
      const unit = { min: 'minutes', h: 'hours', s: 'seconds' }[t.timeUnit];
      const question = t.at !== undefined ? `What is its temperature after ${t.at} ${unit}?` : `When will it be at ${t.reach} ${t.tempUnit}?`;
      return `Newton's law of cooling: a body at ${t.initial} ${t.tempUnit} is placed in a room at ${t.ambient} ${t.tempUnit}. After ${t.after} ${unit} it is at ${t.reading} ${t.tempUnit}. ${question}`;
    }
    case 'complex_locus':
      return `find the locus of z such that ${locusText(t.lhs)} = ${locusText(t.rhs)}`;
    case 'euler_method':
      return `${{ euler: "euler's method", heun: 'improved euler method', midpoint: 'midpoint method', rk4: 'rk4 method' }[t.scheme ?? 'euler']} with step h = ${t.step} for d${t.unknown}/d${t.variable} = ${t.slope}, ${t.unknown}(${t.x0}) = ${t.y0}: approximate ${t.unknown}(${t.target})`;
    case 'ode':
      return [t.equation, ...t.conditions.map((c) => `${t.unknown}${"'".repeat(c.derivative)}(${c.at}) = ${c.value}`)].join(', ') + (t.particular ? `, given that y1 = ${t.particular} is a solution` : '') + (t.at ? `, find ${t.unknown}(${t.at})` : '') + (t.constant ? `, find ${t.constant}` : '');
    case 'claim':
      return `show that ${rel(t.relation)}`;
    case 'vector_function': {
      const asks = t.asks.map((a) => ({ derivative: 'derivative', second_derivative: 'second derivative', velocity: 'velocity', acceleration: 'acceleration', speed: 'speed', unit_tangent: 'unit tangent vector', integral: 'integral' })[a]).join(' and ');
      const r = `${t.name}(${t.parameter}) = (${t.components.join(', ')})`;
      if (t.initial) return `find ${t.name}(${t.parameter}) given ${t.name}'(${t.parameter}) = (${t.components.join(', ')}) and ${t.name}(${t.initial.at}) = (${t.initial.value.join(', ')})`;
      return `${asks} of ${r}${t.bounds ? ` from ${t.parameter} = ${t.bounds[0]} to ${t.bounds[1]}` : ''}${t.at ? ` at ${t.parameter} = ${t.at}` : ''}`;
    }
    case 'multiple':
      if (t.centreOfMass) return `${t.withMass ? 'mass and ' : ''}centre of mass of the ${t.bounds.length === 3 ? 'solid' : 'region'} ${[...t.bounds].reverse().map((b) => `${b.lo} <= ${b.variable} <= ${b.hi}`).join(', ')}, density rho(x, y${t.bounds.length === 3 ? ', z' : ''}) = ${t.integrand}`;
      if (t.average) return `average value of ${t.integrand} over ${[...t.bounds].reverse().map((b) => `${b.lo} <= ${b.variable} <= ${b.hi}`).join(', ')}${t.coordinates ? ` (${t.coordinates} coordinates)` : ''}`;
      if (t.totalMass) return `moment of inertia of the uniform ${t.bounds.length === 3 ? 'solid' : 'lamina'} ${[...t.bounds].reverse().map((b) => `${b.lo} <= ${b.variable} <= ${b.hi}`).join(', ')}${t.coordinates ? ` (${t.coordinates} coordinates)` : ''} of mass ${t.totalMass}, squared distance to the axis ${t.integrand}`;
      if (t.green) return `green's theorem: oint (${t.green.p}) dx + (${t.green.q}) dy around ${[...t.bounds].reverse().map((b) => `${b.lo} <= ${b.variable} <= ${b.hi}`).join(', ')}${t.green.clockwise ? ', clockwise' : ''}`;
      if (t.flux?.circulation && t.flux.graph) return `stokes' theorem: oint F.dr, F = (${t.flux.circulation.join(', ')}), around z = ${t.flux.graph ?? ''} over ${[...t.bounds].reverse().map((b) => `${b.lo} <= ${b.variable} <= ${b.hi}`).join(', ')}${t.flux.reversed ? ', clockwise' : ''}`;
      if (t.flux) return `flux of F = (${t.flux.field.join(', ')}) ${t.flux.graph ? `through z = ${t.flux.graph}${t.flux.reversed ? ' downward' : ' upward'}` : t.flux.reversed ? 'inward' : 'outward'} over ${[...t.bounds].reverse().map((b) => `${b.lo} <= ${b.variable} <= ${b.hi}`).join(', ')}`;
      if (t.surface && t.scalar) return `surface integral of ${t.scalar} dS over z = ${t.surface}, ${[...t.bounds].reverse().map((b) => `${b.lo} <= ${b.variable} <= ${b.hi}`).join(', ')}`;
      if (t.surface) return `area of the surface z = ${t.surface} over ${[...t.bounds].reverse().map((b) => `${b.lo} <= ${b.variable} <= ${b.hi}`).join(', ')}`;
      return `${[...t.bounds].reverse().map((b) => `int_(${b.lo})^(${b.hi})`).join(' ')} ${t.integrand} ${t.bounds.map((b) => `d${b.variable}`).join(' ')}${t.centre ? `, polar coordinates about (${t.centre.join(', ')})` : ''}`;
    case 'vector': {
      const subscripts = t.partials ?? t.entries?.map((e) => e.join(''));
      const word = subscripts ? subscripts.map((v) => `f_${v}`).join(' and ') : { gradient: t.differential ? 'total differential' : 'gradient', divergence: 'divergence', curl: 'curl', laplacian: 'laplacian', hessian: 'hessian matrix', jacobian: t.matrix ? 'jacobian matrix' : 'jacobian', directional: 'directional derivative', max_rate: t.norm ? 'magnitude of the gradient' : 'maximum rate of change', steepest: t.descent ? 'direction of steepest descent' : 'direction of steepest ascent', linearization: 'linearization', potential: 'potential function', conservative: 'is it conservative?', critical_points: 'critical points', line_integral: 'line integral', curvature: 'curvature', chain_rule: 'chain rule', absolute_extrema: 'absolute maximum and minimum', lagrange: { max: 'maximum', min: 'minimum', both: 'maximum and minimum' }[t.extremum ?? 'both'] }[t.op];
      const asked = [word, ...(t.also ?? []).map((op) => ({ gradient: 'gradient', divergence: 'divergence', curl: 'curl', laplacian: 'laplacian', hessian: 'hessian matrix', directional: 'directional derivative', max_rate: 'maximum rate of change', steepest: t.descent ? 'direction of steepest descent' : 'direction of steepest ascent' }[op]))].join(' and ');
      const vars = t.variables.join(', ');
      const body = t.components.length > 1 ? `F(${vars}) = (${t.components.join(', ')})` : `f(${vars}) = ${t.components[0]}`;
      const at = t.at ? ` at (${t.at.join(', ')})` : '';
      const dir = t.direction ? ` in the direction of (${t.direction.join(', ')})` : '';
      const estimate = t.estimate ? ` to approximate f(${t.estimate.join(', ')})` : '';
      if (t.op === 'chain_rule' && t.outer && t.wrt) return `${t.outer.result} = ${t.outer.name}(${t.outer.variables.join(', ')}), ${t.outer.variables.map((v, k) => `${v} = ${t.components[k]}`).join(', ')}, express ${t.wrt.map((v) => `d${t.outer?.result}/d${v}`).join(' and ')}`;
      if (t.op === 'curvature') return `${t.torsion ? 'torsion' : 'curvature'} of r(${t.variables[0]}) = (${t.components.join(', ')})${t.at ? ` at ${t.variables[0]} = ${t.at[0]}` : ''}`;
      if (t.stokes && t.curve && t.bounds) return `flux of the curl of ${body} through ${t.stokes.surface}${t.stokes.downward ? ' downward' : ' upward'}: by stokes' theorem, circulation along r(${t.parameter}) = (${t.curve.join(', ')}), ${t.bounds[0]} <= ${t.parameter} <= ${t.bounds[1]}`;
      if (t.arcLength && t.curve && t.bounds) return `length of the curve r(${t.parameter}) = (${t.curve.join(', ')}), ${t.bounds[0]} <= ${t.parameter} <= ${t.bounds[1]}`;
      const curve = t.curve && t.bounds ? ` along r(${t.parameter}) = (${t.curve.join(', ')}), ${t.bounds[0]} <= ${t.parameter} <= ${t.bounds[1]}${t.components.length === 1 ? ', with respect to arc length' : ''}` : '';
      const constraint = t.constraint ? ` subject to ${t.constraint[0]} = ${t.constraint[1]}${t.constraint2 ? ` and ${t.constraint2[0]} = ${t.constraint2[1]}` : ''}${t.positive ? `, ${t.positive.join(', ')} > 0` : ''}` : '';
      const region = t.vertices ? ` on the polygon with vertices ${t.vertices.map((v) => `(${v.join(', ')})`).join(', ')}` : t.radius2 ? ` on the disk x^2 + y^2 <= ${t.radius2}` : t.interval ? ` on [${t.interval[0]}, ${t.interval[1]}]` : '';
      const irrotational = t.irrotational ? '. Is it irrotational?' : '';
      return `${asked}${dir}${at} of ${body}${estimate}${curve}${constraint}${region}${irrotational}`;
    }
  }
}

/** a·u + b·v as written by hand: no 0·u, no 1·u, "− v" for −1·v. */
export function linearRow(coeffs: string[], names: string[]): string {
  const terms = coeffs.flatMap((c, k) => {
    const t = c.trim();
    if (t === '0') return [];
    if (t === '1') return [names[k]];
    if (t === '-1') return [`-${names[k]}`];
    return [`${/[+-]/.test(t.slice(1)) || t.includes('/') ? `(${t})` : t}*${names[k]}`];
  });
  return terms.length ? terms.join(' + ').replace(/\+ -/g, '- ') : '0';
}

/** The quantities of a complex number as the complex-number method reads them back. */
const COMPLEX_WORDS: Record<Exclude<ComplexQuantity, 'algebraic'> | 'trigonometric', string> = {
  modulus: 'modulus',
  argument: 'argument',
  conjugate: 'conjugate',
  re: 'real part',
  im: 'imaginary part',
  parts: 'real and imaginary parts',
  polar: 'exponential form',
  trigonometric: 'trigonometric form',
  modulus_argument: 'modulus and argument',
  sqrt: 'square roots',
  log: 'principal logarithm',
  is_real: 'realness',
  is_imaginary: 'pure imaginariness',
};

/** A yes-or-no question on the kind of a number, read back as asked. */
const KIND_ASKED: Partial<Record<ComplexQuantity, string>> = { is_real: 'real', is_imaginary: 'purely imaginary' };

/** abs(…), re(…), im(…), conj(z) written back as |…|, Re(…), Im(…), z̄, as the locus reader reads them. */
export function locusText(f: string): string {
  let out = f.replace(/conj\(z\)/g, 'z̄').replace(/\bre\(/g, 'Re(').replace(/\bim\(/g, 'Im(');
  // abs(…) to bars, innermost first
  for (let k = 0; k < 8 && out.includes('abs('); k++) out = out.replace(/abs\(([^()]*(?:\([^()]*\)[^()]*)*)\)/, '|$1|');
  return out;
}

/** The least-squares model as the student named it: "y = C + Dt", or y = a + bx. */
export function lineModel(t: TaskOf<'least_squares'>): string {
  const m = t.model ?? { response: 'y', variable: 'x', intercept: 'a', slope: 'b' };
  return `${m.response} = ${m.intercept} + ${m.slope}${m.variable}`;
}
