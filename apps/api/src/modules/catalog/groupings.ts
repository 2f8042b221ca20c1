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

/** Every active offer and section, whole, in display order; requests select from them in memory. */
export async function loadGroupings(db: Db) {
  const [offers, sections] = await Promise.all([listOfferEntries(db), listSectionEntries(db)]);
  return { offers: collect(offers), sections: collect(sections) };
}

export type Groupings = Awaited<ReturnType<typeof loadGroupings>>;

/**
 * Each grouping reduced to its restaurants that pass `isIn`, in its own order, at most `maxMembers`
 * each and `maxGroupings` in all, empty ones dropped. Members are looked at in order and a grouping
 * stops at its cap, so the work follows what is returned rather than the groupings' sizes
 * (docs/restaurant-paging.md "Offers and sections").
 */
export function selectMembers(
  groupings: readonly Grouping[],
  isIn: (id: string) => boolean,
  { maxGroupings, maxMembers }: { maxGroupings: number; maxMembers: number },
): Grouping[] {
  const selected: Grouping[] = [];
  for (const grouping of groupings) {
    if (selected.length === maxGroupings) break;
    const restaurantIds: string[] = [];
    for (const id of grouping.restaurantIds) {
      if (restaurantIds.length === maxMembers) break;
      if (isIn(id)) restaurantIds.push(id);
    }
    if (restaurantIds.length > 0) selected.push({ ...grouping, restaurantIds });
  }
  return selected;
}
