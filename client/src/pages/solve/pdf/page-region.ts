import type { PDFPageProxy } from 'pdfjs-dist';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import { regionInPixels, type Region } from '../image/region';
import { placeTextItems, textInRegion } from './region-text';

/** The text layer's words inside the region ('' for a scanned page: it has no text layer). */
export async function regionTextFromLayer(page: PDFPageProxy, region: Region): Promise<string> {
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const items = content.items.filter((item): item is TextItem => 'str' in item);
  const placed = placeTextItems(items, (x, y) => viewport.convertToViewportPoint(x, y) as number[], viewport.width, viewport.height);
  return textInRegion(placed, region);
}

/** Long side of the region's picture: what OCR reads best, whatever the page size. */
const OCR_REGION_PIXELS = 1600;

/** The region's pixels as a PNG data URL, rendered sharp enough for OCR. */
export async function regionPicture(page: PDFPageProxy, region: Region): Promise<string> {
  const base = page.getViewport({ scale: 1 });
  const longSide = Math.max(region.width * base.width, region.height * base.height);
  const scale = Math.min(6, Math.max(2, OCR_REGION_PIXELS / longSide));
  const viewport = page.getViewport({ scale });
  const full = document.createElement('canvas');
  full.width = Math.ceil(viewport.width);
  full.height = Math.ceil(viewport.height);
  await page.render({ canvas: full, viewport }).promise;
  const box = regionInPixels(region, full.width, full.height);
  const cut = document.createElement('canvas');
  cut.width = box.width;
  cut.height = box.height;
  const context = cut.getContext('2d');
  if (!context) throw new Error('no 2D canvas');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, box.width, box.height);
  context.drawImage(full, box.left, box.top, box.width, box.height, 0, 0, box.width, box.height);
  full.width = 0;
  return cut.toDataURL('image/png');
}
