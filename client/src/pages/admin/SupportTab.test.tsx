import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminSupportTicket, OutboxList } from '@contract/support';
import i18n from '@/i18n';
import { renderWithProviders } from '@/test/render';
import { SupportTab } from './SupportTab';

const toasts = vi.hoisted(() => [] as { title: string; description?: string; variant?: string }[]);
vi.mock('@/lib/toast', () => ({ showToast: (toast: { title: string }) => toasts.push(toast) }));

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ticket = (id: string, plan: 'free' | 'pro', subject: string): AdminSupportTicket => ({
  id,
  subject,
  message: `${subject} — details`,
  status: 'open',
  plan,
  problem: null,
  reply: null,
  repliedAt: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  user: { id: `u-${id}`, email: `${id}@example.com`, firstName: null, lastName: null },
});

function fakeServer() {
  const tickets = [ticket('t-pro', 'pro', 'Pro question'), ticket('t-free', 'free', 'Free question')];
  const calls: { method: string; url: string; body?: unknown }[] = [];
  const outbox: OutboxList = { transport: 'outbox', mails: [] };
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(String(init.body)) as { reply: string }) : undefined;
      calls.push({ method, url, body });
      const replied = /^\/api\/admin\/support\/tickets\/([\w-]+)\/reply$/.exec(url);
      if (replied && body) {
        const target = tickets.find((x) => x.id === replied[1]);
        if (!target) return json({ message: 'Not found' }, 404);
        Object.assign(target, { status: 'answered', reply: body.reply, repliedAt: '2026-03-02T10:00:00.000Z' });
        outbox.mails.unshift({ id: 'm1', to: target.user.email, subject: `Your question has been answered: ${target.subject}`, body: body.reply, createdAt: '2026-03-02T10:00:00.000Z' });
        return json(target);
      }
      if (url.startsWith('/api/admin/support/tickets')) return json(tickets);
      if (url === '/api/admin/support/outbox') return json(outbox);
      return json({ message: 'Not found' }, 404);
    }),
  );
  return calls;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  toasts.length = 0;
  await i18n.changeLanguage('en');
});

describe('SupportTab', () => {
  it('lists the queue in the server’s order (Pro first), answers a ticket and shows the kept mail in the outbox', async () => {
    const calls = fakeServer();
    const user = userEvent.setup();
    renderWithProviders(<SupportTab />, { path: '/admin' });
    const cards = await screen.findAllByTestId('support-ticket');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Pro question', 'Free question']);
    expect(within(cards[0]).getByText('Pro')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Open')).toBeInTheDocument();

    expect(within(cards[0]).getByRole('button', { name: 'Send answer' })).toBeDisabled();
    await user.type(within(cards[0]).getByLabelText('Answer'), 'Use the discriminant.');
    await user.click(within(cards[0]).getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(calls).toContainEqual({ method: 'POST', url: '/api/admin/support/tickets/t-pro/reply', body: { reply: 'Use the discriminant.' } }));
    const answered = (await screen.findAllByTestId('support-ticket'))[0];
    await waitFor(() => expect(within(answered).getByText('Answered')).toBeInTheDocument());
    expect(within(answered).getByText('Use the discriminant.')).toBeInTheDocument();
    expect(toasts.map((t) => t.title)).toContain('Answer sent');

    await user.click(screen.getByRole('button', { name: 'Outbox' }));
    expect(await screen.findByText(/No SMTP server is configured/)).toBeInTheDocument();
    const mail = await screen.findByTestId('outbox-mail');
    expect(mail).toHaveTextContent('Your question has been answered: Pro question');
    expect(mail).toHaveTextContent('To t-pro@example.com');
  });

  it('asks for closed tickets only when the admin wants them', async () => {
    const calls = fakeServer();
    const user = userEvent.setup();
    renderWithProviders(<SupportTab />, { path: '/admin' });
    await screen.findAllByTestId('support-ticket');
    expect(calls.map((c) => c.url)).toContain('/api/admin/support/tickets?view=active');
    await user.click(screen.getByRole('checkbox', { name: 'Show closed tickets' }));
    await waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/admin/support/tickets?view=all'));
  });
});
