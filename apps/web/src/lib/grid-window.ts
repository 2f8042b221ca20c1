// Windowing maths for a responsive CSS grid that scrolls with the page (docs/restaurant-paging.md,
// "Windowing"): only the rows near the viewport are mounted, and a spacer item spanning every column
// before and after them keeps the grid as tall as if every row were there. Rows are chunks of as many
// items as the grid has columns at the current breakpoint.

/** Rows mounted on either side of the viewport, in viewport heights. */
export const OVERSCAN_SCREENS = 1;

/** The grid's geometry as the browser computed it: columns, the gap between rows, and its width. */
export type GridGeometry = { columns: number; gap: number; width: number };

/** Rows `first` (included) to `last` (excluded) are mounted. */
export type RowRange = { first: number; last: number };

export type GridState = {
  /** Null until the grid has been measured: every item is then rendered, as on the server. */
  geometry: GridGeometry | null;
  /** Measured row heights by row index; rows never mounted at this geometry have none. */
  heights: readonly (number | undefined)[];
  range: RowRange;
};

export const UNMEASURED: GridState = { geometry: null, heights: [], range: { first: 0, last: 0 } };

/** Column count of a computed `grid-template-columns` ("384px 384px 384px"); "none" is one column. */
export function columnCount(template: string): number {
  const tracks = template
    .trim()
    .split(/\s+/)
    .filter((track) => track !== '' && track !== 'none');
  return Math.max(1, tracks.length);
}

export function rowCount(itemCount: number, columns: number): number {
  return Math.ceil(itemCount / Math.max(1, columns));
}

/** What an unmeasured row is assumed to be: the mean of the measured ones (rows differ little). */
export function estimateRowHeight(heights: readonly (number | undefined)[]): number {
  let sum = 0;
  let measured = 0;
  for (const height of heights) {
    if (height === undefined) continue;
    sum += height;
    measured += 1;
  }
  return measured === 0 ? 0 : sum / measured;
}

/**
 * The rows that overlap the band from `top` to `bottom` (pixels from the grid's top edge; the band is
 * the viewport widened by the overscan). A band above the grid mounts nothing from the start, a band
 * below it nothing from the end.
 */
export function rowsInBand(
  rows: number,
  heights: readonly (number | undefined)[],
  gap: number,
  band: { top: number; bottom: number },
): RowRange {
  const estimate = estimateRowHeight(heights);
  let first = rows;
  let last = rows;
  let start = 0;
  for (let row = 0; row < rows; row++) {
    const end = start + (heights[row] ?? estimate);
    if (first === rows && end > band.top) first = row;
    if (start >= band.bottom) {
      last = row;
      break;
    }
    start = end + gap;
  }
  return { first, last: Math.max(first, last) };
}

/**
 * Heights of the spacers standing for the unmounted rows before and after `range` (0: no spacer).
 * Each spacer is a grid row of its own, so the grid's gap after it is already there: a spacer for k
 * rows is their heights plus the k - 1 gaps between them.
 */
export function spacerHeights(
  rows: number,
  heights: readonly (number | undefined)[],
  gap: number,
  range: RowRange,
): { before: number; after: number } {
  const estimate = estimateRowHeight(heights);
  const span = (from: number, to: number) => {
    let total = 0;
    for (let row = from; row < to; row++) total += (heights[row] ?? estimate) + gap;
    return total > 0 ? total - gap : 0;
  };
  const last = Math.min(range.last, rows);
  return { before: span(0, Math.min(range.first, last)), after: span(last, rows) };
}

/** What one look at the grid in the browser found (`useGridWindow` reads it). */
export type GridReading = {
  geometry: GridGeometry;
  /** Heights of the rows mounted and laid out at `geometry`, by row index. */
  rows: ReadonlyMap<number, number>;
  /** The grid's top edge relative to the viewport's, and the viewport's height. */
  top: number;
  viewportHeight: number;
};

/**
 * The next state after a reading: a new width, column count or gap forgets the measured heights (rows
 * regroup and rewrap), new measurements replace old ones, and the mounted range follows the viewport.
 * Returns `previous` itself when nothing changed, so React skips the render.
 */
export function nextGridState(previous: GridState, reading: GridReading, itemCount: number): GridState {
  const { geometry } = reading;
  const old = previous.geometry;
  const sameGeometry =
    old !== null &&
    old.columns === geometry.columns &&
    old.gap === geometry.gap &&
    old.width === geometry.width;
  const known = sameGeometry ? previous.heights : [];
  // Sub-pixel jitter is not a change: it would re-render for nothing.
  const changed = [...reading.rows].filter(
    ([row, height]) => known[row] === undefined || Math.abs(known[row] - height) >= 0.5,
  );
  let heights = known;
  if (changed.length > 0) {
    const copy = [...known];
    for (const [row, height] of changed) copy[row] = height;
    heights = copy;
  }
  const overscan = reading.viewportHeight * OVERSCAN_SCREENS;
  const range = rowsInBand(rowCount(itemCount, geometry.columns), heights, geometry.gap, {
    top: -reading.top - overscan,
    bottom: reading.viewportHeight - reading.top + overscan,
  });
  const sameRange = range.first === previous.range.first && range.last === previous.range.last;
  if (sameGeometry && heights === previous.heights && sameRange) return previous;
  return { geometry: sameGeometry ? old : geometry, heights, range: sameRange ? previous.range : range };
}
