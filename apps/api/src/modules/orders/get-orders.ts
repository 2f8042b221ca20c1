import type { Db } from '../../db/types.ts';
import type { Order } from '../../generated/graphql.ts';
import type { UserRow } from '../auth/auth.repository.ts';
import { ORDER_MESSAGES, orderError } from './order-errors.ts';
import { loadOrderView, loadOrderViews } from './order-view.ts';
import { findOrderRow, listUserOrderIds } from './orders.repository.ts';

export const ORDERS_PAGE_SIZE = 10;

/**
 * Paging (docs/product/limits.md#paging): `offset` is the 1-based position of the first order wanted (the web
 * sends the loaded count + 1); absent or 0 starts from the newest. A page costs a constant number of
 * statements (loadOrderViews).
 */
export async function listOrders({
  db,
  user,
  offset,
}: {
  db: Db;
  user: UserRow;
  offset: number | null | undefined;
}): Promise<Order[]> {
  const position = offset ?? 0;
  if (!Number.isInteger(position) || position < 0)
    throw orderError('BAD_USER_INPUT', 'offset must be 0 or a positive number.');
  const skip = Math.max(0, position - 1);
  const ids = await listUserOrderIds(db, user.id, { offset: skip, limit: ORDERS_PAGE_SIZE });
  return loadOrderViews(db, ids);
}

/** One of the caller's orders; any other id (someone else's, unknown, malformed) is NOT_FOUND. */
export async function getOrder({ db, user, id }: { db: Db; user: UserRow; id: string }): Promise<Order> {
  const row = await findOrderRow(db, id.trim());
  const order = row && row.userId === user.id ? await loadOrderView(db, row.id) : null;
  if (!order) throw orderError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
  return order;
}
