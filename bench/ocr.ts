/**
 * OCR timings of the offline engine (tesseract.js, eng+fra), as POST /api/ocr runs it:
 * data URL decoding and type check, downscaling, recognition.
 *
 *   npm run bench:ocr                 5 warm runs of each image
 *   npm run bench:ocr -- --runs 10
 *
 * Cold start is the first request after the server starts (or after admin Clear Cache): it
 * starts the worker and loads both language models. The images are made here: a printed
 * equation as a worksheet scan would show it, and a phone-sized photo (3000×4000 JPEG) of a page
 * with a few lines of text on a slightly uneven, noisy background, also as the Image tab uploads
 * it (scaled to 2000 px in the browser).
 */
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { decodeImageDataUrl, prepareForOcr } from '../server/src/services/ocr/image';
import { createTesseractEngine } from '../server/src/services/ocr/tesseract';
import { renderPrintedText, toDataUrl } from '../server/src/services/ocr/test-images';
import type { OcrEngine } from '../server/src/services/ocr/types';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Math.max(1, Number(values.runs));

const EQUATION = '3x - 5 = 10';
const PHOTO_LINES = ['Exercise 4', 'Solve 5x + 1 = 16', 'Show each step.'];

async function phonePhoto(): Promise<Buffer> {
  const width = 3000;
  const height = 4000;
  const lines = PHOTO_LINES.map(
    (line, i) => `<text x="300" y="${1500 + i * 260}" font-family="DejaVu Sans, sans-serif" font-size="150" fill="#1d1d22">${line}</text>`,
  ).join('');
  // Paper under room light: brighter in the middle, darker at the corners.
  const svg = `<svg width="${width}" height="${height}" xmlns="http://www.w3.org/2000/svg">
    <defs><radialGradient id="light" cx="50%" cy="45%" r="75%"><stop offset="0" stop-color="#f4f1ea"/><stop offset="1" stop-color="#b9b4aa"/></radialGradient></defs>
    <rect width="100%" height="100%" fill="url(#light)"/>${lines}</svg>`;
  const page = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  // Sensor noise: ±12 levels per channel, so the JPEG is as heavy as a real photo.
  const { data, info } = page;
  let seed = 42;
  for (let i = 0; i < data.length; i += 1) {
    seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
    data[i] = Math.max(0, Math.min(255, data[i] + ((seed >> 16) % 25) - 12));
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).jpeg({ quality: 90 }).toBuffer();
}

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

interface Case {
  name: string;
  dataUrl: string;
  bytes: number;
  pixels: string;
  expected: string[];
}

async function timeRequest(engine: OcrEngine, dataUrl: string) {
  const start = process.hrtime.bigint();
  const { bytes, mime } = decodeImageDataUrl(dataUrl);
  const result = await engine.recognize(bytes, mime);
  return { ms: ms(start), ...result };
}

async function main() {
  const equation = await renderPrintedText(EQUATION);
  const photo = await phonePhoto();
  // The Image tab scales photos to 2000 px on the long side (JPEG 0.92) before uploading them.
  const asSent = await sharp(photo).resize({ width: 2000, height: 2000, fit: 'inside' }).jpeg({ quality: 92 }).toBuffer();
  const cases: Case[] = [
    { name: 'printed equation (PNG)', dataUrl: toDataUrl(equation, 'image/png'), bytes: equation.length, pixels: '', expected: [EQUATION] },
    { name: 'phone photo (JPEG)', dataUrl: toDataUrl(photo, 'image/jpeg'), bytes: photo.length, pixels: '', expected: PHOTO_LINES },
    { name: 'same, as the tab sends', dataUrl: toDataUrl(asSent, 'image/jpeg'), bytes: asSent.length, pixels: '', expected: PHOTO_LINES },
  ];
  for (const c of cases) {
    const meta = await sharp(Buffer.from(c.dataUrl.split(',')[1], 'base64')).metadata();
    c.pixels = `${meta.width}×${meta.height}`;
  }

  const engine = createTesseractEngine();
  console.log(`OCR benchmark: ${engine.name}, ${runs} warm runs per image, Node ${process.version}\n`);

  const coldStart = await timeRequest(engine, cases[0].dataUrl);
  console.log(`cold start (worker + eng/fra models + first read of the equation): ${coldStart.ms.toFixed(0)} ms\n`);

  console.log('image                    size        pixels       decode+downscale  warm median  warm min  warm max  read right');
  for (const c of cases) {
    const { bytes } = decodeImageDataUrl(c.dataUrl);
    const prepStart = process.hrtime.bigint();
    await prepareForOcr(bytes);
    const prep = ms(prepStart);
    const times: number[] = [];
    let text = '';
    for (let i = 0; i < runs; i += 1) {
      const r = await timeRequest(engine, c.dataUrl);
      times.push(r.ms);
      text = r.text;
    }
    const found = c.expected.filter((line) => text.includes(line)).length;
    console.log(
      `${c.name.padEnd(24)} ${(c.bytes / 1024 / 1024).toFixed(2).padStart(6)} MB  ${c.pixels.padEnd(11)}  ${prep.toFixed(0).padStart(12)} ms  ${median(times).toFixed(0).padStart(8)} ms  ${Math.min(...times).toFixed(0).padStart(5)} ms  ${Math.max(...times).toFixed(0).padStart(5)} ms  ${found}/${c.expected.length} lines`,
    );
    console.log(`  read: ${JSON.stringify(text)}`);
  }

  // Clear Cache resets the engine; the next request starts it again.
  await engine.reset();
  const restart = await timeRequest(engine, cases[0].dataUrl);
  console.log(`\nfirst read after a reset (Clear Cache): ${restart.ms.toFixed(0)} ms`);
  await engine.reset();
}

await main();
