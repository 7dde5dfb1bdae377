import type { SpeechEngine, SpeechLocale, SynthesizedAudio } from '../types';
import { readMp3Info } from '../mp3-info';
import { stripSsml } from '../ssml';

export interface HostedSpeechConfig {
  /** e.g. https://api.openai.com — the engine calls `${baseUrl}/v1/audio/speech`. */
  baseUrl: string;
  apiKey: string;
  voice: string;
  model?: string;
  timeoutMs?: number;
}

/** Any service speaking the OpenAI-compatible `POST /v1/audio/speech` API. */
export function createHostedEngine(config: HostedSpeechConfig): SpeechEngine {
  const url = new URL('/v1/audio/speech', config.baseUrl).toString();
  return {
    name: `hosted (${new URL(config.baseUrl).host})`,
    async synthesize(text: string, _locale: SpeechLocale): Promise<SynthesizedAudio> {
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${config.apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          model: config.model ?? 'tts-1',
          voice: config.voice,
          input: stripSsml(text),
          response_format: 'mp3',
        }),
        signal: AbortSignal.timeout(config.timeoutMs ?? 60_000),
      });
      if (!response.ok) {
        throw new Error(`Speech service answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
      }
      const audio = Buffer.from(await response.arrayBuffer());
      const info = readMp3Info(audio);
      if (!info) throw new Error('Speech service returned no MP3 audio');
      return { audio, durationMs: info.durationMs, mime: 'audio/mpeg' };
    },
  };
}
