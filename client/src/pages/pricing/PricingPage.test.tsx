import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '@/i18n';
import { renderWithProviders } from '@/test/render';
import PricingPage from './PricingPage';

// jsdom does not lay out pages; the checkout scrolls itself into view in a browser.
beforeAll(() => {
  Element.prototype.scrollIntoView = () => undefined;
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const USER = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'L', locale: 'en', role: 'student', profileImageUrl: null, storeUploads: false, createdAt: '2026-01-01T00:00:00.000Z' };
const FREE = { plan: 'free', status: 'active', renewsAt: null, period: null, cancelAtPeriodEnd: false };
const BASIC = { plan: 'basic', status: 'active', renewsAt: '2027-11-21T10:00:00.000Z', period: 'year', cancelAtPeriodEnd: false };

/** A fake server: the signed-in user (or 401), their subscription, and a sandbox checkout. */
function fakeServer(signedIn: boolean) {
  let subscription: typeof FREE | typeof BASIC = FREE;
  const calls: { url: string; body: unknown }[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url === '/api/auth/user') return signedIn ? json(USER) : json({ message: 'Unauthorized' }, 401);
    if (url === '/api/subscription') return json(subscription);
    if (url === '/api/payments/setup') return json({ clientToken: 'sandbox-x', provider: 'sandbox', mode: 'sandbox', clientId: 'sandbox' });
    if (url === '/api/payments/order') return json({ id: 'SBX-1' });
    if (url === '/api/payments/order/SBX-1/capture') {
      subscription = BASIC;
      return json({ id: 'SBX-1', status: 'COMPLETED', subscription });
    }
    return json({ message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

describe('PricingPage', () => {
  it('shows visitors the savings and sends their upgrade through sign-in', async () => {
    fakeServer(false);
    renderWithProviders(<PricingPage />);
    const user = userEvent.setup();
    expect(await screen.findByText('Save up to 17%', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Upgrade to Basic' })).toHaveAttribute('href', '/api/login');
    expect(screen.queryByText(/Save \$19\.89\/year/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Annual' }));
    expect(screen.getByText('Save $19.89/year')).toBeInTheDocument();
    expect(screen.getByText('Save $39.89/year')).toBeInTheDocument();
    expect(screen.queryByText('Your Current Subscription')).not.toBeInTheDocument();
  });

  it('upgrades a signed-in free user through the sandbox approval, with the server price', async () => {
    const calls = fakeServer(true);
    renderWithProviders(<PricingPage />);
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Current Plan' }, { timeout: 5000 })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Annual' }));
    await user.click(screen.getByRole('button', { name: 'Upgrade to Basic' }));
    const checkout = await screen.findByRole('region', { name: 'Complete Payment' }, { timeout: 5000 });
    expect(checkout).toHaveTextContent('Basic plan, $99.99 per year');
    await user.click(await within(checkout).findByRole('button', { name: 'Approve payment' }, { timeout: 5000 }));

    await waitFor(() => expect(screen.queryByRole('region', { name: 'Complete Payment' })).not.toBeInTheDocument());
    expect(calls.find((c) => c.url === '/api/payments/order')?.body).toEqual({ plan: 'basic', period: 'year', amount: '99.99', currency: 'USD', intent: 'subscription' });
    expect(calls.some((c) => c.url === '/api/payments/order/SBX-1/capture')).toBe(true);
    const card = await screen.findByText('Your Current Subscription');
    await waitFor(() => expect(card.closest('[data-testid="current-subscription"]')).toHaveTextContent('Basic'));
    expect(screen.getAllByRole('button', { name: 'Current Plan' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Upgrade to Pro' })).toBeEnabled();
  });

  it('closes the checkout on Cancel without creating an order', async () => {
    const calls = fakeServer(true);
    renderWithProviders(<PricingPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Upgrade to Pro' }, { timeout: 5000 }));
    const checkout = await screen.findByRole('region', { name: 'Complete Payment' }, { timeout: 5000 });
    await user.click(await within(checkout).findByRole('button', { name: 'Cancel' }, { timeout: 5000 }));
    expect(screen.queryByRole('region', { name: 'Complete Payment' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/payments/order')).toBe(false);
  });
});
