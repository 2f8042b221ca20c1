import { RestaurantCard, type RestaurantCardData } from '@/components/restaurant/restaurant-card.tsx';
import { WindowedGrid } from '@/components/ui/windowed-grid.tsx';

const getKey = (restaurant: RestaurantCardData) => restaurant._id;

/**
 * All restaurants: 1 column on phones, 2 from md, 3 from lg (docs/product/screens.md#restaurant-list).
 * However many pages are loaded, only the rows near the viewport are mounted (docs/restaurant-paging.md,
 * "Windowing").
 */
export function RestaurantGrid({
  restaurants,
  priorityCount = 0,
  setSize = -1,
}: {
  restaurants: readonly RestaurantCardData[];
  /** How many leading cards the first screen shows (their images load eagerly, first). */
  priorityCount?: number;
  /** How many restaurants the whole list has, -1 while further pages may follow. */
  setSize?: number;
}) {
  return (
    <WindowedGrid
      items={restaurants}
      getKey={getKey}
      setSize={setSize}
      className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3"
      renderItem={(restaurant, index) => (
        <RestaurantCard restaurant={restaurant} isPriority={index < priorityCount} />
      )}
    />
  );
}
