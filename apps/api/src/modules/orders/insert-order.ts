import { eq, sql } from 'drizzle-orm';
import { orderItems, orders, restaurants } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import {
  findOrderByIdempotencyKey,
  type NewOrderItemRow,
  type NewOrderRow,
  type OrderItemRow,
  type OrderRow,
} from './orders.repository.ts';

/** Thrown inside the transaction to roll it back (and its sequence number) on an idempotent replay. */
class ReplayedOrder extends Error {}

/** The stored rows when this call created the order; only the id on a replay. */
export type InsertedOrder =
  { created: true; id: string; row: OrderRow; items: OrderItemRow[] } | { created: false; id: string };

/**
 * One transaction: take the restaurant's next number (UPDATE … RETURNING row-locks the restaurant,
 * so numbers are unique under any concurrency), insert the order unless (user, idempotencyKey)
 * already exists — the unique index orders_user_idempotency_idx decides, waiting for a concurrent
 * first attempt to commit — then its item snapshots. A replay rolls back, so no number is consumed,
 * and answers with the order the first attempt created.
 */
export async function insertOrder(
  db: Db,
  order: Omit<NewOrderRow, 'orderId'> & { restaurantId: string; userId: string; idempotencyKey: string },
  items: Omit<NewOrderItemRow, 'orderId' | 'position'>[],
): Promise<InsertedOrder> {
  try {
    return await db.transaction(async (tx) => {
      const [sequence] = await tx
        .update(restaurants)
        .set({ orderSequence: sql`${restaurants.orderSequence} + 1` })
        .where(eq(restaurants.id, order.restaurantId))
        .returning({ n: restaurants.orderSequence, prefix: restaurants.orderPrefix });
      if (!sequence) throw new Error(`restaurant ${order.restaurantId} vanished while ordering`);
      const [row] = await tx
        .insert(orders)
        .values({ ...order, orderId: `${sequence.prefix}-${sequence.n}` })
        .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
        .returning();
      if (!row) throw new ReplayedOrder();
      const itemRows = await tx
        .insert(orderItems)
        .values(items.map((item, position) => ({ ...item, orderId: row.id, position })))
        .returning();
      return { created: true as const, id: row.id, row, items: itemRows };
    });
  } catch (error) {
    if (!(error instanceof ReplayedOrder)) throw error;
    const existing = await findOrderByIdempotencyKey(db, order.userId, order.idempotencyKey);
    if (!existing) throw new Error('idempotent replay found no order');
    return { created: false, id: existing.id };
  }
}
