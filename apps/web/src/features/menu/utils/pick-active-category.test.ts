import { describe, expect, it } from 'vitest';
import { pickActiveCategory } from './pick-active-category.ts';

const sections = [
  { id: 'a', top: -800 },
  { id: 'b', top: 100 },
  { id: 'c', top: 600 },
];
const view = { offset: 150, viewportHeight: 900, atBottom: false };

describe('pickActiveCategory', () => {
  it('is the last category whose heading passed the band under the bars', () => {
    expect(pickActiveCategory(sections, view)).toBe('b');
    expect(pickActiveCategory(sections, { ...view, offset: 50 })).toBe('a');
  });

  it('is the first category before any heading passed the band', () => {
    expect(
      pickActiveCategory(
        [
          { id: 'a', top: 400 },
          { id: 'b', top: 900 },
        ],
        view,
      ),
    ).toBe('a');
  });

  it('is the last category on screen at the bottom of the page', () => {
    expect(pickActiveCategory(sections, { ...view, atBottom: true })).toBe('c');
  });

  it('is undefined without categories', () => {
    expect(pickActiveCategory([], view)).toBeUndefined();
  });
});
