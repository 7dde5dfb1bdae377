import { Headphones, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useQuota } from '@/components/quota/useQuota';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { AudioSlotProps } from '../input-source';
import { AudioPlayButton } from './AudioPlayButton';
import { speechRequest } from './speech-request';
import { useGenerateAudio } from './useGenerateAudio';

/**
 * The side panel's Audio Explanation card (spec §4): 'Available' with 'Play Explanation', or
 * 'Not Generated' with 'Generate Audio'. Audio is a Basic/Pro feature: a free account sees the
 * plans link instead of a button the server would refuse.
 */
export function AudioExplanationCard({ solution, onAudioReady }: AudioSlotProps) {
  const { t } = useTranslation('audio');
  const { data: quota } = useQuota();
  const generate = useGenerateAudio();
  const audioUrl = solution?.audioUrl ?? null;
  const isFree = quota?.plan === 'free';

  const onGenerate = async () => {
    if (!solution) return null;
    try {
      const { audioUrl: url } = await generate.mutateAsync(speechRequest(solution));
      onAudioReady(url);
      return url;
    } catch {
      return null; // The hook has shown the toast.
    }
  };

  return (
    <Card data-testid="audio-card">
      <CardHeader className="pb-3">
        {/* The narrow side panel wraps the badge under the title rather than breaking either. */}
        <CardTitle className="flex flex-wrap items-center gap-2 text-base">
          <span className="flex items-center gap-2 whitespace-nowrap">
            <Headphones className="size-4 text-primary" aria-hidden="true" />
            {t('title')}
          </span>
          {solution && (
            <Badge variant={audioUrl ? 'success' : 'outline'} className="ml-auto whitespace-nowrap" data-testid="audio-status">
              {audioUrl ? t('available') : t('notGenerated')}
            </Badge>
          )}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <p className="text-muted-foreground">{solution ? t('intro') : t('noSolution')}</p>
        {isFree && !audioUrl ? (
          <div className="space-y-3 rounded-md border border-primary/30 bg-primary/5 p-3" data-testid="audio-upgrade">
            <p className="flex items-start gap-2">
              <Sparkles className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              {t('basicFeature')}
            </p>
            <Button variant="outline" size="sm" asChild>
              <Link href="/pricing">{t('upgrade')}</Link>
            </Button>
          </div>
        ) : (
          solution && <AudioPlayButton audioUrl={audioUrl} onGenerate={onGenerate} isGenerating={generate.isPending} />
        )}
      </CardContent>
    </Card>
  );
}
