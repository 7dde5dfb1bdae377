import { ApiError, throwIfNotOk } from '@/lib/api';
import i18n from '@/i18n';

/** Downloads the solution as a PDF built by the server (a Pro feature the server enforces). */
export async function downloadSolutionPdf(problemId: string): Promise<void> {
  const res = await fetch(`/api/history/${problemId}/export.pdf`, {
    credentials: 'include',
    headers: { 'Accept-Language': i18n.language === 'fr' ? 'fr' : 'en' },
  });
  await throwIfNotOk(res);
  const blob = await res.blob();
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'stepwise-solution.pdf';
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export { ApiError };
