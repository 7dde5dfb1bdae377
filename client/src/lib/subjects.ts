import { Atom, Calculator, Cog, Dna, FlaskConical, Laptop, type LucideIcon } from 'lucide-react';
import { SUBJECT_IDS, type SubjectId } from '@contract/solve';

/** The six subjects of the picker (spec §2), with their icons; names live in the `subjects` catalog. */
export const SUBJECT_ICONS: Readonly<Record<SubjectId, LucideIcon>> = {
  mathematics: Calculator,
  physics: Atom,
  chemistry: FlaskConical,
  biology: Dna,
  engineering: Cog,
  'computer-science': Laptop,
};

export const SUBJECTS: readonly SubjectId[] = SUBJECT_IDS;
