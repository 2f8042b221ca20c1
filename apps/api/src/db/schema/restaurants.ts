import { RESTAURANT_STATUSES, type RestaurantStatus } from '@food/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  jsonb,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { oneOf } from '../check-one-of.ts';

// Prices are integer minor units of the platform currency (docs/architecture.md#money);
// percentages (tax) are plain numbers 0..100.

export const zones = pgTable('zones', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  tax: doublePrecision('tax').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  // The delivery area drawn in /admin: a GeoJSON Polygon's rings ([lng, lat] pairs), and its bounding
  // box for a cheap SQL prefilter before the exact point-in-polygon test (docs/admin.md "Zones").
  polygon: jsonb('polygon').$type<number[][][]>(),
  minLatitude: doublePrecision('min_latitude'),
  maxLatitude: doublePrecision('max_latitude'),
  minLongitude: doublePrecision('min_longitude'),
  maxLongitude: doublePrecision('max_longitude'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const restaurants = pgTable(
  'restaurants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    image: text('image').notNull(),
    logo: text('logo'),
    address: text('address').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    // Orders are numbered per restaurant: `${orderPrefix}-${orderSequence}`
    // (docs/product/changes-from-upstream.md#idempotent-orders).
    orderPrefix: text('order_prefix').notNull(),
    orderSequence: integer('order_sequence').notNull().default(0),
    deliveryTime: integer('delivery_time').notNull(),
    minimumOrder: integer('minimum_order').notNull().default(0),
    deliveryCharges: integer('delivery_charges'),
    tax: doublePrecision('tax').notNull().default(0),
    isAvailable: boolean('is_available').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    timeZone: text('time_zone').notNull(),
    deliveryRadiusKm: doublePrecision('delivery_radius_km').notNull().default(15),
    zoneId: uuid('zone_id').references(() => zones.id),
    // Customers see and order from PUBLISHED restaurants only; /admin creates DRAFTs (docs/admin.md).
    status: text('status').$type<RestaurantStatus>().notNull().default('PUBLISHED'),
    description: text('description').notNull().default(''),
    cuisines: text('cuisines').array().notNull().default([]),
    // Percent of the food the platform keeps; null: the platform's default (issue 24's ledger reads it).
    commissionRate: doublePrecision('commission_rate'),
    preparationMinutes: integer('preparation_minutes').notNull().default(20),
    // Busy controls of the console: minutes added to every estimate, and a pause that ends by itself.
    extraPreparationMinutes: integer('extra_preparation_minutes').notNull().default(0),
    pausedUntil: timestamp('paused_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('restaurants_status_check', oneOf('status', RESTAURANT_STATUSES)),
    uniqueIndex('restaurants_slug_idx').on(t.slug),
    // Answers max(delivery_radius_km), which sizes the nearby search's box, without a scan.
    index('restaurants_delivery_radius_idx').on(t.deliveryRadiusKm),
    // Trigram index for the list's substring search (docs/restaurant-paging.md).
    index('restaurants_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

// One row per window; a day with no rows is "closed all day". Hours/minutes as the API's [h, m] pairs.
export const openingTimes = pgTable(
  'opening_times',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    day: text('day').notNull(), // SUN..SAT
    startHour: integer('start_hour').notNull(),
    startMinute: integer('start_minute').notNull(),
    endHour: integer('end_hour').notNull(),
    endMinute: integer('end_minute').notNull(),
  },
  (t) => [index('opening_times_restaurant_idx').on(t.restaurantId)],
);

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: integer('position').notNull().default(0),
    // Hidden by the menu editor: neither the category nor its dishes reach customers.
    isHidden: boolean('is_hidden').notNull().default(false),
  },
  (t) => [
    index('categories_restaurant_idx').on(t.restaurantId),
    index('categories_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
  ],
);

export const foods = pgTable(
  'foods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    // Set by the restaurant console: still listed, but not orderable (docs/restaurant-console.md).
    isOutOfStock: boolean('is_out_of_stock').notNull().default(false),
    // When the dish can be ordered, in the restaurant's zone (packages/domain/src/menu/food-hours.ts):
    // no days = every day; from/to minutes since midnight, both null = all day.
    availableDays: text('available_days').array().notNull().default([]),
    availableFrom: integer('available_from'),
    availableTo: integer('available_to'),
  },
  (t) => [
    check('foods_available_from_check', sql`${t.availableFrom} between 0 and 1439`),
    check('foods_available_to_check', sql`${t.availableTo} between 0 and 1439`),
    index('foods_category_idx').on(t.categoryId),
    index('foods_restaurant_idx').on(t.restaurantId),
  ],
);

export const variations = pgTable(
  'variations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    foodId: uuid('food_id')
      .notNull()
      .references(() => foods.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    price: integer('price').notNull(),
    // The price before a promotion, shown struck through; null when not discounted.
    discounted: integer('discounted'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('variations_food_idx').on(t.foodId)],
);

// Add-on groups ("addons") and their options belong to a restaurant and are shared between variations.
export const addons = pgTable('addons', {
  id: uuid('id').primaryKey().defaultRandom(),
  restaurantId: uuid('restaurant_id')
    .notNull()
    .references(() => restaurants.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  quantityMinimum: integer('quantity_minimum').notNull().default(0),
  quantityMaximum: integer('quantity_maximum').notNull().default(1),
});

export const options = pgTable('options', {
  id: uuid('id').primaryKey().defaultRandom(),
  restaurantId: uuid('restaurant_id')
    .notNull()
    .references(() => restaurants.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  price: integer('price').notNull().default(0),
  isOutOfStock: boolean('is_out_of_stock').notNull().default(false),
});

export const addonOptions = pgTable(
  'addon_options',
  {
    addonId: uuid('addon_id')
      .notNull()
      .references(() => addons.id, { onDelete: 'cascade' }),
    optionId: uuid('option_id')
      .notNull()
      .references(() => options.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.addonId, t.optionId] })],
);

export const variationAddons = pgTable(
  'variation_addons',
  {
    variationId: uuid('variation_id')
      .notNull()
      .references(() => variations.id, { onDelete: 'cascade' }),
    addonId: uuid('addon_id')
      .notNull()
      .references(() => addons.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.variationId, t.addonId] })],
);

// Home/list groupings (docs/product/data.md#restaurants).
export const offers = pgTable('offers', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  tag: text('tag').notNull(),
  position: integer('position').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

export const offerRestaurants = pgTable(
  'offer_restaurants',
  {
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.restaurantId] })],
);

export const sections = pgTable('sections', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

export const sectionRestaurants = pgTable(
  'section_restaurants',
  {
    sectionId: uuid('section_id')
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.sectionId, t.restaurantId] })],
);
