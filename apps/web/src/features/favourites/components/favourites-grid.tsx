import { RestaurantCard, type RestaurantCardData } from '@/components/restaurant/restaurant-card.tsx';
import { WindowedGrid } from '@/components/ui/windowed-grid.tsx';

const getKey = (restaurant: RestaurantCardData) => restaurant._id;

/**
 * Favourites page grid (docs/product/screens.md#favourites): 1 column on phones, 2 from sm (600 px), 3 from
 * md (900 px). Like the restaurant list, only the rows near the viewport are mounted however many pages are
 * loaded (docs/restaurant-paging.md, "Windowing").
 */
export function FavouritesGrid({
  restaurants,
  setSize,
}: {
  restaurants: readonly RestaurantCardData[];
  /** How many favourites there are, -1 while further pages may follow. */
  setSize: number;
}) {
  return (
    <WindowedGrid
      items={restaurants}
      getKey={getKey}
      setSize={setSize}
      className="grid grid-cols-1 gap-6 sm:grid-cols-2 md:grid-cols-3"
      renderItem={(restaurant) => <RestaurantCard restaurant={restaurant} headingLevel={2} />}
    />
  );
}
