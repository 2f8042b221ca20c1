import { useEffect, useRef, useState } from 'react';

/**
 * True once the element is within `margin` of the viewport, and from then on. A map further down a
 * page is only downloaded when the visitor scrolls towards it.
 */
export function useNearViewport<T extends Element>(margin = '300px') {
  const ref = useRef<T>(null);
  // False on the first render everywhere: the server (no IntersectionObserver, no window) must never
  // render Leaflet, and hydration must match it (docs/web-rendering.md).
  const [isNear, setIsNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    if (typeof IntersectionObserver === 'undefined') return setIsNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear, margin]);
  return { ref, isNear };
}
