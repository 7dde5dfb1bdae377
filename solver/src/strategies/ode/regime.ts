import type { StepDraft } from '../../strategy';
import type { Relation } from '../../task/task';
import { text } from '../../i18n';
import { evaluateReal } from '../../verify/numeric';
import { valuesMeeting } from '../../verify/assumptions';
import { type Ex, ZERO, add, div, mul, neg, num, pow, sub } from '../derivative/expr';
import { simplify } from '../derivative/simplify';
import { toAscii, toLatex } from '../derivative/print';
import { coefficientLetters, positiveSqrt, type CharRoot } from './letteredRoots';

/**
 * a₂y'' + a₁y' + a₀y = 0 with letters (m x'' + c x' + k x = 0, x'' + 2λx' + ω²x = 0), where the
 * kind of roots depends on the sizes of the letters: the problem's assumptions ("c² < 4mk",
 * "0 < b < w", "c² = 4mk") or the regime it names ("underdamped") fix the sign of the discriminant,
 * read at values of the letters that meet them. Null when nothing given fixes it.
 */
export type Regime = 'over' | 'critical' | 'under';

const NAMES: Record<Regime, { en: string; fr: string; sign: string }> = {
  over: { en: 'two real roots: overdamped (aperiodic) regime', fr: 'deux racines réelles : régime apériodique', sign: '> 0' },
  critical: { en: 'a double root: critically damped regime', fr: 'une racine double : régime critique', sign: '= 0' },
  under: { en: 'two complex conjugate roots: underdamped (pseudo-periodic) regime', fr: 'deux racines complexes conjuguées : régime pseudo-périodique', sign: '< 0' },
};

/** The regime the discriminant has at every value meeting the assumptions, or null when it changes. */
function regimeFrom(disc: Ex, assumptions: Relation[], letters: string[]): Regime | null {
  const samples = valuesMeeting(assumptions, letters, 12);
  if (samples.length < 5) return null;
  const seen = new Set<Regime>();
  for (const scope of samples) {
    const d = evaluateReal(toAscii(disc), scope);
    if (d === null) return null;
    const scale = Math.max(1, ...Object.values(scope).map((v) => v * v));
    seen.add(Math.abs(d) < 1e-9 * scale ? 'critical' : d > 0 ? 'over' : 'under');
  }
  return seen.size === 1 ? [...seen][0] : null;
}

export function regimeRoots(a: Ex[], assumptions: Relation[], named?: Regime): { roots: CharRoot[]; step: StepDraft; regime: Regime; holdsWhen: Relation[] } | null {
  if (a.length !== 3) return null;
  const letters = coefficientLetters(a);
  if (letters.length === 0) return null;
  const [a0, a1, a2] = a;
  // the reduced discriminant Δ' = (a₁/2)² − a₂a₀ when it keeps whole coefficients (x'' + 2λx' + ω²x: λ² − ω²)
  const reduced = simplify(sub(pow(div(a1, num(2)), num(2)), mul(a2, a0)));
  const useReduced = !/\//.test(toAscii(reduced));
  const disc = useReduced ? reduced : simplify(sub(pow(a1, num(2)), mul(num(4), a2, a0)));
  const found = assumptions.length ? regimeFrom(disc, assumptions, letters) : null;
  // a regime named and assumptions that say another: read neither
  if (named && assumptions.length && found !== named) return null;
  const regime = named ?? found;
  if (!regime) return null;
  const half = simplify(neg(div(a1, mul(num(2), a2))));
  const over = (e: Ex): Ex => simplify(useReduced ? div(e, a2) : div(e, mul(num(2), a2)));
  let roots: CharRoot[];
  if (regime === 'critical') roots = [{ re: half, im: ZERO, mult: 2 }];
  else if (regime === 'under') roots = [{ re: half, im: over(positiveSqrt(simplify(neg(disc)))), mult: 1 }];
  else {
    // √(k²) = k: the sign of the root only swaps the two exponentials
    const r = over(positiveSqrt(disc));
    roots = [{ re: simplify(sub(half, r)), im: ZERO, mult: 1 }, { re: simplify(add(half, r)), im: ZERO, mult: 1 }];
  }
  const delta = useReduced ? "\\Delta'" : '\\Delta';
  const given = named
    ? text(`the ${named === 'under' ? 'underdamped' : named === 'over' ? 'overdamped' : 'critically damped'} case asked`, `le cas ${named === 'under' ? 'pseudo-périodique' : named === 'over' ? 'apériodique' : 'critique'} demandé`)
    : text(`the assumption ${assumptions.map((r) => `${r.lhs} ${r.op} ${r.rhs}`).join(' and ')}`, `l'hypothèse ${assumptions.map((r) => `${r.lhs} ${r.op} ${r.rhs}`).join(' et ')}`);
  const step: StepDraft = {
    title: text('Discriminant and regime', 'Discriminant et régime'),
    explanation: text(
      `The roots of the characteristic equation depend on the sign of ${useReduced ? "the reduced discriminant Δ' = (a₁/2)² − a₂a₀" : 'the discriminant Δ = a₁² − 4a₂a₀'}. With ${given.en}, it is ${NAMES[regime].sign}: ${NAMES[regime].en}.`,
      `Les racines de l'équation caractéristique dépendent du signe ${useReduced ? "du discriminant réduit Δ' = (a₁/2)² − a₂a₀" : 'du discriminant Δ = a₁² − 4a₂a₀'}. Avec ${given.fr}, il est ${NAMES[regime].sign} : ${NAMES[regime].fr}.`,
    ),
    formula: `${delta} = ${toLatex(disc)} ${NAMES[regime].sign}`,
  };
  // the solution holds where the discriminant has this sign: the letters of the checks meet it
  const holdsWhen: Relation[] = [...assumptions, { lhs: toAscii(disc), op: regime === 'critical' ? '=' : regime === 'over' ? '>' : '<', rhs: '0' }];
  return { roots, step, regime, holdsWhen };
}
