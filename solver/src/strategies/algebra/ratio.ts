import { gcd, lcm, Q } from '../../cas/rational';
import { text } from '../../i18n';
import type { Outcome, ProblemInput, Strategy } from '../../strategy';
import { step } from './common';

/**
 * Ratios: "Simplify the ratio 24:36" (2 : 3, decimals and fractions made whole first), « Simplifier
 * le ratio 12 : 18 : 30 », and "Divide 120 in the ratio 3:5" (45 and 75), « Partager 120 dans le
 * rapport 3 : 5 ». Checked by the parts keeping the ratio and adding up to the whole.
 */
const NUM = String.raw`\d+(?:\.\d+)?(?:\s*\/\s*\d+)?`;
const RATIO = String.raw`(${NUM}(?:\s*:\s*${NUM}){1,5})`;
const SIMPLIFY = new RegExp(String.raw`^\s*(?:simplify|reduce|write|express|simplifier|r[ée]duire|[ée]crire)\s+(?:the\s+|le\s+|la\s+)?(?:ratio|rapport|proportion)?\s*${RATIO}\s*(?:(?:in|to|as|en|sous)\s+(?:its\s+)?(?:simplest|lowest)\s+(?:form|terms)|(?:sous\s+)?(?:sa\s+)?forme\s+(?:la\s+plus\s+simple|irr[ée]ductible|simplifi[ée]e))?\s*[.?]?\s*$`, 'i');
const SHARE = new RegExp(String.raw`^\s*(?:divide|share|split|partager|diviser|r[ée]partir)\s+(?:£|\$|€)?\s*(${NUM})\s*(?:€|\$|£|[a-z]+)?\s+(?:in(?:to)?\s+the\s+ratio|in\s+a\s+ratio\s+of|dans\s+le\s+rapport|selon\s+le\s+rapport|en\s+parts\s+proportionnelles\s+[àa]|proportionnellement\s+[àa])\s+${RATIO}\s*[.?]?\s*$`, 'i');

const q = (s: string): Q => {
  const [a, b] = s.replace(/\s/g, '').split('/');
  const whole = (x: string): Q => {
    const [w, f = ''] = x.split('.');
    return new Q(BigInt(w + f), 10n ** BigInt(f.length));
  };
  return b === undefined ? whole(a) : whole(a).div(whole(b));
};

/** The smallest whole numbers in the same ratio. */
function simplest(parts: Q[]): bigint[] {
  const den = parts.reduce((l, p) => lcm(l, p.d), 1n);
  const whole = parts.map((p) => (p.n * den) / p.d);
  const g = whole.reduce((a, b) => gcd(a, b));
  return whole.map((w) => w / g);
}

export const ratioStrategy: Strategy = {
  name: 'arithmetic.ratio',
  solve(problem: ProblemInput): Outcome | null {
    const t = problem.text;
    const share = SHARE.exec(t);
    const simplify = share ? null : SIMPLIFY.exec(t);
    const written = share ? share[2] : simplify ? simplify[1] : null;
    if (!written) return null;
    const parts = written.split(':').map((s) => q(s.trim()));
    if (parts.some((p) => p.isZero())) return null;
    const ratio = simplest(parts);
    const ratioText = ratio.join(' : ');
    const made = parts.some((p) => p.d !== 1n);
    const g = parts.every((p) => p.d === 1n) ? parts.map((p) => p.n).reduce((a, b) => gcd(a, b)) : null;
    const steps = [step(text('Simplify the ratio', 'Simplifier le rapport'),
      made ? text('Multiply every part by the same number to make them whole, then divide them by their greatest common divisor.', 'On multiplie chaque terme par un même nombre pour les rendre entiers, puis on les divise par leur PGCD.')
        : text(`Divide every part by their greatest common divisor, ${g}.`, `On divise chaque terme par leur PGCD, ${g}.`),
      `${parts.map((p) => p.toLatex()).join(' : ')} = ${ratio.join(' : ')}`)];
    // the same ratio: each part over its simplest number is one constant
    const k = parts[0].div(new Q(ratio[0]));
    const sameRatio = parts.every((p, i) => p.div(new Q(ratio[i])).eq(k)) && ratio.reduce((a, b) => gcd(a, b)) === 1n;
    if (!share) {
      const words = text(ratioText, ratioText);
      return {
        method: 'arithmetic.ratio', category: 'arithmetic', steps,
        answer: { kind: 'text', value: ratioText, latex: ratio.join(' : '), words }, finalAnswer: words, verified: sameRatio,
        verification: text('Each part over its new value gives one same number.', 'Chaque terme divisé par sa nouvelle valeur donne un même nombre.'),
      };
    }
    const total = q(share[1]);
    const count = ratio.reduce((a, b) => a + b, 0n);
    const unit = total.div(new Q(count));
    const shares = ratio.map((r) => unit.mul(new Q(r)));
    steps.push(step(text('Find one part', 'Trouver une part'),
      text(`There are ${ratio.join(' + ')} = ${count} parts: one part is ${total.toString()} ÷ ${count}.`, `Il y a ${ratio.join(' + ')} = ${count} parts : une part vaut ${total.toString()} ÷ ${count}.`),
      `${total.toLatex()} \\div ${count} = ${unit.toLatex()}`));
    steps.push(step(text('Multiply each number of parts', 'Multiplier chaque nombre de parts'),
      text('Each share is its number of parts times one part.', 'Chaque part est son nombre de parts fois une part.'),
      ratio.map((r, i) => `${r} \\times ${unit.toLatex()} = ${shares[i].toLatex()}`).join(',\\quad ')));
    const shown = shares.map((s) => (s.d === 1n ? s.toString() : `${s.toString()} ≈ ${Number(s.toNumber().toFixed(2))}`));
    const list = (xs: string[], and: string): string => `${xs.slice(0, -1).join(', ')} ${and} ${xs[xs.length - 1]}`;
    const words = text(list(shown, 'and'), list(shown.map((s) => s.replace('.', ',')), 'et'));
    const adds = shares.reduce((a, b) => a.add(b), Q.ZERO).eq(total);
    const keeps = shares.every((s, i) => s.mul(new Q(ratio[0])).eq(shares[0].mul(new Q(ratio[i]))));
    return {
      method: 'arithmetic.ratio-share', category: 'arithmetic', steps,
      answer: { kind: 'text', value: shares.map((s) => s.toString()).join(', '), latex: shares.map((s) => s.toLatex()).join(',\\ '), words }, finalAnswer: words,
      verified: sameRatio && adds && keeps,
      verification: text('The shares add up to the whole and keep the ratio.', 'Les parts ont pour somme le total et respectent le rapport.'),
    };
  },
};
