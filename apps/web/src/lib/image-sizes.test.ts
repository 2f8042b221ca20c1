import { describe, expect, it } from 'vitest';
import { uploadedSrcSet } from './image-sizes.ts';

describe('uploadedSrcSet', () => {
  const url = '/media/0123456789abcdef0123456789abcdef-800x450.webp';

  it('lists both stored widths of an uploaded picture in the asked format', () => {
    expect(uploadedSrcSet(url, 'avif')).toBe(
      '/media/0123456789abcdef0123456789abcdef-400x225.avif 400w,/media/0123456789abcdef0123456789abcdef-800x450.avif 800w',
    );
    expect(uploadedSrcSet(url, 'webp')).toContain('-400x225.webp 400w');
  });

  it('leaves every other picture alone', () => {
    for (const other of [
      '/images/restaurants/karahi.svg',
      `https://cdn.example${url}`,
      url.replace('.webp', '.avif'),
    ]) {
      expect(uploadedSrcSet(other, 'webp')).toBeUndefined();
    }
  });
});
