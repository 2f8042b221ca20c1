// Intrinsic sizes of the demo images (apps/api/src/db/seed/generate-images.ts draws them). Every <img>
// carries them as width/height so the browser knows the box before the file arrives; CSS still sets
// the rendered size (docs/layout-and-images.md).
export const restaurantImageSize = { width: 800, height: 450 } as const;
export const foodImageSize = { width: 320, height: 240 } as const;

/**
 * Loading hints for an image: the few the first screen shows (the LCP candidates) load at once and
 * first; every other one waits until it nears the viewport.
 */
export function imageLoading(isPriority: boolean) {
  return isPriority
    ? ({ loading: 'eager', fetchPriority: 'high' } as const)
    : ({ loading: 'lazy', fetchPriority: 'auto' } as const);
}

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
