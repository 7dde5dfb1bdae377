import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SolveResponse } from '@contract/solve';
import { QUOTA_QUERY_KEY } from '@/components/quota/useQuota';
import { USER_QUERY_KEY } from '@/hooks/useAuth';
import i18n from '@/i18n';
import { createQueryClient } from '@/lib/queryClient';
import { renderWithProviders } from '@/test/render';
import { AudioExplanationCard } from './AudioExplanationCard';

const solution: SolveResponse = {
  id: '11111111-1111-4111-8111-111111111111',
  problemId: '22222222-2222-4222-8222-222222222222',
  stepsJson: [{ number: 1, title: 'Divide', explanation: 'Divide both sides by 2', formula: 'x = 2' }],
  finalAnswer: 'x = 2',
  plainText: 'Divide both sides by 2. x = 2',
  verified: true,
  verification: null,
  audioUrl: null,
  answer: null,
  method: null,
  category: null,
  interpretation: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  problem: { id: '22222222-2222-4222-8222-222222222222', title: null, rawInput: '2x = 4', inputType: 'text', ocrText: null, subject: null, createdAt: '2026-11-21T10:00:00.000Z' },
};

function signedIn(plan: 'free' | 'basic') {
  const queryClient = createQueryClient();
  queryClient.setQueryData(USER_QUERY_KEY, { id: 'u1' });
  queryClient.setQueryData(QUOTA_QUERY_KEY, { plan });
  queryClient.setQueryDefaults(QUOTA_QUERY_KEY, { staleTime: Infinity });
  return queryClient;
}

/** The solve page's part: it attaches the new audioUrl to its solution. */
function SolvePanel({ onAudioReady }: { onAudioReady: (url: string) => void }) {
  const [current, setCurrent] = useState(solution);
  return (
    <AudioExplanationCard
      solution={current}
      onAudioReady={(audioUrl) => {
        onAudioReady(audioUrl);
        setCurrent((s) => ({ ...s, audioUrl }));
      }}
    />
  );
}

const play = vi.fn(async () => undefined);

beforeEach(() => {
  // jsdom has no media playback: record the calls instead.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  play.mockClear();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('AudioExplanationCard', () => {
  it('generates the explanation, plays it, and rests the button for three seconds', async () => {
    await i18n.changeLanguage('en');
    let answer: (r: Response) => void = () => undefined;
    const fetchMock = vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const onAudioReady = vi.fn();
    renderWithProviders(<SolvePanel onAudioReady={onAudioReady} />, { queryClient: signedIn('basic') });

    expect(await screen.findByText('Not Generated', {}, { timeout: 10_000 })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Generate Audio' }));
    expect(await screen.findByRole('button', { name: 'Generating...' })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/tts');
    expect(JSON.parse(String(init?.body))).toEqual({ text: solution.plainText, solutionId: solution.id, problemId: solution.problemId });

    answer(new Response(JSON.stringify({ audioUrl: '/api/audio/abc' }), { status: 200 }));
    await waitFor(() => expect(onAudioReady).toHaveBeenCalledWith('/api/audio/abc'));
    expect(await screen.findByText('Available')).toBeInTheDocument();
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId('audio-player')).toHaveAttribute('src', '/api/audio/abc');
    const button = screen.getByRole('button', { name: 'Play Explanation' });
    expect(button).toBeDisabled();
    await waitFor(() => expect(button).toBeEnabled(), { timeout: 4_000 });
    await user.click(button);
    expect(play).toHaveBeenCalledTimes(2);
    expect(button).toBeDisabled();
  });

  it('comes back to Generate Audio when generation fails', async () => {
    await i18n.changeLanguage('fr');
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => new Response('{"message":"x","code":"audioFailed"}', { status: 502 })));
    const onAudioReady = vi.fn();
    renderWithProviders(<AudioExplanationCard solution={solution} onAudioReady={onAudioReady} />, { queryClient: signedIn('basic') });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Générer l’audio' }, { timeout: 10_000 }));
    expect(await screen.findByRole('button', { name: 'Générer l’audio' })).toBeEnabled();
    expect(screen.getByText('Non générée')).toBeInTheDocument();
    expect(onAudioReady).not.toHaveBeenCalled();
    expect(play).not.toHaveBeenCalled();
  });

  it('tells a free account that audio is a Basic feature and links to the plans', async () => {
    await i18n.changeLanguage('en');
    vi.stubGlobal('fetch', vi.fn<typeof fetch>());
    renderWithProviders(<AudioExplanationCard solution={solution} onAudioReady={() => undefined} />, { queryClient: signedIn('free') });
    expect(await screen.findByText('Audio explanations are part of the Basic and Pro plans.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('button', { name: 'Generate Audio' })).toBeNull();
  });
});
