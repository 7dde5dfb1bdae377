import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeImageDataUrl, MAX_IMAGE_BYTES, OCR_LONG_SIDE, prepareForOcr, sniffImageType } from './image';
import { renderPrintedText, toDataUrl } from './test-images';

describe('image input checks', () => {
  it('accepts PNG and JPEG by their content', async () => {
    const png = await renderPrintedText('x', 'png');
    const jpg = await renderPrintedText('x', 'jpeg');
    expect(decodeImageDataUrl(toDataUrl(png, 'image/png')).mime).toBe('image/png');
    expect(decodeImageDataUrl(toDataUrl(jpg, 'image/jpeg')).mime).toBe('image/jpeg');
    expect(sniffImageType(Buffer.from('GIF89a'))).toBeNull();
  });

  it('refuses a declared type that is not PNG or JPEG', () => {
    expect(() => decodeImageDataUrl(toDataUrl(Buffer.from('GIF89a...'), 'image/gif'))).toThrow('invalidImageType');
  });

  it('refuses a renamed file that is not an image', () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj');
    expect(() => decodeImageDataUrl(toDataUrl(pdf, 'image/png'))).toThrow('invalidImageType');
  });

  it('refuses more than 10 MB', () => {
    const big = Buffer.alloc(MAX_IMAGE_BYTES + 10);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(() => decodeImageDataUrl(toDataUrl(big, 'image/png'))).toThrow('imageTooLarge');
  });

  it('refuses something that is not a data URL', () => {
    expect(() => decodeImageDataUrl('https://example.com/x.png')).toThrow('invalidImageData');
  });

  it('refuses absurd pixel sizes before decoding them', async () => {
    const tall = await sharp({ create: { width: 4, height: 4000, channels: 3, background: '#fff' } }).png().toBuffer();
    await expect(prepareForOcr(tall)).rejects.toThrow('imageDimensions');
  });

  it('refuses a truncated image', async () => {
    const png = await renderPrintedText('2x + 3 = 7');
    await expect(prepareForOcr(png.subarray(0, 40))).rejects.toThrow(/invalidImageData|imageDimensions/);
  });

  it('scales a phone photo down to the OCR size', async () => {
    const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#fff' } }).jpeg().toBuffer();
    const meta = await sharp(await prepareForOcr(photo)).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBe(OCR_LONG_SIDE);
  });
});
