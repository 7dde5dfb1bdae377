import type { OcrEngine } from './types';
import { createMathpixEngine } from './mathpix';
import { createTesseractEngine } from './tesseract';

export interface OcrConfig {
  /** MATHPIX_APP_ID and MATHPIX_APP_KEY: both set switches OCR to Mathpix. */
  mathpixAppId?: string;
  mathpixAppKey?: string;
  mathpixBaseUrl?: string;
}

export function createOcrEngine(config: OcrConfig): OcrEngine {
  if (config.mathpixAppId && config.mathpixAppKey) {
    return createMathpixEngine({ appId: config.mathpixAppId, appKey: config.mathpixAppKey, baseUrl: config.mathpixBaseUrl });
  }
  return createTesseractEngine();
}
