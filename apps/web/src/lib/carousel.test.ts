import { describe, expect, it } from 'vitest';
import {
  CAROUSEL_SCROLL_STEP_PX,
  carouselEdges,
  carouselOverflows,
  carouselScrollOffset,
  hasCarouselArrows,
} from './carousel.ts';

describe('carouselOverflows (arrows when the cards do not all fit)', () => {
  it.each([
    [1232, 1216, true],
    [1216, 1216, false],
    [1217, 1216, false],
    [600, 1216, false],
  ])('scroll width %i in %i px → %s', (scrollWidth, clientWidth, expected) => {
    expect(carouselOverflows({ scrollWidth, clientWidth })).toBe(expected);
  });
});

describe('hasCarouselArrows (the guess before measuring: above 4 restaurants)', () => {
  it.each([
    [0, false],
    [1, false],
    [4, false],
    [5, true],
    [20, true],
  ])('%i items → %s', (count, expected) => {
    expect(hasCarouselArrows(count)).toBe(expected);
  });
});

describe('carouselScrollOffset (500 px per press)', () => {
  it.each([
    ['next', 'ltr', 500],
    ['previous', 'ltr', -500],
    ['next', 'rtl', -500],
    ['previous', 'rtl', 500],
  ] as const)('%s in %s → %i', (direction, textDirection, expected) => {
    expect(carouselScrollOffset(direction, textDirection)).toBe(expected);
  });

  it('uses the documented step', () => {
    expect(CAROUSEL_SCROLL_STEP_PX).toBe(500);
  });
});

describe('carouselEdges', () => {
  it('is at the start before scrolling', () => {
    expect(carouselEdges({ scrollLeft: 0, scrollWidth: 2000, clientWidth: 800 })).toEqual({
      atStart: true,
      atEnd: false,
    });
  });
  it('is at the end when the last item is in view (LTR)', () => {
    expect(carouselEdges({ scrollLeft: 1200, scrollWidth: 2000, clientWidth: 800 })).toEqual({
      atStart: false,
      atEnd: true,
    });
  });
  it('reads negative RTL positions by magnitude', () => {
    expect(carouselEdges({ scrollLeft: -1199.5, scrollWidth: 2000, clientWidth: 800 })).toEqual({
      atStart: false,
      atEnd: true,
    });
    expect(carouselEdges({ scrollLeft: -500, scrollWidth: 2000, clientWidth: 800 })).toEqual({
      atStart: false,
      atEnd: false,
    });
  });
  it('is at both edges when everything fits', () => {
    expect(carouselEdges({ scrollLeft: 0, scrollWidth: 800, clientWidth: 800 })).toEqual({
      atStart: true,
      atEnd: true,
    });
  });
});
