import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { SpeechEngine, SpeechLocale, SynthesizedAudio } from '../types';
import { wavToMp3 } from '../mp3';
import { stripSsml } from '../ssml';

const run = promisify(execFile);
const VOICE = '(voice_cmu_us_slt_arctic_hts)';

/** True when Debian's festival and the us-slt-hts voice are installed. */
export async function festivalAvailable(): Promise<boolean> {
  try {
    const { stdout } = await run('festival', ['--batch', '(print (voice.list))'], { timeout: 10_000 });
    return stdout.includes('cmu_us_slt_arctic_hts');
  } catch {
    return false;
  }
}

/**
 * Festival with the HTS "slt" voice sounds much closer to a person than eSpeak, but speaks
 * English only: French goes to the fallback engine.
 */
export function createFestivalEngine(fallback: SpeechEngine): SpeechEngine {
  return {
    name: 'festival (us-slt-hts) + ' + fallback.name,
    async synthesize(text: string, locale: SpeechLocale): Promise<SynthesizedAudio> {
      if (locale !== 'en') return fallback.synthesize(text, locale);
      const dir = await mkdtemp(path.join(tmpdir(), 'stepwise-tts-'));
      try {
        const input = path.join(dir, 'speech.txt');
        const output = path.join(dir, 'speech.wav');
        await writeFile(input, stripSsml(text));
        await run('text2wave', ['-eval', VOICE, '-o', output, input], { timeout: 60_000 });
        const { audio, durationMs } = wavToMp3(await readFile(output));
        return { audio, durationMs, mime: 'audio/mpeg' };
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
