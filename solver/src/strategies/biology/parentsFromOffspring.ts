import { text } from '../../i18n';
import type { Outcome, StepDraft } from '../../strategy';
import type { CrossTask } from '../../biology/task';
import { sig } from '../../chemistry/quantity';
import { outcome } from './outcome';

/**
 * Both parents of one gene from their offspring counted (dominant and recessive phenotypes): a
 * recessive offspring shows that each parent carries the recessive allele, so the cross is Ll × Ll
 * (3:1) or Ll × ll (1:1), told apart by χ² at the 5 % level; offspring all recessive come from
 * ll × ll. Offspring all dominant, or counts that fit both ratios or neither, are left unanswered.
 */
const CRITICAL_1DF = 3.841;
const geno = (g: string): string => `\\mathit{${g}}`;

interface Candidate { cross: [string, string]; recessive: number; ratio: string }

/** χ² of dominant and recessive counts against a recessive share. */
export function chiSquareShare(dominant: number, recessive: number, share: number): number {
  const n = dominant + recessive;
  const e = [n * (1 - share), n * share];
  return ((dominant - e[0]) ** 2) / e[0] + ((recessive - e[1]) ** 2) / e[1];
}

export function inferParents(t: CrossTask): Outcome | null {
  const L = t.parents[0][0].toUpperCase();
  const l = L.toLowerCase();
  const observed = t.observed ?? [];
  const dominant = observed.filter((o) => o.pattern === `${L}_`).reduce((a, o) => a + o.count, 0);
  const recessive = observed.filter((o) => o.pattern === `${l}${l}`).reduce((a, o) => a + o.count, 0);
  if (observed.length === 0 || recessive === 0) return null;
  const read: StepDraft = {
    title: text('Read the offspring', 'Lire les descendants'),
    explanation: dominant > 0
      ? text(`${dominant} dominant and ${recessive} recessive offspring. A recessive offspring (${l}${l}) received a recessive allele from each parent, so both parents carry ${l}.`, `${dominant} descendants dominants et ${recessive} récessifs. Un descendant récessif (${l}${l}) a reçu un allèle récessif de chaque parent : les deux parents portent ${l}.`)
      : text(`All ${recessive} offspring are recessive: the parents give only recessive alleles.`, `Les ${recessive} descendants sont tous récessifs : les parents ne donnent que des allèles récessifs.`),
    formula: `${geno(`${L}\\_`)}: ${dominant},\\quad ${geno(l + l)}: ${recessive}`,
  };
  if (dominant === 0) return outcome(t.kind, [read], 'text', `${l}${l} × ${l}${l}`, `${geno(l + l)} \\times ${geno(l + l)}`, text('The parents are', 'Les parents sont'));
  const candidates: Candidate[] = [
    { cross: [`${L}${l}`, `${L}${l}`], recessive: 1 / 4, ratio: '3:1' },
    { cross: [`${L}${l}`, `${l}${l}`], recessive: 1 / 2, ratio: '1:1' },
  ];
  const chis = candidates.map((c) => chiSquareShare(dominant, recessive, c.recessive));
  const fitting = candidates.filter((_, k) => chis[k] <= CRITICAL_1DF);
  if (fitting.length !== 1) return null;
  const [p1, p2] = fitting[0].cross;
  const compare: StepDraft = {
    title: text('Compare with 3:1 and 1:1', 'Comparer à 3:1 et 1:1'),
    explanation: text(
      `Two heterozygotes give 3:1, a heterozygote and a recessive homozygote 1:1. χ² (1 degree of freedom, 5 %: ${CRITICAL_1DF}) is ${sig(chis[0], 3)} against 3:1 and ${sig(chis[1], 3)} against 1:1: only ${fitting[0].ratio} fits.`,
      `Deux hétérozygotes donnent 3:1, un hétérozygote et un homozygote récessif 1:1. Le χ² (1 degré de liberté, 5 % : ${CRITICAL_1DF}) vaut ${sig(chis[0], 3)} par rapport à 3:1 et ${sig(chis[1], 3)} par rapport à 1:1 : seul ${fitting[0].ratio} convient.`,
    ),
    formula: `\\chi^2_{3:1} = ${sig(chis[0], 3)},\\quad \\chi^2_{1:1} = ${sig(chis[1], 3)}`,
  };
  return outcome(t.kind, [read, compare], 'text', `${p1} × ${p2}`, `${geno(p1)} \\times ${geno(p2)}`, text('The parents are', 'Les parents sont'));
}
