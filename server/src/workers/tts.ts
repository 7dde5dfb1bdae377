import type { SolutionSpeechTask, SpeechEngine, SpeechLocale } from '../services/tts/types';
import { createLocalSpeechEngine } from '../services/tts/engine';
import { solutionToSpeech } from '../services/tts/speech-text';

/*
 * Runs in a worker thread: eSpeak NG's WASM program, the MP3 encoder and speech-rule-engine all
 * compute synchronously for hundreds of milliseconds to seconds, which would stall every other
 * request if they ran on the server's event loop.
 */
let engine: Promise<SpeechEngine> | undefined;
const localEngine = () => (engine ??= createLocalSpeechEngine());

export interface SynthesizeTask {
  text: string;
  locale: SpeechLocale;
}

export interface SynthesizeResult {
  audio: Uint8Array;
  durationMs: number;
}

export type SolutionTextTask = SolutionSpeechTask;

export default async function synthesize(task: SynthesizeTask): Promise<SynthesizeResult> {
  const { audio, durationMs } = await (await localEngine()).synthesize(task.text, task.locale);
  return { audio, durationMs };
}

export async function engineName(): Promise<string> {
  return (await localEngine()).name;
}

export function solutionText(task: SolutionTextTask): Promise<string> {
  return solutionToSpeech(task.steps, task.finalAnswer, task.locale, task.answerLatex, task.interpretation);
}
