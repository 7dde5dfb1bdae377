import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { SpeechEngine, SpeechLocale, SynthesizedAudio } from '../types';
import { wavToMp3 } from '../mp3';

interface EspeakModule {
  FS: { readFile(path: string): Uint8Array };
}
type EspeakFactory = (options: {
  arguments: string[];
  wasmBinary?: Uint8Array;
  print?: (s: string) => void;
  printErr?: (s: string) => void;
}) => Promise<EspeakModule>;

const VOICES: Record<SpeechLocale, string> = { en: 'en-us', fr: 'fr-fr' };
/** A calm teaching pace, a little slower than espeak's default 175 words per minute. */
const WORDS_PER_MINUTE = '160';

const require = createRequire(import.meta.url);

/**
 * eSpeak NG compiled to WebAssembly: offline, English and French, no system package needed.
 * Each call runs a fresh module instance (the program exits after speaking); the wasm bytes are
 * read once and reused.
 */
export function createEspeakEngine(): SpeechEngine {
  let loaded: Promise<{ factory: EspeakFactory; wasmBinary: Uint8Array }> | undefined;
  const load = () =>
    (loaded ??= (async () => {
      const main = require.resolve('espeak-ng');
      // The package ships no types; its default export is the Emscripten module factory.
      const mod = (await import(/* @vite-ignore */ 'espeak-ng' as string)) as { default: EspeakFactory };
      const wasmBinary = await readFile(path.join(path.dirname(main), 'espeak-ng.wasm'));
      return { factory: mod.default, wasmBinary };
    })());

  return {
    name: 'espeak-ng',
    async synthesize(text: string, locale: SpeechLocale): Promise<SynthesizedAudio> {
      const { factory, wasmBinary } = await load();
      const instance = await factory({
        wasmBinary,
        // -m: the text is SSML, so the pauses between steps are real breaks.
        arguments: ['-m', '-w', 'speech.wav', '-v', VOICES[locale], '-s', WORDS_PER_MINUTE, text],
        print: () => {},
        printErr: () => {},
      });
      const { audio, durationMs } = wavToMp3(instance.FS.readFile('speech.wav'));
      return { audio, durationMs, mime: 'audio/mpeg' };
    },
  };
}
