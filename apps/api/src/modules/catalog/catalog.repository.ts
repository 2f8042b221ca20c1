import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  addonOptions,
  addons,
  categories,
  configuration,
  foods,
  offerRestaurants,
  offers,
  openingTimes,
  restaurantClosures,
  options,
  restaurants,
  reviews,
  sectionRestaurants,
  sections,
  taxes,
  tips,
  variationAddons,
  variations,
  zones,
} from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

export type RestaurantRow = typeof restaurants.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type FoodRow = typeof foods.$inferSelect;
export type VariationRow = typeof variations.$inferSelect;
export type AddonRow = typeof addons.$inferSelect;
export type OptionRow = typeof options.$inferSelect;
export type ZoneRow = typeof zones.$inferSelect;
export type OpeningTimeRow = typeof openingTimes.$inferSelect;
export type ReviewStats = { restaurantId: string; total: number; average: number };
export type ConfigurationRow = typeof configuration.$inferSelect;
export type TipsRow = typeof tips.$inferSelect;
export type TaxesRow = typeof taxes.$inferSelect;

// Whole-restaurant reads behind the process caches (catalog-cache.ts): each takes a batch of
// restaurant ids, so every level of a menu costs one statement for any number of restaurants, and
// the statements of one batch do not wait on each other.

/** Rows by id whatever their state; callers decide what an inactive restaurant means to them. */
export function listRestaurantRows(db: Db, ids: readonly string[]): Promise<RestaurantRow[]> {
  return db
    .select()
    .from(restaurants)
    .where(inArray(restaurants.id, [...ids]));
}

/** Where active, published restaurants are and how far they deliver: every one, or only `ids` (invalidations). */
export function listActivePositions(db: Db, ids?: readonly string[]) {
  return db
    .select({
      id: restaurants.id,
      latitude: restaurants.latitude,
      longitude: restaurants.longitude,
      deliveryRadiusKm: restaurants.deliveryRadiusKm,
      zoneId: restaurants.zoneId,
    })
    .from(restaurants)
    .where(
      and(
        eq(restaurants.isActive, true),
        eq(restaurants.status, 'PUBLISHED'),
        ids ? inArray(restaurants.id, [...ids]) : undefined,
      ),
    );
}

/** Every zone with a drawn area (active or not: the area limits its restaurants either way). */
export async function listZoneAreas(db: Db): Promise<{ id: string; polygon: number[][][] }[]> {
  const rows = await db
    .select({ id: zones.id, polygon: zones.polygon })
    .from(zones)
    .where(isNotNull(zones.polygon));
  return rows.flatMap((row) => (row.polygon ? [{ id: row.id, polygon: row.polygon }] : []));
}

export function listRestaurantSlugs(db: Db, slugs: readonly string[]) {
  return db
    .select({ id: restaurants.id, slug: restaurants.slug })
    .from(restaurants)
    .where(inArray(restaurants.slug, [...slugs]));
}

export function listActiveFoodsOf(db: Db, restaurantIds: readonly string[]) {
  return db
    .select()
    .from(foods)
    .where(and(inArray(foods.restaurantId, [...restaurantIds]), eq(foods.isActive, true)))
    .orderBy(asc(foods.position), asc(foods.id));
}

export function listVariationsOf(db: Db, restaurantIds: readonly string[]) {
  return db
    .select({ variation: variations, restaurantId: foods.restaurantId })
    .from(variations)
    .innerJoin(foods, eq(foods.id, variations.foodId))
    .where(inArray(foods.restaurantId, [...restaurantIds]))
    .orderBy(asc(variations.position), asc(variations.id));
}

export function listVariationAddonLinksOf(db: Db, restaurantIds: readonly string[]) {
  return db
    .select({ variationId: variationAddons.variationId, addonId: variationAddons.addonId })
    .from(variationAddons)
    .innerJoin(addons, eq(addons.id, variationAddons.addonId))
    .where(inArray(addons.restaurantId, [...restaurantIds]))
    .orderBy(asc(variationAddons.position), asc(variationAddons.addonId));
}

