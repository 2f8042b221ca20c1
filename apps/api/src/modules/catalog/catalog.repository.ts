import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  addonOptions,
  addons,
  foods,
  offerRestaurants,
  offers,
  restaurants,
  sectionRestaurants,
  sections,
  variationAddons,
  variations,
} from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import type { RestaurantRow } from '../restaurants/restaurants.repository.ts';

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

/** Where active restaurants are and how far they deliver: every one, or only `ids` (invalidations). */
export function listActivePositions(db: Db, ids?: readonly string[]) {
  return db
    .select({
      id: restaurants.id,
      latitude: restaurants.latitude,
      longitude: restaurants.longitude,
      deliveryRadiusKm: restaurants.deliveryRadiusKm,
    })
    .from(restaurants)
    .where(and(eq(restaurants.isActive, true), ids ? inArray(restaurants.id, [...ids]) : undefined));
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
    .where(eq(restaurants.isActive, true));
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
