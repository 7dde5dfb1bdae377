/**
 * A small table of units with their SI factors, after the conversion factors of NIST Special
 * Publication 811 (Guide for the Use of the International System of Units), appendix B.
 * A dimension is the exponents of (m, kg, s, A, K); offsets are for temperatures (°C, °F).
 */
export type Dim = readonly [number, number, number, number, number];
export interface Unit {
  factor: number;
  dim: Dim;
  offset?: number;
}

const D = {
  one: [0, 0, 0, 0, 0], L: [1, 0, 0, 0, 0], M: [0, 1, 0, 0, 0], T: [0, 0, 1, 0, 0], K: [0, 0, 0, 0, 1],
  speed: [1, 0, -1, 0, 0], acc: [1, 0, -2, 0, 0], force: [1, 1, -2, 0, 0], energy: [2, 1, -2, 0, 0], power: [2, 1, -3, 0, 0],
  pressure: [-1, 1, -2, 0, 0], area: [2, 0, 0, 0, 0], volume: [3, 0, 0, 0, 0], density: [-3, 1, 0, 0, 0], freq: [0, 0, -1, 0, 0],
  current: [0, 0, 0, 1, 0], voltage: [2, 1, -3, -1, 0], resistance: [2, 1, -3, -2, 0], capacitance: [-2, -1, 4, 2, 0], charge: [0, 0, 1, 1, 0],
  torque: [2, 1, -2, 0, 0], stiffness: [0, 1, -2, 0, 0], resistivity: [3, 1, -3, -2, 0], momentum: [1, 1, -1, 0, 0],
  specificHeat: [2, 0, -2, 0, -1], latentHeat: [2, 0, -2, 0, 0], conductivity: [1, 1, -3, 0, -1], inductance: [2, 1, -2, -2, 0],
  flow: [3, 0, -1, 0, 0], expansion: [0, 0, 0, 0, -1], irradiance: [0, 1, -3, 0, 0], linearDensity: [-1, 1, 0, 0, 0],
  inertia: [2, 1, 0, 0, 0], angAcc: [0, 0, -2, 0, 0],
} as const satisfies Record<string, Dim>;
export const DIMS = D;

const u = (factor: number, dim: Dim, offset?: number): Unit => (offset === undefined ? { factor, dim } : { factor, dim, offset });
const PREFIX: Record<string, number> = { G: 1e9, M: 1e6, k: 1e3, h: 1e2, c: 1e-2, m: 1e-3, µ: 1e-6, u: 1e-6, n: 1e-9, p: 1e-12 };

const BASE: Record<string, Unit> = {
  m: u(1, D.L), g: u(1e-3, D.M), s: u(1, D.T), N: u(1, D.force), J: u(1, D.energy), W: u(1, D.power), Pa: u(1, D.pressure), Hz: u(1, D.freq),
  A: u(1, D.current), V: u(1, D.voltage), Ω: u(1, D.resistance), F: u(1, D.capacitance), C: u(1, D.charge), L: u(1e-3, D.volume), l: u(1e-3, D.volume),
  H: u(1, D.inductance),
};
/** Units that take an SI prefix (km, mA, kΩ, µF, kPa …). */
const PREFIXABLE: Record<string, string[]> = {
  m: ['k', 'c', 'm', 'µ', 'u', 'n'], g: ['k', 'm', 'µ'], s: ['m', 'µ', 'u', 'n'], N: ['k', 'M'], J: ['k', 'M', 'G', 'm'], W: ['k', 'M', 'G', 'm'], Pa: ['k', 'M', 'G', 'h'],
  Hz: ['k', 'M', 'G'], A: ['m', 'µ', 'u', 'k'], V: ['m', 'k', 'µ'], Ω: ['k', 'M', 'm'], F: ['m', 'µ', 'u', 'n', 'p'], C: ['m', 'µ', 'u', 'n'], L: ['m', 'c'],
  H: ['m', 'µ', 'u'],
};

