import { describe, expect, it } from 'vitest';
import { sizeInMb, validateImageFile, validatePdfFile } from './file-validation';

const MB = 1024 * 1024;

describe('image file checks', () => {
  it.each([
    ['photo.png', 'image/png'],
    ['photo.jpg', 'image/jpeg'],
    ['PHOTO.JPEG', 'image/jpeg'],
    ['scan.jpg', 'image/jpg'],
    ['no-type.jpeg', ''],
  ])('accepts %s (%s)', (name, type) => {
    expect(validateImageFile({ name, type, size: 2 * MB })).toBeNull();
  });

  it.each([
    ['drawing.gif', 'image/gif'],
    ['photo.webp', 'image/webp'],
    ['exercise.pdf', 'application/pdf'],
    ['notes.txt', ''],
    ['renamed.png', 'text/plain'],
  ])('refuses %s (%s) as the wrong type', (name, type) => {
    expect(validateImageFile({ name, type, size: 1000 })).toEqual({ title: 'toast.invalidTypeTitle', description: 'toast.invalidImageType' });
  });

  it('takes exactly 10 MB and refuses one byte more', () => {
    expect(validateImageFile({ name: 'a.png', type: 'image/png', size: 10 * MB })).toBeNull();
    expect(validateImageFile({ name: 'a.png', type: 'image/png', size: 10 * MB + 1 })).toEqual({
      title: 'toast.tooLargeTitle',
      description: 'toast.imageTooLarge',
    });
  });
});

describe('PDF file checks', () => {
  it('accepts a PDF up to 50 MB', () => {
    expect(validatePdfFile({ name: 'sheet.pdf', type: 'application/pdf', size: 50 * MB })).toBeNull();
    expect(validatePdfFile({ name: 'sheet.pdf', type: '', size: MB })).toBeNull();
  });

  it('refuses other types and bigger files', () => {
    expect(validatePdfFile({ name: 'sheet.png', type: 'image/png', size: MB })).toEqual({ title: 'toast.invalidTypeTitle', description: 'toast.invalidPdfType' });
    expect(validatePdfFile({ name: 'sheet.pdf', type: 'application/pdf', size: 50 * MB + 1 })).toEqual({
      title: 'toast.tooLargeTitle',
      description: 'toast.pdfTooLarge',
    });
  });
});

describe('size in MB', () => {
  it('shows two decimals', () => {
    expect(sizeInMb(1536 * 1024)).toBe('1.50');
    expect(sizeInMb(10 * MB)).toBe('10.00');
  });
});
