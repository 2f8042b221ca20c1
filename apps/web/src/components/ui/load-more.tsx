import { useEffect, useRef } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';

/**
 * The end of a paged list: a sentinel that asks for the next page as it scrolls into view (well
 * before the user reaches it), and a real button for keyboards and when observing is unavailable.
 * See docs/restaurant-paging.md.
 */
/** What a paged list's hook tells about its next page (the list, pick-up and favourites hooks). */
export type MorePages = {
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  loadMore: () => void;
};

export function LoadMore({ pages, label }: { pages: MorePages; label: string }) {
  const { hasMore, loadingMore: loading, loadMoreFailed: failed, loadMore: onLoadMore } = pages;
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  latest.current = onLoadMore;
  const observe = hasMore && !loading && !failed;

  useEffect(() => {
    const element = sentinel.current;
    if (!observe || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [observe]);

  if (!hasMore) return null;
  return (
    <div ref={sentinel} className="mt-8 flex min-h-12 flex-col items-center justify-center gap-2">
      {loading ? (
        <Spinner />
      ) : (
        <>
          {failed && <p className="text-sm text-red-700">{t('errors.unableToLoad')}</p>}
          <Button variant="secondary" onClick={onLoadMore}>
            {label}
          </Button>
        </>
      )}
    </div>
  );
}
