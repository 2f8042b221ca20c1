import { useTranslation } from '@/hooks/use-translation.ts';
import { RestaurantCard, type RestaurantCardData } from '@/components/restaurant/restaurant-card.tsx';
import { Carousel } from '@/components/ui/carousel.tsx';
import type { CarouselGroup } from '../utils/build-carousels.ts';

// The first carousel opens the page: as many of its cards as fit a wide screen are the LCP candidates.
const PRIORITY_CARDS = 4;

/** Offers and sections, each a horizontal list of restaurant cards. */
export function RestaurantCarousels({ groups }: { groups: readonly CarouselGroup<RestaurantCardData>[] }) {
  const { t } = useTranslation();
  // Offers and sections are named by the operator, in one language; the demo seed's names have
  // translations, any other name shows as written (docs/languages.md).
  const seeded = t('restaurantList.seededGroups', { returnObjects: true }) as unknown;
  const words = (text: string) =>
    typeof seeded === 'object' && seeded !== null && Object.hasOwn(seeded, text)
      ? String((seeded as Record<string, string>)[text])
      : text;
  return (
    <div className="space-y-10">
      {groups.map((group, groupIndex) => (
        <Carousel
          key={group.id}
          title={words(group.title)}
          badge={
            group.tag ? (
              <bdi className="shrink-0 rounded-full bg-primary-100 px-2.5 py-0.5 text-xs font-bold text-primary-800">
                {words(group.tag)}
              </bdi>
            ) : null
          }
          items={group.restaurants}
          getKey={(restaurant) => restaurant._id}
          renderItem={(restaurant, index, isNear) => {
            const isPriority = groupIndex === 0 && index < PRIORITY_CARDS;
            return (
              <RestaurantCard
                restaurant={restaurant}
                isPriority={isPriority}
                showImage={isPriority || isNear}
              />
            );
          }}
          previousLabel={t('restaurantList.scrollPrevious', { section: words(group.title) })}
          nextLabel={t('restaurantList.scrollNext', { section: words(group.title) })}
        />
      ))}
    </div>
  );
}
