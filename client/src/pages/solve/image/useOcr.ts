import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { serverMessageOf } from '@/lib/api';
import { showToast } from '@/lib/toast';
import { handleUnauthorized, isUnauthorized } from '@/lib/unauthorized';
import { requestOcr } from './ocr-request';

/**
 * Reads an image's text through POST /api/ocr. Resolves with the text, or with null after an
 * 'OCR Failed' toast (the server's own message when it gave one: plan needed, wrong type, …).
 * Only the latest call counts: an answer for an image replaced meanwhile is dropped.
 */
export function useOcr() {
  const { t } = useTranslation('upload');
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [pending, setPending] = useState(0);
  const latest = useRef(0);

  const read = useCallback(
    async (imageData: string): Promise<string | null> => {
      const call = ++latest.current;
      setPending((n) => n + 1);
      try {
        const { text } = await requestOcr(imageData);
        if (call !== latest.current) return null;
        if (text.trim() === '') {
          showToast({ title: t('toast.ocrFailedTitle'), description: t('toast.ocrFailedText'), variant: 'destructive' });
          return null;
        }
        return text;
      } catch (error) {
        if (call !== latest.current) return null;
        if (isUnauthorized(error)) handleUnauthorized(queryClient, navigate);
        else showToast({ title: t('toast.ocrFailedTitle'), description: serverMessageOf(error) ?? t('toast.ocrFailedText'), variant: 'destructive' });
        return null;
      } finally {
        setPending((n) => n - 1);
      }
    },
    [navigate, queryClient, t],
  );

  /** Forget any call in flight (the image was cleared). */
  const cancel = useCallback(() => {
    latest.current += 1;
  }, []);

  return { read, cancel, isReading: pending > 0 };
}
