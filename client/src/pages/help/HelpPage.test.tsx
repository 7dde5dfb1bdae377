import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SupportTicket } from '@contract/support';
import i18n from '@/i18n';
import { renderWithProviders } from '@/test/render';
import HelpPage from './HelpPage';

const toasts = vi.hoisted(() => [] as { title: string; description?: string; variant?: string }[]);
vi.mock('@/lib/toast', () => ({ showToast: (toast: { title: string }) => toasts.push(toast) }));

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const PROBLEM_ID = '8d0c1b0e-6a4e-4c55-9f7a-2f1d2c3b4a59';
const HISTORY = [{ problemId: PROBLEM_ID, title: null, excerpt: 'x^2 - 5x + 6 = 0', inputType: 'text', subject: null, createdAt: '2026-03-01T10:00:00.000Z', verified: true, finalAnswer: 'x = 2 or x = 3' }];
const ANSWERED: SupportTicket = {
  id: 't1',
  subject: 'Why two roots?',
  message: 'Step 2 gives two values.',
  status: 'answered',
  plan: 'pro',
  problem: { id: PROBLEM_ID, excerpt: 'x^2 - 5x + 6 = 0' },
  reply: 'Both satisfy the equation.',
  repliedAt: '2026-03-02T09:00:00.000Z',
  createdAt: '2026-03-01T11:00:00.000Z',
};

function fakeServer() {
  const tickets: SupportTicket[] = [ANSWERED];
  const posted: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      if (url.startsWith('/api/history')) return json(HISTORY);
      if (url === '/api/support/tickets' && init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        posted.push(body);
        const ticket: SupportTicket = { ...ANSWERED, id: 't2', subject: String(body.subject), message: String(body.message), status: 'open', reply: null, repliedAt: null };
        tickets.unshift(ticket);
        return json(ticket, 201);
      }
      if (url === '/api/support/tickets') return json(tickets);
      return json({ message: 'Not found' }, 404);
    }),
  );
  return posted;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  toasts.length = 0;
  await i18n.changeLanguage('en');
});

describe('HelpPage', () => {
  it("shows the student's questions with their status and the answer", async () => {
    fakeServer();
    renderWithProviders(<HelpPage />, { path: '/help' });
    const ticket = await screen.findByRole('heading', { name: 'Why two roots?' });
    const card = ticket.closest('[data-testid="help-ticket"]') as HTMLElement;
    expect(within(card).getByText('Answered')).toBeInTheDocument();
    expect(within(card).getByText('Priority')).toBeInTheDocument();
    expect(within(card).getByRole('group', { name: 'Answer from support' })).toHaveTextContent('Both satisfy the equation.');
    expect(within(card).getByText('Attached: x^2 - 5x + 6 = 0')).toBeInTheDocument();
  });

  it('refuses an empty form in the interface language, then sends a question with a solution attached', async () => {
    const posted = fakeServer();
    const user = userEvent.setup();
    await i18n.changeLanguage('fr');
    renderWithProviders(<HelpPage />, { path: '/help' });
    await user.click(await screen.findByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Veuillez saisir un objet')).toBeInTheDocument();
    expect(screen.getByText('Veuillez décrire votre question')).toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.type(screen.getByLabelText('Objet'), 'Une question');
    await user.type(screen.getByLabelText('Message'), 'Pourquoi deux racines ?');
    const attach = screen.getByLabelText('Joindre une solution (facultatif)');
    await waitFor(() => expect(within(attach).getByRole('option', { name: 'x^2 - 5x + 6 = 0' })).toBeInTheDocument());
    await user.selectOptions(attach, PROBLEM_ID);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(posted).toEqual([{ subject: 'Une question', message: 'Pourquoi deux racines ?', problemId: PROBLEM_ID }]));
    expect(await screen.findByRole('heading', { name: 'Une question' })).toBeInTheDocument();
    expect(toasts.map((t) => t.title)).toContain('Message envoyé');
    // The form is ready for the next question, with no solution attached.
    expect(screen.getByLabelText('Objet')).toHaveValue('');
    expect(screen.getByLabelText('Joindre une solution (facultatif)')).toHaveValue('');
  });
});
