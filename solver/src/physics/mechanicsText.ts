import type { Text } from '../i18n';
import type { TaskOf } from '../task/task';
import { sig } from '../chemistry/quantity';

/**
 * Gear trains and connected bodies stated back to the student, and written as a canonical text
 * the reader reads back to the same task (read/mechanics.ts).
 */
type Gear = TaskOf<'gear_train'>;
type Bodies = TaskOf<'connected_bodies'>;
const w = (en: string, fr: string): Text => ({ en, fr });

const GEAR_WANT: Record<Gear['want'], Text> = { speed: w('speed', 'vitesse de rotation'), torque: w('torque', 'couple'), force: w('force', 'force'), direction: w('direction', 'sens de rotation') };
const GEAR_GIVEN: Record<NonNullable<Gear['given']>['quantity'], [Text, string]> = { speed: [w('speed', 'vitesse'), 'rad/s'], torque: [w('torque', 'couple'), 'N·m'], force: [w('force at the rim', 'force sur la jante'), 'N'] };
const BODY_WANT: Record<Bodies['want'], Text> = { a: w('acceleration', 'accélération'), a0: w('acceleration of the first body', 'accélération du premier corps'), a1: w('acceleration of the second body', 'accélération du second corps'), between: w('force between the bodies', 'force entre les corps') };
const ARRANGEMENT: Record<Bodies['arrangement'], Text> = {
  side_by_side: w('two bodies moved together, the force on the first', 'deux corps entraînés ensemble, la force sur le premier'),
  stacked: w('the first block on top of the second, on a smooth table', 'le premier bloc posé sur le second, sur une table lisse'),
  atwood: w('an Atwood machine', 'une machine d’Atwood'),
  table_pulley: w('the first body on a table, pulled over a pulley by the second hanging', 'le premier corps sur une table, tiré par le second suspendu à une poulie'),
};

export function mechanicsStatement(t: Gear | Bodies): Text {
  if (t.kind === 'gear_train') {
    const chain = t.wheels.map((x, i) => `${sig(x)}${i < t.links.length ? (t.links[i] === 'mesh' ? ' ⟷ ' : ' = ') : ''}`).join('');
    const g = t.given ? GEAR_GIVEN[t.given.quantity] : null;
    const given = t.given && g ? [` given the ${g[0].en} ${sig(t.given.value)} ${g[1]} on the ${t.given.at} wheel`, ` sachant ${g[0].fr} ${sig(t.given.value)} ${g[1]} sur la ${t.given.at === 'first' ? 'première' : 'dernière'} roue`] : ['', ''];
    return w(`Find the ${GEAR_WANT[t.want].en} in the gear train ${chain} (${t.size}; ⟷ in mesh, = one shaft)${given[0]}`, `Calculer ${GEAR_WANT[t.want].fr} dans le train ${chain} (${t.size === 'teeth' ? 'dents' : 'rayons'} ; ⟷ engrènent, = même arbre)${given[1]}`);
  }
  const masses = t.masses.map((m) => `${sig(m)} kg`).join(', ');
  const extra = [t.force !== undefined ? `F = ${sig(t.force)} N` : '', t.mu !== undefined ? `μ = ${sig(t.mu)}` : '', `g = ${sig(t.g)} m/s²`].filter(Boolean).join(', ');
  return w(`Find the ${BODY_WANT[t.want].en} for ${ARRANGEMENT[t.arrangement].en} (${masses}; ${extra})`, `Calculer ${BODY_WANT[t.want].fr} pour ${ARRANGEMENT[t.arrangement].fr} (${masses} ; ${extra})`);
}

export function mechanicsText(t: Gear | Bodies): string {
  if (t.kind === 'gear_train') {
    const chain = t.wheels.map((x, i) => `${x}${i < t.links.length ? ` ${t.links[i]} ` : ''}`).join('');
    const given = t.given ? `; ${t.given.quantity} at ${t.given.at} = ${t.given.value}` : '';
    return `gear_train: ${t.size} ${chain}${given}; find ${t.want} in ${t.unit || '1'}`;
  }
  const parts = [`${t.arrangement} ${t.masses.join(', ')}`, ...(t.force !== undefined ? [`F = ${t.force}${t.pushed !== undefined ? ` on ${t.pushed}` : ''}`] : []), ...(t.mu !== undefined ? [`mu = ${t.mu}`] : []), `g = ${t.g}`];
  return `connected_bodies: ${parts.join('; ')}; find ${t.want} in ${t.unit}`;
}
