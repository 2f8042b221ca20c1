import { and, asc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { RestaurantStatus } from '@food/domain';
import { openingTimes, restaurants, users, zones } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

export type RestaurantRow = typeof restaurants.$inferSelect;
export type RestaurantValues = Omit<typeof restaurants.$inferInsert, 'id' | 'createdAt'>;

export type RestaurantFilter = {
  search: string | null;
  status: RestaurantStatus | null;
  zoneId: string | null;
};

function filterCondition({ search, status, zoneId }: RestaurantFilter): SQL | undefined {
  // LIKE's own wildcards in the text are matched literally.
  const pattern = search ? `%${search.replace(/[\\%_]/g, '\\$&')}%` : null;
  return and(
    pattern ? or(ilike(restaurants.name, pattern), ilike(restaurants.slug, pattern)) : undefined,
    status ? eq(restaurants.status, status) : undefined,
    zoneId ? eq(restaurants.zoneId, zoneId) : undefined,
  );
}

export async function listRestaurantsPage(
  db: Db,
  filter: RestaurantFilter,
  { limit, offset }: { limit: number; offset: number },
) {
  const where = filterCondition(filter);
  const [items, [count]] = await Promise.all([
    db
      .select()
      .from(restaurants)
      .where(where)
      .orderBy(asc(restaurants.name), asc(restaurants.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(restaurants)
      .where(where),
  ]);
  return { items, totalCount: count?.count ?? 0 };
}

export async function findRestaurant(db: Db, id: string): Promise<RestaurantRow | null> {
  const [row] = await db.select().from(restaurants).where(eq(restaurants.id, id));
  return row ?? null;
}

/** The row locked for the rest of the transaction, so two edits do not interleave their audit rows. */
export async function lockRestaurant(tx: Db, id: string): Promise<RestaurantRow | null> {
  const [row] = await tx.select().from(restaurants).where(eq(restaurants.id, id)).for('update');
  return row ?? null;
}

export async function isSlugTaken(db: Db, slug: string, exceptId: string | null): Promise<boolean> {
  const [row] = await db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(and(eq(restaurants.slug, slug), exceptId ? ne(restaurants.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

// Until its owner sets its hours in the console, a new restaurant is open around the clock every day:
// with no rows at all it would be closed all week and take no order once published (docs/admin.md
// "Restaurants"). A draft takes no order anyway, so the hours matter only from publication on.
const DEFAULT_DAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;

export type NewRestaurant = {
  /** `id` and `createdAt` only from the demo seed, whose world is the same on every run. */
  values: RestaurantValues & { id?: string; createdAt?: Date };
  /** Its week; without it, open around the clock. */
  openingTimes?: Omit<typeof openingTimes.$inferInsert, 'restaurantId'>[];
};

/** A new restaurant and its default week; every way of creating one (screens, approvals) comes here. */
export async function insertRestaurant(tx: Db, values: RestaurantValues): Promise<RestaurantRow> {
  const [row] = await insertRestaurants(tx, [{ values }]);
  return row!;
}

/** Several new restaurants and their weeks in two statements (the demo seed's 64 at once). */
export async function insertRestaurants(tx: Db, items: NewRestaurant[]): Promise<RestaurantRow[]> {
  if (items.length === 0) return [];
  const inserted = await tx
    .insert(restaurants)
    .values(items.map((item) => item.values))
    .returning();
  // RETURNING's order is PostgreSQL's to choose; rows given an id are matched by it.
  const byId = new Map(inserted.map((row) => [row.id, row]));
  const rows = items.map((item, at) => (item.values.id ? byId.get(item.values.id)! : inserted[at]!));
  const weeks = rows.flatMap((row, at) =>
    (
      items[at]!.openingTimes ??
      DEFAULT_DAYS.map((day) => ({ day, startHour: 0, startMinute: 0, endHour: 24, endMinute: 0 }))
    ).map((time) => ({ ...time, restaurantId: row.id })),
  );
  // Chunked: a seed's whole city stays under PostgreSQL's bind-parameter limit.
  for (let at = 0; at < weeks.length; at += 2000)
    await tx.insert(openingTimes).values(weeks.slice(at, at + 2000));
  return rows;
}

export async function updateRestaurantRow(
  tx: Db,
  id: string,
  values: Partial<RestaurantValues>,
): Promise<RestaurantRow> {
  const [row] = await tx.update(restaurants).set(values).where(eq(restaurants.id, id)).returning();
  return row!;
}

export function listZoneChoices(db: Db) {
  return db.select({ id: zones.id, title: zones.title }).from(zones).orderBy(asc(zones.title), asc(zones.id));
}

export async function findZoneChoice(db: Db, id: string) {
  const [row] = await db.select({ id: zones.id, title: zones.title }).from(zones).where(eq(zones.id, id));
  return row ?? null;
}

/** Owner and staff: RESTAURANT accounts linked to the restaurant. */
export function listRestaurantUsers(db: Db, restaurantId: string) {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.role, 'RESTAURANT'), eq(users.restaurantId, restaurantId)))
    .orderBy(asc(users.name), asc(users.id));
}

export async function findUserByEmail(tx: Db, email: string) {
  const [row] = await tx
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      restaurantId: users.restaurantId,
    })
    .from(users)
    // Sign-up stores e-mails trimmed and lower-cased (docs/product/accounts.md#sign-up).
    .where(eq(users.email, email.trim().toLowerCase()))
    .for('update');
  return row ?? null;
}

export async function findLinkedUser(tx: Db, userId: string, restaurantId: string) {
  const [row] = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, 'RESTAURANT'), eq(users.restaurantId, restaurantId)))
    .for('update');
  return row ?? null;
}

export async function setUserLink(
  tx: Db,
  userId: string,
  link: { role: 'RESTAURANT' | 'CUSTOMER'; restaurantId: string | null },
) {
  await tx.update(users).set(link).where(eq(users.id, userId));
}
