// The demo world (docs/demo-and-orders.md#the-demo-world): about 64 restaurants around the default delivery
// location in Islamabad, with menus, hours, offers, sections, reviews, settings, a verified demo customer and
// riders. Deterministic: the same data (names, prices, positions, ids) on every run; only timestamps follow
// `now` and the password hash is salted.
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import * as schema from '../schema/index.ts';
import type { Db } from '../types.ts';
import type { AuditActor } from '../../modules/audit/record-audit.ts';
import { createOperator, type OperatorRole } from '../../modules/onboarding/create-operator.ts';
import { saveSettings } from '../../modules/platform-settings/update-settings.ts';
import { addRestaurants } from '../../modules/restaurant-admin/add-restaurants.ts';
import { linkRestaurantUser } from '../../modules/restaurant-admin/link-restaurant-user.ts';
import { enrolRider } from '../../modules/riders/make-rider.ts';
import { addVoucher } from '../../modules/vouchers/manage-vouchers.ts';
import { addZone } from '../../modules/zones/manage-zones.ts';
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
    await writeDemoWorld(tx, world);
  });
}

/**
 * What the back office creates goes through the back office's own operations (issue 22, "one code
 * path"), each with its audit row attributed to the demo seed: settings, zones, vouchers, restaurants,
 * riders, owner links and operator accounts. Menus, reviews, customers and the home page's groupings
 * are written in bulk: the menu editor saves one dish at a time (about 1,100 dishes here, several
 * seconds on PGlite), customers sign themselves up, and groupings have no screen yet.
 */
async function writeDemoWorld(tx: Db, world: DemoWorld): Promise<void> {
  const actor: AuditActor = { kind: 'system', name: 'demo seed' };
  const [config, tipRow, taxRow] = [world.configuration[0]!, world.tips[0]!, world.taxes[0]!];
  await saveSettings({
    tx,
    actor,
    values: {
      config,
      tips: { id: tipRow.id, tipVariations: tipRow.tipVariations ?? [], enabled: tipRow.enabled ?? true },
      taxes: { id: taxRow.id, taxationCharges: taxRow.taxationCharges ?? 0, enabled: taxRow.enabled ?? true },
    },
  });
  // The demo's zones have no drawn area: their restaurants deliver within their own radius.
  for (const zone of world.zones)
    await addZone({ tx, actor, values: { ...NO_AREA, description: '', isActive: true, ...zone } });
  for (const coupon of world.coupons) await addVoucher({ tx, actor, values: coupon });
  const hours = new Map<string, (typeof world.openingTimes)[number][]>();
  for (const row of world.openingTimes)
    hours.set(row.restaurantId, [...(hours.get(row.restaurantId) ?? []), row]);
  await addRestaurants({
    tx,
    actor,
    restaurants: world.restaurants.map((values) => ({
      values,
      openingTimes: (hours.get(values.id) ?? []).map(({ restaurantId: _, ...row }) => row),
    })),
  });
  await insertAll(tx, schema.categories, world.categories);
  await insertAll(tx, schema.foods, world.foods);
  await insertAll(tx, schema.variations, world.variations);
  await insertAll(tx, schema.addons, world.addons);
  await insertAll(tx, schema.options, world.options);
  await insertAll(tx, schema.addonOptions, world.addonOptions);
  await insertAll(tx, schema.variationAddons, world.variationAddons);

  // Customers and riders sign up as customers; owners too, until linked below. Staff accounts are
  // made by create-admin's operation.
  const staff = world.users.filter((user) => user.role === 'ADMIN' || user.role === 'SUPPORT');
  const owners = world.users.filter((user) => user.role === 'RESTAURANT');
  await insertAll(
    tx,
    schema.users,
    world.users
      .filter((user) => !staff.includes(user))
      .map((user) =>
        owners.includes(user) ? { ...user, role: 'CUSTOMER' as const, restaurantId: null } : user,
      ),
  );
  const usersById = new Map(world.users.map((user) => [user.id, user]));
  for (const { userId, id, latitude, longitude, locationUpdatedAt } of world.riders) {
    const user = usersById.get(userId)!;
    await enrolRider(tx, {
      user: { id: userId, email: user.email, name: user.name, phone: user.phone ?? null, role: user.role! },
      seeded: { id, latitude, longitude, locationUpdatedAt },
    });
  }
  for (const owner of owners)
    await linkRestaurantUser({ db: tx, actor }, { restaurantId: owner.restaurantId!, email: owner.email });
  for (const account of staff)
    await createOperator({
      db: tx,
      email: account.email,
      passwordHash: account.passwordHash ?? undefined,
      role: account.role as OperatorRole,
      // The demo has an operator and a support agent whatever accounts already exist.
      force: true,
      actor,
      seeded: { id: account.id, name: account.name, createdAt: account.createdAt as Date },
    });

  await insertAll(tx, schema.addresses, world.addresses);
  await insertAll(tx, schema.favourites, world.favourites);
  await insertAll(tx, schema.reviews, world.reviews);
  await insertAll(tx, schema.offers, world.offers);
  await insertAll(tx, schema.offerRestaurants, world.offerRestaurants);
  await insertAll(tx, schema.sections, world.sections);
  await insertAll(tx, schema.sectionRestaurants, world.sectionRestaurants);
}

const NO_AREA = {
  polygon: null,
  minLatitude: null,
  maxLatitude: null,
  minLongitude: null,
  maxLongitude: null,
};

async function hasRestaurants(db: Db): Promise<boolean> {
  const rows = await db.select({ id: schema.restaurants.id }).from(schema.restaurants).limit(1);
  return rows.length > 0;
}
