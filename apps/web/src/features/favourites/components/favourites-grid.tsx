import { RestaurantCard, type RestaurantCardData } from '@/components/restaurant/restaurant-card.tsx';

/** Favourites page grid (ordering-core §2): 1 column on phones, 2 from sm (600 px), 3 from md (900 px). */
export function FavouritesGrid({ restaurants }: { restaurants: readonly RestaurantCardData[] }) {
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 md:grid-cols-3">
      {restaurants.map((restaurant) => (
        <li key={restaurant._id}>
          <RestaurantCard restaurant={restaurant} />
        </li>
      ))}
    </ul>
  );
}
