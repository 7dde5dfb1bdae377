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

/** A length unit as written, symbol or word, English or French: µm, um, micrometres, micromètres, microns, millimètres … */
export const SIZE_WORD = String.raw`µm|um|nm|mm|cm|micro-?m[eè]t(?:re|er)s?|microns?|nano-?m[eè]t(?:re|er)s?|milli-?m[eè]t(?:re|er)s?|centi-?m[eè]t(?:re|er)s?|m`;
/** A unit's symbol from any way of writing it. */
export function sizeSymbol(w: string): 'm' | 'cm' | 'mm' | 'um' | 'nm' {
  const u = w.toLowerCase();
  return u.startsWith('micro') || u === 'µm' || u === 'um' ? 'um' : u.startsWith('nano') || u === 'nm' ? 'nm' : u.startsWith('milli') || u === 'mm' ? 'mm' : u.startsWith('centi') || u === 'cm' ? 'cm' : 'm';
}
const METRES = { m: 1, cm: 1e-2, mm: 1e-3, um: 1e-6, nm: 1e-9 } as const;
/** Metres in one unit as written (µm, micromètres, um …). */
export const metresPer = (w: string): number => METRES[sizeSymbol(w)];
/** The unit a size is asked in: "in µm", « en micromètres »; metres are never asked. */
export function askedUnit(text: string): 'cm' | 'mm' | 'um' | 'nm' | undefined {
  const m = new RegExp(String.raw`\b(?:in|en)\s+(${SIZE_WORD})(?![\p{L}])`, 'iu').exec(text);
  const u = m ? sizeSymbol(m[1]) : undefined;
  return u === 'm' ? undefined : u;
}
export const SIZE = new RegExp(String.raw`(?<![\w.,])${NUM}\s*(${SIZE_WORD})(?![\p{L}])`, 'giu');
/** The magnification a MAG match states. */
export const magValue = (m: RegExpMatchArray): number => num((m[1] ?? m[2] ?? m[3] ?? m[4]).trim());
export const MAG = /[×xX]\s*(\d{1,3}(?:[ ,]\d{3})+(?![\d,])|\d+(?:[.,]\d+)?)(?![\p{L}\d])|(?<![\w.,])(\d{1,3}(?:[ ,]\d{3})+(?![\d,])|\d+(?:[.,]\d+)?)\s*[×xX](?![\p{L}\d])|(?:magnification|grossissement|magnifying\s+power)\s*(?:of|de|is|est|=|:)?\s*(?:[×xX]\s*)?(\d{1,3}(?:[ ,]\d{3})+(?![\d,])|\d+(?:[.,]\d+)?)(?![\p{L}\d])|(?:magnified|enlarged|agrandie?s?|grossie?s?)\s+(?:by\s+)?(\d{1,3}(?:[ ,]\d{3})+(?![\d,])|\d+(?:[.,]\d+)?)\s*(?:times|fois)(?![\p{L}\d])/gu;
