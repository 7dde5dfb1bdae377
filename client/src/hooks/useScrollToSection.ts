import { useCallback } from 'react';
import { useLocation } from 'wouter';

function scrollToId(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const reduceMotion = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  return true;
}

/**
 * Goes to a section of the landing page (#about, #demo, #pricing): scrolls there when it is on
 * screen, else opens / with the hash and the landing page scrolls once it has rendered.
 */
export function useScrollToSection(): (id: string) => void {
  const [location, navigate] = useLocation();
  return useCallback(
    (id: string) => {
      if (location === '/' && scrollToId(id)) {
        window.history.replaceState(window.history.state, '', `#${id}`);
        return;
      }
      navigate(`/#${id}`);
    },
    [location, navigate],
  );
}

export { scrollToId };
