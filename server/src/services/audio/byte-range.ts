/** A `Range: bytes=…` request resolved against a body of known size. */
export type ByteRange = { kind: 'whole' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' };

/**
 * Reads a Range header (RFC 9110 §14) for one byte range: `bytes=0-99`, `bytes=100-`, `bytes=-500`.
 * Several ranges are answered with the whole body (a server may ignore Range); a header that is
 * not a bytes range at all is ignored the same way. A range that starts past the end, or is
 * written backwards, cannot be satisfied (416).
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange {
  if (!header) return { kind: 'whole' };
  const match = /^\s*bytes\s*=\s*(.*)$/i.exec(header);
  if (!match) return { kind: 'whole' };
  const specs = match[1].split(',').map((s) => s.trim());
  if (specs.length !== 1) return { kind: 'whole' };
  const spec = /^(\d*)-(\d*)$/.exec(specs[0]);
  if (!spec || (spec[1] === '' && spec[2] === '')) return { kind: 'unsatisfiable' };
  if (spec[1] === '') {
    const suffix = Number(spec[2]);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(spec[1]);
  const end = spec[2] === '' ? size - 1 : Math.min(Number(spec[2]), size - 1);
  if (start >= size || start > end) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end };
}
