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
// docs/layout-and-images.md "Uploaded pictures").
const UPLOADED = /^(\/media\/[0-9a-f]{32}-)(\d+)x(\d+)\.webp$/;

/** Both stored widths of an uploaded picture in `format`, as a srcset; undefined for any other url. */
export function uploadedSrcSet(url: string, format: 'avif' | 'webp'): string | undefined {
  const match = UPLOADED.exec(url);
  if (!match) return undefined;
  const [, , width, height] = match.map(Number) as number[];
  const name = (w: number, h: number) => `${match[1]}${w}x${h}.${format} ${w}w`;
  return `${name(width! / 2, height! / 2)},${name(width!, height!)}`;
}
