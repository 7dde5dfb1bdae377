import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '@/i18n';
import { renderWithProviders } from '@/test/render';
import { ProgressStats } from './ProgressStats';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const RECENT = [
  { problemId: 'a', title: null, excerpt: '2x = 4', inputType: 'text', subject: null, createdAt: '2026-11-21T10:00:00.000Z', verified: true, finalAnswer: 'x = 2' },
  { problemId: 'b', title: null, excerpt: 'x^2 = 9', inputType: 'text', subject: null, createdAt: '2026-11-20T10:00:00.000Z', verified: false, finalAnswer: null },
];
const FULL = { totalSolved: 12, verifiedSolutions: 9, weeklyStreak: 2, favoriteSubject: 'physics', week: { solved: 4, verified: 3 }, month: { solved: 11, verified: 8 } };

function server(stats: () => Response) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url === '/api/stats') return stats();
    if (url === '/api/history?limit=5') return json(RECENT);
    return json({ message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const figure = (key: string) => screen.findByTestId(`stat-${key}`, {}, { timeout: 10_000 });

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('ProgressStats', () => {
  it('shows the server’s figures and does not read the history for them', async () => {
    const fetchMock = server(() => json(FULL));
    renderWithProviders(<ProgressStats />);
    expect(await figure('solved')).toHaveTextContent('4');
    expect(screen.getByTestId('stat-verified')).toHaveTextContent('3');
    expect(screen.getByTestId('stat-streak')).toHaveTextContent('2 days');
    expect(screen.getByTestId('stat-favorite')).toHaveTextContent('Physics');
    await userEvent.click(screen.getByRole('button', { name: 'Month' }));
    expect(screen.getByTestId('stat-solved')).toHaveTextContent('11');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/stats']);
  });

  it('does not break when the answer has no week or month: the recent history stands in', async () => {
    const { week: _week, month: _month, ...noPeriods } = FULL;
    server(() => json(noPeriods));
    renderWithProviders(<ProgressStats />);
    expect(await figure('solved')).toHaveTextContent('2');
    expect(screen.getByTestId('stat-verified')).toHaveTextContent('1');
    expect(screen.getByTestId('stat-streak')).toHaveTextContent('2 days');
    await userEvent.click(screen.getByRole('button', { name: 'Month' }));
    expect(screen.getByTestId('stat-solved')).toHaveTextContent('2');
  });

  it('names every subject the server counts as favourite, computer science and chemistry included, in both languages', async () => {
    for (const [language, subject, name] of [
      ['en', 'chemistry', 'Chemistry'],
      ['fr', 'chemistry', 'Chimie'],
      ['en', 'computer-science', 'Computer Science'],
      ['fr', 'computer-science', 'Informatique'],
    ] as const) {
      await i18n.changeLanguage(language);
      server(() => json({ ...FULL, favoriteSubject: subject }));
      const { unmount } = renderWithProviders(<ProgressStats />);
      expect(await figure('favorite')).toHaveTextContent(name);
      unmount();
    }
  });

  it('shows the spec’s fallbacks when the server answers nothing, in both languages', async () => {
    for (const [language, streak, subject] of [
      ['en', '3 days', 'Calculus'],
      ['fr', '3 jours', 'Analyse'],
    ] as const) {
      await i18n.changeLanguage(language);
      server(() => json({ message: 'Internal error' }, 500));
      const { unmount } = renderWithProviders(<ProgressStats />);
      expect(await figure('solved')).toHaveTextContent('2');
      expect(screen.getByTestId('stat-verified')).toHaveTextContent('1');
      expect(screen.getByTestId('stat-streak')).toHaveTextContent(streak);
      expect(screen.getByTestId('stat-favorite')).toHaveTextContent(subject);
      unmount();
    }
  });
});
