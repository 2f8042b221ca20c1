import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  isNull,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import { categories, restaurants, reviews, users } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import type { RestaurantCard } from '../catalog/catalog-cache-interface.ts';
import type { RestaurantRow } from '../catalog/catalog.repository.ts';
import type { NearbyCursor } from '../catalog/position-index.ts';

/** The parent of every Restaurant field; `distanceKm` only in nearByRestaurants. */
export type RestaurantParent = RestaurantRow & { distanceKm?: number; card?: RestaurantCard };
export type ReviewWithUser = typeof reviews.$inferSelect & { userName: string };

/** What a nearby page is drawn from: the point and an optional search (already trimmed, non-empty). */
export type NearbyQuery = { latitude: number; longitude: number; search: string | null };
export type NearbyRow = RestaurantRow & { distanceKm: number; orderKey: number };

/**
 * One page of active restaurants whose delivery radius reaches the point, nearest first, then by id,
 * starting after the cursor (keyset paging: stable pages with no duplicates or gaps, even while
 * restaurants are added; docs/restaurant-paging.md). Returns up to `limit` rows.
 */
export async function findRestaurantsNear(
  db: Db,
  query: NearbyQuery,
  page: { limit: number; after: NearbyCursor | null },
  excludedZones: readonly string[] = [],
): Promise<NearbyRow[]> {
  const rows = await nearbyPageStatement(db, query, page, excludedZones);
  return rows.map(({ distanceMeters, ...row }) => ({ ...row, distanceKm: distanceMeters / 1000 }));
}

/**
 * The page's statement (also EXPLAINed by the index test). It orders by the straight-line (chord)
 * distance `<->`, which the GiST index on ll_to_earth answers nearest first (a KNN scan reading only
 * the page, however many restaurants are in range); the great-circle distance grows with the chord,
 * so the order is the same as by earth_distance. Ties go by id.
 */
export function nearbyPageStatement(
  db: Db,
  query: NearbyQuery,
  { limit, after }: { limit: number; after: NearbyCursor | null },
  excludedZones: readonly string[] = [],
) {
  const orderKey = sql<number>`${pointOf()} <-> ${originOf(query)}`;
  const afterCursor = after
    ? sql`(${orderKey}, ${restaurants.id}) > (${after.orderKey}::float8, ${after.id}::uuid)`
    : undefined;
  return db
    .select({
      ...getTableColumns(restaurants),
      distanceMeters: distanceMetersFrom(query).mapWith(Number),
      orderKey: orderKey.mapWith(Number),
    })
    .from(restaurants)
    .where(and(nearbyCondition(query, excludedZones), afterCursor))
    .orderBy(orderKey, asc(restaurants.id))
    .limit(limit);
}

/** How many restaurants the nearby query matches over all pages. */
export async function countRestaurantsNear(
  db: Db,
  query: NearbyQuery,
  excludedZones: readonly string[] = [],
): Promise<number> {
  const [row] = await nearbyCountStatement(db, query, excludedZones);
  return row?.count ?? 0;
}

export function nearbyCountStatement(db: Db, query: NearbyQuery, excludedZones: readonly string[] = []) {
  return db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(restaurants)
    .where(nearbyCondition(query, excludedZones));
}

const originOf = ({ latitude, longitude }: { latitude: number; longitude: number }) =>
  sql`ll_to_earth(${latitude}::float8, ${longitude}::float8)`;
// Exactly the indexed expression (migration 0001), so the planner can use the index.
const pointOf = () => sql`ll_to_earth(${restaurants.latitude}, ${restaurants.longitude})`;

/**
 * Active, in range and matching the search. The earth_box test is a cheap prefilter answered by the
 * GiST index on ll_to_earth(latitude, longitude) (migration 0001), sized by the largest radius;
 * earth_distance then applies each restaurant's own radius exactly. `excludedZones`: the zones whose
 * drawn area leaves the point out (worked out in memory, catalog/zone-areas.ts).
 */
function nearbyCondition({ latitude, longitude, search }: NearbyQuery, excludedZones: readonly string[]) {
  // Over all rows, not only active ones: a slightly larger box is harmless, and the index on
  // delivery_radius_km (migration 0002) then answers max() from its last entry.
  const largestRadiusMeters = sql`(select coalesce(max(${restaurants.deliveryRadiusKm}), 0) * 1000 from ${restaurants})`;
  return and(
    eq(restaurants.isActive, true),
    eq(restaurants.status, 'PUBLISHED'),
    sql`earth_box(${originOf({ latitude, longitude })}, ${largestRadiusMeters}) @> ${pointOf()}`,
    sql`${distanceMetersFrom({ latitude, longitude })} <= ${restaurants.deliveryRadiusKm} * 1000`,
    search === null ? undefined : matchesSearch(search),
    excludedZones.length === 0
      ? undefined
      : or(isNull(restaurants.zoneId), notInArray(restaurants.zoneId, [...excludedZones])),
  );
}

/**
 * The list's search: the name or any category title contains the text, in any case (the meaning the
 * web's filter had before paging). Both columns carry trigram indexes (migration 0002).
 */
function matchesSearch(search: string) {
  // LIKE's own wildcards in the text are matched literally.
  const pattern = `%${search.replace(/[\\%_]/g, '\\$&')}%`;
  return or(
    ilike(restaurants.name, pattern),
    sql`exists (select 1 from ${categories} where ${categories.restaurantId} = ${restaurants.id} and ${ilike(categories.title, pattern)})`,
  );
}

/** Metres from a point to each restaurant, as every distance the API reports is measured. */
function distanceMetersFrom(origin: { latitude: number; longitude: number }) {
  return sql<number>`earth_distance(${originOf(origin)}, ${pointOf()})`;
}

/**
 * Active restaurants by id (each a valid uuid), in no particular order; with an origin each carries its
 * distance from it. Ids of inactive or deleted restaurants are left out.
 */
export async function listActiveRestaurantsByIds(
  db: Db,
  ids: readonly string[],
  origin: { latitude: number; longitude: number } | null,
): Promise<RestaurantParent[]> {
  if (ids.length === 0) return [];
  const where = and(
    inArray(restaurants.id, [...ids]),
    eq(restaurants.isActive, true),
    eq(restaurants.status, 'PUBLISHED'),
  );
  if (!origin) return db.select().from(restaurants).where(where);
  const rows = await db
    .select({ ...getTableColumns(restaurants), distanceMeters: distanceMetersFrom(origin).mapWith(Number) })
    .from(restaurants)
    .where(where);
  return rows.map(({ distanceMeters: meters, ...row }) => ({ ...row, distanceKm: meters / 1000 }));
}

/** Newest first, with the reviewer's display name (never the e-mail: it is not public). */
export function listReviews(db: Db, restaurantIds: string[]): Promise<ReviewWithUser[]> {
  return db
    .select({ ...getTableColumns(reviews), userName: users.name })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(inArray(reviews.restaurantId, restaurantIds))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

/** ReviewData is resolved lazily from the restaurant it belongs to. */
export type ReviewDataParent = { restaurantId: string; card?: RestaurantCard | undefined };
