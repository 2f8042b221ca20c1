// Offers and sections reference restaurants by id (API NearByData); resolve them in display order,
// skipping ids that are not in the list and groups left empty.
export type CarouselGroup<T> = { id: string; title: string; tag: string | null; restaurants: T[] };

type Group = { _id: string; name: string; restaurants: readonly string[]; tag?: string };

export function buildCarousels<T extends { _id: string }>(
  offers: readonly Group[],
  sections: readonly Group[],
  restaurants: readonly T[],
): CarouselGroup<T>[] {
  const byId = new Map(restaurants.map((restaurant) => [restaurant._id, restaurant]));
  const resolve = (group: Group): CarouselGroup<T> => ({
    id: group._id,
    title: group.name,
    tag: group.tag ?? null,
    restaurants: group.restaurants.flatMap((id) => byId.get(id) ?? []),
  });
  return [...offers, ...sections].map(resolve).filter((group) => group.restaurants.length > 0);
}
