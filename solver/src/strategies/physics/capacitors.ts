import { text } from '../../i18n';
import type { StepDraft } from '../../strategy';
import { sig, sigLatex } from '../../chemistry/quantity';
import { capacitanceUnit } from '../../physics/capacitance';
import { unitOf } from '../../physics/units';

/**
 * Capacitors grouped in parallel add their capacitances (the charges add under one voltage); in
 * series their inverses add (one charge, the voltages add): the opposite of resistors.
 */
export function capacitorStep(cs: readonly number[], connection: 'series' | 'parallel'): { step: StepDraft; C: number } {
  const series = connection === 'series';
  const C = series ? 1 / cs.reduce((a, c) => a + 1 / c, 0) : cs.reduce((a, c) => a + c, 0);
  const unit = capacitanceUnit(Math.min(...cs, C));
  const f = unitOf(unit)?.factor ?? 1;
  const u = `\\ \\mathrm{${unit.replace('µ', '\\mu ')}}`;
  const shown = (c: number): string => sigLatex(c / f);
  return {
    C,
    step: {
      title: text(series ? 'Capacitors in series' : 'Capacitors in parallel', series ? 'Condensateurs en série' : 'Condensateurs en parallèle'),
      explanation: text(
        series ? `In series the capacitors carry the same charge and their voltages add, so the inverses 1/C add: ${sig(C / f)} ${unit}.` : `In parallel the capacitors share one voltage and their charges add, so the capacitances add: ${sig(C / f)} ${unit}.`,
        series ? `En série, les condensateurs portent la même charge et leurs tensions s’ajoutent : les inverses 1/C s’ajoutent, ${sig(C / f)} ${unit}.` : `En parallèle, les condensateurs ont la même tension et leurs charges s’ajoutent : les capacités s’ajoutent, ${sig(C / f)} ${unit}.`,
      ),
      formula: series
        ? `\\frac{1}{C_{eq}} = ${cs.map((c) => `\\frac{1}{${shown(c)}${u}}`).join(' + ')} \\Rightarrow C_{eq} = ${shown(C)}${u}`
        : `C_{eq} = ${cs.map((c) => `${shown(c)}${u}`).join(' + ')} = ${shown(C)}${u}`,
    },
  };
}
