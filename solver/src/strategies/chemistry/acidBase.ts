import { text, type Text } from '../../i18n';
import type { Outcome, StepDraft } from '../../strategy';
import type { TaskOf } from '../../task/task';
import { sig, sigLatex } from '../../chemistry/quantity';
import { severalAnswer } from '../../chemistry/phQuantities';
import { dilutionStep } from '../../chemistry/dilution';

/**
 * Weak acids and bases by an ICE table: HA + H₂O ⇌ A⁻ + H₃O⁺ (or B + H₂O ⇌ BH⁺ + OH⁻), with
 * x the ions formed, K = x²/(C − x). The usual approximation x ≪ C (x ≈ √(K·C)) is tried first
 * and kept when x/C < 5 %; otherwise the quadratic x² + K·x − K·C = 0 is solved. A solution known
 * by one of pH, pOH, [H₃O⁺], [OH⁻] gives the others through pH + pOH = 14 at 25 °C.
 */
type AcidBase = TaskOf<'acid_base'>;

const PKW = 14;
const M = (x: number): string => `${sigLatex(x, 3)}\\ \\mathrm{mol/L}`;

/** The ions a weak acid or base forms: the approximate and exact roots of x²/(C − x) = K. */
export function weakIons(k: number, c: number): { approx: number; exact: number } {
  return { approx: Math.sqrt(k * c), exact: (-k + Math.sqrt(k * k + 4 * k * c)) / 2 };
}

function weakSteps(t: AcidBase, k: number, c: number): { steps: StepDraft[]; ion: number } | null {
  const { approx, exact } = weakIons(k, c);
  // below 10⁻⁶ mol/L the water's own ions are no longer negligible
  if (!(exact > 1e-6) || !(exact < c)) return null;
  const [hx, a, ion, K] = t.base ? ['B', '\\mathrm{BH^+}', '\\mathrm{OH^-}', 'K_b'] : ['HA', '\\mathrm{A^-}', '\\mathrm{H_3O^+}', 'K_a'];
  const hxTex = t.solute ? `\\mathrm{${t.solute.replace(/(\d+)/g, '_{$1}')}}` : `\\mathrm{${hx}}`;
  const ratio = approx / c;
  const kept = ratio < 0.05;
  const steps: StepDraft[] = [];
  if (t.conjugateK !== undefined) {
    const [given, wanted] = t.base ? ['K_a', 'K_b'] : ['K_b', 'K_a'];
    steps.push({
      title: text('The constant of the conjugate pair', 'La constante du couple conjugué'),
      explanation: text(
        `The constant given is the conjugate ${t.base ? 'acid’s' : 'base’s'}; for a conjugate pair Ka·Kb = Ke = 10⁻¹⁴ at 25 °C.`,
        `La constante donnée est celle ${t.base ? 'de l’acide conjugué' : 'de la base conjuguée'} ; pour un couple acide/base, Ka·Kb = Ke = 10⁻¹⁴ à 25 °C.`,
      ),
      formula: `${wanted} = \\frac{K_e}{${given}} = \\frac{10^{-14}}{${sigLatex(t.conjugateK, 3)}} = ${sigLatex(k, 3)}`,
    });
  }
  steps.push({
    title: text('Equilibrium and ICE table', 'Équilibre et tableau d’avancement'),
    explanation: text(
      `A weak ${t.base ? 'base' : 'acid'} reacts only partly with water. Let x be the concentration of ${t.base ? 'OH⁻' : 'H₃O⁺'} formed: Initial, Change, Equilibrium.`,
      `${t.base ? 'Une base faible' : 'Un acide faible'} ne réagit que partiellement avec l’eau. Soit x la concentration en ${t.base ? 'OH⁻' : 'H₃O⁺'} formée : état initial, variation, état d’équilibre.`,
    ),
    table: {
      header: ['', hxTex, a, ion],
      rows: [['\\text{I}', sigLatex(c, 3), '0', '0'], ['\\text{C}', '-x', '+x', '+x'], ['\\text{E}', `${sigLatex(c, 3)} - x`, 'x', 'x']],
      rowHeaders: true,
    },
  }, {
    title: text(`The constant ${t.base ? 'Kb' : 'Ka'}`, `La constante ${t.base ? 'Kb' : 'Ka'}`),
    explanation: text('Water is the solvent and does not appear in the quotient.', 'L’eau est le solvant : elle n’apparaît pas dans le quotient.'),
    formula: `${K} = \\frac{[${a}][${ion}]}{[${hxTex}]} = \\frac{x^2}{${sigLatex(c, 3)} - x} = ${sigLatex(k, 3)}`,
  }, {
    title: text('Approximation x ≪ C', 'Approximation x ≪ C'),
    explanation: kept
      ? text(`Neglecting x in C − x gives x ≈ √(K·C); x/C = ${sig(100 * ratio, 2)} % < 5 %, so the approximation holds.`, `En négligeant x devant C, x ≈ √(K·C) ; x/C = ${sig(100 * ratio, 2)} % < 5 %, l’approximation est justifiée.`)
      : text(`Neglecting x gives x ≈ √(K·C), but x/C = ${sig(100 * ratio, 2)} % ≥ 5 %: x is not negligible, the quadratic is solved.`, `En négligeant x, x ≈ √(K·C), mais x/C = ${sig(100 * ratio, 2)} % ≥ 5 % : x n’est pas négligeable, on résout l’équation du second degré.`),
    formula: `x \\approx \\sqrt{${sigLatex(k, 3)} \\times ${sigLatex(c, 3)}} = ${M(approx)},\\quad \\frac{x}{C} = ${sig(100 * ratio, 2)}\\ \\%`,
  });
  steps.push({
    title: text(kept ? 'Check with the exact root' : 'Exact root', kept ? 'Vérification par la racine exacte' : 'Racine exacte'),
    explanation: text('x² + K·x − K·C = 0, the positive root.', 'x² + K·x − K·C = 0, racine positive.'),
    formula: `x = \\frac{-K + \\sqrt{K^2 + 4 K C}}{2} = ${M(exact)}`,
  });
  return { steps, ion: exact };
}

