import { Toaster as Sonner } from 'sonner';
import { useMediaQuery } from '@/hooks/useMediaQuery';
import { useTheme } from '@/lib/theme';

/**
 * Toasts (spec §9): one visible at a time for 5 s, at the top on phones and bottom-right on wide
 * screens, swipe to dismiss, F8 moves focus to them.
 */
export default function SonnerToaster() {
  const { resolved } = useTheme();
  const wide = useMediaQuery('(min-width: 640px)');
  return (
    <Sonner
      theme={resolved}
      position={wide ? 'bottom-right' : 'top-center'}
      visibleToasts={1}
      duration={5000}
      hotkey={['F8']}
      swipeDirections={wide ? ['right'] : ['right', 'top']}
      richColors
      closeButton
    />
  );
}
