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
