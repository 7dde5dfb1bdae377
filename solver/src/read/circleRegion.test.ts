import { describe, expect, it } from 'vitest';
import { circlesIn, namedCentre } from './circleRegion';

describe('disks written by an inequality or named with their centre', () => {
  it.each([
    ['(x-1)^2+(y+2)^2<=4', { a: '1', b: '-2', radius: '2', inside: true }],
    ['y>=0,x^2+y^2-x<=0)', { a: '1/2', b: '0', radius: '1/2', inside: true }],
    ['x^2+y^2<=2y', { a: '0', b: '1', radius: '1', inside: true }],
    ['2x^2+2y^2>=4x', { a: '1', b: '0', radius: '1', inside: false }],
  ])('%s', (f, circle) => {
    expect(circlesIn(f)).toMatchObject([circle]);
  });

  it('keeps both circles of a region between them, and reads no circle in other quadratics', () => {
    expect(circlesIn('x<=x^2+y^2<=1').map((c) => c.inside)).toEqual([false, true]);
    expect(circlesIn('x^2+2y^2<=1')).toEqual([]);
    expect(circlesIn('x*y<=1')).toEqual([]);
  });

  it('reads the centre named in English and French, in two or three coordinates', () => {
    expect(namedCentre('the unit disc centered at (2, 0)')).toEqual(['2', '0']);
    expect(namedCentre('le disque de centre A(1 ; −1/2) et de rayon 2')).toEqual(['1', '-1/2']);
    expect(namedCentre('the ball of radius 1 centred at (0, 0, 1)')).toEqual(['0', '0', '1']);
    expect(namedCentre('the disk of radius 2')).toBeNull();
  });
});
