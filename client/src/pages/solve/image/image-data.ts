import { regionInPixels, type Region } from './region';

/** The file as a data URL, the form POST /api/ocr takes. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('could not read the file'));
    reader.readAsDataURL(file);
  });
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('could not decode the image'));
    image.src = url;
  });
}

export function canvasToBlob(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('could not encode the image'))), type, quality);
  });
}

/**
 * The part of an image inside `region`, at the image's full resolution, as a new file of the same
 * type (PNG stays lossless; a JPEG photo is re-encoded at high quality).
 */
export async function cropImageFile(file: File, region: Region): Promise<File> {
  const url = URL.createObjectURL(file);
  try {
    const image = await loadImage(url);
    const box = regionInPixels(region, image.naturalWidth, image.naturalHeight);
    const canvas = document.createElement('canvas');
    canvas.width = box.width;
    canvas.height = box.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D canvas');
    context.drawImage(image, box.left, box.top, box.width, box.height, 0, 0, box.width, box.height);
    const type = file.type === 'image/png' ? 'image/png' : 'image/jpeg';
    const blob = await canvasToBlob(canvas, type, 0.92);
    const name = file.name.replace(/(\.[^.]+)?$/, (ext) => `-cropped${type === 'image/png' ? '.png' : ext || '.jpg'}`);
    return new File([blob], name, { type });
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * Longest side sent to OCR. The server reads at 1500 px; sending a 12-megapixel photo as it is
 * would upload up to 14 MB over a phone connection only to be shrunk there.
 */
export const UPLOAD_LONG_SIDE = 2000;

/**
 * The image as the data URL POST /api/ocr receives: as it is when small enough, else scaled
 * down to UPLOAD_LONG_SIDE (upright: browsers apply the camera's orientation when drawing).
 */
export async function imageForOcr(file: File): Promise<string> {
  const url = URL.createObjectURL(file);
  let image: HTMLImageElement;
  try {
    image = await loadImage(url);
  } catch {
    // Not decodable here: let the server say what is wrong with it.
    URL.revokeObjectURL(url);
    return readAsDataUrl(file);
  }
  try {
    const longSide = Math.max(image.naturalWidth, image.naturalHeight);
    if (longSide <= UPLOAD_LONG_SIDE) return await readAsDataUrl(file);
    const scale = UPLOAD_LONG_SIDE / longSide;
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(image.naturalWidth * scale);
    canvas.height = Math.round(image.naturalHeight * scale);
    const context = canvas.getContext('2d');
    if (!context) return await readAsDataUrl(file);
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/jpeg', 0.92);
  } finally {
    URL.revokeObjectURL(url);
  }
}
