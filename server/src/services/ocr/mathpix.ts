import type { ImageMime, OcrEngine, OcrResult } from './types';
import { cleanMathText } from './cleanup';

export interface MathpixConfig {
  appId: string;
  appKey: string;
  /** Defaults to Mathpix's API; tests point it at a local server. */
  baseUrl?: string;
  timeoutMs?: number;
}

interface MathpixTextResponse {
  text?: string;
  confidence?: number;
  error?: string;
  error_info?: { id?: string; message?: string };
}

/**
 * Mathpix's `POST /v3/text` reads handwriting and 2-D math that tesseract cannot. Math comes back
 * as LaTeX between `\(`…`\)`; the solver reads LaTeX, so only the delimiters are removed.
 */
export function createMathpixEngine(config: MathpixConfig): OcrEngine {
  const url = new URL('/v3/text', config.baseUrl ?? 'https://api.mathpix.com').toString();
  return {
    name: 'Mathpix (hosted)',
    async recognize(image: Buffer, mime: ImageMime): Promise<OcrResult> {
      const response = await fetch(url, {
        method: 'POST',
        headers: { app_id: config.appId, app_key: config.appKey, 'content-type': 'application/json' },
        body: JSON.stringify({
          src: `data:${mime};base64,${image.toString('base64')}`,
          formats: ['text'],
          math_inline_delimiters: ['$', '$'],
          rm_spaces: true,
        }),
        signal: AbortSignal.timeout(config.timeoutMs ?? 30_000),
      });
      const body = (await response.json().catch(() => ({}))) as MathpixTextResponse;
      if (!response.ok || body.error) {
        throw new Error(`Mathpix answered ${response.status}: ${body.error_info?.message ?? body.error ?? 'no text'}`);
      }
      const text = (body.text ?? '').replace(/\$([^$]*)\$/g, '$1');
      return { text: cleanMathText(text), confidence: body.confidence ?? 0 };
    },
    async reset() {},
  };
}
