import sharp, { type Metadata } from 'sharp';
import { OcrInputError, type ImageMime } from './types';

/** Spec §9: images up to 10 MB. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Larger than any phone camera; beyond this a "photo" is more likely an attack on memory. */
const MAX_SIDE = 12_000;
const MAX_PIXELS = 50_000_000;
const MIN_SIDE = 8;
/** Tesseract reads printed text best at roughly this size; bigger photos only cost time. */
export const OCR_LONG_SIDE = 1500;

/** The type told by the bytes themselves: a renamed file does not pass as an image. */
export function sniffImageType(bytes: Uint8Array): ImageMime | null {
  if (bytes.length >= 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) {
    return 'image/png';
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

/** Decodes `data:image/png;base64,…` and checks declared type, real type and size. */
export function decodeImageDataUrl(dataUrl: string): { bytes: Buffer; mime: ImageMime } {
  const match = /^data:([\w/+.-]+);base64,([A-Za-z0-9+/=\s]*)$/.exec(dataUrl);
  if (!match) throw new OcrInputError('invalidImageData');
  const declared = match[1].toLowerCase();
  if (!['image/png', 'image/jpeg', 'image/jpg'].includes(declared)) throw new OcrInputError('invalidImageType');
  // base64 is 4 characters per 3 bytes: refuse oversize input before decoding it.
  if (Math.floor((match[2].length * 3) / 4) > MAX_IMAGE_BYTES + 3) throw new OcrInputError('imageTooLarge');
  const bytes = Buffer.from(match[2], 'base64');
  if (bytes.length > MAX_IMAGE_BYTES) throw new OcrInputError('imageTooLarge');
  const mime = sniffImageType(bytes);
  if (!mime) throw new OcrInputError('invalidImageType');
  return { bytes, mime };
}

/**
 * Checks the pixel size (from the header, before decoding) and returns a grayscale PNG scaled so
 * its long side is at most OCR_LONG_SIDE, upright according to the camera's EXIF orientation.
 */
export async function prepareForOcr(bytes: Buffer): Promise<Buffer> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw new OcrInputError('invalidImageData');
  }
  const { width = 0, height = 0 } = meta;
  if (width < MIN_SIDE || height < MIN_SIDE || width > MAX_SIDE || height > MAX_SIDE || width * height > MAX_PIXELS) {
    throw new OcrInputError('imageDimensions');
  }
  try {
    return await sharp(bytes, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize({ width: OCR_LONG_SIDE, height: OCR_LONG_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .grayscale()
      .png()
      .toBuffer();
  } catch {
    throw new OcrInputError('invalidImageData');
  }
}
