import { sql } from 'drizzle-orm';
import type { Db } from '../types.ts';

/**
 * Scale data for tests and measurements (docs/restaurant-paging.md): `copies` clones of every active
 * restaurant, made in SQL with generate_series so 10,000 rows take a second, each a few hundred metres
 * from its original (so still in range of the same points) with the original's categories and
 * opening hours. `spreadDegrees` scatters clones further (a wide area instead of one city). Clones'
 * slugs end in `-clone-<n>`. Statistics are refreshed so the planner sees the new size.
 */
export async function cloneRestaurants(
  db: Db,
  { copies, spreadDegrees = 0.004 }: { copies: number; spreadDegrees?: number },
): Promise<void> {
  const source = sql`(select * from restaurants where is_active and slug not like '%-clone-%')`;
  // Deterministic scatter in [-spread/2, spread/2] from the copy number (no random(): reproducible plans).
  const offset = (prime: number) => sql`(((g * ${prime}) % 1000) / 1000.0 - 0.5) * ${spreadDegrees}::float8`;
  await db.execute(sql`
    insert into restaurants (name, slug, image, logo, address, latitude, longitude, order_prefix,
      delivery_time, minimum_order, delivery_charges, tax, is_available, is_active, time_zone,
      delivery_radius_km, zone_id)
    select r.name || ' ' || g, r.slug || '-clone-' || g, r.image, r.logo, r.address,
      r.latitude + ${offset(379)}, r.longitude + ${offset(613)}, r.order_prefix, r.delivery_time,
      r.minimum_order, r.delivery_charges, r.tax, r.is_available, r.is_active, r.time_zone,
      r.delivery_radius_km, r.zone_id
    from ${source} r cross join generate_series(1, ${copies}::int) g`);
  const clonePairs = sql`${source} r cross join generate_series(1, ${copies}::int) g
    join restaurants c on c.slug = r.slug || '-clone-' || g`;
  await db.execute(sql`
    insert into categories (restaurant_id, title, position)
    select c.id, k.title, k.position from ${clonePairs} join categories k on k.restaurant_id = r.id`);
  await db.execute(sql`
    insert into opening_times (restaurant_id, day, start_hour, start_minute, end_hour, end_minute)
    select c.id, o.day, o.start_hour, o.start_minute, o.end_hour, o.end_minute
    from ${clonePairs} join opening_times o on o.restaurant_id = r.id`);
  await db.execute(sql`analyze restaurants, categories, opening_times`);
}
