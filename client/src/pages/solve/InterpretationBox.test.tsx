import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HistoryItem, HistorySummary, SolveResponse } from '@contract/solve';
import i18n from '@/i18n';
import { createQueryClient } from '@/lib/queryClient';
import { HistoryDetailDialog } from '@/pages/history/HistoryDetailDialog';
import { renderWithProviders } from '@/test/render';
import { SolutionCard } from './SolutionCard';

const problem = { id: 'p1', title: null, rawInput: 'solve x^2 - 5x + 6 = 0', inputType: 'text', ocrText: null, subject: null, createdAt: '2026-11-21T10:00:00.000Z' } as const;

const solution: SolveResponse = {
  id: 's1',
  problemId: problem.id,
  problem,
  stepsJson: [
    { number: 1, title: 'Factor', explanation: 'Two numbers with product 6 and sum -5: -2 and -3.', formula: '(x-2)(x-3)=0' },
    { number: 2, title: 'Answer', explanation: 'x = 2 or x = 3' },
  ],
  finalAnswer: 'x = 2 or x = 3',
  plainText: 'Factor. x = 2 or x = 3',
  verified: true,
  verification: null,
  audioUrl: null,
  answer: null,
  method: null,
  category: null,
  interpretation: { text: 'Solve x² − 5x + 6 = 0 for x', latex: '\\text{Solve } x^2-5x+6=0 \\text{ for } x' },
  createdAt: '2026-11-21T10:00:00.000Z',
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the box saying how the problem was read', () => {
  it('shows the statement typeset above the first step, with the sentence for screen readers', async () => {
    await i18n.changeLanguage('en');
    renderWithProviders(<SolutionCard solution={solution} onReset={() => undefined} />);

    const box = await screen.findByRole('region', { name: 'We read your problem as' }, { timeout: 10_000 });
    expect(within(box).getByText('Solve x² − 5x + 6 = 0 for x')).toHaveClass('sr-only');
    // KaTeX arrives as its own chunk; the typeset statement is hidden from screen readers, who get the sentence.
    await waitFor(() => expect(box.querySelector('.katex')).not.toBeNull(), { timeout: 10_000 });
    expect(box.querySelector('.katex')?.closest('[aria-hidden="true"]')).not.toBeNull();
    const firstStep = screen.getByTestId('solution-steps').querySelector('li');
    expect(firstStep).not.toBeNull();
    expect(box.compareDocumentPosition(firstStep!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is headed in French for a French reader', async () => {
    await i18n.changeLanguage('fr');
    const french = { ...solution, interpretation: { text: "Résoudre x² − 5x + 6 = 0 d'inconnue x", latex: "\\text{Résoudre } x^2-5x+6=0 \\text{ d'inconnue } x" } };
    renderWithProviders(<SolutionCard solution={french} onReset={() => undefined} />);
    const box = await screen.findByRole('region', { name: 'Nous avons compris' }, { timeout: 10_000 });
    expect(box).toHaveTextContent("Résoudre x² − 5x + 6 = 0 d'inconnue x");
  });

  it('shows nothing when the solver did not say how it read the problem', async () => {
    await i18n.changeLanguage('en');
    renderWithProviders(<SolutionCard solution={{ ...solution, interpretation: null }} onReset={() => undefined} />);
    expect(await screen.findByTestId('solution-steps', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByTestId('interpretation')).toBeNull();
    expect(screen.queryByText('We read your problem as')).toBeNull();
  });

  it('starts Copy Steps with the line saying how the problem was read', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    renderWithProviders(<SolutionCard solution={solution} onReset={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Copy Steps' }, { timeout: 10_000 }));
    const copied = await navigator.clipboard.readText();
    expect(copied.startsWith('We read your problem as: Solve x² − 5x + 6 = 0 for x\n\n1. Factor\n')).toBe(true);
  });

  it('copies the steps alone when there is no interpretation', async () => {
    await i18n.changeLanguage('fr');
    const user = userEvent.setup();
    renderWithProviders(<SolutionCard solution={{ ...solution, interpretation: null }} onReset={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Copier les étapes' }, { timeout: 10_000 }));
    expect((await navigator.clipboard.readText()).startsWith('1. Factor\n')).toBe(true);
  });

  it('shows in the history dialog above the steps, and not for an older solution', async () => {
    await i18n.changeLanguage('en');
    const item: HistoryItem = { problem, solution };
    // The dialog reads the whole item by its URL; here it is already in the cache.
    const summary: HistorySummary = { problemId: problem.id, title: null, excerpt: problem.rawInput, inputType: 'text', subject: null, createdAt: problem.createdAt, verified: true, finalAnswer: solution.finalAnswer };
    const queryClient = createQueryClient();
    queryClient.setQueryData([`/api/history/${problem.id}`], item);
    renderWithProviders(<HistoryDetailDialog summary={summary} onClose={() => undefined} />, { queryClient });
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    const box = await within(dialog).findByRole('region', { name: 'We read your problem as' });
    expect(box).toHaveTextContent('Solve x² − 5x + 6 = 0 for x');
    const firstStep = within(dialog).getByTestId('solution-steps').querySelector('li');
    expect(box.compareDocumentPosition(firstStep!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    act(() => queryClient.setQueryData([`/api/history/${problem.id}`], { problem, solution: { ...solution, interpretation: null } }));
    await waitFor(() => expect(within(screen.getByRole('dialog')).queryByTestId('interpretation')).toBeNull());
  });
});
