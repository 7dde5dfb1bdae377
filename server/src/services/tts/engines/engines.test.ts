import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEspeakEngine } from './espeak';
import { createHostedEngine } from './hosted';
import { festivalAvailable, createFestivalEngine } from './festival';
import { readMp3Info } from '../mp3-info';
import { encodeMp3 } from '../mp3';

describe('eSpeak NG engine', () => {
  const engine = createEspeakEngine();

  it.each(['en', 'fr'] as const)('produces an MP3 of about the right length in %s', async (locale) => {
    const short = await engine.synthesize('<speak>One.</speak>', locale);
    const long = await engine.synthesize(
      '<speak>The derivative of x squared is two x. <break time="700ms"/> We check it by differentiating again.</speak>',
      locale,
    );
    for (const clip of [short, long]) {
      const info = readMp3Info(clip.audio);
      expect(info).not.toBeNull();
      expect(info!.kbps).toBeGreaterThanOrEqual(24);
      expect(info!.kbps).toBeLessThanOrEqual(40);
      // The encoder pads the last frame, so the MP3 runs a little past the PCM it came from.
      expect(Math.abs(info!.durationMs - clip.durationMs)).toBeLessThan(150);
    }
    // Fourteen words at a teaching pace plus a pause: several seconds, far longer than one word.
    expect(long.durationMs).toBeGreaterThan(3000);
    expect(long.durationMs).toBeLessThan(12000);
    expect(short.durationMs).toBeLessThan(long.durationMs / 3);
  });
});

describe('hosted engine (OpenAI-compatible /v1/audio/speech)', () => {
  const requests: { path?: string; auth?: string; body: Record<string, unknown> }[] = [];
  // One second of silence, encoded the way a real service would answer.
  const mp3 = encodeMp3({ samples: new Int16Array(22050), sampleRate: 22050 });
  let server: http.Server;
  let baseUrl = '';

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let data = '';
      req.on('data', (c) => (data += c));
      req.on('end', () => {
        requests.push({ path: req.url, auth: req.headers.authorization, body: JSON.parse(data) });
        if (req.headers.authorization !== 'Bearer secret') {
          res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":{"message":"bad key"}}');
          return;
        }
        res.writeHead(200, { 'content-type': 'audio/mpeg' }).end(mp3);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the text, voice and format, and measures the MP3 it gets back', async () => {
    const engine = createHostedEngine({ baseUrl, apiKey: 'secret', voice: 'nova' });
    const clip = await engine.synthesize('<speak>Hello <break time="700ms"/> world</speak>', 'en');
    expect(requests.at(-1)).toEqual({
      path: '/v1/audio/speech',
      auth: 'Bearer secret',
      body: { model: 'tts-1', voice: 'nova', input: 'Hello. world', response_format: 'mp3' },
    });
    expect(clip.mime).toBe('audio/mpeg');
    expect(clip.durationMs).toBeGreaterThan(950);
    expect(clip.durationMs).toBeLessThan(1200);
  });

  it('reports the service error instead of returning bad audio', async () => {
    const engine = createHostedEngine({ baseUrl, apiKey: 'wrong', voice: 'nova' });
    await expect(engine.synthesize('Hi', 'en')).rejects.toThrow(/answered 401/);
  });
});

describe('festival engine', async () => {
  const available = await festivalAvailable();
  it.runIf(available)('speaks English with the HTS voice', async () => {
    const engine = createFestivalEngine(createEspeakEngine());
    const clip = await engine.synthesize('<speak>Two plus two is four.</speak>', 'en');
    expect(readMp3Info(clip.audio)?.frames).toBeGreaterThan(10);
  });
  it('hands French to the fallback engine', async () => {
    const calls: string[] = [];
    const engine = createFestivalEngine({
      name: 'fallback',
      synthesize: async (_text, locale) => {
        calls.push(locale);
        return { audio: Buffer.alloc(0), mime: 'audio/mpeg', durationMs: 0 };
      },
    });
    await engine.synthesize('Bonjour', 'fr');
    expect(calls).toEqual(['fr']);
  });
});
