import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '@/i18n';
import { renderWithProviders } from '@/test/render';
import { CheckDetails } from './CheckDetails';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const subscription = (plan: 'free' | 'basic' | 'pro') => ({ plan, status: 'active', renewsAt: plan === 'free' ? null : '2027-01-05T10:00:00.000Z', period: plan === 'free' ? null : 'month', cancelAtPeriodEnd: false });
const rows = [
  { at: 'x = 2', expected: '0', actual: '0', ok: true },
  { at: 'x = 3', expected: '0', actual: '0', ok: true },
];
const CHECK = {
  solutionId: 's1',
  verified: true,
  verification: 'Each root was substituted back into the equation.',
  standard: { level: 'standard', passed: true, evidence: { kind: 'roots', precision: 'double', digits: 16, tolerance: 1e-7, rows }, createdAt: '2026-01-05T10:00:00.000Z' },
  strict: null,
  canRecheck: true,
};
const STRICT = { ...CHECK, strict: { level: 'strict', passed: true, evidence: { kind: 'roots', precision: 'decimal', digits: 40, tolerance: 1e-20, rows }, createdAt: '2026-01-05T10:01:00.000Z' } };

function fakeServer(plan: 'free' | 'basic' | 'pro') {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (url === '/api/subscription') return json(subscription(plan));
      if (url === '/api/solutions/s1/check') return plan === 'pro' ? json(CHECK) : json({ message: 'This feature needs the Pro plan.', code: 'planRequired' }, 403);
      if (url === '/api/solutions/s1/recheck') return json(STRICT);
      return json({ message: 'Not found' }, 404);
    }),
  );
  return calls;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('How we checked it', () => {
  it('shows a Pro student the values substituted, and runs the strict re-check', async () => {
    const calls = fakeServer('pro');
    renderWithProviders(<CheckDetails solutionId="s1" />);
    await userEvent.click(await screen.findByRole('button', { name: /how we checked it/i }));
    const standard = await screen.findByTestId('check-standard');
    expect(within(standard).getByText('Each root substituted into the equation', { exact: false })).toBeTruthy();
    expect(within(standard).getByRole('columnheader', { name: 'Left side' })).toBeTruthy();
    expect(within(standard).getByRole('cell', { name: 'x = 3' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Re-check strictly' }));
    const strict = await screen.findByTestId('check-strict');
    expect(within(strict).getByText(/Decimal arithmetic with 40 digits/)).toBeTruthy();
    expect(calls).toContain('POST /api/solutions/s1/recheck');
  });

  it.each(['free', 'basic'] as const)('offers a %s student the upgrade instead of the evidence, without asking for it', async (plan) => {
    const calls = fakeServer(plan);
    renderWithProviders(<CheckDetails solutionId="s1" />);
    await userEvent.click(await screen.findByRole('button', { name: /how we checked it/i }));
    const upgrade = await screen.findByRole('link', { name: 'See the Pro plan' });
    expect(upgrade.getAttribute('href')).toBe('/pricing');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByTestId('check-standard')).toBeNull();
    expect(calls.some((c) => c.includes('/check'))).toBe(false);
  });

  it('speaks French', async () => {
    fakeServer('pro');
    await i18n.changeLanguage('fr');
    renderWithProviders(<CheckDetails solutionId="s1" />);
    await userEvent.click(await screen.findByRole('button', { name: /comment nous avons vérifié/i }));
    expect(await screen.findByRole('columnheader', { name: 'Membre de gauche' })).toBeTruthy();
  });
});
