import type { ImgHTMLAttributes } from 'react';
import { uploadedSrcSet } from '@/lib/image-sizes.ts';

type Props = ImgHTMLAttributes<HTMLImageElement> & {
  src: string;
  /** The rendered width (CSS `sizes`), from which the browser picks the stored width. */
  sizes: string;
};

/**
 * An <img> (decorative: alt ""); for an uploaded picture a <picture> offering AVIF, then WebP, each at
 * both stored widths (docs/layout-and-images.md "Uploaded pictures"). Kept tiny: it is on the list page.
 */
export function MediaImage({ src, ...rest }: Props) {
  const webp = uploadedSrcSet(src, 'webp');
  const img = <img {...rest} src={src} srcSet={webp} alt="" />;
  return webp ? (
    <picture>
      <source type="image/avif" srcSet={uploadedSrcSet(src, 'avif')} sizes={rest.sizes} />
      {img}
    </picture>
  ) : (
    img
  );
}
