import type { PDFPageProxy, RenderTask } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';

interface PdfPageCanvasProps {
  page: PDFPageProxy;
  label: string;
}

/** One page drawn to the width of its column, sharp on high-density screens. */
export function PdfPageCanvas({ page, label }: PdfPageCanvasProps) {
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [width, setWidth] = useState(0);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.round(entry.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const element = canvas.current;
    if (!element || width === 0) return;
    const base = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: (width / base.width) * (window.devicePixelRatio || 1) });
    element.width = Math.floor(viewport.width);
    element.height = Math.floor(viewport.height);
    element.style.aspectRatio = `${base.width} / ${base.height}`;
    let task: RenderTask | undefined = page.render({ canvas: element, viewport });
    task.promise.catch(() => undefined);
    return () => {
      task?.cancel();
      task = undefined;
    };
  }, [page, width]);

  return (
    <div ref={frame} className="w-full">
      <canvas ref={canvas} role="img" aria-label={label} className="block h-auto w-full bg-white" data-testid="pdf-page" />
    </div>
  );
}
