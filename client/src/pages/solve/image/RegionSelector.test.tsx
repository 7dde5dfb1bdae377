import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { regionBetween, regionInPixels, type Region } from './region';
import { RegionSelector } from './RegionSelector';

function Harness({ onDone }: { onDone: (region: Region) => void }) {
  const [region, setRegion] = useState<Region | null>(null);
  return (
    <RegionSelector active region={region} onRegionChange={setRegion} onRegionDone={onDone} label="Crop area">
      <div style={{ width: 400, height: 200 }} />
    </RegionSelector>
  );
}

describe('dragging a rectangle', () => {
  it('reports the rectangle as fractions of the surface, from whichever corner', () => {
    const onDone = vi.fn();
    render(<Harness onDone={onDone} />);
    const surface = screen.getByRole('application', { name: 'Crop area' });
    surface.getBoundingClientRect = () => ({ left: 10, top: 20, width: 400, height: 200, right: 410, bottom: 220, x: 10, y: 20, toJSON: () => ({}) });
    surface.setPointerCapture = vi.fn();
    // From the bottom-right corner up to the top-left one, as a left-handed finger might.
    fireEvent.pointerDown(surface, { button: 0, pointerId: 1, clientX: 310, clientY: 170 });
    fireEvent.pointerMove(surface, { pointerId: 1, clientX: 200, clientY: 100 });
    expect(screen.getByTestId('region-box')).toBeInTheDocument();
    fireEvent.pointerUp(surface, { pointerId: 1, clientX: 110, clientY: 70 });
    expect(onDone).toHaveBeenCalledTimes(1);
    const region = onDone.mock.calls[0][0] as Region;
    expect(region.x).toBeCloseTo(0.25);
    expect(region.y).toBeCloseTo(0.25);
    expect(region.width).toBeCloseTo(0.5);
    expect(region.height).toBeCloseTo(0.5);
  });

  it('ignores a tap', () => {
    const onDone = vi.fn();
    render(<Harness onDone={onDone} />);
    const surface = screen.getByRole('application', { name: 'Crop area' });
    surface.getBoundingClientRect = () => ({ left: 0, top: 0, width: 400, height: 200, right: 400, bottom: 200, x: 0, y: 0, toJSON: () => ({}) });
    surface.setPointerCapture = vi.fn();
    fireEvent.pointerDown(surface, { button: 0, pointerId: 1, clientX: 100, clientY: 100 });
    fireEvent.pointerUp(surface, { pointerId: 1, clientX: 101, clientY: 101 });
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.queryByTestId('region-box')).toBeNull();
  });
});

describe('region geometry', () => {
  it('clamps a drag that leaves the surface', () => {
    expect(regionBetween({ x: 0.5, y: 0.5 }, { x: 1.4, y: -0.2 })).toEqual({ x: 0.5, y: 0, width: 0.5, height: 0.5 });
  });

  it('turns a region into whole pixels inside the image', () => {
    expect(regionInPixels({ x: 0.25, y: 0.5, width: 0.5, height: 0.5 }, 3000, 4000)).toEqual({ left: 750, top: 2000, width: 1500, height: 2000 });
    expect(regionInPixels({ x: 0.999, y: 0, width: 0.001, height: 0.0001 }, 100, 100)).toEqual({ left: 99, top: 0, width: 1, height: 1 });
  });
});
