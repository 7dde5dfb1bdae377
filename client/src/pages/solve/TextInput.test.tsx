import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { SubjectId } from '@contract/solve';
import i18n from '@/i18n';
import { renderWithProviders } from '@/test/render';
import { TextInput } from './TextInput';

function Editor({ subject }: { subject?: SubjectId }) {
  const [value, setValue] = useState('');
  return <TextInput value={value} onChange={setValue} onSubmit={() => {}} subject={subject} />;
}

/** The editor with its state written out, as the Solve button sees it. */
function EditorWithState() {
  const [value, setValue] = useState('');
  return (
    <>
      <TextInput value={value} onChange={setValue} onSubmit={() => {}} />
      <output data-testid="state">{value}</output>
    </>
  );
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('TextInput by subject', () => {
  it('keeps the mathematics placeholder and palette without a subject', async () => {
    renderWithProviders(<Editor />);
    const editor = await screen.findByRole('textbox');
    expect(editor).toHaveAttribute('placeholder', expect.stringContaining('x^2 - 5x + 6 = 0'));
    const palette = screen.getByRole('group', { name: 'Math symbols' });
    expect(within(palette).getByRole('button', { name: 'Integral' })).toBeInTheDocument();
  });

  it('shows chemistry examples and inserts reaction symbols, subscripts and charges at the cursor', async () => {
    renderWithProviders(<Editor subject="chemistry" />);
    const editor = await screen.findByRole<HTMLTextAreaElement>('textbox');
    expect(editor.placeholder).toBe('e.g. balance Fe + O2 → Fe2O3; molar mass of CuSO4·5H2O');
    const palette = screen.getByRole('group', { name: 'Chemistry symbols' });
    expect(within(palette).queryByRole('button', { name: 'Integral' })).toBeNull();
    fireEvent.change(editor, { target: { value: 'Fe + O' } });
    editor.setSelectionRange(6, 6);
    fireEvent.click(within(palette).getByRole('button', { name: 'Subscript 2' }));
    fireEvent.click(within(palette).getByRole('button', { name: 'Equilibrium arrows' }));
    expect(editor.value).toBe('Fe + O₂ ⇌ ');
    fireEvent.click(within(palette).getByRole('button', { name: 'Charge two plus' }));
    expect(editor.value).toBe('Fe + O₂ ⇌ ²⁺');
  });

  it('gives physics and engineering units, computer science logic and bases, biology crosses', async () => {
    const view = renderWithProviders(<Editor subject="engineering" />);
    expect(await screen.findByRole('button', { name: 'Ohms' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Microfarads' })).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveAttribute('placeholder', expect.stringContaining('4 Ω and 6 Ω in parallel'));
    view.unmount();
    renderWithProviders(<Editor subject="computer-science" />);
    expect(await screen.findByRole('button', { name: 'Exclusive or' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Base 16 subscript' })).toBeInTheDocument();
  });

  it('names the examples and the buttons in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderWithProviders(<Editor subject="biology" />);
    const editor = await screen.findByRole('textbox');
    expect(editor).toHaveAttribute('placeholder', 'ex. Aa × Aa : rapport phénotypique ; AaBb × AaBb : rapport génotypique');
    const palette = screen.getByRole('group', { name: 'Symboles – Biologie' });
    expect(within(palette).getByRole('button', { name: 'Croisement' })).toBeInTheDocument();
  });
});

describe('TextInput on a server-rendered page', () => {
  it('takes up what the student typed before the app started', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<EditorWithState />);
    container.querySelector('textarea')!.value = 'x^2 - 5x + 6 = 0';
    await act(async () => {
      render(<EditorWithState />, { container, hydrate: true });
    });
    expect(screen.getByTestId('state')).toHaveTextContent('x^2 - 5x + 6 = 0');
    expect(screen.getByRole('textbox')).toHaveValue('x^2 - 5x + 6 = 0');
  });
});
