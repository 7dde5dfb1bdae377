import { useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { isUsableRegion, regionBetween, type Region } from './region';

interface RegionSelectorProps {
  /** When false the content shows as is and takes no pointer input. */
  active: boolean;
  region: Region | null;
  onRegionChange: (region: Region | null) => void;
  /** Called when a drag ends with a usable rectangle. */
  onRegionDone?: (region: Region) => void;
  /** Accessible name of the drawing surface. */
  label: string;
  children: ReactNode;
  className?: string;
}

/**
 * Drag a rectangle over an image or a rendered page with a mouse, a pen or a finger (pointer
 * events; `touch-action: none` keeps the page from scrolling under the finger). The area outside
 * the rectangle is dimmed.
 */
export function RegionSelector({ active, region, onRegionChange, onRegionDone, label, children, className }: RegionSelectorProps) {
  const surface = useRef<HTMLDivElement>(null);
  const [start, setStart] = useState<{ x: number; y: number } | null>(null);

  const pointAt = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: (event.clientX - box.left) / box.width, y: (event.clientY - box.top) / box.height };
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    const point = pointAt(event);
    setStart(point);
    onRegionChange(null);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!start) return;
    onRegionChange(regionBetween(start, pointAt(event)));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!start) return;
    const done = regionBetween(start, pointAt(event));
    setStart(null);
    if (isUsableRegion(done)) {
      onRegionChange(done);
      onRegionDone?.(done);
    } else {
      onRegionChange(null);
    }
  };

  return (
    <div className={cn('relative overflow-hidden', className)}>
      {children}
      {active && (
        <div
          ref={surface}
          role="application"
          aria-label={label}
          data-testid="region-surface"
          className="absolute inset-0 cursor-crosshair touch-none select-none"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => setStart(null)}
        />
      )}
      {region && (
        <div
          aria-hidden="true"
          data-testid="region-box"
          className="pointer-events-none absolute border-2 border-primary shadow-[0_0_0_9999px_rgba(0,0,0,0.45)]"
          style={{ left: `${region.x * 100}%`, top: `${region.y * 100}%`, width: `${region.width * 100}%`, height: `${region.height * 100}%` }}
        />
      )}
    </div>
  );
}
