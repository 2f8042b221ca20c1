import { randomUUID } from 'node:crypto';
import { getTableColumns, sql, type Table } from 'drizzle-orm';
import { orderEvents, orderItems, orders, restaurants } from '../../db/schema/index.ts';
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
  cancelledBy: null,
} as const;

/** A row keyed by the table's column names, as JSON (dates as ISO text, jsonb columns nested). */
function columnsJson<T extends Table>(table: T, row: T['$inferSelect']): string {
  const columns = getTableColumns(table);
  const out: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(columns))
    out[column.name] = (row as Record<string, unknown>)[key];
  return JSON.stringify(out);
}

const IDEMPOTENCY_INDEX = 'orders_user_idempotency_idx';

/**
 * One statement, so one round trip and no client-side transaction (docs/api-performance.md
 * "placeOrder"): a CTE takes the restaurant's next number (UPDATE … RETURNING row-locks the
 * restaurant, so numbers are unique under any concurrency), the order row takes that number and the
 * item rows and the first history row (order_events) follow; the lock is held only while the database
 * runs the statement. Ids and every column are set here (the tables' defaults do not apply), so the
 * rows are known without reading them back.
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
  // The rows travel as two JSON parameters that the database expands into the tables' own row types
  // (jsonb_populate_record), so the statement's text never changes and costs little to build.
  const orderJson = columnsJson(orders, { ...values, ...NOT_YET, id, orderId: '' });
  const itemsJson = `[${itemRows.map((item) => columnsJson(orderItems, item)).join(',')}]`;
  const statement = sql`with "next_number" as (
      update ${restaurants} set "order_sequence" = "order_sequence" + 1 where "id" = ${values.restaurantId}
      returning "order_prefix" || '-' || "order_sequence" as "order_number"
    ), "order_row" as (
      insert into ${orders} select "row".* from "next_number",
        jsonb_populate_record(null::${orders}, ${orderJson}::jsonb || jsonb_build_object('order_id', "order_number")) as "row"
    ), "items" as (
      insert into ${orderItems} select * from jsonb_populate_recordset(null::${orderItems}, ${itemsJson}::jsonb)
    ), "history" as (
      insert into ${orderEvents} ("order_id", "status", "at", "actor_id", "actor_role")
      select ${id}::uuid, 'PENDING', ${values.createdAt.toISOString()}::timestamptz, ${values.userId}::uuid, 'CUSTOMER'
      from "next_number"
    )
    select "order_number" from "next_number"`;
  let orderNumber: string | undefined;
  try {
    // Both drivers answer with { rows }; Db's shared type leaves the result untyped.
    const result = (await db.execute(statement)) as { rows: { order_number: string }[] };
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
