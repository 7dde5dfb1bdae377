import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMathpixEngine } from './mathpix';

/** Answers like Mathpix's documented `POST /v3/text`. */
function mathpixStandIn() {
  const seen: { headers: http.IncomingHttpHeaders; body: Record<string, unknown> }[] = [];
  const server = http.createServer((req, res) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => {
      const body = JSON.parse(data) as Record<string, unknown>;
      seen.push({ headers: req.headers, body });
      res.setHeader('content-type', 'application/json');
      if (req.url !== '/v3/text' || req.method !== 'POST') return res.writeHead(404).end('{}');
      if (req.headers.app_key !== 'key-1') {
        return res.writeHead(401).end(JSON.stringify({ error: 'Invalid credentials', error_info: { id: 'http_unauthorized', message: 'Invalid credentials' } }));
      }
      res.end(JSON.stringify({ request_id: 'r1', text: 'Solve $x^{2}-5 x+6=0$', confidence: 0.97, confidence_rate: 0.99 }));
    });
  });
  return { server, seen };
}

describe('Mathpix adapter', () => {
  const { server, seen } = mathpixStandIn();
  let baseUrl = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the image with the app credentials and returns its text as the solver reads it', async () => {
    const engine = createMathpixEngine({ appId: 'app-1', appKey: 'key-1', baseUrl });
    const result = await engine.recognize(Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'image/png');
    expect(result).toEqual({ text: 'Solve x^{2} - 5x + 6 = 0', confidence: 0.97 });
    const request = seen.at(-1)!;
    expect(request.headers.app_id).toBe('app-1');
    expect(request.body.src).toBe('data:image/png;base64,iVBORw==');
    expect(request.body.formats).toEqual(['text']);
  });

  it('turns a refusal into an error with Mathpix’s message', async () => {
    const engine = createMathpixEngine({ appId: 'app-1', appKey: 'wrong', baseUrl });
    await expect(engine.recognize(Buffer.from([0xff, 0xd8, 0xff]), 'image/jpeg')).rejects.toThrow('Mathpix answered 401: Invalid credentials');
  });
});
