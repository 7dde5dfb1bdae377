import { useEffect, useState } from 'react';
import { cn } from '@/lib/utils';

type Render = (latex: string, displayMode: boolean) => string;

let loading: Promise<Render> | null = null;

function loadRenderer(): Promise<Render> {
  loading ??= import('./katexRender').then((module) => module.renderLatex);
  return loading;
}

export interface FormulaProps {
  latex: string;
  /** Centred on its own line, larger. */
  display?: boolean;
  className?: string;
}

/**
 * A LaTeX formula typeset by KaTeX. KaTeX is loaded on first use; until then the LaTeX source is
 * shown in a monospace font (and kept for screen readers by KaTeX's MathML afterwards).
 */
export function Formula({ latex, display = false, className }: FormulaProps) {
  const [html, setHtml] = useState<string | null>(null);

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

  const Tag = display ? 'div' : 'span';
  if (html === null) {
    return <Tag className={cn('font-mono text-sm', display && 'overflow-x-auto py-1', className)}>{latex}</Tag>;
  }
  return (
    <Tag
      className={cn(display && 'overflow-x-auto overflow-y-hidden py-1', className)}
      // KaTeX output built from our own LaTeX strings; KaTeX escapes text it renders.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
