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
