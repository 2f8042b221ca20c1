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

/**
 * Every active offer and section, whole, each kind with a membership index: a request keeps only the
 * restaurants it shows, at a cost that follows those restaurants rather than the groupings' sizes
 * (docs/api-performance.md "Nearby in memory").
 */
export async function loadGroupings(db: Db) {
  const [offers, sections] = await Promise.all([listOfferEntries(db), listSectionEntries(db)]);
  return { offers: indexMembers(collect(offers)), sections: indexMembers(collect(sections)) };
}

export type Groupings = Awaited<ReturnType<typeof loadGroupings>>;

/**
 * `keep(ids)`: each grouping reduced to the given restaurants, in its own order, in the groupings'
 * order; empty ones dropped.
 */
export function indexMembers(groupings: readonly Grouping[]) {
  // Restaurant → where it appears: [grouping's index, position within it].
  const places = new Map<string, [number, number][]>();
  groupings.forEach((grouping, at) =>
    grouping.restaurantIds.forEach((id, position) => {
      const list = places.get(id);
      if (list) list.push([at, position]);
      else places.set(id, [[at, position]]);
    }),
  );
  return {
    keep(ids: Iterable<string>): Grouping[] {
      const kept = new Map<number, [number, string][]>();
      for (const id of new Set(ids)) {
        for (const [at, position] of places.get(id) ?? []) {
          const list = kept.get(at);
          if (list) list.push([position, id]);
          else kept.set(at, [[position, id]]);
        }
      }
      return [...kept.keys()]
        .sort((a, b) => a - b)
        .map((at) => ({
          ...groupings[at]!,
          restaurantIds: kept
            .get(at)!
            .sort((a, b) => a[0] - b[0])
            .map(([, id]) => id),
        }));
    },
  };
}
