/**
 * The library's levels and subjects, with the number of topics each holds. The landing page's
 * teaser reads its counts from here, and a test checks the seeded content against it.
 */
export const LEVELS = ['HS', 'L1', 'L2'] as const;
export type Level = (typeof LEVELS)[number];

export interface LibrarySubject {
  /** Stored in library_topics.subject. */
  code: string;
  level: Level;
  name: { en: string; fr: string };
  topicCount: number;
}

export const LIBRARY_SUBJECTS: readonly LibrarySubject[] = [
  { code: 'algebra', level: 'HS', name: { en: 'Algebra', fr: 'Algèbre' }, topicCount: 12 },
  { code: 'geometry', level: 'HS', name: { en: 'Geometry', fr: 'Géométrie' }, topicCount: 8 },
  { code: 'trigonometry', level: 'HS', name: { en: 'Trigonometry', fr: 'Trigonométrie' }, topicCount: 10 },
  { code: 'pre-calculus', level: 'HS', name: { en: 'Pre-Calculus', fr: 'Pré-analyse' }, topicCount: 15 },
  { code: 'chemistry', level: 'HS', name: { en: 'Chemistry', fr: 'Chimie' }, topicCount: 8 },
  { code: 'physics', level: 'HS', name: { en: 'Physics', fr: 'Physique' }, topicCount: 6 },
  { code: 'biology', level: 'HS', name: { en: 'Biology', fr: 'Biologie' }, topicCount: 8 },
  { code: 'calculus-1', level: 'L1', name: { en: 'Calculus I', fr: 'Analyse I' }, topicCount: 18 },
  { code: 'linear-algebra', level: 'L1', name: { en: 'Linear Algebra', fr: 'Algèbre linéaire' }, topicCount: 14 },
  { code: 'discrete-math', level: 'L1', name: { en: 'Discrete Math', fr: 'Mathématiques discrètes' }, topicCount: 12 },
  { code: 'statistics', level: 'L1', name: { en: 'Statistics', fr: 'Statistiques' }, topicCount: 16 },
  { code: 'engineering', level: 'L1', name: { en: 'Engineering', fr: 'Ingénierie' }, topicCount: 3 },
  { code: 'computer-science', level: 'L1', name: { en: 'Computer Science', fr: 'Informatique' }, topicCount: 5 },
  { code: 'calculus-2', level: 'L2', name: { en: 'Calculus II', fr: 'Analyse II' }, topicCount: 21 },
  { code: 'differential-equations', level: 'L2', name: { en: 'Differential Equations', fr: 'Équations différentielles' }, topicCount: 16 },
  { code: 'complex-analysis', level: 'L2', name: { en: 'Complex Analysis', fr: 'Analyse complexe' }, topicCount: 14 },
  { code: 'optimization', level: 'L2', name: { en: 'Optimization', fr: 'Optimisation' }, topicCount: 12 },
];

/** Topics the catalog promises, in one level or in all of them (the seed holds exactly these). */
export function catalogTopicCount(level?: Level): number {
  return LIBRARY_SUBJECTS.filter((s) => !level || s.level === level).reduce((n, s) => n + s.topicCount, 0);
}
