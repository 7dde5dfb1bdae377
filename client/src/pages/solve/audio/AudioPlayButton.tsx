import { Loader2, Play, Volume2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { showToast } from '@/lib/toast';
import { cn } from '@/lib/utils';

/** Spec §10: after play is pressed the button rests for three seconds. */
export const PLAY_COOLDOWN_MS = 3000;

export interface AudioPlayButtonProps {
  /** The clip, when one exists for the solution. */
  audioUrl: string | null;
  /** Makes the clip and resolves with its URL (null when it failed); absent where audio cannot be made. */
  onGenerate?: () => Promise<string | null>;
  isGenerating?: boolean;
  className?: string;
}

/**
 * 'Play Explanation' for a solution with audio; otherwise 'Generate Audio' → 'Generating...' →
 * the new clip plays. The player's own controls appear once there is a clip, to pause and seek.
 */
export function AudioPlayButton({ audioUrl, onGenerate, isGenerating = false, className }: AudioPlayButtonProps) {
  const { t } = useTranslation('audio');
  const audio = useRef<HTMLAudioElement | null>(null);
  const [coolingDown, setCoolingDown] = useState(false);
  // Set while a clip is being generated: the player starts it as soon as its element appears.
  const playWhenReady = useRef(false);

  useEffect(() => {
    if (!coolingDown) return;
    const timer = setTimeout(() => setCoolingDown(false), PLAY_COOLDOWN_MS);
    return () => clearTimeout(timer);
  }, [coolingDown]);

  const unavailable = () => showToast({ title: t('toast.unavailableTitle'), description: t('toast.unavailableText'), variant: 'destructive' });

  const play = () => {
    const element = audio.current;
    if (!element) return;
    setCoolingDown(true);
    element.play().catch((error: unknown) => {
      // A pause pressed before playback starts is not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) unavailable();
    });
  };

  const attachPlayer = (element: HTMLAudioElement | null) => {
    audio.current = element;
    if (element && playWhenReady.current) {
      playWhenReady.current = false;
      play();
    }
  };

  const onClick = async () => {
    if (audioUrl) return play();
    if (!onGenerate) return unavailable();
    // Armed before the request: the new clip's element may render before onGenerate resolves.
    playWhenReady.current = true;
    if (!(await onGenerate())) playWhenReady.current = false;
  };

  const label = audioUrl ? t('play') : isGenerating ? t('generating') : t('generate');
  const Icon = isGenerating ? Loader2 : audioUrl ? Play : Volume2;
  return (
    <div className={cn('space-y-3', className)}>
      <Button type="button" className="w-full" onClick={() => void onClick()} disabled={isGenerating || coolingDown} data-testid="audio-play-button">
        <Icon className={cn(isGenerating && 'animate-spin')} aria-hidden="true" />
        {label}
      </Button>
      {audioUrl && (
        <audio
          ref={attachPlayer}
          controls
          preload="none"
          src={audioUrl}
          className="h-10 w-full"
          aria-label={t('player')}
          data-testid="audio-player"
          onError={unavailable}
        />
      )}
    </div>
  );
}
