import i18n from '@/i18n';
import { showToast } from '@/lib/toast';

/** Copies text with the spec's 'Copied!' toast, or 'Error' / 'Failed to copy to clipboard'. */
export async function copyWithToast(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    showToast({ title: i18n.t('solve:toast.copied') });
    return true;
  } catch {
    showToast({ title: i18n.t('solve:toast.errorTitle'), description: i18n.t('solve:toast.copyFailed'), variant: 'destructive' });
    return false;
  }
}
