import { type ReactNode, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import {
  type ScrollDirection,
  carouselEdges,
  carouselOverflows,
  carouselScrollOffset,
  hasCarouselArrows,
} from '@/lib/carousel.ts';
import { cn } from './cn.ts';
import { ChevronLeft, ChevronRight } from './icons.ts';

// The track's gap (gap-4) and how far below or above the viewport a track counts as near.
const CARD_GAP_PX = 16;
const NEAR_VIEWPORT_PX = 200;

type CarouselProps<T> = {
  title: ReactNode;
  badge?: ReactNode;
  items: readonly T[];
  getKey: (item: T) => string;
  /** `isNear`: the item is within about a card of the visible part of a track near the viewport. */
  renderItem: (item: T, index: number, isNear: boolean) => ReactNode;
  previousLabel: string;
  nextLabel: string;
};

/**
 * A titled horizontal list with previous/next buttons when it holds more than fits its width: measured
 * in the browser (on every size change), guessed from the count before that (docs/product/limits.md).
 */
export function Carousel<T>({
  title,
  badge,
  items,
  getKey,
  renderItem,
  previousLabel,
  nextLabel,
}: CarouselProps<T>) {
  const headingId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });
  // null until measured: the server and the hydrating render use the count.
  const [overflows, setOverflows] = useState<boolean | null>(null);
  const showArrows = overflows ?? hasCarouselArrows(items.length);

  // Which items are near: none until the track comes within a short distance of the viewport, then
  // those up to about one card past the visible part of the track, growing as it scrolls (never
  // shrinking). A carousel's off-screen cards would otherwise all fetch their images at once.
  const [trackNear, setTrackNear] = useState(false);
  const [reach, setReach] = useState(0);

  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    setOverflows(carouselOverflows(list));
    setEdges(carouselEdges(list));
    const first = list.firstElementChild;
    const step = first ? first.getBoundingClientRect().width + CARD_GAP_PX : 0;
    if (step > 0) {
      const reached = Math.ceil((Math.abs(list.scrollLeft) + list.clientWidth) / step) + 1;
      setReach((previous) => Math.max(previous, reached));
    }
  }, []);

  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof IntersectionObserver === 'undefined') {
      setTrackNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setTrackNear(true);
        observer.disconnect();
      },
      { rootMargin: `${NEAR_VIEWPORT_PX}px 0px` },
    );
    observer.observe(list);
    return () => observer.disconnect();
  }, []);

  // Before paint, so a carousel whose cards all fit never flashes arrows it does not need.
  useLayoutEffect(measure, [measure, items.length]);
  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [measure]);

  const scroll = (direction: ScrollDirection) => {
    const list = listRef.current;
    if (!list) return;
    const textDirection = getComputedStyle(list).direction === 'rtl' ? 'rtl' : 'ltr';
    list.scrollBy({ left: carouselScrollOffset(direction, textDirection), behavior: 'smooth' });
  };

  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <div className="mb-3 flex min-h-10 items-center justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <h2 id={headingId} className="text-xl font-bold text-stone-900 md:text-2xl">
            <bdi>{title}</bdi>
          </h2>
          {badge}
        </div>
        {showArrows && (
          <div className="flex gap-2">
            <ArrowButton label={previousLabel} disabled={edges.atStart} onClick={() => scroll('previous')}>
              <ChevronLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
            </ArrowButton>
            <ArrowButton label={nextLabel} disabled={edges.atEnd} onClick={() => scroll('next')}>
              <ChevronRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
            </ArrowButton>
          </div>
        )}
      </div>
      <ul
        ref={listRef}
        onScroll={measure}
        className="carousel-track -mx-1 flex gap-4 overflow-x-auto scroll-smooth px-1 pt-1 pb-3"
      >
        {items.map((item, index) => (
          <li key={getKey(item)} className="w-[17rem] shrink-0 sm:w-[18.5rem]">
            {renderItem(item, index, trackNear && index < reach)}
          </li>
        ))}
      </ul>
    </section>
  );
}

type ArrowButtonProps = { label: string; disabled: boolean; onClick: () => void; children: ReactNode };

// aria-disabled rather than disabled keeps keyboard focus on the button when the list reaches its end.
function ArrowButton({ label, disabled, onClick, children }: ArrowButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-disabled={disabled}
      onClick={disabled ? undefined : onClick}
      className={cn(
        'flex size-10 items-center justify-center rounded-full border border-stone-300 bg-white text-stone-800 shadow-sm transition-colors',
        disabled ? 'cursor-not-allowed opacity-50' : 'hover:bg-stone-100',
      )}
    >
      {children}
    </button>
  );
}
