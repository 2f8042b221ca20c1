import type { Db } from '../../db/types.ts';
import type { CatalogCache } from '../catalog/catalog-cache-interface.ts';
import type { RestaurantRow } from '../catalog/catalog.repository.ts';
import { selectMembers, type Grouping } from '../catalog/groupings.ts';
import type { Groupings } from '../catalog/groupings.ts';
import {
  orderKeyAt,
  type InRange,
  type NearbyCursor,
  type PositionIndex,
} from '../catalog/position-index.ts';
import { encodeNearbyCursor, invalidNearbyCursor, type AfterCursor } from './nearby-cursor.ts';
import {
  countRestaurantsNear,
  findRestaurantsNear,
  type NearbyQuery,
  type NearbyRow,
} from './restaurants.repository.ts';

/** Offers and sections per answer, each kind: carousels are a first-page feature (docs/restaurant-paging.md). */
export const MAX_GROUPINGS = 10;
/** Restaurants per offer or section, so a city of thousands still gets a bounded answer. */
export const MAX_GROUPING_RESTAURANTS = 12;

/**
 * The parent of NearByData: one page of restaurants. Offers, sections and the total are resolved
 * only when selected (NearByData resolvers), so a query that does not ask for them does not pay.
 */
export type NearbyPage = {
  query: NearbyQuery;
  restaurants: NearbyRow[];
  isFirstPage: boolean;
  hasNextPage: boolean;
};

/**
 * nearByRestaurants (docs/product/api.md#catalogue), paged: the restaurants delivering to the point, nearest
 * first and then by id, after the cursor. One extra row tells whether another page follows. Without a
 * search the page comes from the process's position index and cached rows (no SQL once warm,
 * docs/api-performance.md); a search runs the indexed statement (docs/restaurant-paging.md).
 */
export async function findNearbyRestaurants({
  db,
  catalog,
  query,
  first,
  after,
}: {
  db: Db;
  catalog: CatalogCache;
  query: NearbyQuery;
  first: number;
  after: AfterCursor | null;
}): Promise<NearbyPage> {
  const page = { limit: first + 1, after: await resolveCursor(catalog, query, after) };
  const rows =
    query.search === null
      ? await nearbyFromIndex(catalog, query, page)
      : await findRestaurantsNear(db, query, page, (await catalog.positions()).excludedZones(query));
  return {
    query,
    restaurants: rows.slice(0, first),
    isFirstPage: after === null,
    hasNextPage: rows.length > first,
  };
}

/**
 * The cursor's place in the order for this point (nearby-cursor.ts). A cursor naming only the
 * restaurant came from a page without a search: its key is worked out again from the restaurant's
 * row as the index keys it, also when it has left the index since (delisted), so paging goes on. A search
 * pages with PostgreSQL's keys, which such a cursor does not carry.
 */
async function resolveCursor(
  catalog: CatalogCache,
  query: NearbyQuery,
  after: AfterCursor | null,
): Promise<NearbyCursor | null> {
  if (after === null) return null;
  if (after.orderKey !== null) return { orderKey: after.orderKey, id: after.id };
  if (query.search !== null) throw invalidNearbyCursor();
  // The index placed the restaurant from these same coordinates, listed or delisted since.
  const row = await catalog.restaurant(after.id);
  if (!row) throw invalidNearbyCursor();
  return { orderKey: orderKeyAt(query, row), id: after.id };
}

export function pageInfoOf(page: NearbyPage) {
  const last = page.restaurants.at(-1);
  const withKey = page.query.search !== null;
  return {
    hasNextPage: page.hasNextPage,
    endCursor: last ? encodeNearbyCursor({ orderKey: last.orderKey, id: last.id }, { withKey }) : null,
  };
}

async function nearbyFromIndex(
  catalog: CatalogCache,
  query: NearbyQuery,
  page: { limit: number; after: NearbyCursor | null },
): Promise<NearbyRow[]> {
  return listedRows(catalog, (await catalog.positions()).page(query, page));
}

/** The index's hits as rows, in order: the list's page and the map's pins. */
export async function listedRows(
  catalog: CatalogCache,
  hits: readonly { id: string; meters: number; orderKey: number }[],
): Promise<NearbyRow[]> {
  const rows = await Promise.all(hits.map((hit) => catalog.restaurant(hit.id)));
  return hits.flatMap((hit, i) => {
    const row = rows[i];
    // The index and the rows are invalidated together; a row delisted meanwhile is left out.
    return isListed(row) ? [nearbyRow(row, hit.meters / 1000, hit.orderKey)] : [];
  });
}

/** Whether a restaurant's row is shown to customers: active and published. */
export function isListed(row: RestaurantRow | null | undefined): row is RestaurantRow {
  return !!row?.isActive && row.status === 'PUBLISHED';
}

/**
 * A page row with its distance, every field written out: the rows come from the database driver,
 * which builds them key by key, and spreading such an object took a tenth of a list request's CPU
 * (docs/api-performance.md "Page rows"). A new column fails to compile here until it is listed.
 */
export function nearbyRow(row: RestaurantRow, distanceKm: number, orderKey: number): NearbyRow {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    image: row.image,
    logo: row.logo,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    orderPrefix: row.orderPrefix,
    orderSequence: row.orderSequence,
    deliveryTime: row.deliveryTime,
    minimumOrder: row.minimumOrder,
    deliveryCharges: row.deliveryCharges,
    tax: row.tax,
    isAvailable: row.isAvailable,
    isActive: row.isActive,
    timeZone: row.timeZone,
    deliveryRadiusKm: row.deliveryRadiusKm,
    zoneId: row.zoneId,
    status: row.status,
    description: row.description,
    cuisines: row.cuisines,
    commissionRate: row.commissionRate,
    preparationMinutes: row.preparationMinutes,
    extraPreparationMinutes: row.extraPreparationMinutes,
    pausedUntil: row.pausedUntil,
    createdAt: row.createdAt,
    distanceKm,
    orderKey,
  };
}

