import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { orders, riders, users, zones } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { ON_DELIVERY_STATUSES } from '../tracking/tracking.repository.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

// One EXISTS per rider, answered by the orders' rider index.
const onDelivery = sql<boolean>`exists (select 1 from ${orders} where ${orders.riderId} = ${riders.id} and ${inArray(orders.orderStatus, [...ON_DELIVERY_STATUSES])})`;

const columns = {
  id: riders.id,
  name: riders.name,
  email: users.email,
  phone: sql<string | null>`coalesce(${riders.phone}, ${users.phone})`,
  isOnline: riders.isOnline,
  onDelivery,
  zoneId: riders.zoneId,
  zoneTitle: zones.title,
  suspendedAt: riders.suspendedAt,
  latitude: riders.latitude,
  longitude: riders.longitude,
  locationUpdatedAt: riders.locationUpdatedAt,
};

export type AdminRiderRow = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  isOnline: boolean;
  onDelivery: boolean;
  zoneId: string | null;
  zoneTitle: string | null;
  suspendedAt: Date | null;
  latitude: number | null;
  longitude: number | null;
  locationUpdatedAt: Date | null;
};

function select(db: Db, where: SQL | undefined): Promise<AdminRiderRow[]> {
  return db
    .select(columns)
    .from(riders)
    .innerJoin(users, eq(users.id, riders.userId))
    .leftJoin(zones, eq(zones.id, riders.zoneId))
    .where(where)
    .orderBy(asc(riders.name), asc(riders.id))
    .limit(500) as Promise<AdminRiderRow[]>;
}

export function listRiderRows(db: Db, search: string | null | undefined) {
  const text = search?.trim().slice(0, 200);
  const pattern = `%${escapeLike(text ?? '')}%`;
  return select(
    db,
    text
      ? or(ilike(riders.name, pattern), ilike(users.email, pattern), ilike(riders.phone, pattern))
      : undefined,
  );
}

export async function findRiderRow(db: Db, id: string): Promise<AdminRiderRow | undefined> {
  const [row] = await select(db, eq(riders.id, id));
  return row;
}

export async function updateRider(db: Db, id: string, values: Partial<typeof riders.$inferInsert>) {
  const [row] = await db.update(riders).set(values).where(eq(riders.id, id)).returning();
  return row;
}

export async function findZoneTitle(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ title: zones.title })
    .from(zones)
    .where(and(eq(zones.id, id)))
    .limit(1);
  return row?.title;
}
