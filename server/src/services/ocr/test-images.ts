import sharp from 'sharp';

/** A printed line of text on white, the way a textbook or worksheet shows an exercise. */
export async function renderPrintedText(text: string, format: 'png' | 'jpeg' = 'png', fontSize = 56): Promise<Buffer> {
  const width = Math.max(200, Math.ceil(text.length * fontSize * 0.62) + 80);
  const height = Math.ceil(fontSize * 2.4);
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const svg = `<svg width="${width}" height="${height}" xmlns="http://www.w3.org/2000/svg">
    <rect width="100%" height="100%" fill="#fff"/>
    <text x="40" y="${Math.round(height * 0.62)}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${fontSize}" fill="#111">${escaped}</text>
  </svg>`;
  const image = sharp(Buffer.from(svg));
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 85 }).toBuffer();
}

export const toDataUrl = (bytes: Buffer, mime: string) => `data:${mime};base64,${bytes.toString('base64')}`;
