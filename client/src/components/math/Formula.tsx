import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { cn } from '@/lib/utils';

type Render = (latex: string, displayMode: boolean) => string;

let loading: Promise<Render> | null = null;

function loadRenderer(): Promise<Render> {
  loading ??= import('./katexRender').then((module) => module.renderLatex);
  return loading;
}

export interface FormulaProps {
  latex: string;
  /** Centred on its own line, larger; scrolls sideways when wider than the screen. */
  display?: boolean;
  className?: string;
  /** Names a display formula that scrolls, for keyboard and screen-reader users. */
  label?: string;
}

/**
 * A LaTeX formula typeset by KaTeX. KaTeX is loaded on first use; until then the LaTeX source is
 * shown in a monospace font (KaTeX's MathML output keeps it readable by screen readers after).
 */
export function Formula({ latex, display = false, className, label }: FormulaProps) {
  const [html, setHtml] = useState<string | null>(null);
  const [scrolls, setScrolls] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let active = true;
    loadRenderer().then(
      (render) => {
        if (active) setHtml(render(latex, display));
      },
      () => {
        // Leave the LaTeX source visible if the chunk cannot load.
      },
    );
    return () => {
      active = false;
    };
  }, [latex, display]);

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
      <span className={cn('font-mono text-sm', className)}>{latex}</span>
    ) : (
      // KaTeX output built from LaTeX strings; KaTeX escapes the text it renders.
      <span className={className} dangerouslySetInnerHTML={{ __html: html }} />
    );
  }
  const scrollProps = scrolls ? { tabIndex: 0, role: 'group', 'aria-label': label ?? latex } : {};
  return html === null ? (
    <div ref={ref} className={cn('overflow-x-auto py-1 font-mono text-sm', className)} {...scrollProps}>
      {latex}
    </div>
  ) : (
    <div
      ref={ref}
      className={cn('overflow-x-auto overflow-y-hidden py-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring', className)}
      {...scrollProps}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
