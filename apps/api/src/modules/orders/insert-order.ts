import { randomUUID } from 'node:crypto';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { orderItems, orders, restaurants } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { findOrderByIdempotencyKey, type OrderItemRow, type OrderRow } from './orders.repository.ts';

/** The stored rows when this call created the order; only the id on a replay. */
export type InsertedOrder =
  { created: true; id: string; row: OrderRow; items: OrderItemRow[] } | { created: false; id: string };

/** What a new order stores; its lifecycle columns (rider, acceptance, delivery…) start empty. */
export type NewOrderValues = Omit<OrderRow, 'id' | 'orderId' | keyof typeof NOT_YET>;
export type NewOrderItemValues = Omit<OrderItemRow, 'id' | 'orderId' | 'position'>;

const NOT_YET = {
  riderId: null,
  reason: null,
  preparationTime: null,
  completionTime: null,
  acceptedAt: null,
  assignedAt: null,
  pickedAt: null,
  deliveredAt: null,
  cancelledAt: null,
} as const;

// A builder placed in sql`` is wrapped in parentheses, which a CTE's body must not have; its SQL is not.
const statement = (builder: SQLWrapper) => builder.getSQL();

const IDEMPOTENCY_INDEX = 'orders_user_idempotency_idx';

/**
 * One statement, so one round trip and no client-side transaction (docs/api-performance.md
 * "placeOrder"): a CTE takes the restaurant's next number (UPDATE … RETURNING row-locks the
 * restaurant, so numbers are unique under any concurrency), the order row takes that number and the
 * item rows follow; the lock is held only while the database runs the statement. Ids are made here,
 * so the rows are known without reading them back.
 *
 * A replay of (user, idempotencyKey) meets the unique index orders_user_idempotency_idx (waiting for
 * a concurrent first attempt to commit): the statement fails as a whole, so its number is not
 * consumed, and the answer is the order the first attempt created.
 */
export async function insertOrder(
  db: Db,
  values: NewOrderValues,
  items: NewOrderItemValues[],
): Promise<InsertedOrder> {
  const id = randomUUID();
  const itemRows: OrderItemRow[] = items.map((item, position) => ({
    ...item,
    id: randomUUID(),
    orderId: id,
    position,
  }));
  const nextNumber = sql`update ${restaurants}
    set ${sql.identifier(restaurants.orderSequence.name)} = ${restaurants.orderSequence} + 1
    where ${restaurants.id} = ${values.restaurantId}
    returning ${restaurants.orderPrefix} || '-' || ${restaurants.orderSequence} as "order_number"`;
  const insertOrderRow = statement(
    db
      .insert(orders)
      .values({ ...values, ...NOT_YET, id, orderId: sql`(select "order_number" from "next_number")` }),
  );
  const insertItems =
    itemRows.length > 0 ? sql`, "items" as (${statement(db.insert(orderItems).values(itemRows))})` : sql``;
  let orderNumber: string | undefined;
  try {
    // Both drivers answer with { rows }; Db's shared type leaves the result untyped.
    const result = (await db.execute(
      sql`with "next_number" as (${nextNumber}), "order_row" as (${insertOrderRow})${insertItems}
        select "order_number" from "next_number"`,
    )) as { rows: { order_number: string }[] };
    orderNumber = result.rows[0]?.order_number;
  } catch (error) {
    if (!isUniqueViolation(error, IDEMPOTENCY_INDEX)) throw error;
    const existing = await findOrderByIdempotencyKey(db, values.userId, values.idempotencyKey);
    if (!existing) throw new Error('idempotent replay found no order');
    return { created: false, id: existing.id };
  }
  if (!orderNumber) throw new Error(`restaurant ${values.restaurantId} vanished while ordering`);
  const row: OrderRow = { ...values, ...NOT_YET, id, orderId: orderNumber };
  return { created: true, id, row, items: itemRows };
}
