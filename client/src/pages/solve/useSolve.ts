import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { InputType, SolveResponse, SubjectId } from '@contract/solve';
import { QUOTA_QUERY_KEY } from '@/components/quota/useQuota';
import { apiJson, serverMessageOf } from '@/lib/api';
import { showToast } from '@/lib/toast';
import { handleUnauthorized, isUnauthorized } from '@/lib/unauthorized';

export interface SolveInput {
  rawInput: string;
  inputType: InputType;
  subject?: SubjectId;
  ocrText?: string;
}

export const HISTORY_QUERY_PREFIX = '/api/history';
export const STATS_QUERY_KEY = ['/api/stats'] as const;

/** POST /api/solve with the spec §8 messages for each failure. */
export function useSolve(onSolved: (result: SolveResponse) => void) {
  const { t, i18n } = useTranslation('solve');
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: (input: SolveInput) =>
      apiJson<SolveResponse>('POST', '/api/solve', { ...input, generateAudio: false, locale: i18n.language === 'fr' ? 'fr' : 'en' }),
    onSuccess: (result) => {
      onSolved(result);
      showToast({ title: t('toast.solvedTitle'), description: t('toast.solvedText') });
      void queryClient.invalidateQueries({ queryKey: QUOTA_QUERY_KEY });
      void queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(HISTORY_QUERY_PREFIX) });
      void queryClient.invalidateQueries({ queryKey: STATS_QUERY_KEY });
      // a practice problem of the study plan solved verified here counts as done
      void queryClient.invalidateQueries({ queryKey: ['/api/study-plan'] });
    },
    onError: (error) => {
      if (isUnauthorized(error)) {
        handleUnauthorized(queryClient, navigate);
        return;
      }
      if (error.message.includes('429')) {
        showToast({ title: t('toast.quotaTitle'), description: t('toast.quotaText'), variant: 'destructive' });
        void queryClient.invalidateQueries({ queryKey: QUOTA_QUERY_KEY });
        return;
      }
      showToast({ title: t('toast.errorTitle'), description: t('toast.errorText'), variant: 'destructive' });
    },
  });
}

/** The message shown on the page under the editor after a failed solve (spec §8: the error's own, else a default). */
export function solveErrorText(error: unknown, fallback: string): string {
  return serverMessageOf(error) ?? fallback;
}