export async function countNearbyRestaurants(db: Db, catalog: CatalogCache, page: NearbyPage) {
  if (page.query.search === null) return (await catalog.positions()).count(page.query);
  return countRestaurantsNear(db, page.query, (await catalog.positions()).excludedZones(page.query));
}

type Carousels = { offers: Grouping[]; sections: Grouping[]; restaurants: NearbyRow[] };

const NO_CAROUSELS: Carousels = { offers: [], sections: [], restaurants: [] };
// Offers, sections and their restaurants are three fields of one answer, and the root field
// nearByCarouselRestaurants asks for the same point's first page again: worked out once per operation
// (keyed by its context) and point. The web's first list page asks for all of them, so this halves the
// carousels' work of its every request (docs/api-performance.md "Carousels once per operation").
const carouselsOfOperation = new WeakMap<object, Map<string, Promise<Carousels>>>();

/**
 * The offers and sections of a first page: each with every member that delivers to the point (whatever
 * page size or search was asked), in its own order, up to the caps; empty ones dropped; and those
 * members' rows, once each. Later pages have none, so carousels never change as the list is scrolled.
 * Membership is checked in the position index, one lookup per member looked at
 * (docs/restaurant-paging.md "Offers and sections"). `operation` scopes the reuse (the GraphQL context);
 * without one, the page object does.
 */
export function carouselsOf(
  catalog: CatalogCache,
  page: NearbyPage,
  operation: object = page,
): Promise<Carousels> {
  if (!page.isFirstPage) return Promise.resolve(NO_CAROUSELS);
  let byPoint = carouselsOfOperation.get(operation);
  if (!byPoint) {
    byPoint = new Map();
    carouselsOfOperation.set(operation, byPoint);
  }
  const point = `${page.query.latitude},${page.query.longitude}`;
  let carousels = byPoint.get(point);
  if (!carousels) {
    carousels = loadCarousels(catalog, page);
    byPoint.set(point, carousels);
  }
  return carousels;
}

/**
 * Which offers and sections a first page at the point shows, and which of their members: each with
 * the members that deliver there, in its own order, up to the caps; `inRange` holds each member's
 * place. Besides the catalogue, all that the carousels of a point depend on (nearby-answer-inputs.ts).
 */
export function selectCarousels(groupings: Groupings, index: PositionIndex, query: NearbyQuery) {
  const reaching = index.reaching(query);
  const inRange = new Map<string, InRange>();
  const isIn = (id: string) => {
    if (inRange.has(id)) return true;
    const hit = reaching(id);
    if (hit) inRange.set(id, hit);
    return hit !== null;
  };
  const caps = { maxGroupings: MAX_GROUPINGS, maxMembers: MAX_GROUPING_RESTAURANTS };
  return {
    offers: selectMembers(groupings.offers, isIn, caps),
    sections: selectMembers(groupings.sections, isIn, caps),
    inRange,
  };
}

async function loadCarousels(catalog: CatalogCache, page: NearbyPage): Promise<Carousels> {
  const [groupings, index] = await Promise.all([catalog.groupings(), catalog.positions()]);
  const { offers, sections, inRange } = selectCarousels(groupings, index, page.query);
  const ids = [...new Set([...offers, ...sections].flatMap((grouping) => grouping.restaurantIds))];
  const rows = await Promise.all(ids.map((id) => catalog.restaurant(id)));
  const restaurants = ids.flatMap((id, i) => {
    const row = rows[i];
    const hit = inRange.get(id)!;
    // The index and the rows are invalidated together; a row delisted meanwhile is left out.
    return isListed(row) ? [nearbyRow(row, hit.meters / 1000, hit.orderKey)] : [];
  });
  if (restaurants.length === ids.length) return { offers, sections, restaurants };
  const shown = new Set(restaurants.map((restaurant) => restaurant.id));
  const keepShown = (list: Grouping[]) =>
    list
      .map((grouping) => ({
        ...grouping,
        restaurantIds: grouping.restaurantIds.filter((id) => shown.has(id)),
      }))
      .filter((grouping) => grouping.restaurantIds.length > 0);
  return { offers: keepShown(offers), sections: keepShown(sections), restaurants };
}

/** nearByCarouselRestaurants: the cards the point's first page of carousels names, whatever page is read. */
export async function listCarouselRestaurants({
  catalog,
  query,
  operation,
}: {
  catalog: CatalogCache;
  query: NearbyQuery;
  /** The GraphQL operation's context: nearByRestaurants' offers and sections at the point reuse the work. */
  operation?: object;
}) {
  const firstPage = { query, restaurants: [], isFirstPage: true, hasNextPage: false };
  return (await carouselsOf(catalog, firstPage, operation)).restaurants;
}

export async function listGroupingsOf(
  catalog: CatalogCache,
  page: NearbyPage,
  kind: 'offers' | 'sections',
  operation?: object,
) {
  return (await carouselsOf(catalog, page, operation))[kind].map(toGroupingShape);
}

function toGroupingShape(grouping: Grouping) {
  return { _id: grouping.id, name: grouping.name, tag: grouping.tag, restaurants: grouping.restaurantIds };
}
