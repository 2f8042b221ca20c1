import { describe, expect, it } from 'vitest';
import type { CatalogCache } from '../src/modules/catalog/catalog-cache-interface.ts';
import type { RestaurantRow } from '../src/modules/catalog/catalog.repository.ts';
import type { PositionIndex } from '../src/modules/catalog/position-index.ts';
import {
  carouselsOf,
  listCarouselRestaurants,
  listGroupingsOf,
  type NearbyPage,
} from '../src/modules/restaurants/find-nearby-restaurants.ts';

// The web's list document asks for a point's carousels three times (offers, sections and the root
// field nearByCarouselRestaurants); they are worked out once per operation and point
// (docs/api-performance.md "Carousels once per operation").
describe('carousels', () => {
  function countingCatalog() {
    const counts = { reaching: 0, rows: 0 };
    const row = (id: string) => ({ id, isActive: true, status: 'PUBLISHED' }) as unknown as RestaurantRow;
    const positions = {
      reaching: () => {
        counts.reaching += 1;
        return (id: string) => ({ id, orderKey: 1, meters: 500 });
      },
    } as unknown as PositionIndex;
    const catalog = {
      groupings: async () => ({
        offers: [{ id: 'o1', name: 'Offer', tag: 'tag', restaurantIds: ['r1', 'r2'] }],
        sections: [{ id: 's1', name: 'Section', tag: '', restaurantIds: ['r2', 'r3'] }],
      }),
      positions: async () => positions,
      restaurant: async (id: string) => {
        counts.rows += 1;
        return row(id);
      },
    } as unknown as CatalogCache;
    return { catalog, counts };
  }
  const query = { latitude: 33.7, longitude: 72.97, search: null };
  const firstPage = (): NearbyPage => ({ query, restaurants: [], isFirstPage: true, hasNextPage: false });

  it('are worked out once for one operation, whichever field asks first', async () => {
    const { catalog, counts } = countingCatalog();
    const operation = {};
    const page = firstPage();
    const [offers, sections, cards] = await Promise.all([
      listGroupingsOf(catalog, page, 'offers', operation),
      listGroupingsOf(catalog, page, 'sections', operation),
      listCarouselRestaurants({ catalog, query: { ...query }, operation }),
    ]);
    expect(offers.map((o) => o.restaurants)).toEqual([['r1', 'r2']]);
    expect(sections.map((s) => s.restaurants)).toEqual([['r2', 'r3']]);
    expect(cards.map((c) => c.id)).toEqual(['r1', 'r2', 'r3']);
    expect(counts).toEqual({ reaching: 1, rows: 3 });
  });

  it('are worked out again for another operation or another point, and never for a later page', async () => {
    const { catalog, counts } = countingCatalog();
    await listCarouselRestaurants({ catalog, query, operation: {} });
    await listCarouselRestaurants({ catalog, query, operation: {} });
    const operation = {};
    await listCarouselRestaurants({ catalog, query, operation });
    await listCarouselRestaurants({ catalog, query: { ...query, latitude: 33.71 }, operation });
    expect(counts.reaching).toBe(4);
    const later = { ...firstPage(), isFirstPage: false };
    expect(await carouselsOf(catalog, later, operation)).toEqual({
      offers: [],
      sections: [],
      restaurants: [],
    });
    expect(counts.reaching).toBe(4);
  });
});
