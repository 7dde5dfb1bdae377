import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '@/i18n';
import { renderWithProviders } from '@/test/render';
import { ApiTokensCard } from './ApiTokensCard';

const toasts = vi.hoisted(() => [] as { title: string; description?: string; variant?: string }[]);
vi.mock('@/lib/toast', () => ({ showToast: (toast: { title: string }) => toasts.push(toast) }));

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const subscription = (plan: string) => ({ plan, status: 'active', renewsAt: '2027-01-05T10:00:00.000Z', period: 'month', cancelAtPeriodEnd: false });
const TOKEN = `swk_${'a1B2'.repeat(10)}xyz`;

/** A server with the token list in memory: POST adds, DELETE removes. */
function fakeServer(plan: string) {
  const tokens: Array<{ id: string; name: string; prefix: string; createdAt: string; lastUsedAt: string | null }> = [
    { id: 't-old', name: 'Old script', prefix: 'swk_OLDOLDOL', createdAt: '2026-01-05T00:00:00.000Z', lastUsedAt: '2026-02-01T08:00:00.000Z' },
  ];
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url}`);
      if (url === '/api/subscription') return json(subscription(plan));
      if (url === '/api/tokens' && method === 'GET') return json(tokens);
      if (url === '/api/tokens' && method === 'POST') {
        const { name } = JSON.parse(String(init?.body)) as { name: string };
        const created = { id: 't-new', name, token: TOKEN, prefix: TOKEN.slice(0, 12), createdAt: '2026-03-01T00:00:00.000Z' };
        tokens.unshift({ id: created.id, name, prefix: created.prefix, createdAt: created.createdAt, lastUsedAt: null });
        return json(created, 201);
      }
      const revoke = /^\/api\/tokens\/(.+)$/.exec(url);
      if (revoke && method === 'DELETE') {
        tokens.splice(
          tokens.findIndex((token) => token.id === revoke[1]),
          1,
        );
        return json({ ok: true });
      }
      return json({ message: 'Not found' }, 404);
    }),
  );
  return calls;
}

afterEach(async () => {
  toasts.length = 0;
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('ApiTokensCard', () => {
  it('creates a named token, shows it once with a copy button, lists it by prefix and revokes after confirmation', async () => {
    const calls = fakeServer('pro');
    // user-event gives the page a clipboard of its own.
    const user = userEvent.setup();
    renderWithProviders(<ApiTokensCard />);

    const list = await screen.findByTestId('api-token-list');
    expect(list).toHaveTextContent('Old script');
    expect(list).toHaveTextContent('swk_OLDOLDOL…');
    expect(list).toHaveTextContent('Last used February 1, 2026');

    // An empty name is refused in the browser, with the server's own message.
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('Give the token a name')).toBeInTheDocument();
    expect(calls).not.toContain('POST /api/tokens');

    await user.type(screen.getByLabelText('Token name'), 'Homework script');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    const shown = await screen.findByRole('region', { name: 'Copy your new token now' });
    expect(within(shown).getByLabelText('New token Homework script')).toHaveValue(TOKEN);
    await user.click(within(shown).getByRole('button', { name: 'Copy token' }));
    expect(await navigator.clipboard.readText()).toBe(TOKEN);
    expect(toasts.at(-1)?.title).toBe('Token copied');
    await waitFor(() => expect(screen.getByTestId('api-token-list')).toHaveTextContent('Never used'));
    expect(screen.getByTestId('api-token-list')).not.toHaveTextContent(TOKEN);

    await user.click(within(shown).getByRole('button', { name: 'I have saved it' }));
    expect(screen.queryByRole('region', { name: 'Copy your new token now' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Revoke Old script' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke “Old script”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.getByTestId('api-token-list')).not.toHaveTextContent('Old script'));
    expect(calls).toContain('DELETE /api/tokens/t-old');
    expect(toasts.at(-1)).toMatchObject({ title: 'Token revoked', description: '“Old script” no longer works.' });
  });

  it('tells a Basic student that API access comes with Pro, in French too', async () => {
    const calls = fakeServer('basic');
    await i18n.changeLanguage('fr');
    renderWithProviders(<ApiTokensCard />);
    expect(await screen.findByText('L’accès à l’API fait partie de l’offre Pro.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir l’offre Pro' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('button', { name: 'Créer un jeton' })).not.toBeInTheDocument();
    expect(calls).not.toContain('GET /api/tokens');
  });
});
