import { and, eq, ne, sql } from 'drizzle-orm';
import { addresses, users } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { perDatabase } from '../../lib/prepared.ts';

export type AddressRow = typeof addresses.$inferSelect;
export type AddressValues = Pick<
  typeof addresses.$inferInsert,
  'label' | 'deliveryAddress' | 'details' | 'latitude' | 'longitude'
>;

/**
 * Serialises address writes of one user (row lock on the user), so two concurrent "select" or
 * "create" calls cannot both leave their address selected.
 */
export async function lockUser(db: Db, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

const userAddress = perDatabase((db) =>
  db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, sql.placeholder('id')), eq(addresses.userId, sql.placeholder('userId'))))
    .limit(1)
    .prepare('user_address'),
);

export async function findUserAddress(db: Db, userId: string, id: string): Promise<AddressRow | undefined> {
  const [row] = await userAddress(db).execute({ id, userId });
  return row;
}

export async function insertAddress(
  db: Db,
  values: AddressValues & { userId: string; selected: boolean; createdAt: Date },
): Promise<AddressRow> {
  const [row] = await db.insert(addresses).values(values).returning();
  return row!;
}

/** Updates one of the user's addresses; false when it is not theirs (or does not exist). */
export async function updateUserAddress(
  db: Db,
  userId: string,
  id: string,
  values: AddressValues,
): Promise<boolean> {
  const rows = await db
    .update(addresses)
    .set(values)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  return rows.length > 0;
}

export async function deleteUserAddress(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  return rows.length > 0;
}

/** Makes `id` the user's only selected address (the caller checked that it is theirs). */
export async function selectOnly(db: Db, userId: string, id: string): Promise<void> {
  await db
    .update(addresses)
    .set({ selected: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.selected, true), ne(addresses.id, id)));
  await db
    .update(addresses)
    .set({ selected: true })
    .where(and(eq(addresses.userId, userId), eq(addresses.id, id)));
}
