import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import i18n from '@/i18n';
import { renderWithProviders } from '@/test/render';
import { AppRouter } from './AppRouter';

const student = {
  id: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  locale: 'en',
  role: 'student',
  profileImageUrl: null,
  storeUploads: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** Answers GET /api/auth/user with the given user, or 401 for a visitor; other reads get an empty list. */
function serveUser(user: typeof student | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      if (String(input) !== '/api/auth/user') return json([]);
      return user ? json(user) : new Response('{"message":"Unauthorized","code":"unauthorized"}', { status: 401, statusText: 'Unauthorized' });
    }),
  );
}

// Pages are lazy chunks: the first render of each compiles it, which takes a moment in tests.
const slow = { timeout: 10_000 };
const landingHeading = { level: 1, name: /understand every step/i } as const;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('AppRouter', () => {
  it('shows a spinner while the user loads', () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(() => new Promise<Response>(() => {})));
    renderWithProviders(<AppRouter />, { path: '/history' });
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('shows visitors the landing page on signed-in routes and unknown routes', { timeout: 30_000 }, async () => {
    for (const path of ['/history', '/admin', '/nowhere']) {
      serveUser(null);
      const { unmount } = renderWithProviders(<AppRouter />, { path });
      expect(await screen.findByRole('heading', landingHeading, slow)).toBeInTheDocument();
      unmount();
    }
  });

  it('opens signed-in routes to a student and sends them home from /login', { timeout: 30_000 }, async () => {
    serveUser(student);
    const { unmount } = renderWithProviders(<AppRouter />, { path: '/subjects' });
    expect(await screen.findByRole('heading', { level: 1 }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('heading', landingHeading)).not.toBeInTheDocument();
    unmount();

    serveUser(student);
    const { location } = renderWithProviders(<AppRouter />, { path: '/login' });
    expect(await screen.findByRole('heading', { level: 1, name: /Welcome back, Ada/ }, slow)).toBeInTheDocument();
    expect(location.history?.at(-1)).toBe('/');
  });

  it('refuses /admin to a student with the spec message and sends them home after 2 s', async () => {
    serveUser(student);
    const { location } = renderWithProviders(<AppRouter />, { path: '/admin' });
    expect(await screen.findByText("You don't have permission to access the admin dashboard.", {}, slow)).toBeInTheDocument();
    await vi.waitFor(() => expect(location.history?.at(-1)).toBe('/'), { timeout: 3000, interval: 100 });
  });

  it('speaks French when the language is French', async () => {
    await i18n.changeLanguage('fr');
    serveUser(null);
    renderWithProviders(<AppRouter />, { path: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: /comprenez chaque étape/i }, slow)).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });
});