const OTHER: Record<string, Unit> = {
  // length, mass, time
  mi: u(1609.344, D.L), ft: u(0.3048, D.L), inch: u(0.0254, D.L), in: u(0.0254, D.L), yd: u(0.9144, D.L), t: u(1000, D.M), lb: u(0.45359237, D.M), oz: u(0.028349523125, D.M),
  min: u(60, D.T), h: u(3600, D.T), day: u(86400, D.T),
  // speed, acceleration
  'm/s': u(1, D.speed), 'km/h': u(1 / 3.6, D.speed), kmh: u(1 / 3.6, D.speed), mph: u(0.44704, D.speed), 'cm/s': u(0.01, D.speed), 'ft/s': u(0.3048, D.speed), kn: u(1852 / 3600, D.speed),
  'm/s^2': u(1, D.acc), 'm/s2': u(1, D.acc), 'm/s²': u(1, D.acc), 'm·s^-2': u(1, D.acc), 'm.s^-2': u(1, D.acc), 'm·s⁻²': u(1, D.acc), 'm.s⁻²': u(1, D.acc), 'N/kg': u(1, D.acc),
  'm·s^-1': u(1, D.speed), 'm.s^-1': u(1, D.speed), 'm·s⁻¹': u(1, D.speed), 'm.s⁻¹': u(1, D.speed), 'km·h⁻¹': u(1 / 3.6, D.speed), 'km.h^-1': u(1 / 3.6, D.speed),
  // energy: the thermochemical calorie (4.184 J), the kilowatt-hour (3.6 MJ), the electronvolt
  Wh: u(3600, D.energy), kWh: u(3.6e6, D.energy), MWh: u(3.6e9, D.energy), cal: u(4.184, D.energy), kcal: u(4184, D.energy), Cal: u(4184, D.energy), eV: u(1.602176634e-19, D.energy),
  hp: u(745.699872, D.power), ch: u(735.49875, D.power),
  // data: a size in bits or bytes (8 bits, « octet »), a rate per second; decimal prefixes, binary ones written KiB, MiB …
  ...dataUnits(),
  // the apparent and reactive powers of an alternating current: a volt-ampere is a watt in size
  VA: u(1, D.power), kVA: u(1e3, D.power), MVA: u(1e6, D.power), var: u(1, D.power), kvar: u(1e3, D.power), Mvar: u(1e6, D.power),
  VAR: u(1, D.power), kVAR: u(1e3, D.power), VAr: u(1, D.power), kVAr: u(1e3, D.power),
  // pressure: standard atmosphere 101 325 Pa, bar 10⁵ Pa, mmHg 133.322 Pa, psi 6894.757 Pa
  atm: u(101325, D.pressure), bar: u(1e5, D.pressure), mbar: u(100, D.pressure), mmHg: u(133.322387415, D.pressure), torr: u(101325 / 760, D.pressure), Torr: u(101325 / 760, D.pressure),
  psi: u(6894.757293, D.pressure), 'N/m^2': u(1, D.pressure), 'N/m²': u(1, D.pressure), 'N/mm^2': u(1e6, D.pressure), 'N/mm²': u(1e6, D.pressure), 'daN/mm^2': u(1e7, D.pressure), 'daN/mm²': u(1e7, D.pressure), 'daN/mm2': u(1e7, D.pressure),
  // the decanewton of French workshops (10 N)
  daN: u(10, D.force),
  // area, volume, density
  'm^2': u(1, D.area), 'm²': u(1, D.area), m2: u(1, D.area), 'cm^2': u(1e-4, D.area), 'cm²': u(1e-4, D.area), cm2: u(1e-4, D.area), 'mm^2': u(1e-6, D.area), 'mm²': u(1e-6, D.area), mm2: u(1e-6, D.area), 'in^2': u(0.0254 ** 2, D.area), 'in²': u(0.0254 ** 2, D.area), in2: u(0.0254 ** 2, D.area), 'ft^2': u(0.3048 ** 2, D.area), 'ft²': u(0.3048 ** 2, D.area), ft2: u(0.3048 ** 2, D.area),
  'm^3': u(1, D.volume), 'm³': u(1, D.volume), m3: u(1, D.volume), 'cm^3': u(1e-6, D.volume), 'cm³': u(1e-6, D.volume), cm3: u(1e-6, D.volume), 'dm^3': u(1e-3, D.volume), 'dm³': u(1e-3, D.volume),
  // a volume flow rate
  'm^3/s': u(1, D.flow), 'm³/s': u(1, D.flow), 'm3/s': u(1, D.flow), 'm^3/h': u(1 / 3600, D.flow), 'm³/h': u(1 / 3600, D.flow), 'L/s': u(1e-3, D.flow), 'L/min': u(1e-3 / 60, D.flow),
  'kg/m^3': u(1, D.density), 'kg/m³': u(1, D.density), 'kg/m3': u(1, D.density), 'g/cm^3': u(1000, D.density), 'g/cm³': u(1000, D.density), 'g/cm3': u(1000, D.density), 'g/mL': u(1000, D.density), 'kg/L': u(1000, D.density), 'g/L': u(1, D.density),
  // temperature
  K: u(1, D.K), '°C': u(1, D.K, 273.15), degC: u(1, D.K, 273.15), '°F': u(5 / 9, D.K, 273.15 - (32 * 5) / 9), degF: u(5 / 9, D.K, 273.15 - (32 * 5) / 9),
  // a coefficient of linear expansion, per kelvin (a degree Celsius is as wide)
  ...Object.fromEntries(['/K', '/°C', 'K^-1', 'K⁻¹', '°C^-1', '°C⁻¹', '/degC', 'per°C', 'perK', 'perdegreeC', 'perdegreeCelsius'].map((w) => [w, u(1, D.expansion)])),
  // an intensity (irradiance): a power per unit area, as sunlight on a panel
  ...Object.fromEntries([['W', 1], ['kW', 1e3], ['mW', 1e-3]].flatMap(([p, f]) => ['/m^2', '/m²', '/m2', '·m⁻²', '.m⁻²', '.m^-2', '.m-2', 'm⁻²', 'm^-2'].map((w) => [`${String(p)}${w}`, u(Number(f), D.irradiance)]))),
  'mW/cm^2': u(10, D.irradiance), 'mW/cm²': u(10, D.irradiance), 'W/cm^2': u(1e4, D.irradiance), 'W/cm²': u(1e4, D.irradiance),
  // a percentage
  '%': u(0.01, D.one),
  // electricity, rotation
  ohm: u(1, D.resistance), ohms: u(1, D.resistance), kohm: u(1e3, D.resistance), Mohm: u(1e6, D.resistance), 'Ω': u(1, D.resistance), 'kΩ': u(1e3, D.resistance), 'MΩ': u(1e6, D.resistance),
  // a spring's stiffness, a material's resistivity
  // a string's mass per unit length (linear density)
  'kg/m': u(1, D.linearDensity), 'g/m': u(1e-3, D.linearDensity), 'g/cm': u(0.1, D.linearDensity), 'kg·m⁻¹': u(1, D.linearDensity), 'kg.m⁻¹': u(1, D.linearDensity), 'kg.m^-1': u(1, D.linearDensity), 'g·m⁻¹': u(1e-3, D.linearDensity), 'g.m⁻¹': u(1e-3, D.linearDensity), 'g.m^-1': u(1e-3, D.linearDensity),
  'N/m': u(1, D.stiffness), 'kN/m': u(1e3, D.stiffness), 'N/cm': u(100, D.stiffness), 'N/mm': u(1e3, D.stiffness),
  'Ω·m': u(1, D.resistivity), 'Ω.m': u(1, D.resistivity), 'Ωm': u(1, D.resistivity), 'ohm·m': u(1, D.resistivity), 'ohm.m': u(1, D.resistivity), 'Ω·mm²/m': u(1e-6, D.resistivity),
  // momentum and impulse
  'kg·m/s': u(1, D.momentum), 'kg.m/s': u(1, D.momentum), 'kgm/s': u(1, D.momentum), 'kg·m·s⁻¹': u(1, D.momentum), 'kg.m.s^-1': u(1, D.momentum), 'kg.m.s-1': u(1, D.momentum), 'N·s': u(1, D.momentum), 'N.s': u(1, D.momentum), Ns: u(1, D.momentum),
  // heat: a specific heat capacity per kelvin (a degree Celsius is as wide), a latent heat, a thermal conductivity
  ...heatUnits(),
  // a body's moment of inertia; an angular acceleration (a radian is a number); turns per second
  'kg·m^2': u(1, D.inertia), 'kg·m²': u(1, D.inertia), 'kg.m^2': u(1, D.inertia), 'kg.m²': u(1, D.inertia), 'kgm^2': u(1, D.inertia), 'kgm²': u(1, D.inertia), 'kg·m2': u(1, D.inertia), 'kg.m2': u(1, D.inertia),
  'rad/s^2': u(1, D.angAcc), 'rad/s²': u(1, D.angAcc), 'rad/s2': u(1, D.angAcc), 'rad·s⁻²': u(1, D.angAcc), 'rad.s^-2': u(1, D.angAcc), 'rad.s⁻²': u(1, D.angAcc),
  'rev/s': u(2 * Math.PI, D.freq), 'tr/s': u(2 * Math.PI, D.freq), 'rev/min': u(Math.PI / 30, D.freq),
  rpm: u(Math.PI / 30, D.freq), 'tr/min': u(Math.PI / 30, D.freq), 'rad/s': u(1, D.freq), 'N·m': u(1, D.torque), 'N.m': u(1, D.torque), Nm: u(1, D.torque), 'kN·m': u(1e3, D.torque), 'kN.m': u(1e3, D.torque), kNm: u(1e3, D.torque),
};

