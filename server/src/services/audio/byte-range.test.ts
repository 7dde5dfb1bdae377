import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byte-range';

describe('parseByteRange', () => {
  it('answers the whole body without a usable header', () => {
    expect(parseByteRange(undefined, 100)).toEqual({ kind: 'whole' });
    expect(parseByteRange('items=0-5', 100)).toEqual({ kind: 'whole' });
    expect(parseByteRange('bytes=0-1, 5-6', 100)).toEqual({ kind: 'whole' });
  });

  it('reads first-last, open-ended and suffix ranges', () => {
    expect(parseByteRange('bytes=0-9', 100)).toEqual({ kind: 'partial', start: 0, end: 9 });
    expect(parseByteRange('bytes=90-', 100)).toEqual({ kind: 'partial', start: 90, end: 99 });
    expect(parseByteRange('bytes=-10', 100)).toEqual({ kind: 'partial', start: 90, end: 99 });
    expect(parseByteRange('bytes=-500', 100)).toEqual({ kind: 'partial', start: 0, end: 99 });
    // A last byte past the end is clipped to the end.
    expect(parseByteRange('bytes=50-1000', 100)).toEqual({ kind: 'partial', start: 50, end: 99 });
  });

  it('refuses ranges outside the body or written backwards', () => {
    expect(parseByteRange('bytes=100-', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseByteRange('bytes=20-10', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseByteRange('bytes=-0', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseByteRange('bytes=-', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseByteRange('bytes=a-b', 100)).toEqual({ kind: 'unsatisfiable' });
  });
});
