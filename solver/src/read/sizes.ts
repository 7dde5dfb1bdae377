/**
 * Numbers, lengths and magnifications as biology students write them, shared by the readers of
 * magnification, fields of view and scale bars.
 */
/** A number as written: 12.5, 12,5, 100,000, 10 000, 1.2e3, 1.2 × 10^3. */
export const NUM = String.raw`(\d{1,3}(?:[ ,]\d{3})+(?![\d,])|\d+(?:[.,]\d+)?(?:\s*(?:[×x*]|\\times)\s*10\s*\^\s*\{?[-−]?\d+\}?|[eE][-+]?\d+)?|[.,]\d+)`;
export function num(s: string): number {
  const t = s.trim();
  if (/^\d{1,3}(?:[ ,]\d{3})+$/.test(t) && !/^0[ ,]/.test(t)) return Number(t.replace(/[ ,]/g, ''));
  const m = /^(\d*(?:[.,]\d+)?)(?:\s*(?:[×x*]|\\times)\s*10\s*\^\s*\{?([-−]?\d+)\}?|[eE]([-+]?\d+))?$/.exec(t);
  if (!m) return NaN;
  return Number(m[1].replace(',', '.')) * 10 ** Number((m[2] ?? m[3] ?? '0').replace('−', '-'));
}

export const SIZE_UNITS: Record<string, number> = { m: 1, cm: 1e-2, mm: 1e-3, µm: 1e-6, um: 1e-6, micrometres: 1e-6, micrometers: 1e-6, microns: 1e-6, micron: 1e-6, nm: 1e-9 };
export const SIZE = new RegExp(String.raw`(?<![\w.,])${NUM}\s*(µm|um|nm|mm|cm|micrometres|micrometers|microns?|m)(?![\p{L}])`, 'gu');
export const MAG = /[×xX]\s*(\d{1,3}(?:[ ,]\d{3})+(?![\d,])|\d+(?:[.,]\d+)?)(?![\p{L}\d])|(?<![\w.,])(\d{1,3}(?:[ ,]\d{3})+(?![\d,])|\d+(?:[.,]\d+)?)\s*[×xX](?![\p{L}\d])|(?:magnification|grossissement|magnifying\s+power)\s*(?:of|de|is|est|=|:)?\s*(?:[×xX]\s*)?(\d{1,3}(?:[ ,]\d{3})+(?![\d,])|\d+(?:[.,]\d+)?)(?![\p{L}\d])/gu;
