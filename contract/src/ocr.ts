import { z } from 'zod';

/** Spec §9: images up to 10 MB, PNG or JPEG (checked by content on the server). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** The image types the Image tab accepts by name and MIME type. */
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/jpg'] as const;
/** Spec §9: PDFs up to 50 MB. */
export const MAX_PDF_BYTES = 50 * 1024 * 1024;

/** POST /api/ocr: a PNG or JPEG as a data URL (`data:image/png;base64,…`). */
export const ocrBody = z.object({
  imageData: z.string({ error: 'invalidImageData' }).min(1, { error: 'invalidImageData' }),
});
export type OcrBody = z.infer<typeof ocrBody>;

export const ocrResponse = z.object({
  /** The text read, cleaned up for the solver (may be empty when nothing was found). */
  text: z.string(),
  /** 0 to 1. */
  confidence: z.number(),
});
export type OcrResponse = z.infer<typeof ocrResponse>;
