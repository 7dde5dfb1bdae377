import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { TtsBody, TtsResponse } from '@contract/tts';
import { ApiError, apiJson } from '@/lib/api';
import { showToast } from '@/lib/toast';
import { handleUnauthorized, isUnauthorized } from '@/lib/unauthorized';
import { HISTORY_QUERY_PREFIX } from '../useSolve';

/**
 * POST /api/tts. On success the audio is attached to the stored solution, so history lists are
 * refreshed; a failure shows the spec's toast (a plan refusal says which plan is needed).
 */
export function useGenerateAudio() {
  const { t } = useTranslation('audio');
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: (body: TtsBody) => apiJson<TtsResponse>('POST', '/api/tts', body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(HISTORY_QUERY_PREFIX) });
    },
    onError: (error) => {
      if (isUnauthorized(error)) {
        handleUnauthorized(queryClient, navigate);
        return;
      }
      const planMessage = error instanceof ApiError && error.code === 'planRequired' ? error.serverMessage : undefined;
      showToast({ title: t('toast.failedTitle'), description: planMessage ?? t('toast.failedText'), variant: 'destructive' });
    },
  });
}
