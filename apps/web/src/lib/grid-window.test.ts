import { describe, expect, it } from 'vitest';
import {
  type GridReading,
  type GridState,
  UNMEASURED,
  columnCount,
  estimateRowHeight,
  nextGridState,
  rowCount,
  rowsInBand,
  spacerHeights,
} from './grid-window.ts';

describe('columnCount', () => {
  it('counts the tracks of a computed template', () => {
    expect(columnCount('384px 384px 384px')).toBe(3);
    expect(columnCount(' 500.5px  500.5px ')).toBe(2);
    expect(columnCount('1200px')).toBe(1);
  });

  it('treats no template as one column', () => {
    expect(columnCount('none')).toBe(1);
    expect(columnCount('')).toBe(1);
  });
});

describe('rowCount', () => {
  it('chunks items into rows of the column count, the last one possibly short', () => {
    expect(rowCount(12, 3)).toBe(4);
    expect(rowCount(13, 3)).toBe(5);
    expect(rowCount(62, 2)).toBe(31);
    expect(rowCount(0, 3)).toBe(0);
    expect(rowCount(5, 0)).toBe(5);
  });
});

describe('estimateRowHeight', () => {
  it('is the mean of the measured rows, skipping the unmeasured ones', () => {
    const heights: (number | undefined)[] = [];
    heights[0] = 300;
    heights[5] = 320;
    expect(estimateRowHeight(heights)).toBe(310);
  });

  it('is 0 when nothing was measured', () => {
    expect(estimateRowHeight([])).toBe(0);
  });
});

// Rows of 100 px with 20 px gaps: row r spans [120 r, 120 r + 100).
const even = (rows: number) => Array.from({ length: rows }, () => 100);

describe('rowsInBand', () => {
  it('mounts the rows that overlap the band', () => {
    expect(rowsInBand(10, even(10), 20, { top: 250, bottom: 500 })).toEqual({ first: 2, last: 5 });
  });

  it('leaves out a row that ends exactly at the band or starts exactly at its end', () => {
    // Row 1 ends at 220, row 4 starts at 480.
    expect(rowsInBand(10, even(10), 20, { top: 220, bottom: 480 })).toEqual({ first: 2, last: 4 });
  });

  it('counts a band that starts in a gap from the next row', () => {
    expect(rowsInBand(10, even(10), 20, { top: 105, bottom: 110 })).toEqual({ first: 1, last: 1 });
  });

  it('mounts nothing for a band above or below the grid', () => {
    expect(rowsInBand(10, even(10), 20, { top: -900, bottom: -10 })).toEqual({ first: 0, last: 0 });
    expect(rowsInBand(10, even(10), 20, { top: 5000, bottom: 6000 })).toEqual({ first: 10, last: 10 });
  });

  it('mounts every row when the band covers the grid', () => {
    expect(rowsInBand(4, even(4), 20, { top: -900, bottom: 1800 })).toEqual({ first: 0, last: 4 });
  });

  it('estimates the rows it has not measured from those it has', () => {
    const heights: (number | undefined)[] = [];
    heights[0] = 100;
    // Rows 1..9 are assumed 100 px too, so the band [600, 700) holds rows 5 and (from 720) none more.
    expect(rowsInBand(10, heights, 20, { top: 600, bottom: 700 })).toEqual({ first: 5, last: 6 });
  });
});

describe('spacerHeights', () => {
  it('stands for the unmounted rows and the gaps between them, not the gap next to the mounted rows', () => {
    // Rows 0-1 before (2 x 100 + 1 gap), rows 5-9 after (5 x 100 + 4 gaps).
    expect(spacerHeights(10, even(10), 20, { first: 2, last: 5 })).toEqual({ before: 220, after: 580 });
  });

  it('keeps the grid exactly as tall as with every row mounted', () => {
    const heights = [310, 290, 305, 300, 330, 298, 301];
    const gap = 24;
    const full = heights.reduce((sum, height) => sum + height, 0) + gap * (heights.length - 1);
    for (const range of [
      { first: 0, last: 7 },
      { first: 0, last: 3 },
      { first: 2, last: 5 },
      { first: 6, last: 7 },
    ]) {
      const { before, after } = spacerHeights(7, heights, gap, range);
      const mounted = heights.slice(range.first, range.last);
      const tracks = [before, ...mounted, after].filter((height) => height > 0);
      const tall = tracks.reduce((sum, height) => sum + height, 0) + gap * (tracks.length - 1);
      expect(tall).toBeCloseTo(full, 6);
    }
  });

  it('has no spacers when every row is mounted', () => {
    expect(spacerHeights(4, even(4), 20, { first: 0, last: 4 })).toEqual({ before: 0, after: 0 });
  });

  it('puts everything in one spacer when nothing is mounted', () => {
    expect(spacerHeights(3, even(3), 20, { first: 0, last: 0 })).toEqual({ before: 0, after: 340 });
    expect(spacerHeights(3, even(3), 20, { first: 3, last: 3 })).toEqual({ before: 340, after: 0 });
  });

  it('clips a range that is longer than the grid (a stale range before a re-measure)', () => {
    expect(spacerHeights(3, even(3), 20, { first: 1, last: 9 })).toEqual({ before: 100, after: 0 });
  });
});

describe('nextGridState', () => {
  const geometry = { columns: 3, gap: 20, width: 1200 };
  const reading = (over: Partial<GridReading> = {}): GridReading => ({
    geometry,
    rows: new Map([
      [0, 100],
      [1, 100],
    ]),
    top: 0,
    viewportHeight: 300,
    ...over,
  });

  it('measures the grid at first, then keeps only the rows within a screen of the viewport', () => {
    // 60 items are 20 rows of 120 px; the viewport is [0, 300), so the band is [-300, 600).
    const state = nextGridState(UNMEASURED, reading(), 60);
    expect(state.geometry).toEqual(geometry);
    expect(state.heights.slice(0, 2)).toEqual([100, 100]);
    expect(state.range).toEqual({ first: 0, last: 5 });
  });

  it('follows the viewport as the page scrolls (the grid top moves up)', () => {
    const first = nextGridState(UNMEASURED, reading(), 60);
    // Scrolled by 1200 px: the band is [900, 1800), rows 7 to 14.
    const scrolled = nextGridState(first, reading({ top: -1200, rows: new Map() }), 60);
    expect(scrolled.range).toEqual({ first: 7, last: 15 });
    expect(scrolled.heights).toBe(first.heights);
  });

  it('returns the same state when nothing changed, so React skips the render', () => {
    const state = nextGridState(UNMEASURED, reading(), 60);
    expect(nextGridState(state, reading(), 60)).toBe(state);
    // Sub-pixel differences are not a change either.
    const jitter = reading({
      rows: new Map([
        [0, 100.2],
        [1, 99.9],
      ]),
    });
    expect(nextGridState(state, jitter, 60)).toBe(state);
  });

  it('forgets the measured heights when the columns or the width change', () => {
    const state = nextGridState(UNMEASURED, reading(), 60);
    const phone = nextGridState(
      state,
      reading({ geometry: { columns: 1, gap: 20, width: 380 }, rows: new Map([[0, 330]]) }),
      60,
    );
    expect(phone.heights).toEqual([330]);
    expect(phone.geometry?.columns).toBe(1);
  });

  it('grows the window as pages are appended at the end in view', () => {
    const short: GridState = nextGridState(UNMEASURED, reading(), 6);
    expect(short.range).toEqual({ first: 0, last: 2 });
    expect(nextGridState(short, reading(), 12).range).toEqual({ first: 0, last: 4 });
  });
});
