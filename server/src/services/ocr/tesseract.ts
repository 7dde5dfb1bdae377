import { mkdtemp, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createWorker, PSM, type Worker } from 'tesseract.js';
import type { ImageMime, OcrEngine, OcrResult } from './types';
import { cleanMathText } from './cleanup';
import { prepareForOcr } from './image';

const require = createRequire(import.meta.url);
const LANGUAGES = ['eng', 'fra'] as const;

/**
 * The language data ships in npm packages (one per language), so nothing is downloaded at run
 * time; the "best_int" models are the accurate integer-quantised LSTM ones. tesseract.js reads
 * every language from one folder, so the package files are linked into a private one.
 */
async function languageDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'stepwise-tessdata-'));
  for (const code of LANGUAGES) {
    const pkg = path.dirname(require.resolve(`@tesseract.js-data/${code}/package.json`));
    await symlink(path.join(pkg, '4.0.0_best_int', `${code}.traineddata.gz`), path.join(dir, `${code}.traineddata.gz`));
  }
  return dir;
}

/**
 * Offline OCR with tesseract.js. One worker is kept alive between requests (starting one costs
 * about half a second); tesseract.js queues jobs on it, so requests are read one at a time.
 */
export function createTesseractEngine(): OcrEngine {
  let worker: Promise<Worker> | undefined;

  const start = async () => {
    const w = await createWorker([...LANGUAGES], 1, { langPath: await languageDir(), cacheMethod: 'none', gzip: true });
    await w.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_BLOCK, preserve_interword_spaces: '1' });
    return w;
  };

  const ready = async (): Promise<Worker> => {
    worker ??= start();
    try {
      return await worker;
    } catch (error) {
      worker = undefined;
      throw error;
    }
  };

  return {
    name: 'tesseract.js (offline, eng+fra)',
    async recognize(image: Buffer, _mime: ImageMime): Promise<OcrResult> {
      const prepared = await prepareForOcr(image);
      const w = await ready();
      const { data } = await w.recognize(prepared);
      return { text: cleanMathText(data.text), confidence: Math.max(0, Math.min(1, data.confidence / 100)) };
    },
    async warmUp() {
      await ready();
    },
    async reset() {
      const current = worker;
      worker = undefined;
      if (current) await (await current).terminate().catch(() => undefined);
    },
  };
}
