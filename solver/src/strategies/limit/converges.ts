import { text } from '../../i18n';
import type { Outcome, Strategy } from '../../strategy';
import { verifyTask } from '../../verify/task';
import { parityLimitStrategy } from './parity';
import { limitStrategy } from './strategy';

/**
 * "Does the sequence converge?": its limit, by the limit methods, decides it: a finite limit means
 * yes; an infinite one, or none, means no.
 */
export const convergesStrategy: Strategy = {
  name: 'limit.converges',
  solve(problem, ctx): Outcome | null {
    const t = problem.task;
    if (t?.kind !== 'limit' || (t.asks !== 'converges' && t.asks !== 'exists')) return null;
    const limit = { ...t, asks: undefined };
    for (const method of [limitStrategy, parityLimitStrategy]) {
      let o: Outcome | null;
      try {
        o = method.solve({ ...problem, task: limit }, ctx);
      } catch {
        continue;
      }
      if (!o?.answer || !o.verified || !verifyTask(limit, o.answer)) continue;
      const v = o.answer.value;
      const yes = v !== 'DNE' && v !== 'zoo' && v !== 'oo' && v !== '-oo';
      // an infinite limit "exists" in some courses and not in others: no answer rather than a guess;
      // sides tending to opposite infinities (1/x at 0) give no limit in any course
      if (t.asks === 'exists' && (v === 'oo' || v === '-oo')) return null;
      const sentence = t.asks === 'exists'
        ? yes
          ? text(`Yes: the limit exists and equals ${v}.`, `Oui : la limite existe et vaut ${v}.`)
          : text('No: the limit does not exist.', "Non : la limite n'existe pas.")
        : yes
        ? text(`Yes: the sequence converges, to ${v}.`, `Oui : la suite converge, vers ${v}.`)
        : v === 'DNE' || v === 'zoo'
          ? text('No: the sequence has no limit, so it diverges.', "Non : la suite n'a pas de limite, elle diverge.")
          : text(`No: the sequence tends to ${v === 'oo' ? '+∞' : '−∞'}, so it diverges.`, `Non : la suite tend vers ${v === 'oo' ? '+∞' : '−∞'}, elle diverge.`);
      return {
        method: 'limit.converges',
        category: 'limit',
        steps: [...o.steps, { title: text('Conclude', 'Conclure'), explanation: sentence }],
        answer: { kind: 'bool', value: yes ? 'True' : 'False', latex: yes ? '\\text{True}' : '\\text{False}', words: yes ? text('yes', 'oui') : text('no', 'non') },
        finalAnswer: sentence,
        verified: true,
        verification: text('Checked numerically on far terms of the sequence.', 'Vérifié numériquement sur des termes lointains de la suite.'),
      };
    }
    return null;
  },
};
