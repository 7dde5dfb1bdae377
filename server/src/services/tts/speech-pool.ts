import { Piscina } from 'piscina';
import { workerEntry } from '../../paths';
import type { SolutionTextTask, SynthesizeResult, SynthesizeTask } from '../../workers/tts';
import type { SpeechLocale, SynthesizedAudio } from './types';

export interface SpeechPool {
  /** The local engine's name as the worker chose it (festival when installed, else eSpeak NG). */
  engineName(): Promise<string>;
  synthesize(text: string, locale: SpeechLocale): Promise<SynthesizedAudio>;
  /** The SSML for a solution, its formulas read by speech-rule-engine in the worker. */
  solutionText(task: SolutionTextTask): Promise<string>;
  close(): Promise<void>;
}

/**
 * One worker thread for speech (server/src/workers/tts.ts). Synthesis is CPU-bound and the host
 * may have two cores, so requests queue for one thread rather than compete with the solver.
 */
export function createSpeechPool(options: { threads?: number } = {}): SpeechPool {
  const { filename, execArgv } = workerEntry('tts');
  // A bounded queue: past it a request fails at once (the route answers 'Failed to generate audio
  // explanation') instead of waiting behind minutes of speech.
  const pool = new Piscina({ filename, execArgv, minThreads: 0, maxThreads: options.threads ?? 1, maxQueue: 32, idleTimeout: 60_000 });
  return {
    engineName: () => pool.run(null, { name: 'engineName' }) as Promise<string>,
    async synthesize(text, locale) {
      const task: SynthesizeTask = { text, locale };
      const result = (await pool.run(task)) as SynthesizeResult;
      // Structured cloning hands back a plain Uint8Array over the same memory.
      return { audio: Buffer.from(result.audio.buffer, result.audio.byteOffset, result.audio.byteLength), durationMs: result.durationMs, mime: 'audio/mpeg' };
    },
    solutionText: (task) => pool.run(task, { name: 'solutionText' }) as Promise<string>,
    close: () => pool.close(),
  };
}
