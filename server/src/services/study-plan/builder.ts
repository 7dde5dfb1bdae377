import type { StudyPlanReason } from '../../../../contract/src';
import { TOPIC_FAMILIES, type PracticeFamily } from './templates';

/**
 * The plan builder, pure: library topics, the student's history and quiz scores in, a day-by-day
 * schedule of sessions out. The goal's topics and every prerequisite the student has not passed
 * come in topological order (prerequisites first); topics the student struggles with (unverified
 * solutions in their history, a quiz below the pass mark) get more practice and a second session
 * later in the plan. Practice slots name a template family; the service fills them with problems
 * the solver has verified.
 */
export interface PlanTopic {
  id: string;
  slug: string;
  level: string;
  subject: string;
  prerequisites: readonly string[];
  hasQuiz: boolean;
}

/** What the student's history says of one topic (by slug): solved problems and how many were not verified. */
export interface TopicHistory {
  solved: number;
  unverified: number;
}

/** The student's quiz results on one topic: the best and the latest score as a share of the total. */
export interface TopicQuiz {
  best: number;
  latest: number;
}

export interface PlanInput {
  topics: readonly PlanTopic[];
  level: string;
  subject: string;
  days: number;
  history: ReadonlyMap<string, TopicHistory>;
  quizzes: ReadonlyMap<string, TopicQuiz>;
  /** Share of correct answers that passes a quiz (0.8). */
  passRatio: number;
}

export interface PlannedItem {
  /** 0 = the first day. */
  day: number;
  position: number;
  kind: 'read' | 'quiz' | 'practice';
  topicId: string;
  topicSlug: string;
  reason: StudyPlanReason;
  /** For practice: the template family to draw a problem from. */
  family?: PracticeFamily;
}

/** A weight of 1 is a topic seen for the first time; more means the student needs it more. */
export function topicWeight(history: TopicHistory | undefined, quiz: TopicQuiz | undefined, passRatio: number): number {
  let w = 1;
  if (history) {
    // unverified answers point at a weak spot; solving many problems of a kind is practice already done
    w += Math.min(3, history.unverified) * 1;
    if (history.solved >= 5 && history.unverified === 0) w -= 0.5;
  }
  if (quiz) {
    if (quiz.latest < passRatio) w += quiz.latest < 0.5 ? 2 : 1.5;
    else if (quiz.best >= passRatio) w -= 0.5;
  }
  return Math.max(0.5, w);
}

/** Stable topological order (Kahn): a topic comes after every prerequisite in the set; ties keep the catalogue's order. */
export function topologicalOrder(topics: readonly PlanTopic[]): PlanTopic[] {
  const inSet = new Map(topics.map((t) => [t.slug, t]));
  const pending = new Map(topics.map((t) => [t.slug, t.prerequisites.filter((p) => inSet.has(p) && p !== t.slug).length]));
  const out: PlanTopic[] = [];
  const placed = new Set<string>();
  while (out.length < topics.length) {
    const next = topics.find((t) => !placed.has(t.slug) && pending.get(t.slug) === 0);
    // a cycle (never in the seed, possible after admin edits): take the first remaining topic
    const chosen = next ?? topics.find((t) => !placed.has(t.slug));
    if (!chosen) break;
    placed.add(chosen.slug);
    out.push(chosen);
    for (const t of topics) if (!placed.has(t.slug) && t.prerequisites.includes(chosen.slug)) pending.set(t.slug, (pending.get(t.slug) ?? 1) - 1);
  }
  return out;
}

/**
 * The goal's topics plus their prerequisites, transitively, from any level or subject; a
 * prerequisite outside the goal comes in only when the student has not passed its quiz.
 */
export function planTopics(input: PlanInput): Array<{ topic: PlanTopic; reason: StudyPlanReason }> {
  const bySlug = new Map(input.topics.map((t) => [t.slug, t]));
  const goal = input.topics.filter((t) => t.level === input.level && t.subject === input.subject);
  const goalSlugs = new Set(goal.map((t) => t.slug));
  const chosen = new Map<string, StudyPlanReason>(goal.map((t) => [t.slug, 'goal']));
  const passed = (slug: string) => (input.quizzes.get(slug)?.best ?? 0) >= input.passRatio;
  const visit = (slug: string, depth: number) => {
    const t = bySlug.get(slug);
    if (!t || depth > 20) return;
    for (const p of t.prerequisites) {
      if (chosen.has(p) || !bySlug.has(p) || passed(p)) continue;
      chosen.set(p, goalSlugs.has(p) ? 'goal' : 'prerequisite');
      visit(p, depth + 1);
    }
  };
  for (const t of goal) visit(t.slug, 0);
  // catalogue order: prerequisites of other subjects first (they come from earlier courses), then the goal
  const ordered = topologicalOrder([...input.topics.filter((t) => chosen.get(t.slug) === 'prerequisite'), ...goal]);
  return ordered.map((topic) => ({ topic, reason: chosen.get(topic.slug) ?? 'goal' }));
}

interface Session {
  topic: PlanTopic;
  reason: StudyPlanReason;
  practice: number;
  /** Revisits come after the first pass, and the topic's own first session. */
  revisit: boolean;
}

export function buildPlan(input: PlanInput): PlannedItem[] {
  const days = Math.max(1, input.days);
  const topics = planTopics(input);
  const sessions: Session[] = [];
  const revisits: Array<Session & { weight: number }> = [];
  for (const { topic, reason } of topics) {
    const weight = topicWeight(input.history.get(topic.slug), input.quizzes.get(topic.slug), input.passRatio);
    const families = TOPIC_FAMILIES[topic.slug] ?? [];
    const practice = families.length === 0 ? 0 : weight >= 2 ? 2 : 1;
    sessions.push({ topic, reason, practice, revisit: false });
    if (weight >= 2) revisits.push({ topic, reason: 'revisit', practice: families.length ? 2 : 0, revisit: true, weight });
  }
  // the weakest topics are revisited first, after the first pass through the goal
  revisits.sort((a, b) => b.weight - a.weight);
  const all = [...sessions, ...revisits];
  if (all.length === 0) return [];

  const items: PlannedItem[] = [];
  const positions = new Map<number, number>();
  const push = (day: number, item: Omit<PlannedItem, 'day' | 'position'>) => {
    const position = positions.get(day) ?? 0;
    positions.set(day, position + 1);
    items.push({ day, position, ...item });
  };
  all.forEach((s, k) => {
    // sessions spread evenly over the days: several a day when they outnumber the days
    const day = Math.min(days - 1, Math.floor((k * days) / all.length));
    const families = TOPIC_FAMILIES[s.topic.slug] ?? [];
    const base = { topicId: s.topic.id, topicSlug: s.topic.slug, reason: s.reason };
    if (!s.revisit) push(day, { ...base, kind: 'read' });
    for (let p = 0; p < s.practice; p++) push(day, { ...base, kind: 'practice', family: families[p % families.length] });
    if (s.topic.hasQuiz) push(day, { ...base, kind: 'quiz' });
  });
  return items;
}
