// The demo world (docs/demo-and-orders.md#the-demo-world): about 64 restaurants around the default delivery
// location in Islamabad, with menus, hours, offers, sections, reviews, settings, a verified demo customer and
// riders. Deterministic: the same data (names, prices, positions, ids) on every run; only timestamps follow
// `now` and the password hash is salted.
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import * as schema from '../schema/index.ts';
import type { Db } from '../types.ts';
import { DEMO_CUSTOMER, DEMO_LOCATION, DEMO_SLUGS } from './constants.ts';
import { haversineKm } from './geo.ts';
import { insertAll } from './insert.ts';
import { buildMenu, emptyMenuRows } from './menus.ts';
import { buildPeople } from './people.ts';
import { buildPromotions, buildSettings, type Listing } from './promotions.ts';
import { createIdFactory, createRng } from './random.ts';
import { RESTAURANTS } from './restaurants-data.ts';
import { buildOpeningTimes, buildRestaurant, type RestaurantRow } from './restaurants.ts';
import { buildReviews } from './reviews.ts';

export { DEMO_COUPONS, DEMO_CUSTOMER, DEMO_LOCATION, DEMO_SLUGS, DEMO_TIME_ZONE } from './constants.ts';

const SEED = 'open-food-ordering demo world v1';
// Any constant: serialises concurrent first starts (two processes seeding the same empty database).
const SEED_LOCK_KEY = 72_973_597;

export type DemoWorld = ReturnType<typeof buildDemoWorld>;

/** Builds every row in memory (pure and deterministic apart from `now` and the given hash). */
export function buildDemoWorld({ now, demoPasswordHash }: { now: Date; demoPasswordHash: string }) {
  const rng = createRng(SEED);
  const newId = createIdFactory(`${SEED} ids`);
  const settings = buildSettings(newId);
  const { central, outer } = settings.zones;

  const prefixes = new Set<string>();
  const restaurants: RestaurantRow[] = [];
  const openingTimes: (typeof schema.openingTimes.$inferInsert)[] = [];
  const menu = emptyMenuRows();
  const reviews: (typeof schema.reviews.$inferInsert)[] = [];
  const summaries: { hasDiscounts: boolean; foodTitles: string[] }[] = [];

  for (const seed of RESTAURANTS) {
    // A stream per restaurant: editing one restaurant's data does not reshuffle all the others.
    const local = createRng(`${SEED} ${seed.name}`);
    const row = buildRestaurant(seed, {
      rng: local,
      newId,
      now,
      prefixes,
      zoneIdFor: (km) => (km <= 6 ? central.id : outer.id),
    });
    restaurants.push(row);
    openingTimes.push(...buildOpeningTimes(row.id, seed.hours, newId));
    summaries.push(
      buildMenu(
        { rng: local, newId, restaurantId: row.id, cuisine: seed.cuisine, rich: !!seed.richMenu },
        menu,
      ),
    );
  }

  const people = buildPeople({ rng, newId, now, demoPasswordHash, restaurants });
  const reviewerIds = people.reviewers.map((u) => u.id);
  const featured = new Set<string>([DEMO_SLUGS.open, DEMO_SLUGS.requiredAddons, DEMO_SLUGS.highMinimum]);
  const listings: Listing[] = restaurants.map((row, i) => {
    const seed = RESTAURANTS[i]!;
    const summary = summaries[i]!;
    const review = buildReviews({
      rng: createRng(`${SEED} reviews ${seed.name}`),
      newId,
      now,
      restaurantId: row.id,
      reviewerIds,
      foodTitles: summary.foodTitles,
      minimum: featured.has(row.slug) ? 8 : 0,
      out: reviews,
    });
    const distanceKm = haversineKm(DEMO_LOCATION, { latitude: row.latitude, longitude: row.longitude });
    return {
      id: row.id,
      slug: row.slug,
      deliveryTime: row.deliveryTime,
      createdAt: row.createdAt as Date,
      reviewCount: review.count,
      averageRating: review.average,
      hasDiscounts: summary.hasDiscounts,
      featurable:
        distanceKm <= (row.deliveryRadiusKm ?? 15) &&
        row.isAvailable !== false &&
        (seed.hours ?? 'always') === 'always',
    };
  });
  const promotions = buildPromotions({ rng, newId, listings });

  return {
    configuration: [settings.configurationRow],
    zones: settings.zoneRows,
    tips: settings.tipRows,
    taxes: settings.taxRows,
    coupons: settings.couponRows,
    restaurants,
    openingTimes,
    ...menu,
    users: people.users,
    riders: people.riders,
    addresses: people.addresses,
    favourites: people.favourites,
    reviews,
    offers: promotions.offerRows,
    offerRestaurants: promotions.offerLinks,
    sections: promotions.sectionRows,
    sectionRestaurants: promotions.sectionLinks,
  };
}

