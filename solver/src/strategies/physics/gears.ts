import { text, type Text } from '../../i18n';
import type { Outcome, StepDraft } from '../../strategy';
import type { TaskOf } from '../../task/task';
import { sig, sigLatex } from '../../chemistry/quantity';
import { fromSI, unitOf } from '../../physics/units';

/**
 * Gear trains of any number of wheels, link by link: wheels in mesh share the speed of their rims
 * (ω·N or ω·r is the same on both, the direction reverses); wheels on one shaft share ω. Without
 * losses the power T·ω is the same on every wheel, so a torque scales as 1/ω and a force at a rim
 * as 1/(ω·r). An idler therefore changes the direction, never the overall ratio.
 */
type Gear = TaskOf<'gear_train'>;

const NAMES: Record<string, Text> = {
  speed: text('speed', 'vitesse de rotation'),
  torque: text('torque', 'couple'),
  force: text('force', 'force'),
};

/** ω of every wheel for ω = 1 on the first, with its sign (+1 the first wheel's direction). */
export function relativeSpeeds(t: Gear): number[] {
  const w = [1];
  t.links.forEach((link, i) => {
    w.push(link === 'shaft' ? w[i] : (-w[i] * t.wheels[i]) / t.wheels[i + 1]);
  });
  return w;
}

function linkStep(t: Gear, i: number, w: number[]): StepDraft {
  const [a, b] = [i + 1, i + 2];
  const size = t.size === 'teeth' ? 'N' : 'r';
  if (t.links[i] === 'shaft') {
    return {
      title: text(`Wheels ${a} and ${b}: one shaft`, `Roues ${a} et ${b} : même arbre`),
      explanation: text(`Fixed on the same shaft, they turn together: ω${b} = ω${a}.`, `Solidaires du même arbre, elles tournent ensemble : ω${b} = ω${a}.`),
      formula: `\\omega_{${b}} = \\omega_{${a}} = ${sigLatex(Math.abs(w[i + 1]))}\\,\\omega_1`,
    };
  }
  const unit = t.size === 'teeth' ? '' : '\\ \\mathrm{m}';
  return {
    title: text(`Wheels ${a} and ${b}: in mesh`, `Roues ${a} et ${b} : engrènent`),
    explanation: text(
      `Meshing teeth move together at the contact, so ω${a}·${size}${a} = ω${b}·${size}${b}, and wheel ${b} turns the other way.`,
      `Au contact les dents avancent ensemble : ω${a}·${size}${a} = ω${b}·${size}${b}, et la roue ${b} tourne en sens inverse.`,
    ),
    formula: `\\omega_{${b}} = \\omega_{${a}}\\,\\frac{${sig(t.wheels[i])}${unit}}{${sig(t.wheels[i + 1])}${unit}} = ${sigLatex(Math.abs(w[i + 1]))}\\,\\omega_1`,
  };
}

const texUnit = (u: string): string => (u ? `\\ \\mathrm{${u.replace(/·/g, '\\cdot ')}}` : '');

