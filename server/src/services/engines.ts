import type { OcrEngine } from './ocr/types';
import { createOcrEngine, type OcrConfig } from './ocr/engine';
import { createPaymentProvider, type PaymentConfig } from './payments/provider';
import type { PaymentProvider } from './payments/types';
import { createSpeechEngine, type SpeechConfig } from './tts/engine';
import type { SpeechEngine } from './tts/types';

/** The speech engine, chosen on first use (choosing probes for festival, which takes a moment). */
export interface SpeechService {
  engine(): Promise<SpeechEngine>;
  /** Stops the engine's worker thread if the engine was ever started. */
  close?(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** One OCR engine per process: its worker is kept alive between requests; admin Clear Cache resets it. */
    ocr: OcrEngine;
    speech: SpeechService;
    payments: PaymentProvider;
  }
}

export function lazySpeechService(config: SpeechConfig, create: (c: SpeechConfig) => Promise<SpeechEngine> = createSpeechEngine): SpeechService {
  let engine: Promise<SpeechEngine> | undefined;
  return {
    engine() {
      engine ??= create(config).catch((err: unknown) => {
        engine = undefined;
        throw err;
      });
      return engine;
    },
    async close() {
      const started = await engine?.catch(() => undefined);
      await started?.close?.();
    },
  };
}

export interface Engines {
  ocr: OcrEngine;
  speech: SpeechService;
  payments: PaymentProvider;
}

/** The app's external engines from the configuration; tests pass their own through buildApp. */
export function createEngines(config: { ocr: OcrConfig; speech: SpeechConfig; payments: PaymentConfig }, overrides: Partial<Engines> = {}): Engines {
  return {
    ocr: overrides.ocr ?? createOcrEngine(config.ocr),
    speech: overrides.speech ?? lazySpeechService(config.speech),
    payments: overrides.payments ?? createPaymentProvider(config.payments),
  };
}