const NAMES: Record<AcidBase['want'], Text> = { pH: text('The pH is', 'Le pH est'), pOH: text('The pOH is', 'Le pOH est'), H: text('[H₃O⁺] is', '[H₃O⁺] vaut'), OH: text('[OH⁻] is', '[OH⁻] vaut') };

export function solveAcidBase(t: AcidBase): Outcome | null {
  let pH: number;
  let steps: StepDraft[];
  if (t.k !== undefined && t.concentration !== undefined) {
    // diluted before the question: the diluted concentration first, as a step
    const diluted = t.diluted ? dilutionStep(t.concentration, t.diluted) : null;
    const w = weakSteps(t, t.k, diluted?.c ?? t.concentration);
    if (!w) return null;
    steps = [...(diluted ? [diluted.step] : []), ...w.steps];
    const p = -Math.log10(w.ion);
    pH = t.base ? PKW - p : p;
  } else if (t.given && t.k === undefined) {
    const g = t.given;
    if ((g.quantity === 'H' || g.quantity === 'OH') && !(g.value > 0)) return null;
    pH = g.quantity === 'pH' ? g.value : g.quantity === 'pOH' ? PKW - g.value : g.quantity === 'H' ? -Math.log10(g.value) : PKW + Math.log10(g.value);
    steps = [{
      title: text('From the value given', 'À partir de la valeur donnée'),
      explanation: text('pH = −log[H₃O⁺], pOH = −log[OH⁻] and pH + pOH = 14 at 25 °C.', 'pH = −log[H₃O⁺], pOH = −log[OH⁻] et pH + pOH = 14 à 25 °C.'),
      formula: g.quantity === 'pH' ? `\\mathrm{pH} = ${g.value}` : g.quantity === 'pOH' ? `\\mathrm{pH} = 14 - ${g.value} = ${pH.toFixed(3)}` : g.quantity === 'H' ? `\\mathrm{pH} = -\\log(${sigLatex(g.value, 3)}) = ${pH.toFixed(3)}` : `\\mathrm{pOH} = -\\log(${sigLatex(g.value, 3)}) = ${(PKW - pH).toFixed(3)}`,
    }];
  } else return null;
  if (!Number.isFinite(pH) || pH < -2 || pH > 16) return null;
  const pOH = PKW - pH;
  const h = 10 ** -pH;
  const oh = 10 ** -pOH;
  steps.push({
    title: text(t.base && t.k !== undefined ? 'pOH, then pH' : 'pH, pOH and concentrations', t.base && t.k !== undefined ? 'pOH, puis pH' : 'pH, pOH et concentrations'),
    explanation: text('pH = −log[H₃O⁺], pOH = −log[OH⁻], pH + pOH = 14 at 25 °C.', 'pH = −log[H₃O⁺], pOH = −log[OH⁻], pH + pOH = 14 à 25 °C.'),
    formula: `\\mathrm{pH} = ${pH.toFixed(2)},\\quad \\mathrm{pOH} = ${pOH.toFixed(2)},\\quad [\\mathrm{H_3O^+}] = ${M(h)},\\quad [\\mathrm{OH^-}] = ${M(oh)}`,
  });
  if (t.also) return { method: 'chemistry.acid_base', category: 'ph', steps, ...severalAnswer([t.want, ...t.also], pH), verified: true };
  const words = NAMES[t.want];
  if (t.want === 'pH' || t.want === 'pOH') {
    const v = (t.want === 'pH' ? pH : pOH).toFixed(3);
    const w = text(`${words.en} ${v}.`, `${words.fr} ${v}.`);
    return { method: 'chemistry.acid_base', category: 'ph', steps, answer: { kind: 'number', value: v, latex: v, words: w }, finalAnswer: w, verified: true };
  }
  const x = t.want === 'H' ? h : oh;
  const v = `${sig(x)} mol/L`;
  const w = text(`${words.en} ${v}.`, `${words.fr} ${v}.`);
  return { method: 'chemistry.acid_base', category: 'ph', steps, answer: { kind: 'quantity', value: v, latex: `${sigLatex(x)}\\ \\mathrm{mol/L}`, words: w }, finalAnswer: w, verified: true };
}
