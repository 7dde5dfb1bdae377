import { useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { cn } from '@/lib/utils';

type Render = (latex: string, displayMode: boolean) => string;

let renderer: Render | null = null;
let loading: Promise<Render> | null = null;
/** Formulas still showing their source: once KaTeX arrives for one, every one of them uses it. */
const waiting = new Set<(render: Render) => void>();

function loadRenderer(): Promise<Render> {
  loading ??= import('./katexRender').then((module) => {
    const loaded = module.renderLatex;
    renderer = loaded;
    for (const notify of waiting) notify(loaded);
    waiting.clear();
    return loaded;
  });
  return loading;
}

export interface FormulaProps {
  latex: string;
  /** Centred on its own line, larger; scrolls sideways when wider than the screen. */
  display?: boolean;
  className?: string;
  /** Names a display formula that scrolls, for keyboard and screen-reader users. */
  label?: string;
  /**
   * Fetch KaTeX only when the formula comes near the screen. For pages where formulas are
   * decoration below the fold (the landing page); elsewhere formulas are the content and load at once.
   */
  lazy?: boolean;
}

/**
 * A LaTeX formula typeset by KaTeX. KaTeX (~80 KB gzip with its CSS) is a chunk of its own, fetched
 * on first use — or, for `lazy` formulas, the first time one comes near the screen, so the landing
 * page's demo below the fold costs nothing up front. Until then the LaTeX source shows in a
 * monospace font.
 */
export function Formula({ latex, display = false, className, label, lazy = false }: FormulaProps) {
  const [render, setRender] = useState<Render | null>(() => renderer);
  const [scrolls, setScrolls] = useState(false);
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    if (render) return;
    let active = true;
    const notify = (loaded: Render) => {
      if (active) setRender(() => loaded);
    };
    waiting.add(notify);
    const load = () =>
      loadRenderer().then(notify, () => {
        // Leave the LaTeX source visible if the chunk cannot load.
      });
    const element = ref.current;
    if (!lazy || !element || typeof IntersectionObserver !== 'function') {
      void load();
      return () => {
        active = false;
        waiting.delete(notify);
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          void load();
        }
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(element);
    return () => {
      active = false;
      waiting.delete(notify);
      observer.disconnect();
    };
  }, [render, lazy]);

  const html = useMemo(() => (render ? render(latex, display) : null), [render, latex, display]);

  // A display formula wider than its box scrolls; it must then be reachable by keyboard.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!display || !element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    measure();
    // KaTeX's fonts arrive after the first layout and widen the formula.
    let active = true;
    void document.fonts?.ready.then(() => {
      if (active) measure();
    });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(element);
    // The typeset formula (KaTeX's inline-block), whose width changes when the fonts load.
    const content = element.querySelector('.katex-html') ?? element.firstElementChild;
    if (content) observer?.observe(content);
    window.addEventListener('resize', measure);
    return () => {
      active = false;
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [display, html]);

  if (!display) {
    return html === null ? (
      <span ref={ref} className={cn('font-mono text-sm', className)}>
        {latex}
      </span>
    ) : (
      // KaTeX output built from LaTeX strings; KaTeX escapes the text it renders.
      <span ref={ref} className={className} dangerouslySetInnerHTML={{ __html: html }} />
    );
  }
  const scrollProps = scrolls ? { tabIndex: 0, role: 'group', 'aria-label': label ?? latex } : {};
  const divRef = ref as RefObject<HTMLDivElement>;
  return html === null ? (
    <div ref={divRef} className={cn('overflow-x-auto py-1 font-mono text-sm', className)} {...scrollProps}>
      {latex}
    </div>
  ) : (
    <div
      ref={divRef}
      className={cn('overflow-x-auto overflow-y-hidden py-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring', className)}
      {...scrollProps}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
