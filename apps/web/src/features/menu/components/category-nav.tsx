import { useEffect, useRef } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { cn } from '@/components/ui/cn.ts';
import { categoryAnchor, useActiveCategory } from '../hooks/use-active-category.ts';

type CategoryNavProps = { categories: readonly { _id: string; title: string }[] };

/** Sticky category links under the top bar; the current category is highlighted as the menu scrolls. */
export function CategoryNav({ categories }: CategoryNavProps) {
  const { t } = useTranslation('menu');
  const active = useActiveCategory(categories.map((category) => category._id));
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const link = listRef.current?.querySelector<HTMLElement>('[aria-current="true"]');
    link?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [active]);

  const jumpTo = (id: string) => {
    const section = document.getElementById(categoryAnchor(id));
    if (!section) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    section.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    document.getElementById(`${categoryAnchor(id)}-title`)?.focus({ preventScroll: true });
  };

  return (
    <nav
      aria-label={t('restaurant.categories')}
      className="sticky top-28 z-30 lg:top-16 -mx-4 border-b border-stone-200 bg-stone-50/95 px-4 backdrop-blur sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8"
    >
      <ul ref={listRef} className="carousel-track flex gap-2 overflow-x-auto py-3">
        {categories.map((category) => {
          const isActive = category._id === active;
          return (
            <li key={category._id} className="shrink-0">
              <a
                href={`#${categoryAnchor(category._id)}`}
                aria-current={isActive ? 'true' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  jumpTo(category._id);
                }}
                className={cn(
                  'block rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors',
                  isActive
                    ? 'bg-stone-900 text-white'
                    : 'bg-white text-stone-800 ring-1 ring-stone-300 hover:bg-stone-100',
                )}
              >
                <bdi>{category.title}</bdi>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
