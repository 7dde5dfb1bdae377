import sharp from 'sharp';
import type { Config as PurifyConfig, DOMPurify } from 'dompurify';
import { MAX_LOGO_BYTES, type LogoMime } from '../../../../contract/src';

export type LogoProblem = 'logoInvalidType' | 'logoTooLarge' | 'logoUnreadable';

export class LogoError extends Error {
  constructor(readonly code: LogoProblem) {
    super(code);
    this.name = 'LogoError';
  }
}

/** A logo is drawn at most a few hundred pixels wide: larger files only cost memory. */
const MAX_SIDE = 4096;
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function isPng(bytes: Uint8Array): boolean {
  return bytes.length >= PNG_MAGIC.length && PNG_MAGIC.every((b, i) => bytes[i] === b);
}

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
/** A reference inside the document (`#id`, `url(#id)`) is fine; anything else would be fetched. */
const EXTERNAL_URL = /url\(\s*['"]?\s*(?!#)[^)]/i;

const PURIFY_CONFIG: PurifyConfig = {
  USE_PROFILES: { svg: true, svgFilters: true },
  // Raster images, embedded HTML and links can carry or fetch content of their own.
  FORBID_TAGS: ['image', 'foreignObject', 'a', 'script', 'iframe', 'animate', 'set', 'animateMotion', 'animateTransform'],
  FORBID_ATTR: ['xml:base'],
};

let purifier: Promise<{ purify: DOMPurify; serialize(node: Node): string; parse(svg: string): Document }> | undefined;

/**
 * DOMPurify on a jsdom window, made on first use (jsdom takes a moment to load) and kept. Beyond
 * DOMPurify's own SVG allow-list (no scripts, no event handlers, no javascript: URLs), a hook
 * drops every reference outside the document: href / xlink:href other than `#id`, url(…) in
 * attributes and style sheets, @import.
 */
function getPurifier() {
  purifier ??= (async () => {
    const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
    const { window } = new JSDOM('');
    const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
    purify.addHook('uponSanitizeAttribute', (_node, data) => {
      const name = data.attrName.toLowerCase();
      const value = data.attrValue.trim();
      if ((name === 'href' || name === 'xlink:href') && !value.startsWith('#')) data.keepAttr = false;
      else if (EXTERNAL_URL.test(value) || /@import|expression\s*\(/i.test(value)) data.keepAttr = false;
    });
    purify.addHook('uponSanitizeElement', (node, data) => {
      if (data.tagName === 'style' && (EXTERNAL_URL.test(node.textContent ?? '') || /@import/i.test(node.textContent ?? ''))) node.parentNode?.removeChild(node);
    });
    const serializer = new window.XMLSerializer();
    return {
      purify,
      serialize: (node: Node) => serializer.serializeToString(node),
      parse: (svg: string) => new window.DOMParser().parseFromString(svg, 'image/svg+xml'),
    };
  })();
  return purifier;
}

/**
 * An SVG document with everything active or external removed, serialised as standalone XML
 * (with its namespaces), or null when nothing of an SVG image is left.
 */
export async function sanitizeSvg(svg: string): Promise<string | null> {
  const { purify, serialize, parse } = await getPurifier();
  const fragment = purify.sanitize(svg, { ...PURIFY_CONFIG, RETURN_DOM_FRAGMENT: true });
  const roots = Array.from(fragment.childNodes).filter((node) => node.nodeType === 1);
  const root = roots[0] as Element | undefined;
  if (roots.length !== 1 || !root || root.localName !== 'svg' || root.namespaceURI !== SVG_NS) return null;
  if (!root.hasAttribute('xmlns')) root.setAttribute('xmlns', SVG_NS);
  let xml = serialize(root);
  if (xml.includes('xlink:') && !xml.includes('xmlns:xlink')) xml = xml.replace('<svg', `<svg xmlns:xlink="${XLINK_NS}"`);
  // Read back as XML: what we store must be a well-formed SVG document on its own.
  const check = parse(xml);
  if (check.getElementsByTagName('parsererror').length > 0 || check.documentElement.localName !== 'svg') return null;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${xml}`;
}

/** Checks that an image has a sensible size and decodes whole (a header alone passes no check). */
async function checkPixels(bytes: Buffer, format: 'png' | 'svg'): Promise<void> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_SIDE * MAX_SIDE }).metadata();
    const { width = 0, height = 0 } = meta;
    if (meta.format !== format || width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE) throw new LogoError('logoUnreadable');
    await sharp(bytes, { limitInputPixels: MAX_SIDE * MAX_SIDE, failOn: 'error' }).resize(32, 32, { fit: 'inside' }).png().toBuffer();
  } catch (err) {
    if (err instanceof LogoError) throw err;
    throw new LogoError('logoUnreadable');
  }
}

/**
 * A logo upload (`data:image/png;base64,…` or `data:image/svg+xml;base64,…`): size at most
 * MAX_LOGO_BYTES, a PNG by its signature bytes, an SVG sanitised. Returns what is stored.
 */
export async function readLogo(dataUrl: string): Promise<{ bytes: Buffer; mime: LogoMime }> {
  const match = /^data:([\w/+.-]+)((?:;[\w.+-]+=[\w.+-]+)*);base64,([A-Za-z0-9+/=\s]*)$/i.exec(dataUrl.trim());
  if (!match) throw new LogoError('logoInvalidType');
  const declared = match[1].toLowerCase();
  if (declared !== 'image/png' && declared !== 'image/svg+xml') throw new LogoError('logoInvalidType');
  // 4 base64 characters per 3 bytes: refuse an oversize file before decoding it.
  if (Math.floor((match[3].replace(/\s/g, '').length * 3) / 4) > MAX_LOGO_BYTES + 2) throw new LogoError('logoTooLarge');
  const bytes = Buffer.from(match[3], 'base64');
  if (bytes.length === 0) throw new LogoError('logoInvalidType');
  if (bytes.length > MAX_LOGO_BYTES) throw new LogoError('logoTooLarge');

  if (declared === 'image/png') {
    if (!isPng(bytes)) throw new LogoError('logoInvalidType');
    await checkPixels(bytes, 'png');
    return { bytes, mime: 'image/png' };
  }
  if (isPng(bytes)) throw new LogoError('logoInvalidType');
  const text = bytes.toString('utf8');
  if (!/<svg[\s>]/i.test(text)) throw new LogoError('logoInvalidType');
  const clean = await sanitizeSvg(text);
  if (!clean) throw new LogoError('logoUnreadable');
  const out = Buffer.from(clean, 'utf8');
  if (out.length > MAX_LOGO_BYTES) throw new LogoError('logoTooLarge');
  await checkPixels(out, 'svg');
  return { bytes: out, mime: 'image/svg+xml' };
}

/** The logo as a PNG for the PDF (an SVG is drawn at `width` pixels), or null when it cannot be drawn. */
export async function logoAsPng(bytes: Uint8Array, mime: LogoMime, width = 480): Promise<Uint8Array | null> {
  if (mime === 'image/png') return bytes;
  try {
    return await sharp(Buffer.from(bytes), { density: 144 }).resize({ width, withoutEnlargement: false }).png().toBuffer();
  } catch {
    return null;
  }
}
