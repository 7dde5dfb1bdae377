import { Toaster as Sonner } from 'sonner';
import { useMediaQuery } from '@/hooks/useMediaQuery';
import { useTheme } from '@/lib/theme';

/**
 * Toasts (spec §9): one visible at a time for 5 s, at the top on phones and bottom-right on wide
 * screens, swipe to dismiss, F8 moves focus to them. On phones they open below the sticky header:
 * over it they would cover the menu button, and a finger resting on a toast pauses its timer.
 */
const BELOW_HEADER = { top: 72 };

export default function SonnerToaster() {
  const { resolved } = useTheme();
  const wide = useMediaQuery('(min-width: 640px)');
  return (
    <Sonner
      theme={resolved}
      position={wide ? 'bottom-right' : 'top-center'}
      offset={wide ? undefined : BELOW_HEADER}
      mobileOffset={BELOW_HEADER}
      visibleToasts={1}
      duration={5000}
      hotkey={['F8']}
      swipeDirections={wide ? ['right'] : ['right', 'top']}
      richColors
      closeButton
    />
  );
}
