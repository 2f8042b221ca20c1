/**
 * What the heart shows. The profile's `favourite` list is the truth; while a toggle is on its way, and
 * until the re-fetched profile arrives, the expected state shows instead. An override only holds for
 * the list it was made against: any newer profile answer replaces it.
 */
export type FavouriteOverride = { isFavourite: boolean; basis: readonly string[] | undefined };

export function isShownAsFavourite({
  restaurantId,
  favourite,
  override,
}: {
  restaurantId: string;
  favourite: readonly string[] | undefined;
  override: FavouriteOverride | null;
}): boolean {
  if (override && override.basis === favourite) return override.isFavourite;
  return favourite?.includes(restaurantId) ?? false;
}
