import { useEffect, useState } from 'react';
import { pickActiveCategory } from '../utils/pick-active-category.ts';

/** Height of the top bar plus the sticky category bar, with a little air. */
const STICKY_OFFSET_PX = 150;

/** The id of the menu category currently being read, updated as the page scrolls. */
export function useActiveCategory(ids: readonly string[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(ids[0]);
  const key = ids.join('|');

  useEffect(() => {
    const sectionIds = key === '' ? [] : key.split('|');
    let frame = 0;
    const update = () => {
      frame = 0;
      const positions = sectionIds.flatMap((id) => {
        const element = document.getElementById(categoryAnchor(id));
        return element ? [{ id, top: element.getBoundingClientRect().top }] : [];
      });
      const root = document.documentElement;
      const atBottom = window.innerHeight + window.scrollY >= root.scrollHeight - 2;
      setActive(
        pickActiveCategory(positions, {
          offset: STICKY_OFFSET_PX,
          viewportHeight: window.innerHeight,
          atBottom,
        }),
      );
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [key]);

  return active;
}

export function categoryAnchor(id: string): string {
  return `category-${id}`;
}
