import type { StatsResponse } from '@contract/solve';

export type StatsPeriod = 'week' | 'month';

/**
 * What GET /api/stats may answer, for the pages that read it: an older server has no
 * `week`/`month`, and a failing one answers nothing at all, so every part is read as possibly
 * missing.
 */
export type StatsAnswer = {
  [K in keyof StatsResponse]?: (K extends StatsPeriod ? Partial<StatsResponse[K]> : StatsResponse[K]) | null;
};
