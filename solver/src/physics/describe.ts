import type { Text } from '../i18n';
import type { TaskOf } from '../task/task';
import { sig, sigLatex } from '../chemistry/quantity';
import { SYMBOLS } from './quantities';
import { mechanicsStatement, mechanicsText } from './mechanicsText';
import { slideStatement, slideText } from './slideText';
import { infix, leaves, networkTree } from './network';

type PhysTask = TaskOf<'unit_conversion' | 'kinematics' | 'dynamics' | 'energy' | 'pressure_density' | 'waves' | 'circuits' | 'rc' | 'mechanics' | 'gear_train' | 'connected_bodies' | 'slide_check'>;
type Part = Text | { text: string; tex: string };
const w = (en: string, fr: string): Text => ({ en, fr });
const unitTex = (u: string): string => (u ? `\\ \\mathrm{${u.replace(/Ω/g, '\\Omega').replace(/µ/g, '\\mu ').replace(/°/g, '^\\circ ')}}` : '');
const siUnit = (k: string): string => (SYMBOLS[k]?.unit === 'rpm' ? 'rad/s' : SYMBOLS[k]?.unit ?? '');

const GREEK: Record<string, string> = { theta: 'θ', lambda: 'λ', rho: 'ρ', mu: 'μ', tau: 'τ', sigma: 'σ', varepsilon: 'ε', eta: 'η', omega: 'ω', Delta: 'Δ', varphi: 'φ', cos: 'cos ' };
/** A datum to four significant figures without the zeros that only pad it: 3 m/s², never 3.000 m/s² (the student's own figures are not known past the value). */
export const given = (x: number): string => sig(x).replace(/\.(\d*?)0+(?=e|$)/, (_m, d: string) => (d ? `.${d}` : ''));
export const givenLatex = (x: number): string => {
  const m = /^(-?[\d.]+)e([-+]?\d+)$/.exec(given(x));
  return m ? `${m[1]} \\times 10^{${Number(m[2])}}` : given(x);
};
/** A letter as typed: v0, θ, R_eq → Req. */
const plain = (k: string): string => (SYMBOLS[k]?.tex ?? k).replace(/\\([A-Za-z]+)\s?/g, (_m, g: string) => GREEK[g] ?? g).replace(/[_{}]/g, '');

/** A physics or engineering task stated back ("Find the range R given v0 = 15 m/s, θ = 0.7854 rad"). */
export function physicsStatement(t: PhysTask): Part[] {
  if (t.kind === 'slide_check') return [slideStatement(t)];
  if (t.kind === 'gear_train' || t.kind === 'connected_bodies') return [mechanicsStatement(t)];
  if (t.kind === 'unit_conversion') return [w('Convert ', 'Convertir '), { text: `${t.value} ${t.from}`, tex: `${sigLatex(t.value, 6)}${unitTex(t.from)}` }, w(` to ${t.to}`, ` en ${t.to}`)];
  const s = SYMBOLS[t.want];
  const known: Part[] = Object.entries(t.knowns).flatMap(([k, x], i): Part[] => [
    ...(i ? [w(', ', ', ')] : []),
    k === 'th'
      ? { text: `θ = ${sig((x * 180) / Math.PI)}°`, tex: `\\theta = ${sig((x * 180) / Math.PI)}^\\circ` }
      : { text: `${plain(k)} = ${given(x)} ${siUnit(k)}`.trim(), tex: `${SYMBOLS[k]?.tex ?? k} = ${givenLatex(x)}${unitTex(siUnit(k))}` },
  ]);
  const rs: Part[] = t.resistors && t.connection ? [w(` (resistors in ${t.connection}: ${t.resistors.map((r) => `${sig(r)} Ω`).join(', ')})`, ` (résistances en ${t.connection === 'series' ? 'série' : 'parallèle'} : ${t.resistors.map((r) => `${sig(r)} Ω`).join(', ')})`)] : [];
  const caps: Part[] = t.kind === 'rc' && t.capacitors && t.connection ? [w(` (capacitors in ${t.connection}: ${t.capacitors.map((c) => `${sig(c)} F`).join(', ')})`, ` (condensateurs en ${t.connection === 'series' ? 'série' : 'parallèle'} : ${t.capacitors.map((c) => `${sig(c)} F`).join(', ')})`)] : [];
  const net = t.kind === 'circuits' && t.network ? networkTree(t.network) : null;
  const element = net && t.kind === 'circuits' && t.element !== undefined ? leaves(net)[t.element] : undefined;
  const network: Part[] = net ? [w(` (network: ${infix(net, (r) => `${sig(r)} Ω`)}${element !== undefined ? `; the ${sig(element)} Ω resistor` : ''})`, ` (montage : ${infix(net, (r) => `${sig(r)} Ω`)}${element !== undefined ? ` ; la résistance de ${sig(element)} Ω` : ''})`)] : [];
  const process: Part[] = t.process ? [w(t.process === 'charge' ? ' (capacitor charging)' : ' (capacitor discharging)', t.process === 'charge' ? ' (charge du condensateur)' : ' (décharge du condensateur)')] : [];
  // a pure number (a ratio, a mechanical advantage) is asked without a unit
  const also = t.also ? SYMBOLS[t.also] : undefined;
  // two units: each named with its quantity ("the EMF in V and the internal resistance in Ω")
  const own = t.alsoUnit !== undefined && t.alsoUnit !== t.unit;
  const [unitEn, unitFr] = t.unit ? [` in ${t.unit}`, ` en ${t.unit}`] : ['', ''];
  const [alsoEn, alsoFr] = own && t.alsoUnit ? [` in ${t.alsoUnit}`, ` en ${t.alsoUnit}`] : ['', ''];
  const and = also ? [`${own ? unitEn : ''} and the ${also.en}${alsoEn}`, `${own ? unitFr : ''} et « ${also.fr} »${alsoFr}`] : ['', ''];
  return [w(`Find the ${s?.en ?? t.want}${and[0]}${own ? '' : unitEn}`, `Calculer ${s ? `« ${s.fr} »` : t.want}${and[1]}${own ? '' : unitFr}`), ...(known.length ? [w(' given ', ' sachant ')] : []), ...known, ...rs, ...caps, ...network, ...process];
}

/** The same task as a text the reader reads back. */
export function physicsText(t: PhysTask): string {
  if (t.kind === 'slide_check') return slideText(t);
  if (t.kind === 'gear_train' || t.kind === 'connected_bodies') return mechanicsText(t);
  if (t.kind === 'unit_conversion') return `convert ${t.value} ${t.from} to ${t.to}`;
  const known = Object.entries(t.knowns).map(([k, x]) => `${k} = ${x}`).join(', ');
  const rs = t.resistors && t.connection ? `; ${t.connection} ${t.resistors.join(', ')}` : '';
  const process = t.process ? `; ${t.process}` : '';
  const tree = t.kind === 'circuits' && t.network ? networkTree(t.network) : null;
  const network = tree ? `; network ${infix(tree, (r) => String(r))}${t.kind === 'circuits' && t.element !== undefined ? `; element ${t.element}` : ''}` : '';
  const caps = t.kind === 'rc' && t.capacitors && t.connection ? `; capacitors ${t.connection} ${t.capacitors.join(', ')}` : '';
  return `${t.kind}: ${known}; find ${t.want} in ${t.unit || '1'}${rs}${network}${caps}${process}${t.also ? `; also ${t.also}${t.alsoUnit ? ` in ${t.alsoUnit}` : ''}` : ''}`;
}