/** bit, kB, Mo, Gbit/s, Mbps, MB/s, MiB … */
function dataUnits(): Record<string, Unit> {
  const out: Record<string, Unit> = { bit: u(1, D.one), 'bit/s': u(1, D.freq), bps: u(1, D.freq) };
  const prefixes: Array<[string, number]> = [['k', 1e3], ['K', 1e3], ['M', 1e6], ['G', 1e9], ['T', 1e12], ['Ki', 1024], ['Mi', 1024 ** 2], ['Gi', 1024 ** 3]];
  for (const [p, f] of prefixes) {
    for (const [w, b] of [['bit', 1], ['B', 8], ['o', 8]] as const) {
      if (p.endsWith('i') && w !== 'B') continue;
      out[`${p}${w}`] = u(f * b, D.one);
      out[`${p}${w}/s`] = u(f * b, D.freq);
    }
    if (!p.endsWith('i')) {
      out[`${p}bps`] = u(f, D.freq);
      out[`${p}Bps`] = u(8 * f, D.freq);
    }
  }
  return out;
}

/** J/(kg·K) and kJ/(kg·°C) in the ways they are typed, J/kg and kJ/kg, W/(m·K). */
function heatUnits(): Record<string, Unit> {
  const out: Record<string, Unit> = {};
  const perKelvin = ['/(kg·K)', '/(kg.K)', '/(kgK)', '/kg·K', '/kg.K', '/kgK', '/kg/K', '·kg⁻¹·K⁻¹', '.kg⁻¹.K⁻¹', '.kg^-1.K^-1', '·kg^-1·K^-1', 'kg⁻¹K⁻¹', '/(kg·°C)', '/(kg.°C)', '/kg·°C', '/kg.°C', '/kg°C', '/kg/°C', '·kg⁻¹·°C⁻¹', '.kg⁻¹.°C⁻¹'];
  for (const [pre, f] of [['J', 1], ['kJ', 1e3]] as const) {
    for (const w of perKelvin) out[`${pre}${w}`] = u(f, D.specificHeat);
    for (const w of ['/(g·°C)', '/g·°C', '/g°C', '/(g·K)', '/g·K', '/gK', '/g.°C', '/g.K']) out[`${pre}${w}`] = u(f * 1e3, D.specificHeat);
    for (const w of ['/kg', '·kg⁻¹', '.kg⁻¹', '.kg^-1']) out[`${pre}${w}`] = u(f, D.latentHeat);
    out[`${pre}/g`] = u(f * 1e3, D.latentHeat);
  }
  out['MJ/kg'] = u(1e6, D.latentHeat);
  for (const w of ['W/(m·K)', 'W/(m.K)', 'W/m·K', 'W/m.K', 'W/mK', 'W/(mK)', 'W·m⁻¹·K⁻¹', 'W.m⁻¹.K⁻¹', 'W/(m·°C)', 'W/m·°C', 'W/m°C']) out[w] = u(1, D.conductivity);
  return out;
}

/** The unit written (after normalising Ohm and micro signs), or null if not in the table. */
export function unitOf(written: string): Unit | null {
  const s = written.trim().replace(/Ω|ω/g, 'Ω').replace(/μ/g, 'µ').replace(/\s+/g, '');
  if (s in OTHER) return OTHER[s];
  if (s in BASE) return BASE[s];
  for (const [p, f] of Object.entries(PREFIX)) {
    if (!s.startsWith(p)) continue;
    const base = s.slice(p.length);
    if (base in BASE && (PREFIXABLE[base] ?? []).includes(p)) {
      const b = BASE[base];
      return u(b.factor * f, b.dim);
    }
  }
  return null;
}

export const sameDim = (a: Dim, b: Dim): boolean => a.every((x, k) => x === b[k]);
export const toSI = (value: number, unit: Unit): number => value * unit.factor + (unit.offset ?? 0);
/** A unit for a difference of its quantity: no offset (a rise of 20 °C is 20 K). */
export const asDifference = (unit: Unit): Unit => ({ factor: unit.factor, dim: unit.dim });
export const fromSI = (value: number, unit: Unit): number => (value - (unit.offset ?? 0)) / unit.factor;
