import { MAX_IMAGE_BYTES, MAX_PDF_BYTES } from '@contract/ocr';

/** Keys of the `upload` catalog for the toast that refuses a file (spec §9). */
export interface FileProblem {
  title: 'toast.invalidTypeTitle' | 'toast.tooLargeTitle';
  description: 'toast.invalidImageType' | 'toast.imageTooLarge' | 'toast.invalidPdfType' | 'toast.pdfTooLarge';
}

/** What the checks need of a File (a plain object in tests). */
export interface FileFacts {
  name: string;
  type: string;
  size: number;
}

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/jpg'];
const IMAGE_EXTENSIONS = /\.(png|jpe?g)$/i;

/**
 * PNG, JPG or JPEG up to 10 MB. The browser's MIME type decides; some systems give none, and then
 * the file name does. The server checks the bytes again, so a renamed file still fails there.
 */
export function validateImageFile(file: FileFacts): FileProblem | null {
  const typeOk = file.type ? IMAGE_TYPES.includes(file.type.toLowerCase()) : IMAGE_EXTENSIONS.test(file.name);
  if (!typeOk) return { title: 'toast.invalidTypeTitle', description: 'toast.invalidImageType' };
  if (file.size > MAX_IMAGE_BYTES) return { title: 'toast.tooLargeTitle', description: 'toast.imageTooLarge' };
  return null;
}

/** application/pdf (or a .pdf name when the system gives no type) up to 50 MB. */
export function validatePdfFile(file: FileFacts): FileProblem | null {
  const typeOk = file.type ? file.type.toLowerCase() === 'application/pdf' : /\.pdf$/i.test(file.name);
  if (!typeOk) return { title: 'toast.invalidTypeTitle', description: 'toast.invalidPdfType' };
  if (file.size > MAX_PDF_BYTES) return { title: 'toast.tooLargeTitle', description: 'toast.pdfTooLarge' };
  return null;
}

/** Spec §2: the preview shows the size in MB. */
export function sizeInMb(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(2);
}
