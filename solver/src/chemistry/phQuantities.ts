import { text, type Text } from '../i18n';
import type { AnswerDraft } from '../strategy';
import { sig, sigLatex } from './quantity';

/**
 * The four quantities that tell how acidic a solution is (pH, pOH, [H₃O⁺], [OH⁻]) when a question
 * asks several of them ("find pH and pOH", « calculer [H3O+] et [OH-] »): each asked is answered,
 * never only the first, and each is checked on its own.
 */
export type PhQuantity = 'pH' | 'pOH' | 'H' | 'OH';

const MENTIONS: Array<[RegExp, PhQuantity]> = [
  [/\bpH\b/g, 'pH'],
  [/\bpOH\b/g, 'pOH'],
  // "[H3O+]", "concentration of H3O+ ions", "the H⁺ concentration", « concentration en ions oxonium », « [H3O+] »
  [/\[\s*(?:H3O|H₃O|H)\s*\^?\s*\+?\s*\]|hydronium|oxonium|hydrogen\s+ions?\s+concentration|concentration\s+(?:of\s+|en\s+|d['’]\s*|des\s+)?(?:the\s+)?(?:ions?\s+)?(?:H3O|H₃O|H\s*\^?\s*\+|H⁺)|(?:H3O|H₃O|H)\s*\^?\s*(?:\+|⁺)\s*(?:ions?\s+)?concentration/gi, 'H'],
  [/\[\s*(?:OH|HO)\s*\^?\s*[-−⁻]?\s*\]|hydroxide\s+ions?\s+concentration|concentration\s+(?:of\s+|en\s+|d['’]\s*|des\s+)?(?:the\s+)?(?:ions?\s+)?(?:OH|HO|hydroxyde|hydroxide)|(?:OH|HO)\s*\^?\s*(?:-|−|⁻)\s*(?:ions?\s+)?concentration/gi, 'OH'],
];

/** The quantities named in the question, in the order named, the one given left out. */
export function askedQuantities(question: string, given?: PhQuantity): PhQuantity[] {
  const found: Array<[number, PhQuantity]> = [];
  for (const [re, k] of MENTIONS) for (const m of question.matchAll(re)) if (k !== given) found.push([m.index ?? 0, k]);
  found.sort((a, b) => a[0] - b[0]);
  return [...new Set(found.map(([, k]) => k))];
}

/** The names of the quantities as the interpretation writes them ("pH and pOH"). */
export function quantityNames(want: PhQuantity, also: readonly PhQuantity[] | undefined): Text {
  const name = (x: PhQuantity): string => ({ pH: 'pH', pOH: 'pOH', H: '[H3O+]', OH: '[OH-]' })[x];
  const all = [want, ...(also ?? [])].map(name);
  const join = (and: string): string => (all.length === 1 ? all[0] : `${all.slice(0, -1).join(', ')} ${and} ${all[all.length - 1]}`);
  return text(join('and'), join('et'));
}

const LABEL: Record<PhQuantity, string> = { pH: 'pH', pOH: 'pOH', H: '[H3O+]', OH: '[OH-]' };
const WORDS: Record<PhQuantity, Text> = { pH: text('the pH is', 'le pH est'), pOH: text('the pOH is', 'le pOH est'), H: text('[H₃O⁺] is', '[H₃O⁺] vaut'), OH: text('[OH⁻] is', '[OH⁻] vaut') };
const LATEX: Record<PhQuantity, string> = { pH: '\\mathrm{pH}', pOH: '\\mathrm{pOH}', H: '[\\mathrm{H_3O^+}]', OH: '[\\mathrm{OH^-}]' };

/** One quantity's value as a single answer writes it: pH and pOH to 3 decimals, concentrations in mol/L. */
function valueOf(q: PhQuantity, pH: number): { value: string; latex: string } {
  if (q === 'pH' || q === 'pOH') {
    const v = (q === 'pH' ? pH : 14 - pH).toFixed(3);
    return { value: v, latex: v };
  }
  const x = 10 ** -(q === 'H' ? pH : 14 - pH);
  return { value: `${sig(x)} mol/L`, latex: `${sigLatex(x)}\\ \\mathrm{mol/L}` };
}

/** Every quantity asked, from the pH found: "pH = 3.495; pOH = 10.505", said "The pH is 3.495 and the pOH is 10.505." */
export function severalAnswer(asked: readonly PhQuantity[], pH: number): { answer: AnswerDraft; finalAnswer: Text } {
  const parts = asked.map((q) => ({ q, ...valueOf(q, pH) }));
  const say = (lang: 'en' | 'fr'): string => {
    const s = parts.map((p) => `${WORDS[p.q][lang]} ${p.value}`).join(lang === 'en' ? ' and ' : ' et ');
    return `${s[0].toUpperCase()}${s.slice(1)}.`;
  };
  const words = text(say('en'), say('fr'));
  const value = parts.map((p) => `${LABEL[p.q]} = ${p.value}`).join('; ');
  const latex = parts.map((p) => `${LATEX[p.q]} = ${p.latex}`).join(',\\quad ');
  return { answer: { kind: 'text', value, latex, words }, finalAnswer: words };
}

/** The parts of such an answer, each as the single answer of its quantity, for its own check. */
export function answerParts(value: string): Array<{ quantity: PhQuantity; answer: { kind: string; value: string } }> | null {
  const parts = value.split(';').map((p) => /^\s*(pH|pOH|\[H3O\+\]|\[OH-\])\s*=\s*(.+?)\s*$/.exec(p));
  if (parts.some((m) => !m)) return null;
  return (parts as RegExpExecArray[]).map((m) => {
    const quantity = (Object.keys(LABEL) as PhQuantity[]).find((k) => LABEL[k] === m[1]) as PhQuantity;
    return { quantity, answer: { kind: quantity === 'pH' || quantity === 'pOH' ? 'number' : 'quantity', value: m[2] } };
  });
}
