import type { SpeechEngine } from './types';
import { createEspeakEngine } from './engines/espeak';
import { createFestivalEngine, festivalAvailable } from './engines/festival';
import { createHostedEngine } from './engines/hosted';
import { createSpeechPool } from './speech-pool';

export interface SpeechConfig {
  /** TTS_BASE_URL: an OpenAI-compatible speech service; when set, it is used for every locale. */
  baseUrl?: string;
  apiKey?: string;
  voice?: string;
}

/** Festival's natural English voice when installed (French still by eSpeak NG), else eSpeak NG alone. */
export async function createLocalSpeechEngine(): Promise<SpeechEngine> {
  const espeak = createEspeakEngine();
  return (await festivalAvailable()) ? createFestivalEngine(espeak) : espeak;
}

/**
 * Picks the engine: the hosted service when configured, else the local engine in a worker
 * thread. Either way, solution texts are built in the worker (speech-rule-engine is synchronous).
 */
export async function createSpeechEngine(config: SpeechConfig): Promise<SpeechEngine> {
  const pool = createSpeechPool();
  const shared = { solutionText: pool.solutionText, close: pool.close };
  if (config.baseUrl) {
    const hosted = createHostedEngine({ baseUrl: config.baseUrl, apiKey: config.apiKey ?? '', voice: config.voice ?? 'alloy' });
    return { ...hosted, ...shared };
  }
  try {
    return { name: await pool.engineName(), synthesize: pool.synthesize, ...shared };
  } catch (error) {
    await pool.close();
    throw error;
  }
}
