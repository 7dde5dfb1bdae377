import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_LOGO_BYTES } from '../../../../contract/src';
import { LogoError, isPng, logoAsPng, readLogo, sanitizeSvg } from './logo';

const svgDataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

async function problemOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'accepted';
  } catch (error) {
    return error instanceof LogoError ? error.code : `threw ${String(error)}`;
  }
}

describe('SVG logo sanitising', () => {
  it('keeps the drawing, its gradients and internal references', async () => {
    const clean = await sanitizeSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="1" stop-color="#f00"/></linearGradient></defs><rect width="10" height="10" fill="url(#g)"/></svg>',
    );
    expect(clean).toContain('viewBox="0 0 10 10"');
    expect(clean).toContain('fill="url(#g)"');
    expect(clean).toContain('<linearGradient id="g">');
    expect(clean?.startsWith('<?xml')).toBe(true);
  });

  it('removes every way an SVG can run code or fetch something', async () => {
    const evil = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="steal()">
      <script type="text/javascript">steal()</script>
      <style>@import url("https://evil.example/x.css"); .a { fill: url(https://evil.example/p) }</style>
      <use xlink:href="https://evil.example/sprite.svg#icon"/>
      <image xlink:href="data:image/png;base64,AAAA" width="1" height="1"/>
      <a href="javascript:steal()"><circle r="3" onmouseover="steal()"/></a>
      <rect width="5" height="5" style="background-image: url('https://evil.example/t.png')"/>
      <feImage href="https://evil.example/f.png"/>
      <animate attributeName="href" to="javascript:steal()"/>
      <foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="steal()"/></body></foreignObject>
      <path d="M0 0h10"/>
    </svg>`;
    const clean = (await sanitizeSvg(evil)) ?? '';
    expect(clean).toContain('<path d="M0 0h10"');
    expect(clean).toContain('<circle r="3"');
    for (const banned of ['script', 'steal', 'evil.example', 'javascript', '@import', '<use', '<image', 'foreignObject', 'onerror', 'onload', 'onmouseover', '<animate', 'data:image']) {
      expect(clean, banned).not.toContain(banned);
    }
  });

  it('refuses what is not one SVG image', async () => {
    expect(await sanitizeSvg('<p>hello</p>')).toBeNull();
    expect(await sanitizeSvg('<script>alert(1)</script>')).toBeNull();
    expect(await sanitizeSvg('<svg xmlns="http://www.w3.org/2000/svg"/><svg xmlns="http://www.w3.org/2000/svg"/>')).toBeNull();
  });
});

describe('reading a logo upload', () => {
  it('accepts a PNG by its signature and keeps its bytes', async () => {
    const png = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#123456' } }).png().toBuffer();
    const logo = await readLogo(`data:image/png;base64,${png.toString('base64')}`);
    expect(logo.mime).toBe('image/png');
    expect(isPng(logo.bytes)).toBe(true);
    expect(logo.bytes.equals(png)).toBe(true);
  });

  it('refuses other types, mislabelled files, broken images and files over the limit', async () => {
    const png = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#123456' } }).png().toBuffer();
    expect(await problemOf(readLogo(`data:image/jpeg;base64,${png.toString('base64')}`))).toBe('logoInvalidType');
    expect(await problemOf(readLogo(svgDataUrl('<svg xmlns="http://www.w3.org/2000/svg"/>').replace('svg+xml', 'png')))).toBe('logoInvalidType');
    expect(await problemOf(readLogo(`data:image/png;base64,${png.subarray(0, 40).toString('base64')}`))).toBe('logoUnreadable');
    // A header that reads well (size and type) over pixel data cut short: only decoding finds it.
    const tall = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#123456' } }).png({ compressionLevel: 0 }).toBuffer();
    const cut = tall.subarray(0, tall.length - 200);
    expect((await sharp(cut).metadata()).width).toBe(200);
    expect(await problemOf(readLogo(`data:image/png;base64,${cut.toString('base64')}`))).toBe('logoUnreadable');
    expect(await problemOf(readLogo(svgDataUrl('hello')))).toBe('logoInvalidType');
    const big = Buffer.concat([png, Buffer.alloc(MAX_LOGO_BYTES, 0)]);
    expect(await problemOf(readLogo(`data:image/png;base64,${big.toString('base64')}`))).toBe('logoTooLarge');
    expect(await problemOf(readLogo(svgDataUrl(`<svg xmlns="http://www.w3.org/2000/svg"><!--${'x'.repeat(MAX_LOGO_BYTES)}--></svg>`)))).toBe('logoTooLarge');
  });

  it('stores an SVG cleaned, and draws it to PNG for the PDF', async () => {
    const logo = await readLogo(svgDataUrl('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 2" onload="x()"><rect width="4" height="2" fill="#0f766e"/></svg>'));
    expect(logo.mime).toBe('image/svg+xml');
    expect(logo.bytes.toString()).not.toContain('onload');
    const png = await logoAsPng(logo.bytes, logo.mime, 80);
    expect(png && isPng(png)).toBe(true);
    const meta = await sharp(Buffer.from(png ?? [])).metadata();
    expect(meta.width).toBe(80);
    expect(meta.height).toBe(40);
  });
});
