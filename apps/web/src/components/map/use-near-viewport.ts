import { useEffect, useRef, useState } from 'react';

// When a map may start downloading (docs/maps.md "On demand"): never during the first load. A map that
// is the screen's main content waits only until it is near the viewport; any other map also waits until
// the page has loaded and the browser is idle, so it never competes with the route's own content.

let idle: Promise<void> | undefined;

/** Resolves once, after the window's load event and the browser's next idle period. */
export function whenBrowserIdle(): Promise<void> {
  idle ??= new Promise<void>((resolve) => {
    const afterLoad = () => {
      // Safari has no requestIdleCallback: a short timeout after load stands in for it.
      if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 5000 });
      else setTimeout(resolve, 200);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  });
  return idle;
}

/**
 * True once the element is within `margin` of the viewport (and, unless `isMainContent`, the browser has
 * been idle), and from then on. False during a server render and hydration: nothing here runs before an
 * effect, so the map's code is never touched on the server.
 */
export function useNearViewport<T extends Element>({
  isMainContent = false,
  margin = '300px',
}: { isMainContent?: boolean; margin?: string } = {}) {
  const ref = useRef<T>(null);
  const [isIdle, setIsIdle] = useState(isMainContent);
  const [isNear, setIsNear] = useState(false);

  useEffect(() => {
    if (isIdle) return;
    let active = true;
    void whenBrowserIdle().then(() => active && setIsIdle(true));
    return () => {
      active = false;
    };
  }, [isIdle]);

  useEffect(() => {
    const element = ref.current;
    if (!isIdle || isNear || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setIsNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isIdle, isNear, margin]);

  return { ref, isNear: isIdle && isNear };
}
