/** Whether any toast has been asked for yet: the Toaster mounts (and loads its code) from then on. */
let requested = false;
const listeners = new Set<() => void>();

export function requestToaster(): void {
  if (requested) return;
  requested = true;
  listeners.forEach((listener) => listener());
}

export function subscribeToaster(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function toasterRequested(): boolean {
  return requested;
}
