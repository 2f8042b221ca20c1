// Restaurant search (ordering-core §2): matches the restaurant name or any category title,
// case-insensitively; surrounding spaces are ignored.
export type SearchableRestaurant = { name: string; categoryTitles: readonly string[] };

export function normalizeSearchTerm(term: string): string {
  return term.trim().toLocaleLowerCase();
}

export function matchesSearch(restaurant: SearchableRestaurant, term: string): boolean {
  const needle = normalizeSearchTerm(term);
  if (needle === '') return true;
  return (
    restaurant.name.toLocaleLowerCase().includes(needle) ||
    restaurant.categoryTitles.some((title) => title.toLocaleLowerCase().includes(needle))
  );
}

export function filterRestaurants<T extends SearchableRestaurant>(
  restaurants: readonly T[],
  term: string,
): T[] {
  return restaurants.filter((restaurant) => matchesSearch(restaurant, term));
}