export function listAddonOptionLinksOf(db: Db, restaurantIds: readonly string[]) {
  return db
    .select({ addonId: addonOptions.addonId, optionId: addonOptions.optionId })
    .from(addonOptions)
    .innerJoin(addons, eq(addons.id, addonOptions.addonId))
    .where(inArray(addons.restaurantId, [...restaurantIds]))
    .orderBy(asc(addonOptions.position), asc(addonOptions.optionId));
}

export function listOrderSequences(db: Db, ids: readonly string[]) {
  return db
    .select({ id: restaurants.id, orderSequence: restaurants.orderSequence })
    .from(restaurants)
    .where(inArray(restaurants.id, [...ids]));
}

export function listActiveLocations(db: Db) {
  return db
    .select({
      id: restaurants.id,
      latitude: restaurants.latitude,
      longitude: restaurants.longitude,
      radiusKm: restaurants.deliveryRadiusKm,
    })
    .from(restaurants)
    .where(and(eq(restaurants.isActive, true), eq(restaurants.status, 'PUBLISHED')));
}

/** Every active offer's restaurants, offers and restaurants in position order. */
export function listOfferEntries(db: Db) {
  return db
    .select({
      id: offers.id,
      name: offers.name,
      tag: offers.tag,
      restaurantId: offerRestaurants.restaurantId,
    })
    .from(offers)
    .innerJoin(offerRestaurants, eq(offerRestaurants.offerId, offers.id))
    .where(eq(offers.isActive, true))
    .orderBy(
      asc(offers.position),
      asc(offers.id),
      asc(offerRestaurants.position),
      asc(offerRestaurants.restaurantId),
    );
}

/** Every active section's restaurants, sections and restaurants in position order. */
export function listSectionEntries(db: Db) {
  return db
    .select({ id: sections.id, name: sections.name, restaurantId: sectionRestaurants.restaurantId })
    .from(sections)
    .innerJoin(sectionRestaurants, eq(sectionRestaurants.sectionId, sections.id))
    .where(eq(sections.isActive, true))
    .orderBy(
      asc(sections.position),
      asc(sections.id),
      asc(sectionRestaurants.position),
      asc(sectionRestaurants.restaurantId),
    );
}

export function listCategories(db: Db, restaurantIds: string[]): Promise<CategoryRow[]> {
  return (
    db
      .select()
      .from(categories)
      // Hidden categories (menu editor) reach no customer: not on the card, not in the menu.
      .where(and(inArray(categories.restaurantId, restaurantIds), eq(categories.isHidden, false)))
      .orderBy(asc(categories.position), asc(categories.id))
  );
}

export function listAddons(db: Db, restaurantIds: string[]): Promise<AddonRow[]> {
  return db
    .select()
    .from(addons)
    .where(inArray(addons.restaurantId, restaurantIds))
    .orderBy(asc(addons.title), asc(addons.id));
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

/** Dated closures (local YYYY-MM-DD); a restaurant lists few, removed from the console once past. */
export function listClosureDates(db: Db, restaurantIds: string[]) {
  return db
    .select({ restaurantId: restaurantClosures.restaurantId, date: restaurantClosures.date })
    .from(restaurantClosures)
    .where(inArray(restaurantClosures.restaurantId, restaurantIds))
    .orderBy(asc(restaurantClosures.date));
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

/** The platform has one configuration row (written by the seed or an admin). */
export async function findConfiguration(db: Db): Promise<ConfigurationRow | undefined> {
  const [row] = await db.select().from(configuration).orderBy(asc(configuration.id)).limit(1);
  return row;
}

export async function findTips(db: Db): Promise<TipsRow | undefined> {
  const [row] = await db.select().from(tips).orderBy(asc(tips.id)).limit(1);
  return row;
}

export async function findTaxes(db: Db): Promise<TaxesRow | undefined> {
  const [row] = await db.select().from(taxes).orderBy(asc(taxes.id)).limit(1);
  return row;
}
