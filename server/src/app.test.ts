import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import type { OcrEngine } from './services/ocr/types';
import type { SolverService } from './services/solve/solver-service';

/** Records the order in which the served app starts its engines. */
function recordingEngines(started: string[]): { solver: SolverService; ocr: OcrEngine } {
  return {
    solver: {
      solve: () => Promise.reject(new Error('not used')),
      warmUp: async () => void started.push('solver'),
      close: async () => undefined,
    },
    ocr: {
      name: 'recording',
      recognize: () => Promise.reject(new Error('not used')),
      warmUp: async () => void started.push('ocr'),
      reset: async () => undefined,
    },
  };
}

describe('engine warm-up', () => {
  it('a served app loads the solver, then OCR, as soon as it is ready', async () => {
    const started: string[] = [];
    const { solver, ocr } = recordingEngines(started);
    const t = await createTestApp({ isProduction: true }, { solver, engines: { ocr } });
    await expect.poll(() => started).toEqual(['solver', 'ocr']);
    await t.close();
  });

  it('a test app starts nothing before its first request', async () => {
    const started: string[] = [];
    const { solver, ocr } = recordingEngines(started);
    const t = await createTestApp({}, { solver, engines: { ocr } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(started).toEqual([]);
    await t.close();
  });
});
