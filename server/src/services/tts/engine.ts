import type { SpeechEngine } from './types';
import { createEspeakEngine } from './engines/espeak';
import { createFestivalEngine, festivalAvailable } from './engines/festival';
import { createHostedEngine } from './engines/hosted';

export interface SpeechConfig {
  /** TTS_BASE_URL: an OpenAI-compatible speech service; when set, it is used for every locale. */
  baseUrl?: string;
  apiKey?: string;
  voice?: string;
}

/**
 * Picks the engine: the hosted service when configured, else festival's natural English voice
 * when installed (French still by eSpeak NG), else eSpeak NG alone.
 */
export async function createSpeechEngine(config: SpeechConfig): Promise<SpeechEngine> {
  if (config.baseUrl) {
    return createHostedEngine({ baseUrl: config.baseUrl, apiKey: config.apiKey ?? '', voice: config.voice ?? 'alloy' });
  }
  const espeak = createEspeakEngine();
  return (await festivalAvailable()) ? createFestivalEngine(espeak) : espeak;
}
