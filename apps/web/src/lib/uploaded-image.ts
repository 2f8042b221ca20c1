// An uploaded picture's url names its largest WebP file, /media/<hash>-<w>x<h>.webp; the server also
// stores it at half that size and both sizes in AVIF (apps/api/src/modules/images/image-variants.ts,
// docs/layout-and-images.md "Uploaded pictures"). Written small: it is on the list page, whose
// page-weight budget is nearly spent.
const UPLOADED = /^(\/media\/\w{32}-)(\d+)x(\d+)\.webp$/;

/** Both stored widths of an uploaded picture in `format`, as a srcset; undefined for any other url. */
export function uploadedSrcSet(url: string, format: 'avif' | 'webp'): string | undefined {
  const [, base, width, height] = UPLOADED.exec(url) ?? [];
  return (
    base &&
    `${base}${+width! / 2}x${+height! / 2}.${format} ${+width! / 2}w,${base}${width}x${height}.${format} ${width}w`
  );
}
