import { and, asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import {
  addonOptions,
  addons,
  categories,
  foods,
  offerRestaurants,
  offers,
  openingTimes,
  options,
  restaurants,
  reviews,
  sectionRestaurants,
  sections,
  users,
  variationAddons,
  variations,
  zones,
} from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import type { RestaurantCard } from '../catalog/catalog-cache.ts';

export type RestaurantRow = typeof restaurants.$inferSelect;
/** The parent of every Restaurant field; `distanceKm` only in nearByRestaurants. */
export type RestaurantParent = RestaurantRow & { distanceKm?: number; card?: RestaurantCard };
export type CategoryRow = typeof categories.$inferSelect;
export type FoodRow = typeof foods.$inferSelect;
export type VariationRow = typeof variations.$inferSelect;
export type AddonRow = typeof addons.$inferSelect;
export type OptionRow = typeof options.$inferSelect;
export type ZoneRow = typeof zones.$inferSelect;
export type OpeningTimeRow = typeof openingTimes.$inferSelect;
export type ReviewWithUser = typeof reviews.$inferSelect & { userName: string };
export type ReviewStats = { restaurantId: string; total: number; average: number };
export type Grouping = { id: string; name: string; tag: string; restaurantIds: string[] };

/**
 * Active restaurants whose delivery radius reaches the point, nearest first. The earth_box test is a
 * cheap prefilter answered by the GiST index on ll_to_earth(latitude, longitude) (migration 0001),
 * sized by the largest radius; earth_distance then applies each restaurant's own radius exactly.
 */
export async function findRestaurantsNear(
  db: Db,
  { latitude, longitude }: { latitude: number; longitude: number },
): Promise<(RestaurantRow & { distanceKm: number })[]> {
  const origin = sql`ll_to_earth(${latitude}::float8, ${longitude}::float8)`;
  const point = sql`ll_to_earth(${restaurants.latitude}, ${restaurants.longitude})`;
  const distanceMeters = distanceMetersFrom({ latitude, longitude });
  // Over all rows, not only active ones: a slightly larger box is harmless, and an index on
  // delivery_radius_km can then answer max() without a scan.
  const largestRadiusMeters = sql`(select coalesce(max(${restaurants.deliveryRadiusKm}), 0) * 1000 from ${restaurants})`;
  const rows = await db
    .select({ ...getTableColumns(restaurants), distanceMeters: distanceMeters.mapWith(Number) })
    .from(restaurants)
    .where(
      and(
        eq(restaurants.isActive, true),
        sql`earth_box(${origin}, ${largestRadiusMeters}) @> ${point}`,
        sql`${distanceMeters} <= ${restaurants.deliveryRadiusKm} * 1000`,
      ),
    )
    .orderBy(asc(distanceMeters), asc(restaurants.id));
  return rows.map(({ distanceMeters: meters, ...row }) => ({ ...row, distanceKm: meters / 1000 }));
}

/** Metres from a point to each restaurant, as every distance the API reports is measured. */
function distanceMetersFrom({ latitude, longitude }: { latitude: number; longitude: number }) {
  const origin = sql`ll_to_earth(${latitude}::float8, ${longitude}::float8)`;
  return sql<number>`earth_distance(${origin}, ll_to_earth(${restaurants.latitude}, ${restaurants.longitude}))`;
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
  const where = and(inArray(restaurants.id, [...ids]), eq(restaurants.isActive, true));
  if (!origin) return db.select().from(restaurants).where(where);
  const rows = await db
    .select({ ...getTableColumns(restaurants), distanceMeters: distanceMetersFrom(origin).mapWith(Number) })
    .from(restaurants)
    .where(where);
  return rows.map(({ distanceMeters: meters, ...row }) => ({ ...row, distanceKm: meters / 1000 }));
}

/** `by.id` must already be a valid uuid. Inactive (delisted) restaurants are not found. */
export async function findRestaurant(
  db: Db,
  by: { id: string } | { slug: string },
): Promise<RestaurantRow | undefined> {
  const match = 'id' in by ? eq(restaurants.id, by.id) : eq(restaurants.slug, by.slug);
  const [row] = await db
    .select()
    .from(restaurants)
    .where(and(match, eq(restaurants.isActive, true)))
    .limit(1);
  return row;
}

/** Active offers containing any of the restaurants, each listing only those, in position order. */
export async function listOffersFor(db: Db, restaurantIds: string[]): Promise<Grouping[]> {
  if (restaurantIds.length === 0) return [];
  const rows = await db
    .select({
      id: offers.id,
      name: offers.name,
      tag: offers.tag,
      restaurantId: offerRestaurants.restaurantId,
    })
    .from(offers)
    .innerJoin(offerRestaurants, eq(offerRestaurants.offerId, offers.id))
    .where(and(eq(offers.isActive, true), inArray(offerRestaurants.restaurantId, restaurantIds)))
    .orderBy(
      asc(offers.position),
      asc(offers.id),
      asc(offerRestaurants.position),
      asc(offerRestaurants.restaurantId),
    );
  return collectGroupings(rows);
}

/** Active sections containing any of the restaurants, each listing only those, in position order. */
export async function listSectionsFor(db: Db, restaurantIds: string[]): Promise<Grouping[]> {
  if (restaurantIds.length === 0) return [];
  const rows = await db
    .select({
      id: sections.id,
      name: sections.name,
      tag: sql<string>`''`,
      restaurantId: sectionRestaurants.restaurantId,
    })
    .from(sections)
    .innerJoin(sectionRestaurants, eq(sectionRestaurants.sectionId, sections.id))
    .where(and(eq(sections.isActive, true), inArray(sectionRestaurants.restaurantId, restaurantIds)))
    .orderBy(
      asc(sections.position),
      asc(sections.id),
      asc(sectionRestaurants.position),
      asc(sectionRestaurants.restaurantId),
    );
  return collectGroupings(rows);
}

function collectGroupings(
  rows: { id: string; name: string; tag: string; restaurantId: string }[],
): Grouping[] {
  const byId = new Map<string, Grouping>();
  for (const row of rows) {
    let grouping = byId.get(row.id);
    if (!grouping) {
      grouping = { id: row.id, name: row.name, tag: row.tag, restaurantIds: [] };
      byId.set(row.id, grouping);
    }
    grouping.restaurantIds.push(row.restaurantId);
  }
  return [...byId.values()];
}

// Batch queries behind the per-request loaders (restaurant-loaders.ts): one statement per level.

export function listCategories(db: Db, restaurantIds: string[]): Promise<CategoryRow[]> {
  return db
    .select()
    .from(categories)
    .where(inArray(categories.restaurantId, restaurantIds))
    .orderBy(asc(categories.position), asc(categories.id));
}

export function listActiveFoods(db: Db, categoryIds: string[]): Promise<FoodRow[]> {
  return db
    .select()
    .from(foods)
    .where(and(inArray(foods.categoryId, categoryIds), eq(foods.isActive, true)))
    .orderBy(asc(foods.position), asc(foods.id));
}

export function listVariations(db: Db, foodIds: string[]): Promise<VariationRow[]> {
  return db
    .select()
    .from(variations)
    .where(inArray(variations.foodId, foodIds))
    .orderBy(asc(variations.position), asc(variations.id));
}

export function listVariationAddonLinks(db: Db, variationIds: string[]) {
  return db
    .select({ variationId: variationAddons.variationId, addonId: variationAddons.addonId })
    .from(variationAddons)
    .where(inArray(variationAddons.variationId, variationIds))
    .orderBy(asc(variationAddons.position), asc(variationAddons.addonId));
}

export function listAddons(db: Db, restaurantIds: string[]): Promise<AddonRow[]> {
  return db
    .select()
    .from(addons)
    .where(inArray(addons.restaurantId, restaurantIds))
    .orderBy(asc(addons.title), asc(addons.id));
}

export function listAddonOptionLinks(db: Db, addonIds: string[]) {
  return db
    .select({ addonId: addonOptions.addonId, optionId: addonOptions.optionId })
    .from(addonOptions)
    .where(inArray(addonOptions.addonId, addonIds))
    .orderBy(asc(addonOptions.position), asc(addonOptions.optionId));
}

export function listOptions(db: Db, restaurantIds: string[]): Promise<OptionRow[]> {
  return db
    .select()
    .from(options)
    .where(inArray(options.restaurantId, restaurantIds))
    .orderBy(asc(options.title), asc(options.id));
}

export function listOpeningTimes(db: Db, restaurantIds: string[]): Promise<OpeningTimeRow[]> {
  return db
    .select()
    .from(openingTimes)
    .where(inArray(openingTimes.restaurantId, restaurantIds))
    .orderBy(asc(openingTimes.startHour), asc(openingTimes.startMinute), asc(openingTimes.id));
}

export function listZones(db: Db, zoneIds: string[]): Promise<ZoneRow[]> {
  return db.select().from(zones).where(inArray(zones.id, zoneIds));
}

export async function listReviewStats(db: Db, restaurantIds: string[]): Promise<ReviewStats[]> {
  return db
    .select({
      restaurantId: reviews.restaurantId,
      total: sql<number>`count(*)`.mapWith(Number),
      average: sql<number>`avg(${reviews.rating})`.mapWith(Number),
    })
    .from(reviews)
    .where(inArray(reviews.restaurantId, restaurantIds))
    .groupBy(reviews.restaurantId);
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
