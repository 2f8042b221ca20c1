// Carousel rules (docs/product/limits.md#maps-and-layout): arrows appear when a carousel holds more
// restaurants than fit its width, and each arrow press scrolls 500 px. Before the browser has measured
// (server rendering, hydration) more than 4 restaurants is taken to overflow.
export const CAROUSEL_ARROWS_ABOVE = 4;
export const CAROUSEL_SCROLL_STEP_PX = 500;

export type ScrollDirection = 'previous' | 'next';
export type TextDirection = 'ltr' | 'rtl';

/** The guess before measuring: whether `itemCount` cards are likely to overflow a wide screen. */
export function hasCarouselArrows(itemCount: number): boolean {
  return itemCount > CAROUSEL_ARROWS_ABOVE;
}

/** Horizontal offset for scrollBy: "next" moves toward the reading end, which is leftwards in RTL. */
export function carouselScrollOffset(direction: ScrollDirection, textDirection: TextDirection): number {
  const towardEnd = direction === 'next' ? 1 : -1;
  const physical = textDirection === 'rtl' ? -1 : 1;
  return towardEnd * physical * CAROUSEL_SCROLL_STEP_PX;
}

/** Whether the track holds more than it shows (a pixel of rounding aside): then it needs arrows. */
export function carouselOverflows(metrics: { scrollWidth: number; clientWidth: number }): boolean {
  return metrics.scrollWidth - metrics.clientWidth > 1;
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
