import { describe, expect, it } from 'vitest';
import { buildPlan, planTopics, topicWeight, topologicalOrder, type PlanInput, type PlanTopic } from './builder';

const topic = (slug: string, prerequisites: string[] = [], level = 'L1', subject = 'linear-algebra'): PlanTopic => ({ id: `id-${slug}`, slug, level, subject, prerequisites, hasQuiz: true });

// Listed out of order on purpose: the plan must still put prerequisites first.
const TOPICS: PlanTopic[] = [
  topic('eigenvalues-eigenvectors', ['determinants', 'kernel-image-rank']),
  topic('determinants', ['matrix-inverse']),
  topic('matrix-inverse', ['matrix-operations']),
  topic('kernel-image-rank', ['matrix-operations']),
  topic('matrix-operations', ['gaussian-elimination']),
  topic('gaussian-elimination', ['linear-equations']),
  topic('linear-equations', [], 'HS', 'algebra'),
  topic('derivative-definition', [], 'L1', 'calculus-1'),
];

const input = (over: Partial<PlanInput> = {}): PlanInput => ({ topics: TOPICS, level: 'L1', subject: 'linear-algebra', days: 14, history: new Map(), quizzes: new Map(), passRatio: 0.8, ...over });

const firstDay = (items: ReturnType<typeof buildPlan>, slug: string, kind = 'read') => items.find((i) => i.topicSlug === slug && i.kind === kind)?.day ?? -1;

describe('study plan builder', () => {
  it('orders topics so every prerequisite comes first', () => {
    const order = topologicalOrder(TOPICS).map((t) => t.slug);
    for (const t of TOPICS) for (const p of t.prerequisites) expect(order.indexOf(p), `${p} before ${t.slug}`).toBeLessThan(order.indexOf(t.slug));
  });

  it('takes the goal’s topics and unpassed prerequisites from other subjects, nothing else', () => {
    const slugs = planTopics(input()).map((t) => t.topic.slug);
    expect(slugs).toContain('linear-equations');
    expect(slugs).not.toContain('derivative-definition');
    expect(planTopics(input()).find((t) => t.topic.slug === 'linear-equations')?.reason).toBe('prerequisite');
    // a prerequisite whose quiz the student passed is not studied again
    const passed = planTopics(input({ quizzes: new Map([['linear-equations', { best: 1, latest: 1 }]]) })).map((t) => t.topic.slug);
    expect(passed).not.toContain('linear-equations');
  });

  it('schedules day by day in prerequisite order over the horizon', () => {
    const items = buildPlan(input());
    expect(Math.max(...items.map((i) => i.day))).toBeLessThan(14);
    expect(firstDay(items, 'gaussian-elimination')).toBeLessThanOrEqual(firstDay(items, 'matrix-operations'));
    expect(firstDay(items, 'matrix-inverse')).toBeLessThanOrEqual(firstDay(items, 'determinants'));
    expect(firstDay(items, 'determinants')).toBeLessThanOrEqual(firstDay(items, 'eigenvalues-eigenvectors'));
    // each topic is read, quizzed, and practised when a template family covers it
    expect(items.filter((i) => i.topicSlug === 'determinants').map((i) => i.kind).sort()).toEqual(['practice', 'quiz', 'read']);
    expect(items.find((i) => i.topicSlug === 'determinants' && i.kind === 'practice')?.family).toBe('determinant');
    // positions number each day's items from 0
    for (let d = 0; d < 14; d++) expect(items.filter((i) => i.day === d).map((i) => i.position)).toEqual(items.filter((i) => i.day === d).map((_, k) => k));
  });

  it('fits every topic into a short horizon', () => {
    const items = buildPlan(input({ days: 2 }));
    expect(new Set(items.map((i) => i.day))).toEqual(new Set([0, 1]));
    expect(new Set(items.filter((i) => i.kind === 'read').map((i) => i.topicSlug)).size).toBe(7);
  });

  it('weights up topics with unverified solutions: more practice and a revisit later', () => {
    const plain = buildPlan(input());
    const weak = buildPlan(input({ history: new Map([['determinants', { solved: 3, unverified: 2 }]]) }));
    const count = (items: ReturnType<typeof buildPlan>, kind: string) => items.filter((i) => i.topicSlug === 'determinants' && i.kind === kind).length;
    expect(count(weak, 'practice')).toBeGreaterThan(count(plain, 'practice'));
    const revisit = weak.filter((i) => i.topicSlug === 'determinants' && i.reason === 'revisit');
    expect(revisit.length).toBeGreaterThan(0);
    expect(Math.min(...revisit.map((i) => i.day))).toBeGreaterThan(firstDay(weak, 'determinants'));
    expect(plain.some((i) => i.reason === 'revisit')).toBe(false);
  });

  it('revisits a topic whose quiz score was low, and the lowest first', () => {
    const items = buildPlan(input({ quizzes: new Map([['matrix-inverse', { best: 0.6, latest: 0.6 }], ['kernel-image-rank', { best: 0.2, latest: 0.2 }]]) }));
    const revisits = items.filter((i) => i.reason === 'revisit' && i.kind === 'quiz').map((i) => i.topicSlug);
    expect(revisits).toEqual(['kernel-image-rank', 'matrix-inverse']);
  });

  it('weighs history and quiz scores into one number', () => {
    expect(topicWeight(undefined, undefined, 0.8)).toBe(1);
    expect(topicWeight({ solved: 2, unverified: 2 }, undefined, 0.8)).toBe(3);
    expect(topicWeight(undefined, { best: 0.4, latest: 0.4 }, 0.8)).toBe(3);
    expect(topicWeight({ solved: 8, unverified: 0 }, { best: 1, latest: 1 }, 0.8)).toBe(0.5);
  });

  it('plans nothing when the library has no topic for the goal', () => {
    expect(buildPlan(input({ subject: 'statistics' }))).toEqual([]);
  });
});
