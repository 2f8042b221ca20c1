// Carousel rules (docs/product/limits.md#maps-and-layout): arrows appear only when a
// section has more than 4 restaurants, and each arrow press scrolls 500 px.
export const CAROUSEL_ARROWS_ABOVE = 4;
export const CAROUSEL_SCROLL_STEP_PX = 500;

export type ScrollDirection = 'previous' | 'next';
export type TextDirection = 'ltr' | 'rtl';

export function hasCarouselArrows(itemCount: number): boolean {
  return itemCount > CAROUSEL_ARROWS_ABOVE;
}

/** Horizontal offset for scrollBy: "next" moves toward the reading end, which is leftwards in RTL. */
export function carouselScrollOffset(direction: ScrollDirection, textDirection: TextDirection): number {
  const towardEnd = direction === 'next' ? 1 : -1;
  const physical = textDirection === 'rtl' ? -1 : 1;
  return towardEnd * physical * CAROUSEL_SCROLL_STEP_PX;
}

/**
 * Whether the list is scrolled to its start or end. Browsers report RTL scroll positions as 0 at the
 * start and negative toward the end, so the magnitude works for both directions.
 */
export function carouselEdges(metrics: { scrollLeft: number; scrollWidth: number; clientWidth: number }): {
  atStart: boolean;
  atEnd: boolean;
} {
  const travelled = Math.abs(metrics.scrollLeft);
  return {
    atStart: travelled <= 1,
    atEnd: travelled + metrics.clientWidth >= metrics.scrollWidth - 1,
  };
}
