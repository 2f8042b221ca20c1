import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { verify } from '@node-rs/argon2';
import { asc, eq, getTableName, sql, type SQL } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-db.ts';
import * as schema from '../schema/index.ts';
import type { Db } from '../types.ts';
import {
  buildDemoWorld,
  DEMO_COUPONS,
  DEMO_CUSTOMER,
  DEMO_LOCATION,
  DEMO_SLUGS,
  seedDemoData,
} from './index.ts';
import { publishedAccountEmails } from './published-accounts.ts';

const publicDir = fileURLToPath(new URL('../../../../web/public', import.meta.url));
const NOW = new Date('2025-03-10T09:30:00Z');

const rows = async <T>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

async function countAll(db: Db): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of Object.values(schema)) {
    if (!(table instanceof PgTable)) continue;
    const [row] = await rows<{ n: number }>(db, sql`select count(*)::int as n from ${table}`);
    out[getTableName(table)] = row!.n;
  }
  return out;
}

/** Everything that must be identical between two seeds: restaurants, menu and prices. */
async function fingerprint(db: Db) {
  return rows(
    db,
    sql`select r.id as restaurant_id, r.name, r.slug, r.latitude, r.longitude, c.title as category, f.title as food,
               v.title as variation, v.price, v.discounted
        from restaurants r join categories c on c.restaurant_id = r.id join foods f on f.category_id = c.id
        join variations v on v.food_id = f.id
        order by r.slug, c.position, f.position, v.position`,
  );
}

async function restaurantBySlug(db: Db, slug: string) {
  const [row] = await db.select().from(schema.restaurants).where(eq(schema.restaurants.slug, slug));
  if (!row) throw new Error(`no restaurant ${slug}`);
  return row;
}

async function hoursOf(db: Db, restaurantId: string) {
  return db
    .select()
    .from(schema.openingTimes)
    .where(eq(schema.openingTimes.restaurantId, restaurantId))
    .orderBy(asc(schema.openingTimes.day), asc(schema.openingTimes.startHour));
}

const isAlwaysOpen = (hours: (typeof schema.openingTimes.$inferSelect)[]) =>
  new Set(hours.map((h) => h.day)).size === 7 &&
  hours.length === 7 &&
  hours.every((h) => h.startHour === 0 && h.startMinute === 0 && h.endHour === 24 && h.endMinute === 0);

