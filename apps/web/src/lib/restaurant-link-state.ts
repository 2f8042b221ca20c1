// A link to /restaurant/{slug} carries { id, name, image, slug } in navigation state,
// so the restaurant page can show its header while the menu loads.
export type RestaurantLinkState = { id: string; name: string; image: string; slug: string };

export function parseRestaurantLinkState(state: unknown, slug: string): RestaurantLinkState | null {
  if (typeof state !== 'object' || state === null) return null;
  const s = state as Record<string, unknown>;
  const fields = [s.id, s.name, s.image, s.slug];
  if (!fields.every((f) => typeof f === 'string')) return null;
  if (s.slug !== slug) return null;
  return { id: s.id as string, name: s.name as string, image: s.image as string, slug };
}
