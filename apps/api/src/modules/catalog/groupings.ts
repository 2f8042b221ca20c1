import type { Db } from '../../db/types.ts';
import { listOfferEntries, listSectionEntries } from './catalog.repository.ts';

/** An offer or section with its restaurants in display order. */
export type Grouping = { id: string; name: string; tag: string; restaurantIds: string[] };
type Entry = { id: string; name: string; tag?: string; restaurantId: string };

function collect(entries: readonly Entry[]): Grouping[] {
  const byId = new Map<string, Grouping>();
  for (const entry of entries) {
    let grouping = byId.get(entry.id);
    if (!grouping) {
      grouping = { id: entry.id, name: entry.name, tag: entry.tag ?? '', restaurantIds: [] };
      byId.set(entry.id, grouping);
    }
    grouping.restaurantIds.push(entry.restaurantId);
  }
  return [...byId.values()];
}

/** Every active offer and section, whole; requests keep only the restaurants they show. */
export async function loadGroupings(db: Db) {
  const [offers, sections] = await Promise.all([listOfferEntries(db), listSectionEntries(db)]);
  return { offers: collect(offers), sections: collect(sections) };
}

export type Groupings = Awaited<ReturnType<typeof loadGroupings>>;

/** Each grouping reduced to the given restaurants, in its own order; empty ones dropped. */
export function keepRestaurants(groupings: readonly Grouping[], ids: ReadonlySet<string>): Grouping[] {
  return groupings
    .map((grouping) => ({ ...grouping, restaurantIds: grouping.restaurantIds.filter((id) => ids.has(id)) }))
    .filter((grouping) => grouping.restaurantIds.length > 0);
}