// In-memory PGlite by default; a throwaway PostgreSQL database when DATABASE_URL is set.
describe('demo seed', () => {
  let database: TestDatabase;
  let db: Db;
  let counts: Record<string, number>;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    const started = performance.now();
    await seedDemoData({ db, now: NOW });
    // The whole seed must stay fast on PGlite (it runs on every fresh start).
    expect(performance.now() - started).toBeLessThan(10_000);
    counts = await countAll(db);
  }, 60_000);

  afterAll(async () => {
    await database?.close();
  });

  it('creates at least 60 restaurants, at least 50 of them delivering to the default position', async () => {
    expect(counts.restaurants).toBeGreaterThanOrEqual(60);
    const [nearby] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from restaurants
          where earth_distance(ll_to_earth(latitude, longitude), ll_to_earth(${DEMO_LOCATION.latitude}, ${DEMO_LOCATION.longitude}))
                <= delivery_radius_km * 1000`,
    );
    expect(nearby!.n).toBeGreaterThanOrEqual(50);
    const far = await rows<{ slug: string }>(
      db,
      sql`select slug from restaurants
          where earth_distance(ll_to_earth(latitude, longitude), ll_to_earth(${DEMO_LOCATION.latitude}, ${DEMO_LOCATION.longitude}))
                > delivery_radius_km * 1000`,
    );
    expect(far.length).toBeGreaterThanOrEqual(2);
  });

  it('gives restaurants unique slugs and order prefixes and sane attributes', async () => {
    const all = await db.select().from(schema.restaurants);
    expect(new Set(all.map((r) => r.slug)).size).toBe(all.length);
    expect(new Set(all.map((r) => r.orderPrefix)).size).toBe(all.length);
    for (const r of all) {
      expect(r.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(r.orderPrefix).toMatch(/^[A-Z]{3,4}$/);
      expect(r.deliveryTime).toBeGreaterThanOrEqual(15);
      expect(r.deliveryTime).toBeLessThanOrEqual(60);
      expect(r.tax).toBeGreaterThanOrEqual(0);
      expect(r.tax).toBeLessThanOrEqual(10);
      expect(r.timeZone).toBe('Asia/Karachi');
      expect(r.image).toBe(`/images/restaurants/${r.slug}.svg`);
      expect(existsSync(`${publicDir}${r.image}`)).toBe(true);
      expect(r.zoneId).not.toBeNull();
    }
  });

  it('gives every restaurant 3–6 categories of 3–8 foods, each food with variations', async () => {
    const perRestaurant = await rows<{ slug: string; categories: number; empty: number }>(
      db,
      sql`select r.slug, count(c.id)::int as categories,
                 count(*) filter (where (select count(*) from foods f where f.category_id = c.id) not between 3 and 8)::int as empty
          from restaurants r left join categories c on c.restaurant_id = r.id group by r.slug`,
    );
    for (const r of perRestaurant) {
      expect(r.categories, r.slug).toBeGreaterThanOrEqual(3);
      expect(r.categories, r.slug).toBeLessThanOrEqual(6);
      expect(r.empty, r.slug).toBe(0);
    }
    const [noVariation] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from foods f where not exists (select 1 from variations v where v.food_id = f.id)`,
    );
    expect(noVariation!.n).toBe(0);
    const [bad] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from variations where price <= 0 or (discounted is not null and discounted <= price)`,
    );
    expect(bad!.n).toBe(0);
    const [discounted] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from variations where discounted is not null`,
    );
    expect(discounted!.n).toBeGreaterThan(0);
    const [long] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from foods where length(description) > 80`,
    );
    expect(long!.n).toBeGreaterThan(0);
    const images = await rows<{ image: string }>(db, sql`select distinct image from foods`);
    for (const { image } of images) expect(existsSync(`${publicDir}${image}`), image).toBe(true);
  });

  it('mixes the four kinds of add-on group, linked to variations and options', async () => {
    const kinds = await rows<{ min: number; max: number }>(
      db,
      sql`select distinct quantity_minimum as min, quantity_maximum as max from addons`,
    );
    const has = (min: number, max: number) => kinds.some((k) => k.min === min && k.max === max);
    expect(has(1, 1) && has(0, 3) && has(1, 2) && has(0, 1)).toBe(true);
    const [orphans] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from addons a where not exists (select 1 from addon_options o where o.addon_id = a.id)
             or not exists (select 1 from variation_addons va where va.addon_id = a.id)`,
    );
    expect(orphans!.n).toBe(0);
  });

  it('provides the DEMO_SLUGS restaurants with the promised properties', async () => {
    const open = await restaurantBySlug(db, DEMO_SLUGS.open);
    expect(open.isAvailable).toBe(true);
    expect(open.minimumOrder).toBe(0);
    expect(isAlwaysOpen(await hoursOf(db, open.id))).toBe(true);
    const openCategories = await db
      .select()
      .from(schema.categories)
      .where(eq(schema.categories.restaurantId, open.id));
    expect(openCategories.length).toBe(6);

    const closed = await restaurantBySlug(db, DEMO_SLUGS.closedNow);
    expect(await hoursOf(db, closed.id)).toEqual([]);

    const unavailable = await restaurantBySlug(db, DEMO_SLUGS.unavailable);
    expect(unavailable.isAvailable).toBe(false);
    expect(isAlwaysOpen(await hoursOf(db, unavailable.id))).toBe(true);

    const highMinimum = await restaurantBySlug(db, DEMO_SLUGS.highMinimum);
    expect(highMinimum.minimumOrder).toBe(2500);
    expect(isAlwaysOpen(await hoursOf(db, highMinimum.id))).toBe(true);

    const required = await restaurantBySlug(db, DEMO_SLUGS.requiredAddons);
    expect(required.isAvailable).toBe(true);
    expect(required.minimumOrder).toBe(0);
    expect(isAlwaysOpen(await hoursOf(db, required.id))).toBe(true);
    const [firstFood] = await rows<{ id: string }>(
      db,
      sql`select f.id from foods f join categories c on c.id = f.category_id
          where f.restaurant_id = ${required.id} order by c.position, f.position limit 1`,
    );
    const groups = await rows<{ variation: string; min: number; max: number }>(
      db,
      sql`select v.id as variation, a.quantity_minimum as min, a.quantity_maximum as max
          from variations v join variation_addons va on va.variation_id = v.id join addons a on a.id = va.addon_id
          where v.food_id = ${firstFood!.id}`,
    );
    const variations = new Set(groups.map((g) => g.variation));
    expect(variations.size).toBeGreaterThan(1);
    for (const v of variations) {
      const mine = groups.filter((g) => g.variation === v);
      expect(mine.some((g) => g.min === 1 && g.max === 1)).toBe(true);
      expect(mine.some((g) => g.min === 0 && g.max === 3)).toBe(true);
    }
  });

  it('has realistic opening hours: closed days, split windows and a window past midnight', async () => {
    const hours = await db.select().from(schema.openingTimes);
    const byRestaurant = new Map<string, typeof hours>();
    for (const h of hours) byRestaurant.set(h.restaurantId, [...(byRestaurant.get(h.restaurantId) ?? []), h]);
    const days = [...byRestaurant.values()].map((rs) => new Set(rs.map((h) => h.day)));
    expect(days.some((d) => d.size === 6 && !d.has('MON'))).toBe(true);
    expect([...byRestaurant.values()].some((rs) => rs.filter((h) => h.day === 'WED').length === 2)).toBe(
      true,
    );
    expect(hours.some((h) => h.startHour === 18 && h.endHour === 24)).toBe(true);
    expect(hours.some((h) => h.startHour === 0 && h.endHour === 2)).toBe(true);
    expect(hours.some((h) => h.startHour === 7 && h.endHour === 11 && h.endMinute === 30)).toBe(true);
  });

  it('creates the verified demo customer with a working argon2id password, addresses and favourites', async () => {
    const [user] = await db.select().from(schema.users).where(eq(schema.users.email, DEMO_CUSTOMER.email));
    expect(user).toMatchObject({
      name: DEMO_CUSTOMER.name,
      phone: DEMO_CUSTOMER.phone,
      role: 'CUSTOMER',
      emailIsVerified: true,
      phoneIsVerified: true,
    });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verify(user!.passwordHash!, DEMO_CUSTOMER.password)).toBe(true);
    expect(await verify(user!.passwordHash!, 'wrong-password')).toBe(false);
    const addresses = await db.select().from(schema.addresses).where(eq(schema.addresses.userId, user!.id));
    expect(addresses.length).toBe(2);
    expect(addresses.filter((a) => a.selected).length).toBe(1);
    const favourites = await db
      .select()
      .from(schema.favourites)
      .where(eq(schema.favourites.userId, user!.id));
    expect(favourites.length).toBeGreaterThan(0);
  });

  it('seeds riders, reviewers and past reviews', async () => {
    const riders = await db.select().from(schema.riders);
    expect(riders.length).toBe(5);
    expect(riders.every((r) => r.latitude !== null && r.longitude !== null)).toBe(true);
    const [reviews] = await rows<{
      n: number;
      min: number;
      max: number;
      latest: Date | string;
      with_order: number;
    }>(
      db,
      sql`select count(*)::int as n, min(rating) as min, max(rating) as max, max(created_at) as latest,
                 count(order_id)::int as with_order from reviews`,
    );
    expect(reviews!.n).toBeGreaterThan(200);
    expect(reviews!.min).toBeGreaterThanOrEqual(1);
    expect(reviews!.max).toBeLessThanOrEqual(5);
    expect(reviews!.with_order).toBe(0);
    expect(new Date(reviews!.latest).getTime()).toBeLessThan(NOW.getTime());
    const [perRestaurant] = await rows<{ max: number }>(
      db,
      sql`select max(n)::int as max from (select count(*) as n from reviews group by restaurant_id) t`,
    );
    expect(perRestaurant!.max).toBeLessThanOrEqual(25);
  });

  it('seeds settings, coupons, offers and sections', async () => {
    const [config] = await db.select().from(schema.configuration);
    expect(config).toMatchObject({
      currency: 'USD',
      currencySymbol: '$',
      deliveryRate: 150,
      costType: 'perKM',
      smsEnabled: false,
    });
    const [tip] = await db.select().from(schema.tips);
    expect(tip).toMatchObject({ tipVariations: [5, 10, 15, 20], enabled: true });
    const [tax] = await db.select().from(schema.taxes);
    expect(tax).toMatchObject({ taxationCharges: 5, enabled: true });
    const coupons = Object.fromEntries((await db.select().from(schema.coupons)).map((c) => [c.title, c]));
    expect(coupons[DEMO_COUPONS.tenPercent]).toMatchObject({ discount: 10, enabled: true });
    expect(coupons[DEMO_COUPONS.halfOff]).toMatchObject({ discount: 50, enabled: true });
    expect(coupons[DEMO_COUPONS.free]).toMatchObject({ discount: 100, enabled: true });
    expect(coupons[DEMO_COUPONS.disabled]).toMatchObject({ discount: 20, enabled: false });
    expect(counts.zones).toBeGreaterThanOrEqual(1);

    const offerTags = (await db.select().from(schema.offers)).map((o) => o.tag);
    expect(offerTags).toEqual(expect.arrayContaining(['FREE DELIVERY', 'DEAL']));
    const sizes = await rows<{ name: string; n: number }>(
      db,
      sql`select s.name, count(*)::int as n from sections s join section_restaurants sr on sr.section_id = s.id group by s.name`,
    );
    expect(sizes.filter((s) => s.n === 4).length).toBeGreaterThanOrEqual(1);
    expect(sizes.filter((s) => s.n > 4).length).toBeGreaterThanOrEqual(2);
  });

  it('does nothing when restaurants already exist', async () => {
    await seedDemoData({ db, now: new Date(NOW.getTime() + 86_400_000) });
    expect(await countAll(db)).toEqual(counts);
  });

  it('is deterministic: a second fresh database gets the same restaurants, menus and prices', async () => {
    const other = await createTestDatabase();
    try {
      await seedDemoData({ db: other.db, now: new Date('2030-01-01T00:00:00Z') });
      expect(await countAll(other.db)).toEqual(counts);
      expect(await fingerprint(other.db)).toEqual(await fingerprint(db));
    } finally {
      await other.close();
    }
  }, 60_000);
});

// The start outside demo mode checks these accounts without building the world (published-accounts.ts).
describe('published demo accounts', () => {
  it('are exactly the accounts the world seeds on the demo password', () => {
    const world = buildDemoWorld({ now: NOW, demoPasswordHash: 'published' });
    const onDemoPassword = world.users.filter((user) => user.passwordHash === 'published');
    expect(onDemoPassword.length).toBeGreaterThan(5);
    expect([...publishedAccountEmails()].sort()).toEqual(onDemoPassword.map((user) => user.email).sort());
  });
});
