import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '@/i18n';
import { renderWithProviders } from '@/test/render';
import AccountPage from './AccountPage';

const toasts = vi.hoisted(() => [] as { title: string; description?: string; variant?: string }[]);
vi.mock('@/lib/toast', () => ({ showToast: (toast: { title: string }) => toasts.push(toast) }));

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const USER = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', locale: 'en', role: 'student', profileImageUrl: null, storeUploads: false, createdAt: '2026-01-05T00:00:00.000Z' };
const BASIC = { plan: 'basic', status: 'active', renewsAt: '2027-01-05T10:00:00.000Z', period: 'year', cancelAtPeriodEnd: false };
const QUOTA = { plan: 'basic', canUse: true, window: 'day', daily: { used: 3, limit: 50, remaining: 47, resetAt: '2026-01-06T00:00:00.000Z' }, monthly: { used: 9, limit: 50, remaining: 41, resetAt: '2026-02-01T00:00:00.000Z' } };
const STATS = { totalSolved: 12, verifiedSolutions: 9, weeklyStreak: 2, favoriteSubject: 'algebra', week: { solved: 4, verified: 3 }, month: { solved: 12, verified: 9 } };

function fakeServer(profileAnswer: (body: Record<string, unknown>) => Response) {
  const calls: { method: string; url: string; body?: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
      calls.push({ method, url, body });
      if (url === '/api/auth/user') return json(USER);
      if (url === '/api/subscription') return json(BASIC);
      if (url === '/api/quota') return json(QUOTA);
      if (url === '/api/stats') return json(STATS);
      if (url === '/api/auth/profile' && body) return profileAnswer(body);
      if (url === '/api/auth/account' && method === 'DELETE') return json({ ok: true });
      return json({ message: 'Not found' }, 404);
    }),
  );
  return calls;
}

// jsdom has no pointer capture or layout, which Radix's Select calls.
beforeAll(() => {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.releasePointerCapture = () => undefined;
  Element.prototype.scrollIntoView = () => undefined;
});

const assign = vi.fn();
beforeEach(() => {
  toasts.length = 0;
  assign.mockReset();
  vi.stubGlobal('location', { ...window.location, assign, hash: '' });
});

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  await i18n.changeLanguage('en');
});

describe('AccountPage', () => {
  it('shows the profile, plan, usage and real statistics', async () => {
    fakeServer(() => json(USER));
    renderWithProviders(<AccountPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Account Settings' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('readonly');
    expect(screen.getByText('Email cannot be changed. Contact support if you need to update it.')).toBeInTheDocument();
    expect(await screen.findByTestId('usage-count')).toHaveTextContent('3 / 50');
    expect(await screen.findByTestId('stat-solved')).toHaveTextContent('12');
    expect(screen.getByTestId('stat-verified')).toHaveTextContent('9');
    expect(screen.getByTestId('stat-week')).toHaveTextContent('4');
    expect(await screen.findByText('Renews on')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('button', { name: 'Manage Billing' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export Data' })).toHaveAttribute('href', '/api/account/export');
  });

  it('saves the profile and switches the interface to its language', async () => {
    const calls = fakeServer((body) => json({ ...USER, ...body }));
    renderWithProviders(<AccountPage />);
    const user = userEvent.setup();
    const firstName = await screen.findByLabelText('First Name', {}, { timeout: 5000 });
    await user.clear(firstName);
    await user.type(firstName, 'Augusta');
    await user.click(screen.getByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: 'Français' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(i18n.language).toBe('fr'));
    expect(calls.find((c) => c.url === '/api/auth/profile')).toMatchObject({ method: 'PUT', body: { firstName: 'Augusta', lastName: 'Lovelace', locale: 'fr' } });
    await waitFor(() => expect(toasts).toContainEqual({ title: 'Profil mis à jour', description: 'Votre profil a bien été mis à jour' }));
  });

  it('on 401 says the user is logged out and goes to /api/login', async () => {
    fakeServer(() => json({ message: 'Unauthorized' }, 401));
    renderWithProviders(<AccountPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }, { timeout: 5000 }));
    await waitFor(() => expect(toasts[0]).toMatchObject({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login'));
  });

  it('on another failure says the update failed', async () => {
    fakeServer(() => json({ message: 'boom' }, 500));
    renderWithProviders(<AccountPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }, { timeout: 5000 }));
    await waitFor(() => expect(toasts[0]).toMatchObject({ title: 'Update Failed', description: 'Failed to update profile. Please try again.' }));
    expect(assign).not.toHaveBeenCalled();
  });

  it('deletes the account only after the browser confirmation, then signs out after a second', async () => {
    const calls = fakeServer(() => json(USER));
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    renderWithProviders(<AccountPage />);
    const user = userEvent.setup();
    const remove = await screen.findByRole('button', { name: 'Delete Account' }, { timeout: 5000 });
    await user.click(remove);
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete your account? This action cannot be undone.');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    confirm.mockReturnValue(true);
    await user.click(remove);
    await waitFor(() => expect(toasts).toContainEqual({ title: 'Account Deleted', description: 'Your account has been permanently deleted' }));
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/auth/account')).toBe(true);
    expect(assign).not.toHaveBeenCalled();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/logout'), { timeout: 2000 });
  });
});