/**
 * The catalogue without anyone who can sign in (docs/configuration.md "Demo mode"): restaurants, menus,
 * hours, offers, reviews and their password-less reviewers stay; the demo customer, riders and owners
 * (whose password is published), their addresses and favourites, and the published coupon codes go.
 */
export function withoutAccounts(world: DemoWorld): DemoWorld {
  const users = world.users.filter((user) => user.passwordHash == null && user.role === 'CUSTOMER');
  const kept = new Set(users.map((user) => user.id));
  return {
    ...world,
    users,
    riders: [],
    addresses: world.addresses.filter((row) => kept.has(row.userId)),
    favourites: world.favourites.filter((row) => kept.has(row.userId)),
    coupons: [],
  };
}

/**
 * Inserts the demo world in one transaction. Does nothing when any restaurant already exists, so it
 * is safe to call on every start. `accounts: false` (outside demo mode) seeds the catalogue only.
 */
export async function seedDemoData({
  db,
  now,
  accounts = true,
}: {
  db: Db;
  now: Date;
  accounts?: boolean;
}): Promise<void> {
  if (await hasRestaurants(db)) return;
  // Hashed outside the transaction: argon2 is deliberately slow. Not even hashed without accounts.
  const demoPasswordHash = accounts ? await hash(DEMO_CUSTOMER.password) : 'unused';
  const built = buildDemoWorld({ now, demoPasswordHash });
  const world = accounts ? built : withoutAccounts(built);

  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasRestaurants(tx)) return;
    // Parents before children (foreign keys).
    await insertAll(tx, schema.configuration, world.configuration);
    await insertAll(tx, schema.zones, world.zones);
    await insertAll(tx, schema.tips, world.tips);
    await insertAll(tx, schema.taxes, world.taxes);
    await insertAll(tx, schema.coupons, world.coupons);
    await insertAll(tx, schema.restaurants, world.restaurants);
    await insertAll(tx, schema.openingTimes, world.openingTimes);
    await insertAll(tx, schema.categories, world.categories);
    await insertAll(tx, schema.foods, world.foods);
    await insertAll(tx, schema.variations, world.variations);
    await insertAll(tx, schema.addons, world.addons);
    await insertAll(tx, schema.options, world.options);
    await insertAll(tx, schema.addonOptions, world.addonOptions);
    await insertAll(tx, schema.variationAddons, world.variationAddons);
    await insertAll(tx, schema.users, world.users);
    await insertAll(tx, schema.riders, world.riders);
    await insertAll(tx, schema.addresses, world.addresses);
    await insertAll(tx, schema.favourites, world.favourites);
    await insertAll(tx, schema.reviews, world.reviews);
    await insertAll(tx, schema.offers, world.offers);
    await insertAll(tx, schema.offerRestaurants, world.offerRestaurants);
    await insertAll(tx, schema.sections, world.sections);
    await insertAll(tx, schema.sectionRestaurants, world.sectionRestaurants);
  });
}

async function hasRestaurants(db: Db): Promise<boolean> {
  const rows = await db.select({ id: schema.restaurants.id }).from(schema.restaurants).limit(1);
  return rows.length > 0;
}
