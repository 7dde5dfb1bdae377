import { useState } from 'react';

/** Which confirmation dialog is open, if any (cancel, resume, delete history…). */
export function useConfirmation<T extends string>() {
  const [pending, setPending] = useState<T | null>(null);
  return { pending, ask: (what: T) => setPending(what), close: () => setPending(null) };
}
