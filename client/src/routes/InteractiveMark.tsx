import { useEffect } from 'react';

/**
 * Marks the page interactive (`<html data-interactive>`) once the current page is on screen with
 * its event handlers. Until then the stylesheet keeps taps off the server's HTML, which looks
 * ready before its code has run; browser tests wait for the mark after a page load.
 */
export function InteractiveMark() {
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
  return null;
}
