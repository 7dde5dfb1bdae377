import { requestToaster } from './toasterState';

export interface ToastOptions {
  title: string;
  description?: string;
  /** Errors and refusals. */
  variant?: 'default' | 'destructive';
}

/**
 * Shows a toast with a title and a description; the Toaster keeps one visible at a time. The toast
 * library loads with the first toast (it replays toasts made before its Toaster mounted).
 */
export function showToast({ title, description, variant = 'default' }: ToastOptions): void {
  requestToaster();
  void import('sonner').then(({ toast }) => {
    if (variant === 'destructive') toast.error(title, { description });
    else toast.success(title, { description });
  });
}
