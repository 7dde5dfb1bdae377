/** A rectangle as fractions (0 to 1) of the element it was drawn on, y downward. */
export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

/** The rectangle between two points (fractions), whichever corner the drag started from. */
export function regionBetween(a: { x: number; y: number }, b: { x: number; y: number }): Region {
  const x1 = clamp01(Math.min(a.x, b.x));
  const y1 = clamp01(Math.min(a.y, b.y));
  const x2 = clamp01(Math.max(a.x, b.x));
  const y2 = clamp01(Math.max(a.y, b.y));
  return { x: x1, y: y1, width: x2 - x1, height: y2 - y1 };
}

/** A tap or a slip of the finger is not a selection. */
export function isUsableRegion(region: Region): boolean {
  return region.width >= 0.02 && region.height >= 0.01;
}

/** The region in pixels of an image or canvas of the given size (whole pixels, at least one). */
export function regionInPixels(region: Region, width: number, height: number) {
  const left = Math.floor(region.x * width);
  const top = Math.floor(region.y * height);
  return {
    left,
    top,
    width: Math.max(1, Math.min(width - left, Math.round(region.width * width))),
    height: Math.max(1, Math.min(height - top, Math.round(region.height * height))),
  };
}
