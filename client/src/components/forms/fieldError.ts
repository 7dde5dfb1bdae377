import { messageText } from '@contract/messages';
import type { Language } from '@/lib/preferences';

/**
 * The text of a form field's error. The contract's schemas use message codes as their
 * validation messages; this turns one into the UI language.
 */
export function fieldErrorText(code: string | undefined, language: Language): string | undefined {
  return code ? messageText(code, language) : undefined;
}
