import { type ReactNode, memo, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  type GridState,
  UNMEASURED,
  columnCount,
  nextGridState,
  rowCount,
  spacerHeights,
} from '@/lib/grid-window.ts';

/**
 * A responsive grid (`className` sets its columns by breakpoint) of which only the rows near the
 * viewport are mounted; spacers keep its full height, so the page scrolls as if every row were there
 * (docs/restaurant-paging.md, "Windowing"). The server and the first render in the browser render every
 * item as a plain grid, so hydration matches and nothing moves; the grid is windowed from its first
 * measurement on, before the browser paints.
 *
 * Each item is a list item carrying its position (`aria-posinset`) and the list's size (`setSize`,
 * -1 while more pages may follow), so a screen reader tells where it is even with rows unmounted.
 */
export function WindowedGrid<Item>({
  items,
  getKey,
  renderItem,
  className,
  setSize = -1,
}: {
  items: readonly Item[];
  getKey: (item: Item) => string;
  renderItem: (item: Item, index: number) => ReactNode;
  className: string;
  setSize?: number;
}) {
  const list = useRef<HTMLUListElement>(null);
  const [state, setState] = useState<GridState>(UNMEASURED);
  // What the DOM holds since the last commit: the index of its first item and how many items there are.
  const committed = useRef({ firstItem: 0, itemCount: items.length });

  const sync = useCallback(() => {
    const element = list.current;
    if (!element) return;
    const style = getComputedStyle(element);
    const geometry = {
      columns: columnCount(style.gridTemplateColumns),
      gap: parseFloat(style.rowGap) || 0,
      width: element.clientWidth,
    };
    // A grid item is as tall as its row, so the first item of each row measures the row.
    const rows = new Map<number, number>();
    let index = committed.current.firstItem;
    for (const child of element.children) {
      if (child.hasAttribute('data-spacer')) continue;
      if (index % geometry.columns === 0)
        rows.set(index / geometry.columns, child.getBoundingClientRect().height);
      index += 1;
    }
    const reading = {
      geometry,
      rows,
      top: element.getBoundingClientRect().top,
      viewportHeight: window.innerHeight,
    };
    setState((previous) => nextGridState(previous, reading, committed.current.itemCount));
  }, []);

  const { geometry, heights, range } = state;
  let firstItem = 0;
  let lastItem = items.length;
  let spacers = { before: 0, after: 0 };
  if (geometry) {
    const rows = rowCount(items.length, geometry.columns);
    const mounted = { first: Math.min(range.first, rows), last: Math.min(range.last, rows) };
    spacers = spacerHeights(rows, heights, geometry.gap, mounted);
    firstItem = mounted.first * geometry.columns;
    lastItem = Math.min(items.length, mounted.last * geometry.columns);
  }

  // After every commit (new items, a new range, new sizes): measure what is mounted and move the
  // window if needed. It runs before paint, so a correction is never seen.
  useLayoutEffect(() => {
    committed.current = { firstItem, itemCount: items.length };
    sync();
  });

  useEffect(() => {
    const element = list.current;
    if (!element) return;
    window.addEventListener('scroll', sync, { passive: true });
    window.addEventListener('resize', sync);
    // A new width can change the column count and every row's height.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(sync);
    observer?.observe(element);
    return () => {
      window.removeEventListener('scroll', sync);
      window.removeEventListener('resize', sync);
      observer?.disconnect();
    };
  }, [sync]);

  // Focus moved by the keyboard scrolls the page before the scroll event reaches `sync`: measured at
  // once (React renders a focus event's update before the next key), the row after the focused card is
  // mounted before Tab looks for it, instead of Tab leaving the list past the last mounted card.
  return (
    <ul ref={list} className={className} onFocus={sync}>
      {spacers.before > 0 && <Spacer height={spacers.before} />}
      {items.slice(firstItem, lastItem).map((item, offset) => (
        <GridItem
          key={getKey(item)}
          item={item}
          index={firstItem + offset}
          setSize={setSize}
          renderItem={renderItem}
        />
      ))}
      {spacers.after > 0 && <Spacer height={spacers.after} />}
    </ul>
  );
}

type GridItemProps<Item> = {
  item: Item;
  index: number;
  setSize: number;
  renderItem: (item: Item, index: number) => ReactNode;
};

/**
 * One item, memoised: moving the window or correcting a spacer re-renders the grid, not the items it
 * keeps mounted.
 */
const GridItem = memo(function GridItem<Item>({ item, index, setSize, renderItem }: GridItemProps<Item>) {
  return (
    <li aria-posinset={index + 1} aria-setsize={setSize}>
      {renderItem(item, index)}
    </li>
  );
}) as <Item>(props: GridItemProps<Item>) => ReactNode;

/** Stands for unmounted rows: a row of its own across every column, hidden from assistive technology. */
function Spacer({ height }: { height: number }) {
  return <li data-spacer="" aria-hidden="true" style={{ gridColumn: '1 / -1', height }} />;
}
