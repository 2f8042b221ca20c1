import { asc, eq, sql } from 'drizzle-orm';
import { zones } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

export type ZoneRecord = typeof zones.$inferSelect;
export type ZoneWithCounts = ZoneRecord & { restaurantCount: number; riderCount: number };
export type ZoneValues = Pick<
  ZoneRecord,
  | 'title'
  | 'description'
  | 'isActive'
  | 'polygon'
  | 'minLatitude'
  | 'maxLatitude'
  | 'minLongitude'
  | 'maxLongitude'
>;

// Written out: drizzle leaves a lone table's columns unqualified, and inside these subqueries an
// unqualified "id" would be the restaurant's or rider's own.
const counts = {
  restaurantCount:
    sql<number>`(select count(*) from restaurants where restaurants.zone_id = zones.id)`.mapWith(Number),
  riderCount: sql<number>`(select count(*) from riders where riders.zone_id = zones.id)`.mapWith(Number),
};

export function listZonesWithCounts(db: Db): Promise<ZoneWithCounts[]> {
  return db
    .select({ ...zoneColumns(), ...counts })
    .from(zones)
    .orderBy(asc(zones.title), asc(zones.id));
}

export async function findZoneWithCounts(db: Db, id: string): Promise<ZoneWithCounts | undefined> {
  const [row] = await db
    .select({ ...zoneColumns(), ...counts })
    .from(zones)
    .where(eq(zones.id, id));
  return row;
}

/** The row locked for the rest of the transaction, so two edits of one zone queue up. */
export async function lockZone(tx: Db, id: string): Promise<ZoneRecord | undefined> {
  const [row] = await tx.select().from(zones).where(eq(zones.id, id)).for('update');
  return row;
}

/** `id` and `tax` only from the demo seed (the same ids on every run; its zones carry a tax). */
export type NewZone = ZoneValues & { id?: string; tax?: number };

export async function insertZone(tx: Db, values: NewZone): Promise<ZoneRecord> {
  const [row] = await tx.insert(zones).values(values).returning();
  return row!;
}

export async function updateZoneRow(tx: Db, id: string, values: ZoneValues, now: Date): Promise<ZoneRecord> {
  const [row] = await tx
    .update(zones)
    .set({ ...values, updatedAt: now })
    .where(eq(zones.id, id))
    .returning();
  return row!;
}

export async function deleteZoneRow(tx: Db, id: string): Promise<void> {
  await tx.delete(zones).where(eq(zones.id, id));
}

/** Restaurants and riders still in the zone (read in the deleting transaction). */
export async function countZoneMembers(tx: Db, id: string) {
  const [row] = await tx.select(counts).from(zones).where(eq(zones.id, id));
  return row ?? { restaurantCount: 0, riderCount: 0 };
}

function zoneColumns() {
  return {
    id: zones.id,
    title: zones.title,
    description: zones.description,
    tax: zones.tax,
    isActive: zones.isActive,
    polygon: zones.polygon,
    minLatitude: zones.minLatitude,
    maxLatitude: zones.maxLatitude,
    minLongitude: zones.minLongitude,
    maxLongitude: zones.maxLongitude,
    updatedAt: zones.updatedAt,
  };
}
