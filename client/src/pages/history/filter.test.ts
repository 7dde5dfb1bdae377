import { describe, expect, it } from 'vitest';
import type { HistoryItem } from '@contract/solve';
import { filterHistory } from './filter';

const item = (id: string, rawInput: string, inputType: 'text' | 'image' | 'pdf', verified: boolean | null, title: string | null = null): HistoryItem => ({
  problem: { id, title, rawInput, inputType, ocrText: null, subject: null, createdAt: '2026-11-21T10:00:00.000Z' },
  solution:
    verified === null
      ? null
      : { id: `s${id}`, stepsJson: [], finalAnswer: null, plainText: '', verified, verification: null, audioUrl: null, answer: null, method: null, category: null, createdAt: '2026-11-21T10:00:00.000Z' },
});

const items = [item('1', 'x^2 - 5x + 6 = 0', 'text', true), item('2', 'Integrate X*e^x', 'image', false), item('3', 'lim x→0', 'pdf', null, 'Limits homework')];
const ids = (list: HistoryItem[]) => list.map((i) => i.problem.id);

describe('filterHistory', () => {
  it('searches title and input case-insensitively', () => {
    expect(ids(filterHistory(items, { search: 'x*E', type: 'all', verification: 'all' }))).toEqual(['2']);
    expect(ids(filterHistory(items, { search: 'HOMEWORK', type: 'all', verification: 'all' }))).toEqual(['3']);
    expect(ids(filterHistory(items, { search: '  ', type: 'all', verification: 'all' }))).toEqual(['1', '2', '3']);
  });

  it('filters by type and by verification', () => {
    expect(ids(filterHistory(items, { search: '', type: 'image', verification: 'all' }))).toEqual(['2']);
    expect(ids(filterHistory(items, { search: '', type: 'all', verification: 'verified' }))).toEqual(['1']);
    expect(ids(filterHistory(items, { search: '', type: 'all', verification: 'unverified' }))).toEqual(['2', '3']);
  });
});
