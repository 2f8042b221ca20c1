import { RestaurantCard, type RestaurantCardData } from '@/components/restaurant/restaurant-card.tsx';

/** All restaurants: 1 column on phones, 2 from md, 3 from lg (ordering-core §2). */
export function RestaurantGrid({
  restaurants,
  priorityCount = 0,
}: {
  restaurants: readonly RestaurantCardData[];
  /** How many leading cards the first screen shows (their images load eagerly, first). */
  priorityCount?: number;
}) {
  return (
    <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
      {restaurants.map((restaurant, index) => (
        <li key={restaurant._id}>
          <RestaurantCard restaurant={restaurant} isPriority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
