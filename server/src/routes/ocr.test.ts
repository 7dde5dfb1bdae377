import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type RegisteredUser, type TestApp } from '../../test/test-app';
import { eq } from 'drizzle-orm';
import { subscriptions, users } from '../db/schema';
import { createMathpixEngine } from '../services/ocr/mathpix';
import { renderPrintedText, toDataUrl } from '../services/ocr/test-images';
import type { OcrEngine } from '../services/ocr/types';

async function grantPlan(t: TestApp, user: RegisteredUser, plan: 'basic' | 'pro') {
  const values = { userId: user.id, plan, status: 'active', period: 'month' as const, renewsAt: new Date(Date.now() + 86_400_000) };
  await t.database.db.insert(subscriptions).values(values).onConflictDoUpdate({ target: subscriptions.userId, set: values });
}

const ocr = (t: TestApp, user: RegisteredUser | null, imageData: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/ocr', headers: user ? { cookie: user.cookie } : {}, payload: { imageData } });

describe('POST /api/ocr with the offline engine', { timeout: 90_000 }, () => {
  let t: TestApp;
  let basic: RegisteredUser;
  let french: RegisteredUser;
  beforeAll(async () => {
    t = await createTestApp();
    basic = await registerUser(t.app);
    await grantPlan(t, basic, 'basic');
    french = await registerUser(t.app);
    await grantPlan(t, french, 'basic');
    await t.database.db.update(users).set({ locale: 'fr' }).where(eq(users.id, french.id));
  });
  afterAll(() => t.close());

  it('needs a session', async () => {
    const response = await ocr(t, null, toDataUrl(await renderPrintedText('2x = 4'), 'image/png'));
    expect(response.statusCode).toBe(401);
  });

  it('is a Basic and Pro feature', async () => {
    const free = await registerUser(t.app);
    const refused = await ocr(t, free, toDataUrl(await renderPrintedText('2x = 4'), 'image/png'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'planRequired', requiredPlan: 'basic', message: 'This feature needs the Basic or Pro plan. Please upgrade your plan.' });
    const pro = await registerUser(t.app);
    await grantPlan(t, pro, 'pro');
    expect((await ocr(t, pro, toDataUrl(await renderPrintedText('x + 1 = 2'), 'image/png'))).statusCode).toBe(200);
  });

  it('reads a printed equation back', async () => {
    const response = await ocr(t, basic, toDataUrl(await renderPrintedText('3x - 5 = 10'), 'image/png'));
    expect(response.statusCode).toBe(200);
    const body = response.json<{ text: string; confidence: number }>();
    expect(body.text).toBe('3x - 5 = 10');
    expect(body.confidence).toBeGreaterThan(0.15);
    expect(body.confidence).toBeLessThanOrEqual(1);
  });

  it('reads a JPEG photo', async () => {
    const jpeg = await renderPrintedText('Solve 4x - 2 = 6', 'jpeg');
    const response = await ocr(t, basic, toDataUrl(jpeg, 'image/jpeg'));
    expect(response.json()).toMatchObject({ text: 'Solve 4x - 2 = 6' });
  });

  it('refuses other types by content, in the caller’s language', async () => {
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const declaredGif = await ocr(t, basic, toDataUrl(gif, 'image/gif'));
    expect(declaredGif.statusCode).toBe(400);
    expect(declaredGif.json()).toEqual({ code: 'invalidImageType', message: 'Please upload a PNG or JPG image' });
    // A text file renamed photo.png (and sent as image/png) is still not an image.
    const renamed = await ocr(t, french, toDataUrl(Buffer.from('x^2 - 5x + 6 = 0, not a picture'), 'image/png'));
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toEqual({ code: 'invalidImageType', message: 'Veuillez importer une image PNG ou JPG' });
    const webp = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } }).webp().toBuffer();
    expect((await ocr(t, basic, toDataUrl(webp, 'image/png'))).json()).toMatchObject({ code: 'invalidImageType' });
  });

  it('refuses what is not a data URL', async () => {
    for (const imageData of ['', 'https://example.com/a.png', 42]) {
      const response = await ocr(t, basic, imageData);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('invalidImageData');
    }
  });

  it('answers 413 File Too Large over 10 MB, just over and far over the body limit', async () => {
    const justOver = Buffer.alloc(10 * 1024 * 1024 + 1024, 0);
    justOver.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const response = await ocr(t, basic, toDataUrl(justOver, 'image/png'));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'imageTooLarge', message: 'Please upload an image smaller than 10MB' });
    const huge = await ocr(t, french, toDataUrl(Buffer.alloc(12 * 1024 * 1024, 1), 'image/png'));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ code: 'imageTooLarge', message: 'Veuillez importer une image de moins de 10 Mo' });
  });

  it('keeps the small body limit on other routes', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/solve',
      headers: { cookie: basic.cookie },
      payload: { rawInput: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('payloadTooLarge');
  });

  it('refuses images too small or too large in pixels', async () => {
    const tiny = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).png().toBuffer();
    const small = await ocr(t, basic, toDataUrl(tiny, 'image/png'));
    expect(small.statusCode).toBe(400);
    expect(small.json().code).toBe('imageDimensions');
    // 13,000 × 10 pixels: a few KB as PNG, but wider than any camera.
    const strip = await sharp({ create: { width: 13_000, height: 10, channels: 3, background: '#fff' } }).png().toBuffer();
    expect((await ocr(t, basic, toDataUrl(strip, 'image/png'))).json().code).toBe('imageDimensions');
  });

  it('refuses a truncated PNG', async () => {
    const png = await renderPrintedText('2x = 4');
    const response = await ocr(t, basic, toDataUrl(png.subarray(0, 40), 'image/png'));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalidImageData');
  });
});

