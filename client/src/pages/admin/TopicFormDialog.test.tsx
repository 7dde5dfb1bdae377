import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { USER_QUERY_KEY } from '@/hooks/useAuth';
import i18n from '@/i18n';
import { renderWithProviders } from '@/test/render';
import { slugify, TopicFormDialog } from './TopicFormDialog';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('slugify', () => {
  it('makes URL-friendly slugs from titles', () => {
    expect(slugify('Limits of Functions')).toBe('limits-of-functions');
    expect(slugify('  Équations différentielles (L2) ')).toBe('equations-differentielles-l2');
  });
});

describe('TopicFormDialog', () => {
  it('says what is missing in the UI language before calling the server', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    await i18n.changeLanguage('en');
    renderWithProviders(<TopicFormDialog topic={null} onClose={() => undefined} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Title (English)', {}, { timeout: 10_000 }), 'Matrix Rank');
    expect(screen.getByLabelText('Slug')).toHaveValue('matrix-rank');
    await user.click(screen.getByRole('button', { name: 'Create topic' }));
    expect(await screen.findByText('The French title is required')).toBeInTheDocument();
    expect(screen.getByText('The English content is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('on 401 forgets the user and goes to the sign-in page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => new Response('{"message":"Unauthorized","code":"unauthorized"}', { status: 401, statusText: 'Unauthorized' })),
    );
    await i18n.changeLanguage('en');
    const { location, queryClient } = renderWithProviders(<TopicFormDialog topic={null} onClose={() => undefined} />, { path: '/admin' });
    queryClient.setQueryData(USER_QUERY_KEY, { id: 'admin' });
    const fill = async (label: string, value: string) => fireEvent.change(await screen.findByLabelText(label, {}, { timeout: 10_000 }), { target: { value } });
    await fill('Title (English)', 'Rank');
    await fill('Title (French)', 'Rang');
    await fill('Content (English)', 'Text');
    await fill('Content (French)', 'Texte');
    fireEvent.click(screen.getByRole('button', { name: 'Create topic' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/login'), { timeout: 3000 });
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toBeNull();
  });
});
