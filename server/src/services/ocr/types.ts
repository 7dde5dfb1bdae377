export interface OcrResult {
  text: string;
  /** 0 to 1. */
  confidence: number;
}

/** Reads the text of an image; the service picks an engine from the configuration. */
export interface OcrEngine {
  /** Shown in admin settings, e.g. "tesseract.js (offline, eng+fra)". */
  readonly name: string;
  /** `image` is a validated PNG or JPEG; `dataUrl` is the same bytes as the client sent them. */
  recognize(image: Buffer, mime: ImageMime): Promise<OcrResult>;
  /** Loads what the first request would otherwise wait for (an offline engine's worker and languages). */
  warmUp?(): Promise<void>;
  /** Frees the engine's resources; the next call starts it again. */
  reset(): Promise<void>;
}

export type ImageMime = 'image/png' | 'image/jpeg';

export type OcrInputProblem = 'invalidImageType' | 'imageTooLarge' | 'imageDimensions' | 'invalidImageData';

/** Bad input, with a code the route turns into the spec's message. */
export class OcrInputError extends Error {
  constructor(readonly code: OcrInputProblem) {
    super(code);
    this.name = 'OcrInputError';
  }
}
