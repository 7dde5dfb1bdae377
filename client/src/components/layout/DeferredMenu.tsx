import { Suspense, useState, type ReactElement, type SyntheticEvent } from 'react';

export interface TriggerHandlers {
  onPointerEnter?: () => void;
  onFocus?: () => void;
  onTouchStart?: () => void;
  onClick?: (event: SyntheticEvent) => void;
}

interface DeferredMenuProps {
  /** The button, drawn at once; it gets handlers that load and open the menu. */
  trigger: (handlers: TriggerHandlers) => ReactElement;
  /** The real menu (a lazy component), opened on its first render. */
  menu: () => ReactElement;
  /** Starts loading the menu's code: called when the pointer or focus reaches the button. */
  preload: () => void;
}

/**
 * A header menu whose code (Radix menus and their positioning engine, ~30 KB gzip) loads when
 * the visitor reaches for it rather than with the landing page.
 */
export function DeferredMenu({ trigger, menu, preload }: DeferredMenuProps) {
  const [requested, setRequested] = useState(false);
  if (!requested) {
    return trigger({
      onPointerEnter: preload,
      onFocus: preload,
      onTouchStart: preload,
      onClick: () => {
        preload();
        setRequested(true);
      },
    });
  }
  return <Suspense fallback={trigger({})}>{menu()}</Suspense>;
}
