import { DIMS, type Dim } from './units';

/** The quantities the physics and engineering tasks speak of: dimension, SI unit, names, LaTeX. */
export interface Symbol {
  dim: Dim;
  unit: string;
  en: string;
  fr: string;
  tex: string;
  /** A quantity that can be negative (an acceleration opposite to the motion). */
  signed?: boolean;
}
const s = (dim: Dim, unit: string, en: string, fr: string, tex: string, signed?: boolean): Symbol => (signed ? { dim, unit, en, fr, tex, signed } : { dim, unit, en, fr, tex });

export const SYMBOLS: Record<string, Symbol> = {
  v0: s(DIMS.speed, 'm/s', 'initial speed', 'vitesse initiale', 'v_0'),
  v: s(DIMS.speed, 'm/s', 'speed', 'vitesse', 'v'),
  vavg: s(DIMS.speed, 'm/s', 'average speed', 'vitesse moyenne', 'v_{moy}'),
  a: s(DIMS.acc, 'm/s^2', 'acceleration', 'accélération', 'a', true),
  t: s(DIMS.T, 's', 'time', 'durée', 't'),
  x: s(DIMS.L, 'm', 'distance', 'distance', 'd'),
  h: s(DIMS.L, 'm', 'height', 'hauteur', 'h'),
  g: s(DIMS.acc, 'm/s^2', 'gravitational acceleration', 'intensité de la pesanteur', 'g'),
  th: s(DIMS.one, 'rad', 'angle', 'angle', '\\theta'),
  R: s(DIMS.L, 'm', 'range', 'portée', 'R'),
  F: s(DIMS.force, 'N', 'force', 'force', 'F'),
  m: s(DIMS.M, 'kg', 'mass', 'masse', 'm'),
  Wt: s(DIMS.force, 'N', 'weight', 'poids', 'P'),
  mu: s(DIMS.one, '', 'coefficient of friction', 'coefficient de frottement', '\\mu'),
  Nf: s(DIMS.force, 'N', 'normal force', 'réaction normale', 'N'),
  fr: s(DIMS.force, 'N', 'friction force', 'force de frottement', 'f'),
  Wk: s(DIMS.energy, 'J', 'work', 'travail', 'W'),
  Ek: s(DIMS.energy, 'J', 'kinetic energy', 'énergie cinétique', 'E_c'),
  Ep: s(DIMS.energy, 'J', 'potential energy', 'énergie potentielle', 'E_p'),
  P: s(DIMS.power, 'W', 'power', 'puissance', 'P'),
  p: s(DIMS.pressure, 'Pa', 'pressure', 'pression', 'p'),
  A: s(DIMS.area, 'm^2', 'area', 'surface', 'A'),
  rho: s(DIMS.density, 'kg/m^3', 'density', 'masse volumique', '\\rho'),
  Vol: s(DIMS.volume, 'm^3', 'volume', 'volume', 'V'),
  f: s(DIMS.freq, 'Hz', 'frequency', 'fréquence', 'f'),
  lam: s(DIMS.L, 'm', 'wavelength', "longueur d'onde", '\\lambda'),
  vw: s(DIMS.speed, 'm/s', 'wave speed', 'célérité', 'v'),
  T: s(DIMS.T, 's', 'period', 'période', 'T'),
  V: s(DIMS.voltage, 'V', 'voltage', 'tension', 'V'),
  I: s(DIMS.current, 'A', 'current', 'intensité', 'I'),
  Req: s(DIMS.resistance, 'Ω', 'equivalent resistance', 'résistance équivalente', 'R_{eq}'),
  Rr: s(DIMS.resistance, 'Ω', 'resistance', 'résistance', 'R'),
  R1: s(DIMS.resistance, 'Ω', 'resistance R1', 'résistance R1', 'R_1'),
  R2: s(DIMS.resistance, 'Ω', 'resistance R2', 'résistance R2', 'R_2'),
  Vout: s(DIMS.voltage, 'V', 'output voltage', 'tension de sortie', 'V_{out}'),
  C: s(DIMS.capacitance, 'F', 'capacitance', 'capacité', 'C'),
  tau: s(DIMS.T, 's', 'time constant', 'constante de temps', '\\tau'),
  V0: s(DIMS.voltage, 'V', 'initial or supply voltage', 'tension initiale ou d’alimentation', 'V_0'),
  Vc: s(DIMS.voltage, 'V', 'capacitor voltage', 'tension du condensateur', 'V_C'),
  q: s(DIMS.one, '', 'fraction of full charge', 'fraction de la charge finale', 'q'),
  sigma: s(DIMS.pressure, 'Pa', 'stress', 'contrainte', '\\sigma'),
  Dm: s(DIMS.L, 'm', 'diameter', 'diamètre', 'D'),
  eps: s(DIMS.one, '', 'strain', 'déformation', '\\varepsilon'),
  dL: s(DIMS.L, 'm', 'elongation', 'allongement', '\\Delta L'),
  L0: s(DIMS.L, 'm', 'original length', 'longueur initiale', 'L_0'),
  E: s(DIMS.pressure, 'Pa', "Young's modulus", "module d'Young", 'E'),
  eta: s(DIMS.one, '', 'efficiency', 'rendement', '\\eta'),
  Pin: s(DIMS.power, 'W', 'input power', 'puissance absorbée', 'P_{in}'),
  Pout: s(DIMS.power, 'W', 'output power', 'puissance utile', 'P_{out}'),
  N1: s(DIMS.one, '', 'teeth of the driver gear', 'dents du pignon menant', 'N_1'),
  N2: s(DIMS.one, '', 'teeth of the driven gear', 'dents de la roue menée', 'N_2'),
  Na: s(DIMS.one, '', 'first term of the ratio', 'premier terme du rapport', 'N_a'),
  Nb: s(DIMS.one, '', 'second term of the ratio', 'second terme du rapport', 'N_b'),
  ratio: s(DIMS.one, '', 'ratio', 'rapport', 'N_a : N_b'),
  gr: s(DIMS.one, '', 'gear ratio', 'rapport de réduction', 'i'),
  w1: s(DIMS.freq, 'rpm', 'input speed', "vitesse d'entrée", '\\omega_1'),
  w2: s(DIMS.freq, 'rpm', 'output speed', 'vitesse de sortie', '\\omega_2'),
  T1: s(DIMS.torque, 'N·m', 'input torque', "couple d'entrée", 'C_1'),
  T2: s(DIMS.torque, 'N·m', 'output torque', 'couple de sortie', 'C_2'),
};
