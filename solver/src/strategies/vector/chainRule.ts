import { text } from '../../i18n';
import type { StepDraft } from '../../strategy';
import type { TaskOf } from '../../task/task';
import type { Ex } from '../derivative/expr';
import { derivative } from '../derivative/differentiate';
import { parseCalc } from '../derivative/latex';
import { fromMathJson } from '../derivative/mathjson';
import { toAscii, toLatex } from '../derivative/print';
import { simplify } from '../derivative/simplify';
import type { FieldResult } from './potential';

const read = (s: string): Ex => simplify(fromMathJson(parseCalc(s)));
/** θ, φ and ρ as LaTeX letters in the fractions. */
const texName = (v: string): string => (['theta', 'phi', 'rho'].includes(v) ? `\\${v}` : v);

/** c·f_x + d·f_y written as a teacher does: no factor 1, signs folded, zero terms left out. */
function combination(coefs: Ex[], names: string[], show: (e: Ex) => string): string {
  let out = '';
  coefs.forEach((c, k) => {
    const s = show(c);
    if (s === '0') return;
    const negative = s.startsWith('-');
    const mag = negative ? s.slice(1) : s;
    const term = mag === '1' ? names[k] : `${/[+-]/.test(mag) ? `(${mag})` : mag}*${names[k]}`;
    out += out === '' ? `${negative ? '-' : ''}${term}` : ` ${negative ? '-' : '+'} ${term}`;
  });
  return out || '0';
}

/**
 * ∂z/∂w = Σ f_v ∂v/∂w for z = f(x, y) with x, y given in the new variables: the inner functions are
 * differentiated, f's partial derivatives stay as letters f_x, f_y (f has no formula).
 */
export function chainRule(t: TaskOf<'vector'>): FieldResult | null {
  const { outer, wrt } = t;
  if (!outer || !wrt || outer.variables.length !== t.components.length) return null;
  const { result: z, name: f, variables: inner } = outer;
  const names = inner.map((v) => `${f}_${v}`);
  const texNames = inner.map((v) => `${f}_{${v}}`);
  const comps = t.components.map(read);
  const parts = wrt.map((w) => comps.map((c) => simplify(derivative(c, w))));
  const values = parts.map((ps) => combination(ps, names, toAscii));
  const frac = (a: string, b: string): string => `\\frac{\\partial ${texName(a)}}{\\partial ${texName(b)}}`;
  const steps: StepDraft[] = [{
    title: text('Chain rule', 'Règle de dérivation en chaîne'),
    explanation: text(`${z} depends on ${wrt.join(', ')} through ${inner.join(', ')}: add the partial derivatives of ${f}, each times the derivative of its variable.`,
      `${z} dépend de ${wrt.join(', ')} par l’intermédiaire de ${inner.join(', ')} : on somme les dérivées partielles de ${f}, chacune multipliée par la dérivée de sa variable.`),
    formula: wrt.map((w) => `${frac(z, w)} = ${inner.map((v, k) => `${texNames[k]}\\,${frac(v, w)}`).join(' + ')}`).join(',\\quad '),
  }, {
    title: text('Derivatives of the inner functions', 'Dérivées des fonctions intérieures'),
    explanation: text(`Differentiate ${inner.map((v, k) => `${v} = ${t.components[k]}`).join(', ')}.`, `On dérive ${inner.map((v, k) => `${v} = ${t.components[k]}`).join(', ')}.`),
    formula: wrt.map((w, j) => inner.map((v, k) => `${frac(v, w)} = ${toLatex(parts[j][k])}`).join(',\\quad ')).join(',\\quad '),
  }, {
    title: text('Substitute', 'Remplacer'),
    explanation: text(`${f}'s partial derivatives stay as they are: ${f} has no formula.`, `Les dérivées partielles de ${f} restent telles quelles : ${f} n’a pas de formule.`),
    formula: wrt.map((w, j) => `${frac(z, w)} = ${combination(parts[j], texNames, toLatex).replace(/\*/g, '\\,')}`).join(',\\quad '),
  }];
  const value = values.join('; ');
  const greek = (v: string): string => ({ theta: 'θ', phi: 'φ', rho: 'ρ' })[v] ?? v;
  const words = wrt.map((w, j) => `∂${z}/∂${greek(w)} = ${values[j]}`).join(', ');
  return { steps, kind: 'expr', value, latex: wrt.map((w, j) => `${frac(z, w)} = ${combination(parts[j], texNames, toLatex).replace(/\*/g, '\\,')}`).join(',\\quad '), words: text(`${words}.`, `${words}.`) };
}
