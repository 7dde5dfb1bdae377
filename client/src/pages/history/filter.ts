import type { HistoryItem, InputType } from '@contract/solve';

export type TypeFilter = 'all' | InputType;
export type VerificationFilter = 'all' | 'verified' | 'unverified';

export interface HistoryFilters {
  search: string;
  type: TypeFilter;
  verification: VerificationFilter;
}

/** Spec §5: history search is case-insensitive over title and rawInput; then the two filters. */
export function filterHistory(items: readonly HistoryItem[], filters: HistoryFilters): HistoryItem[] {
  const needle = filters.search.trim().toLowerCase();
  return items.filter(({ problem, solution }) => {
    if (needle && !`${problem.title ?? ''}\n${problem.rawInput}`.toLowerCase().includes(needle)) return false;
    if (filters.type !== 'all' && problem.inputType !== filters.type) return false;
    if (filters.verification === 'verified' && !solution?.verified) return false;
    if (filters.verification === 'unverified' && solution?.verified) return false;
    return true;
  });
}
