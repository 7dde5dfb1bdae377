/** The admin list reads every topic (the spec's GET /api/library/topics without a level). */
export const ALL_TOPICS_KEY = ['/api/library/topics'] as const;
export const STATS_KEY = ['/api/admin/stats'] as const;
export const ACTIVITY_KEY = ['/api/admin/activity'] as const;
