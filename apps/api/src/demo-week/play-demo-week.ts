import { AppError, haversineKm } from '@food/domain';
import { and, asc, eq, isNull, like } from 'drizzle-orm';
import type { Logger } from '../adapters/logger.ts';
import { createDemoCardGateway, createDemoPaypalGateway } from '../adapters/payments/demo-gateway.ts';
import { createInProcessPubSub } from '../adapters/pubsub/in-process-pubsub.ts';
import type { PubSub } from '../adapters/pubsub/pubsub.ts';
import { orders, restaurants, riders } from '../db/schema/index.ts';
import { DEMO_CUSTOMER, DEMO_SLUGS } from '../db/seed/constants.ts';
import type { Db } from '../db/types.ts';
import { findUserByEmail, listAddresses, type AddressRow } from '../modules/auth/auth.repository.ts';
import type { CatalogCache } from '../modules/catalog/catalog-cache-interface.ts';
import { createCatalogCache } from '../modules/catalog/catalog-cache.ts';
import { foodsAvailableAt } from '../modules/catalog/menus.ts';
import type { OrderLineRequest } from '../modules/orders/place-order-input.ts';
import { DEMO_WEEK_KEY_PREFIX, planDemoWeek, type DemoOrderPlan } from './demo-week-plan.ts';
import { playDemoOrder, type DemoWeekServices } from './play-demo-order.ts';

// The demo week (docs/demo-and-orders.md#the-demo-week): about ninety orders over the seven days
// before `now`, played by the demo customer, the restaurants and the seeded riders through the real
// operations, so statements, earnings and the ledger have a past. Deterministic: the plan comes from
// a fixed seed; only the dates follow `now`.

export type DemoWeekResult = {
  /** False when a demo week was already played into this database (nothing was done). */
  played: boolean;
  placed: number;
  delivered: number;
  cancelled: number;
  /** Plans the product refused (a restaurant closed at that hour, none left to fall back on). */
  skipped: number;
  ms: number;
};

type RestaurantChoice = { id: string; timeZone: string };

async function alreadyPlayed(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(like(orders.idempotencyKey, `${DEMO_WEEK_KEY_PREFIX}%`))
    .limit(1);
  return rows.length > 0;
}

/** The featured restaurant first, then every published one that delivers to the customer's home. */
async function listRestaurants(db: Db, home: AddressRow): Promise<RestaurantChoice[]> {
  const rows = await db
    .select({
      id: restaurants.id,
      slug: restaurants.slug,
      timeZone: restaurants.timeZone,
      latitude: restaurants.latitude,
      longitude: restaurants.longitude,
      radius: restaurants.deliveryRadiusKm,
      minimumOrder: restaurants.minimumOrder,
    })
    .from(restaurants)
    .where(
      and(
        eq(restaurants.status, 'PUBLISHED'),
        eq(restaurants.isActive, true),
        eq(restaurants.isAvailable, true),
      ),
    )
    .orderBy(asc(restaurants.slug));
  const near = rows.filter(
    (row) => row.minimumOrder <= 1500 && haversineKm(row, home) <= Math.min(row.radius, 6),
  );
  const featured = near.find((row) => row.slug === DEMO_SLUGS.open);
  if (!featured)
    throw new AppError('NOT_FOUND', 'The demo week needs the demo world (npm start in demo mode).');
  return [featured, ...near.filter((row) => row !== featured)];
}

/** Dishes one can order without choosing add-ons, at that moment; sorted for a stable choice. */
async function orderableLines(
  catalog: CatalogCache,
  restaurant: RestaurantChoice,
  plan: DemoOrderPlan,
): Promise<OrderLineRequest[]> {
  const menu = await catalog.menu(restaurant.id);
  const foods = foodsAvailableAt([...menu.foods.values()], restaurant.timeZone, plan.placedAt)
    .filter((food) => !food.isOutOfStock)
    .sort((a, b) => a.id.localeCompare(b.id));
  const dishes = foods.flatMap((food) => {
    const variation = food.variations.find((v) =>
      v.addonIds.every((id) => (menu.addonsById.get(id)?.quantityMinimum ?? 0) === 0),
    );
    return variation ? [{ foodId: food.id, variationId: variation.id }] : [];
  });
  if (dishes.length === 0) return [];
  const lines = new Map<string, OrderLineRequest>();
  for (const { dish, quantity } of plan.lines) {
    const chosen = dishes[dish % dishes.length]!;
    lines.set(chosen.foodId, { ...chosen, quantity, addons: [], specialInstructions: '' });
  }
  return [...lines.values()];
}

