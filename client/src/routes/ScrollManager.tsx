import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** A new page starts at the top, unless the address names a section (#demo), which the page scrolls to. */
export function ScrollManager() {
  const [location] = useLocation();
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [location]);
  return null;
}
