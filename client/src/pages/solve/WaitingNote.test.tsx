import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { INTERPRETING_AFTER_MS, WaitingNote } from './WaitingNote';

describe('WaitingNote', () => {
  it('says the problem is being interpreted once a solve has lasted a moment, and nothing after it ends', async () => {
    const view = renderWithProviders(<WaitingNote pending />);
    const note = await screen.findByTestId('solve-waiting');
    expect(note.textContent).toBe('');
    await act(() => new Promise((resolve) => setTimeout(resolve, INTERPRETING_AFTER_MS + 100)));
    expect(note.textContent).toBe('Interpreting your problem…');
    view.rerender(<WaitingNote pending={false} />);
    expect(screen.getByTestId('solve-waiting').textContent).toBe('');
  });
});