export function solveGearTrain(t: Gear): Outcome | null {
  if (t.links.length !== t.wheels.length - 1) return null;
  if (t.want === 'force' || t.given?.quantity === 'force') {
    if (t.size !== 'radius') return null;
  }
  const w = relativeSpeeds(t);
  const n = t.wheels.length;
  const last = w[n - 1];
  const meshes = t.links.filter((l) => l === 'mesh').length;
  const steps: StepDraft[] = [{
    title: text('The train, wheel by wheel', 'Le train, roue par roue'),
    explanation: text(
      `${n} wheels (${t.size === 'teeth' ? 'teeth' : 'radii in m'}: ${t.wheels.map((x) => sig(x)).join(', ')}), ${meshes} pair${meshes > 1 ? 's' : ''} in mesh.`,
      `${n} roues (${t.size === 'teeth' ? 'dents' : 'rayons en m'} : ${t.wheels.map((x) => sig(x)).join(' ; ')}), ${meshes} engrènement${meshes > 1 ? 's' : ''}.`,
    ),
  }];
  t.links.forEach((_, i) => steps.push(linkStep(t, i, w)));
  const same = last > 0;
  const direction = text(same ? 'the same direction as the first wheel' : 'the opposite direction to the first wheel', same ? 'dans le même sens que la première roue' : 'en sens inverse de la première roue');
  steps.push({
    title: text('Direction', 'Sens de rotation'),
    explanation: text(
      `${meshes} mesh${meshes > 1 ? 'es' : ''}, each reversing the direction (idlers included): the last wheel turns in ${direction.en}.`,
      `${meshes} engrènement${meshes > 1 ? 's' : ''}, chacun inversant le sens (roues intermédiaires comprises) : la dernière roue tourne ${direction.fr}.`,
    ),
  });
  if (t.want === 'direction') {
    const v = same ? 'same direction' : 'opposite direction';
    const words = text(`The last wheel turns in ${direction.en}.`, `La dernière roue tourne ${direction.fr}.`);
    return { method: 'engineering.gear_train', category: 'mechanics', steps, answer: { kind: 'text', value: v, latex: `\\text{${v}}`, words }, finalAnswer: words, verified: true };
  }
  const g = t.given;
  if (!g) return null;
  // the factor from the given end to the asked end
  const speedFactor = g.at === 'first' ? Math.abs(last) : 1 / Math.abs(last);
  const rFrom = t.wheels[g.at === 'first' ? 0 : n - 1];
  const rTo = t.wheels[g.at === 'first' ? n - 1 : 0];
  // power is kept: T·ω constant, F = T / r
  const torqueFrom = g.quantity === 'speed' ? NaN : g.quantity === 'torque' ? g.value : g.value * rFrom;
  let x: number;
  let formula: string;
  const [from, to] = g.at === 'first' ? ['1', String(n)] : [String(n), '1'];
  if (t.want === 'speed') {
    if (g.quantity !== 'speed') return null;
    x = g.value * speedFactor;
    formula = `\\omega_{${to}} = ${sigLatex(speedFactor)}\\,\\omega_{${from}}`;
  } else if (t.want === 'torque') {
    if (g.quantity === 'speed') return null;
    x = torqueFrom / speedFactor;
    formula = `T_{${to}} = \\frac{T_{${from}}\\,\\omega_{${from}}}{\\omega_{${to}}} = \\frac{${sigLatex(torqueFrom)}\\ \\mathrm{N\\cdot m}}{${sigLatex(speedFactor)}}`;
  } else {
    if (g.quantity === 'speed') return null;
    x = torqueFrom / speedFactor / rTo;
    formula = `F_{${to}} = \\frac{T_{${from}}\\,\\omega_{${from}}}{\\omega_{${to}}\\,r_{${to}}} = \\frac{${sigLatex(torqueFrom)}\\ \\mathrm{N\\cdot m}}{${sigLatex(speedFactor)} \\times ${sigLatex(rTo)}\\ \\mathrm{m}}`;
  }
  if (!Number.isFinite(x) || x <= 0) return null;
  const unit = unitOf(t.unit);
  if (!unit) return null;
  const shown = fromSI(x, unit);
  steps.push({
    title: text(t.want === 'speed' ? 'Speed of the asked wheel' : 'Power is kept along the train', t.want === 'speed' ? 'Vitesse de la roue demandée' : 'La puissance se conserve le long du train'),
    explanation: t.want === 'speed'
      ? text(`Multiply the factors of the links from wheel ${from} to wheel ${to}.`, `On multiplie les facteurs des liaisons de la roue ${from} à la roue ${to}.`)
      : text(`Without losses T·ω is the same on every wheel${t.want === 'force' || g.quantity === 'force' ? ', and a force at a rim is the torque divided by the radius' : ''}.`, `Sans pertes, T·ω est le même sur chaque roue${t.want === 'force' || g.quantity === 'force' ? ', et une force sur une jante est le couple divisé par le rayon' : ''}.`),
    formula: `${formula} = ${sigLatex(shown)}${texUnit(t.unit)}`,
  });
  const v = `${sig(shown)} ${t.unit}`;
  const name = NAMES[t.want];
  const words = text(`The ${name.en} of wheel ${to} is ${v}.`, `${name.fr.charAt(0).toUpperCase()}${name.fr.slice(1)} de la roue ${to} : ${v}.`);
  return { method: 'engineering.gear_train', category: 'mechanics', steps, answer: { kind: 'quantity', value: v, latex: `${sigLatex(shown)}${texUnit(t.unit)}`, words }, finalAnswer: words, verified: true };
}
