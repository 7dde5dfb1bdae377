import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '@/i18n';
import { renderWithProviders } from '@/test/render';
import RegisterPage from './RegisterPage';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('RegisterPage', () => {
  it('shows the contract validation messages and sends nothing', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<RegisterPage />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), '123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows them in French for a French interface', async () => {
    await i18n.changeLanguage('fr');
    vi.stubGlobal('fetch', vi.fn<typeof fetch>());
    renderWithProviders(<RegisterPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Créer un compte' }));
    expect(await screen.findByText('Le prénom est obligatoire')).toBeInTheDocument();
    expect(screen.getByText('Veuillez saisir une adresse e-mail valide')).toBeInTheDocument();
  });

  it('shows "Creating account..." while the request is pending and posts the form with the UI language', async () => {
    let finish: (response: Response) => void = () => {};
    const fetchMock = vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => (finish = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<RegisterPage />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/auth/register');
    expect(JSON.parse(String(init?.body))).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'secret-pass',
      locale: 'en',
    });
    finish(new Response('{"message":"An account with this email already exists.","code":"emailTaken"}', { status: 409 }));
    expect(await screen.findByRole('button', { name: 'Create account' })).toBeEnabled();
  });
});
