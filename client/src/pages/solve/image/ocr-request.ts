import type { OcrResponse } from '@contract/ocr';
import { apiJson } from '@/lib/api';

/** POST /api/ocr with a PNG or JPEG data URL. */
export function requestOcr(imageData: string): Promise<OcrResponse> {
  return apiJson<OcrResponse>('POST', '/api/ocr', { imageData });
}
