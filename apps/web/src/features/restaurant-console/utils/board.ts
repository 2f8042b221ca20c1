import type { OrderStatus } from '@food/domain';
import type { ConsoleOrderFieldsFragment } from '@/gql/graphql.ts';

export type ConsoleOrder = ConsoleOrderFieldsFragment;
export type Column = 'new' | 'preparing' | 'ready' | 'done';
export const COLUMNS: readonly Column[] = ['new', 'preparing', 'ready', 'done'];

// Every status has its column: a status added to the domain's list is a compile error here.
const COLUMN_OF: Record<OrderStatus, Column> = {
  PENDING: 'new',
  ACCEPTED: 'preparing',
  ASSIGNED: 'preparing',
  PICKED: 'ready',
  DELIVERED: 'done',
  COMPLETED: 'done',
  CANCELLED: 'done',
};

/** Which column an order stands in; an unknown status (a newer server) goes with the finished ones. */
export const columnOf = (order: Pick<ConsoleOrder, 'orderStatus'>): Column =>
  COLUMN_OF[order.orderStatus] ?? 'done';

/** The board's list with one order put in (new) or replaced (changed), newest first. */
export function mergeOrder(list: readonly ConsoleOrder[], order: ConsoleOrder): ConsoleOrder[] {
  const rest = list.filter((existing) => existing._id !== order._id);
  return [...rest, order].sort(
    (a, b) => b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id),
  );
}

const SCHEDULED_AFTER_MS = 10 * 60_000;

/**
 * An order placed for later (a scheduled order date, docs/product/ordering.md#order-time), not "as soon as
 * possible".
 */
export const isScheduled = (order: Pick<ConsoleOrder, 'orderDate' | 'createdAt'>) =>
  Date.parse(order.orderDate) - Date.parse(order.createdAt) > SCHEDULED_AFTER_MS;