async function loadCast(db: Db) {
  const customer = await findUserByEmail(db, DEMO_CUSTOMER.email);
  const addresses = customer ? await listAddresses(db, customer.id) : [];
  if (!customer || addresses.length === 0)
    throw new AppError('NOT_FOUND', 'The demo week needs the demo customer (npm start in demo mode).');
  const riderRows = await db
    .select({ id: riders.id, userId: riders.userId })
    .from(riders)
    .where(isNull(riders.suspendedAt))
    .orderBy(asc(riders.name));
  return { customer, addresses, riders: riderRows, restaurants: await listRestaurants(db, addresses[0]!) };
}

/**
 * Plays the demo week into a database with the demo world; does nothing when one was played
 * already (its orders' idempotency keys say so). `count`: how many orders (default 90).
 *
 * The whole week is one transaction (the operations' own transactions become savepoints in it):
 * about 4,000 statements, each a commit of its own otherwise; and a week is all there or not at all.
 * Its catalog cache reads through the same transaction, so the embedded database's single
 * connection never waits for itself.
 */
export async function playDemoWeek({
  db,
  log,
  now,
  count,
}: {
  db: Db;
  log: Logger;
  now: Date;
  count?: number;
}): Promise<DemoWeekResult> {
  const started = performance.now();
  const result = await db.transaction(async (tx) => {
    const pubsub = createInProcessPubSub();
    const catalog = createCatalogCache({ db: tx, pubsub });
    try {
      return await playInto({ db: tx, catalog, pubsub, log, now, count });
    } finally {
      catalog.close();
    }
  });
  return { ...result, ms: Math.round(performance.now() - started) };
}

async function playInto({
  db,
  catalog,
  pubsub,
  log,
  now,
  count,
}: {
  db: Db;
  catalog: CatalogCache;
  pubsub: PubSub;
  log: Logger;
  now: Date;
  count?: number;
}): Promise<DemoWeekResult> {
  const result: DemoWeekResult = { played: false, placed: 0, delivered: 0, cancelled: 0, skipped: 0, ms: 0 };
  if (await alreadyPlayed(db)) return result;
  const cast = await loadCast(db);
  const tipPresets = (await catalog.tips())?.tipVariations ?? [];
  // Nobody listens to these orders' events (they are over), and the demo provider moves no money.
  const services: DemoWeekServices = {
    db,
    catalog,
    log,
    pubsub,
    push: { send: async () => {} },
    gateways: { card: createDemoCardGateway(), paypal: createDemoPaypalGateway({ db }) },
  };
  const plans = planDemoWeek({
    now,
    count,
    restaurants: cast.restaurants.length,
    riders: cast.riders.length,
    addresses: cast.addresses.length,
    tipPresets: tipPresets.length,
  });
  for (const plan of plans) {
    // A restaurant that cannot take the order at that hour: the featured one, open around the clock.
    const choices = [cast.restaurants[plan.restaurant]!, cast.restaurants[0]!];
    let outcome: 'placed' | 'skipped' = 'skipped';
    for (const restaurant of plan.restaurant === 0 ? choices.slice(0, 1) : choices) {
      const lines = await orderableLines(catalog, restaurant, plan);
      if (lines.length === 0) continue;
      try {
        await playDemoOrder(services, plan, {
          customer: cast.customer,
          restaurantId: restaurant.id,
          addressId: cast.addresses[plan.address]!.id,
          rider: cast.riders[plan.rider] ?? null,
          lines,
          tipPercent: plan.tip === null ? null : tipPresets[plan.tip]!,
        });
        outcome = 'placed';
        break;
      } catch (error) {
        // Refused before the order existed (closed, outside the area): try the fallback.
        if (!(error instanceof AppError) || (await hasOrder(db, plan.key))) throw error;
        log.debug({ key: plan.key, code: error.code }, 'demo week: order refused; trying another restaurant');
      }
    }
    if (outcome === 'skipped') result.skipped++;
    else {
      result.placed++;
      if (plan.ending === 'DELIVERED') result.delivered++;
      else result.cancelled++;
    }
  }
  result.played = true;
  return result;
}

async function hasOrder(db: Db, key: string): Promise<boolean> {
  const rows = await db.select({ id: orders.id }).from(orders).where(eq(orders.idempotencyKey, key)).limit(1);
  return rows.length > 0;
}