describe('POST /api/ocr with another engine', () => {
  let t: TestApp;
  let user: RegisteredUser;
  let calls = 0;
  let failing = false;
  const recorded: OcrEngine = {
    name: 'recorded',
    async recognize() {
      calls += 1;
      if (failing) throw new Error('engine down');
      return { text: 'x = 1', confidence: 0.5 };
    },
    async reset() {},
  };
  beforeAll(async () => {
    t = await createTestApp({}, { engines: { ocr: recorded } });
    user = await registerUser(t.app);
    await grantPlan(t, user, 'basic');
  });
  afterAll(() => t.close());

  it('uses the app’s one engine, and says OCR failed when it fails', async () => {
    const image = toDataUrl(await renderPrintedText('x = 1'), 'image/png');
    expect((await ocr(t, user, image)).json()).toEqual({ text: 'x = 1', confidence: 0.5 });
    failing = true;
    const failed = await ocr(t, user, image);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ code: 'ocrFailed', message: 'Failed to extract text from image. Please try again.' });
    expect(calls).toBe(2);
  });

  it('does not call the engine for refused input', async () => {
    const before = calls;
    await ocr(t, user, toDataUrl(Buffer.from('GIF89a'), 'image/gif'));
    expect(calls).toBe(before);
  });
});

describe('POST /api/ocr through Mathpix', () => {
  let t: TestApp;
  let user: RegisteredUser;
  const sources: string[] = [];
  const standIn = http.createServer((req, res) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => {
      sources.push(String((JSON.parse(data) as { src?: unknown }).src));
      res.setHeader('content-type', 'application/json');
      if (req.url !== '/v3/text' || req.headers.app_key !== 'key-1') return res.writeHead(401).end('{"error":"Invalid credentials"}');
      res.end(JSON.stringify({ request_id: 'r1', text: '$\\frac{x}{2}=3$', confidence: 0.93 }));
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
    t = await createTestApp({}, { engines: { ocr: createMathpixEngine({ appId: 'app-1', appKey: 'key-1', baseUrl }) } });
    user = await registerUser(t.app);
    await grantPlan(t, user, 'basic');
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => standIn.close(() => resolve()));
  });

  it('sends the checked image and returns Mathpix’s reading', async () => {
    const png = await renderPrintedText('x/2 = 3');
    const response = await ocr(t, user, toDataUrl(png, 'image/png'));
    expect(response.statusCode).toBe(200);
    expect(response.json().confidence).toBe(0.93);
    expect(response.json().text).toContain('\\frac{x}{2}');
    expect(sources.at(-1)?.startsWith('data:image/png;base64,')).toBe(true);
  });
});
