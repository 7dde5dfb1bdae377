import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { HistoryItem, HistorySummary } from '@contract/solve';
import i18n from '@/i18n';
import { renderWithProviders } from '@/test/render';
import { HistoryDetailDialog } from './HistoryDetailDialog';

const summary: HistorySummary = {
  problemId: '5b0e7c1e-7d2f-4c8e-9a51-0f3a1d2b4c6e',
  title: null,
  excerpt: 'x^2 - 5x + 6 = 0',
  inputType: 'text',
  subject: 'mathematics',
  createdAt: '2026-11-21T10:00:00.000Z',
  verified: true,
  finalAnswer: 'x = 2 or x = 3',
};

const item: HistoryItem = {
  problem: { id: summary.problemId, title: null, rawInput: 'x^2 - 5x + 6 = 0', inputType: 'text', ocrText: null, subject: 'mathematics', createdAt: summary.createdAt },
  solution: {
    id: 's1',
    stepsJson: [
      { number: 1, title: 'Factor', explanation: 'Two numbers with product 6 and sum -5.' },
      { number: 2, title: 'ANSWER', explanation: 'x = 2 or x = 3' },
    ],
    finalAnswer: 'x = 2 or x = 3',
    plainText: 'Factor. x = 2 or x = 3',
    verified: true,
    verification: null,
    audioUrl: null,
    answer: null,
    method: null,
    category: null,
    interpretation: null,
    createdAt: summary.createdAt,
  },
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A server whose answer to the item's URL waits until `answer` is called. */
function pendingServer() {
  let answer: (response: Response) => void = () => undefined;
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    if (String(input) !== `/api/history/${summary.problemId}`) return json({ message: 'Not found' }, 404);
    return new Promise<Response>((resolve) => {
      answer = resolve;
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, answer: (response: Response) => answer(response) };
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('HistoryDetailDialog', () => {
  it('reads nothing while closed', () => {
    const { fetchMock } = pendingServer();
    renderWithProviders(<HistoryDetailDialog summary={null} onClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches the whole item when it opens, showing a loading state until it arrives', async () => {
    await i18n.changeLanguage('en');
    const server = pendingServer();
    renderWithProviders(<HistoryDetailDialog summary={summary} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    // The date comes from the summary at once; the steps wait for the item.
    expect(within(dialog).getByRole('heading', { name: 'Problem details' })).toBeInTheDocument();
    expect(within(dialog).getByRole('status', { name: 'Loading the solution' })).toBeInTheDocument();
    expect(server.fetchMock).toHaveBeenCalledTimes(1);
    expect(String(server.fetchMock.mock.calls[0][0])).toBe(`/api/history/${summary.problemId}`);

    server.answer(json(item));
    expect(await within(dialog).findByText('Original Problem')).toBeInTheDocument();
    expect(within(dialog).getByText('Two numbers with product 6 and sum -5.')).toBeInTheDocument();
    expect(within(dialog).getAllByText('x = 2 or x = 3').length).toBeGreaterThan(0);
    expect(within(dialog).queryByRole('status')).toBeNull();
  });

  it('says so when the item cannot be read, in English and in French', async () => {
    for (const [language, message] of [
      ['en', 'This problem could not be loaded. Please try again.'],
      ['fr', 'Ce problème n’a pas pu être chargé. Veuillez réessayer.'],
    ] as const) {
      await i18n.changeLanguage(language);
      const server = pendingServer();
      const { unmount } = renderWithProviders(<HistoryDetailDialog summary={summary} onClose={() => undefined} />);
      const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
      server.answer(json({ message: 'Not found', code: 'notFound' }, 404));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
      expect(within(dialog).queryByRole('status')).toBeNull();
      unmount();
    }
  });
});
